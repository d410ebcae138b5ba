import { Link } from 'react-router';
import { ProfileForm, ProfileSkeleton } from '../../components/profile/profile-form.tsx';
import { ChevronRightIcon, KeyIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LogOutButton } from '../../components/ui/log-out-button.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useProfile } from '../../lib/profile/get-profile.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';

/** Why the phone is shown and not edited (the server refuses it too: docs/sales.md "Profile settings"). */
export const AGENT_PHONE_NOTE =
  'This is your referral code, so only an administrator can change it: customers who signed up with it stay yours, but new sign-ups would need the new code.';

/**
 * /agent-profile-settings and /cordinator-profile-settings (staff spec route table): the agent's own photo, names and
 * e-mail with the customer's profile calls, their phone — their referral code — shown but not edited, the password
 * on /admin-password, and log out. Opened from the Profile page.
 */
export default function AgentProfileSettingsPage() {
  useDocumentTitle('Profile settings');
  const profile = useProfile();

  return (
    <div className="flex flex-1 flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Profile settings</h1>
      <section aria-label="My details" className="flex flex-col gap-5">
        {profile.data ? (
          <ProfileForm user={profile.data} phoneLocked={AGENT_PHONE_NOTE} />
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
      <SalesNavBar />
    </div>
  );
}
