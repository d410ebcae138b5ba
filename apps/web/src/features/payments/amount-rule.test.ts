import { describe, expect, it } from 'vitest';
import { AMOUNT_REQUIRED, BELOW_NEXT_REPAYMENT, minimumRepayment, repaymentAmountError } from './amount-rule.ts';

describe('the repayment amount (customer spec §5)', () => {
  it('rounds the next repayment up to the whole naira', () => {
    expect(minimumRepayment(245078)).toBe(245078);
    expect(minimumRepayment(245067.46)).toBe(245068);
    expect(minimumRepayment(235234.01)).toBe(235235);
    expect(minimumRepayment(0.1 + 0.2)).toBe(1);
    expect(minimumRepayment(100.0000000001)).toBe(100); // float noise does not round a whole naira up
  });

  it.each([
    [null, 245067.46, AMOUNT_REQUIRED],
    [Number.NaN, 245067.46, AMOUNT_REQUIRED],
    [0, 245067.46, BELOW_NEXT_REPAYMENT],
    [245067.46, 245067.46, BELOW_NEXT_REPAYMENT],
    [245067.99, 245067.46, BELOW_NEXT_REPAYMENT],
    [245068, 245067.46, undefined],
    [245077.99, 245078, BELOW_NEXT_REPAYMENT],
    [245078, 245078, undefined],
    [1_000_000, 245078, undefined],
  ])('%s against a next repayment of %s -> %s', (amount, next, message) => {
    expect(repaymentAmountError(amount, next)).toBe(message);
  });

  it('uses the spec’s words', () => {
    expect(BELOW_NEXT_REPAYMENT).toBe('Amount can not be less than your next repayment amount');
  });
});
