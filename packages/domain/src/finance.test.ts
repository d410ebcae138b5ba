import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  ceilToNaira,
  daysBetween,
  downPaymentOptions,
  effectiveAnnualRate,
  firstPaymentAmountsMessage,
  firstPaymentPurposeOf,
  monthlyRepayment,
  planFor,
  planLengthFor,
  plannedAmounts,
  repaymentSchedule,
  totalAssetAmount,
} from './finance.ts';
import { kobo } from './money.ts';

describe('totalAssetAmount', () => {
  it('is components × quantities plus installation and transport, less the discount, to the kobo', () => {
    // docs/finance.md's package: ₦3,485,000 in all.
    const lines = [
      { unitPrice: kobo(65_000_000), quantity: 2 }, // ₦650,000 × 2
      { unitPrice: kobo(62_000_050), quantity: 3 }, // ₦620,000.50 × 3
    ];
    expect(totalAssetAmount(lines)).toBe(kobo(316_000_150));
    expect(
      totalAssetAmount(lines, {
        installation: kobo(20_000_000),
        transport: kobo(13_500_000),
        discount: kobo(1_000_150),
      }),
    ).toBe(kobo(348_500_000));
    expect(totalAssetAmount([], { installation: kobo(5_000_000) })).toBe(kobo(5_000_000));
  });

  it('never goes below zero, and refuses a fraction of a unit', () => {
    expect(totalAssetAmount([{ unitPrice: kobo(100), quantity: 1 }], { discount: kobo(500) })).toBe(kobo(0));
    expect(() => totalAssetAmount([{ unitPrice: kobo(100), quantity: 1.5 }])).toThrow(RangeError);
  });

  it('adds up exactly for any lines and costs', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000_000 }).map(kobo);
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPrice: amount, quantity: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 20 }),
        amount,
        amount,
        (lines, installation, transport) => {
          const total = totalAssetAmount(lines, { installation, transport });
          expect(Number.isSafeInteger(total)).toBe(true);
          expect(total).toBe(lines.reduce((s, l) => s + l.unitPrice * l.quantity, installation + transport));
        },
      ),
    );
  });
});

describe('monthlyRepayment (PMT, rounded up to the naira)', () => {
  it.each([
    // principal (kobo), rate bps, months, expected monthly (kobo): PMT = P·r / (1 − (1 + r)^−n), then up to the naira
    [kobo(100_000_000), 300, 12, kobo(10_046_300)], // ₦1,000,000 at 3%/month over 12 → ₦100,462.09 → ₦100,463
    [kobo(100_000_000), 0, 12, kobo(8_333_400)], // no interest: ₦83,333.33 → ₦83,334
    [kobo(50_000_000), 250, 6, kobo(9_077_500)], // ₦500,000 at 2.5% over 6 → ₦90,774.99 → ₦90,775
    [kobo(0), 300, 12, kobo(0)],
  ])('P=%i r=%ibps n=%i → %i', (principal, rate, months, expected) => {
    expect(monthlyRepayment(principal, rate, months)).toBe(expected);
  });

  it('refuses a non-integer or zero plan length', () => {
    expect(() => monthlyRepayment(kobo(100), 300, 0)).toThrow(RangeError);
    expect(() => monthlyRepayment(kobo(100), 300, 1.5)).toThrow(RangeError);
  });
});

describe('planFor', () => {
  it('splits the total into equity and financed amount exactly, and prices the credit', () => {
    const plan = planFor(kobo(348_500_000), 30, 300, 12);
    expect(plan.equity).toBe(kobo(104_550_000));
    expect(plan.equity + plan.financed).toBe(plan.total);
    // The planned instalments' total: eleven of the monthly amount and a last one of what is left (issue 18 §6).
    const schedule = repaymentSchedule(plan.financed, 300, 12, '2026-11-22');
    expect(plan.repaymentAmount).toBe(schedule.reduce((s, i) => s + i.amount, 0));
    expect(plan.repaymentAmount).toBeLessThanOrEqual(plan.monthly * 12);
    expect(plan.costOfCredit).toBe(plan.repaymentAmount - plan.financed);
    expect(plan.monthly % 100).toBe(0);
  });

  it('rounds equity up to the naira', () => {
    expect(planFor(kobo(100_001), 30, 300, 12).equity).toBe(kobo(30_100));
    expect(ceilToNaira(30_000.3)).toBe(30_100);
  });
});

describe('downPaymentOptions and planLengthFor', () => {
  it('gives one option per offered down payment, each as planFor prices it, in naira', () => {
    const total = kobo(154_000_000);
    const options = downPaymentOptions(total, { equityPercentages: [30, 50], monthlyInterestRateBps: 300 }, 12);
    expect(options.map((o) => o.equityPecentage)).toEqual([30, 50]);
    const plan = planFor(total, 30, 300, 12);
    expect(options[0]).toEqual({
      equityPecentage: 30,
      equityPayment: 462_000,
      monthlyRepayment: plan.monthly / 100,
      repaymentDuration: 12,
      totalRepayable: (plan.equity + plan.repaymentAmount) / 100,
      costOfCredit: plan.costOfCredit / 100,
    });
    expect(options[1]!.monthlyRepayment).toBeLessThan(options[0]!.monthlyRepayment);
  });

  it('takes the package’s plan length, or 12 months when offered, else the first length offered', () => {
    expect(planLengthFor({ planLengthsMonths: [6, 12, 18] }, 18)).toBe(18);
    expect(planLengthFor({ planLengthsMonths: [6, 12, 18] }, null)).toBe(12);
    expect(planLengthFor({ planLengthsMonths: [9, 18] }, null)).toBe(9);
  });
});

describe('the first payment (down payment or outright)', () => {
  const plan = planFor(kobo(348_500_000), 30, 300, 12);

  it('is exactly the down payment or exactly the full price, nothing in between', () => {
    expect(firstPaymentPurposeOf(kobo(104_550_000), plan)).toBe('equity');
    expect(firstPaymentPurposeOf(kobo(348_500_000), plan)).toBe('outright');
    expect(firstPaymentPurposeOf(kobo(104_550_100), plan)).toBeNull();
    expect(firstPaymentPurposeOf(kobo(200_000_000), plan)).toBeNull();
    expect(firstPaymentPurposeOf(kobo(0), plan)).toBeNull();
    // A plan whose down payment is the whole price has no loan: outright.
    const whole = planFor(kobo(100_000), 100, 300, 12);
    expect(firstPaymentPurposeOf(kobo(100_000), whole)).toBe('outright');
  });

  it('names both amounts in naira when refusing another', () => {
    expect(firstPaymentAmountsMessage(plan)).toBe(
      'Record the down payment of ₦1,045,500.00 or the full price of ₦3,485,000.00 (paid outright); the amount received must be one of them.',
    );
  });
});

describe('effectiveAnnualRate', () => {
  it('compounds the monthly rate', () => {
    expect(effectiveAnnualRate(300)).toBeCloseTo(0.42576, 5);
    expect(effectiveAnnualRate(0)).toBe(0);
  });
});

describe('addMonths and daysBetween', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-22', 2)).toBe('2027-01-22');
    expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
    expect(daysBetween('2026-12-22', '2026-11-22')).toBe(-30);
  });
});

describe('repaymentSchedule', () => {
  it('starts the month after installation and adds up to the financed amount exactly', () => {
    const financed = kobo(243_950_000);
    const schedule = repaymentSchedule(financed, 300, 12, '2026-11-22');
    expect(schedule).toHaveLength(12);
    expect(schedule[0]!.dueDate).toBe('2026-12-22');
    expect(schedule[11]!.dueDate).toBe('2027-11-22');
    expect(schedule.reduce((s, i) => s + i.principal, 0)).toBe(financed);
    const monthly = monthlyRepayment(financed, 300, 12);
    for (const instalment of schedule.slice(0, -1)) expect(instalment.amount).toBe(monthly);
    expect(schedule[11]!.amount).toBeLessThanOrEqual(monthly);
    // Every instalment is whole naira, the last one too (it was ₦50,218.41 of a ₦50,232 plan: issue 18 §6).
    for (const instalment of schedule) expect(instalment.amount % 100).toBe(0);
    expect(schedule[0]!.interest).toBe(Math.round(financed * 0.03));
  });

  it('holds for any amount, rate and length (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 36 }),
        (financed, rate, months) => {
          const schedule = repaymentSchedule(kobo(financed), rate, months, '2026-01-31');
          expect(schedule.reduce((s, i) => s + i.principal, 0)).toBe(financed);
          for (const i of schedule) {
            expect(Number.isSafeInteger(i.amount) && i.principal >= 0 && i.interest >= 0).toBe(true);
            expect(i.amount).toBe(i.principal + i.interest);
            expect(i.amount % 100).toBe(0);
          }
        },
      ),
    );
  });
});

describe('plannedAmounts, kept per plan', () => {
  it('answers the same plan again as a fresh copy: changing one answer changes no other', () => {
    const first = plannedAmounts(kobo(700_000_00), 300, 12);
    first[0]!.amount = kobo(1);
    const second = plannedAmounts(kobo(700_000_00), 300, 12);
    expect(second[0]!.amount).not.toBe(1);
    expect(second).not.toBe(first);
    expect(second.reduce((sum, i) => sum + i.principal, 0)).toBe(700_000_00);
  });
});
