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
