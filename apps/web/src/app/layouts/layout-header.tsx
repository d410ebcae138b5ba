import type { ReactNode } from 'react';
import { BackButton } from '../../components/ui/back-button.tsx';

interface LayoutHeaderProps {
  title?: string | undefined;
  onBack?: (() => void) | undefined;
  backFallback?: string;
  /** Shown after the title (the progress ring). */
  end?: ReactNode;
  /** Shown instead of a title (the logo). */
  children?: ReactNode;
}

/** The top bar of the flow layouts: back button, then the page title (the page's h1) or the logo. */
export function LayoutHeader({ title, onBack, backFallback, end, children }: LayoutHeaderProps) {
  return (
    <header className="sticky top-0 z-10 flex min-h-16 items-center gap-2 border-b border-ink-200 bg-white px-4">
      <BackButton onBack={onBack} {...(backFallback ? { fallback: backFallback } : {})} />
      {title ? (
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</h1>
      ) : (
        <div className="flex flex-1 items-center">{children}</div>
      )}
      {end}
    </header>
  );
}
