import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { makeUser, signIn } from '../../test/users.ts';
import type { StaffUser } from './api/get-support-users.ts';
import AddEngineersPage from './add-engineers-page.tsx';
import ManageEngineersPage from './manage-engineers-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = () => signIn({ id: 1, userRole: UserRole.Admin, firstname: 'Bola', lastname: 'Admin' });

const staff = (overrides: Partial<StaffUser>): StaffUser => ({
  ...makeUser({ userRole: UserRole.Support, createdBy: 'self', isFirstTimeUser: false, ...overrides }),
  staffStatus: overrides.staffStatus ?? (overrides.isActive === false ? 'waiting' : 'active'),
});

const page = (data: StaffUser[], totalCount = data.length) => ({
  data,
  pageIndex: 1,
  pageSize: 20,
  totalCount,
  totalPages: 1,
});

describe('/manage-engineers', () => {
  it('lists staff with their kind and status, and activates one who is waiting', async () => {
    admin();
    const waiting = staff({
      id: 5,
      firstname: 'Chidi',
      lastname: 'Okafor',
      email: 'chidi@example.com',
      isActive: false,
    });
    let activated = false;
    const api = fakeApi({
      'GET ClientUser/GetSupportUsers': () =>
        page([
          { ...waiting, isActive: activated, staffStatus: activated ? 'active' : 'waiting' },
          staff({
            id: 6,
            firstname: 'Emeka',
            lastname: 'Eze',
            isEngineer: true,
            isFirstTimeUser: true,
            createdBy: 'x@y',
            staffStatus: 'invited',
          }),
          staff({ id: 1, firstname: 'Bola', lastname: 'Admin', userRole: UserRole.Admin }),
        ]),
      'POST ClientUser/SetUserActiveStatus': () => {
        activated = true;
        return { message: 'Chidi can now log in.', clientUser: { ...waiting, isActive: true } };
      },
    });
    renderPage(<ManageEngineersPage />);

    const cards = await screen.findAllByTestId('staff-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Support')).toBeTruthy();
    expect(within(cards[0]!).getByText('Waiting for activation')).toBeTruthy();
    expect(within(cards[1]!).getByText('Engineer')).toBeTruthy();
    // One status per person: the invited engineer is not also "Active" (he cannot log in yet).
    expect(within(cards[1]!).getByText('Invited, no password yet')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Active')).toBeNull();
    expect(within(cards[1]!).getByText(/Cannot log in until they set a password/)).toBeTruthy();
    expect(within(cards[2]!).getByText('Admin')).toBeTruthy();
    expect(within(cards[2]!).queryByRole('button')).toBeNull(); // no button on one's own account
    expect(api.callsTo('GET ClientUser/GetSupportUsers')[0]?.query.toString()).toBe('PageIndex=1&PageSize=20');

    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Activate Chidi Okafor' }));

    expect(await screen.findByText('Chidi can now log in.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/SetUserActiveStatus')[0]?.body).toEqual({ userId: 5, isActive: true });
    await waitFor(() => expect(within(screen.getAllByTestId('staff-card')[0]!).getByText('Active')).toBeTruthy());
  });

  it('filters to everyone who waits: sign-ups for an administrator, invited people for their password', async () => {
    admin();
    const api = fakeApi({
      'GET ClientUser/GetSupportUsers': (request) =>
        request.query.get('Waiting') === 'true'
          ? page([
              staff({ id: 5, firstname: 'Sade', lastname: 'Lawal', isActive: false }),
              staff({ id: 6, firstname: 'Tunde', lastname: 'Bello', isEngineer: true, staffStatus: 'invited' }),
            ])
          : page([staff({ id: 7, firstname: 'Femi', lastname: 'Ade', isActive: false, staffStatus: 'deactivated' })]),
    });
    renderPage(<ManageEngineersPage />);
    const [femi] = await screen.findAllByTestId('staff-card');
    expect(within(femi!).getByText('Deactivated')).toBeTruthy(); // not "Waiting for activation"
    expect(within(femi!).getByRole('button', { name: 'Activate Femi Ade' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Waiting for activation' }));
    expect(await screen.findByText('2 waiting to log in')).toBeTruthy();
    const cards = screen.getAllByTestId('staff-card');
    expect(within(cards[0]!).getByText('Waiting for activation')).toBeTruthy();
    expect(within(cards[1]!).getByText('Invited, no password yet')).toBeTruthy();
    const query = api.callsTo('GET ClientUser/GetSupportUsers').at(-1)?.query;
    expect(query?.get('Waiting')).toBe('true');
    expect(query?.has('IsActive')).toBe(false);
  });

  it('says nobody waits when nobody does', async () => {
    admin();
    fakeApi({ 'GET ClientUser/GetSupportUsers': () => page([]) });
    renderPage(<ManageEngineersPage />);
    await screen.findByText('No staff members yet.');
    await userEvent.click(screen.getByRole('radio', { name: 'Waiting for activation' }));
    expect(
      await screen.findByText(
        'Nobody is waiting: every sign-up is activated and every invited person has set a password.',
      ),
    ).toBeTruthy();
  });

  it('asks before deactivating', async () => {
    admin();
    const api = fakeApi({
      'GET ClientUser/GetSupportUsers': () => page([staff({ id: 8, firstname: 'Femi', lastname: 'Ade' })]),
      'POST ClientUser/SetUserActiveStatus': () => ({
        message: 'Femi has been deactivated.',
        clientUser: staff({ id: 8, isActive: false }),
      }),
    });
    renderPage(<ManageEngineersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Femi Ade' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Femi Ade?' });
    expect(api.callsTo('POST ClientUser/SetUserActiveStatus')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Femi has been deactivated.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/SetUserActiveStatus')[0]?.body).toEqual({ userId: 8, isActive: false });
  });
});

describe('/add-engineers', () => {
  it('invites an engineer as a support user with the engineer flag', async () => {
    admin();
    const api = fakeApi({
      'POST ClientUser/CreateSupportUser': (call) => ({
        message: 'Invitation sent to ngozi@example.com.',
        clientUser: staff({ ...(call.body as object), id: 9 }),
      }),
    });
    renderPage(<AddEngineersPage />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ngozi');
    await userEvent.type(screen.getByLabelText('Last name'), 'Umeh');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Ngozi@Example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '0803 555 1234');
    expect(screen.getByRole('radio', { name: /Engineer/ })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('heading', { name: 'Invitation sent' })).toBeTruthy();
    expect(screen.getByText('Invitation sent to ngozi@example.com.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to staff members' }).getAttribute('href')).toBe('/manage-engineers');
    expect(api.callsTo('POST ClientUser/CreateSupportUser')[0]?.body).toEqual({
      firstname: 'Ngozi',
      lastname: 'Umeh',
      email: 'ngozi@example.com',
      phoneNumber: '08035551234',
      userRole: 2,
      isEngineer: true,
    });
  });

  it('speaks to the admin about the person invited: "their" details, not "your"', async () => {
    admin();
    const api = fakeApi({});
    renderPage(<AddEngineersPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter their first name')).toBeTruthy();
    expect(screen.getByText('Please enter their last name')).toBeTruthy();
    expect(screen.getByText('Please enter their email')).toBeTruthy();
    expect(screen.getByText('Please enter their phone number')).toBeTruthy();
    expect(screen.queryByText(/your/i)).toBeNull();
    expect(api.callsTo('POST ClientUser/CreateSupportUser')).toEqual([]);
  });

  it.each([
    ['Support', { userRole: 2, isEngineer: false }],
    ['Admin', { userRole: 3, isEngineer: false }],
  ])('maps %s to %o', async (kind, payload) => {
    admin();
    const api = fakeApi({
      'POST ClientUser/CreateSupportUser': () => ({ message: 'Invitation sent.', clientUser: staff({}) }),
    });
    renderPage(<AddEngineersPage />);
    await userEvent.type(screen.getByLabelText('First name'), 'Tunde');
    await userEvent.type(screen.getByLabelText('Last name'), 'Bello');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'tunde@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '08035551235');
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${kind}`) }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByRole('heading', { name: 'Invitation sent' });
    expect(api.callsTo('POST ClientUser/CreateSupportUser')[0]?.body).toMatchObject(payload);
  });

  it("keeps the form and shows the server's message when the address is taken", async () => {
    admin();
    fakeApi({
      'POST ClientUser/CreateSupportUser': () =>
        failure(409, 'An account with this email address already exists.', 'CONFLICT'),
    });
    renderPage(<AddEngineersPage />);
    await userEvent.type(screen.getByLabelText('First name'), 'Tunde');
    await userEvent.type(screen.getByLabelText('Last name'), 'Bello');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'tunde@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '08035551235');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already exists');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Tunde');
  });
});
