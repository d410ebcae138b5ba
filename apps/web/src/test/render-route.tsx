/**
 * Renders one page at a route pattern, the way the app does (query client, router); any other path shows where the
 * app went (`getByTestId('where')`, or `here()`). `from` are the pages before it in the history (Back goes there).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

function Elsewhere() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** `url` may carry router state (a Link's `state`): `{ pathname, state }`. */
export function renderRoute(
  page: ReactElement,
  route: string,
  url: string | { pathname: string; state: unknown },
  from: string[] = [],
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [...from, url], initialIndex: from.length },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const here = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, here, queryClient };
}
