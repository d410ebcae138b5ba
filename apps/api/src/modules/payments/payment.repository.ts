import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { PaymentPurpose, PaymentRow, PaymentStatus } from '../../db/tables/payment.table.ts';

export function insertPayment(
  db: DbOrTx,
  payment: {
    reference: string;
    quoteId: number | null;
    userId: number;
    purpose: PaymentPurpose;
    provider: 'paystack' | 'sandbox' | 'manual' | 'bank';
    expectedKobo: number;
    recordedBy?: number | null;
    /** The partner bank paying an approved request's price (provider 'bank'): the payer of record. */
    payerFinancialInstitutionId?: number | null;
    /** A sales agent paying for their referred customer (issue 20). */
    paidBy?: number | null;
    saveCard?: boolean;
  },
): Promise<PaymentRow> {
  return db
    .insertInto('payment')
    .values({
      reference: payment.reference,
      quote_id: payment.quoteId,
      user_id: payment.userId,
      purpose: payment.purpose,
      provider: payment.provider,
      expected_kobo: payment.expectedKobo,
      recorded_by_user_id: payment.recordedBy ?? null,
      paid_by_user_id: payment.paidBy ?? null,
      save_card: payment.saveCard ?? false,
      payer_financial_institution_id: payment.payerFinancialInstitutionId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPayment(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payment').selectAll().where('reference', '=', reference).executeTakeFirst();
}

export function lockPayment(trx: Transaction, reference: string): Promise<PaymentRow | undefined> {
  return trx.selectFrom('payment').selectAll().where('reference', '=', reference).forUpdate().executeTakeFirst();
}

/** The provider's checkout link of a payment, kept for staff to see as the customer's payment link (docs/staff.md). */
export async function keepCheckoutLink(db: DbOrTx, reference: string, authorizationUrl: string): Promise<void> {
  await db
    .updateTable('payment')
    .set({ authorization_url: authorizationUrl })
    .where('reference', '=', reference)
    .execute();
}

export async function settlePayment(
  trx: Transaction,
  id: number,
  outcome: { status: PaymentStatus; paidKobo: number | null; providerStatus: string; channel: string | null; at: Date },
): Promise<void> {
  await trx
    .updateTable('payment')
    .set({
      status: outcome.status,
      paid_kobo: outcome.paidKobo,
      provider_status: outcome.providerStatus,
      channel: outcome.channel,
      settled_at: outcome.at,
    })
    .where('id', '=', id)
    .execute();
}

/** One balanced posting: cash debited, the customer's receivable credited, by the same amount. */
export async function postLedger(
  trx: Transaction,
  payment: { id: number; quoteId: number; amountKobo: number },
): Promise<void> {
  await trx
    .insertInto('ledger_entry')
    .values([
      {
        payment_id: payment.id,
        quote_id: payment.quoteId,
        account: 'cash',
        debit_kobo: payment.amountKobo,
        credit_kobo: 0,
      },
      {
        payment_id: payment.id,
        quote_id: payment.quoteId,
        account: 'customer_receivable',
        debit_kobo: 0,
        credit_kobo: payment.amountKobo,
      },
    ])
    .execute();
}

/**
 * A quote's settled payments, newest first, with the name of whoever paid when it was not the customer: their sales
 * agent, or the partner bank that financed it.
 */
export function listPayments(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('payment')
    .leftJoin('app_user as payer', 'payer.id', 'payment.paid_by_user_id')
    .leftJoin('financial_institution as payer_bank', 'payer_bank.id', 'payment.payer_financial_institution_id')
    .selectAll('payment')
    .select([
      'payer.firstname as payer_firstname',
      'payer.lastname as payer_lastname',
      'payer_bank.name as payer_bank_name',
    ])
    .where('payment.quote_id', '=', quoteId)
    .where('payment.status', 'in', ['success', 'failed', 'conflict'])
    .orderBy('payment.id', 'desc')
    .execute();
}

export function successfulRepayments(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('payment')
    .select(['paid_kobo', 'purpose', 'settled_at', 'created_at'])
    .where('quote_id', '=', quoteId)
    .where('status', '=', 'success')
    .where('purpose', 'in', ['repayment', 'payoff'])
    .orderBy('id')
    .execute();
}

/**
 * Inserts a payment unless its reference is taken; undefined when it was (two calls with the same new reference
 * race here: one inserts, the other finds it inserted).
 */
export function insertPaymentUnlessTaken(
  db: DbOrTx,
  payment: {
    reference: string;
    quoteId: number;
    userId: number;
    purpose: PaymentPurpose;
    provider: 'paystack' | 'sandbox';
    expectedKobo: number;
  },
): Promise<PaymentRow | undefined> {
  return db
    .insertInto('payment')
    .values({
      reference: payment.reference,
      quote_id: payment.quoteId,
      user_id: payment.userId,
      purpose: payment.purpose,
      provider: payment.provider,
      expected_kobo: payment.expectedKobo,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A successful payment given back in full (only a card check is). */
export async function markRefunded(db: DbOrTx, id: number): Promise<void> {
  await db
    .updateTable('payment')
    .set({ status: 'refunded' })
    .where('id', '=', id)
    .where('status', '=', 'success')
    .execute();
}

/** Whether a first payment (down payment or outright) of a quote other than `paymentId` was credited. */
export async function otherFirstPaymentCredited(db: DbOrTx, quoteId: number, paymentId: number): Promise<boolean> {
  const other = await db
    .selectFrom('payment')
    .select('id')
    .where('quote_id', '=', quoteId)
    .where('purpose', 'in', ['equity', 'outright'])
    .where('status', '=', 'success')
    .where('id', '!=', paymentId)
    .executeTakeFirst();
  return other !== undefined;
}

/** The first-payment money (down payment or outright) credited to a quote, oldest first. */
export function creditedFirstPayments(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('payment')
    .select(['id', 'paid_kobo', 'purpose'])
    .where('quote_id', '=', quoteId)
    .where('status', '=', 'success')
    .where('purpose', 'in', ['equity', 'outright'])
    .orderBy('id')
    .execute();
}

/** Voids the quote's first-payment checkouts still open; a voided one paid anyway is still credited. */
export async function voidOpenCheckouts(trx: Transaction, quoteId: number): Promise<number> {
  const voided = await trx
    .updateTable('payment')
    .set({ status: 'voided' })
    .where('quote_id', '=', quoteId)
    .where('status', '=', 'pending')
    .where('purpose', 'in', ['equity', 'outright'])
    .executeTakeFirst();
  return Number(voided.numUpdatedRows);
}

/** A refund an administrator recorded (docs/payments.md "Refunds"). */
export function insertRefund(
  trx: Transaction,
  refund: {
    quoteId: number;
    customerId: number;
    amountKobo: number;
    reference: string;
    refundedOn: string;
    recordedBy: number;
  },
) {
  return trx
    .insertInto('payment_refund')
    .values({
      quote_id: refund.quoteId,
      customer_user_id: refund.customerId,
      amount_kobo: refund.amountKobo,
      reference: refund.reference,
      refunded_on: refund.refundedOn,
      recorded_by_user_id: refund.recordedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function refundReferenceTaken(db: DbOrTx, reference: string): Promise<boolean> {
  const row = await db.selectFrom('payment_refund').select('id').where('reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}

/** Money refunded: the reverse of a payment's posting (cash credited, the customer's receivable debited). */
export async function postRefundLedger(
  trx: Transaction,
  payment: { id: number; quoteId: number; amountKobo: number; refundId: number },
): Promise<void> {
  await trx
    .insertInto('ledger_entry')
    .values([
      {
        payment_id: payment.id,
        quote_id: payment.quoteId,
        refund_id: payment.refundId,
        account: 'cash',
        debit_kobo: 0,
        credit_kobo: payment.amountKobo,
      },
      {
        payment_id: payment.id,
        quote_id: payment.quoteId,
        refund_id: payment.refundId,
        account: 'customer_receivable',
        debit_kobo: payment.amountKobo,
        credit_kobo: 0,
      },
    ])
    .execute();
}

/** The name of the partner bank financing a request (docs/banks.md), or undefined for an ordinary request. */
export async function financingBankOf(db: DbOrTx, quoteRequestId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('quote_request')
    .innerJoin('financial_institution', 'financial_institution.id', 'quote_request.financial_institution_id')
    .select('financial_institution.name')
    .where('quote_request.id', '=', quoteRequestId)
    .executeTakeFirst();
  return row?.name;
}
