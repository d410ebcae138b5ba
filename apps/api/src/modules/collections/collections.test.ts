/** The collections worklist, contacts and promises, and write-offs (docs/portfolio.md "Collections and reminders"). */
import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';
import { syncLoan } from '../portfolio/index.ts';
import { addDays } from './days.ts';

let t: TestApp;
let offsetMs = 0;
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Collections-tests-1';
let support: string;
let admin: string;
let agent: { token: string; id: number };
let engineer: { token: string; id: number };
let ids: SeedIds;
const today = () => lagosDate(new Date(Date.now() + offsetMs));

/** A loan installed `daysAgo` days before today (the app's clock moved back for it), referred by the agent or not. */
async function loanInstalled(daysAgo: number, email: string, referred = false) {
  offsetMs = -daysAgo * DAY;
  const db = t.app.deps.db;
  const installed = await installedQuote(t.app, ids, support, engineer, email, today());
  if (referred) {
    // The customer came through the agent's referral: the book names the agent once the loan is synced again.
    await db
      .updateTable('app_user')
      .set({ referred_by_user_id: agent.id })
      .where('id', '=', installed.customer.user.id)
      .execute();
    await db.transaction().execute((trx) => syncLoan(trx, t.app.deps, installed.quoteId));
  }
  offsetMs = 0;
  // Its tokens were issued on the moved clock: sign in again today.
  return { ...installed, customer: await login(t.app, email, 'Sunny-Roof-2026') };
}

const W = '/api/v1/Collections/GetWorklist';
let old: Awaited<ReturnType<typeof loanInstalled>>;
let recent: Awaited<ReturnType<typeof loanInstalled>>;
let current: Awaited<ReturnType<typeof loanInstalled>>;

/** Staff sign in again after the clock moved (their tokens were issued on the old clock). */
async function signInStaff() {
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  await signInStaff();
  const a = await login(t.app, 'agent@demo.imole.ng', PASSWORD);
  agent = { token: a.token, id: a.user.id };
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
  // A small book: installed 250 days ago (first instalment ~220 days overdue), 75 days ago (~45), 10 days ago (not due).
  old = await loanInstalled(250, 'old.loan@example.com', true);
  recent = await loanInstalled(75, 'recent.loan@example.com');
  current = await loanInstalled(10, 'current.loan@example.com');
}, 120_000);
afterAll(() => t.close());

const firstDue = async (quoteId: number) =>
  (
    await t.app.deps.db
      .selectFrom('loan_book')
      .select('first_due_on')
      .where('quote_id', '=', quoteId)
      .executeTakeFirstOrThrow()
  ).first_due_on;
const daysSince = (day: string) =>
  Math.round((Date.parse(`${today()}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY);

describe('the collections worklist', () => {
  it('lists overdue loans by days overdue, most first, with customer, phone, arrears and the referring agent', async () => {
    const res = await get(t.app, W, support);
    expect(res.statusCode, res.body.message).toBe(200);
    expect(res.body.data.map((r: { quoteId: number }) => r.quoteId)).toEqual([old.quoteId, recent.quoteId]);
    expect(res.body.totalCount).toBe(2);
    const [first, second] = res.body.data;
    expect(first.daysOverdue).toBe(daysSince(await firstDue(old.quoteId)));
    expect(second.daysOverdue).toBe(daysSince(await firstDue(recent.quoteId)));
    expect(first.customer.phone).toMatch(/^\+?\d+$/);
    expect(first.customer.name).not.toBe('');
    expect(first.agent).toMatchObject({ id: agent.id });
    // The request, for the card's link to the staff request page.
    expect(first.quoteRequestId).toBe(old.quoteRequestId);
    expect(second.quoteRequestId).toBe(recent.quoteRequestId);
    expect(second.agent).toBeNull();
    // Arrears: every instalment due by today, none paid (~7 months of the plan for the old loan).
    const instalments = await t.app.deps.db
      .selectFrom('loan_book_instalment')
      .select(['amount', 'due_on'])
      .where('quote_id', '=', old.quoteId)
      .execute();
    expect(first.arrears).toBe(instalments.filter((i) => i.due_on <= today()).reduce((s, i) => s + i.amount, 0));
    expect(first.outstanding).toBeGreaterThan(0);
    expect(first.lastContact).toBeNull();
    expect(first.promise).toBeNull();
  });

  it('filters by days overdue and by search, and refuses a reversed range with a sentence', async () => {
    const ids = async (query: string) =>
      (await get(t.app, `${W}?${query}`, support)).body.data.map((r: { quoteId: number }) => r.quoteId);
    expect(await ids('minDays=1&maxDays=30')).toEqual([]);
    expect(await ids('minDays=31&maxDays=90')).toEqual([recent.quoteId]);
    expect(await ids('minDays=91')).toEqual([old.quoteId]);
    expect(await ids('search=recent.loan')).toEqual([recent.quoteId]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('pageSize=1&page=2')).toEqual([recent.quoteId]);
    const reversed = await get(t.app, `${W}?minDays=90&maxDays=30`, support);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.message).toMatch(/minDays is more than maxDays/);
    expect((await get(t.app, `${W}?promise=maybe`, support)).statusCode).toBe(400);
  });

  it('is for support and administrators only', async () => {
    expect((await get(t.app, W)).statusCode).toBe(401);
    expect((await get(t.app, W, old.customer.token)).statusCode).toBe(403);
    expect((await get(t.app, W, agent.token)).statusCode).toBe(403);
    expect((await get(t.app, W, engineer.token)).statusCode).toBe(403);
    expect((await get(t.app, W, admin)).statusCode).toBe(200);
    expect(
      (
        await post(
          t.app,
          '/api/v1/Collections/LogContact',
          { quoteId: old.quoteId, channel: 'call', outcome: 'x' },
          old.customer.token,
        )
      ).statusCode,
    ).toBe(403);
    expect((await get(t.app, `/api/v1/Collections/GetContacts?quoteId=${old.quoteId}`, agent.token)).statusCode).toBe(
      403,
    );
  });
});

describe('logging contacts', () => {
  const log = (body: Record<string, unknown>, token = support) =>
    post(t.app, '/api/v1/Collections/LogContact', body, token);

  it('refuses bad input with a sentence a person can act on', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ quoteId: old.quoteId, channel: 'fax', outcome: 'Rang' }, /call, visit or sms/],
      [{ quoteId: old.quoteId, channel: 'call', outcome: '   ' }, /Write what came of the contact/],
      [{ quoteId: old.quoteId, channel: 'call', outcome: 'x'.repeat(501) }, /500 characters/],
      [{ quoteId: old.quoteId, channel: 'call', outcome: 'Rang', promiseDate: '2026-02-30' }, /YYYY-MM-DD/],
      [
        { quoteId: old.quoteId, channel: 'call', outcome: 'Rang', promiseDate: addDays(today(), -1) },
        /from today to 60 days ahead/,
      ],
      [
        { quoteId: old.quoteId, channel: 'call', outcome: 'Rang', promiseDate: addDays(today(), 61) },
        /from today to 60 days ahead/,
      ],
      [
        { quoteId: old.quoteId, channel: 'call', outcome: 'Rang', promiseAmount: 500_000 },
        /date the customer promised/,
      ],
      [{ quoteId: old.quoteId, channel: 'call', outcome: 'Rang', promiseDate: today(), promiseAmount: -5 }, /above 0/],
      [{ quoteId: old.quoteId, channel: 'call', outcome: 'Rang', promiseDate: today(), promiseAmount: 0 }, /above 0/],
      [{ quoteId: old.quoteId, channel: 'call', outcome: 'Rang', promiseDate: today(), promiseAmount: 1.5 }, /whole/],
    ];
    for (const [body, message] of cases) {
      const res = await log(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const missing = await log({ quoteId: 999_999, channel: 'call', outcome: 'Rang' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toMatch(/no loan/);
  });

  it('records a call with a promise, shows it on the worklist and in the history, and audits it', async () => {
    const promiseDate = addDays(today(), 5);
    const res = await log({
      quoteId: recent.quoteId,
      channel: 'call',
      outcome: 'Will pay on Friday',
      promiseDate,
      promiseAmount: 2_000_000,
    });
    expect(res.statusCode, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      quoteId: recent.quoteId,
      channel: 'call',
      outcome: 'Will pay on Friday',
      promiseDate,
      promiseAmount: 2_000_000,
      promiseStatus: 'open',
      by: { name: expect.any(String) },
    });
    const row = (await get(t.app, `${W}?search=recent.loan`, support)).body.data[0];
    expect(row.lastContact).toMatchObject({ channel: 'call', outcome: 'Will pay on Friday' });
    expect(row.promise).toEqual({ date: promiseDate, amount: 2_000_000, status: 'open' });
    const history = await get(t.app, `/api/v1/Collections/GetContacts?quoteId=${recent.quoteId}`, admin);
    expect(history.body.data.map((c: { id: number }) => c.id)).toEqual([res.body.data.id]);
    const audited = await t.app.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'collections.contact')
      .where('entity_id', '=', res.body.data.id)
      .execute();
    expect(audited).toHaveLength(1);
    // Another loan's history holds none of this loan's contacts.
    expect((await get(t.app, `/api/v1/Collections/GetContacts?quoteId=${old.quoteId}`, support)).body.data).toEqual([]);
    expect((await get(t.app, `/api/v1/Collections/GetContacts?quoteId=${current.quoteId}`, support)).body.data).toEqual(
      [],
    );
  });

  it('dates a contact by the app’s clock, so its promise is weighed from the day it was made', async () => {
    offsetMs = -3 * DAY;
    await signInStaff();
    const made = today();
    const logged = await log({ quoteId: current.quoteId, channel: 'sms', outcome: 'Reminder sent by hand' });
    expect(logged.statusCode, logged.body.message).toBe(200);
    offsetMs = 0;
    await signInStaff();
    const history = (await get(t.app, `/api/v1/Collections/GetContacts?quoteId=${current.quoteId}`, support)).body.data;
    expect(lagosDate(new Date(history[0].at))).toBe(made);
  });

  it('marks a promise kept when the payment comes by its date and broken when the date passes without it', async () => {
    // The old loan: a promise of ₦5,000 by today+2 and a payment of it; the recent loan's promise (above) gets nothing.
    const kept = await log({
      quoteId: old.quoteId,
      channel: 'visit',
      outcome: 'Paying now',
      promiseDate: addDays(today(), 2),
      promiseAmount: 500_000,
    });
    expect(kept.statusCode).toBe(200);
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId: old.quoteId, purpose: 'repayment' },
      old.customer.token,
    );
    expect(started.statusCode, started.body.message).toBe(200);
    expect((await post(t.app, '/api/Sandbox/Pay', { reference: started.body.data.reference })).statusCode).toBe(200);
    const history = (await get(t.app, `/api/v1/Collections/GetContacts?quoteId=${old.quoteId}`, support)).body.data;
    expect(history[0].promiseStatus).toBe('kept');

    // A week later: the recent loan's promise (due in 5 days) passed unpaid.
    offsetMs = 7 * DAY;
    await signInStaff();
    const broken = (await get(t.app, `${W}?promise=broken`, support)).body.data;
    expect(broken.map((r: { quoteId: number }) => r.quoteId)).toEqual([recent.quoteId]);
    expect(broken[0].promise.status).toBe('broken');
    const keptRows = (await get(t.app, `${W}?promise=kept`, support)).body.data;
    expect(keptRows.map((r: { quoteId: number }) => r.quoteId)).toEqual([old.quoteId]);
    offsetMs = 0;
    await signInStaff();
  });
});

describe('write-off', () => {
  const writeOff = (body: Record<string, unknown>, token = admin) =>
    post(t.app, '/api/v1/Portfolio/WriteOff', body, token);

  it('writes off a loan 180 days overdue or more with a reason, administrators only, and it leaves the worklist', async () => {
    expect((await writeOff({ quoteId: old.quoteId, reason: 'Moved away' }, support)).statusCode).toBe(403);
    const noReason = await writeOff({ quoteId: old.quoteId, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.message).toMatch(/Write why/);
    const tooSoon = await writeOff({ quoteId: recent.quoteId, reason: 'Not answering' });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.body.message).toMatch(/180 days/);
    const done = await writeOff({ quoteId: old.quoteId, reason: 'Moved away, phone off' });
    expect(done.statusCode, done.body.message).toBe(200);
    expect(done.body.data).toMatchObject({ quoteId: old.quoteId, reason: 'Moved away, phone off' });
    expect(done.body.data.daysOverdue).toBeGreaterThanOrEqual(180);
    const list = (await get(t.app, W, support)).body.data.map((r: { quoteId: number }) => r.quoteId);
    expect(list).not.toContain(old.quoteId);
    expect((await writeOff({ quoteId: old.quoteId, reason: 'Again' })).statusCode).toBe(409);
  });
});

describe('the figures a collector quotes', () => {
  it("are the customer's own statement: arrears and payoff as /payment shows them, interest of late principal included", async () => {
    // Installed 420 days ago: the plan's months are over, so the whole loan is due with the interest run on since.
    const ended = await loanInstalled(420, 'ended.loan@example.com');
    await signInStaff();
    const row = (await get(t.app, `${W}?search=ended.loan`, support)).body.data[0];
    const balance = (await get(t.app, `/api/Transaction/GetLoanBalance?quoteId=${ended.quoteId}`, ended.customer.token))
      .body.data;
    // GetLoanBalance answers in naira ("Overdue now", "Pay off today", "Loan balance" on /payment); the worklist kobo.
    expect(row.quoteId).toBe(ended.quoteId);
    expect(row.arrears).toBe(Math.round(balance.arrears * 100));
    expect(row.payoff).toBe(Math.round(balance.payoff * 100));
    expect(row.outstanding).toBe(Math.round(balance.loanBalance * 100));
    // The loan book's instalments alone come to less: they leave out the interest since the plan ended.
    const instalments = await t.app.deps.db
      .selectFrom('loan_book_instalment')
      .select('amount')
      .where('quote_id', '=', ended.quoteId)
      .execute();
    expect(row.arrears).toBeGreaterThan(instalments.reduce((sum, i) => sum + i.amount, 0));
  });
});
