import { daysBetween, formatNaira, koboToNaira, lagosDate, type NotificationEvent } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { loanOf } from '../payments/index.ts';
import { QuoteStatus, type QuoteRow } from '../../db/tables/quote.table.ts';
import { loadSettings } from '../settings/index.ts';
import { deliverNotice, recordNotice, type Notice } from './notify.ts';

export const REPAYMENT_DUE_DAYS = 3;
export const OFFER_EXPIRY_WARNING_DAYS = 2;

/**
 * Claims a reminder: true for exactly one caller, whatever the number of processes running the job at once (the
 * insert is the lock). The in-app notice is written in the same statement's transaction; e-mail and SMS follow.
 */
async function once(deps: AppDeps, key: string, notice: Notice): Promise<boolean> {
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('reminder_sent')
      .values({ event: notice.event, subject_key: key, user_id: notice.userId })
      .onConflict((oc) => oc.doNothing())
      .returning('event')
      .executeTakeFirst();
    if (row) await recordNotice(trx, notice);
    return row !== undefined;
  });
  if (claimed) await deliverNotice(deps, notice);
  return claimed;
}

/**
 * One pass of the reminder job (issue: after-sale care): offers about to expire, repayments due in 3 days, repayments
 * overdue, maintenance checks due. Safe to run in every API process at once, and as often as wanted: each reminder is sent once. Time comes
 * from the app's clock, so tests move it.
 */
export async function runReminders(deps: AppDeps): Promise<{ sent: { event: NotificationEvent; key: string }[] }> {
  const { db } = deps;
  const now = deps.clock.now();
  const today = lagosDate(now);
  const settings = await loadSettings(db);
  const sent: { event: NotificationEvent; key: string }[] = [];
  const send = async (key: string, notice: Notice) => {
    if (await once(deps, key, notice)) sent.push({ event: notice.event, key });
  };

  const offers = await db
    .selectFrom('quote')
    .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
    .select(['quote.id', 'quote.expires_at', 'quote_request.user_id', 'quote_request.reference_no'])
    .where('quote.quote_status', '=', QuoteStatus.Sent)
    .where('quote_request.status', '=', 2)
    .where('quote.expires_at', '>', now)
    .where('quote.expires_at', '<=', new Date(now.getTime() + OFFER_EXPIRY_WARNING_DAYS * 24 * 60 * 60 * 1000))
    .execute();
  for (const offer of offers) {
    await send(`quote:${offer.id}:${offer.expires_at!.toISOString()}`, {
      userId: offer.user_id,
      event: 'offer-expiring',
      title: 'Your offer is about to expire',
      body: `Your quote ${offer.reference_no} expires on ${lagosDate(offer.expires_at!)}. Pay the down payment before then to keep today's prices.`,
      link: '/dashboard',
    });
  }

  const loans = await db
    .selectFrom('quote')
    .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
    .selectAll('quote')
    .select(['quote_request.user_id'])
    .where('quote.installation_confirmed_on', 'is not', null)
    .where('quote.is_outright', '=', false)
    .execute();
  for (const { user_id, ...quote } of loans) {
    const loan = await loanOf(db, quote as QuoteRow, settings, now);
    if (!loan || loan.paidOff || !loan.position.next) continue;
    const next = loan.position.next;
    const days = daysBetween(today, next.dueDate);
    if (days >= 0 && days <= REPAYMENT_DUE_DAYS) {
      await send(`quote:${quote.id}:due:${next.dueDate}`, {
        userId: user_id,
        event: 'repayment-due',
        title: 'Repayment due soon',
        body: `Your repayment of ${formatNaira(koboToNaira(next.amount))} is due on ${next.dueDate}.`,
        link: '/payment',
      });
    }
    if (loan.position.daysOverdue > 0) {
      const oldest = loan.schedule.find(
        (i) => (loan.allocation.paid.get(i.number) ?? 0) < i.amount && i.dueDate < today,
      );
      if (oldest) {
        await send(`quote:${quote.id}:overdue:${oldest.dueDate}`, {
          userId: user_id,
          event: 'repayment-overdue',
          title: 'Repayment overdue',
          body: `Your repayment due on ${oldest.dueDate} is overdue. ${formatNaira(koboToNaira(loan.position.arrears))} is now owing; please pay to keep your system on.`,
          link: '/payment',
        });
      }
    }
  }
  const checks = await db
    .selectFrom('monitoring_schedule')
    .select(['id', 'user_id', 'schedule_code', 'due_date'])
    .where('closed_at', 'is', null)
    .where('due_date', '<=', today)
    .execute();
  for (const check of checks) {
    await send(`schedule:${check.id}:due:${check.due_date}`, {
      userId: check.user_id,
      event: 'maintenance-due',
      title: 'Maintenance check due',
      body: `Your system is due for its maintenance check (${check.schedule_code}). Our engineer will call you to arrange a visit.`,
      link: '/system-checkup',
    });
  }
  return { sent };
}

/** Runs the reminder job every `everyMs` in this process until stopped; errors are logged, never thrown. */
export function startReminderJob(
  deps: AppDeps,
  log: { error(obj: object, msg: string): void },
  everyMs = 15 * 60 * 1000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runReminders(deps);
    } catch (err) {
      log.error({ err }, 'reminder job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
