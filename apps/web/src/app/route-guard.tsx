import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathOf, routeRoleOf, useSession } from '../lib/session.ts';
import { canOpen, type RouteAccess } from './route-access.ts';
import { NotAllowedPage } from './status-pages.tsx';

/**
 * Guards a group of routes (staff spec §2, plus the role check the spec leaves out): no session -> login with the
 * wanted path; the wrong role -> "Not allowed"; a signed-in person on a guest-only page -> their home page.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const location = useLocation();

  if (access === 'public') return <Outlet />;
  if (access === 'guest-only') {
    return session ? <Navigate to={homePathOf(session.user)} replace /> : <Outlet />;
  }
  if (!session) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return canOpen(access, routeRoleOf(session.user)) ? <Outlet /> : <NotAllowedPage />;
}
