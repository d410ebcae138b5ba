import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import {
  BellIcon,
  ChevronRightIcon,
  InfoIcon,
  KeyIcon,
  PanelIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../../components/ui/icons.tsx';
import { LogOutButton } from '../../components/ui/log-out-button.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';

/** Settings, reached from the dashboard avatar (customer spec §2). */
const entries: { to: string; label: string; icon: ReactNode }[] = [
  // The Active Quote page (customer spec §2 "ActiveRequests page"): the customer's open requests (issue 22).
  { to: '/active-quote', label: 'My quote requests', icon: <PanelIcon /> },
  { to: '/edit-profile', label: 'Edit profile', icon: <UserIcon /> },
  { to: '/change-password', label: 'Change password', icon: <KeyIcon /> },
  { to: '/notification-setting', label: 'Notification settings', icon: <BellIcon /> },
  { to: '/payment-method', label: 'Payment methods', icon: <WalletIcon /> },
  // Identity verification (issue 21): the check, and a copy of what we hold (docs/kyc.md).
  { to: '/identification', label: 'Identity verification', icon: <ShieldIcon /> },
  // The customer referral programme (issue 20, docs/sales.md).
  { to: '/referral-dashboard', label: 'Refer a friend', icon: <UsersIcon /> },
  { to: '/about', label: 'About', icon: <InfoIcon /> },
];

export default function SettingsPage() {
  useDocumentTitle('Settings');
  const session = useSession();
  if (!session) return null; // the route guard has already sent a visitor without a session to login
  const { user } = session;

  return (
    <div className="flex flex-1 flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Settings</h1>

      <section aria-label="Your profile" className="flex items-center gap-4 rounded-2xl bg-brand-50 p-4">
        <Avatar person={user} size="md" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold" data-testid="settings-name">
            {user.firstname} {user.lastname}
          </p>
          <p className="truncate text-sm text-ink-700">{user.email}</p>
        </div>
      </section>

      <nav aria-label="Settings">
        <ul className="divide-y divide-ink-200 overflow-hidden rounded-2xl border border-ink-200">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="flex min-h-14 items-center gap-4 px-4 text-base font-medium hover:bg-ink-50 active:bg-ink-100"
              >
                <span className="text-brand-800">{entry.icon}</span>
                <span className="flex-1">{entry.label}</span>
                <ChevronRightIcon className="size-5 text-ink-500" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <LogOutButton className="mt-auto" />
    </div>
  );
}
