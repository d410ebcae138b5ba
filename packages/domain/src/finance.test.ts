import { describe, expect, it } from 'vitest';
import { ceilToNaira, monthlyRepayment, planFor } from './finance.ts';
import { kobo } from './money.ts';

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
    expect(plan.repaymentAmount).toBe(plan.monthly * 12);
    expect(plan.costOfCredit).toBe(plan.repaymentAmount - plan.financed);
    expect(plan.monthly % 100).toBe(0);
  });

  it('rounds equity up to the naira', () => {
    expect(planFor(kobo(100_001), 30, 300, 12).equity).toBe(kobo(30_100));
    expect(ceilToNaira(30_000.3)).toBe(30_100);
  });
});
