import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { verifyIdentity } from '../../test/fixtures.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';
import { runReminders } from './reminders.ts';

let t: TestApp;
let offsetMs = 0;
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Reminder-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
});
afterAll(() => t.close());

/** A customer whose system is installed today: the first instalment falls due in a month. */
async function installedLoan() {
  const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const engineer = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  const customer = await signUpCustomer(t.app, 'reminded@example.com');
  const db = t.app.deps.db;
  const lga = await db
    .selectFrom('lga')
    .innerJoin('state', 'state.id', 'lga.state_id')
    .select('lga.id')
    .where('state.title', '=', 'Lagos')
    .executeTakeFirstOrThrow();
  const others = await db.selectFrom('employer').select('id').where('name', '=', 'Others').executeTakeFirstOrThrow();
  const inverter = await db
    .selectFrom('component')
    .select('id')
    .where('key', 'like', 'inverter%')
    .executeTakeFirstOrThrow();
  const request = await post(
    t.app,
    '/api/Quote/CreateQuoteRequest',
    {
      state: 'Lagos',
      city: lga.id,
      address: '7 Awolowo Way, Ikeja',
      landmark: 'Near the mall',
      buildingType: 1,
      employerId: others.id,
      noOfBedrooms: 1,
      noOfLights: 3,
      noOfFan: 1,
      noOfTv: 1,
      inverterUsageHoursPerDay: 8,
      hoursOfElectricPowerPerDay: 8,
      generatorCapacity: 0,
    },
    customer.token,
  );
  const quoteId = (
    await post(
      t.app,
      '/api/Quote/AssignProductToQuote',
      { quoteRequestId: request.body.data.id, components: [{ componentId: inverter.id, quantity: 1 }] },
      support,
    )
  ).body.data.id;
  await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId }, support);
  const equity = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${request.body.data.id}`, support)).body.quote.equity;
  await post(t.app, '/api/Transaction/ManualSaveQuoteEquityPayment', { quoteId, amount: equity }, support);
  await verifyIdentity(t.app, customer.token, request.body.data.id);
  await post(
    t.app,
    '/api/Quote/AssignSupportUserToQuoteRequest',
    { quoteId, supportUserId: engineer.user.id },
    support,
  );
  await post(
    t.app,
    '/api/Quote/InstallationCompletion',
    { quoteId, fulfilmentDate: lagosDate(new Date()) },
    engineer.token,
  );
  await post(t.app, '/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, customer.token);
  return { customer, quoteId };
}
const sentOf = async (event: string) =>
  t.app.deps.db.selectFrom('notification').select(['user_id', 'body']).where('event', '=', event).execute();

describe('reminders', () => {
  it('sends each reminder once, even with two job runners started together, at the right time', async () => {
    await installedLoan();
    // Today: nothing is due yet.
    expect((await runReminders(t.app.deps)).sent).toEqual([]);

    // Twenty-eight days on: the first instalment is due within 3 days. Two runners at once send one reminder.
    offsetMs = 28 * DAY;
    const [a, b] = await Promise.all([runReminders(t.app.deps), runReminders(t.app.deps)]);
    expect([...a.sent, ...b.sent].map((s) => s.event)).toEqual(['repayment-due']);
    expect(await sentOf('repayment-due')).toHaveLength(1);
    expect((await runReminders(t.app.deps)).sent).toEqual([]);
    const mail = (await get(t.app, '/api/dev/outbox?to=reminded@example.com')).body.data[0];
    expect(mail.subject).toBe('Repayment due soon');
    // The day is written as a person reads it, not as 2026-11-28.
    expect((await sentOf('repayment-due'))[0]!.body).toMatch(/is due on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}\.$/);

    // Five weeks on, unpaid: overdue, once.
    offsetMs = 36 * DAY;
    const [c, d] = await Promise.all([runReminders(t.app.deps), runReminders(t.app.deps)]);
    expect([...c.sent, ...d.sent].map((s) => s.event)).toEqual(['repayment-overdue']);
    expect((await sentOf('repayment-overdue'))[0]!.body).toMatch(
      /^Your repayment due on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} is overdue\. ₦[\d,.]+ is now owing/,
    );
    offsetMs = 0;
  });
});
