import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../../lib/profile/get-profile.ts';
import { BellIcon, ChevronRightIcon, KeyIcon } from '../ui/icons.tsx';
import { LoadError } from '../ui/load-error.tsx';
import { LogOutButton } from '../ui/log-out-button.tsx';
import { ProfileForm, ProfileSkeleton } from './profile-form.tsx';

/**
 * A staff member's or sales agent's own settings: photo, names, e-mail and phone with the customer's profile calls
 * (the phone shown but not edited when `phoneLocked` says why), Change password on /admin-password, and Log out.
 * `children` is what the page adds below (a navigation bar).
 */
export function StaffProfileSettings({
  phoneLocked,
  notifications = false,
  children,
}: {
  phoneLocked?: string;
  /** Links to the person's notifications and their settings (sales agents: docs/portfolio.md). */
  notifications?: boolean;
  children?: ReactNode;
}) {
  const profile = useProfile();
  return (
    <div className="flex flex-1 flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Profile settings</h1>
      <section aria-label="My details" className="flex flex-col gap-5">
        {profile.data ? (
          <ProfileForm user={profile.data} {...(phoneLocked ? { phoneLocked } : {})} />
        ) : profile.isError ? (
          <LoadError
            title="We could not load your profile"
            message={profile.error.message}
            retrying={profile.isRefetching}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <ProfileSkeleton />
        )}
      </section>

      <section aria-labelledby="account-heading" className="flex flex-col gap-3">
        <h2 id="account-heading" className="text-lg font-semibold">
          Account
        </h2>
        {notifications && (
          <>
            <AccountLink to="/notifications" icon={<BellIcon className="size-6 text-brand-800" />}>
              Notifications
            </AccountLink>
            <AccountLink to="/notification-setting" icon={<BellIcon className="size-6 text-brand-800" />}>
              Notification settings
            </AccountLink>
          </>
        )}
        <Link
          to="/admin-password"
          className="flex min-h-14 items-center gap-4 rounded-2xl border border-ink-200 px-4 text-base font-medium hover:bg-ink-50 active:bg-ink-100"
        >
          <KeyIcon className="size-6 text-brand-800" />
          <span className="flex-1">Change password</span>
          <ChevronRightIcon className="size-5 text-ink-500" />
        </Link>
        <LogOutButton />
      </section>
      {children}
    </div>
  );
}

function AccountLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-4 rounded-2xl border border-ink-200 px-4 text-base font-medium hover:bg-ink-50 active:bg-ink-100"
    >
      {icon}
      <span className="flex-1">{children}</span>
      <ChevronRightIcon className="size-5 text-ink-500" />
    </Link>
  );
}
