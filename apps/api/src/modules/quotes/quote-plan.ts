import { formatKoboAsNaira, planFor, type Kobo, type Settings } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import type { QuoteRow } from '../../db/tables/quote.table.ts';
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
