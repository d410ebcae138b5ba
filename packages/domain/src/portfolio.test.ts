/** The portfolio's definitions, each checked on small books worked out by hand (docs/portfolio.md "Definitions"). */
import { describe, expect, it } from 'vitest';
import { loanStatement, type LoanPayment, type LoanTerms } from './loan.ts';
import { kobo } from './money.ts';
import {
  bookHealth,
  cohortAge,
  cohortCurves,
  collectionRate,
  daysOverdue,
  isActive,
  loanBookOf,
  monthOffset,
  parRatio,
  type DueInstalment,
  type LoanPosition,
} from './portfolio.ts';

const AS_OF = '2027-03-31';
const loan = (p: Partial<LoanPosition>): LoanPosition => ({
  startOn: '2026-11-15',
  outstanding: 0,
  cumPaid: 0,
  firstUnpaidDue: null,
  writtenOffOn: null,
  writtenOffPrincipal: null,
  ...p,
});

// A book of seven loans as of 31 March 2027 (kobo):
const book: LoanPosition[] = [
  // A: first unpaid instalment due 15 Mar → 31 − 15 = 16 days overdue.
  loan({ outstanding: 100_000, firstUnpaidDue: '2027-03-15' }),
  // B: due 1 Jan → Jan 31 + Feb 28 + Mar 30 = 89 days.
  loan({ startOn: '2026-12-01', outstanding: 200_000, firstUnpaidDue: '2027-01-01' }),
  // C: due 10 Dec → 21 (Dec) + 31 (Jan) + 28 (Feb) + 31 (Mar) = 111 days: in default.
  loan({ startOn: '2026-10-10', outstanding: 300_000, firstUnpaidDue: '2026-12-10' }),
  // D: next instalment 5 Apr, not yet due → current (0 days).
  loan({ startOn: '2027-01-05', outstanding: 400_000, firstUnpaidDue: '2027-04-05' }),
  // E: paid off → not active.
  loan({ outstanding: 0, firstUnpaidDue: null, cumPaid: 900_000 }),
  // F: written off on 1 Feb with ₦1,500 outstanding → not active; one write-off of 150,000 kobo.
  loan({
    outstanding: 150_000,
    firstUnpaidDue: '2026-07-01',
    writtenOffOn: '2027-02-01',
    writtenOffPrincipal: 150_000,
  }),
  // G: installed after the day → not active yet.
  loan({ startOn: '2027-04-10', outstanding: 500_000, firstUnpaidDue: '2027-05-10' }),
];

describe('positions', () => {
  it('days overdue count from the first unpaid instalment, 0 before it falls due or once paid', () => {
    expect(book.map((p) => daysOverdue(p, AS_OF))).toEqual([16, 89, 111, 0, 0, 273, 0]);
    // F: 1 Jul 2026 → 31 Mar 2027 = 30+31+30+31+30+31 (Jul–Dec) + 31+28+31 (Jan–Mar) − 0 = 273 days.
  });

  it('a loan is active when started, owing principal and not written off on or before the day', () => {
    expect(book.map((p) => isActive(p, AS_OF))).toEqual([true, true, true, true, false, false, false]);
    // F was active the day before its write-off.
    expect(isActive(book[5]!, '2027-01-31')).toBe(true);
  });
});

describe('book health', () => {
  it('active loans, outstanding principal, PAR1/30/90, defaults, write-offs and aging of the book above', () => {
    // Active: A, B, C, D; outstanding 100,000 + 200,000 + 300,000 + 400,000 = 1,000,000.
    // PAR1 = (A + B + C) 600,000 ÷ 1,000,000 = 0.6; PAR30 = (B + C) 500,000 ÷ 1,000,000 = 0.5; PAR90 = C = 0.3.
    const health = bookHealth(book, AS_OF);
    expect(health).toMatchObject({
      activeLoans: 4,
      outstandingPrincipal: 1_000_000,
      par1: 0.6,
      par30: 0.5,
      par90: 0.3,
      defaults: { count: 1, outstanding: 300_000 },
      writeOffs: { count: 1, principal: 150_000 },
    });
    expect(health.aging.map((b) => [b.key, b.loans, b.outstanding])).toEqual([
      ['current', 1, 400_000], // D
      ['1-30', 1, 100_000], // A (16 days)
      ['31-60', 0, 0],
      ['61-90', 1, 200_000], // B (89 days)
      ['91-180', 1, 300_000], // C (111 days)
      ['180+', 0, 0],
    ]);
  });

  it('PARn counts loans MORE than n days overdue: exactly 30 days is in PAR1 and the 1–30 bucket, not PAR30', () => {
    // 1 Mar → 31 Mar = 30 days; the other loan is current. PAR1 = 250 ÷ (250 + 750) = 0.25, PAR30 = 0.
    const two = [
      loan({ outstanding: 250, firstUnpaidDue: '2027-03-01' }),
      loan({ outstanding: 750, firstUnpaidDue: '2027-04-15' }),
    ];
    expect(parRatio(two, AS_OF, 1)).toBe(0.25);
    expect(parRatio(two, AS_OF, 30)).toBe(0);
    expect(bookHealth(two, AS_OF).aging[1]).toMatchObject({ key: '1-30', loans: 1, outstanding: 250 });
  });

  it('an empty book has PAR 0', () => {
    expect(bookHealth([], AS_OF)).toMatchObject({ activeLoans: 0, outstandingPrincipal: 0, par1: 0, par30: 0 });
  });

  it('as of an earlier day the written-off loan is still active and counts in PAR', () => {
    // As of 31 Jan 2027: A is current (15 Mar not due), B due 1 Jan → 30 days, C due 10 Dec → 52 days,
    // D current (5 Apr), F (not yet written off) due 1 Jul 2026 → 214 days; G not started.
    const jan = bookHealth(book, '2027-01-31');
    // Active: A, B, C, D, F = 100,000 + 200,000 + 300,000 + 400,000 + 150,000 = 1,150,000.
    expect(jan.activeLoans).toBe(5);
    expect(jan.outstandingPrincipal).toBe(1_150_000);
    // PAR30: C (52) + F (214) = 450,000 ÷ 1,150,000; B at exactly 30 days is not in it.
    expect(jan.par30).toBeCloseTo(450_000 / 1_150_000, 12);
    // Defaults (> 90 days): F only.
    expect(jan.defaults).toEqual({ count: 1, outstanding: 150_000 });
    expect(jan.writeOffs).toEqual({ count: 0, principal: 0 });
  });
});

describe('collection rate', () => {
  const due = (p: Partial<DueInstalment>): DueInstalment => ({
    dueOn: '2027-03-15',
    amount: 100,
    cumAmount: 100,
    loanCumPaid: 0,
    loanWrittenOffOn: null,
    ...p,
  });
  const instalments = [
    // X: third instalment (cum 300) with 250 paid: 250 − 200 = 50 of it paid.
    due({ dueOn: '2027-03-15', amount: 100, cumAmount: 300, loanCumPaid: 250 }),
    // Y: paid ahead (500 paid against cum 400): the whole 200.
    due({ dueOn: '2027-03-20', amount: 200, cumAmount: 400, loanCumPaid: 500 }),
    // Z: nothing paid.
    due({ dueOn: '2027-03-05', amount: 100, cumAmount: 100, loanCumPaid: 0 }),
    // W: written off before the period (10 Feb): left out.
    due({ dueOn: '2027-03-10', loanWrittenOffOn: '2027-02-10', loanCumPaid: 0 }),
    // V: written off during the period (12 Mar): counted, 30 of 100 paid.
    due({ dueOn: '2027-03-03', loanWrittenOffOn: '2027-03-12', loanCumPaid: 30 }),
    // Due after the period: left out.
    due({ dueOn: '2027-04-15', amount: 100, cumAmount: 400, loanCumPaid: 400 }),
  ];

  it('is collected ÷ due of the instalments due in the period: (50 + 200 + 0 + 30) ÷ (100 + 200 + 100 + 100) = 0.56', () => {
    expect(collectionRate(instalments, '2027-03-01', '2027-03-31')).toEqual({ due: 500, collected: 280, rate: 0.56 });
  });

  it('is null when nothing fell due in the period', () => {
    expect(collectionRate(instalments, '2027-06-01', '2027-06-30')).toEqual({ due: 0, collected: 0, rate: null });
  });
});

describe('cohort curves', () => {
  it('the month of a loan a payment falls in: 0 on the start day, m when after m − 1 months and by m', () => {
    expect(monthOffset('2026-11-15', '2026-11-15')).toBe(0);
    expect(monthOffset('2026-11-15', '2026-11-16')).toBe(1);
    expect(monthOffset('2026-11-15', '2026-12-15')).toBe(1);
    expect(monthOffset('2026-11-15', '2026-12-16')).toBe(2);
    // From 31 Jan, a month on is 28 Feb.
    expect(monthOffset('2027-01-31', '2027-02-28')).toBe(1);
    expect(monthOffset('2027-01-31', '2027-03-01')).toBe(2);
  });

  it('a cohort is whole months old from the end of its month', () => {
    expect(cohortAge('2026-11-01', '2026-11-30')).toBe(0);
    expect(cohortAge('2026-11-01', '2026-12-29')).toBe(0);
    expect(cohortAge('2026-11-01', '2026-12-30')).toBe(1); // 30 Nov + 1 month
    expect(cohortAge('2026-11-01', '2027-01-31')).toBe(2);
    expect(cohortAge('2027-01-01', '2027-02-28')).toBe(1); // 31 Jan + 1 month = 28 Feb
    expect(cohortAge('2020-01-01', '2027-01-31')).toBeGreaterThan(36);
  });

  it('share(m) = principal repaid by month m of the loan ÷ the cohort financed, as of the day', () => {
    const loans = [
      { cohortMonth: '2026-11-01', startOn: '2026-11-10', financed: 1_000 },
      { cohortMonth: '2026-11-01', startOn: '2026-11-20', financed: 3_000 },
      { cohortMonth: '2026-12-01', startOn: '2026-12-05', financed: 2_000 },
      { cohortMonth: '2027-01-01', startOn: '2027-01-10', financed: 5_000 },
      { cohortMonth: '2027-02-01', startOn: '2027-02-10', financed: 7_000 }, // after the day: no cohort
    ];
    const entries = [
      { cohortMonth: '2026-11-01', monthOffset: 0, paidOn: '2026-11-10', principal: 200 },
      { cohortMonth: '2026-11-01', monthOffset: 1, paidOn: '2026-12-10', principal: 300 },
      { cohortMonth: '2026-11-01', monthOffset: 2, paidOn: '2027-01-20', principal: 500 },
      { cohortMonth: '2026-11-01', monthOffset: 3, paidOn: '2027-02-05', principal: 999 }, // after the day
      { cohortMonth: '2026-12-01', monthOffset: 1, paidOn: '2027-01-05', principal: 100 },
    ];
    // As of 31 Jan 2027: November is 2 months old, December 1, January 0.
    // Nov: m1 = (200 + 300) ÷ 4,000 = 0.125; m2 = (200 + 300 + 500) ÷ 4,000 = 0.25. Dec: m1 = 100 ÷ 2,000 = 0.05.
    expect(cohortCurves(loans, entries, '2027-01-31')).toEqual([
      {
        month: '2026-11',
        loans: 2,
        financed: 4_000,
        points: [
          { month: 1, repaid: 500, share: 0.125 },
          { month: 2, repaid: 1_000, share: 0.25 },
        ],
      },
      { month: '2026-12', loans: 1, financed: 2_000, points: [{ month: 1, repaid: 100, share: 0.05 }] },
      { month: '2027-01', loans: 1, financed: 5_000, points: [] },
    ]);
  });
});

describe('a loan in the book (loanBookOf)', () => {
  const terms: LoanTerms = { financed: kobo(1_000_000), rateBps: 300, months: 6, start: '2026-11-22' };
  const payments: LoanPayment[] = [
    { amount: kobo(100_000), on: '2026-12-01' },
    { amount: kobo(50_000), on: '2026-12-01' },
    { amount: kobo(2_000_000), on: '2027-01-05' }, // more than the payoff: clears the loan, the rest held as credit
    { amount: kobo(10_000), on: '2027-02-01' }, // after the loan is closed: all credit, nothing applied
  ];
  const book = loanBookOf(terms, payments, '2027-03-01');
  const statement = loanStatement(terms, payments, '2027-03-01');

  it('has one entry per payment applied to the loan, each with the statement’s position after it', () => {
    expect(book.entries.map((e) => e.source)).toEqual([0, 1, 2]);
    expect(book.entries.map((e) => [e.paidOn, e.principal, e.interest])).toEqual(
      statement.payments.slice(0, 3).map((p) => [p.on, p.principal, p.interest]),
    );
    expect(book.entries.map((e) => e.principalAfter)).toEqual([
      loanStatement(terms, payments.slice(0, 1), '2026-12-01').loanBalance,
      loanStatement(terms, payments.slice(0, 2), '2026-12-01').loanBalance,
      0,
    ]);
    expect(book.cumPaid).toBe(statement.totalPaid);
    expect(book.entries.at(-1)!.cumPaid).toBe(statement.totalPaid);
    expect(book).toMatchObject({
      outstanding: 0,
      closedOn: '2027-01-05',
      firstUnpaidDue: null,
      lastPaidOn: '2027-01-05',
    });
  });

  it('chains validity ranges (two payments on one day: the first holds for no day) and months of the loan', () => {
    expect(book.entries.map((e) => e.validTo)).toEqual(['2026-12-01', '2027-01-05', null]);
    // 1 Dec is within month 1 (22 Nov → 22 Dec); 5 Jan within month 2.
    expect(book.entries.map((e) => e.monthOffset)).toEqual([1, 1, 2]);
    // Until the payoff the first instalment (22 Dec, ₦1,846 a month at 3% over 6 months) is the first unpaid.
    expect(book.instalments[0]).toMatchObject({ number: 1, dueOn: '2026-12-22' });
    expect(book.instalments[0]!.amount).toBeGreaterThan(150_000);
    expect(book.entries.map((e) => e.firstUnpaidDue)).toEqual(['2026-12-22', '2026-12-22', null]);
    expect(book.instalments.at(-1)!.cumAmount).toBe(statement.planned.reduce((s, i) => s + i.amount, 0));
  });
});
