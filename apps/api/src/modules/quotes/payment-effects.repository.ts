/**
 * What a payment does to a quote and its request (the payments module, above, calls these through index.ts): the
 * lock that puts a quote's payments one after the other, and the moves a first payment or pay on delivery make.
 */
import type { DbOrTx, Transaction } from '../../db/database.ts';
import { QuoteStatus } from '../../db/tables/quote.table.ts';

/** Locks the quote row (read nothing of it): what happens to the quote's payments next happens one at a time. */
export async function lockQuoteId(trx: Transaction, quoteId: number): Promise<void> {
  await trx.selectFrom('quote').select('id').where('id', '=', quoteId).forUpdate().executeTakeFirst();
}

export async function requestStatusOf(db: DbOrTx, quoteRequestId: number): Promise<number> {
  const request = await db
    .selectFrom('quote_request')
    .select('status')
    .where('id', '=', quoteRequestId)
    .executeTakeFirstOrThrow();
  return request.status;
}

export async function quoteRequestIdOf(db: DbOrTx, quoteId: number): Promise<number | undefined> {
  const quote = await db.selectFrom('quote').select('quote_request_id').where('id', '=', quoteId).executeTakeFirst();
  return quote?.quote_request_id;
}

/**
 * A first payment received: the quote no longer waits for one, and a request at status 2 moves to 3 (a pay-on-delivery
 * request is already at 3 or 4 and stays there).
 */
export async function markFirstPaymentReceived(
  trx: Transaction,
  quote: { id: number; quoteRequestId: number },
  outright: boolean,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('quote')
    .set({ quote_status: QuoteStatus.PaymentReceived, is_outright: outright, pay_on_delivery: false, updated_at: at })
    .where('id', '=', quote.id)
    .execute();
  await trx
    .updateTable('quote_request')
    .set({ status: 3, updated_at: at })
    .where('id', '=', quote.quoteRequestId)
    .where('status', '=', 2)
    .execute();
}

/** Pay on delivery agreed: the quote counts as paid for, and its request moves to status 3. */
export async function markPayOnDelivery(
  trx: Transaction,
  quote: { id: number; quoteRequestId: number },
  at: Date,
): Promise<void> {
  await trx
    .updateTable('quote')
    .set({ pay_on_delivery: true, quote_status: QuoteStatus.PaymentReceived, updated_at: at })
    .where('id', '=', quote.id)
    .execute();
  await trx
    .updateTable('quote_request')
    .set({ status: 3, updated_at: at })
    .where('id', '=', quote.quoteRequestId)
    .execute();
}

/** Money paid above the first payment that the customer chose to count towards their instalments. */
export async function addSurplusToInstalments(trx: Transaction, quoteId: number, amountKobo: number, at: Date) {
  await trx
    .updateTable('quote')
    .set((eb) => ({ surplus_to_instalments_kobo: eb('surplus_to_instalments_kobo', '+', amountKobo), updated_at: at }))
    .where('id', '=', quoteId)
    .execute();
}

/** Money above the first payment refunded to the customer: no longer a refund due (docs/payments.md "Refunds"). */
export async function addRefunded(trx: Transaction, quoteId: number, amountKobo: number, at: Date) {
  await trx
    .updateTable('quote')
    .set((eb) => ({ refunded_kobo: eb('refunded_kobo', '+', amountKobo), updated_at: at }))
    .where('id', '=', quoteId)
    .execute();
}

/**
 * A partner bank approved the price of an offer it was shown (docs/banks.md "The money"): the offer no longer expires,
 * so the bank's payment completes it even when the bank took longer than the offer's validity to decide.
 */
export async function holdOfferPrice(trx: Transaction, quoteId: number, at: Date): Promise<void> {
  await trx
    .updateTable('quote')
    .set({ expires_at: null, quote_status: QuoteStatus.Sent, updated_at: at })
    .where('id', '=', quoteId)
    .where('quote_status', 'in', [QuoteStatus.Sent, QuoteStatus.Expired])
    .execute();
}
