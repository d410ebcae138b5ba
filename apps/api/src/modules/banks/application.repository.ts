/** SQL of a bank-financed request's application (docs/banks.md "The application"). */
import type { DbOrTx, Transaction } from '../../db/database.ts';

/**
 * A request's application with what its rules and its undertaking form need: the request, its quote (if priced),
 * the bank, and the customer. Undefined for an ordinary request (no application row).
 */
export function findApplication(db: DbOrTx, quoteRequestId: number) {
  return db
    .selectFrom('financial_institution_application as a')
    .innerJoin('quote_request as r', 'r.id', 'a.quote_request_id')
    .innerJoin('financial_institution as fi', 'fi.id', 'a.financial_institution_id')
    .innerJoin('app_user as c', 'c.id', 'r.user_id')
    .innerJoin('state as s', 's.id', 'r.state_id')
    .innerJoin('lga as l', 'l.id', 'r.lga_id')
    .leftJoin('quote as q', 'q.quote_request_id', 'r.id')
    .selectAll('a')
    .select([
      'r.status as request_status',
      'r.reference_no',
      'r.user_id as customer_id',
      'r.address',
      'r.landmark',
      's.title as state',
      'l.title as lga',
      'fi.name as bank_name',
      'fi.undertaking_text',
      'c.firstname',
      'c.lastname',
      'c.email',
      'c.phone_number',
      'q.id as quote_id',
      'q.quote_status',
      'q.product_name',
      'q.expires_at',
      'q.priced_at',
    ])
    .where('a.quote_request_id', '=', quoteRequestId)
    .executeTakeFirst();
}

export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** Locks the application row until the transaction ends (an upload, a decision, a switch happen one at a time). */
export async function lockApplication(trx: Transaction, quoteRequestId: number): Promise<void> {
  await trx
    .selectFrom('financial_institution_application')
    .select('quote_request_id')
    .where('quote_request_id', '=', quoteRequestId)
    .forUpdate()
    .executeTakeFirst();
}

/** The quote's lines (the package's components), as priced. */
export function listQuoteComponents(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('quote_line')
    .select(['name', 'category_name', 'quantity', 'unit_price_kobo'])
    .where('quote_id', '=', quoteId)
    .orderBy('id')
    .execute();
}

/** Records the sealed undertaking's storage key (a replacement overwrites the previous one). */
export async function setUndertaking(
  trx: Transaction,
  quoteRequestId: number,
  file: { storageKey: string; contentType: string; uploadedBy: number; at: Date },
): Promise<void> {
  await trx
    .updateTable('financial_institution_application')
    .set({
      undertaking_file: file.storageKey,
      undertaking_content_type: file.contentType,
      undertaking_uploaded_at: file.at,
      undertaking_uploaded_by_user_id: file.uploadedBy,
      updated_at: file.at,
    })
    .where('quote_request_id', '=', quoteRequestId)
    .execute();
}

export async function setDecision(
  trx: Transaction,
  quoteRequestId: number,
  decision: { approved: boolean; byUserId: number; onBehalf: boolean; reason: string | null; at: Date },
): Promise<void> {
  await trx
    .updateTable('financial_institution_application')
    .set({
      status: decision.approved ? 'approved' : 'declined',
      decided_by_user_id: decision.byUserId,
      decided_on_behalf: decision.onBehalf,
      decision_reason: decision.reason,
      decided_at: decision.at,
      updated_at: decision.at,
    })
    .where('quote_request_id', '=', quoteRequestId)
    .execute();
}

/** A declined application taken as an ordinary plan: kept as history, and the request no longer names the bank. */
export async function markSwitched(trx: Transaction, quoteRequestId: number, at: Date): Promise<void> {
  await trx
    .updateTable('financial_institution_application')
    .set({ status: 'switched', updated_at: at })
    .where('quote_request_id', '=', quoteRequestId)
    .execute();
  await trx
    .updateTable('quote_request')
    .set({ financial_institution_id: null, updated_at: at })
    .where('id', '=', quoteRequestId)
    .execute();
}
