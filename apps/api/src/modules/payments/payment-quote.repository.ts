/**
 * The quote, request and customer rows as payments read, lock and move them on: payments sit above quotes and users
 * (docs/architecture.md), whose public faces offer no such reads, so their SQL is here.
 */
import type { DbOrTx, Transaction } from '../../db/database.ts';
import { QuoteStatus, type QuoteRow } from '../../db/tables/quote.table.ts';

/** A quote with its request's customer and status. */
export function findQuoteWithRequest(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('quote')
    .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
    .selectAll('quote')
    .select(['quote_request.user_id as customer_id', 'quote_request.status as request_status'])
    .where('quote.id', '=', quoteId)
    .executeTakeFirst();
}

/** Who referred a customer (their sales agent), if anyone. */
export function findReferrer(db: DbOrTx, customerId: number) {
  return db.selectFrom('app_user').select('referred_by_user_id').where('id', '=', customerId).executeTakeFirst();
}

export async function customerEmail(db: DbOrTx, customerId: number): Promise<string> {
  const customer = await db
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return customer.email;
}

/** The quote row, locked until the transaction ends. */
export function lockQuote(trx: Transaction, quoteId: number): Promise<QuoteRow | undefined> {
  return trx.selectFrom('quote').selectAll().where('id', '=', quoteId).forUpdate().executeTakeFirst();
}

/** The quote of a payment being credited, locked until the transaction ends; it must exist. */
export function lockPaymentQuote(trx: Transaction, quoteId: number): Promise<QuoteRow> {
  return trx.selectFrom('quote').selectAll().where('id', '=', quoteId).forUpdate().executeTakeFirstOrThrow();
}

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
