/**
 * Renders a dashboard page the way the app does (query client, data router) inside a stand-in for the dashboard
 * layout: its add (+) link to /get-qoute, so the new-quote rule can be tried like a person would. Any other path
 * shows where the app went.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

function Frame() {
  return (
    <>
      <header>
        <Link to="/get-qoute" aria-label="Get a new quote">
          +
        </Link>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Elsewhere() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(
  page: ReactElement,
  { route = '/dashboard', url = route }: { route?: string; url?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { element: <Frame />, children: [{ path: route, element: page }] },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const here = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, here, queryClient };
}
