import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { powerNeedRequest, pricedQuote as priced, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let support: string;
let admin: string;
let offsetMs = 0;
let ids: SeedIds;
const PASSWORD = 'Plan-tests-pass-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
const pricedQuote = () => priced(t.app, ids, support, `plan.${++n}@example.com`);
/** A support session at the clock's current time (tests move the clock past a session's life). */
const supportNow = async () => (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;

describe('down-payment plans', () => {
  it('lists every option, switches to an offered one, and shows the customer the priced quote', async () => {
    const { customer, quoteId } = await pricedQuote();
    const range = (await get(t.app, `/api/Quote/GetQuoteRepaymentsRange?quoteId=${quoteId}`, customer.token)).body;
    expect(range.data.map((o: { equityPecentage: number }) => o.equityPecentage)).toEqual([30, 40, 50, 60]);
    expect(range).toMatchObject({ selected: 30, effectiveAnnualRate: 42.58 });
    const [low, high] = [range.data[0], range.data[3]];
    expect(high.monthlyRepayment).toBeLessThan(low.monthlyRepayment);
    expect(high.costOfCredit).toBeLessThan(low.costOfCredit);

    expect(
      (await post(t.app, '/api/Quote/UpdateQuoteEquityPecentage', { quoteId, equityPercentage: 35 }, customer.token))
        .body.message,
    ).toBe('Choose one of the offered down payments: 30%, 40%, 50%, 60%.');
    expect(
      (await post(t.app, '/api/Quote/UpdateQuoteEquityPecentage', { quoteId, equityPercentage: 50 }, customer.token))
        .statusCode,
    ).toBe(200);
    const view = (await get(t.app, '/api/Quote/GetQuoteRequest', customer.token)).body;
    expect(view.quote).toMatchObject({
      contributionPercentage: 50,
      equity: range.data[2].equityPayment,
      quoteStatus: 1,
    });
    expect(view.quoteRequest).toMatchObject({
      quoteRequestStatus: 2,
      clientUser: { firstname: 'Chiamaka', isToPerformSurvey: true },
    });
    expect(view.auditTrail).toEqual([]);
    expect(view.quoteRequestProductComponents[0]).toMatchObject({ componentTypeValue: 'Inverters', quantity: 1 });
    expect(view.monitoringScheduleCode).toEqual({
      scheduleCode: null,
      hasActiveMonitoringSchedule: false,
      monitoringScheduleId: null,
    });
  });

  it('refreshes an expired offer with current prices and a new expiry', async () => {
    const { customer, quoteId } = await pricedQuote();
    expect((await post(t.app, '/api/Quote/RefreshQuote', { quoteId }, customer.token)).statusCode).toBe(409);
    await t.app.deps.db
      .updateTable('component')
      .set((eb) => ({ unit_price_kobo: eb('unit_price_kobo', '+', 5_000_000) }))
      .where('id', '=', ids.inverterId)
      .execute();
    offsetMs = 15 * 24 * 60 * 60 * 1000;
    try {
      // Fifteen days on, the customer signs in again (access tokens last 15 minutes).
      const token = (await login(t.app, `plan.${n}@example.com`, 'Sunny-Roof-2026')).token;
      customer.token = token;
      const view = (await get(t.app, '/api/Quote/GetQuoteRequest', customer.token)).body;
      expect(view.quote.quoteStatus).toBe(7);
      expect(view.quote.daysToExpiry).toBeLessThan(0);
      expect(
        (await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'equity' }, customer.token)).body
          .message,
      ).toBe('This offer has expired. Update the quote to get current prices.');
      const refreshed = await post(t.app, '/api/Quote/RefreshQuote', { quoteId }, customer.token);
      expect(refreshed.statusCode).toBe(200);
      const after = (await get(t.app, '/api/Quote/GetQuoteRequest', customer.token)).body;
      expect(after.quote.quoteStatus).toBe(1);
      expect(after.quote.totalAssetAmount).toBe(view.quote.totalAssetAmount + 50_000);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('survey and settings', () => {
  it('stops offering the survey when asked', async () => {
    const customer = await signUpCustomer(t.app, 'survey@example.com');
    expect(
      (await post(t.app, '/api/Utility/PerformAndUndoSurvey', { isToPerformSurvey: false }, customer.token)).body
        .message,
    ).toBe('We will not ask you again. Thank you.');
    const row = await t.app.deps.db
      .selectFrom('app_user')
      .select('is_to_perform_survey')
      .where('email', '=', 'survey@example.com')
      .executeTakeFirstOrThrow();
    expect(row.is_to_perform_survey).toBe(false);
  });

  it('lets an admin change a setting, audits it, and leaves priced loans on their rate', async () => {
    const { customer, quoteId } = await pricedQuote();
    const before = (await get(t.app, `/api/Quote/GetQuoteRepaymentsRange?quoteId=${quoteId}`, customer.token)).body
      .data[0].monthlyRepayment;
    expect(
      (await post(t.app, '/api/Settings/UpdateSettings', { monthlyInterestRateBps: 400 }, support)).statusCode,
    ).toBe(403);
    expect((await post(t.app, '/api/Settings/UpdateSettings', { monthlyInterestRateBps: -1 }, admin)).statusCode).toBe(
      400,
    );
    const saved = await post(t.app, '/api/Settings/UpdateSettings', { monthlyInterestRateBps: 400 }, admin);
    expect(saved.body.data.monthlyInterestRateBps).toBe(400);
    expect(
      (await get(t.app, `/api/Quote/GetQuoteRepaymentsRange?quoteId=${quoteId}`, customer.token)).body.data[0]
        .monthlyRepayment,
    ).toBe(before);
    const audited = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'settings.changed')
      .execute();
    expect(audited).toContainEqual({ before: { monthlyInterestRateBps: 300 }, after: { monthlyInterestRateBps: 400 } });
    await post(t.app, '/api/Settings/UpdateSettings', { monthlyInterestRateBps: 300 }, admin);
  });
});

describe('notifications', () => {
  it('tells the customer in the app when the quote is ready, and counts what is unread', async () => {
    const { customer } = await pricedQuote();
    const count = (await get(t.app, '/api/ClientUser/GetNotificationCount', customer.token)).body.count;
    expect(count).toBe(1);
    const feed = (await get(t.app, '/api/ClientUser/GetNotifications', customer.token)).body.data;
    expect(feed[0]).toMatchObject({
      event: 'quote-priced',
      title: 'Your quote is ready',
      isRead: false,
      link: '/dashboard',
    });
    expect(feed[0].body).toMatch(/^Your quote IM-\S+ is ready: ₦/);
    const after = await post(t.app, '/api/ClientUser/MarkNotificationsRead', { id: feed[0].id }, customer.token);
    expect(after.body.count).toBe(0);
    // Another customer sees none of it.
    const other = await signUpCustomer(t.app, 'notification.other@example.com');
    expect((await get(t.app, '/api/ClientUser/GetNotifications', other.token)).body.data).toEqual([]);
  });
});

describe('the new-quote rule and drafts', () => {
  it('hides a draft from the customer, and lets "Start new" replace an expired offer', async () => {
    const customer = await signUpCustomer(t.app, 'start.new@example.com');
    const body = powerNeedRequest(ids);
    const first = (await post(t.app, '/api/Quote/CreateQuoteRequest', body, customer.token)).body.data.id;
    const quoteId = (
      await post(
        t.app,
        '/api/Quote/AssignProductToQuote',
        { quoteRequestId: first, components: [{ componentId: ids.inverterId, quantity: 1 }] },
        support,
      )
    ).body.data.id;
    const draft = (await get(t.app, '/api/Quote/GetQuoteRequest', customer.token)).body;
    expect(draft.quote).toBeNull();
    expect(draft.quoteLines).toEqual([]);
    await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId }, support);
    expect((await post(t.app, '/api/Quote/CreateQuoteRequest', body, customer.token)).statusCode).toBe(409);

    offsetMs = 15 * 24 * 60 * 60 * 1000;
    try {
      const token = (await login(t.app, 'start.new@example.com', 'Sunny-Roof-2026')).token;
      const second = await post(t.app, '/api/Quote/CreateQuoteRequest', body, token);
      expect(second.statusCode).toBe(200);
      const old = await t.app.deps.db
        .selectFrom('quote_request')
        .select('status')
        .where('id', '=', first)
        .executeTakeFirstOrThrow();
      expect(old.status).toBe(5);
      expect((await get(t.app, '/api/Quote/GetQuoteRequest', token)).body.quoteRequest.id).toBe(second.body.data.id);
      // The closing is audited: the system closed it (the offer had expired), 2 → 5, naming the new request.
      const trail = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${first}`, await supportNow())).body.auditTrail;
      expect(trail.at(-1)).toEqual({
        action: 'request.closed',
        actor: 'System',
        before: { quoteRequestStatus: 2 },
        after: { quoteRequestStatus: 5, reason: 'offer-expired', newReferenceNo: second.body.data.referenceNo },
        date: expect.any(String),
      });
      expect(Math.abs(new Date(trail.at(-1).date).getTime() - Date.now())).toBeLessThan(60_000);
    } finally {
      offsetMs = 0;
    }
  });
});
