import { kobo, koboToNaira, lagosDate } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { paged, type PageQuery } from '../../lib/http.ts';
import { loanOf } from '../payments/index.ts';
import { findQuoteWithRequest, quotePlan } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';
import * as repo from './referral.repository.ts';

/**
 * One referral as the sales pages list it (staff spec §3 "Referral"): the customer, their newest request's day and
 * product, its total, and the next instalment of its running loan; plus where the loan stands today (docs/sales.md).
 */
export interface Referral {
  customerId: number;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  dateRequested: string;
  productName: string | null;
  totalAssetAmount: number;
  dueInDaysCount: number | null;
  dueDate: string | null;
  /** Due and unpaid today, naira (0 when nothing is overdue). */
  amountOverdue: number;
  daysOverdue: number;
  /**
   * none: no request yet; quote: asked or priced, first payment not made; installing: first payment made, not yet
   * installed; loan: repaying; paid: outright or paid off, installed.
   */
  stage: 'none' | 'quote' | 'installing' | 'loan' | 'paid';
  owing: boolean;
  nonPerforming: boolean;
}

/** Every customer an agent referred, newest first, with where each one's loan stands today. */
export async function referralsOf(deps: AppDeps, agentId: number): Promise<Referral[]> {
  const now = deps.clock.now();
  const [rows, settings] = await Promise.all([repo.referredCustomers(deps.db, agentId), loadSettings(deps.db)]);
  const referrals: Referral[] = [];
  for (const row of rows) {
    const quote = row.quoteId !== null ? await findQuoteWithRequest(deps.db, row.quoteId) : undefined;
    const priced = quote !== undefined && quote.quote_status > 0;
    const total = priced ? (await quotePlan(deps.db, quote, settings)).total : kobo(0);
    const loan = quote ? await loanOf(deps.db, quote, settings, now) : null;
    const running = loan !== null && !loan.paidOff;
    const next = running ? loan.statement.next : null;
    const installed = quote?.installation_confirmed_on != null;
    referrals.push({
      customerId: row.customerId,
      firstname: row.firstname,
      lastname: row.lastname,
      phoneNumber: row.phoneNumber,
      dateRequested: lagosDate(row.requestedAt ?? row.signedUpAt),
      productName: quote?.product_name ?? row.packageName ?? null,
      totalAssetAmount: koboToNaira(total),
      dueInDaysCount: next?.dueInDays ?? null,
      dueDate: next?.dueDate ?? null,
      amountOverdue: running ? koboToNaira(loan.statement.arrears) : 0,
      daysOverdue: running ? loan.statement.daysOverdue : 0,
      stage: stageOf(row.quoteRequestId !== null, quote?.request_status ?? 0, installed, running),
      owing: running && loan.statement.arrears > 0,
      nonPerforming: running && loan.statement.nonPerforming,
    });
  }
  return referrals;
}

export type ReferralFilter = 'all' | 'owing' | 'nonPerforming';

/** A page of an agent's referrals: all of them, those owing today, or the non-performing ones (30+ days overdue). */
export async function referralPage(
  deps: AppDeps,
  agentId: number,
  filter: ReferralFilter,
  page: PageQuery,
  since?: string,
) {
  const all = await referralsOf(deps, agentId);
  const chosen = all.filter(
    (r) =>
      (filter === 'all' || (filter === 'owing' ? r.owing : r.nonPerforming)) &&
      (since === undefined || r.dateRequested >= since),
  );
  const start = (page.PageIndex - 1) * page.PageSize;
  return paged(chosen.slice(start, start + page.PageSize), chosen.length, page);
}

/** Commission earned and paid out by month, the last 12 months in Nigeria, oldest first, empty months included. */
export async function commissionKpi(deps: AppDeps, earnerId: number) {
  const today = lagosDate(deps.clock.now());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const m = (year * 12 + (month - 1) - back) % 12;
    const y = Math.floor((year * 12 + (month - 1) - back) / 12);
    months.push(`${y}-${String(m + 1).padStart(2, '0')}`);
  }
  const { earned, paid } = await repo.commissionByMonth(deps.db, earnerId, `${months[0]}-01`);
  return months.map((m) => ({
    month: m,
    earned: koboToNaira(kobo(earned.get(m) ?? 0)),
    paid: koboToNaira(kobo(paid.get(m) ?? 0)),
  }));
}

/** Where a referral is on the way from sign-up to a repaid system (quoteRequestStatus 3: first payment made). */
function stageOf(asked: boolean, requestStatus: number, installed: boolean, running: boolean): Referral['stage'] {
  if (!asked) return 'none';
  if (running) return 'loan';
  if (installed) return 'paid';
  return requestStatus >= 3 ? 'installing' : 'quote';
}
