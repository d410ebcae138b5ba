import type { DbOrTx } from '../../db/database.ts';

export function listSettingRows(db: DbOrTx) {
  return db.selectFrom('setting').select(['key', 'value']).execute();
}

export async function insertMissingSettings(db: DbOrTx, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  if (rows.length)
    await db
      .insertInto('setting')
      .values(rows)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
}
