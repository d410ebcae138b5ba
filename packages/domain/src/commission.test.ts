import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionOn, commissionShares, isCommissionable } from './commission.ts';
import { kobo } from './money.ts';

describe('commission', () => {
  it('is a share of the payment in whole kobo, rounded down', () => {
    expect(commissionOn(kobo(100_000_00), 500)).toBe(5_000_00);
    expect(commissionOn(kobo(333), 500)).toBe(16); // 16.65 kobo
    expect(commissionOn(kobo(19), 500)).toBe(0);
    expect(commissionOn(kobo(-333), 500)).toBe(-16); // a correction mirrors the entry it corrects
  });

  it('never pays more than the rate, and never a kobo less than one under it', () =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 5_000 }), (amount, bps) => {
        const c = commissionOn(kobo(amount), bps);
        expect(c * 10_000).toBeLessThanOrEqual(amount * bps);
        expect((c + 1) * 10_000).toBeGreaterThan(amount * bps);
      }),
    ));

  it('refuses fractions of a kobo and negative rates', () => {
    expect(() => commissionOn(kobo(1), -1)).toThrow(RangeError);
    expect(() => commissionOn(1.5 as never, 500)).toThrow(RangeError);
  });

  it('gives the agent their share and their coordinator the override', () => {
    const rates = { salesCommissionBps: 500, coordinatorOverrideBps: 100 };
    expect(commissionShares(kobo(200_000_00), { id: 7, coordinatorId: 3 }, rates)).toEqual([
      { earnerId: 7, role: 'agent', rateBps: 500, amountKobo: 10_000_00 },
      { earnerId: 3, role: 'coordinator', rateBps: 100, amountKobo: 2_000_00 },
    ]);
    expect(commissionShares(kobo(200_000_00), { id: 7, coordinatorId: null }, rates)).toHaveLength(1);
    // A coordinator who referred the customer themself earns the agent's share once, not the override too.
    expect(commissionShares(kobo(200_000_00), { id: 3, coordinatorId: 3 }, rates)).toHaveLength(1);
    expect(commissionShares(kobo(200_000_00), null, rates)).toEqual([]);
    expect(commissionShares(kobo(1), { id: 7, coordinatorId: 3 }, rates)).toEqual([]);
  });

  it('is earned on money paid towards a system, not on a card check', () => {
    expect(['equity', 'outright', 'repayment', 'payoff'].every(isCommissionable)).toBe(true);
    expect(isCommissionable('card')).toBe(false);
  });
});
