import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { Link, createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useLayoutTitle } from '../lib/layout-chrome.ts';
import { fakeApi } from '../test/fake-api.ts';
import { signIn } from '../test/users.ts';
import type { PageEntry } from './pages.ts';
import { Providers } from './providers.tsx';
import { routeAccess, routePaths, type RoutePath } from './route-access.ts';
import { buildRoutes } from './router.tsx';

function renderApp(path: string, pages?: Partial<Record<RoutePath, PageEntry>>) {
  const router = createMemoryRouter(buildRoutes(pages), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const here = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, here };
}

/** A concrete URL for a route pattern: /request-detail/:id -> /request-detail/1. */
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, '1');

describe('route guards', () => {
  it('sends a visitor without a session to login with the wanted path', async () => {
    const { here } = renderApp('/dashboard');
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fdashboard'));
  });

  it('keeps the query string of the wanted path', async () => {
    const { here } = renderApp('/start-quote?isEditing=1&product=true');
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fstart-quote%3FisEditing%3D1%26product%3Dtrue'));
  });

  it('shows "Not allowed" to a customer on an admin route, with a way home', async () => {
    signIn({ userRole: UserRole.Customer });
    const { here } = renderApp('/get-requests');

    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy();
    expect(screen.getByText('This page is not available to your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/dashboard');
    expect(here()).toBe('/get-requests');
  });

  it('shows "Not allowed" to a sales agent on a customer route', async () => {
    signIn({ userRole: UserRole.SalesAgent });
    renderApp('/payment');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/sales-dashboard');
  });

  it('sends a signed-in customer from the landing page to their home', async () => {
    signIn({ userRole: UserRole.Customer });
    const { here } = renderApp('/');
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });

  it.each([
    [UserRole.Admin, {}, '/get-requests'],
    [UserRole.SalesAgent, { isCoordinator: true }, '/cordinator-dashboard'],
  ] as const)('sends a signed-in role %s from /login to its home', async (userRole, extra, home) => {
    signIn({ userRole, ...extra });
    const { here } = renderApp('/login');
    await waitFor(() => expect(here()).toBe(home));
  });

  it('renders the 404 page for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('renders the 404 page for a known route whose page is not built yet, once the guard lets the person in', async () => {
    // Every route of the table has a page since /bankquote got one (issue 22): a table without it stands in.
    const { here } = renderApp('/bankquote', {});
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(here()).toBe('/bankquote');
  });

  it('lets support staff open the request routes and keeps the admin-only ones from them', async () => {
    signIn({ userRole: UserRole.Support });
    renderApp('/add-engineers');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
  });

  it('lets anyone reach /set-password (an invitation link) without a session', async () => {
    const { here } = renderApp('/set-password?email=ada%40example.com');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(here()).toBe('/set-password?email=ada%40example.com');
  });

  it('sends a signed-in person from a guest-only page to its redirect path when that path is ours', async () => {
    signIn({ userRole: UserRole.Customer });
    const { here } = renderApp('/login?redirect=%2Fpayment-history%3Fpage%3D2');
    await waitFor(() => expect(here()).toBe('/payment-history?page=2'));
  });

  it('ignores a redirect path that leaves the app', async () => {
    signIn({ userRole: UserRole.Customer });
    const { here } = renderApp(`/login?redirect=${encodeURIComponent('//evil.example')}`);
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });

  it('shows the landing page to a guest', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Steady power for your home, paid your way' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Login instead' }).getAttribute('href')).toBe('/login');
  });

  it('guards every role route of the table before anything else', async () => {
    // The spec's 93, /active-quote, /admin-settings, /undo-email-change, /sales-commissions, /sales-team, /sales-team/:id/offer
    // and /kyc/:quoteRequestId (docs/web-routing.md, docs/kyc.md), and the partner banks' three (docs/banks.md),
    // /portfolio and /collections (docs/portfolio.md).
    expect(routePaths).toHaveLength(106);
    for (const path of routePaths) {
      const access = routeAccess[path];
      if (typeof access === 'string') continue;
      const url = concrete(path);
      const { here, router } = renderApp(url);
      await waitFor(() => expect(here()).toBe(`/login?redirect=${encodeURIComponent(url)}`));
      router.dispose();
    }
  }, 30_000); // renders all 100 routes, one router each: seconds on a loaded 2-core machine
});

describe('registered pages', () => {
  it("opens a partner bank's page at /bankquote for a guest (issue 22)", async () => {
    fakeApi({
      'GET FinancialInstitution/FinancialInstitutions': () => ({
        data: [{ id: 1, name: 'Sterling Bank', code: 'STERLING', logo: null }],
        pageIndex: 1,
        pageSize: 1000,
        totalCount: 1,
        totalPages: 1,
      }),
      'GET Product/GetWebProducts': () => ({ data: [] }),
    });
    renderApp('/bankquote?Name=sterling');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sterling Bank' })).toBeTruthy();
  });

  it("opens the signed-in person's own requests at support's /requests (issue 22)", async () => {
    signIn({ userRole: UserRole.Support });
    const counts = { pending: 0, ready: 0, engineer: 0, installation: 0, completed: 0, closed: 0 };
    fakeApi({
      'GET Quote/MyRequests': () => ({ data: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0, counts }),
    });
    renderApp('/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'My requests' })).toBeTruthy();
  });

  it("opens the agent's non-performing customers at the spec's shorter address too", async () => {
    signIn({ userRole: UserRole.SalesAgent });
    fakeApi({
      'GET SalesTeam/NonPerformingCustomers': () => ({
        data: [],
        pageIndex: 1,
        pageSize: 10_000,
        totalCount: 0,
        totalPages: 1,
      }),
    });
    renderApp('/nonperforming-referrals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non-performing customers' })).toBeTruthy();
  });

  function PayPage() {
    return <p>Card, transfer or QR</p>;
  }

  it('loads a lazy page inside its layout once the guard passes', async () => {
    signIn({ userRole: UserRole.Customer });
    const lazy = vi.fn(async () => ({ default: PayPage }));
    renderApp('/payment', { '/payment': { layout: 'payment', lazy } });

    expect(await screen.findByText('Card, transfer or QR')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay now' })).toBeTruthy();
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('shows the page skeleton at once while the next page of the same layout downloads', async () => {
    signIn();
    let deliver: (module: { default: typeof PayPage }) => void = () => {};
    const download = new Promise<{ default: typeof PayPage }>((resolve) => {
      deliver = resolve;
    });
    function Instalment() {
      return <Link to="/outright-payment">Pay outright instead</Link>;
    }
    renderApp('/payment', {
      '/payment': { layout: 'payment', Component: Instalment },
      '/outright-payment': { layout: 'payment', lazy: () => download },
    });

    await userEvent.click(await screen.findByRole('link', { name: 'Pay outright instead' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay outright instead' })).toBeNull();

    deliver({ default: PayPage });
    expect(await screen.findByText('Card, transfer or QR')).toBeTruthy();
  });

  it('does not load a page for someone the guard turns away', async () => {
    const lazy = vi.fn(async () => ({ default: PayPage }));
    const { here } = renderApp('/payment', { '/payment': { layout: 'payment', lazy } });
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fpayment'));
    expect(lazy).not.toHaveBeenCalled();
  });

  it('lets a page set its layout title', async () => {
    function ChangePassword() {
      useLayoutTitle('Change password');
      return <p>Form</p>;
    }
    signIn();
    renderApp('/change-password', { '/change-password': { layout: 'password', Component: ChangePassword } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
  });

  it('shows what to do when a page chunk still fails after the one reload', async () => {
    window.sessionStorage.setItem('imole.chunk-reload:/payment', '1'); // the reload already happened
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    renderApp('/payment', {
      '/payment': { layout: 'payment', lazy: () => Promise.reject(new TypeError('Failed to fetch module')) },
    });
    expect(await screen.findByRole('heading', { name: 'This page did not download' })).toBeTruthy();
    expect(screen.getByText(/We reloaded it once for you, and it still did not arrive\./)).toBeTruthy();
    expect(screen.getByTestId('chunk-error-steps').textContent).toContain('Check that mobile data or Wi-Fi is on');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows the error page when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    signIn();
    renderApp('/dashboard', { '/dashboard': { layout: 'dashboard', Component: Broken } });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    // The frame (and the desktop notice) survive the error.
    expect(screen.getByRole('complementary', { name: 'Notice' }).textContent).toBe(
      'For better experience, we advice you use your mobile phone',
    );
    vi.restoreAllMocks();
  });

  it('after a page failed, the next page opens normally', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    signIn();
    const { router } = renderApp('/dashboard', {
      '/dashboard': { layout: 'dashboard', Component: Broken },
      '/settings': { layout: 'auth', Component: () => <h1>Settings here</h1> },
    });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await router.navigate('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings here' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    vi.restoreAllMocks();
  });

  it('navigates from "Not allowed" to the home page', async () => {
    signIn({ userRole: UserRole.Customer });
    const { here } = renderApp('/all-packages');
    await userEvent.click(await screen.findByRole('link', { name: 'Go to your home page' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });
});
