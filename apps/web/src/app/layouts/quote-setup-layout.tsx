import type { ReactNode } from 'react';
import { ProgressRing } from '../../components/ui/progress-ring.tsx';
import { LayoutHeader } from './layout-header.tsx';
import { LayoutMain } from './layout-main.tsx';
import { useChrome } from './use-chrome.ts';

interface QuoteSetupLayoutProps {
  /** 0 to 100; the wizard sets it per step with useLayoutProgress. None (no ring) for a page that is not a step. */
  progress?: number;
  children?: ReactNode;
}

/** The quote wizard's frame: "Get a quote", a back button and the circular progress (customer spec §2). */
export function QuoteSetupLayout({ progress, children }: QuoteSetupLayoutProps) {
  const { title, progress: shown, onBack, chrome } = useChrome({ title: 'Get a quote', progress });
  // Only a wizard step has a place in the progress: /get-qoute (the packages) shows no "0%" ring (issue 19).
  const ring = shown === undefined ? undefined : <ProgressRing value={shown} label="Quote progress" />;
  return (
    <>
      <LayoutHeader title={title} onBack={onBack} end={ring} />
      <LayoutMain chrome={chrome}>{children}</LayoutMain>
    </>
  );
}
