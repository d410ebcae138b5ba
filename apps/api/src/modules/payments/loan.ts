import { kobo, lagosDate, loanStatement, type Kobo, type Settings } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import type { QuoteRow } from '../../db/tables/quote.table.ts';
import { quotePlan } from '../quotes/index.ts';
import { successfulRepayments } from './payment.repository.ts';

/**
 * The loan after installation: its statement on the day (packages/domain loan.ts, docs/finance.md), built from the
 * repayments received, each on its day in Nigeria. Null before installation and for a quote paid outright (no loan).
 */
export async function loanOf(db: DbOrTx, quote: QuoteRow, settings: Settings, now: Date) {
  if (!quote.installation_confirmed_on || quote.is_outright) return null;
  const plan = await quotePlan(db, quote, settings);
  const rows = await successfulRepayments(db, quote.id);
  const statement = loanStatement(
    {
      financed: plan.financed,
      rateBps: quote.monthly_rate_bps ?? settings.monthlyInterestRateBps,
      months: quote.duration_months,
      start: quote.installation_confirmed_on,
    },
    [
      // Money paid above the first payment that the customer chose to keep on the loan: paid on the day it starts.
      ...(quote.surplus_to_instalments_kobo > 0
        ? [{ amount: kobo(quote.surplus_to_instalments_kobo), on: quote.installation_confirmed_on }]
        : []),
      ...rows.map((p) => ({ amount: kobo(p.paid_kobo ?? 0), on: lagosDate(p.settled_at ?? p.created_at) })),
    ],
    lagosDate(now),
  );
  const schedule = statement.instalments;
  return {
    plan,
    statement,
    schedule,
    allocation: { paid: new Map(schedule.map((i) => [i.number, i.paid])) },
    position: statement,
    paidOff: statement.closedOn !== null,
  };
}

export type Loan = NonNullable<Awaited<ReturnType<typeof loanOf>>>;
export const naira = (value: Kobo | number): number => value / 100;
