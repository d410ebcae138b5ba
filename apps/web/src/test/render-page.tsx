/**
 * Renders one page the way the app does (query client, router, a layout's chrome) without src/app: a tiny frame
 * with the back button and the progress ring the quote setup layout has, so a test can read `progress()` and press
 * "Go back" like a person.
 */
import { render } from '@testing-library/react';
import { useMemo, useState, type ReactElement } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BackButton } from '../components/ui/back-button.tsx';
import { ProgressRing } from '../components/ui/progress-ring.tsx';
import { LayoutChromeContext, type LayoutChrome } from '../lib/layout-chrome.ts';

function TestFrame() {
  const [progress, setProgress] = useState<number | undefined>();
  const [onBack, setOnBack] = useState<(() => void) | undefined>();
  const chrome = useMemo<LayoutChrome>(
    () => ({ setTitle: () => {}, setProgress, setOnBack: (handler) => setOnBack(() => handler) }),
    [],
  );
  return (
    <>
      <header>
        <BackButton onBack={onBack} />
        <h1>Get a quote</h1>
        <ProgressRing value={progress ?? 0} label="Quote progress" />
      </header>
      <LayoutChromeContext.Provider value={chrome}>
        <main>
          <Outlet />
        </main>
      </LayoutChromeContext.Provider>
    </>
  );
}

/** Any page the tested page navigates to: shows where it is. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderPageOptions {
  /** The route pattern of the page, e.g. "/start-quote". */
  route: string;
  /** The URL to open, e.g. "/start-quote?id=3". */
  url: string;
  /** Pages before this one in the history (Back goes there). */
  from?: string[];
}

export function renderPage(page: ReactElement, { route, url, from = ['/get-qoute'] }: RenderPageOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { element: <TestFrame />, children: [{ path: route, element: page }] },
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
  const progress = () =>
    Number(view.getByRole('progressbar', { name: 'Quote progress' }).getAttribute('aria-valuenow'));
  return { ...view, router, here, progress, queryClient };
}
