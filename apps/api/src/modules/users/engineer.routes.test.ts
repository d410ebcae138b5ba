import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, latestCode, login, nextPhone, post } from '../../test/session.ts';

let t: TestApp;
let support: string;
let admin: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Assignable-engineer-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

const refusal = (name: string, first: string) =>
  `${name} has not accepted the invitation yet (no password set), so cannot log in to see the job. Choose another engineer, or ask ${first} to set a password from the invitation e-mail first.`;

describe('an engineer whose invitation is not accepted (issue 19)', () => {
  it('is not given a complaint: a clear 409, nothing changes, and the same engineer is fine once they can log in', async () => {
    const invited = await post(
      t.app,
      '/api/ClientUser/CreateSupportUser',
      {
        firstname: 'Bayo',
        lastname: 'Ojo',
        email: 'bayo.invited@example.com',
        phoneNumber: nextPhone(),
        userRole: 2,
        isEngineer: true,
      },
      admin,
    );
    const bayo = invited.body.clientUser.id as number;
    const { customer } = await installedQuote(
      t.app,
      ids,
      support,
      engineer,
      'complaint.customer@example.com',
      lagosDate(new Date()),
    );
    const created = await post(
      t.app,
      '/api/MonitoringIssue/CreateMonitoringIssue',
      { category: 'No power at all', description: 'Nothing comes on since this morning.' },
      customer.token,
    );
    expect(created.statusCode).toBe(200);
    const id = created.body.data.id as number;

    const refused = await post(
      t.app,
      '/api/MonitoringIssue/AssignMonitoringIssue',
      { id, engineerUserId: bayo },
      support,
    );
    expect(refused).toMatchObject({
      statusCode: 409,
      body: { code: 'CONFLICT', message: refusal('Bayo Ojo', 'Bayo') },
    });
    const issue = (await get(t.app, `/api/MonitoringIssue/GetMonitoringIssueById?id=${id}`, support)).body.data;
    expect(JSON.stringify(issue)).not.toMatch(/Bayo/);

    await post(t.app, '/api/ClientUser/SetPassword', {
      email: 'bayo.invited@example.com',
      token: await latestCode(t.app, 'bayo.invited@example.com'),
      password: 'Bayo-Engineer-42',
    });
    expect(
      (await post(t.app, '/api/MonitoringIssue/AssignMonitoringIssue', { id, engineerUserId: bayo }, support)).body
        .message,
    ).toBe('Assigned to Bayo.');
  });
});
