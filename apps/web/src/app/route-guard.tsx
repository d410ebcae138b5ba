import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSessionRestore } from '../features/auth/restore-session.ts';
import { homePathOf, routeRoleOf, safeRedirect, useSession } from '../lib/session.ts';
import { canOpen, notForEngineers, type RouteAccess } from './route-access.ts';
import { NotAllowedPage } from './status-pages.tsx';

/**
 * Guards a group of routes (staff spec §2, plus the role check the spec leaves out): no session -> login with the
 * wanted path; the wrong role -> "Not allowed"; a signed-in person on a guest-only page -> the `redirect` path
 * when safeRedirect accepts it, otherwise their home page. A tab opened without a session first takes up the login
 * this browser holds (the refresh cookie; features/auth/restore-session.ts) before sending anyone to login.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const location = useLocation();
  const restoring = useSessionRestore(!session && access !== 'public' && access !== 'guest-only');

  if (access === 'public') return <Outlet />;
  if (access === 'guest-only') {
    if (!session) return <Outlet />;
    // Signing in on /login?redirect=… lands here too: the wanted path when it is ours, else the person's home.
    const wanted = new URLSearchParams(location.search).get('redirect');
    return <Navigate to={safeRedirect(wanted, homePathOf(session.user))} replace />;
  }
  if (!session && restoring) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center gap-2 p-6 text-ink-700">
        <Spinner />
        <span>Signing you in…</span>
      </div>
    );
  }
  if (!session) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  const engineerRefused =
    session.user.isEngineer === true && notForEngineers.some((path) => matchPath(path, location.pathname));
  return canOpen(access, routeRoleOf(session.user)) && !engineerRefused ? <Outlet /> : <NotAllowedPage />;
}
