import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, latestCode, login, nextPhone, post } from '../../test/session.ts';

let t: TestApp;
let admin: string;
const PASSWORD = 'Staff-list-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
});
afterAll(() => t.close());

type Listed = { id: number; email: string; isActive: boolean; staffStatus: string };
const list = async (query = '') =>
  (await get(t.app, `/api/ClientUser/GetSupportUsers?PageIndex=1&PageSize=100${query}`, admin)).body as {
    data: Listed[];
    totalCount: number;
  };
const statusOf = async (email: string) => (await list()).data.find((u) => u.email === email)?.staffStatus;

describe('GET ClientUser/GetSupportUsers: one status per person', () => {
  it('tells an invited engineer from an active one, lists both who wait, and a deactivated member apart', async () => {
    // An engineer the admin invited: active on paper, but no password yet, so they cannot log in.
    const invited = await post(
      t.app,
      '/api/ClientUser/CreateSupportUser',
      {
        firstname: 'Tunde',
        lastname: 'Bello',
        email: 'tunde.invited@example.com',
        phoneNumber: nextPhone(),
        userRole: 2,
        isEngineer: true,
      },
      admin,
    );
    expect(invited.statusCode).toBe(200);
    // A support user who signed themselves up and waits for an administrator.
    await post(t.app, '/api/ClientUser/SupportUserSelfCreation', {
      firstname: 'Sade',
      lastname: 'Lawal',
      email: 'sade.waiting@example.com',
      phoneNumber: nextPhone(),
      password: 'Quiet-Inverter-9',
    });
    await post(t.app, '/api/ClientUser/ConfirmUserAccount', {
      email: 'sade.waiting@example.com',
      token: await latestCode(t.app, 'sade.waiting@example.com'),
    });

    expect(await statusOf('tunde.invited@example.com')).toBe('invited');
    expect(await statusOf('sade.waiting@example.com')).toBe('waiting');
    expect(await statusOf('engineer@demo.imole.ng')).toBe('active');

    // "Waiting for activation" lists both who wait (for an administrator, or to set their password), waiting first.
    const waiting = await list('&Waiting=true');
    expect(waiting.data.map((u) => [u.email, u.staffStatus])).toEqual([
      ['sade.waiting@example.com', 'waiting'],
      ['tunde.invited@example.com', 'invited'],
    ]);
    expect(waiting.totalCount).toBe(2);

    // Once Tunde sets his password he is active, and no longer waits.
    const set = await post(t.app, '/api/ClientUser/SetPassword', {
      email: 'tunde.invited@example.com',
      token: await latestCode(t.app, 'tunde.invited@example.com'),
      password: 'Fresh-Engineer-42',
    });
    expect(set.statusCode).toBe(200);
    expect(await statusOf('tunde.invited@example.com')).toBe('active');

    // Deactivated by an administrator: "deactivated", not someone waiting for activation.
    const tundeId = (await list()).data.find((u) => u.email === 'tunde.invited@example.com')!.id;
    await post(t.app, '/api/ClientUser/SetUserActiveStatus', { userId: tundeId, isActive: false }, admin);
    expect(await statusOf('tunde.invited@example.com')).toBe('deactivated');
    expect((await list('&Waiting=true')).data.map((u) => u.email)).toEqual(['sade.waiting@example.com']);
  });

  it('answers an invitation with missing details about "their" details, the words of the admin\'s form', async () => {
    const refused = await post(
      t.app,
      '/api/ClientUser/CreateSupportUser',
      { firstname: '', lastname: 'Bello', email: 'x@example.com', phoneNumber: nextPhone(), userRole: 2 },
      admin,
    );
    expect(refused).toMatchObject({ statusCode: 400, body: { message: 'Please enter their first name' } });
    const noPhone = await post(
      t.app,
      '/api/ClientUser/CreateSupportUser',
      { firstname: 'Ife', lastname: 'Bello', email: 'ife@example.com', phoneNumber: '', userRole: 2 },
      admin,
    );
    expect(noPhone.body.message).toBe('Please enter their phone number');
  });
});
