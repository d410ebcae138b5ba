import { defaultSettings, settingsSchema, type Settings } from '@imole/domain';
import type { Db, DbOrTx } from '../../db/database.ts';
import { audit } from '../audit/index.ts';
import { listSettingRows, upsertSetting } from './setting.repository.ts';

/**
 * The settings in force: each stored value that is valid, else the default. Read per use (a handful of rows), so a
 * change by an admin applies to every API process at once.
 */
export async function loadSettings(db: DbOrTx): Promise<Settings> {
  const stored = Object.fromEntries((await listSettingRows(db)).map((row) => [row.key, row.value]));
  const merged: Record<string, unknown> = { ...defaultSettings };
  for (const key of Object.keys(defaultSettings) as (keyof Settings)[]) {
    const candidate = settingsSchema.shape[key].safeParse(stored[key]);
    if (candidate.success) merged[key] = candidate.data;
  }
  return merged as Settings;
}

/** Changes the settings sent (fields left out keep their value), each change audited; answers the settings now. */
export async function updateSettings(
  db: Db,
  admin: { id: number; email: string },
  changes: Partial<Settings>,
): Promise<Settings> {
  const before = await loadSettings(db);
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      await upsertSetting(trx, key, value, admin.email);
      await audit(trx, {
        actorUserId: admin.id,
        action: 'settings.changed',
        entity: 'setting',
        entityId: null,
        before: { [key]: before[key as keyof typeof before] },
        after: { [key]: value },
      });
    }
  });
  return loadSettings(db);
}
