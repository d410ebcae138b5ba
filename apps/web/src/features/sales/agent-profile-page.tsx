import { Avatar } from '../../components/ui/avatar.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { referralLink } from '../../lib/referral-link.ts';
import { useSession } from '../../lib/session.ts';
import { ProfileSettingsLink } from './components/profile-settings-link.tsx';
import { SalesNavBar } from './components/sales-nav-bar.tsx';

/**
 * /agent-profile, the agent's 'Profile' (issue 20): who they are, and their referral code — their phone number — to
 * copy, a sign-up link that fills it in, to share or copy, and the same link as a QR code a customer scans in the
 * field.
 */
export default function AgentProfilePage() {
  useDocumentTitle('Profile');
  const user = useSession()?.user;
  if (!user) return null;
  const code = user.phoneNumber;
  const link = referralLink(window.location.origin, code);
  const share = typeof navigator.share === 'function';
  return (
    <div className="flex flex-1 flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Profile</h1>
      <div className="flex items-center gap-3">
        <Avatar person={user} size="md" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">
            {user.firstname} {user.lastname}
          </p>
          <p className="truncate text-sm text-ink-700">{user.email}</p>
          <p className="text-sm text-ink-700">{user.isCoordinator ? 'Coordinator' : 'Sales agent'}</p>
        </div>
      </div>

      <section aria-labelledby="code-heading" className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4">
        <h2 id="code-heading" className="text-lg font-semibold">
          Your referral code
        </h2>
        <p className="text-sm text-ink-800">
          Customers who give this code when they sign up are yours: you earn commission on what they pay.
        </p>
        <div className="flex items-center justify-between gap-3 rounded-xl bg-ink-50 px-4 py-3">
          <span className="text-2xl font-bold tracking-wide tabular-nums" data-testid="referral-code">
            {code}
          </span>
          <CopyButton text={code} what="referral code" />
        </div>
      </section>

      <section aria-labelledby="link-heading" className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4">
        <h2 id="link-heading" className="text-lg font-semibold">
          Sign-up link
        </h2>
        <p className="text-sm text-ink-800">It opens sign-up with your code filled in. Scan or share it.</p>
        <div className="self-center">
          <QrCode text={link} label={`QR code of your sign-up link, ${link}`} />
        </div>
        <p className="rounded-xl bg-ink-50 px-3 py-2 text-sm break-all" data-testid="referral-link">
          {link}
        </p>
        <div className="flex gap-2">
          {share && (
            <button
              type="button"
              onClick={() =>
                void navigator
                  .share({ title: 'Imole', text: 'Get solar power with Imole. Sign up here:', url: link })
                  .catch(() => {
                    // Closing the share sheet is not an error.
                  })
              }
              className="inline-flex min-h-11 flex-1 items-center justify-center rounded-xl bg-brand-800 px-4 font-semibold text-white"
            >
              Share link
            </button>
          )}
          <CopyButton text={link} what="sign-up link" wide={!share} />
        </div>
      </section>
      <ProfileSettingsLink />
      <SalesNavBar />
    </div>
  );
}
