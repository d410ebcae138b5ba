import {
  allocatePayments,
  kobo,
  lagosDate,
  loanPosition,
  repaymentSchedule,
  type Kobo,
  type Settings,
} from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import type { QuoteRow } from '../../db/tables/quote.table.ts';
import { quotePlan } from '../quotes/index.ts';
import { successfulRepayments } from './payment.repository.ts';

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
