import { kobo, type Kobo } from './money.ts';

/**
 * Where a quote's first payment (its down payment, or the full price outright) stands against what it owes now
 * (docs/payments.md "What is owed now"). Every successful first-payment checkout counts, whatever amount it was opened
 * for; the amount due is the one in force now.
 */
export interface FirstPaymentStanding {
  /** Paid outright (the full price is due) or as a down payment. */
  intent: 'equity' | 'outright';
  /** What the first payment is now: the plan's down payment, or the full price. */
  dueKobo: Kobo;
  creditedKobo: Kobo;
  /** The quote waits for its first payment (a sent offer still open, or pay on delivery with nothing paid yet). */
  awaiting: boolean;
  /** The first payment is complete (the request moved on). */
  complete: boolean;
  /** While awaiting: what is left to pay. */
  stillToPayKobo: Kobo;
  /** Once complete: money received above what the first payment was, to refund (less what counts on the loan). */
  refundDueKobo: Kobo;
  /** Of the money above the first payment, what the customer chose to count towards their first instalments. */
  toInstalmentsKobo: Kobo;
  /** Of the money above the first payment, what has been refunded to the customer. */
  refundedKobo: Kobo;
}

export function firstPaymentStanding(input: {
  credited: readonly { purpose: string; paidKobo: number }[];
  plan: { total: Kobo; equity: Kobo };
  /** The quote's first payment was completed (and what it was: `isOutright`). */
  complete: boolean;
  isOutright: boolean;
  /** The quote waits for its first payment now. */
  awaiting: boolean;
  /** Money above the first payment the customer chose to count towards their instalments. */
  toInstalmentsKobo?: number;
  /** Money above the first payment already refunded to the customer (recorded by an administrator). */
  refundedKobo?: number;
}): FirstPaymentStanding {
  const creditedKobo = kobo(input.credited.reduce((sum, p) => sum + p.paidKobo, 0));
  // Once complete, the first payment is what completed it; until then, any money paid outright asks for the price.
  const outright = input.complete ? input.isOutright : input.credited.some((p) => p.purpose === 'outright');
  const dueKobo = outright ? input.plan.total : input.plan.equity;
  const awaiting = !input.complete && input.awaiting;
  return {
    intent: outright ? 'outright' : 'equity',
    dueKobo,
    creditedKobo,
    awaiting,
    complete: input.complete,
    stillToPayKobo: kobo(awaiting ? Math.max(0, dueKobo - creditedKobo) : 0),
    refundDueKobo: kobo(
      input.complete
        ? Math.max(0, creditedKobo - dueKobo - (input.toInstalmentsKobo ?? 0) - (input.refundedKobo ?? 0))
        : 0,
    ),
    toInstalmentsKobo: kobo(input.toInstalmentsKobo ?? 0),
    refundedKobo: kobo(input.refundedKobo ?? 0),
  };
}
