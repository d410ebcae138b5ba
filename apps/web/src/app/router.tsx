import { lazy, useEffect, useState, type ReactElement } from 'react';
import { BrowserRouter, Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setApiNavigator } from '../lib/api-client.ts';
import { loadWithReload } from '../lib/lazy-reload.ts';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { GuestLayout } from './layouts/guest-layout.tsx';
import { PasswordLayout } from './layouts/password-layout.tsx';
import { PaymentLayout } from './layouts/payment-layout.tsx';
import { QuoteSetupLayout } from './layouts/quote-setup-layout.tsx';
import { pages as registeredPages, type LayoutKind, type PageEntry } from './pages.ts';
import { RootLayout } from './root-layout.tsx';
import { routeAccess, routePaths, type RouteAccess, type RoutePath } from './route-access.ts';
import { RouteGuard } from './route-guard.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { NotFoundPage } from './status-pages.tsx';

/** Lazy: staff, engineers and admins only; a customer never downloads it (nor its account menu). */
const StaffLayout = lazy(() =>
  loadWithReload(
    () => import('./layouts/staff-layout.tsx').then((module) => ({ default: module.StaffLayout })),
    undefined,
    { path: 'staff-layout' },
  ),
);

const layouts: Record<Exclude<LayoutKind, 'none'>, () => ReactElement> = {
  dashboard: () => <DashboardLayout />,
  auth: () => <AuthLayout />,
  payment: () => <PaymentLayout />,
  'quote-setup': () => <QuoteSetupLayout />,
  password: () => <PasswordLayout />,
  guest: () => <GuestLayout />,
  staff: () => <StaffLayout />,
};

/**
 * Lazy pages use React.lazy rather than the router's `lazy`: the router starts a route's `lazy` download before
 * any guard renders, so a visitor bounced to /login would still download the page. Here the chunk is requested only
 * when the guard renders the page.
 */
function pageRoute(path: RoutePath, entry: PageEntry): RouteObject {
  if (entry.Component) return { path, Component: entry.Component };
  const load = entry.lazy;
  // At most one reload per route (lib/lazy-reload.ts), and a ChunkLoadError after 120 seconds.
  const Page = lazy(() => loadWithReload(load, undefined, { path }));
  return { path, element: <Page /> };
}

/** The routes of one guard: pages grouped under their layout; routes without a page render the 404 page. */
function guardedChildren(paths: RoutePath[], pages: Partial<Record<RoutePath, PageEntry>>): RouteObject[] {
  const byLayout = new Map<LayoutKind, RouteObject[]>();
  const absent: RouteObject[] = [];
  for (const path of paths) {
    const entry = pages[path];
    if (!entry) {
      absent.push({ path, element: <NotFoundPage /> });
      continue;
    }
    const group = byLayout.get(entry.layout) ?? [];
    group.push(pageRoute(path, entry));
    byLayout.set(entry.layout, group);
  }
  const withLayouts = [...byLayout].flatMap(([layout, children]) =>
    layout === 'none' ? children : [{ element: layouts[layout](), children }],
  );
  return [...withLayouts, ...absent];
}

/**
 * Route table (route-access.ts) + pages (pages.ts) -> React Router routes. Guards run before layouts and before any
 * page code loads, so /dashboard without a session goes to login even while /dashboard has no page yet.
 * `pages` is a parameter so tests can register a page of their own.
 */
export function buildRoutes(pages: Partial<Record<RoutePath, PageEntry>> = registeredPages): RouteObject[] {
  const groups = new Map<string, { access: RouteAccess; paths: RoutePath[] }>();
  for (const path of routePaths) {
    const access: RouteAccess = routeAccess[path];
    const key = typeof access === 'string' ? access : [...access].sort().join(',');
    const group = groups.get(key) ?? { access, paths: [] };
    group.paths.push(path);
    groups.set(key, group);
  }

  return [
    {
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          // Errors render inside the frame, so the page keeps its column and notice.
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            ...[...groups.values()].map(({ access, paths }) => ({
              element: <RouteGuard access={access} />,
              children: guardedChildren(paths, pages),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const navigate = useNavigate();
  // An ended session (api-client) navigates inside the app instead of reloading it.
  useEffect(() => setApiNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  return useRoutes(routes);
}

/**
 * The app's router: React Router in its declarative mode (BrowserRouter and useRoutes). The data router
 * (createBrowserRouter) would add loaders, actions and fetchers that the app does not use: 17 KiB gzip more in
 * every first download (docs/performance.md).
 */
export function AppRouter() {
  const [routes] = useState(buildRoutes);
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
