import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathOf, routeRoleOf, safeRedirect, useSession } from '../lib/session.ts';
import { canOpen, type RouteAccess } from './route-access.ts';
import { NotAllowedPage } from './status-pages.tsx';

/**
 * Guards a group of routes (staff spec §2, plus the role check the spec leaves out): no session -> login with the
 * wanted path; the wrong role -> "Not allowed"; a signed-in person on a guest-only page -> the `redirect` path
 * when safeRedirect accepts it, otherwise their home page.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const location = useLocation();

  if (access === 'public') return <Outlet />;
  if (access === 'guest-only') {
    if (!session) return <Outlet />;
    // Signing in on /login?redirect=… lands here too: the wanted path when it is ours, else the person's home.
    const wanted = new URLSearchParams(location.search).get('redirect');
    return <Navigate to={safeRedirect(wanted, homePathOf(session.user))} replace />;
  }
  if (!session) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return canOpen(access, routeRoleOf(session.user)) ? <Outlet /> : <NotAllowedPage />;
}
