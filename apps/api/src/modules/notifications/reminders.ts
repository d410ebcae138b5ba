import { daysBetween, formatNaira, koboToNaira, lagosDate, type NotificationEvent, type Settings } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { loanOf } from '../payments/index.ts';
import { loadSettings } from '../settings/index.ts';
import { readableDay } from './readable-day.ts';
import { deliverLeftBehind, deliverPending, LEFT_BEHIND_MS, recordNotice, type Notice } from './notify.ts';
import { claimReminder, offersExpiringBetween, openChecksDueBy, quotesWithLoans } from './reminder.repository.ts';

export const REPAYMENT_DUE_DAYS = 3;
export const OFFER_EXPIRY_WARNING_DAYS = 2;

/**
 * Claims a reminder: true for exactly one caller, whatever the number of processes running the job at once (the
 * insert is the lock). The in-app notice is written in the same statement's transaction; e-mail and SMS follow.
 */
async function once(deps: AppDeps, key: string, notice: Notice): Promise<boolean> {
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
 * One pass of the reminder job (issue: after-sale care): offers about to expire, repayments due in 3 days, repayments
 * overdue, maintenance checks due. Safe to run in every API process at once, and as often as wanted: each reminder is sent once. Time comes
 * from the app's clock, so tests move it.
 */
export async function runReminders(deps: AppDeps): Promise<{ sent: { event: NotificationEvent; key: string }[] }> {
  const now = deps.clock.now();
  const settings = await loadSettings(deps.db);
  const sent: { event: NotificationEvent; key: string }[] = [];
  const send: Send = async (key, notice) => {
    if (await once(deps, key, notice)) sent.push({ event: notice.event, key });
  };
  await remindExpiringOffers(deps, now, send);
  await remindRepayments(deps, settings, now, send);
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

async function remindRepayments(deps: AppDeps, settings: Settings, now: Date, send: Send): Promise<void> {
  const today = lagosDate(now);
  for (const { quote, userId } of await quotesWithLoans(deps.db)) {
    const loan = await loanOf(deps.db, quote, settings, now);
    if (!loan || loan.paidOff || !loan.position.next) continue;
    const next = loan.position.next;
    const days = daysBetween(today, next.dueDate);
    if (days >= 0 && days <= REPAYMENT_DUE_DAYS) {
      await send(`quote:${quote.id}:due:${next.dueDate}`, {
        userId,
        event: 'repayment-due',
        title: 'Repayment due soon',
        body: `Your repayment of ${formatNaira(koboToNaira(next.amount))} is due on ${readableDay(next.dueDate)}.`,
        link: '/payment',
      });
    }
    if (loan.position.daysOverdue > 0) {
      const oldest = loan.schedule.find(
        (i) => (loan.allocation.paid.get(i.number) ?? 0) < i.amount && i.dueDate < today,
      );
      if (oldest) {
        await send(`quote:${quote.id}:overdue:${oldest.dueDate}`, {
          userId,
          event: 'repayment-overdue',
          title: 'Repayment overdue',
          body: `Your repayment due on ${readableDay(oldest.dueDate)} is overdue. ${formatNaira(koboToNaira(loan.position.arrears))} is now owing; please pay to keep your system on.`,
          link: '/payment',
        });
      }
    }
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

/**
 * This process's background work until stopped: the reminder job every `everyMs`, and every minute the delivery
 * sweep (e-mail and SMS a crash left unsent). Every process runs both; each reminder and each message goes once.
 */
export function startReminderJob(
  deps: AppDeps,
  log: { error(obj: object, msg: string): void },
  everyMs = 15 * 60 * 1000,
): () => void {
  const stopReminders = every(
    everyMs,
    () => runReminders(deps),
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
