import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canOpen, routeAccess } from '../../app/route-access.ts';
import type { ClientUser } from '../../lib/profile/get-profile.ts';
import { getSession } from '../../lib/session.ts';
import { fakeApi, type FakeRequest } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { makeUser, signIn } from '../../test/users.ts';
import AgentProfilePage from './agent-profile-page.tsx';
import AgentProfileSettingsPage, { AGENT_PHONE_NOTE } from './agent-profile-settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const agentFields = {
  id: 9,
  userRole: UserRole.SalesAgent,
  firstname: 'Kemi',
  lastname: 'Adeyemi',
  email: 'agent@demo.imole.ng',
  phoneNumber: '08030000005',
  image: null,
};
const clientUser = (): ClientUser => ({ ...makeUser(agentFields), pendingEmail: null, phoneConfirmed: true });

describe('/agent-profile-settings', () => {
  it('saves the name with the phone — the referral code — shown but not editable, and offers the password', async () => {
    signIn(agentFields);
    const api = fakeApi({
      'GET ClientUser/GetProfile': () => ({ clientUser: clientUser() }),
      'POST ClientUser/UpdateClientUser': (call: FakeRequest) => ({
        message: 'Profile saved.',
        clientUser: { ...clientUser(), ...(call.body as object) },
      }),
    });
    renderPage(<AgentProfileSettingsPage />, '/agent-profile-settings');

    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeTruthy();
    const phone = (await screen.findByLabelText('Phone number')) as HTMLInputElement;
    expect(phone.readOnly).toBe(true);
    expect(phone.value).toBe('08030000005');
    expect(screen.getByText(AGENT_PHONE_NOTE)).toBeTruthy();
    expect(phone.getAttribute('aria-describedby')).toBeTruthy();

    const firstName = screen.getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Kemisola');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UpdateClientUser')[0]!.body).toMatchObject({
      firstname: 'Kemisola',
      phoneNumber: '08030000005',
    });
    expect(getSession()?.user.firstname).toBe('Kemisola');

    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/admin-password');
    // Their notices (a customer over 30 days overdue, issue 23) and which reach them by e-mail or SMS.
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/notification-setting',
    );
    expect(canOpen(routeAccess['/admin-password'], 'SALES_AGENT')).toBe(true);
    expect(screen.getByRole('button', { name: /Log out/ })).toBeTruthy();
  });

  it("is opened from the agent's and the coordinator's Profile", () => {
    signIn(agentFields);
    const agent = renderPage(<AgentProfilePage />, '/agent-profile');
    expect(screen.getByRole('link', { name: /Profile settings/ }).getAttribute('href')).toBe('/agent-profile-settings');
    agent.unmount();
    renderPage(<AgentProfilePage />, '/cordinator-profile');
    expect(screen.getByRole('link', { name: /Profile settings/ }).getAttribute('href')).toBe(
      '/cordinator-profile-settings',
    );
  });
});
