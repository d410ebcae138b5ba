/**
 * Renders a dashboard page the way the app does (query client, router) inside the dashboard layout, whose add (+)
 * link to /get-qoute lets the new-quote rule be tried like a person would. Any other path shows where the app went.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, parsePath, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DashboardLayout } from '../../app/layouts/dashboard-layout.tsx';

function Elsewhere() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(
  page: ReactElement,
  {
    route = '/dashboard',
    url = route,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    state,
  }: { route?: string; url?: string; queryClient?: QueryClient; state?: unknown } = {},
) {
  const router = createMemoryRouter(
    [
      { element: <DashboardLayout notificationCount={0} />, children: [{ path: route, element: page }] },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [state === undefined ? url : { ...parsePath(url), state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const here = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, here, queryClient };
}
