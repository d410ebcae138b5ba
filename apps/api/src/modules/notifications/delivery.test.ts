import { internationalPhone, lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, paidQuote, pricedQuote, seedIds, verifyIdentity, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';
import { deliverLeftBehind, recordNotice } from './notify.ts';
import { readableDay } from './readable-day.ts';
import { runReminders } from './reminders.ts';

let t: TestApp;
let support: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
let offsetMs = 0;
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Delivery-tests-pass-1';
const CUSTOMER_PASSWORD = 'Sunny-Roof-2026';
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
const email = () => `delivered.${++n}@example.com`;
type Message = { channel: 'email' | 'sms'; to: string; subject: string | null; body: string };
/** Everything the outbox holds for an address (e-mail) or a phone (SMS, international form). */
const outbox = async (to: string): Promise<Message[]> =>
  (await get(t.app, `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=500`)).body.data;
const phoneOf = async (userId: number) =>
  internationalPhone(
    (
      await t.app.deps.db
        .selectFrom('app_user')
        .select('phone_number')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).phone_number,
  );
type Notification = { event: string; title: string; body: string; link: string | null; isRead: boolean };
const feed = async (token: string): Promise<Notification[]> =>
  (await get(t.app, '/api/ClientUser/GetNotifications', token)).body.data;
const setChannels = (token: string, settings: { event: string; email: boolean; sms: boolean }[]) =>
  post(t.app, '/api/ClientUser/UpdateNotificationSettings', { settings }, token);

describe('delivery follows the person’s settings', () => {
  it('sends no e-mail (and no SMS) for an event the person turned off, yet still shows it in the app', async () => {
    const address = email();
    const { customer, quoteId, quoteRequestId } = await paidQuote(t.app, ids, support, address);
    await verifyIdentity(t.app, customer.token, quoteRequestId);
    const phone = await phoneOf(customer.user.id);
    expect(
      (await setChannels(customer.token, [{ event: 'engineer-assigned', email: false, sms: false }])).statusCode,
    ).toBe(200);
    const mailBefore = (await outbox(address)).length;
    const smsBefore = (await outbox(phone)).length;

    const assigned = await post(
      t.app,
      '/api/Quote/AssignSupportUserToQuoteRequest',
      { quoteId, supportUserId: engineer.id },
      support,
    );
    expect(assigned.statusCode).toBe(200);

    expect((await feed(customer.token))[0]).toMatchObject({ event: 'engineer-assigned', isRead: false });
    expect(await outbox(address)).toHaveLength(mailBefore);
    expect(await outbox(phone)).toHaveLength(smsBefore);
  });

  it('sends an SMS for an event the person turned SMS on for (off by default), and no e-mail when that is off', async () => {
    const address = email();
    const { customer, quoteId, quoteRequestId } = await paidQuote(t.app, ids, support, address);
    await verifyIdentity(t.app, customer.token, quoteRequestId);
    const phone = await phoneOf(customer.user.id);
    await post(t.app, '/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support);
    const defaults = (await get(t.app, '/api/ClientUser/GetNotificationSettings', customer.token)).body.data;
    expect(defaults).toContainEqual(
      expect.objectContaining({ event: 'installation-complete', email: true, sms: false }),
    );
    await setChannels(customer.token, [{ event: 'installation-complete', email: false, sms: true }]);

    const done = await post(
      t.app,
      '/api/Quote/InstallationCompletion',
      { quoteId, fulfilmentDate: lagosDate(now()), installationData: 'Done' },
      engineer.token,
    );
    expect(done.statusCode).toBe(200);

    expect((await feed(customer.token))[0]).toMatchObject({ event: 'installation-complete' });
    const texts = await outbox(phone);
    expect(texts[0]).toMatchObject({
      channel: 'sms',
      body: 'Imole: The engineer has finished your installation. Open Imole to confirm it and rate the work.',
    });
    expect((await outbox(address)).filter((m) => m.subject === 'Installation complete')).toEqual([]);
  });
});

describe('days in notices', () => {
  it('writes a calendar day as a person reads it', () => {
    expect(readableDay('2026-11-28')).toBe('Saturday, 28 November 2026');
    expect(readableDay('2027-01-01T00:00:00.000Z')).toBe('Friday, 1 January 2027');
  });
});

describe('events that notify: in the app and by e-mail', () => {
  /** The notification of `event` in the person's feed and the e-mail with its title, both present. */
  async function expectNotified(token: string, address: string, event: string, title: string, body: RegExp) {
    const notice = (await feed(token)).find((f) => f.event === event);
    expect(notice, `${event} in the feed`).toMatchObject({ title, isRead: false });
    expect(notice!.body).toMatch(body);
    const mail = (await outbox(address)).filter((m) => m.channel === 'email' && m.subject === title);
    expect(mail, `${event} by e-mail`).toHaveLength(1);
    expect(mail[0]!.body).toBe(notice!.body);
  }

  it('payment received, engineer assigned, installation date set, installation complete', async () => {
    const address = email();
    const { customer } = await installedQuote(t.app, ids, support, engineer, address, lagosDate(now()));
    await expectNotified(customer.token, address, 'payment-received', 'Payment received', /down payment of ₦/);
    await expectNotified(
      customer.token,
      address,
      'engineer-assigned',
      'An engineer is assigned',
      /^Ibrahim \(\d+\) will install your system/,
    );
    await expectNotified(
      customer.token,
      address,
      'installation-date-set',
      'Installation date set',
      new RegExp(`^Your installation is planned for ${readableDay(lagosDate(now()))}\\. `),
    );
    await expectNotified(
      customer.token,
      address,
      'installation-complete',
      'Installation complete',
      /The engineer has finished your installation/,
    );
    // Days are words a person reads ("Saturday, 28 November 2026"), never a raw 2026-11-28, in every notice.
    const notices = await feed(customer.token);
    expect(notices.find((n) => n.event === 'installation-date-set')?.link).toBe('/dashboard?tab=installation');
    for (const n of notices) expect(n.body, n.event).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('repayment received', async () => {
    const address = email();
    const { customer, quoteId } = await installedQuote(t.app, ids, support, engineer, address, lagosDate(now()));
    const next = (await get(t.app, `/api/Transaction/GetNextRepayment?quoteId=${quoteId}`, customer.token)).body
      .nextRepayment;
    const { reference } = (
      await post(
        t.app,
        '/api/Transaction/InitializePayment',
        { quoteId, purpose: 'repayment', amount: next.amount },
        customer.token,
      )
    ).body.data;
    await post(t.app, '/api/Sandbox/Pay', { reference });
    const saved = await post(
      t.app,
      '/api/Transaction/SaveRepayment',
      { quoteId, transactionReference: reference, isOutRightPayment: false, isPayStack: true },
      customer.token,
    );
    expect(saved.statusCode).toBe(200);
    await expectNotified(
      customer.token,
      address,
      'repayment-received',
      'Repayment received',
      new RegExp(`repayment of ₦.*\\(reference ${reference}\\)`),
    );
  });

  it('offer about to expire, from the reminder job when the clock reaches two days before expiry, once', async () => {
    const address = email();
    const { quoteId } = await pricedQuote(t.app, ids, support, address);
    const { expires_at } = await t.app.deps.db
      .selectFrom('quote')
      .select('expires_at')
      .where('id', '=', quoteId)
      .executeTakeFirstOrThrow();
    expect(expires_at).not.toBeNull();
    const key = `quote:${quoteId}:${expires_at!.toISOString()}`;
    // Three days before expiry: not yet.
    offsetMs = expires_at!.getTime() - Date.now() - 3 * DAY;
    try {
      expect((await runReminders(t.app.deps)).sent.map((s) => s.key)).not.toContain(key);
      // A day before: reminded once, whatever the number of runs.
      offsetMs = expires_at!.getTime() - Date.now() - DAY;
      const [a, b] = await Promise.all([runReminders(t.app.deps), runReminders(t.app.deps)]);
      expect([...a.sent, ...b.sent].filter((s) => s.key === key)).toEqual([{ event: 'offer-expiring', key }]);
      expect((await runReminders(t.app.deps)).sent.map((s) => s.key)).not.toContain(key);
      // Sessions last 15 minutes by the same clock: sign in again.
      const token = (await login(t.app, address, CUSTOMER_PASSWORD)).token;
      await expectNotified(
        token,
        address,
        'offer-expiring',
        'Your offer is about to expire',
        new RegExp(`expires on ${readableDay(lagosDate(expires_at!))}\\. `),
      );
    } finally {
      offsetMs = 0;
    }
  });
});

describe('delivery survives a stop between the commit and the send', () => {
  it('sends a notice left undelivered once, a minute on, whoever sweeps and however often', async () => {
    const address = email();
    const { customer } = await pricedQuote(t.app, ids, support, address);
    const leftBehind = async () => (await outbox(address)).filter((m) => m.subject === 'Left behind');
    // A change committed by a process that stopped before sending: its notice is written, its e-mail not sent.
    await t.app.deps.db.transaction().execute((trx) =>
      recordNotice(trx, {
        userId: customer.user.id,
        event: 'quote-priced',
        title: 'Left behind',
        body: 'Sent by the delivery sweep.',
      }),
    );
    // Within the minute the sweep leaves it to the process that wrote it.
    expect(await deliverLeftBehind(t.app.deps)).toBe(0);
    expect(await leftBehind()).toHaveLength(0);

    const before = offsetMs;
    offsetMs += 2 * 60 * 1000;
    try {
      const swept = await Promise.all([deliverLeftBehind(t.app.deps), deliverLeftBehind(t.app.deps)]);
      expect(swept[0] + swept[1]).toBe(1);
      expect(await deliverLeftBehind(t.app.deps)).toBe(0);
    } finally {
      offsetMs = before;
    }
    expect((await leftBehind()).map((m) => m.body)).toEqual(['Sent by the delivery sweep.']);
    // It is in the app as well, as it was from the start.
    expect((await feed(customer.token)).some((n) => n.title === 'Left behind')).toBe(true);
  });
});
