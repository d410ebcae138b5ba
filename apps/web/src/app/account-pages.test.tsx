import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../lib/logout.ts';
import { getSession } from '../lib/session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { makeUser, signIn } from '../test/users.ts';
import { accountLinksOf } from './account-links.ts';
import { Providers } from './providers.tsx';
import { buildRoutes } from './router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { here: () => `${router.state.location.pathname}${router.state.location.search}` };
}

describe('account links', () => {
  it('offers each role the account pages it may open, and only pages that exist', () => {
    const links = (overrides: Parameters<typeof makeUser>[0]) => accountLinksOf(makeUser(overrides)).map((l) => l.to);
    expect(links({ userRole: UserRole.Customer })).toEqual(['/settings']);
    expect(links({ userRole: UserRole.Admin })).toEqual([
      '/manage-engineers',
      '/admin-settings',
      '/collections',
      '/portfolio',
      '/financial-institutions',
      '/sales-team',
      '/sales-commissions',
      '/admin-password',
    ]);
    expect(links({ userRole: UserRole.Support })).toEqual(['/collections', '/admin-password']);
    // Engineers see only their own jobs: no collections (issue 23).
    expect(links({ userRole: UserRole.Support, isEngineer: true })).toEqual(['/admin-password']);
    // Sales agents reach these from their profile settings (docs/sales.md); their notices tell them of customers over
    // 30 days overdue (issue 23).
    expect(links({ userRole: UserRole.SalesAgent })).toEqual([
      '/notifications',
      '/notification-setting',
      '/admin-password',
    ]);
    // A bank officer (issue 22): Change password is linked from the foot of their applications.
    expect(links({ userRole: UserRole.BankOfficer })).toEqual([
      '/notifications',
      '/notification-setting',
      '/admin-password',
    ]);
    expect(accountLinksOf(makeUser({ userRole: UserRole.Admin }), {})).toEqual([]); // none registered: none offered
  });
});

describe('ways in for staff', () => {
  it('gives an admin on an address that is no page their home, their account pages and a way out', async () => {
    signIn({ userRole: UserRole.Admin });
    renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/get-requests');
    expect(screen.getByRole('link', { name: 'Staff members' }).getAttribute('href')).toBe('/manage-engineers');
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/admin-password');

    fakeApi({ 'POST ClientUser/Logout': () => ({ message: 'You are logged out.' }) });
    const go = vi.spyOn(pageLoad, 'go').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(getSession()).toBeNull();
  });

  it('shows the staff account menu on staff pages', async () => {
    signIn({ userRole: UserRole.Admin, firstname: 'Bola', lastname: 'Admin', email: 'admin@example.com' });
    fakeApi({
      'GET ClientUser/GetSupportUsers': () => ({ data: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0 }),
    });
    const { here } = renderApp('/manage-engineers');
    await screen.findByRole('heading', { level: 1, name: 'Staff members' });

    const menuButton = screen.getByRole('button', { name: 'Account menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Staff members' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/Admin · admin@example.com/)).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    await userEvent.click(menuButton);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Change password' }),
    );
    await waitFor(() => expect(here()).toBe('/admin-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
  });

  it('keeps support staff out of the admin-only staff pages', async () => {
    signIn({ userRole: UserRole.Support });
    renderApp('/manage-engineers');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
  });
});

describe('/settings', () => {
  it('shows the person, links to each account page that exists, and logs out', async () => {
    signIn({ firstname: 'Ada', lastname: 'Obi', email: 'ada@example.com' });
    const api = fakeApi({ 'POST ClientUser/Logout': () => ({ message: 'You are logged out.' }) });
    const { here } = renderApp('/settings');

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.getByTestId('settings-name').textContent).toBe('Ada Obi');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My quote requests', '/active-quote'],
      ['Edit profile', '/edit-profile'],
      ['Change password', '/change-password'],
      ['Notification settings', '/notification-setting'],
      ['Payment methods', '/payment-method'],
      ['Identity verification', '/identification'],
      ['Refer a friend', '/referral-dashboard'],
      ['About', '/about'],
    ]);

    const go = vi.spyOn(pageLoad, 'go').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(here()).toMatch(/^\/login/);
    expect(api.callsTo('POST ClientUser/Logout')).toHaveLength(1);
    expect(getSession()).toBeNull();
  });

  it('/about shows the 24/7 help line and the version', async () => {
    signIn();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Imole' });
    expect(screen.getByText(/open 24\/7/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toMatch(/^tel:\+234/);
    expect(screen.getByRole('link', { name: /E-mail/ }).getAttribute('href')).toBe('mailto:support@imole.ng');
    expect(screen.getByTestId('app-version').textContent).toBe('0.0.0-test');
  });
});
