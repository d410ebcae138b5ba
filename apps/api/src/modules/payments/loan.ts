import {
  allocatePayments,
  formatKoboAsNaira,
  kobo,
  lagosDate,
  loanPosition,
  planFor,
  repaymentSchedule,
  type Kobo,
  type Settings,
} from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import { quoteTotal } from '../quotes/pricing.service.ts';
import * as quotes from '../quotes/quote.repository.ts';
import type { QuoteRow } from '../quotes/quote.table.ts';
import { successfulRepayments } from './payment.repository.ts';

/** The plan a quote is on: its total, its chosen equity percentage and its frozen rate. */
export async function quotePlan(db: DbOrTx, quote: QuoteRow, settings: Settings) {
  const lines = await quotes.listQuoteLines(db, quote.id);
  const total = quoteTotal(quote, lines);
  return planFor(
    total,
    quote.equity_percentage ?? Math.min(...settings.equityPercentages),
    quote.monthly_rate_bps ?? settings.monthlyInterestRateBps,
    quote.duration_months,
  );
}

/**
 * Why a pay-on-delivery request cannot be confirmed as installed yet: its first payment is still due. The warranty and
 * the repayment schedule start at the confirmation, so the down payment (or the full price) comes first.
 */
export function payOnDeliveryDueMessage(plan: { equity: Kobo; total: Kobo }): string {
  return `Pay the down payment of ${formatKoboAsNaira(plan.equity)} or the full price of ${formatKoboAsNaira(plan.total)} first, then confirm the installation.`;
}

/** The loan after installation: schedule, payments applied, and where it stands today. Null before installation. */
export async function loanOf(db: DbOrTx, quote: QuoteRow, settings: Settings, now: Date) {
  if (!quote.installation_confirmed_on || quote.is_outright) return null;
  const plan = await quotePlan(db, quote, settings);
  const schedule = repaymentSchedule(
    plan.financed,
    quote.monthly_rate_bps ?? settings.monthlyInterestRateBps,
    quote.duration_months,
    quote.installation_confirmed_on,
  );
  const payments = await successfulRepayments(db, quote.id);
  const paidOff = payments.some((p) => p.purpose === 'payoff');
  const allocation = allocatePayments(
    schedule,
    paidOff ? schedule.map((i) => i.amount) : payments.map((p) => kobo(p.paid_kobo ?? 0)),
  );
  const position = loanPosition(schedule, allocation, lagosDate(now));
  return { plan, schedule, allocation, position, paidOff };
}

export type Loan = NonNullable<Awaited<ReturnType<typeof loanOf>>>;
export const naira = (value: Kobo | number): number => value / 100;
