/**
 * GetSummary and GetFilters on a small book worked out by hand (docs/portfolio.md "Definitions"), as of today and as
 * of a past month-end, with filters, bad input and access. The book's rows are laid down here with round figures (the
 * loans themselves are real, installed through the API); loan-book.test.ts checks that the rows follow the payments.
 */
import { bookHealth, type LoanPosition } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, signUpCustomer } from '../../test/session.ts';
import { writeOffLoan } from './index.ts';

const TODAY = '2027-03-31';
const offsetMs = Date.parse(`${TODAY}T09:00:00Z`) - Date.now();
let t: TestApp;
let admin: string;
let support: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Portfolio-tests-1';

type Entry = [
  paidOn: string,
  amount: number,
  principal: number,
  after: number,
  cum: number,
  unpaid: string | null,
  m: number,
];
interface Spec {
  start: string;
  financed: number;
  /** Three instalments of this amount, monthly from a month after the start. */
  dues: [string, string, string];
  each: number;
  entries: Entry[];
  writtenOff?: { on: string; principal: number };
}

// The book (kobo). Today is 31 Mar 2027; the past month-end is 31 Jan 2027.
const L: Record<string, Spec> = {
  // L1: 1 of 3 paid by 31 Jan (16 days late on the 15 Jan one); a second on 20 Feb: 44 days late (15 Feb) today.
  L1: {
    start: '2026-11-15',
    financed: 300_000,
    dues: ['2026-12-15', '2027-01-15', '2027-02-15'],
    each: 110_000,
    entries: [
      ['2026-12-15', 110_000, 100_000, 200_000, 110_000, '2027-01-15', 1],
      ['2027-02-20', 110_000, 100_000, 100_000, 220_000, '2027-02-15', 4],
    ],
  },
  // L2: never paid: 21 days late on 31 Jan, 80 days late today.
  L2: {
    start: '2026-12-10',
    financed: 600_000,
    dues: ['2027-01-10', '2027-02-10', '2027-03-10'],
    each: 220_000,
    entries: [],
  },
  // L3: surplus on the start day and one payment: 57 days late on 31 Jan (5 Dec), 116 today (a default).
  L3: {
    start: '2026-10-05',
    financed: 400_000,
    dues: ['2026-11-05', '2026-12-05', '2027-01-05'],
    each: 150_000,
    entries: [
      ['2026-10-05', 50_000, 50_000, 350_000, 50_000, '2026-11-05', 0],
      ['2026-11-05', 100_000, 90_000, 260_000, 150_000, '2026-12-05', 1],
    ],
  },
  // L4: started 20 Jan, nothing paid by 31 Jan (current), paying ahead since.
  L4: {
    start: '2027-01-20',
    financed: 200_000,
    dues: ['2027-02-20', '2027-03-20', '2027-04-20'],
    each: 70_000,
    entries: [
      ['2027-02-18', 70_000, 66_000, 134_000, 70_000, '2027-03-20', 1],
      ['2027-03-18', 70_000, 67_000, 67_000, 140_000, '2027-04-20', 2],
    ],
  },
  // L5: paid off on 10 Jan.
  L5: {
    start: '2026-11-01',
    financed: 100_000,
    dues: ['2026-12-01', '2027-01-01', '2027-02-01'],
    each: 35_000,
    entries: [
      ['2026-12-01', 35_000, 32_000, 68_000, 35_000, '2027-01-01', 1],
      ['2027-01-10', 69_000, 68_000, 0, 104_000, null, 3],
    ],
  },
  // L6: never paid, written off on 1 Feb: 244 days late on 31 Jan (1 Jun 2026), a write-off today.
  L6: {
    start: '2026-05-01',
    financed: 500_000,
    dues: ['2026-06-01', '2026-07-01', '2026-08-01'],
    each: 180_000,
    entries: [],
    writtenOff: { on: '2027-02-01', principal: 500_000 },
  },
};
const quoteIds: Record<string, number> = {};
let lagos: number;
let kano: number;
let pkg: number;
let agent: number;
let coordinator: number;
let bank: number;

let n = 0;
async function newLoan(): Promise<number> {
  const { quoteId } = await installedQuote(t.app, ids, support, engineer, `portfolio.${++n}@example.com`, TODAY);
  return quoteId;
}

/** Lays a loan's rows down as the spec says (the real sync wrote today's; these are its history by hand). */
async function setBook(quoteId: number, s: Spec, who: Record<string, number | null>) {
  const db = t.app.deps.db;
  const last = s.entries.at(-1);
  await db
    .updateTable('loan_book')
    .set({
      start_on: s.start,
      cohort_month: `${s.start.slice(0, 7)}-01`,
      financed: s.financed,
      months: 3,
      first_due_on: s.dues[0],
      first_paid_on: s.entries[0]?.[0] ?? null,
      outstanding: last ? last[3] : s.financed,
      cum_paid: last ? last[4] : 0,
      first_unpaid_due: last ? last[5] : s.dues[0],
      closed_on: last && last[3] === 0 ? last[0] : null,
      last_paid_on: last?.[0] ?? null,
      written_off_on: s.writtenOff?.on ?? null,
      written_off_principal: s.writtenOff?.principal ?? null,
      state_id: null,
      package_id: null,
      agent_id: null,
      coordinator_id: null,
      financial_institution_id: null,
      ...who,
    })
    .where('quote_id', '=', quoteId)
    .execute();
  await db.deleteFrom('loan_book_instalment').where('quote_id', '=', quoteId).execute();
  await db.deleteFrom('loan_book_entry').where('quote_id', '=', quoteId).execute();
  await db
    .insertInto('loan_book_instalment')
    .values(
      s.dues.map((due_on, k) => ({
        quote_id: quoteId,
        number: k + 1,
        due_on,
        amount: s.each,
        cum_amount: s.each * (k + 1),
      })),
    )
    .execute();
  for (const [k, [paidOn, amount, principal, after, cum, unpaid, m]] of s.entries.entries())
    await db
      .insertInto('loan_book_entry')
      .values({
        quote_id: quoteId,
        payment_id: null,
        paid_on: paidOn,
        amount,
        principal,
        interest: amount - principal,
        principal_after: after,
        cum_paid: cum,
        first_unpaid_due: unpaid,
        valid_to: s.entries[k + 1]?.[0] ?? null,
        month_offset: m,
        cohort_month: `${s.start.slice(0, 7)}-01`,
      })
      .execute();
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
  const db = t.app.deps.db;
  const state = async (title: string) =>
    (await db.selectFrom('state').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  const user = async (email: string) =>
    (await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  lagos = await state('Lagos');
  kano = await state('Kano');
  pkg = (await db.selectFrom('product').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  agent = await user('agent@demo.imole.ng');
  coordinator = await user('coordinator@demo.imole.ng');
  bank = (await db.selectFrom('financial_institution').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const who: Record<string, Record<string, number | null>> = {
    L1: { state_id: lagos, agent_id: agent, coordinator_id: coordinator },
    L2: { state_id: kano, package_id: pkg, agent_id: agent },
    L3: { state_id: lagos },
    L4: { state_id: kano, financial_institution_id: bank },
    L5: { state_id: kano },
    L6: { state_id: kano },
  };
  for (const key of Object.keys(L)) {
    quoteIds[key] = await newLoan();
    await setBook(quoteIds[key], L[key]!, who[key]!);
  }
});
afterAll(() => t.close());

const summary = async (query = '', token = admin) => get(t.app, `/api/v1/Portfolio/GetSummary${query}`, token);
const aging = (rows: [number, number][]) =>
  ['current', '1-30', '31-60', '61-90', '91-180', '180+'].map((key, k) => ({
    key,
    loans: rows[k]![0],
    outstanding: rows[k]![1],
  }));

describe('GetSummary', () => {
  it('as of today (31 Mar 2027): the figures of the book worked out by hand', async () => {
    const res = await summary();
    expect(res.statusCode, res.body.message).toBe(200);
    const d = res.body.data;
    // Active: L1 100,000 (44 days), L2 600,000 (80), L3 260,000 (116), L4 67,000 (0) = 1,027,000.
    expect(d).toMatchObject({
      asOf: TODAY,
      period: { from: '2027-03-01', to: TODAY },
      activeLoans: 4,
      outstandingPrincipal: 1_027_000,
      // March's instalments: L2's 220,000 (nothing paid) and L4's 70,000 (140,000 paid against cum 140,000: all).
      due: 290_000,
      collected: 70_000,
      defaults: { count: 1, outstanding: 260_000 },
      writeOffs: { count: 1, principal: 500_000 },
    });
    // PAR1 = PAR30 = (100,000 + 600,000 + 260,000) ÷ 1,027,000; PAR90 = 260,000 ÷ 1,027,000.
    expect(d.par1).toBeCloseTo(960_000 / 1_027_000, 12);
    expect(d.par30).toBeCloseTo(960_000 / 1_027_000, 12);
    expect(d.par90).toBeCloseTo(260_000 / 1_027_000, 12);
    expect(d.collectionRate).toBeCloseTo(70_000 / 290_000, 12);
    expect(d.aging).toMatchObject(
      aging([
        [1, 67_000],
        [0, 0],
        [1, 100_000],
        [1, 600_000],
        [1, 260_000],
        [0, 0],
      ]),
    );
    expect(d.aging[1].label).toBe('1–30 days');
    // Cohorts: principal repaid by month m of the loan ÷ financed.
    const byMonth = Object.fromEntries(d.cohorts.map((c: { month: string }) => [c.month, c]));
    expect(Object.keys(byMonth)).toEqual(['2026-05', '2026-10', '2026-11', '2026-12', '2027-01']);
    // May 2026 (L6): 10 months old (31 May + 10 months = 31 Mar), nothing repaid.
    expect(byMonth['2026-05'].points).toHaveLength(10);
    expect(byMonth['2026-05'].points.every((p: { share: number }) => p.share === 0)).toBe(true);
    // Oct 2026 (L3, 400,000): 5 months old; 50,000 (month 0) + 90,000 (month 1) = 0.35 from month 1.
    expect(byMonth['2026-10'].points.map((p: { share: number }) => p.share)).toEqual([0.35, 0.35, 0.35, 0.35, 0.35]);
    // Nov 2026 (L1 300,000 + L5 100,000): 4 months old; m1 132,000, m3 +68,000, m4 +100,000.
    expect(byMonth['2026-11']).toMatchObject({ loans: 2, financed: 400_000 });
    expect(byMonth['2026-11'].points.map((p: { repaid: number }) => p.repaid)).toEqual([
      132_000, 132_000, 200_000, 300_000,
    ]);
    expect(byMonth['2026-11'].points.map((p: { share: number }) => p.share)).toEqual([0.33, 0.33, 0.5, 0.75]);
    // Dec 2026 (L2): 3 months, nothing repaid; Jan 2027 (L4, 200,000): 66,000 then 133,000.
    expect(byMonth['2026-12'].points.map((p: { share: number }) => p.share)).toEqual([0, 0, 0]);
    expect(byMonth['2027-01'].points.map((p: { share: number }) => p.share)).toEqual([0.33, 0.665]);
  });

  it('as of 31 Jan 2027: the book as it stood then (the write-off had not happened, L4 had paid nothing)', async () => {
    const res = await summary('?asOf=2027-01-31');
    expect(res.statusCode, res.body.message).toBe(200);
    const d = res.body.data;
    // Active: L1 200,000 (16 days), L2 600,000 (21), L3 260,000 (57), L4 200,000 (0), L6 500,000 (244) = 1,760,000.
    expect(d).toMatchObject({
      asOf: '2027-01-31',
      period: { from: '2027-01-01', to: '2027-01-31' },
      activeLoans: 5,
      outstandingPrincipal: 1_760_000,
      // January's instalments: L1 110,000 (110,000 paid = the first: 0 of it), L2 220,000 (0), L3 150,000
      // (150,000 paid against cum 450,000: 0), L5 35,000 (104,000 paid against cum 70,000: all).
      due: 515_000,
      collected: 35_000,
      defaults: { count: 1, outstanding: 500_000 },
      writeOffs: { count: 0, principal: 0 },
    });
    expect(d.par1).toBeCloseTo(1_560_000 / 1_760_000, 12);
    expect(d.par30).toBeCloseTo(760_000 / 1_760_000, 12);
    expect(d.par90).toBeCloseTo(500_000 / 1_760_000, 12);
    expect(d.collectionRate).toBeCloseTo(35_000 / 515_000, 12);
    expect(d.aging).toMatchObject(
      aging([
        [1, 200_000],
        [2, 800_000],
        [1, 260_000],
        [0, 0],
        [0, 0],
        [1, 500_000],
      ]),
    );
    const byMonth = Object.fromEntries(d.cohorts.map((c: { month: string }) => [c.month, c]));
    // Nov 2026 is 2 months old: L5's payoff (month 3) is not on the curve yet.
    expect(byMonth['2026-11'].points.map((p: { repaid: number }) => p.repaid)).toEqual([132_000, 132_000]);
    expect(byMonth['2026-05'].points).toHaveLength(8);
    expect(byMonth['2027-01']).toMatchObject({ loans: 1, financed: 200_000, points: [] });
  });

  it('agrees with the domain definitions over the same positions', async () => {
    // The positions as of 31 Jan, read off the specs by hand.
    const positions: LoanPosition[] = [
      {
        startOn: '2026-11-15',
        outstanding: 200_000,
        cumPaid: 110_000,
        firstUnpaidDue: '2027-01-15',
        writtenOffOn: null,
        writtenOffPrincipal: null,
      },
      {
        startOn: '2026-12-10',
        outstanding: 600_000,
        cumPaid: 0,
        firstUnpaidDue: '2027-01-10',
        writtenOffOn: null,
        writtenOffPrincipal: null,
      },
      {
        startOn: '2026-10-05',
        outstanding: 260_000,
        cumPaid: 150_000,
        firstUnpaidDue: '2026-12-05',
        writtenOffOn: null,
        writtenOffPrincipal: null,
      },
      {
        startOn: '2027-01-20',
        outstanding: 200_000,
        cumPaid: 0,
        firstUnpaidDue: '2027-02-20',
        writtenOffOn: null,
        writtenOffPrincipal: null,
      },
      {
        startOn: '2026-11-01',
        outstanding: 0,
        cumPaid: 104_000,
        firstUnpaidDue: null,
        writtenOffOn: null,
        writtenOffPrincipal: null,
      },
      {
        startOn: '2026-05-01',
        outstanding: 500_000,
        cumPaid: 0,
        firstUnpaidDue: '2026-06-01',
        writtenOffOn: '2027-02-01',
        writtenOffPrincipal: 500_000,
      },
    ];
    const expected = bookHealth(positions, '2027-01-31');
    const d = (await summary('?asOf=2027-01-31')).body.data;
    expect({
      activeLoans: d.activeLoans,
      outstandingPrincipal: d.outstandingPrincipal,
      par1: d.par1,
      par30: d.par30,
      par90: d.par90,
      defaults: d.defaults,
      writeOffs: d.writeOffs,
      aging: d.aging,
    }).toEqual(expected);
  });

  it('a chosen period: February as of today counts what was paid for it since', async () => {
    const d = (await summary('?from=2027-02-01&to=2027-02-28')).body.data;
    // February's instalments, with what each loan had paid by today:
    //   L1 #3 (15 Feb) 110,000, cum 330,000, 220,000 paid → 220,000 − 220,000 = 0 of it;
    //   L2 #2 (10 Feb) 220,000, nothing paid → 0;
    //   L4 #1 (20 Feb) 70,000, cum 70,000, 140,000 paid → all 70,000;
    //   L5 #3 (1 Feb) 35,000, cum 105,000, 104,000 paid (the payoff; the plan asked ₦10 more) → 104,000 − 70,000 = 34,000.
    // L6 was written off on 1 Feb (not before the period) but has nothing due in February.
    // due = 110,000 + 220,000 + 70,000 + 35,000 = 435,000; collected = 70,000 + 34,000 = 104,000.
    expect(d).toMatchObject({ period: { from: '2027-02-01', to: '2027-02-28' }, due: 435_000, collected: 104_000 });
    expect(d.collectionRate).toBeCloseTo(104_000 / 435_000, 12);
  });

  it('filters by state, package (or custom systems), agent, coordinator and partner bank', async () => {
    const pick = async (q: string) => {
      const res = await summary(`?${q}`);
      expect(res.statusCode, res.body.message).toBe(200);
      return res.body.data as { activeLoans: number; outstandingPrincipal: number; par90: number; par30: number };
    };
    // Lagos: L1 100,000 + L3 260,000; PAR90 = 260,000 ÷ 360,000.
    const inLagos = await pick(`stateId=${lagos}`);
    expect(inLagos).toMatchObject({ activeLoans: 2, outstandingPrincipal: 360_000 });
    expect(inLagos.par90).toBeCloseTo(260_000 / 360_000, 12);
    expect(await pick(`packageId=${pkg}`)).toMatchObject({ activeLoans: 1, outstandingPrincipal: 600_000, par30: 1 });
    // Custom systems: all but L2 → L1, L3, L4 active = 427,000.
    expect(await pick('packageId=custom')).toMatchObject({ activeLoans: 3, outstandingPrincipal: 427_000 });
    expect(await pick(`agentId=${agent}`)).toMatchObject({ activeLoans: 2, outstandingPrincipal: 700_000 });
    expect(await pick(`coordinatorId=${coordinator}`)).toMatchObject({ activeLoans: 1, outstandingPrincipal: 100_000 });
    expect(await pick(`financialInstitutionId=${bank}`)).toMatchObject({
      activeLoans: 1,
      outstandingPrincipal: 67_000,
      par30: 0,
    });
    // Filters combine; one that matches nothing answers zeros, not an error.
    expect(await pick(`stateId=${kano}&agentId=${agent}`)).toMatchObject({
      activeLoans: 1,
      outstandingPrincipal: 600_000,
    });
    expect(await pick(`stateId=${lagos}&financialInstitutionId=${bank}`)).toMatchObject({ activeLoans: 0, par30: 0 });
  });

  it('refuses a future asOf, a period ending after asOf or starting after it ends, and malformed input, with a message', async () => {
    const cases: [string, RegExp][] = [
      ['?asOf=2027-04-01', /asOf cannot be after today \(2027-03-31\)/],
      ['?asOf=2027-01-31&to=2027-02-10', /must end by asOf \(2027-01-31\)/],
      ['?from=2027-03-20&to=2027-03-10', /starts after it ends/],
      ['?asOf=31-01-2027', /asOf as a date, YYYY-MM-DD/],
      ['?asOf=2027-02-30', /asOf as a date, YYYY-MM-DD/],
      ['?from=yesterday', /from as a date/],
      ['?packageId=solar', /packageId must be the id of a package, or custom/],
      ['?stateId=-3', /stateId must be the id of a state/],
      ['?agentId=x', /"agentId" must be a whole number/],
    ];
    for (const [query, message] of cases) {
      const res = await summary(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body.message, query).toMatch(message);
    }
  });
});

describe('GetFilters', () => {
  it('offers only the values present in the book, with their names', async () => {
    const res = await get(t.app, '/api/v1/Portfolio/GetFilters', admin);
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.states.map((s: { name: string }) => s.name)).toEqual(['Kano', 'Lagos']);
    expect(d.packages.map((p: { id: number }) => p.id)).toEqual([pkg]);
    expect(d.agents).toEqual([{ id: agent, name: expect.any(String) }]);
    expect(d.coordinators.map((c: { id: number }) => c.id)).toEqual([coordinator]);
    expect(d.financialInstitutions.map((f: { id: number }) => f.id)).toEqual([bank]);
    expect(d.customSystems).toBe(true);
  });
});

describe('access', () => {
  it('admins only: a guest is asked to sign in, a customer and support are refused', async () => {
    const customer = await signUpCustomer(t.app, 'portfolio.customer@example.com');
    for (const url of ['/api/v1/Portfolio/GetSummary', '/api/v1/Portfolio/GetFilters']) {
      expect((await get(t.app, url)).statusCode).toBe(401);
      expect((await get(t.app, url, customer.token)).statusCode).toBe(403);
      expect((await get(t.app, url, support)).statusCode).toBe(403);
      expect((await get(t.app, url, admin)).statusCode).toBe(200);
    }
  });
});

describe('writeOffLoan', () => {
  const writeOff = (quoteId: number, on = TODAY) =>
    t.app.deps.events.transaction((trx) =>
      writeOffLoan(trx, t.app.deps, { quoteId, reason: 'Customer moved away; no contact since August', by: 1, on }),
    );

  it('writes off a loan 180 or more days overdue at the principal outstanding that day, once', async () => {
    // L7: paid its first instalment on 1 Jul 2026, nothing since: first unpaid 1 Aug 2026 → 242 days today.
    const quoteId = await newLoan();
    await setBook(
      quoteId,
      {
        start: '2026-06-01',
        financed: 300_000,
        dues: ['2026-07-01', '2026-08-01', '2026-09-01'],
        each: 110_000,
        entries: [['2026-07-01', 110_000, 80_000, 220_000, 110_000, '2026-08-01', 1]],
      },
      { state_id: kano, package_id: null, financial_institution_id: null, agent_id: null, coordinator_id: coordinator },
    );
    const adminId = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).user.id;
    const before = (await summary(`?coordinatorId=${coordinator}`)).body.data;
    expect(before).toMatchObject({ activeLoans: 2, outstandingPrincipal: 320_000, writeOffs: { count: 0 } });
    const done = await t.app.deps.events.transaction((trx) =>
      writeOffLoan(trx, t.app.deps, { quoteId, reason: 'No contact since August', by: adminId, on: TODAY }),
    );
    expect(done).toEqual({
      quoteId,
      writtenOffOn: TODAY,
      principal: 220_000,
      daysOverdue: 242,
      reason: 'No contact since August',
    });
    const row = await t.app.deps.db
      .selectFrom('loan_book')
      .selectAll()
      .where('quote_id', '=', quoteId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ written_off_on: TODAY, written_off_by: adminId, written_off_principal: 220_000 });
    // It leaves the outstanding principal and PAR; it counts as a write-off; yesterday it was still active.
    const after = (await summary(`?coordinatorId=${coordinator}`)).body.data;
    expect(after).toMatchObject({
      activeLoans: 1,
      outstandingPrincipal: 100_000,
      writeOffs: { count: 1, principal: 220_000 },
    });
    expect((await summary(`?coordinatorId=${coordinator}&asOf=2027-03-30`)).body.data.activeLoans).toBe(2);
    await expect(writeOff(quoteId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/already written off/),
    });
  });

  it('refuses a loan under 180 days overdue, a paid-off loan and a quote with no loan', async () => {
    await expect(writeOff(quoteIds.L3!)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/116 days overdue: a loan is written off only at 180 days/),
    });
    await expect(writeOff(quoteIds.L5!)).rejects.toMatchObject({ message: expect.stringMatching(/paid off/) });
    await expect(writeOff(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
