import type { ReactNode } from 'react';
import { UserRole } from '@imole/domain/roles';
import { useLocation } from 'react-router';
import { BackButton } from '../../components/ui/back-button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { homePathOf, useSession } from '../../lib/session.ts';
import { landingOf } from '../account-links.ts';
import { AccountMenu } from './account-menu.tsx';
import { BankOfficerHeader } from './bank-officer-header.tsx';
import { LayoutMain } from './layout-main.tsx';
import { useChrome } from './use-chrome.ts';

/**
 * Staff pages (support, engineers, admins): back button, logo and the account menu; the page brings its own h1.
 * The spec's support/installer navigation bar (Requests, Packages, Complaints, Profile) is drawn by the top-level
 * staff pages themselves (components/ui/staff-nav-bar.tsx), so it stays out of the customer's bundle
 * (docs/web-routing.md).
 */
export function StaffLayout({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { onBack, chrome } = useChrome({});
  const fallback = session ? landingOf(session.user, homePathOf(session.user)) : '/';
  // On their home, opened afresh (nothing of ours before it), there is nowhere to go back to: no dead arrow.
  const location = useLocation();
  // A bank officer's home is their only list: no arrow back to the login page there.
  const nowhereBack =
    (location.pathname === fallback && location.key === 'default') ||
    (session?.user.userRole === UserRole.BankOfficer && location.pathname === '/bank-applications');
  return (
    <>
      <header className="sticky top-0 z-10 flex min-h-16 items-center gap-2 border-b border-ink-200 bg-white px-4">
        {!nowhereBack && <BackButton onBack={onBack} fallback={fallback} />}
        {session?.user.userRole === UserRole.BankOfficer ? (
          <BankOfficerHeader user={session.user} />
        ) : (
          <>
            <div className="flex flex-1 items-center">
              <Logo size="sm" />
            </div>
            {session && <AccountMenu user={session.user} />}
          </>
        )}
      </header>
      <LayoutMain chrome={chrome}>{children}</LayoutMain>
    </>
  );
}
