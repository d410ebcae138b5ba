import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { signIn } from '../../test/users.ts';
import type { NotificationSetting } from './api/get-notification-settings.ts';
import NotificationSettingsPage from './notification-settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const saved: NotificationSetting[] = [
  { event: 'quote-priced', label: 'Your quote is ready', email: true, sms: true },
  { event: 'repayment-due', label: 'Repayment due in 3 days', email: true, sms: false },
];

describe('/notification-setting', () => {
  it('shows two labelled switches per event and saves every event with its choices', async () => {
    signIn();
    const api = fakeApi({
      'GET ClientUser/GetNotificationSettings': () => ({ message: 'ok', data: saved }),
      'POST ClientUser/UpdateNotificationSettings': (call) => ({
        message: 'Your notification settings are saved.',
        data: (call.body as { settings: Omit<NotificationSetting, 'label'>[] }).settings.map((s, i) => ({
          ...s,
          label: saved[i]?.label,
        })),
      }),
    });
    renderPage(<NotificationSettingsPage />);

    const quote = await screen.findByRole('group', { name: 'Your quote is ready' });
    const due = screen.getByRole('group', { name: 'Repayment due in 3 days' });
    expect(within(quote).getByRole('switch', { name: 'E-mail' })).toHaveProperty('checked', true);
    expect(within(due).getByRole('switch', { name: 'SMS' })).toHaveProperty('checked', false);

    await userEvent.click(within(quote).getByRole('switch', { name: 'SMS' }));
    await userEvent.click(within(due).getByRole('switch', { name: 'SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your notification settings are saved.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UpdateNotificationSettings')[0]?.body).toEqual({
      settings: [
        { event: 'quote-priced', email: true, sms: false },
        { event: 'repayment-due', email: true, sms: true },
      ],
    });
    expect(within(quote).getByRole('switch', { name: 'SMS' })).toHaveProperty('checked', false);
  });

  it('shows a skeleton, then the error with a way to try again', async () => {
    signIn();
    fakeApi({
      'GET ClientUser/GetNotificationSettings': () => failure(503, 'We are down for a moment.', 'UNAVAILABLE'),
    });
    renderPage(<NotificationSettingsPage />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    // A 5xx is retried once before it shows.
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      'We are down for a moment.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
