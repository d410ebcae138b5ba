import { AppError, koboToNaira, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import { authErrors } from '../auth/index.ts';
import { audit } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import type { QuoteLineRow } from '../../db/tables/quote.table.ts';
import { quoteTotal, repaymentOptions } from './pricing.service.ts';
import * as requests from './quote-request.repository.ts';
import * as repo from './quote.repository.ts';
import { QuoteStatus } from '../../db/tables/quote.table.ts';

/** The customer's own quote, or any for support and admin; engineers have no business with plans or payments. */
async function ownQuote(deps: AppDeps, user: AppUserRow, quoteId: number) {
  if (user.is_engineer) throw new AppError('FORBIDDEN', authErrors.notForEngineers);
  const row = await repo.findQuoteWithRequest(deps.db, quoteId);
  if (!row || (user.user_role === UserRole.Customer && row.customer_id !== user.id))
    throw new AppError('NOT_FOUND', 'Quote not found.');
  return row;
}

/** Each down-payment option of a quote at its frozen rate (today's while none is frozen), and the one chosen. */
export async function repaymentsRange(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const quote = await ownQuote(deps, user, quoteId);
  const settings = await loadSettings(deps.db);
  const lines = await repo.listQuoteLines(deps.db, quote.id);
  const rate = quote.monthly_rate_bps ?? settings.monthlyInterestRateBps;
  return {
    data: repaymentOptions(
      quoteTotal(quote, lines),
      { ...settings, monthlyInterestRateBps: rate },
      quote.duration_months,
    ),
    selected: quote.equity_percentage,
    effectiveAnnualRate: Math.round(((1 + rate / 10_000) ** 12 - 1) * 10_000) / 100,
  };
}

/** The customer chooses another offered down-payment percentage, while the offer waits for the first payment. */
export async function choosePlan(deps: AppDeps, user: AppUserRow, quoteId: number, equityPercentage: number) {
  const quote = await ownQuote(deps, user, quoteId);
  const settings = await loadSettings(deps.db);
  if (!settings.equityPercentages.includes(equityPercentage)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Choose one of the offered down payments: ${settings.equityPercentages.map((p) => `${p}%`).join(', ')}.`,
    );
  }
  await deps.events.transaction(async (trx) => {
    // Under the quote's lock, as crediting takes it: a payment settling now is weighed against one plan or the other,
    // never against a plan half-changed.
    const locked = await repo.lockQuote(trx, quote.id);
    const request = await repo.lockQuoteRequest(trx, quote.quote_request_id);
    if (!locked || !request || request.status !== 2 || locked.quote_status !== QuoteStatus.Sent)
      throw new AppError('CONFLICT', 'The plan can be changed only before you pay.');
    await repo.setEquityPercentage(trx, quote.id, equityPercentage, deps.clock.now());
    await audit(trx, {
      actorUserId: user.id,
      action: 'quote.plan',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: quote.quote_request_id,
      before: { equityPercentage: locked.equity_percentage },
      after: { equityPercentage },
    });
    // Checkouts opened for the old down payment are voided; money already received counts towards the new one.
    await deps.events.record(trx, {
      type: 'quote.terms-changed',
      quoteId: quote.id,
      customerId: request.user_id,
      referenceNo: request.reference_no,
      reason: 'plan',
    });
  });
}

/** Re-prices an expired offer from today's catalogue prices and the current rate, with a new expiry. */
export async function refreshQuote(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const now = () => deps.clock.now();
  const quote = await ownQuote(deps, user, quoteId);
  const expired =
    quote.quote_status === QuoteStatus.Expired ||
    (quote.quote_status === QuoteStatus.Sent &&
      quote.expires_at !== null &&
      quote.expires_at.getTime() < now().getTime());
  if (!expired) throw new AppError('CONFLICT', 'This offer has not expired; there is nothing to refresh.');
  const settings = await loadSettings(deps.db);
  return deps.events.transaction(async (trx) => {
    const locked = await repo.lockQuote(trx, quote.id);
    const request = await repo.lockQuoteRequest(trx, quote.quote_request_id);
    if (!locked || !request) throw new AppError('NOT_FOUND', 'Quote not found.');
    const lines = await repo.listQuoteLines(trx, quote.id);
    await repriceLines(trx, lines);
    const expiresAt = new Date(now().getTime() + settings.quoteValidityDays * 24 * 60 * 60 * 1000);
    const updated = await repo.updateQuote(trx, quote.id, {
      quote_status: QuoteStatus.Sent,
      expires_at: expiresAt,
      monthly_rate_bps: settings.monthlyInterestRateBps,
      updated_at: now(),
    });
    const total = quoteTotal(updated, await repo.listQuoteLines(trx, quote.id));
    await audit(trx, {
      actorUserId: user.id,
      action: 'quote.refreshed',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: quote.quote_request_id,
      before: { total: koboToNaira(quoteTotal(quote, lines)), expiresAt: quote.expires_at?.toISOString() ?? null },
      after: { total: koboToNaira(total), expiresAt: expiresAt.toISOString() },
    });
    const before = quoteTotal(quote, lines);
    await deps.events.record(trx, {
      type: 'quote.terms-changed',
      quoteId: quote.id,
      customerId: request.user_id,
      referenceNo: request.reference_no,
      reason: 'price',
      ...(before === total ? {} : { price: { beforeKobo: before, afterKobo: total, what: 'prices' } }),
    });
    return { total, expiresAt };
  });
}

/** Each line at its component's catalogue price today (a component no longer listed keeps its price). */
async function repriceLines(trx: Transaction, lines: readonly QuoteLineRow[]) {
  const current = await repo.componentPrices(
    trx,
    lines.map((l) => l.component_id),
  );
  for (const line of lines) {
    const price = current.find((c) => c.id === line.component_id)?.unit_price_kobo;
    if (price !== undefined && price !== line.unit_price_kobo) await repo.setQuoteLinePrice(trx, line.id, price);
  }
}

/** Whether to offer the customer the survey again. */
export async function setSurveyPreference(deps: AppDeps, user: AppUserRow, isToPerformSurvey: boolean) {
  await requests.setSurveyPreference(deps.db, user.id, isToPerformSurvey);
}
