import { addMonths, lagosDate } from '@imole/domain';
import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/database.ts';
import { REFERENCE_ALPHABET } from '../quotes/reference.ts';

/** Status of a maintenance check as the calls report it (docs/after-sale.md). */
export const ScheduleStatus = { Due: 0, Upcoming: 1, Closed: 2 } as const;
export const scheduleStatusLabels = ['Due', 'Upcoming', 'Closed'] as const;

export function scheduleStatusOf(row: { due_date: string; closed_at: Date | null }, today: string): number {
  if (row.closed_at) return ScheduleStatus.Closed;
  return row.due_date <= today ? ScheduleStatus.Due : ScheduleStatus.Upcoming;
}

/** MC-XXXXXX: six characters read aloud without confusion over a poor phone line. */
export function newScheduleCode(): string {
  return `MC-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
}

/**
 * Schedules the next check of an installation `intervalMonths` after `from` (a Lagos day), with the engineer who
 * installed it. Does nothing when a check is already open: there is at most one open check per installation.
 */
export async function scheduleNextCheck(
  trx: DbOrTx,
  quote: { id: number; support_user_id: number | null },
  customerId: number,
  from: string,
  intervalMonths: number,
): Promise<void> {
  await trx
    .insertInto('monitoring_schedule')
    .values({
      schedule_code: newScheduleCode(),
      quote_id: quote.id,
      user_id: customerId,
      due_date: addMonths(from, intervalMonths),
      engineer_user_id: quote.support_user_id,
    })
    .onConflict((oc) => oc.column('quote_id').where('closed_at', 'is', null).doNothing())
    .execute();
}

/**
 * The dashboard's `monitoringScheduleCode` for a quote: the open check's code, and whether it is due (customer spec
 * §4: maintenance required). monitoringScheduleId names the due check, for /system-checkup.
 */
export async function monitoringScheduleCodeFor(
  db: DbOrTx,
  quoteId: number | null | undefined,
  now: Date,
): Promise<{ scheduleCode: string | null; hasActiveMonitoringSchedule: boolean; monitoringScheduleId: number | null }> {
  const open = quoteId
    ? await db
        .selectFrom('monitoring_schedule')
        .select(['id', 'schedule_code', 'due_date'])
        .where('quote_id', '=', quoteId)
        .where('closed_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!open) return { scheduleCode: null, hasActiveMonitoringSchedule: false, monitoringScheduleId: null };
  const due = open.due_date <= lagosDate(now);
  return {
    scheduleCode: open.schedule_code,
    hasActiveMonitoringSchedule: due,
    monitoringScheduleId: due ? open.id : null,
  };
}
