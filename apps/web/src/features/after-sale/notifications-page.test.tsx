import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationCountKey } from '../../lib/notification-count.ts';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import NotificationsPage, { appPathOf } from './notifications-page.tsx';
import { notification } from './test/fixtures.ts';

const LIST = 'GET ClientUser/GetNotifications';
const MARK = 'POST ClientUser/MarkNotificationsRead';
const NOW = new Date('2030-03-01T09:00:00.000Z');

const open = () =>
  renderPage(<NotificationsPage />, { route: '/notifications', url: '/notifications', from: ['/dashboard'] });
const entries = () => within(screen.getByTestId('notification-list')).getAllByRole('listitem');

const feed = () => [
  notification(3, {
    event: 'issue-status-changed',
    title: 'Your issue was updated',
    body: 'Your issue is now resolved: We replaced the fuse.',
    link: '/issue-details/4',
    dateCreated: '2030-03-01T08:00:00.000Z',
  }),
  notification(2, { event: 'quote-priced', title: 'Your quote is ready', body: 'Have a look.', link: null }),
  notification(1, { isRead: true, dateCreated: '2030-02-25T08:00:00.000Z' }),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/notifications', () => {
  it('lists them newest first, unread ones marked', async () => {
    fakeApi({ [LIST]: () => ({ data: feed() }) });
    open();
    expect(screen.getByText('Loading your notifications')).toBeTruthy();
    await screen.findByTestId('notification-list');
    expect(screen.getByTestId('unread-summary').textContent).toBe('2 unread');
    expect(entries().map((item) => item.textContent)).toEqual([
      'Unread: Your issue was updatedYour issue is now resolved: We replaced the fuse.an hour ago',
      'Unread: Your quote is readyHave a look.2 hours ago',
      'Payment receivedWe received ₦150,000.00. Thank you.4 days ago',
    ]);
    // A notification with a link opens it; one without is a button that marks it read; a read one is just text.
    expect(within(entries()[0]!).getByRole('link').getAttribute('href')).toBe('/issue-details/4');
    expect(within(entries()[1]!).getByRole('button')).toBeTruthy();
    expect(within(entries()[2]!).getByRole('link').getAttribute('href')).toBe('/payment-history');
  });

  it('marks one read when it is opened, and goes where it points', async () => {
    const api = fakeApi({ [LIST]: () => ({ data: feed() }), [MARK]: () => ({ count: 1 }) });
    const user = userEvent.setup();
    const { here, queryClient } = open();
    await user.click(await screen.findByRole('link', { name: /Your issue was updated/ }));
    expect(here()).toBe('/issue-details/4');
    await waitFor(() => expect(api.callsTo(MARK)[0]?.body).toEqual({ id: 3 }));
    await waitFor(() => expect(queryClient.getQueryData(notificationCountKey)).toMatchObject({ count: 1 }));
  });

  it('marks one without a link read where it is', async () => {
    const api = fakeApi({ [LIST]: () => ({ data: feed() }), [MARK]: () => ({ count: 1 }) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /Your quote is ready/ }));
    await waitFor(() => expect(screen.getByTestId('unread-summary').textContent).toBe('1 unread'));
    expect(api.callsTo(MARK)[0]?.body).toEqual({ id: 2 });
    expect(within(entries()[1]!).queryByRole('button')).toBeNull();
    expect(entries()[1]!.textContent).not.toContain('Unread');
  });

  it('does not mark a read one again when it is opened', async () => {
    const api = fakeApi({ [LIST]: () => ({ data: feed() }), [MARK]: () => ({ count: 2 }) });
    const user = userEvent.setup();
    const { here } = open();
    await user.click(await screen.findByRole('link', { name: /Payment received/ }));
    expect(here()).toBe('/payment-history');
    expect(api.callsTo(MARK)).toHaveLength(0);
  });

  it('marks all read, and the bell’s count follows', async () => {
    const api = fakeApi({ [LIST]: () => ({ data: feed() }), [MARK]: () => ({ count: 0 }) });
    const user = userEvent.setup();
    const { queryClient } = open();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('unread-summary').textContent).toBe('All read'));
    expect(api.callsTo(MARK)[0]?.body).toEqual({});
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.queryByText(/Unread/)).toBeNull();
    expect(queryClient.getQueryData(notificationCountKey)).toMatchObject({ count: 0 });
  });

  it("shows the server's message when marking fails", async () => {
    fakeApi({
      [LIST]: () => ({ data: feed() }),
      [MARK]: () => failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE'),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /Your quote is ready/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not mark it as read');
    expect(alert.textContent).toContain('The service is busy. Try again in a minute.');
    expect(screen.getByTestId('unread-summary').textContent).toBe('2 unread');
  });

  it('says when there are none', async () => {
    fakeApi({ [LIST]: () => ({ data: [] }) });
    open();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.getByText(/when your quote is ready/)).toBeTruthy();
  });

  it('tells a sales agent what reaches them here: their customers over 30 days overdue', async () => {
    signIn({ userRole: UserRole.SalesAgent });
    fakeApi({ [LIST]: () => ({ data: [] }) });
    open();
    await screen.findByRole('heading', { name: 'No notifications yet' });
    expect(screen.getByText(/a customer you referred is over 30 days overdue/)).toBeTruthy();
    expect(screen.queryByText(/your quote is ready/)).toBeNull();
  });

  it("shows the server's message when they do not load, and tries again", async () => {
    let answer: unknown = failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE');
    fakeApi({ [LIST]: () => answer });
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your notifications');
    answer = { data: feed() };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('notification-list')).toBeTruthy();
  });
});

describe('appPathOf', () => {
  it('writes days as a person reads them, also in notices written before the server did', async () => {
    fakeApi({
      [LIST]: () => ({
        data: [
          notification(5, {
            event: 'installation-date-set',
            title: 'Installation date set',
            body: 'Your installation is planned for 2026-11-28. Open Imole to confirm the date or suggest another.',
            link: '/dashboard?tab=installation',
          }),
          notification(4, { body: 'Reference IMO-2026-11-99 is not a day.' }),
        ],
      }),
    });
    open();
    await screen.findByTestId('notification-list');
    expect(entries()[0]!.textContent).toContain(
      'Your installation is planned for Saturday, 28 November 2026. Open Imole to confirm',
    );
    expect(entries()[0]!.textContent).not.toContain('2026-11-28');
    expect(entries()[1]!.textContent).toContain('Reference IMO-2026-11-99 is not a day.');
  });

  it('follows paths of this app only', () => {
    expect(appPathOf('/issue-details/4')).toBe('/issue-details/4');
    expect(appPathOf('/dashboard?tab=monitoring')).toBe('/dashboard?tab=monitoring');
    expect(appPathOf(null)).toBeNull();
    expect(appPathOf('')).toBeNull();
    expect(appPathOf('//evil.example/x')).toBeNull();
    expect(appPathOf('/\\evil.example')).toBeNull();
    expect(appPathOf('https://evil.example/')).toBeNull();
    expect(appPathOf('javascript:alert(1)')).toBeNull();
  });
});
