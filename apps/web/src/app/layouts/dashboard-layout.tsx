import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { BellIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { AddButtonGuardContext, type AddButtonCheck } from '../../lib/add-button-guard.ts';
import { useNotificationCount } from '../../lib/notification-count.ts';
import { useSession } from '../../lib/session.ts';
import { LayoutMain } from './layout-main.tsx';
import { useChrome } from './use-chrome.ts';

interface DashboardLayoutProps {
  /** Unread notifications; read from the API unless given. No badge unless it is above 0. */
  notificationCount?: number;
  /** Where the add (+) button goes: a new quote for customers. */
  addTo?: string;
  addLabel?: string;
  children?: ReactNode;
}

const iconButton =
  'relative inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100';

/** The customer's home frame (customer spec §2): avatar to settings, notification bell with count, add button. */
export function DashboardLayout({
  notificationCount,
  addTo = '/get-qoute',
  addLabel = 'Get a new quote',
  children,
}: DashboardLayoutProps) {
  const session = useSession();
  const { chrome } = useChrome({});
  const unread = useNotificationCount();
  const count = Math.max(0, Math.floor(notificationCount ?? unread));
  const addGuard = useRef<AddButtonCheck | null>(null);
  return (
    <AddButtonGuardContext value={addGuard}>
      <header className="sticky top-0 z-10 flex min-h-16 items-center justify-between gap-2 border-b border-ink-200 bg-white px-4">
        <Link to="/settings" className="-ml-1 rounded-full">
          {session ? <Avatar person={session.user} /> : <span className="block size-11 rounded-full bg-ink-200" />}
          {/* Text, not aria-label: the initials are hidden from screen readers, and the name must contain what shows. */}
          <span className="sr-only">Profile and settings</span>
        </Link>
        <div className="flex items-center gap-1">
          <Link
            to="/notifications"
            aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
            className={iconButton}
          >
            <BellIcon />
            {count > 0 && (
              <span
                aria-hidden="true"
                data-testid="notification-badge"
                className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger-700 px-1 text-center text-xs leading-5 font-semibold text-white"
              >
                {count > 99 ? '99+' : count}
              </span>
            )}
          </Link>
          <Link
            to={addTo}
            aria-label={addLabel}
            className={`${iconButton} bg-brand-400 hover:bg-brand-500`}
            onClick={(event) => {
              if (addGuard.current && !addGuard.current()) event.preventDefault();
            }}
          >
            <PlusIcon />
          </Link>
        </div>
      </header>
      <LayoutMain chrome={chrome}>{children}</LayoutMain>
    </AddButtonGuardContext>
  );
}
