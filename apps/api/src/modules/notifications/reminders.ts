import { lagosDate, type NotificationEvent } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { readableDay } from './readable-day.ts';
import { deliverLeftBehind, deliverPending, LEFT_BEHIND_MS, recordNotice, type Notice } from './notify.ts';
import { claimReminder, offersExpiringBetween, openChecksDueBy } from './reminder.repository.ts';

export const OFFER_EXPIRY_WARNING_DAYS = 2;

/**
 * Claims a reminder: true for exactly one caller, whatever the number of processes running the job at once (the
 * insert is the lock). The in-app notice is written in the same statement's transaction; e-mail and SMS follow.
 */
export async function remindOnce(deps: AppDeps, key: string, notice: Notice): Promise<boolean> {
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const won = await claimReminder(trx, { event: notice.event, subjectKey: key, userId: notice.userId });
    if (won) await recordNotice(trx, notice);
    return won;
  });
  if (claimed) await deliverPending(deps, notice.userId);
  return claimed;
}

/** Sends a reminder unless it was sent before. */
type Send = (key: string, notice: Notice) => Promise<void>;

/**
 * One pass of the reminder job (issue: after-sale care): offers about to expire, maintenance checks due. Safe to run
 * in every API process at once, and as often as wanted: each reminder is sent once. Time comes from the app's clock,
 * so tests move it. Repayment reminders read the loan book, above this module: they are the collections module's
 * pass (`runLoanReminders`), which the job runs after this one (docs/portfolio.md "Collections and reminders").
 */
export async function runReminders(deps: AppDeps): Promise<{ sent: { event: NotificationEvent; key: string }[] }> {
  const now = deps.clock.now();
  const sent: { event: NotificationEvent; key: string }[] = [];
  const send: Send = async (key, notice) => {
    if (await remindOnce(deps, key, notice)) sent.push({ event: notice.event, key });
  };
  await remindExpiringOffers(deps, now, send);
  await remindMaintenanceChecks(deps, lagosDate(now), send);
  return { sent };
}

async function remindExpiringOffers(deps: AppDeps, now: Date, send: Send): Promise<void> {
  const until = new Date(now.getTime() + OFFER_EXPIRY_WARNING_DAYS * 24 * 60 * 60 * 1000);
  for (const offer of await offersExpiringBetween(deps.db, now, until)) {
    await send(`quote:${offer.id}:${offer.expires_at!.toISOString()}`, {
      userId: offer.user_id,
      event: 'offer-expiring',
      title: 'Your offer is about to expire',
      body: `Your quote ${offer.reference_no} expires on ${readableDay(lagosDate(offer.expires_at!))}. Pay the down payment before then to keep today's prices.`,
      link: '/dashboard',
    });
  }
}

async function remindMaintenanceChecks(deps: AppDeps, today: string, send: Send): Promise<void> {
  for (const check of await openChecksDueBy(deps.db, today)) {
    await send(`schedule:${check.id}:due:${check.due_date}`, {
      userId: check.user_id,
      event: 'maintenance-due',
      title: 'Maintenance check due',
      body: `Your system is due for its maintenance check (${check.schedule_code}). Our engineer will call you to arrange a visit.`,
      link: `/system-checkup?check=${check.id}`,
    });
  }
}

/** Runs `pass` every `everyMs` (and once now), one pass at a time; errors are logged, never thrown. */
function every(everyMs: number, pass: () => Promise<unknown>, onError: (err: unknown) => void): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await pass();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}

/** A reminder pass of a module above this one (the collections module's repayment reminders). */
export type ReminderPass = (deps: AppDeps) => Promise<unknown>;

/**
 * This process's background work until stopped: the reminder job every `everyMs` (this module's pass, then each of
 * `passes` the composer hands in), and every minute the delivery sweep (e-mail and SMS a crash left unsent). Every
 * process runs both; each reminder and each message goes once.
 */
export function startReminderJob(
  deps: AppDeps,
  log: { error(obj: object, msg: string): void },
  passes: readonly ReminderPass[] = [],
  everyMs = 15 * 60 * 1000,
): () => void {
  const stopReminders = every(
    everyMs,
    async () => {
      await runReminders(deps);
      for (const pass of passes) await pass(deps);
    },
    (err) => log.error({ err }, 'reminder job failed'),
  );
  const stopSweep = every(
    LEFT_BEHIND_MS,
    () => deliverLeftBehind(deps),
    (err) => log.error({ err }, 'delivery sweep failed'),
  );
  return () => {
    stopReminders();
    stopSweep();
  };
}
