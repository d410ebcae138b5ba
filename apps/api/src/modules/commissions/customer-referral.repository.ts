import type { DbOrTx } from '../../db/database.ts';

/** When each of these customers signed up. */
export async function signUpDays(db: DbOrTx, customerIds: number[]): Promise<Map<number, Date>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db.selectFrom('app_user').select(['id', 'created_at']).where('id', 'in', customerIds).execute();
  return new Map(rows.map((r) => [r.id, new Date(r.created_at)]));
}

/** When a referring customer's reward on a referred customer was posted; undefined before it is. */
export async function rewardDay(db: DbOrTx, earnerId: number, customerId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('commission_entry')
    .select('created_at')
    .where('earner_user_id', '=', earnerId)
    .where('customer_user_id', '=', customerId)
    .where('role', '=', 'customer')
    .where('kind', '=', 'earned')
    .executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}
