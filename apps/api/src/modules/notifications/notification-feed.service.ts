import type { AppDeps } from '../../context.ts';
import * as repo from './notification.repository.ts';

/** How many notifications are shown: the latest hundred. */
const FEED_SIZE = 100;

export function unreadCount(deps: AppDeps, userId: number): Promise<number> {
  return repo.unreadCount(deps.db, userId);
}

/** The person's latest notifications, newest first, as the app shows them. */
export async function latestNotifications(deps: AppDeps, userId: number) {
  const rows = await repo.latestNotifications(deps.db, userId, FEED_SIZE);
  return rows.map((r) => ({
    id: r.id,
    event: r.event,
    title: r.title,
    body: r.body,
    link: r.link,
    isRead: r.read_at !== null,
    dateCreated: r.created_at.toISOString(),
  }));
}

/** Marks one notification (id) or all of them read; answers how many stay unread. */
export async function markRead(deps: AppDeps, userId: number, id: number | undefined): Promise<number> {
  await repo.markRead(deps.db, userId, deps.clock.now(), id);
  return repo.unreadCount(deps.db, userId);
}
