import { daysBetween, formatNaira, kobo, koboToNaira, lagosDate, type Settings } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { readableDay, remindOnce, type Notice } from '../notifications/index.ts';
import { loanOf } from '../payments/index.ts';
import { findQuoteWithRequest } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';
import { addDays } from './days.ts';
import {
  agentLoansFirstUnpaidBetween,
  alreadySent,
  unpaidInstalmentsDueBetween,
  type UnpaidInstalment,
} from './loan-reminder.repository.ts';

/** How long the last overdue reminder may still go after its day (a job stopped for days sends it late, once). */
export const LAST_WINDOW_DAYS = 7;
/** The referring agent is told when their customer passes this many days overdue (the day the loan enters PAR30). */
export const AGENT_NOTICE_DAYS = 30;

type Sent = { event: string; key: string; userId: number };

/**
 * The reminder days as points on a line around a due date: 3 days before is -3, the day itself 0, 7 days overdue 7.
 * Each point's reminder goes while an instalment is unpaid from that day until the next point (the last for
 * LAST_WINDOW_DAYS), once: a job that missed a day catches up, and never sends a reminder the next one replaced.
 */
export function reminderPoints(days: Settings['repaymentReminderDays']): number[] {
  const points = [...days.before.map((d) => -d), ...(days.onTheDay ? [0] : []), ...days.overdue];
  return [...new Set(points)].sort((a, b) => a - b);
}

/** The point whose window holds `k` (today − due date, in days), or null. */
export function pointFor(points: number[], k: number): number | null {
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i]!;
    if (p > k) continue;
    const end = points[i + 1] ?? p + LAST_WINDOW_DAYS;
    return k < end ? p : null;
  }
  return null;
}

/**
 * What the customer's own statement says is overdue now (payments' loanOf: "Overdue now" on /payment), interest of late
 * principal included; the loan book's sum of unpaid instalments when there is no statement.
 */
async function arrearsNow(deps: AppDeps, quoteId: number, fallback: number): Promise<number> {
  const quote = await findQuoteWithRequest(deps.db, quoteId);
  const loan = quote ? await loanOf(deps.db, quote, await loadSettings(deps.db), deps.clock.now()) : null;
  return loan ? loan.statement.arrears : fallback;
}

function customerNotice(c: UnpaidInstalment, point: number, arrears: number): Notice {
  const owing = formatNaira(koboToNaira(kobo(c.owing)));
  if (point < 0)
    return {
      userId: c.customer_id,
      event: 'repayment-due',
      title: 'Repayment due soon',
      body: `Your repayment of ${owing} is due on ${readableDay(c.due_on)}.`,
      link: '/payment',
    };
  if (point === 0)
    return {
      userId: c.customer_id,
      event: 'repayment-due',
      title: 'Repayment due today',
      body: `Your repayment of ${owing} is due today, ${readableDay(c.due_on)}. Pay today to keep your system on.`,
      link: '/payment',
    };
  return {
    userId: c.customer_id,
    event: 'repayment-overdue',
    title: 'Repayment overdue',
    body: `Your repayment due on ${readableDay(c.due_on)} is overdue. ${formatNaira(koboToNaira(kobo(arrears)))} is now owing; please pay to keep your system on.`,
    link: '/payment',
  };
}

async function remindCustomers(deps: AppDeps, today: string, settings: Settings, sent: Sent[]): Promise<void> {
  const points = reminderPoints(settings.repaymentReminderDays);
  if (points.length === 0) return;
  const from = addDays(today, -(points[points.length - 1]! + LAST_WINDOW_DAYS - 1));
  const to = addDays(today, -points[0]!);
  const due = [];
  const loans = new Set<number>();
  // Oldest first (the query's order): one reminder per loan and pass, for its oldest instalment in a window.
  for (const c of await unpaidInstalmentsDueBetween(deps.db, from, to, today)) {
    const point = pointFor(points, daysBetween(c.due_on, today));
    if (point === null || loans.has(c.quote_id)) continue;
    loans.add(c.quote_id);
    const event = point > 0 ? ('repayment-overdue' as const) : ('repayment-due' as const);
    due.push({ c, point, event, key: `loan:${c.quote_id}:instalment:${c.number}:${c.due_on}:${point}` });
  }
  const claimed = new Set([
    ...(await alreadySent(
      deps.db,
      'repayment-due',
      due.flatMap((d) => (d.event === 'repayment-due' ? [d.key] : [])),
    )),
    ...(await alreadySent(
      deps.db,
      'repayment-overdue',
      due.flatMap((d) => (d.event === 'repayment-overdue' ? [d.key] : [])),
    )),
  ]);
  for (const { c, point, event, key } of due) {
    if (claimed.has(key)) continue;
    const arrears = event === 'repayment-overdue' ? await arrearsNow(deps, c.quote_id, c.arrears) : c.arrears;
    const notice = customerNotice(c, point, arrears);
    if (await remindOnce(deps, key, notice)) sent.push({ event: notice.event, key, userId: notice.userId });
  }
}

async function remindAgents(deps: AppDeps, today: string, sent: Sent[]): Promise<void> {
  const latest = addDays(today, -(AGENT_NOTICE_DAYS + 1));
  const loans = await agentLoansFirstUnpaidBetween(deps.db, addDays(latest, -(LAST_WINDOW_DAYS - 1)), latest, today);
  const keyOf = (l: (typeof loans)[number]) => `loan:${l.quote_id}:agent:${l.first_unpaid_due}`;
  const claimed = await alreadySent(deps.db, 'customer-overdue', loans.map(keyOf));
  for (const loan of loans) {
    const key = keyOf(loan);
    if (claimed.has(key)) continue;
    const arrears = await arrearsNow(deps, loan.quote_id, loan.arrears);
    const notice: Notice = {
      userId: loan.agent_id,
      event: 'customer-overdue',
      title: 'Your customer is over 30 days overdue',
      body: `${loan.customer_name} (${loan.reference_no}) has not paid the instalment due on ${readableDay(loan.first_unpaid_due)}: ${formatNaira(koboToNaira(kobo(arrears)))} is owing. A call from you may help them catch up.`,
      link: '/sales-nonperforming-referrals',
    };
    if (await remindOnce(deps, key, notice)) sent.push({ event: notice.event, key, userId: notice.userId });
  }
}

/**
 * The repayment reminders' pass of the reminder job (docs/portfolio.md "Collections and reminders"): the customer
 * before a due date, on the day and while it is overdue, at the days in settings; the referring agent when their
 * customer passes 30 days overdue. Each goes once per instalment and day (reminder_sent claims it), through the
 * outbox, and a loan gets at most one a pass: its oldest instalment's. Time comes from the app's clock, so tests
 * move it.
 */
export async function runLoanReminders(deps: AppDeps): Promise<{ sent: Sent[] }> {
  const today = lagosDate(deps.clock.now());
  const settings = await loadSettings(deps.db);
  const sent: Sent[] = [];
  await remindCustomers(deps, today, settings, sent);
  await remindAgents(deps, today, sent);
  return { sent };
}
