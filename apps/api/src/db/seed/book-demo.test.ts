import { addMonths, daysBetween, lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanOf } from '../../modules/payments/index.ts';
import { loadSettings } from '../../modules/settings/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, login } from '../../test/session.ts';
import { seedBankDemo } from './bank-demo.ts';
import { BOOK_DOMAIN, addDays, paymentDays, planBook, seedBookDemo } from './book-demo.ts';
import { movableClock, seedSalesDemo } from './sales-demo.ts';
import { seedDemoAccounts } from './seed.ts';

// The demo book (issue 23 "Done when": the portfolio page shows every figure on seeded demo data with realistic
// arrears), made as `npm run seed:sales-demo` makes it: the demo accounts, the sales and bank demo, then the book.
const PASSWORD = 'Book-demo-pass-1';
const clock = movableClock();
let t: TestApp;
let admin: string;
let made: number;
const today = lagosDate(new Date());

const summary = async (query = '') =>
  (await get(t.app, `/api/v1/Portfolio/GetSummary?asOf=${today}${query}`, admin)).body.data;

describe('the demo book', () => {
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock });
    await seedDemoAccounts(t.app.deps.db, PASSWORD);
    await seedSalesDemo(t.app, clock, PASSWORD);
    await seedBankDemo(t.app, PASSWORD);
    made = await seedBookDemo(t.app, clock, PASSWORD, today);
    admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  }, 600_000);
  afterAll(() => t.close());
  it('installs 120 to 200 financed systems over the last 18 months, each once however often the seed runs', async () => {
    expect(made).toBeGreaterThanOrEqual(120);
    expect(made).toBeLessThanOrEqual(200);
    const count = async () =>
      Number(
        (
          await t.app.deps.db
            .selectFrom('loan_book')
            .innerJoin('app_user', 'app_user.id', 'loan_book.customer_id')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('app_user.email', 'like', `%@${BOOK_DOMAIN}`)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(made);
    expect(await seedBookDemo(t.app, clock, PASSWORD, today)).toBe(0);
    expect(await count()).toBe(made);
    const starts = await t.app.deps.db.selectFrom('loan_book').select('start_on').orderBy('start_on').execute();
    expect(starts[0]!.start_on >= addMonths(today, -18)).toBe(true);
    expect(new Set(starts.map((s) => s.start_on.slice(0, 7))).size).toBeGreaterThanOrEqual(17);
  });

  it('shows every figure: loans in every aging bucket, PAR30 and PAR90 above zero, a collection rate between 0 and 1, two write-offs', async () => {
    const data = await summary(`&from=${addMonths(`${today.slice(0, 7)}-01`, -3)}&to=${today}`);
    for (const bucket of data.aging) expect(bucket.loans, bucket.key).toBeGreaterThan(0);
    expect(data.aging.map((b: { key: string }) => b.key)).toEqual([
      'current',
      '1-30',
      '31-60',
      '61-90',
      '91-180',
      '180+',
    ]);
    expect(data.par30).toBeGreaterThan(0);
    expect(data.par90).toBeGreaterThan(0);
    expect(data.par1).toBeGreaterThan(data.par30);
    expect(data.par30).toBeGreaterThan(data.par90);
    // Realistic: most of the book is current.
    expect(data.par30).toBeLessThan(0.35);
    expect(data.collectionRate).toBeGreaterThan(0);
    expect(data.collectionRate).toBeLessThan(1);
    expect(data.defaults.count).toBeGreaterThan(0);
    expect(data.writeOffs).toMatchObject({ count: 2, principal: expect.any(Number) });
    expect(data.writeOffs.principal).toBeGreaterThan(0);
    // The default period (this month so far) answers too.
    expect((await summary()).activeLoans).toBe(data.activeLoans);
  });

  it('draws repayment curves of six points and more, over states, packages, custom systems, agents and their coordinator', async () => {
    const { cohorts } = await summary();
    expect(cohorts.filter((c: { points: unknown[] }) => c.points.length >= 6).length).toBeGreaterThanOrEqual(6);
    for (const cohort of cohorts)
      for (const [i, point] of (cohort.points as { share: number }[]).entries()) {
        expect(point.share).toBeGreaterThanOrEqual(0);
        expect(point.share).toBeLessThanOrEqual(1);
        if (i > 0) expect(point.share).toBeGreaterThanOrEqual(cohort.points[i - 1].share);
      }
    const filters = (await get(t.app, '/api/v1/Portfolio/GetFilters', admin)).body.data;
    expect(filters.states.length).toBeGreaterThanOrEqual(5);
    expect(filters.packages.length).toBeGreaterThanOrEqual(3);
    expect(filters.agents.length).toBeGreaterThanOrEqual(2);
    expect(filters.coordinators.length).toBeGreaterThanOrEqual(1);
    const custom = (await summary('&packageId=custom')).activeLoans;
    expect(custom).toBeGreaterThan(0);
    const coordinatorId = filters.coordinators[0].id;
    expect((await summary(`&coordinatorId=${coordinatorId}`)).activeLoans).toBeGreaterThan(0);
  });

  it('has customers who paid off early, a partner bank’s declined customers on an ordinary plan, and late payers who caught up', async () => {
    const db = t.app.deps.db;
    const closed = await db
      .selectFrom('loan_book')
      .innerJoin('loan_book_instalment as i', 'i.quote_id', 'loan_book.quote_id')
      .select(['loan_book.quote_id', 'loan_book.closed_on'])
      .select((eb) => eb.fn.max('i.due_on').as('lastDue'))
      .where('loan_book.closed_on', 'is not', null)
      .groupBy(['loan_book.quote_id', 'loan_book.closed_on'])
      .execute();
    expect(closed.filter((c) => c.closed_on! < String(c.lastDue)).length).toBeGreaterThanOrEqual(2);
    const switched = await db
      .selectFrom('financial_institution_application as a')
      .innerJoin('quote', 'quote.quote_request_id', 'a.quote_request_id')
      .innerJoin('loan_book', 'loan_book.quote_id', 'quote.id')
      .select('loan_book.quote_id')
      .execute();
    expect(switched.length).toBeGreaterThanOrEqual(3);
  });

  it('gives collections a worklist of overdue customers, some contacted today with a promise to pay, two with a promise broken', async () => {
    const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
    const list = (await get(t.app, '/api/v1/Collections/GetWorklist?pageSize=100', support)).body;
    expect(list.totalCount).toBeGreaterThanOrEqual(20);
    expect(list.data[0].daysOverdue).toBeGreaterThan(180);
    const open = (await get(t.app, '/api/v1/Collections/GetWorklist?promise=open&pageSize=100', support)).body;
    expect(open.totalCount).toBeGreaterThanOrEqual(5);
    expect(open.data[0]).toMatchObject({ lastContact: { by: 'Tunde Bakare' }, promise: { status: 'open' } });
    const broken = (await get(t.app, '/api/v1/Collections/GetWorklist?promise=broken&pageSize=100', support)).body;
    expect(broken.totalCount).toBe(2);
    expect(broken.data[0].promise).toMatchObject({ status: 'broken' });
    const agents = new Set(list.data.map((l: { agent: { name: string } | null }) => l.agent?.name ?? null));
    expect(agents.size).toBeGreaterThanOrEqual(3);
  });

  it('keeps every loan’s loan_book row as loanOf says', async () => {
    const db = t.app.deps.db;
    const settings = await loadSettings(db);
    const rows = await db.selectFrom('loan_book').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(made);
    for (const row of rows) {
      const quote = await db.selectFrom('quote').selectAll().where('id', '=', row.quote_id).executeTakeFirstOrThrow();
      const loan = (await loanOf(db, quote, settings, clock.now()))!;
      const s = loan.statement;
      const overdue = row.first_unpaid_due ? Math.max(0, daysBetween(row.first_unpaid_due, today)) : 0;
      expect(
        {
          start: row.start_on,
          financed: Number(row.financed),
          outstanding: Number(row.outstanding),
          paid: Number(row.cum_paid),
          closed: row.closed_on,
          lastPaid: row.last_paid_on,
          overdue,
        },
        `quote ${row.quote_id}`,
      ).toEqual({
        start: quote.installation_confirmed_on,
        financed: loan.plan.financed,
        outstanding: s.loanBalance,
        paid: s.totalPaid,
        closed: s.closedOn,
        lastPaid: s.payments.at(-1)?.on ?? null,
        overdue: s.daysOverdue,
      });
    }
  });
});

describe('the demo book’s plan', () => {
  const dues = ['2026-01-10', '2026-02-10', '2026-03-10', '2026-04-10', '2026-05-10'];
  const days = (behaviour: Parameters<typeof paymentDays>[0]) =>
    paymentDays(behaviour, dues, '2026-04-20').map((d) => `${d.day}${d.payoff ? ' payoff' : ''}`);

  it('pays each instalment on its day, days late, until it stops, or pays off early', () => {
    expect(days({ kind: 'on-time' })).toEqual(['2026-01-10', '2026-02-10', '2026-03-10', '2026-04-10']);
    expect(days({ kind: 'late', days: 12 })).toEqual(['2026-01-22', '2026-02-22', '2026-03-22']);
    // 45 days before 20 Apr is 6 Mar: the 10 Mar instalment and later go unpaid, 41 days overdue today.
    expect(days({ kind: 'stopped', overdue: 45 })).toEqual(['2026-01-10', '2026-02-10']);
    expect(days({ kind: 'paid-off', after: 2 })).toEqual(['2026-01-10', '2026-02-10', '2026-02-28 payoff']);
  });

  it('fills every aging bucket on any day of the year, even were every loan a 6-month plan', () => {
    for (let d = 0; d < 365; d += 5) {
      const day = addDays('2026-11-26', d);
      const buckets = [0, 0, 0, 0, 0];
      for (const loan of planBook(day, 9)) {
        if (loan.behaviour.kind === 'written-off') continue;
        const dues = [1, 2, 3, 4, 5, 6].map((k) => addMonths(loan.start, k));
        const paid = paymentDays(loan.behaviour, dues, day);
        const unpaid = dues[paid.length];
        const overdue = !paid.some((p) => p.payoff) && unpaid && unpaid < day ? daysBetween(unpaid, day) : 0;
        if (overdue > 0) buckets[[30, 60, 90, 180, Infinity].findIndex((top) => overdue <= top)]! += 1;
      }
      expect(
        buckets.every((n) => n > 0),
        `${day}: ${buckets.join(', ')}`,
      ).toBe(true);
    }
  });

  it('spreads about 125 loans over 18 months, more each month, over agents, states, packages and a bank', () => {
    const plan = planBook('2026-11-26', 9);
    expect(plan.length).toBeGreaterThanOrEqual(120);
    expect(plan.filter((l) => l.bank).length).toBeGreaterThanOrEqual(3);
    expect(plan.filter((l) => l.packageIndex === null).length).toBeGreaterThan(10);
    expect(new Set(plan.map((l) => l.referrer)).size).toBe(4);
    expect(new Set(plan.map((l) => l.state)).size).toBe(5);
    expect(plan.filter((l) => l.behaviour.kind === 'written-off')).toHaveLength(2);
    expect(planBook('2026-11-26', 9)).toEqual(plan);
  });
});
