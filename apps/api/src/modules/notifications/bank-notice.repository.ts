/** What the notices of a bank application name: the bank, the request's reference, the customer, the bank's officers. */
import type { DbOrTx } from '../../db/database.ts';

export function bankApplicationFacts(db: DbOrTx, financialInstitutionId: number, quoteRequestId: number) {
  return db
    .selectFrom('quote_request as r')
    .innerJoin('app_user as c', 'c.id', 'r.user_id')
    .innerJoin('financial_institution as fi', (join) => join.on('fi.id', '=', financialInstitutionId))
    .select(['fi.name as bank_name', 'r.reference_no', 'c.firstname', 'c.lastname'])
    .where('r.id', '=', quoteRequestId)
    .executeTakeFirst();
}

/** The bank's active loan officers (role 5 of that institution). */
export function activeOfficersOf(db: DbOrTx, financialInstitutionId: number) {
  return db
    .selectFrom('app_user')
    .select('id')
    .where('user_role', '=', 5)
    .where('financial_institution_id', '=', financialInstitutionId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

/** The bank financing a quote's request, or undefined for an ordinary request (its "quote is ready" notice). */
export function bankOfQuote(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('quote')
    .innerJoin('quote_request as r', 'r.id', 'quote.quote_request_id')
    .innerJoin('financial_institution as fi', 'fi.id', 'r.financial_institution_id')
    .select('fi.name as bank_name')
    .where('quote.id', '=', quoteId)
    .executeTakeFirst();
}
