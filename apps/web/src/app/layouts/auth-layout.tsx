import type { ReactNode } from 'react';
import { Logo } from '../../components/ui/logo.tsx';
import { LayoutHeader } from './layout-header.tsx';
import { LayoutMain } from './layout-main.tsx';
import { useChrome } from './use-chrome.ts';

/** Sign-in, registration and code pages: a back button and the logo; the page brings its own h1. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  const { onBack, chrome } = useChrome({});
  return (
    <>
      <LayoutHeader onBack={onBack}>
        <Logo size="sm" />
      </LayoutHeader>
      <LayoutMain chrome={chrome}>{children}</LayoutMain>
    </>
  );
}
