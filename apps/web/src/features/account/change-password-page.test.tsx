import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { signIn } from '../../test/users.ts';
import ChangePasswordPage from './change-password-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(current: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/change-password', () => {
  it('says the two passwords do not match, under the confirmation, without calling the API', async () => {
    signIn();
    const api = fakeApi({});
    renderPage(<ChangePasswordPage />);
    await fill('old-secret-1', 'Sunny-Lagos-2026', 'Sunny-Lagos-2027');

    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('The two passwords do not match');
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-describedby')).toContain(error.id);
    expect(api.calls).toHaveLength(0);
  });

  it('checks the new password with the shared rule', async () => {
    signIn();
    renderPage(<ChangePasswordPage />);
    await fill('old-secret-1', 'short', 'short');
    expect((await screen.findByRole('alert')).textContent).toBe('Your password must be at least 8 characters');
  });

  it('sends only the current and new passwords and shows the success message', async () => {
    signIn();
    const api = fakeApi({
      'POST ClientUser/ChangePassword': () => ({ message: 'Your password has been changed.' }),
    });
    renderPage(<ChangePasswordPage />);
    await fill('old-secret-1', 'Sunny-Lagos-2026', 'Sunny-Lagos-2026');

    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed.');
    expect(api.callsTo('POST ClientUser/ChangePassword')[0]?.body).toEqual({
      oldPassword: 'old-secret-1',
      newPassword: 'Sunny-Lagos-2026',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''); // cleared
  });

  it("shows the server's refusal in a dismissible alert", async () => {
    signIn();
    fakeApi({
      'POST ClientUser/ChangePassword': () => failure(400, 'Your current password is not correct.'),
    });
    renderPage(<ChangePasswordPage />);
    await fill('wrong-one-1', 'Sunny-Lagos-2026', 'Sunny-Lagos-2026');
    expect((await screen.findByRole('alert')).textContent).toContain('Your current password is not correct.');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('refuses a new password equal to the current one before calling the API (issue 19)', async () => {
    signIn();
    const api = fakeApi({});
    renderPage(<ChangePasswordPage />);
    await fill('Sunny-Lagos-2026', 'Sunny-Lagos-2026', 'Sunny-Lagos-2026');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your new password is the same as your current one. Choose a different password.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it("drops the server's last refusal once the person edits, so it never sits beside a new error (issue 19)", async () => {
    signIn();
    fakeApi({
      'POST ClientUser/ChangePassword': () => failure(400, 'Your current password is not correct.'),
    });
    renderPage(<ChangePasswordPage />);
    await fill('wrong-one-1', 'Sunny-Lagos-2026', 'Sunny-Lagos-2026');
    expect((await screen.findByRole('alert')).textContent).toContain('Your current password is not correct.');

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Sunny-Lagos-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['The two passwords do not match']);
  });

  it('shows a password on request', async () => {
    signIn();
    renderPage(<ChangePasswordPage />);
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toBeTruthy();
  });
});
