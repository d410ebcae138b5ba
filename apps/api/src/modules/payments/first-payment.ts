/**
 * The first payment of a quote (its down payment, or the full price outright), weighed against what the quote owes
 * now (issue 18 §1; docs/payments.md "What is owed now"). Every successful first-payment checkout is credited — the
 * money was received — whatever the checkout was opened for; what the credit does is decided here, under the quote's
 * lock, from the plan and the price in force at that moment:
 * - while the quote waits for its first payment, it is complete once the credited money reaches the amount due now
 *   (the full price if any of it was paid outright, else the plan's down payment); short of that, the rest is still
 *   to pay;
 * - once complete, money above the amount due is a refund due (staff see it on the request);
 * - while the quote does not wait (an expired offer, a request edited back to pending), the money is held on the quote
 *   and counts when it waits again.
 */
import { AppError, firstPaymentStanding, kobo, koboToNaira, type FirstPaymentStanding, type Kobo } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import { QuoteStatus, type QuoteRow } from '../../db/tables/quote.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import * as quotes from '../quotes/index.ts';
import { paymentMessages, quoteFor } from './payable.ts';
import * as repo from './payment.repository.ts';

export type FirstPaymentPosition = FirstPaymentStanding;

export async function firstPaymentPosition(
  db: DbOrTx,
  quote: QuoteRow,
  requestStatus: number,
  now: Date,
): Promise<FirstPaymentPosition> {
  const credited = await repo.creditedFirstPayments(db, quote.id);
  const plan = await quotes.quotePlan(db, quote, await loadSettings(db));
  const complete = quote.quote_status === QuoteStatus.PaymentReceived && !quote.pay_on_delivery;
  return firstPaymentStanding({
    credited: credited.map((p) => ({ purpose: p.purpose, paidKobo: p.paid_kobo ?? 0 })),
    plan,
    complete,
    isOutright: quote.is_outright,
    awaiting: quotes.waitsForFirstPayment(quote, requestStatus, now),
    toInstalmentsKobo: quote.surplus_to_instalments_kobo,
    refundedKobo: quote.refunded_kobo,
  });
}

/**
 * Applies the quote's credited first-payment money to what it owes now, the quote locked by the caller: completes the
 * first payment when enough has been received, and writes a refund due to the request's log when a credit went above
 * it. Returns the position after.
 */
export async function applyFirstPayments(
  deps: AppDeps,
  trx: Transaction,
  quoteId: number,
  credit?: { paymentId: number; amountKobo: Kobo },
): Promise<FirstPaymentPosition> {
  const now = deps.clock.now();
  const quote = await quotes.lockQuote(trx, quoteId);
  if (!quote) throw new Error(`Quote ${quoteId} does not exist`);
  const requestStatus = await quotes.requestStatusOf(trx, quote.quote_request_id);
  const before = await firstPaymentPosition(trx, quote, requestStatus, now);
  if (before.awaiting && before.creditedKobo >= before.dueKobo) {
    await quotes.markFirstPaymentReceived(
      trx,
      { id: quote.id, quoteRequestId: quote.quote_request_id },
      before.intent === 'outright',
      now,
    );
    const after = { ...before, awaiting: false, complete: true, stillToPayKobo: kobo(0) };
    const surplus = kobo(before.creditedKobo - before.dueKobo);
    if (surplus > 0) await recordRefundDue(trx, quote, surplus, credit?.paymentId ?? null);
    return { ...after, refundDueKobo: surplus };
  }
  // Money arriving after the first payment was complete is all above it.
  if (before.complete && credit) await recordRefundDue(trx, quote, credit.amountKobo, credit.paymentId);
  return before;
}

/** The request's log, for staff: money received above what the first payment is, to give back. */
async function recordRefundDue(trx: Transaction, quote: QuoteRow, amount: Kobo, paymentId: number | null) {
  await audit(trx, {
    actorUserId: null,
    action: 'payment.refund-due',
    entity: paymentId === null ? 'quote' : 'payment',
    entityId: paymentId ?? quote.id,
    quoteRequestId: quote.quote_request_id,
    after: {
      amount: koboToNaira(amount),
      reason: 'Received above the first payment of this request: refund it to the customer.',
    },
  });
}

export const surplusMessages = {
  nothing: 'Nothing was paid above your first payment; there is nothing to move to your instalments.',
  outright: 'This system is paid in full, so there are no instalments: our team will refund what you paid above it.',
} as const;

/**
 * The customer's choice for money paid above their first payment: instead of a refund, it counts towards their first
 * instalments (a repayment on the day the loan starts, docs/finance.md). All of what is due to be refunded moves.
 */
export async function surplusToInstalments(deps: AppDeps, user: AppUserRow, quoteId: number): Promise<Kobo> {
  await quoteFor(deps, user, quoteId);
  return deps.events.transaction(async (trx) => {
    const quote = await quotes.lockQuote(trx, quoteId);
    if (!quote) throw new AppError('NOT_FOUND', paymentMessages.notFound);
    const requestStatus = await quotes.requestStatusOf(trx, quote.quote_request_id);
    const position = await firstPaymentPosition(trx, quote, requestStatus, deps.clock.now());
    if (position.complete && quote.is_outright) throw new AppError('CONFLICT', surplusMessages.outright);
    if (position.refundDueKobo <= 0) throw new AppError('CONFLICT', surplusMessages.nothing);
    await quotes.addSurplusToInstalments(trx, quote.id, position.refundDueKobo, deps.clock.now());
    await audit(trx, {
      actorUserId: user.id,
      action: 'payment.refund-to-instalments',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: quote.quote_request_id,
      before: { refundDue: koboToNaira(position.refundDueKobo) },
      after: { refundDue: 0, toInstalments: koboToNaira(kobo(position.toInstalmentsKobo + position.refundDueKobo)) },
    });
    await deps.events.record(trx, {
      type: 'payment.surplus-to-instalments',
      quoteId: quote.id,
      customerId: user.id,
      amountKobo: position.refundDueKobo,
    });
    return position.refundDueKobo;
  });
}

/**
 * When the plan, the price or the request changes while the quote waits for its first payment: its open checkouts
 * are voided (new ones are opened for the new amount), and money already received is weighed against the new amount;
 * as it is when a request is priced (again).
 */
export function registerFirstPaymentHandlers(deps: AppDeps): void {
  deps.events.on('quote.terms-changed', {
    async within(trx, event) {
      await repo.voidOpenCheckouts(trx, event.quoteId);
      await applyFirstPayments(deps, trx, event.quoteId);
    },
  });
  // A rejected offer (no money in yet: the quotes module refuses otherwise) cannot be paid: its checkouts are voided.
  deps.events.on('quote.rejected', {
    async within(trx, event) {
      await repo.voidOpenCheckouts(trx, event.quoteId);
    },
  });
  // A request priced again (after an edit) may already hold money enough for its new first payment.
  deps.events.on('quote.priced', {
    async within(trx, event) {
      await applyFirstPayments(deps, trx, event.quoteId);
    },
  });
}
