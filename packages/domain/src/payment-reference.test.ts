import { describe, expect, it } from 'vitest';
import { newPaymentReference, PAYMENT_REFERENCE_PATTERN } from './payment-reference.ts';

describe('payment references', () => {
  it('are 15 letters and digits, and do not repeat', () => {
    const many = Array.from({ length: 2_000 }, newPaymentReference);
    for (const reference of many) expect(reference).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(new Set(many).size).toBe(many.length);
  });
});
