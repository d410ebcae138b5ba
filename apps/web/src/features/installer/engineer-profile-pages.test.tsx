import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRequestCardItem } from '../../components/ui/staff-request-card.tsx';
import { pageLoad } from '../../lib/logout.ts';
import { getSession } from '../../lib/session.ts';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { signIn } from '../../test/users.ts';
import type { ClientUser } from '../../lib/profile/get-profile.ts';
import EngineerProfilePage from './engineer-profile-page.tsx';
import EngineerProfileSettingsPage from './engineer-profile-settings-page.tsx';
import InstallerProfilePage from './installer-profile-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const engineer = () =>
  signIn({
    id: 40,
    userRole: UserRole.Support,
    isEngineer: true,
    firstname: 'Ibrahim',
    lastname: 'Musa',
    email: 'engineer@example.com',
    phoneNumber: '08030000004',
  });

const profile = (changes: Partial<ClientUser> = {}): ClientUser => ({
  ...getSession()!.user,
  pendingEmail: null,
  phoneConfirmed: true,
  ...changes,
});

function job(id: number, firstname: string, rating: number | null): StaffRequestCardItem {
  return {
    quoteRequest: {
      id,
      quoteRequestStatus: 4,
      referenceNo: `IM-AAAA-BBB${id}`,
      noOfBedrooms: 2,
      noOfLights: 6,
      noOfFan: 2,
      noOfTv: 1,
      address: '12 Adeola Odeku Street',
      state: 'Lagos',
      dateCreated: '2030-01-02T10:00:00.000Z',
    },
    clientUser: { firstname, lastname: 'Okafor', email: 'a@example.com', phoneNumber: '0803', image: null },
    quote: {
      id: id * 10,
      dateCreated: '2030-01-02T10:00:00.000Z',
      quoteStatus: 2,
      installationStatus: 4,
      installationCompletionDate: '2030-02-01',
    },
    supportStaff: { firstname: 'Ibrahim', image: null, rating },
  };
}

const page = (data: StaffRequestCardItem[], totalCount = data.length) => ({
  data,
  pageIndex: 1,
  pageSize: 20,
  totalCount,
  totalPages: 1,
});

describe('/engineer-profile', () => {
  it('shows the engineer’s details, half-star rating, counts and latest completed jobs', async () => {
    engineer();
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({ clientUser: profile({ phoneConfirmed: false }) }),
      'GET Quote/GetMyActiveInstallationQuotes': () => page([], 2),
      'GET Quote/GetMyCompletedInstallationQuotes': () =>
        page([job(7, 'Ada', 4.5), job(6, 'Bola', 4.5), job(5, 'Chidi', 4.5)], 9),
    });
    renderPage(<EngineerProfilePage />, '/engineer-profile');

    expect((await screen.findByTestId('profile-name')).textContent).toBe('Ibrahim Musa');
    expect(screen.getByText('Engineer')).toBeTruthy();
    expect(screen.getByRole('link', { name: '08030000004' }).getAttribute('href')).toBe('tel:08030000004');
    expect(screen.getByText('Not confirmed yet')).toBeTruthy();
    expect(screen.getByText('engineer@example.com')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByTestId('active-count').textContent).toBe('2');
    expect(screen.getByTestId('completed-count').textContent).toBe('9');
    expect(screen.getAllByTestId('latest-completed')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Active.*My jobs/ }).getAttribute('href')).toBe('/installer-profile');
    expect(screen.getByRole('link', { name: 'Edit my details' }).getAttribute('href')).toBe(
      '/engineer-profile-settings',
    );
    expect(api.callsTo('GET Quote/GetMyCompletedInstallationQuotes')[0]?.query.toString()).toBe(
      'PageIndex=1&PageSize=3',
    );
  });

  it('says when nothing is rated or completed yet, and offers "Try again" when the jobs do not load', async () => {
    engineer();
    let fail = true;
    fakeApi({
      'GET ClientUser/GetProfile': () => ({ clientUser: profile() }),
      'GET Quote/GetMyActiveInstallationQuotes': () =>
        fail ? failure(429, 'Too many tries. Wait a minute and try again.', 'RATE_LIMITED') : page([]),
      'GET Quote/GetMyCompletedInstallationQuotes': () => page([]),
    });
    renderPage(<EngineerProfilePage />, '/engineer-profile');
    expect(await screen.findByText('Too many tries. Wait a minute and try again.')).toBeTruthy();
    expect(screen.getByText('Not rated yet')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No completed installations yet.')).toBeTruthy();
    expect(screen.getByTestId('active-count').textContent).toBe('0');
  });

  it('is linked from the installer page', async () => {
    engineer();
    fakeApi({
      'GET Quote/GetMyActiveInstallationQuotes': () => page([]),
      'GET Quote/GetMyCompletedInstallationQuotes': () => page([]),
    });
    renderPage(<InstallerProfilePage />, '/installer-profile');
    expect(screen.getByRole('link', { name: 'My profile and rating' }).getAttribute('href')).toBe('/engineer-profile');
  });
});

describe('/engineer-profile-settings', () => {
  it('saves the engineer’s own details with the profile call and updates the session', async () => {
    engineer();
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({ clientUser: profile() }),
      'POST ClientUser/UpdateClientUser': ({ body }) => ({
        message: 'Profile saved.',
        clientUser: profile(body as Partial<ClientUser>),
      }),
    });
    renderPage(<EngineerProfileSettingsPage />, '/engineer-profile-settings');

    const last = (await screen.findByLabelText('Last name')) as HTMLInputElement;
    expect(last.value).toBe('Musa');
    await userEvent.clear(last);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Please enter your last name')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UpdateClientUser')).toHaveLength(0);

    await userEvent.type(last, 'Musa-Bello');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UpdateClientUser')[0]?.body).toEqual({
      firstname: 'Ibrahim',
      lastname: 'Musa-Bello',
      email: 'engineer@example.com',
      phoneNumber: '08030000004',
    });
    expect(getSession()?.user.lastname).toBe('Musa-Bello');
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/admin-password');
  });

  it('confirms a new e-mail address with the code sent to it', async () => {
    engineer();
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({ clientUser: profile() }),
      'POST ClientUser/UpdateClientUser': () => ({
        message: 'Profile saved. Enter the code we sent to ibrahim@example.com to change your e-mail address.',
        clientUser: profile({ pendingEmail: 'ibrahim@example.com' }),
      }),
      'POST ClientUser/ConfirmEmailChange': () => ({
        message: 'Your e-mail address has been changed.',
        clientUser: profile({ email: 'ibrahim@example.com' }),
      }),
    });
    renderPage(<EngineerProfileSettingsPage />, '/engineer-profile-settings');
    const email = await screen.findByLabelText('E-mail address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ibrahim@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'Engineer-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm your new e-mail address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /digit 1/i }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Your e-mail address has been changed.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/ConfirmEmailChange')[0]?.body).toEqual({ token: '123456' });
    expect(getSession()?.user.email).toBe('ibrahim@example.com');
  });

  it('logs out', async () => {
    engineer();
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({ clientUser: profile() }),
      'POST ClientUser/Logout': () => ({ message: 'You are logged out.' }),
    });
    const go = vi.spyOn(pageLoad, 'go').mockImplementation(() => {});
    renderPage(<EngineerProfileSettingsPage />, '/engineer-profile-settings');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(api.callsTo('POST ClientUser/Logout')).toHaveLength(1);
    expect(getSession()).toBeNull();
  });
});
