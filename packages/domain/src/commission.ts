import { kobo, type Kobo } from './money.ts';

/**
 * Sales commission (design.md §6, docs/sales.md): a configured share of what a referred customer pays, earned as the
 * money arrives. The agent who referred the customer earns `salesCommissionBps` of each credited payment; the agent's
 * coordinator earns `coordinatorOverrideBps` of the same payment on top (an override, not taken from the agent).
 */

/** The payments that earn commission: money a customer paid towards a system (a card check is refunded, never credited). */
export const COMMISSIONABLE_PURPOSES = ['equity', 'outright', 'repayment', 'payoff'] as const;
export type CommissionablePurpose = (typeof COMMISSIONABLE_PURPOSES)[number];

export const isCommissionable = (purpose: string): purpose is CommissionablePurpose =>
  (COMMISSIONABLE_PURPOSES as readonly string[]).includes(purpose);

/**
 * The commission on one credited payment, in whole kobo, rounded down: the business never owes a fraction of a kobo,
 * and the sum over payments is exactly the sum of these (each payment's entry is posted once, as it is).
 */
export function commissionOn(amountKobo: Kobo, rateBps: number): Kobo {
  if (!Number.isSafeInteger(amountKobo) || !Number.isInteger(rateBps) || rateBps < 0)
    throw new RangeError(`commissionOn(${amountKobo}, ${rateBps}): whole kobo and a whole, non-negative rate`);
  // amount × bps stays below 2^53 for any payment under ₦9 trillion at 100%.
  const sign = amountKobo < 0 ? -1 : 1;
  return kobo(sign * Math.floor((Math.abs(amountKobo) * rateBps) / 10_000));
}

/** Who earns what on one credited payment of a customer referred by `agent` (null: nobody referred them). */
export function commissionShares(
  amountKobo: Kobo,
  agent: { id: number; coordinatorId: number | null } | null,
  rates: { salesCommissionBps: number; coordinatorOverrideBps: number },
): { earnerId: number; role: 'agent' | 'coordinator'; rateBps: number; amountKobo: Kobo }[] {
  if (!agent) return [];
  const shares = [
    { earnerId: agent.id, role: 'agent' as const, rateBps: rates.salesCommissionBps },
    ...(agent.coordinatorId !== null && agent.coordinatorId !== agent.id
      ? [{ earnerId: agent.coordinatorId, role: 'coordinator' as const, rateBps: rates.coordinatorOverrideBps }]
      : []),
  ];
  return shares
    .map((s) => ({ ...s, amountKobo: commissionOn(amountKobo, s.rateBps) }))
    .filter((s) => s.amountKobo !== 0);
}
