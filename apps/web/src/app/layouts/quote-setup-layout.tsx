import type { ReactNode } from 'react';
import { ProgressRing } from '../../components/ui/progress-ring.tsx';
import { LayoutHeader } from './layout-header.tsx';
import { LayoutMain } from './layout-main.tsx';
import { useChrome } from './use-chrome.ts';

interface QuoteSetupLayoutProps {
  /** 0 to 100; the wizard sets it per step with useLayoutProgress. */
  progress?: number;
  children?: ReactNode;
}

/** The quote wizard's frame: "Get a quote", a back button and the circular progress (customer spec §2). */
export function QuoteSetupLayout({ progress = 0, children }: QuoteSetupLayoutProps) {
  const { title, progress: shown, onBack, chrome } = useChrome({ title: 'Get a quote', progress });
  return (
    <>
      <LayoutHeader title={title} onBack={onBack} end={<ProgressRing value={shown ?? 0} label="Quote progress" />} />
      <LayoutMain chrome={chrome}>{children}</LayoutMain>
    </>
  );
}
