import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { failure, fakeApi, type FakeRequest } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { makeUser, signIn } from '../../test/users.ts';
import type { ClientUser } from '../../lib/profile/get-profile.ts';
import EditProfilePage from './edit-profile-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const clientUser = (overrides: Partial<ClientUser> = {}): ClientUser => ({
  ...makeUser(),
  pendingEmail: null,
  phoneConfirmed: true,
  ...overrides,
});

/** UpdateClientUser answers the body it got, as the server would after saving it. */
const echoUpdate =
  (extra: Partial<ClientUser> = {}) =>
  (call: FakeRequest) => ({
    message: 'Profile saved.',
    clientUser: { ...clientUser(), ...(call.body as object), ...extra },
  });

describe('/edit-profile', () => {
  it('loads the profile, saves the changes and copies the returned clientUser into the session', async () => {
    signIn({ firstname: 'Ada', image: null });
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({ message: 'Profile', clientUser: clientUser() }),
      'POST ClientUser/UpdateClientUser': echoUpdate({ image: 'data:image/webp;base64,UklGRg==' }),
    });
    renderPage(<EditProfilePage />);

    const firstName = await screen.findByLabelText('First name');
    expect((firstName as HTMLInputElement).value).toBe('Ada');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Adaeze');
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '+234 803 000 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    const [update] = api.callsTo('POST ClientUser/UpdateClientUser');
    // The shared rules normalise before sending; an unchanged photo is left out (the server keeps it).
    expect(update?.body).toEqual({
      firstname: 'Adaeze',
      lastname: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '08030000000',
    });
    expect(getSession()?.user).toMatchObject({
      firstname: 'Adaeze',
      lastname: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '08030000000',
      image: 'data:image/webp;base64,UklGRg==',
    });
  });

  it('shows the first rule that fails and does not call the API', async () => {
    signIn();
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({ message: 'Profile', clientUser: clientUser() }),
    });
    renderPage(<EditProfilePage />);
    await userEvent.clear(await screen.findByLabelText('E-mail address'));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST ClientUser/UpdateClientUser')).toHaveLength(0);
  });

  it("shows the server's message in a dismissible alert", async () => {
    signIn();
    fakeApi({
      'GET ClientUser/GetProfile': () => ({ message: 'Profile', clientUser: clientUser() }),
      'POST ClientUser/UpdateClientUser': () =>
        failure(409, 'An account with this phone number already exists.', 'CONFLICT'),
    });
    renderPage(<EditProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An account with this phone number already exists.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "confirmed" of the saved number only, never under a number the server refused (issue 19)', async () => {
    signIn();
    const taken = 'This phone number belongs to another Imole account. Use a different number.';
    fakeApi({
      'GET ClientUser/GetProfile': () => ({ message: 'Profile', clientUser: clientUser({ phoneConfirmed: true }) }),
      'POST ClientUser/UpdateClientUser': () => failure(409, taken, 'CONFLICT'),
    });
    renderPage(<EditProfilePage />);
    expect(await screen.findByText('Phone number confirmed')).toBeTruthy();
    const phone = screen.getByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0805 111 2222');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(taken);
    expect(screen.queryByText('Phone number confirmed')).toBeNull();
    expect(screen.getByText(/Your confirmed number is 08030000000\. Save the new one/)).toBeTruthy();
  });

  it("drops the server's refusal once the person edits, so it never sits beside a new check (issue 19)", async () => {
    signIn();
    fakeApi({
      'GET ClientUser/GetProfile': () => ({ message: 'Profile', clientUser: clientUser() }),
      'POST ClientUser/UpdateClientUser': () =>
        failure(409, 'This phone number belongs to another Imole account. Use a different number.', 'CONFLICT'),
    });
    renderPage(<EditProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await screen.findByRole('alert');
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter your first name']),
    );
  });

  it('removes the photo by sending image null', async () => {
    signIn({ image: 'data:image/png;base64,iVBORw0KGgo=' });
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({
        message: 'Profile',
        clientUser: clientUser({ image: 'data:image/png;base64,iVBORw0KGgo=' }),
      }),
      'POST ClientUser/UpdateClientUser': echoUpdate(),
    });
    renderPage(<EditProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(screen.getByText('Photo removed. Save to confirm.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Profile saved.');
    expect(api.callsTo('POST ClientUser/UpdateClientUser')[0]?.body).toMatchObject({ image: null });
    expect(getSession()?.user.image).toBeNull();
  });

  it('tells the person when a picked photo cannot be read (jsdom decodes no images)', async () => {
    signIn();
    fakeApi({ 'GET ClientUser/GetProfile': () => ({ message: 'Profile', clientUser: clientUser() }) });
    renderPage(<EditProfilePage />);
    await screen.findByLabelText('First name');
    const file = new File([new Uint8Array([1, 2, 3])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByTestId('photo-input'), file);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not read that photo');
  });

  it('asks for the code when the e-mail changes, then copies the confirmed address into the session', async () => {
    signIn();
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({ message: 'Profile', clientUser: clientUser() }),
      'POST ClientUser/UpdateClientUser': () => ({
        message: 'Profile saved. Enter the code we sent to ada.new@example.com to change your e-mail address.',
        clientUser: clientUser({ pendingEmail: 'ada.new@example.com' }),
      }),
      'POST ClientUser/ConfirmEmailChange': (call) =>
        (call.body as { token: string }).token === '123456'
          ? {
              message: 'Your e-mail address has been changed.',
              clientUser: clientUser({ email: 'ada.new@example.com', username: 'ada.new@example.com' }),
            }
          : failure(400, 'That code is not correct. Check it and try again.'),
    });
    renderPage(<EditProfilePage />);
    await userEvent.clear(await screen.findByLabelText('E-mail address'));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Ada.New@example.com');
    // A new address needs the current password: asked for on the page before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your current password to change your e-mail address.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UpdateClientUser')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Current password'), 'My-Current-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new e-mail address' });
    expect(dialog.textContent).toContain('ada.new@example.com');
    // The code was just sent: "Resend now" waits 59 seconds from it (issue 19).
    expect(within(dialog).getByRole('button', { name: /^Resend in 0:5\d$/ })).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UpdateClientUser')[0]?.body).toMatchObject({
      email: 'ada.new@example.com',
      password: 'My-Current-Pass-1',
    });
    // Still the old address until the code is confirmed.
    expect(getSession()?.user.email).toBe('ada@example.com');

    // A wrong code: the server's sentence, red boxes.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '999999');
    expect(api.callsTo('POST ClientUser/ConfirmEmailChange')).toHaveLength(0); // not sent until asked
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm code' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('That code is not correct.');
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }));
    for (let i = 0; i < 6; i += 1) await userEvent.keyboard('{Backspace}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm code' }));

    expect(await screen.findByText('Your e-mail address has been changed.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/ConfirmEmailChange').at(-1)?.body).toEqual({ token: '123456' });
    expect(getSession()?.user.email).toBe('ada.new@example.com');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada.new@example.com');
  });

  it('says so when saving with the current address cancels a waiting e-mail change', async () => {
    signIn();
    fakeApi({
      'GET ClientUser/GetProfile': () => ({
        message: 'Profile',
        clientUser: clientUser({ pendingEmail: 'ada.new@example.com' }),
      }),
      'POST ClientUser/UpdateClientUser': echoUpdate({ pendingEmail: null }),
    });
    renderPage(<EditProfilePage />);
    expect(await screen.findByText(/Waiting for confirmation/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('First name'), 'h');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Profile saved. The change of e-mail address to ada.new@example.com was cancelled.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Waiting for confirmation/)).toBeNull();
  });

  it('confirms an unconfirmed phone number with an SMS code', async () => {
    signIn();
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({ message: 'Profile', clientUser: clientUser({ phoneConfirmed: false }) }),
      'POST Utility/SendClientUserSmsOtp': () => ({ message: 'We have sent a 6-digit code.' }),
      'POST Utility/ConfirmPhoneOtp': () => ({ message: 'Your phone number is confirmed.' }),
    });
    renderPage(<EditProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm phone number' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your phone number' });
    expect(within(dialog).getByRole('button', { name: /^Resend in 0:5\d$/ })).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm code' }));

    expect(await screen.findByText('Your phone number is confirmed.')).toBeTruthy();
    expect(api.callsTo('POST Utility/ConfirmPhoneOtp')[0]?.body).toEqual({ otp: '654321' });
    expect(screen.getByText('Phone number confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm phone number' })).toBeNull();
  });
});
