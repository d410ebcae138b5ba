/** The loan book's rows (migration 20261128000000): written by syncLoan, read by the worklists and the figures. */
import { UserRole, type BookEntry, type BookInstalment } from '@imole/domain';
import type { DbOrTx, Transaction } from '../../db/database.ts';

/** Who and where a loan belongs to, for the filters: its request's state, package, agent, coordinator and bank. */
export async function loanFacts(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('quote')
    .innerJoin('quote_request as r', 'r.id', 'quote.quote_request_id')
    .innerJoin('app_user as customer', 'customer.id', 'r.user_id')
    .leftJoin('app_user as filler', (j) =>
      j.onRef('filler.id', '=', 'r.created_by_user_id').on('filler.user_role', '=', UserRole.SalesAgent),
    )
    .leftJoin('app_user as referrer', (j) =>
      j.onRef('referrer.id', '=', 'customer.referred_by_user_id').on('referrer.user_role', '=', UserRole.SalesAgent),
    )
    .select([
      'r.id as quoteRequestId',
      'r.user_id as customerId',
      'r.state_id as stateId',
      'quote.product_id as packageId',
      // The bank that referred the request: still on it, or on its application once the customer switched to our plan.
      (eb) =>
        eb.fn
          .coalesce(
            'r.financial_institution_id',
            eb
              .selectFrom('financial_institution_application as a')
              .select('a.financial_institution_id')
              .whereRef('a.quote_request_id', '=', 'r.id'),
          )
          .as('financialInstitutionId'),
      'filler.id as fillerId',
      // A coordinator's own sale belongs to their team: they are its coordinator.
      (eb) =>
        eb.fn
          .coalesce(
            eb.case().when('filler.is_coordinator', '=', true).then(eb.ref('filler.id')).end(),
            eb.ref('filler.coordinator_user_id'),
          )
          .as('fillerCoordinatorId'),
      'referrer.id as referrerId',
      (eb) =>
        eb.fn
          .coalesce(
            eb.case().when('referrer.is_coordinator', '=', true).then(eb.ref('referrer.id')).end(),
            eb.ref('referrer.coordinator_user_id'),
          )
          .as('referrerCoordinatorId'),
    ])
    .where('quote.id', '=', quoteId)
    .executeTakeFirst();
}

/** The loan's repayments as loanOf reads them (payments' successfulRepayments), with their ids. */
export function repaymentsOf(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('payment')
    .select(['id', 'paid_kobo', 'settled_at', 'created_at'])
    .where('quote_id', '=', quoteId)
    .where('status', '=', 'success')
    .where('purpose', 'in', ['repayment', 'payoff'])
    .orderBy('id')
    .execute();
}

export interface LoanBookWrite {
  quote_id: number;
  quote_request_id: number;
  customer_id: number;
  start_on: string;
  cohort_month: string;
  financed: number;
  months: number;
  rate_bps: number;
  state_id: number | null;
  package_id: number | null;
  agent_id: number | null;
  coordinator_id: number | null;
  financial_institution_id: number | null;
  first_due_on: string;
  first_paid_on: string | null;
  outstanding: number;
  cum_paid: number;
  first_unpaid_due: string | null;
  closed_on: string | null;
  last_paid_on: string | null;
  updated_at: Date;
}

/** Inserts or replaces a loan's row, keeping its write-off; then its instalments and entries, afresh. */
export async function replaceLoan(
  trx: Transaction,
  loan: LoanBookWrite,
  instalments: readonly BookInstalment[],
  entries: readonly (BookEntry & { paymentId: number | null })[],
): Promise<void> {
  const { quote_id: _key, ...update } = loan;
  await trx
    .insertInto('loan_book')
    .values(loan)
    .onConflict((oc) => oc.column('quote_id').doUpdateSet(update))
    .execute();
  await trx.deleteFrom('loan_book_instalment').where('quote_id', '=', loan.quote_id).execute();
  await trx.deleteFrom('loan_book_entry').where('quote_id', '=', loan.quote_id).execute();
  if (instalments.length > 0)
    await trx
      .insertInto('loan_book_instalment')
      .values(
        instalments.map((i) => ({
          quote_id: loan.quote_id,
          number: i.number,
          due_on: i.dueOn,
          amount: i.amount,
          cum_amount: i.cumAmount,
        })),
      )
      .execute();
  if (entries.length > 0)
    await trx
      .insertInto('loan_book_entry')
      .values(
        entries.map((e) => ({
          quote_id: loan.quote_id,
          payment_id: e.paymentId,
          paid_on: e.paidOn,
          amount: e.amount,
          principal: e.principal,
          interest: e.interest,
          principal_after: e.principalAfter,
          cum_paid: e.cumPaid,
          first_unpaid_due: e.firstUnpaidDue,
          valid_to: e.validTo,
          month_offset: e.monthOffset,
          cohort_month: loan.cohort_month,
        })),
      )
      .execute();
}

/** A quote that is no longer a loan (it never was, or became outright) leaves the book. */
export async function removeLoan(trx: Transaction, quoteId: number): Promise<void> {
  await trx.deleteFrom('loan_book').where('quote_id', '=', quoteId).execute();
}

/** Quotes that are loans: financed, installation confirmed. */
export async function loanQuoteIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectFrom('quote')
    .select('id')
    .where('installation_confirmed_on', 'is not', null)
    .where('is_outright', '=', false)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether the book is empty while loans exist (a database from before the book, or restored without it). */
export async function bookNeedsBuilding(db: DbOrTx): Promise<boolean> {
  const book = await db.selectFrom('loan_book').select('quote_id').limit(1).executeTakeFirst();
  if (book) return false;
  const loan = await db
    .selectFrom('quote')
    .select('id')
    .where('installation_confirmed_on', 'is not', null)
    .where('is_outright', '=', false)
    .limit(1)
    .executeTakeFirst();
  return loan !== undefined;
}

export function lockLoan(trx: Transaction, quoteId: number) {
  return trx.selectFrom('loan_book').selectAll().where('quote_id', '=', quoteId).forUpdate().executeTakeFirst();
}

/** The position of a loan as of a day: the entry holding on it, if any. */
export function entryAsOf(db: DbOrTx, quoteId: number, day: string) {
  return db
    .selectFrom('loan_book_entry')
    .select(['principal_after', 'cum_paid', 'first_unpaid_due'])
    .where('quote_id', '=', quoteId)
    .where('paid_on', '<=', day)
    .orderBy('paid_on', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function setWrittenOff(
  trx: Transaction,
  quoteId: number,
  w: { on: string; by: number; reason: string; principal: number; at: Date },
): Promise<void> {
  await trx
    .updateTable('loan_book')
    .set({
      written_off_on: w.on,
      written_off_by: w.by,
      written_off_reason: w.reason,
      written_off_principal: w.principal,
      updated_at: w.at,
    })
    .where('quote_id', '=', quoteId)
    .execute();
}
