import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lagosDate } from '@imole/domain/dates';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import AllComplaintsPage from './all-complaints-page.tsx';
import { complaint, complaintsPage, schedule, schedulesPage } from './test-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

beforeEach(() => {
  signIn({ userRole: UserRole.Support, firstname: 'Sade', lastname: 'Support' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (url = '/all-complaints') => renderRoute(<AllComplaintsPage />, '/all-complaints', url);

const tabLink = (nav: string, name: RegExp | string) =>
  within(screen.getByRole('navigation', { name: nav })).getByRole('link', { name });

describe('/all-complaints, Complaints', () => {
  it('opens on Open complaints with the count of each status, and a card per complaint', async () => {
    const api = fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueByStatus': () =>
        complaintsPage(
          [
            complaint({ id: 5 }),
            complaint({
              id: 6,
              customer: { firstname: 'Bola', lastname: 'Ade', phoneNumber: '0805' },
              photoCount: 0,
              engineer: { id: 4, firstname: 'Emeka' },
            }),
          ],
          { open: 2, resolved: 7, closed: 1 },
        ),
    });
    open();
    const cards = await screen.findAllByTestId('complaint-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Complaints' })).toBeTruthy();
    expect(api.callsTo('GET MonitoringIssue/GetMonitoringIssueByStatus')[0]?.query.toString()).toBe(
      'PageIndex=1&PageSize=20&Status=0',
    );

    expect(tabLink('Show', 'Complaints').getAttribute('aria-current')).toBe('page');
    expect(tabLink('Complaint status', 'Open 2').getAttribute('aria-current')).toBe('page');
    expect(tabLink('Complaint status', 'Resolved 7').getAttribute('href')).toBe('/all-complaints?tab=resolved');
    expect(tabLink('Complaint status', 'Closed 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Open: 2 complaints' })).toBeTruthy();

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Ada Okafor' })).toBeTruthy();
    expect(first.getByText('08031234567')).toBeTruthy();
    expect(first.getByText('No power at all')).toBeTruthy();
    expect(first.getByText('Open')).toBeTruthy();
    expect(first.getByText('3 hours ago').parentElement!.textContent).toBe('Reported 3 hours ago');
    expect(first.getByText('1 photo')).toBeTruthy();
    expect(first.getByText('No engineer assigned')).toBeTruthy();
    expect(cards[0]!.getAttribute('href')).toBe('/complaint-details/5');
    expect(within(cards[1]!).getByText('Emeka')).toBeTruthy();

    // The staff navigation bar, with Complaints.
    expect(
      within(screen.getByRole('navigation', { name: 'Staff' }))
        .getByRole('link', { name: 'Complaints' })
        .getAttribute('href'),
    ).toBe('/all-complaints');
  });

  it('moves between tabs through the URL, with an empty state for each', async () => {
    const api = fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueByStatus': ({ query }) =>
        query.get('Status') === '0'
          ? complaintsPage([complaint()], { open: 1, resolved: 0, closed: 0 })
          : complaintsPage([], { open: 1, resolved: 0, closed: 0 }),
    });
    const { here, router } = open();
    await screen.findAllByTestId('complaint-card');

    await userEvent.click(tabLink('Complaint status', 'Resolved 0'));
    expect(await screen.findByText('No resolved complaints yet')).toBeTruthy();
    expect(here()).toBe('/all-complaints?tab=resolved');
    expect(api.callsTo('GET MonitoringIssue/GetMonitoringIssueByStatus')[1]?.query.get('Status')).toBe('1');

    await userEvent.click(tabLink('Complaint status', 'Closed 0'));
    expect(await screen.findByText('No closed complaints yet')).toBeTruthy();

    await router.navigate(-1);
    await waitFor(() => expect(here()).toBe('/all-complaints?tab=resolved'));
  });

  it('says what shows up on an empty Open tab', async () => {
    fakeApi({ 'GET MonitoringIssue/GetMonitoringIssueByStatus': () => complaintsPage([]) });
    open();
    expect(await screen.findByText('No open complaints')).toBeTruthy();
    expect(screen.getByText('When a customer reports a problem with their system, it shows here.')).toBeTruthy();
  });

  it('tells an engineer the list holds only what is assigned to them', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true });
    fakeApi({ 'GET MonitoringIssue/GetMonitoringIssueByStatus': () => complaintsPage([]) });
    open();
    expect(await screen.findByText('When support assigns you a complaint, it shows here.')).toBeTruthy();
    expect(screen.getByText('Only those assigned to you.')).toBeTruthy();
  });

  it('shows more, 20 at a time', async () => {
    const first = Array.from({ length: 20 }, (_, n) => complaint({ id: n + 1 }));
    const api = fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueByStatus': ({ query }) =>
        query.get('PageIndex') === '2'
          ? complaintsPage([complaint({ id: 21 })], undefined, { pageIndex: 2, totalCount: 21, totalPages: 2 })
          : complaintsPage(first, undefined, { totalCount: 21, totalPages: 2 }),
    });
    open();
    await waitFor(() => expect(screen.getAllByTestId('complaint-card')).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('complaint-card')).toHaveLength(21));
    expect(api.callsTo('GET MonitoringIssue/GetMonitoringIssueByStatus')[1]?.query.get('PageIndex')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("shows the server's message and tries again", async () => {
    let fail = true;
    fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueByStatus': () =>
        fail
          ? failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE')
          : complaintsPage([complaint()]),
    });
    open();
    expect(await screen.findByText('The service is busy. Try again in a minute.')).toBeTruthy();
    expect(screen.getByText('We could not load the complaints')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('complaint-card')).toHaveLength(1);
  });

  it('shows a skeleton while loading', () => {
    fakeApi({ 'GET MonitoringIssue/GetMonitoringIssueByStatus': () => new Promise(() => {}) });
    open();
    expect(screen.getByRole('status').textContent).toContain('Loading the complaints');
    expect(screen.getByRole('heading', { name: 'Loading open complaints' })).toBeTruthy();
  });
});

describe('/all-complaints?view=checks, Maintenance checks', () => {
  it('switches to the checks, opening on Due with the counts, a card per check', async () => {
    const today = lagosDate(new Date());
    const api = fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueByStatus': () => complaintsPage([]),
      'GET MonitoringSchedule/GetMonitoringSchedules': () =>
        schedulesPage([schedule({ id: 9, dueDate: today })], { due: 1, upcoming: 4, closed: 12 }),
    });
    const { here } = open();
    await screen.findByText('No open complaints');

    await userEvent.click(tabLink('Show', 'Maintenance checks'));
    const [card] = await screen.findAllByTestId('schedule-card');
    expect(here()).toBe('/all-complaints?view=checks');
    expect(screen.getByRole('heading', { level: 1, name: 'Maintenance checks' })).toBeTruthy();
    expect(api.callsTo('GET MonitoringSchedule/GetMonitoringSchedules')[0]?.query.toString()).toBe(
      'pageIndex=1&pageSize=20&status=0',
    );
    expect(tabLink('Check status', 'Due 1').getAttribute('aria-current')).toBe('page');
    expect(tabLink('Check status', 'Upcoming 4').getAttribute('href')).toBe('/all-complaints?view=checks&tab=upcoming');
    expect(tabLink('Check status', 'Closed 12')).toBeTruthy();

    const view = within(card!);
    expect(view.getByRole('heading', { name: 'Bola Adeyemi' })).toBeTruthy();
    expect(view.getByText(/14 Admiralty Way, Lekki Phase 1/)).toBeTruthy();
    expect(view.getByText('Solar Home 3.5kVA')).toBeTruthy();
    expect(view.getByText(/Due today/)).toBeTruthy();
    expect(view.getByText('Emeka')).toBeTruthy();
    expect(view.getByText('MC-7K2P9Q')).toBeTruthy();
    expect(card!.getAttribute('href')).toBe('/monitor-schedule/9');
  });

  it('keeps the view and tab in the URL: upcoming checks say when they are due', async () => {
    fakeApi({
      'GET MonitoringSchedule/GetMonitoringSchedules': ({ query }) =>
        query.get('status') === '1'
          ? schedulesPage([schedule({ status: 1, dueDate: '2999-01-01', engineer: null })], {
              due: 0,
              upcoming: 1,
              closed: 0,
            })
          : schedulesPage([]),
    });
    open('/all-complaints?view=checks&tab=upcoming');
    const [card] = await screen.findAllByTestId('schedule-card');
    expect(tabLink('Check status', 'Upcoming 1').getAttribute('aria-current')).toBe('page');
    expect(within(card!).getByText('1 January 2999')).toBeTruthy();
    expect(within(card!).getByText(/Due in \d+ days/)).toBeTruthy();
    expect(within(card!).getByText('No engineer assigned')).toBeTruthy();
  });

  it('has an empty state for each tab', async () => {
    fakeApi({ 'GET MonitoringSchedule/GetMonitoringSchedules': () => schedulesPage([]) });
    open('/all-complaints?view=checks');
    expect(await screen.findByText('No checks are due')).toBeTruthy();
    await userEvent.click(tabLink('Check status', 'Closed 0'));
    expect(await screen.findByText('No closed checks yet')).toBeTruthy();
  });

  it('shows closed checks with the day they were closed', async () => {
    fakeApi({
      'GET MonitoringSchedule/GetMonitoringSchedules': () =>
        schedulesPage([schedule({ status: 2, closedAt: '2030-03-06T10:00:00.000Z', imageCount: 2 })]),
    });
    open('/all-complaints?view=checks&tab=closed');
    const [card] = await screen.findAllByTestId('schedule-card');
    expect(within(card!).getByText('6 March 2030')).toBeTruthy();
  });

  it("shows the server's message when the checks cannot be loaded", async () => {
    fakeApi({
      'GET MonitoringSchedule/GetMonitoringSchedules': () =>
        failure(500, 'Something went wrong on our side.', 'INTERNAL'),
    });
    open('/all-complaints?view=checks');
    expect(await screen.findByText('We could not load the maintenance checks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/all-complaints, referred by (issue 20)', () => {
  it("narrows the complaints to one agent's customers or a coordinator's team, and keeps it across tabs", async () => {
    const api = fakeApi({
      'GET ClientUser/GetSalesTeamMembers': () => ({
        data: [
          { id: 6, firstname: 'Emeka', lastname: 'Nwosu', isCoordinator: true },
          { id: 9, firstname: 'Kemi', lastname: 'Adeyemi', isCoordinator: false },
        ],
      }),
      'GET MonitoringIssue/GetMonitoringIssueByStatus': () =>
        complaintsPage([complaint({ id: 5 })], { open: 1, resolved: 0, closed: 0 }),
    });
    const { here } = open();
    const filter = (await screen.findByLabelText('Referred by')) as HTMLSelectElement;
    await vi.waitFor(() => expect(filter.disabled).toBe(false));
    await userEvent.selectOptions(filter, "Emeka Nwosu's team");
    await vi.waitFor(() => expect(here()).toBe('/all-complaints?by=team-6'));
    await vi.waitFor(() =>
      expect(api.callsTo('GET MonitoringIssue/GetMonitoringIssueByStatus').at(-1)?.query.get('CoordinatorId')).toBe(
        '6',
      ),
    );
    await userEvent.selectOptions(filter, 'Kemi Adeyemi');
    await vi.waitFor(() =>
      expect(api.callsTo('GET MonitoringIssue/GetMonitoringIssueByStatus').at(-1)?.query.get('SalesAgentId')).toBe('9'),
    );
    expect(tabLink('Complaint status', /^Resolved/).getAttribute('href')).toBe(
      '/all-complaints?tab=resolved&by=agent-9',
    );
  });

  it('offers an engineer no such filter: their list is their own jobs', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true, firstname: 'Emeka', lastname: 'Eze' });
    fakeApi({
      'GET ClientUser/GetSalesTeamMembers': () => ({
        data: [{ id: 9, firstname: 'Kemi', lastname: 'Adeyemi', isCoordinator: false }],
      }),
      'GET MonitoringIssue/GetMonitoringIssueByStatus': () =>
        complaintsPage([complaint({ id: 5 })], { open: 1, resolved: 0, closed: 0 }),
    });
    open('/all-complaints?by=agent-9');
    expect(await screen.findAllByTestId('complaint-card')).toHaveLength(1);
    expect(screen.queryByLabelText('Referred by')).toBeNull();
  });
});
