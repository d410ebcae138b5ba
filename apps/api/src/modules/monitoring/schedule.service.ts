import { addMonths } from '@imole/domain';
import { randomInt } from 'node:crypto';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { REFERENCE_ALPHABET } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';

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

/** A confirmed installation gets its first maintenance check, at the configured interval, in the same transaction. */
export function registerMonitoringHandlers(deps: AppDeps): void {
  deps.events.on('installation.confirmed', {
    async within(trx, event) {
      const { maintenanceIntervalMonths } = await loadSettings(trx);
      await scheduleNextCheck(
        trx,
        { id: event.quoteId, support_user_id: event.engineerId },
        event.customerId,
        event.confirmedOn,
        maintenanceIntervalMonths,
      );
    },
  });
}
