import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, login, post } from '../../test/session.ts';

/**
 * An agent's own settings (docs/sales.md "Profile settings"): the profile and password calls the customer's pages
 * use, open to agents, except that an agent's phone — their referral code — is not theirs to change.
 */
const PASSWORD = 'Agent-profile-1';
let t: TestApp;
let agent = '';
let customer = '';
const png = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  agent = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).token;
  customer = (await login(t.app, 'customer@demo.imole.ng', PASSWORD)).token;
});
afterAll(() => t.close());

const profile = { firstname: 'Kemi', lastname: 'Adeyemi', email: 'agent@demo.imole.ng', phoneNumber: '08030000005' };

describe("an agent's profile settings", () => {
  it('saves their name and photo with the profile call customers use', async () => {
    const saved = await post(
      t.app,
      '/api/ClientUser/UpdateClientUser',
      { ...profile, firstname: 'Kemisola', image: png },
      agent,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.clientUser).toMatchObject({ firstname: 'Kemisola', phoneNumber: '08030000005' });
    expect(saved.body.clientUser.image).toMatch(/^data:image\/png;base64,/);
    const read = await get(t.app, '/api/ClientUser/GetProfile', agent);
    expect(read.body.clientUser.firstname).toBe('Kemisola');
  });

  it('refuses to change their phone, their referral code, and keeps it', async () => {
    const refused = await post(
      t.app,
      '/api/ClientUser/UpdateClientUser',
      { ...profile, phoneNumber: '08039998888' },
      agent,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(
      'Your phone number is your referral code, so only an administrator can change it. Ask an administrator.',
    );
    expect((await get(t.app, '/api/ClientUser/GetProfile', agent)).body.clientUser.phoneNumber).toBe('08030000005');
  });

  it('still lets a customer change their phone', async () => {
    const changed = await post(
      t.app,
      '/api/ClientUser/UpdateClientUser',
      { firstname: 'Adaeze', lastname: 'Okafor', email: 'customer@demo.imole.ng', phoneNumber: '08039997777' },
      customer,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.body.clientUser.phoneNumber).toBe('08039997777');
  });

  it('changes their password', async () => {
    const changed = await post(
      t.app,
      '/api/ClientUser/ChangePassword',
      { oldPassword: PASSWORD, newPassword: 'Brand-new-agent-pass-2', confirmPassword: 'Brand-new-agent-pass-2' },
      agent,
    );
    expect(changed.statusCode).toBe(200);
    expect((await login(t.app, 'agent@demo.imole.ng', 'Brand-new-agent-pass-2')).token).toBeTruthy();
  });
});
