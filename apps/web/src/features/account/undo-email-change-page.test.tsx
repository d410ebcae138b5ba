import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { signIn } from '../../test/users.ts';
import UndoEmailChangePage from './undo-email-change-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const link = '/undo-email-change?email=ada%40example.com&token=abcdefghijklmnopqrstuvwxyz012345';
const restored =
  "Your account's e-mail address is ada@example.com again, and every device has been logged out. Reset your password now if you did not make the change.";

describe('/undo-email-change', () => {
  it('restores the old address only when asked, and ends the session on this device too', async () => {
    signIn();
    const api = fakeApi({ 'POST ClientUser/UndoEmailChange': () => ({ message: restored }) });
    renderPage(<UndoEmailChangePage />, link);
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    // Opening the link does nothing by itself (a mail scanner may open it).
    expect(api.callsTo('POST ClientUser/UndoEmailChange')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Restore my e-mail address' }));
    expect(await screen.findByText(restored)).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UndoEmailChange')[0]?.body).toEqual({
      email: 'ada@example.com',
      token: 'abcdefghijklmnopqrstuvwxyz012345',
    });
    expect(getSession()).toBeNull();
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe('/reset-password');
  });

  it('breaks the address only where it must: whole on its own line on a phone, not "sa de.…"', () => {
    fakeApi({});
    renderPage(<UndoEmailChangePage />, link);
    // break-all split the address mid-word at the end of the first line (seen at 412×823); wrap-anywhere moves it
    // whole to the next line and breaks it only if it is longer than the line, as the reset-password page does.
    const address = screen.getByText('ada@example.com');
    expect(address.className).toContain('wrap-anywhere');
    expect(address.className).not.toContain('break-all');
  });

  it("shows the server's sentence when the link has expired", async () => {
    fakeApi({
      'POST ClientUser/UndoEmailChange': () =>
        failure(400, 'That code has expired or was already used. Ask for a new one.', 'CODE_INVALID'),
    });
    renderPage(<UndoEmailChangePage />, link);
    await userEvent.click(screen.getByRole('button', { name: 'Restore my e-mail address' }));
    expect(await screen.findByText('That code has expired or was already used. Ask for a new one.')).toBeTruthy();
  });

  it('says so when the link is cut short', () => {
    fakeApi({});
    renderPage(<UndoEmailChangePage />, '/undo-email-change?email=ada%40example.com');
    expect(screen.getByText(/This link is not complete/)).toBeTruthy();
  });
});
