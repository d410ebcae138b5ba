import type { DbOrTx } from '../../db/database.ts';

export function findSandboxCharge(db: DbOrTx, reference: string) {
  return db.selectFrom('sandbox_charge').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Ends a pending sandbox charge as paid or cancelled; a charge already ended is left as it is. */
export async function closeSandboxCharge(
  db: DbOrTx,
  reference: string,
  outcome: 'success' | 'abandoned',
): Promise<void> {
  await db
    .updateTable('sandbox_charge')
    .set({ status: outcome })
    .where('reference', '=', reference)
    .where('status', '=', 'pending')
    .execute();
}
