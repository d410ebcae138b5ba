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

/** Stores one setting's value, inserting it the first time it is changed from its default. */
export async function upsertSetting(db: DbOrTx, key: string, value: unknown, updatedBy: string): Promise<void> {
  await db
    .insertInto('setting')
    .values({ key, value: JSON.stringify(value), updated_by: updatedBy })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_by: updatedBy, updated_at: new Date() }),
    )
    .execute();
}
