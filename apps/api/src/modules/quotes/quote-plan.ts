import { formatKoboAsNaira, planFor, type Kobo, type Settings } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import { QuoteStatus, type QuoteRow } from '../../db/tables/quote.table.ts';
import { quoteTotal } from './pricing.service.ts';
import * as quotes from './quote.repository.ts';

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

/**
 * Whether the quote waits for its first payment now: a sent offer at request status 2 not past its expiry, or pay on
 * delivery agreed (status 3, or 4 once an engineer is assigned) with nothing paid yet. One rule for the payments that
 * settle and the views that show what is still to pay (docs/payments.md "What is owed now").
 */
export function waitsForFirstPayment(
  quote: Pick<QuoteRow, 'pay_on_delivery' | 'quote_status' | 'expires_at'>,
  requestStatus: number,
  now: Date,
): boolean {
  if (quote.pay_on_delivery) return requestStatus === 3 || requestStatus === 4;
  const expired = quote.expires_at !== null && quote.expires_at.getTime() < now.getTime();
  return requestStatus === 2 && quote.quote_status === QuoteStatus.Sent && !expired;
}
