import type { DbOrTx, Transaction } from '../../db/database.ts';

/** The prospect's way in (docs/banks.md "The prospect"): the bank, the location's ids, and the request's bank. */

export function findInstitution(db: DbOrTx, id: number) {
  return db
    .selectFrom('financial_institution')
    .select(['id', 'name', 'code', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function stateTitleOf(db: DbOrTx, stateId: number): Promise<string | null> {
  const row = await db.selectFrom('state').select('title').where('id', '=', stateId).executeTakeFirst();
  return row?.title ?? null;
}

/** The employer "Others" of the seed data: a bank's customer is asked no employer. */
export async function othersEmployerId(db: DbOrTx): Promise<number | null> {
  const row = await db
    .selectFrom('employer')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', 'others'))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The request is financed by the bank, and its application (open) starts with it. */
export async function startApplication(
  trx: Transaction,
  application: { quoteRequestId: number; financialInstitutionId: number; customerUserId: number },
): Promise<void> {
  await trx
    .updateTable('quote_request')
    .set({ financial_institution_id: application.financialInstitutionId })
    .where('id', '=', application.quoteRequestId)
    .execute();
  await trx
    .insertInto('financial_institution_application')
    .values({
      quote_request_id: application.quoteRequestId,
      financial_institution_id: application.financialInstitutionId,
      customer_user_id: application.customerUserId,
      status: 'open',
    })
    .execute();
}
