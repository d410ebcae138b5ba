import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notification settings', () => {
  it('starts from the defaults and keeps each person’s own choices', async () => {
    const ada = await signUpCustomer(t.app, 'ada.settings@example.com');
    const ben = await signUpCustomer(t.app, 'ben.settings@example.com');
    const initial = await get(t.app, '/api/ClientUser/GetNotificationSettings', ada.token);
    expect(initial.statusCode).toBe(200);
    expect(initial.body.data).toContainEqual({
      event: 'repayment-due',
      label: 'Repayment due soon or today',
      email: true,
      sms: true,
    });

    const saved = await post(
      t.app,
      '/api/ClientUser/UpdateNotificationSettings',
      { settings: [{ event: 'repayment-due', email: false, sms: true }] },
      ada.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.find((s: { event: string }) => s.event === 'repayment-due')).toMatchObject({
      email: false,
      sms: true,
    });

    const again = await post(
      t.app,
      '/api/ClientUser/UpdateNotificationSettings',
      { settings: [{ event: 'repayment-due', email: true, sms: false }] },
      ada.token,
    );
    expect(again.body.data.find((s: { event: string }) => s.event === 'repayment-due')).toMatchObject({
      email: true,
      sms: false,
    });

    const other = await get(t.app, '/api/ClientUser/GetNotificationSettings', ben.token);
    expect(other.body.data.find((s: { event: string }) => s.event === 'repayment-due')).toMatchObject({
      email: true,
      sms: true,
    });
    // A sales agent's own event (their customer over 30 days overdue, issue 23) is not offered to a customer.
    expect(other.body.data.map((s: { event: string }) => s.event)).not.toContain('customer-overdue');
  });

  it('offers a sales agent only the notice of a customer of theirs over 30 days overdue, and a bank officer only theirs', async () => {
    await seedDemoAccounts(t.app.deps.db, 'Settings-agent-pass-1');
    const agent = await login(t.app, 'agent@demo.imole.ng', 'Settings-agent-pass-1');
    const settings = await get(t.app, '/api/ClientUser/GetNotificationSettings', agent.token);
    // Only what can reach an agent: not the customer's quote, payment or installation notices.
    expect(settings.body.data).toEqual([
      { event: 'customer-overdue', label: 'Your customer is over 30 days overdue', email: true, sms: true },
    ]);
    const officer = await login(t.app, 'bankofficer@demo.imole.ng', 'Settings-agent-pass-1');
    const theirs = await get(t.app, '/api/ClientUser/GetNotificationSettings', officer.token);
    expect(theirs.body.data.map((s: { event: string }) => s.event)).toEqual(['bank-application']);
  });

  it('refuses an unknown event and stores nothing', async () => {
    const session = await signUpCustomer(t.app, 'cara.settings@example.com');
    const refused = await post(
      t.app,
      '/api/ClientUser/UpdateNotificationSettings',
      { settings: [{ event: 'lottery-won', email: true, sms: true }] },
      session.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/^Unknown event; use one of: quote-priced/);
    const rows = await t.app.deps.db
      .selectFrom('notification_setting')
      .selectAll()
      .where('user_id', '=', session.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
