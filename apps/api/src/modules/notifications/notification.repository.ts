import type { DbOrTx } from '../../db/database.ts';

export function listSettings(db: DbOrTx, userId: number) {
  return db
    .selectFrom('notification_setting')
    .select(['event', 'email', 'sms'])
    .where('user_id', '=', userId)
    .execute();
}

export async function upsertSettings(
  db: DbOrTx,
  userId: number,
  settings: { event: string; email: boolean; sms: boolean }[],
): Promise<void> {
  if (settings.length === 0) return;
  await db
    .insertInto('notification_setting')
    .values(settings.map((s) => ({ user_id: userId, ...s })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'event'])
        .doUpdateSet((eb) => ({ email: eb.ref('excluded.email'), sms: eb.ref('excluded.sms') })),
    )
    .execute();
}
