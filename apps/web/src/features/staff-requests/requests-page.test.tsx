import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateDDMMYY } from '@imole/domain/format';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import RequestsPage, { SEARCH_DEBOUNCE_MS } from './requests-page.tsx';
import { card, page } from './test-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

beforeEach(() => {
  signIn({ userRole: UserRole.Support, firstname: 'Sade', lastname: 'Support' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const board = (url = '/get-requests', from: string[] = []) => renderRoute(<RequestsPage />, '/get-requests', url, from);

const tabLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Request stages' })).getByRole('link', { name });

describe('/get-requests', () => {
  it('opens on Pending and shows each request as a card', async () => {
    const api = fakeApi({
      'GET Quote/GetNotRespondedQuotes': () =>
        page([card({ id: 7, status: 0 }), card({ id: 8, status: 1, firstname: 'Bola', lastname: 'Adeyemi' })]),
    });
    board();

    const cards = await screen.findAllByTestId('request-card');
    expect(cards).toHaveLength(2);
    expect(tabLink('Pending').getAttribute('aria-current')).toBe('page');
    expect(tabLink('Ready').getAttribute('aria-current')).toBeNull();
    expect(api.callsTo('GET Quote/GetNotRespondedQuotes')[0]?.query.toString()).toBe('PageIndex=1&PageSize=20');

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Ada Okafor' })).toBeTruthy();
    expect(first.getByText('New')).toBeTruthy();
    expect(first.getByText('08031234567')).toBeTruthy();
    expect(first.getByText('ada@example.com')).toBeTruthy();
    expect(first.getByText(/12 Adeola Odeku Street, Victoria Island/)).toBeTruthy();
    expect(first.getByText('Lagos')).toBeTruthy();
    expect(first.getByText('2 bedrooms · 6 bulbs · 2 fans · 1 TV')).toBeTruthy();
    expect(first.getByText('2 hours ago')).toBeTruthy();
    expect(first.getByText('IM-4K7Q-92H7')).toBeTruthy();
    // 'New' only at quoteRequestStatus 0.
    expect(within(cards[1]!).queryByText('New')).toBeNull();
    expect(cards[1]!.getAttribute('href')).toBe('/request-detail/8');
    expect(screen.getByRole('heading', { name: 'Pending: 2 requests' })).toBeTruthy();
  });

  it('moves between tabs through the URL, so Back returns to the tab', async () => {
    const api = fakeApi({
      'GET Quote/GetNotRespondedQuotes': () => page([card({ id: 7 })]),
      'GET Quote/GetAwaitingCustomerResponseQuotes': () => page([]),
    });
    const { here, router } = board();
    await screen.findAllByTestId('request-card');

    await userEvent.click(tabLink('Ready'));
    expect(await screen.findByText('No quotes yet')).toBeTruthy();
    expect(here()).toBe('/get-requests?tab=ready');
    expect(tabLink('Ready').getAttribute('aria-current')).toBe('page');
    expect(api.callsTo('GET Quote/GetAwaitingCustomerResponseQuotes')).toHaveLength(1);

    await router.navigate(-1);
    await waitFor(() => expect(tabLink('Pending').getAttribute('aria-current')).toBe('page'));
    expect(here()).toBe('/get-requests');
  });

  it.each([
    ['engineer', 'Engineer', 'Quote/GetAwaitingEngineerAssignmentQuotes', 'No quotes yet'],
    ['installation', 'Installation', 'Quote/GetAwaitingInstallationQuotes', 'No quotes yet'],
    ['completed', 'Completed', 'Quote/GetCompletedInstallationQuotes', 'No completed quotes yet'],
  ])('?tab=%s lists %s from %s, with its own empty state', async (tab, label, path, empty) => {
    fakeApi({ [`GET ${path}`]: () => page([]) });
    board(`/get-requests?tab=${tab}`);
    expect(await screen.findByText(empty)).toBeTruthy();
    expect(tabLink(label).getAttribute('aria-current')).toBe('page');
  });

  it('shows the completed date as DD-MM-YY and the engineer with a half-star rating on Completed', async () => {
    fakeApi({
      'GET Quote/GetCompletedInstallationQuotes': () =>
        page([
          card({
            id: 9,
            status: 4,
            quote: {
              id: 3,
              dateCreated: '2030-01-02T10:00:00.000Z',
              quoteStatus: 2,
              installationStatus: 4,
              installationCompletionDate: '2030-03-05',
            },
            supportStaff: { firstname: 'Emeka', image: null, rating: 4.4 },
          }),
        ]),
    });
    board('/get-requests?tab=completed');
    const [only] = await screen.findAllByTestId('request-card');
    const cardView = within(only!);
    expect(cardView.getByText(formatDateDDMMYY('2030-03-05'))).toBeTruthy();
    expect(cardView.getByText('Emeka')).toBeTruthy();
    expect(cardView.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });

  it('searches by name, phone or reference once typing pauses, and keeps the search in the URL', async () => {
    const api = fakeApi({
      'GET Quote/GetNotRespondedQuotes': ({ query }) =>
        query.get('Search') === 'ada' ? page([card({ id: 7 })]) : page([card({ id: 7 }), card({ id: 8 })]),
    });
    const { here } = board();
    await waitFor(() => expect(screen.getAllByTestId('request-card')).toHaveLength(2));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'ada');
    await waitFor(() => expect(here()).toBe('/get-requests?Search=ada'));
    await waitFor(() => expect(screen.getAllByTestId('request-card')).toHaveLength(1));
    const calls = api.callsTo('GET Quote/GetNotRespondedQuotes');
    // One call for the page and one for the search: not one per letter.
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.get('Search')).toBe('ada');
    expect(screen.getByRole('heading', { name: 'Pending: 1 request matching “ada”' })).toBeTruthy();

    // The tab links keep the search.
    expect(tabLink('Ready').getAttribute('href')).toBe('/get-requests?tab=ready&Search=ada');
  });

  it('does not bring the person back to the board when they open a card before the search pause ends', async () => {
    fakeApi({ 'GET Quote/GetNotRespondedQuotes': () => page([card({ id: 7 })]) });
    const { here } = board();
    await screen.findByTestId('request-card');
    const timers = vi.spyOn(window, 'setTimeout');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'ada');
    const pause = timers.mock.calls.filter(([, ms]) => ms === SEARCH_DEBOUNCE_MS).at(-1);
    const search = pause?.[0];
    if (typeof search !== 'function') throw new Error('The search did not wait for a pause in typing');
    // The browser is on the card's page while the board is still on screen (its next page's code loading) when the
    // pause ends.
    const boardAddress = window.location.href;
    window.history.pushState(null, '', '/request-detail/7');
    try {
      act(() => search());
      expect(here()).toBe('/get-requests');
    } finally {
      window.history.replaceState(null, '', boardAddress);
      timers.mockRestore();
    }
  });

  it('says when a search finds nothing', async () => {
    fakeApi({ 'GET Quote/GetAwaitingCustomerResponseQuotes': () => page([]) });
    board('/get-requests?tab=ready&Search=zz');
    expect(await screen.findByText('No requests match “zz” in Ready')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search requests' }) as HTMLInputElement).value).toBe('zz');
  });

  it('searches every stage: matches in other tabs show below, named by stage', async () => {
    const api = fakeApi({
      'GET Quote/GetNotRespondedQuotes': () => page([]),
      'GET Quote/GetAwaitingCustomerResponseQuotes': () => page([card({ id: 9, status: 2 })]),
      'GET Quote/GetAwaitingEngineerAssignmentQuotes': () => page([]),
      'GET Quote/GetAwaitingInstallationQuotes': () => page([]),
      'GET Quote/GetCompletedInstallationQuotes': () => page([]),
    });
    board('/get-requests?Search=0803 123 4567');
    expect(await screen.findByText('No requests match “0803 123 4567” in Pending')).toBeTruthy();
    const elsewhere = within(await screen.findByRole('region', { name: 'Ready matches' }));
    expect(elsewhere.getByRole('heading', { name: 'Ready: 1 request matching “0803 123 4567”' })).toBeTruthy();
    expect(elsewhere.getByTestId('request-card').getAttribute('href')).toBe('/request-detail/9');
    expect(screen.getByText('No match in Engineer, Installation or Completed.')).toBeTruthy();
    for (const path of [
      'GET Quote/GetAwaitingCustomerResponseQuotes',
      'GET Quote/GetAwaitingEngineerAssignmentQuotes',
      'GET Quote/GetAwaitingInstallationQuotes',
      'GET Quote/GetCompletedInstallationQuotes',
    ]) {
      expect(api.callsTo(path)[0]?.query.get('Search')).toBe('0803 123 4567');
    }
  });

  it('does not search the other stages without a search', async () => {
    const api = fakeApi({ 'GET Quote/GetNotRespondedQuotes': () => page([card({ id: 7 })]) });
    board();
    await screen.findByTestId('request-card');
    expect(screen.queryByRole('heading', { name: 'In other stages' })).toBeNull();
    expect(api.callsTo('GET Quote/GetAwaitingCustomerResponseQuotes')).toEqual([]);
  });

  it('shows more, 20 at a time', async () => {
    const first = Array.from({ length: 20 }, (_, n) => card({ id: n + 1 }));
    const api = fakeApi({
      'GET Quote/GetNotRespondedQuotes': ({ query }) =>
        query.get('PageIndex') === '2'
          ? page([card({ id: 21, firstname: 'Last' })], { pageIndex: 2, totalCount: 21, totalPages: 2 })
          : page(first, { totalCount: 21, totalPages: 2 }),
    });
    board();
    await waitFor(() => expect(screen.getAllByTestId('request-card')).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('request-card')).toHaveLength(21));
    expect(api.callsTo('GET Quote/GetNotRespondedQuotes')[1]?.query.toString()).toBe('PageIndex=2&PageSize=20');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("shows the server's message when the board cannot load, dismissible, with Try again", async () => {
    let fail = true;
    fakeApi({
      'GET Quote/GetNotRespondedQuotes': () =>
        fail ? failure(403, 'You do not have access to this.', 'FORBIDDEN') : page([card({})]),
    });
    board();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You do not have access to this.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('request-card')).toHaveLength(1);
  });

  it('shows an engineer Installation and Completed only, opening on Installation, with cards to their jobs', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true, firstname: 'Ibrahim', lastname: 'Musa' });
    const api = fakeApi({
      'GET Quote/GetAwaitingInstallationQuotes': () =>
        page([
          card({
            id: 12,
            status: 4,
            quote: {
              id: 5,
              dateCreated: '2030-01-02T10:00:00.000Z',
              quoteStatus: 2,
              installationStatus: 1,
              installationCompletionDate: null,
            },
          }),
        ]),
      'GET Quote/GetCompletedInstallationQuotes': () => page([]),
    });
    const { here } = board();

    const [job] = await screen.findAllByTestId('request-card');
    const stages = screen.getByRole('navigation', { name: 'Request stages' });
    expect(
      within(stages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Installation', 'Completed']);
    expect(tabLink('Installation').getAttribute('aria-current')).toBe('page');
    expect(tabLink('Installation').getAttribute('href')).toBe('/get-requests');
    expect(job!.getAttribute('href')).toBe('/request-detail/12');
    expect(screen.getByRole('heading', { name: 'Installation: 1 request' })).toBeTruthy();
    // The tabs that cannot hold their jobs are never asked for.
    expect(api.callsTo('GET Quote/GetNotRespondedQuotes')).toHaveLength(0);

    await userEvent.click(tabLink('Completed'));
    expect(await screen.findByText('No completed quotes yet')).toBeTruthy();
    expect(here()).toBe('/get-requests?tab=completed');
  });

  it('opens an engineer on Installation even from a link to a tab they do not have', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true });
    const api = fakeApi({ 'GET Quote/GetAwaitingInstallationQuotes': () => page([]) });
    board('/get-requests?tab=pending');
    expect(await screen.findByText('No quotes yet')).toBeTruthy();
    expect(tabLink('Installation').getAttribute('aria-current')).toBe('page');
    expect(api.callsTo('GET Quote/GetNotRespondedQuotes')).toHaveLength(0);
  });

  it('has the staff navigation bar: Requests, Bank applications, Packages, Complaints, Profile', async () => {
    fakeApi({ 'GET Quote/GetNotRespondedQuotes': () => page([]) });
    board();
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/get-requests', '/bank-applications', '/all-packages', '/all-complaints', '/installer-profile']);
    expect(within(nav).getByRole('link', { name: 'Requests' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('/get-requests, referred by (issue 20)', () => {
  it("narrows the board to one agent's customers or a coordinator's team, and keeps it across tabs", async () => {
    const api = fakeApi({
      'GET ClientUser/GetSalesTeamMembers': () => ({
        data: [
          { id: 6, firstname: 'Emeka', lastname: 'Nwosu', isCoordinator: true },
          { id: 9, firstname: 'Kemi', lastname: 'Adeyemi', isCoordinator: false },
        ],
      }),
      'GET Quote/GetNotRespondedQuotes': () => page([card({ id: 7 })]),
      'GET Quote/GetAwaitingCustomerResponseQuotes': () => page([]),
    });
    const { here } = board();
    // Held in place while the team loads (so the board does not jump), then ready to choose.
    const filter = (await screen.findByLabelText('Referred by')) as HTMLSelectElement;
    await vi.waitFor(() => expect(filter.disabled).toBe(false));
    await userEvent.selectOptions(filter, "Emeka Nwosu's team");
    await vi.waitFor(() => expect(here()).toBe('/get-requests?by=team-6'));
    await vi.waitFor(() =>
      expect(api.callsTo('GET Quote/GetNotRespondedQuotes').at(-1)?.query.get('CoordinatorId')).toBe('6'),
    );
    await userEvent.selectOptions(filter, 'Kemi Adeyemi');
    await vi.waitFor(() =>
      expect(api.callsTo('GET Quote/GetNotRespondedQuotes').at(-1)?.query.get('SalesAgentId')).toBe('9'),
    );
    expect(tabLink('Ready').getAttribute('href')).toBe('/get-requests?tab=ready&by=agent-9');
  });
});

describe('/get-requests, the three views of requests (issue 22)', () => {
  it('links All, My requests and Active quotes for support staff, and not for engineers', async () => {
    fakeApi({ 'GET Quote/GetNotRespondedQuotes': () => page([]) });
    const first = board();
    const views = within(await screen.findByRole('navigation', { name: 'Request views' }));
    expect(views.getByRole('link', { name: 'All requests' }).getAttribute('aria-current')).toBe('page');
    expect(views.getByRole('link', { name: 'My requests' }).getAttribute('href')).toBe('/requests');
    expect(views.getByRole('link', { name: 'Active quotes' }).getAttribute('href')).toBe('/active-quote');
    first.unmount();

    signIn({ userRole: UserRole.Support, isEngineer: true });
    fakeApi({ 'GET Quote/GetAwaitingInstallationQuotes': () => page([]) });
    board();
    await screen.findByRole('heading', { level: 1, name: 'Manage requests' });
    expect(screen.queryByRole('navigation', { name: 'Request views' })).toBeNull();
  });
});
