import { internationalPhone, notificationEvents, type NotificationEvent } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { findChannelSetting, findContact, insertNotification } from './notification.repository.ts';

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

/**
 * Sends a notice by e-mail and SMS as the person's settings allow (defaults from packages/domain). Call it after the
 * change has committed; a failed send is logged and never undoes the change.
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
