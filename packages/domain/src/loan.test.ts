import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, planFor } from './finance.ts';
import { loanStatement, type LoanPayment, type LoanTerms } from './loan.ts';
import { kobo } from './money.ts';

// The walk of issue 18 §6: ₦1,000,000 at 50% down, 3% a month, 12 months, installed on 22 November 2026.
const plan = planFor(kobo(100_000_000), 50, 300, 12);
const terms: LoanTerms = { financed: plan.financed, rateBps: 300, months: 12, start: '2026-11-22' };
const naira = (n: number) => kobo(n * 100);
const paid = (n: number, on: string): LoanPayment => ({ amount: naira(n), on });
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

describe('loanStatement: interest accrues with time on the principal outstanding', () => {
  it('charges nothing for a loan held 0 days (was ₦41,797.41)', () => {
    const today = loanStatement(terms, [], '2026-11-22');
    expect(today.payoff).toBe(naira(500_000));
    expect(today.interestToDate).toBe(0);
    expect(today.loanBalance).toBe(naira(500_000));
  });

  it('charges the days held: 3 days of a 30-day month on ₦500,000 at 3% is ₦1,500', () => {
    const s = loanStatement(terms, [], '2026-11-25');
    expect(s.interestToDate).toBe(naira(1_500));
    expect(s.payoff).toBe(naira(501_500));
  });

  it('costs the same to pay ₦60,000 and then pay off that day as to pay off at once (was ₦13,943.04 more)', () => {
    const atOnce = loanStatement(terms, [], '2026-11-25').payoff;
    const first = loanStatement(terms, [paid(60_000, '2026-11-25')], '2026-11-25');
    expect(first.payoff).toBe(naira(441_500));
    const after = loanStatement(
      terms,
      [paid(60_000, '2026-11-25'), { amount: first.payoff, on: '2026-11-25' }],
      '2026-12-01',
    );
    expect(after.closedOn).toBe('2026-11-25');
    expect(after.totalPaid).toBe(atOnce);
    expect(after.payoff).toBe(0);
  });

  it('keeps to the plan when every instalment is paid on its day, to the naira', () => {
    const onTime = loanStatement(
      terms,
      plan.repaymentAmount > 0
        ? loanStatement(terms, [], terms.start).planned.map((i) => ({ amount: i.amount, on: i.dueDate }))
        : [],
      '2027-12-01',
    );
    expect(onTime.totalPaid).toBe(plan.repaymentAmount);
    expect(onTime.credit).toBe(0);
    expect(onTime.closedOn).toBe('2027-11-22');
    // 11 × ₦50,232 and a last instalment of ₦50,219: the plan and the schedule say the same (was ₦602,784 against
    // ₦602,770.41).
    expect(plan.monthly).toBe(naira(50_232));
    expect(plan.repaymentAmount).toBe(naira(50_232 * 11 + 50_219));
  });
});

describe('loanStatement: the figures reconcile', () => {
  it('shows money paid above an instalment as paid ahead, and asks only the rest of the next one', () => {
    const s = loanStatement(terms, [paid(60_000, '2026-11-25')], '2026-11-25');
    expect(s.paidAhead).toBe(naira(9_768));
    expect(s.instalments[0]).toMatchObject({ amount: naira(50_232), paid: naira(50_232), status: 'paid' });
    expect(s.instalments[1]).toMatchObject({ paid: naira(9_768), status: 'due' });
    expect(s.next).toEqual({ number: 2, dueDate: '2027-01-22', amount: naira(40_464), dueInDays: 58 });
  });

  it('after a payoff, "paid" is what was paid, and the instalments after that day say they were settled early', () => {
    const payments = [paid(50_232, '2026-12-22'), paid(50_232, '2027-01-22')];
    const payoff = loanStatement(terms, payments, '2027-02-01').payoff;
    const s = loanStatement(terms, [...payments, { amount: payoff, on: '2027-02-01' }], '2027-03-01');
    expect(s.totalPaid).toBe(naira(100_464) + payoff);
    expect(sum(s.instalments.map((i) => i.paid))).toBe(s.totalPaid);
    expect(sum(s.instalments.map((i) => i.amount))).toBe(s.totalPaid);
    expect(s.instalments.slice(0, 2).every((i) => !i.settledEarly && i.status === 'paid')).toBe(true);
    expect(s.instalments.slice(2).every((i) => i.settledEarly && i.status === 'paid')).toBe(true);
    expect(s.totalPaid).toBeLessThan(plan.repaymentAmount);
    expect([s.loanBalance, s.payoff, s.remaining, s.arrears, s.paidAhead]).toEqual([0, 0, 0, 0, 0]);
    expect(s.next).toBeNull();
  });

  it('counts arrears and days overdue from the oldest unpaid instalment', () => {
    const s = loanStatement(terms, [], '2027-01-25');
    expect(s.arrears).toBe(naira(50_232 * 2));
    expect(s.daysOverdue).toBe(34);
    expect(s.nonPerforming).toBe(true);
    expect(s.instalments[0]!.status).toBe('overdue');
  });

  it('holds money beyond the loan as credit, never as paid', () => {
    const s = loanStatement(terms, [paid(600_000, '2026-11-22')], '2026-11-22');
    expect(s.totalPaid).toBe(naira(500_000));
    expect(s.credit).toBe(naira(100_000));
    expect(s.closedOn).toBe('2026-11-22');
  });
});

/** Random repayments: whole naira, on days from the start to 16 months later. */
const paymentsArb = fc.array(
  fc.record({ day: fc.integer({ min: 0, max: 480 }), amount: fc.integer({ min: 1, max: 250_000 }) }),
  { maxLength: 14 },
);
const termsArb = fc.record({
  financed: fc.integer({ min: 1_000, max: 5_000_000 }),
  rateBps: fc.integer({ min: 0, max: 600 }),
  months: fc.integer({ min: 1, max: 18 }),
  startDay: fc.integer({ min: 1, max: 31 }),
});
const dayAfter = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function setUp(t: { financed: number; rateBps: number; months: number; startDay: number }) {
  const start = addMonths(`2026-01-${String(t.startDay).padStart(2, '0')}`, 0);
  return { financed: naira(t.financed), rateBps: t.rateBps, months: t.months, start } satisfies LoanTerms;
}
const toPayments = (start: string, list: readonly { day: number; amount: number }[]) =>
  list.map((p) => paid(p.amount, dayAfter(start, p.day)));

/** What being free of the loan costs by a day: everything paid to it plus the payoff that day. */
const costBy = (t: LoanTerms, payments: readonly LoanPayment[], day: string) => {
  const s = loanStatement(t, payments, day);
  return s.totalPaid + s.payoff;
};

describe('loanStatement properties', () => {
  it('the schedule, the payments and the balance always add up, in whole naira (property)', () => {
    fc.assert(
      fc.property(termsArb, paymentsArb, fc.integer({ min: 0, max: 600 }), (t, list, todayOffset) => {
        const loan = setUp(t);
        const payments = toPayments(loan.start, list);
        const today = dayAfter(loan.start, todayOffset);
        const s = loanStatement(
          loan,
          payments.filter((p) => p.on <= today),
          today,
        );
        const received = sum(payments.filter((p) => p.on <= today).map((p) => p.amount));
        expect(s.totalPaid + s.credit).toBe(received);
        expect(sum(s.instalments.map((i) => i.paid))).toBe(s.totalPaid);
        expect(sum(s.instalments.map((i) => i.amount))).toBe(s.totalPaid + s.remaining);
        expect(s.payoff).toBe(s.loanBalance + s.interestToDate);
        expect(s.remaining).toBeGreaterThanOrEqual(s.payoff);
        for (const figure of [s.payoff, s.loanBalance, s.remaining, s.arrears, s.paidAhead, s.totalPaid])
          expect(figure % 100).toBe(0);
        for (const i of s.instalments) {
          expect(i.paid).toBeLessThanOrEqual(i.amount);
          expect(i.amount % 100).toBe(0);
        }
        if (s.closedOn) expect([s.payoff, s.remaining]).toEqual([0, 0]);
        expect(s.next?.amount ?? 0).toBeLessThanOrEqual(Math.max(s.remaining, 0));
      }),
    );
  });

  it('paying earlier never raises the total cost (property)', () => {
    fc.assert(
      fc.property(termsArb, paymentsArb, fc.nat(), fc.integer({ min: 1, max: 200 }), (t, list, which, earlier) => {
        if (list.length === 0) return;
        const loan = setUp(t);
        const index = which % list.length;
        const moved = list.map((p, i) => (i === index ? { ...p, day: Math.max(0, p.day - earlier) } : p));
        const horizon = dayAfter(loan.start, 700);
        expect(costBy(loan, toPayments(loan.start, moved), horizon)).toBeLessThanOrEqual(
          costBy(loan, toPayments(loan.start, list), horizon),
        );
      }),
    );
  });

  it('paying more never raises the total cost (property)', () => {
    fc.assert(
      fc.property(
        termsArb,
        paymentsArb,
        fc.record({ day: fc.integer({ min: 0, max: 480 }), amount: fc.integer({ min: 1, max: 250_000 }) }),
        (t, list, extra) => {
          const loan = setUp(t);
          const horizon = dayAfter(loan.start, 700);
          expect(costBy(loan, toPayments(loan.start, [...list, extra]), horizon)).toBeLessThanOrEqual(
            costBy(loan, toPayments(loan.start, list), horizon),
          );
        },
      ),
    );
  });

  it('paying more clears the loan sooner: the schedule ends no later (property)', () => {
    fc.assert(
      fc.property(termsArb, fc.integer({ min: 1, max: 250_000 }), (t, extra) => {
        const loan = setUp(t);
        const today = loan.start;
        const lastDue = (payments: LoanPayment[]) =>
          loanStatement(loan, payments, today).instalments.filter((i) => i.amount > 0).length;
        expect(lastDue([paid(extra, today)])).toBeLessThanOrEqual(lastDue([]));
        expect(loanStatement(loan, [paid(extra, today)], today).remaining).toBeLessThanOrEqual(
          loanStatement(loan, [], today).remaining,
        );
      }),
    );
  });
});

describe('docs/finance.md worked examples', () => {
  const big = planFor(kobo(348_500_000), 30, 300, 12);
  const loan: LoanTerms = { financed: big.financed, rateBps: 300, months: 12, start: '2026-11-22' };
  const first = [paid(300_000, '2026-12-02')];

  it('the plan, the interest by the day, the payoff and paid ahead', () => {
    expect([big.monthly, big.repaymentAmount, big.costOfCredit]).toEqual([
      naira(245_078),
      naira(2_940_926),
      naira(501_426),
    ]);
    expect(loanStatement(loan, [], '2026-12-02')).toMatchObject({ interestToDate: naira(24_395) });
    const paidDay = loanStatement(loan, first, '2026-12-02');
    expect(paidDay).toMatchObject({
      loanBalance: naira(2_163_895),
      payoff: naira(2_163_895),
      paidAhead: naira(54_922),
    });
    expect(paidDay.next).toMatchObject({ amount: naira(190_156), dueDate: '2027-01-22' });
    expect(loanStatement(loan, first, '2026-12-22')).toMatchObject({
      interestToDate: naira(43_278),
      payoff: naira(2_207_173),
    });
    const payoff = loanStatement(loan, first, '2027-01-10').payoff;
    expect(payoff).toBe(naira(2_246_961));
    const closed = loanStatement(loan, [...first, { amount: payoff, on: '2027-01-10' }], '2027-01-10');
    expect(closed.totalPaid).toBe(naira(2_546_961));
    expect(closed.instalments.map((i) => i.settledEarly)).toEqual([false, ...Array<boolean>(11).fill(true)]);
    expect(closed.instalments[11]!.amount).toBe(0);
    expect(loanStatement(loan, [], '2027-01-25')).toMatchObject({
      interestToDate: naira(153_453),
      arrears: naira(490_156),
      daysOverdue: 34,
    });
  });
});
