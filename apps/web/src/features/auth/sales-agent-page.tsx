import { IconList, WaysIn } from '../../components/ui/icon-list.tsx';
import type { ReactNode } from 'react';
import { WalletIcon } from '../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

const steps: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Share your referral code',
    text: 'Your phone number is your code. Customers enter it when they sign up, or you request a quote for them.',
    icon: <PeopleIcon />,
  },
  {
    title: 'Earn as they pay',
    text: 'You earn commission on every down payment and monthly repayment your customers make.',
    icon: <WalletIcon />,
  },
  {
    title: 'Follow every customer',
    text: 'See who owes, who is up to date and what you have been paid, from your phone.',
    icon: <ChartIcon />,
  },
];

/** /sales-agent: the sales landing page, with the two ways in. */
export default function SalesAgentPage() {
  useDocumentTitle('Sales agents');
  return (
    <div className="flex flex-1 flex-col gap-6">
      <section aria-labelledby="sales-title" className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Imole sales agents</p>
        <h1 id="sales-title" className="text-[1.75rem] leading-tight font-bold tracking-tight text-balance">
          Earn commission by referring customers
        </h1>
        <p className="text-base text-pretty text-ink-700">
          Help homes and shops near you get steady power from solar and inverter systems, and get paid for it.
        </p>
      </section>

      <section aria-labelledby="sales-how">
        <h2 id="sales-how" className="sr-only">
          How it works
        </h2>
        <IconList items={steps} ordered />
      </section>

      <WaysIn registerTo="/sales-agent/register" />
    </div>
  );
}

function PeopleIcon() {
  return (
    <LineIcon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.5a6.5 6.5 0 0 1 3 5.5" />
    </LineIcon>
  );
}

function ChartIcon() {
  return (
    <LineIcon>
      <path d="M3 3v18h18" />
      <path d="M8 16v-4M13 16V8M18 16v-7" />
    </LineIcon>
  );
}

/** Decorative, in the stroke style of components/ui/icons.tsx. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
