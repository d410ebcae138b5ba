import { internationalPhone, notificationEvents, type NotificationEvent } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { claimUndelivered, findChannelSetting, findContact, insertNotification } from './notification.repository.ts';

export interface Notice {
  userId: number;
  event: NotificationEvent;
  title: string;
  body: string;
  link?: string | null;
}

/** Writes the in-app notification; call inside the transaction that makes the change it reports. */
export async function recordNotice(db: DbOrTx, notice: Notice): Promise<void> {
  await insertNotification(db, { ...notice, link: notice.link ?? null });
}

/** How long a notification may wait for its e-mail and SMS before the sweep takes it as left behind by a crash. */
export const LEFT_BEHIND_MS = 60_000;

/**
 * Delivers a person's notifications that wait for their e-mail and SMS: called right after the commit that wrote one
 * (the notice of a change, a reminder). Each is claimed first, so however many processes call this at once, each
 * notification is sent once.
 */
export async function deliverPending(deps: AppDeps, userId: number): Promise<number> {
  const claimed = await claimUndelivered(deps.db, deps.clock.now(), { userId });
  for (const row of claimed) await deliverNotice(deps, toNotice(row));
  return claimed.length;
}

/**
 * The delivery sweep: notifications still waiting a minute after they were written, because the process that
 * committed them stopped before sending (a crash, a deploy). Any process may run it, as often as it likes.
 */
export async function deliverLeftBehind(deps: AppDeps): Promise<number> {
  let delivered = 0;
  for (;;) {
    const createdBefore = new Date(deps.clock.now().getTime() - LEFT_BEHIND_MS);
    const claimed = await claimUndelivered(deps.db, deps.clock.now(), { createdBefore });
    for (const row of claimed) await deliverNotice(deps, toNotice(row));
    delivered += claimed.length;
    if (claimed.length === 0) return delivered;
  }
}

const toNotice = (row: { user_id: number; event: string; title: string; body: string }): Notice => ({
  userId: row.user_id,
  event: row.event as NotificationEvent,
  title: row.title,
  body: row.body,
});

/**
 * Sends one notice by e-mail and SMS as the person's settings allow (defaults from packages/domain), once it has
 * committed and been claimed (deliverPending, deliverLeftBehind); a failed send is logged and never undoes the change.
 */
export async function deliverNotice(deps: AppDeps, notice: Notice): Promise<void> {
  try {
    const [user, own] = await Promise.all([
      findContact(deps.db, notice.userId),
      findChannelSetting(deps.db, notice.userId, notice.event),
    ]);
    if (!user) return;
    const defaults = notificationEvents.find((e) => e.event === notice.event);
    const email = own?.email ?? defaults?.email ?? true;
    const sms = own?.sms ?? defaults?.sms ?? false;
    if (email) await deps.mail.send({ to: user.email, subject: notice.title, text: notice.body });
    if (sms)
      await deps.sms.send({ to: internationalPhone(user.phone_number), text: `Imole: ${notice.body}`.slice(0, 300) });
  } catch (err) {
    // The in-app notification is already written; a mail or SMS outage must not fail the action.
    console.error('notification delivery failed', notice.event, err);
  }
}
