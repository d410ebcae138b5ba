import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { LayoutMain } from './layout-main.tsx';
import { useChrome } from './use-chrome.ts';

/** Public pages (the landing page, the bank quote page): the logo on top, the page below. */
export function GuestLayout({ children }: { children?: ReactNode }) {
  const { chrome } = useChrome({});
  return (
    <>
      <header className="flex min-h-16 items-center px-4">
        <Link to="/" aria-label="Imole home" className="-mx-1 inline-flex min-h-11 items-center rounded-lg px-1">
          <Logo />
        </Link>
      </header>
      <LayoutMain chrome={chrome}>{children}</LayoutMain>
    </>
  );
}
