/**
 * Refunds of money received above a request's first payment (docs/payments.md "Refunds"). Staff send the money from
 * the payment provider's dashboard or the bank; an administrator records it here so the refund due goes down, the
 * books show the money leaving, the customer is told, and commission earned on that money is corrected (the
 * `payment.refunded` event, handled by the commissions module in the same transaction).
 */
import { AppError, formatNaira, kobo, koboToNaira, lagosDate, type Kobo } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import * as quotes from '../quotes/index.ts';
import { firstPaymentPosition } from './first-payment.ts';
import { paymentMessages, quoteFor } from './payable.ts';
import * as repo from './payment.repository.ts';

export const refundMessages = {
  future: 'The refund cannot be dated in the future. Enter the day the money was sent.',
  nothingDue: 'Nothing is due to be refunded on this request.',
  tooMuch: (dueKobo: Kobo) =>
    `Only ${formatNaira(koboToNaira(dueKobo))} is due to be refunded on this request. Enter that amount or less.`,
  duplicate: 'A refund with this reference is already recorded. Check the reference of this transfer.',
} as const;

export async function recordRefund(
  deps: AppDeps,
  admin: AppUserRow,
  input: { quoteId: number; amountKobo: Kobo; reference: string; refundedOn: string },
) {
  if (input.refundedOn > lagosDate(deps.clock.now())) throw new AppError('VALIDATION_FAILED', refundMessages.future);
  const { customerId } = await quoteFor(deps, admin, input.quoteId);
  return deps.events.transaction(async (trx) => {
    // The quote's lock: a credit, a move to instalments or another refund weighs the same money one at a time.
    const quote = await quotes.lockQuote(trx, input.quoteId);
    if (!quote) throw new AppError('NOT_FOUND', paymentMessages.notFound);
    const requestStatus = await quotes.requestStatusOf(trx, quote.quote_request_id);
    const position = await firstPaymentPosition(trx, quote, requestStatus, deps.clock.now());
    if (position.refundDueKobo <= 0) throw new AppError('CONFLICT', refundMessages.nothingDue);
    if (input.amountKobo > position.refundDueKobo)
      throw new AppError('CONFLICT', refundMessages.tooMuch(position.refundDueKobo));
    if (await repo.refundReferenceTaken(trx, input.reference)) throw new AppError('CONFLICT', refundMessages.duplicate);
    const refund = await repo.insertRefund(trx, {
      quoteId: quote.id,
      customerId,
      amountKobo: input.amountKobo,
      reference: input.reference,
      refundedOn: input.refundedOn,
      recordedBy: admin.id,
    });
    await quotes.addRefunded(trx, quote.id, input.amountKobo, deps.clock.now());
    // The money leaves the books against the newest first payment it came with.
    const source = (await repo.creditedFirstPayments(trx, quote.id)).at(-1);
    if (source)
      await repo.postRefundLedger(trx, {
        id: source.id,
        quoteId: quote.id,
        amountKobo: input.amountKobo,
        refundId: refund.id,
      });
    const refundDueAfter = kobo(position.refundDueKobo - input.amountKobo);
    await audit(trx, {
      actorUserId: admin.id,
      action: 'payment.refunded',
      entity: 'payment_refund',
      entityId: refund.id,
      quoteRequestId: quote.quote_request_id,
      before: { refundDue: koboToNaira(position.refundDueKobo) },
      after: {
        refunded: koboToNaira(input.amountKobo),
        reference: input.reference,
        refundedOn: input.refundedOn,
        refundDue: koboToNaira(refundDueAfter),
      },
    });
    await deps.events.record(trx, {
      type: 'payment.refunded',
      refundId: refund.id,
      quoteId: quote.id,
      customerId,
      amountKobo: input.amountKobo,
      reference: input.reference,
      refundedOn: input.refundedOn,
    });
    return { id: refund.id, refundDue: koboToNaira(refundDueAfter) };
  });
}
