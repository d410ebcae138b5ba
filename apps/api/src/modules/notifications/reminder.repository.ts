import type { DbOrTx, Transaction } from '../../db/database.ts';
import { QuoteStatus } from '../../db/tables/quote.table.ts';

/**
 * Claims a reminder: true for the one caller whose insert lands, whatever the number of processes claiming it at
 * once (the row's key is the lock).
 */
export async function claimReminder(
  trx: Transaction,
  reminder: { event: string; subjectKey: string; userId: number },
): Promise<boolean> {
  const row = await trx
    .insertInto('reminder_sent')
    .values({ event: reminder.event, subject_key: reminder.subjectKey, user_id: reminder.userId })
    .onConflict((oc) => oc.doNothing())
    .returning('event')
    .executeTakeFirst();
  return row !== undefined;
}

/** Sent offers still waiting for their first payment that expire after `now` and no later than `until`. */
export function offersExpiringBetween(db: DbOrTx, now: Date, until: Date) {
  return db
    .selectFrom('quote')
    .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
    .select(['quote.id', 'quote.expires_at', 'quote_request.user_id', 'quote_request.reference_no'])
    .where('quote.quote_status', '=', QuoteStatus.Sent)
    .where('quote_request.status', '=', 2)
    .where('quote.expires_at', '>', now)
    .where('quote.expires_at', '<=', until)
    .execute();
}

/** Maintenance checks still open and due by `today` (a Lagos date). */
export function openChecksDueBy(db: DbOrTx, today: string) {
  return db
    .selectFrom('monitoring_schedule')
    .select(['id', 'user_id', 'schedule_code', 'due_date'])
    .where('closed_at', 'is', null)
    .where('due_date', '<=', today)
    .execute();
}
