import type { DbOrTx } from '../../db/database.ts';
import type { OutboxMessageRow } from '../../db/tables/outbox.table.ts';

export async function recordOutboxMessage(
  db: DbOrTx,
  message: { channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string },
): Promise<void> {
  await db.insertInto('outbox_message').values(message).execute();
}

/** Newest first; `to` filters by recipient, ignoring case. */
export async function listOutboxMessages(
  db: DbOrTx,
  filter: { to?: string | undefined; limit: number },
): Promise<OutboxMessageRow[]> {
  let query = db.selectFrom('outbox_message').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.to) query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', filter.to!.toLowerCase()));
  return query.execute();
}
