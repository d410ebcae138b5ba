import { UserRole } from '@imole/domain';
import type { DbOrTx, Transaction } from '../../db/database.ts';

/** A customer's referral, locked while an agent's quote for them claims it (issue 20). */
export function lockCustomerReferral(trx: Transaction, customerId: number) {
  return trx
    .selectFrom('app_user')
    .select(['id', 'referred_by_user_id'])
    .where('id', '=', customerId)
    .where('user_role', '=', UserRole.Customer)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Whether any first payment (down payment or outright) of the customer has been credited. */
export async function hasCreditedFirstPayment(db: DbOrTx, customerId: number) {
  const row = await db
    .selectFrom('payment')
    .select('id')
    .where('user_id', '=', customerId)
    .where('status', '=', 'success')
    .where('purpose', 'in', ['equity', 'outright'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function setReferrer(trx: Transaction, customerId: number, agentId: number, by: string, at: Date) {
  await trx
    .updateTable('app_user')
    .set({ referred_by_user_id: agentId, modified_by: by, modified_at: at })
    .where('id', '=', customerId)
    .execute();
}
