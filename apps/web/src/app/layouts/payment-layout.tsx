import type { ReactNode } from 'react';
import { LayoutHeader } from './layout-header.tsx';
import { LayoutMain } from './layout-main.tsx';
import { useChrome } from './use-chrome.ts';

/** Instalment and outright payment: titled "Pay now" (customer spec §2). */
export function PaymentLayout({ title = 'Pay now', children }: { title?: string; children?: ReactNode }) {
  const { title: shown, onBack, chrome } = useChrome({ title });
  return (
    <>
      <LayoutHeader title={shown} onBack={onBack} backFallback="/dashboard" />
      <LayoutMain chrome={chrome}>{children}</LayoutMain>
    </>
  );
}
