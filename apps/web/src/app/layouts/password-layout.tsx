import type { ReactNode } from 'react';
import { LayoutHeader } from './layout-header.tsx';
import { LayoutMain } from './layout-main.tsx';
import { useChrome } from './use-chrome.ts';

/** Password pages: titled "Reset password" unless the page sets its own title (staff spec §2). */
export function PasswordLayout({ title = 'Reset password', children }: { title?: string; children?: ReactNode }) {
  const { title: shown, onBack, chrome } = useChrome({ title });
  return (
    <>
      <LayoutHeader title={shown} onBack={onBack} />
      <LayoutMain chrome={chrome}>{children}</LayoutMain>
    </>
  );
}
