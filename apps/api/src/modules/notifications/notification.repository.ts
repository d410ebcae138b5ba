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

/** How many of the person's notifications are unread. */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The person's latest notifications, newest first. */
export function latestNotifications(db: DbOrTx, userId: number, limit: number) {
  return db
    .selectFrom('notification')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks one of the person's notifications (id) or all of them read, at `at`. */
export async function markRead(db: DbOrTx, userId: number, at: Date, id?: number): Promise<void> {
  let update = db
    .updateTable('notification')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id) update = update.where('id', '=', id);
  await update.execute();
}

/** Writes one in-app notification. */
export async function insertNotification(
  db: DbOrTx,
  notification: { userId: number; event: string; title: string; body: string; link: string | null },
): Promise<void> {
  await db
    .insertInto('notification')
    .values({
      user_id: notification.userId,
      event: notification.event,
      title: notification.title,
      body: notification.body,
      link: notification.link,
    })
    .execute();
}

/**
 * Claims notifications whose e-mail and SMS wait: one person's (right after the commit that wrote them), or any left
 * over a minute (`createdBefore`, the sweep of a notice a crash left behind). The claim is the update itself, rows
 * locked and skipped if another process holds them, so each notification is delivered by one process only.
 */
export async function claimUndelivered(
  db: DbOrTx,
  at: Date,
  which: { userId: number } | { createdBefore: Date },
  limit = 50,
) {
  return db
    .updateTable('notification')
    .set({ delivered_at: at })
    .where('id', 'in', (eb) => {
      let waiting = eb.selectFrom('notification').select('id').where('delivered_at', 'is', null);
      waiting =
        'userId' in which
          ? waiting.where('user_id', '=', which.userId)
          : waiting.where('created_at', '<', which.createdBefore);
      return waiting.orderBy('id').limit(limit).forUpdate().skipLocked();
    })
    .returning(['id', 'user_id', 'event', 'title', 'body'])
    .execute();
}

/** Where a person is reached by e-mail and SMS. */
export function findContact(db: DbOrTx, userId: number) {
  return db.selectFrom('app_user').select(['email', 'phone_number']).where('id', '=', userId).executeTakeFirst();
}

/** The person's own choice of channels for one event, if they made one. */
export function findChannelSetting(db: DbOrTx, userId: number, event: string) {
  return db
    .selectFrom('notification_setting')
    .select(['email', 'sms'])
    .where('user_id', '=', userId)
    .where('event', '=', event)
    .executeTakeFirst();
}
