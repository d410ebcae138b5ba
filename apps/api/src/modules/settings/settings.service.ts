import { defaultSettings, settingsSchema, type Settings } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import { listSettingRows } from './setting.repository.ts';

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
