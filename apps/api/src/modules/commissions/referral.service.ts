import { AppError, kobo, koboToNaira, lagosDate, quoteRequestStatusText } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { paged, type PageQuery } from '../../lib/http.ts';
import { loanOf } from '../payments/index.ts';
import { findQuoteWithRequest, quotePlan } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { commissionTotals } from './commission.repository.ts';
import * as repo from './referral.repository.ts';
import { mapBounded } from '../../lib/map-bounded.ts';

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

type ReferralRow = Awaited<ReturnType<typeof repo.referredCustomers>>[number];
type Settings = Awaited<ReturnType<typeof loadSettings>>;

/** One referral as it stands today, with the quote, plan and loan it was read from. */
/** How many referrals' standings are read at once: a few of the pool's connections, never all of them. */
const REFERRAL_READS = 4;

async function standingOf(deps: AppDeps, row: ReferralRow, settings: Settings, now: Date) {
  const quote = row.quoteId !== null ? await findQuoteWithRequest(deps.db, row.quoteId) : undefined;
  const plan = quote !== undefined && quote.quote_status > 0 ? await quotePlan(deps.db, quote, settings) : null;
  const loan = quote ? await loanOf(deps.db, quote, settings, now) : null;
  const running = loan !== null && !loan.paidOff;
  const next = running ? loan.statement.next : null;
  const installed = quote?.installation_confirmed_on != null;
  const referral: Referral = {
    customerId: row.customerId,
    firstname: row.firstname,
    lastname: row.lastname,
    phoneNumber: row.phoneNumber,
    dateRequested: lagosDate(row.requestedAt ?? row.signedUpAt),
    productName: quote?.product_name ?? row.packageName ?? null,
    totalAssetAmount: koboToNaira(plan?.total ?? kobo(0)),
    dueInDaysCount: next?.dueInDays ?? null,
    dueDate: next?.dueDate ?? null,
    amountOverdue: running ? koboToNaira(loan.statement.arrears) : 0,
    daysOverdue: running ? loan.statement.daysOverdue : 0,
    stage: stageOf(row.quoteRequestId !== null, quote?.request_status ?? 0, installed, running),
    owing: running && loan.statement.arrears > 0,
    nonPerforming: running && loan.statement.nonPerforming,
  };
  return { referral, quote, plan, loan };
}

/** Every customer an agent referred, newest first, with where each one's loan stands today. */
export async function referralsOf(deps: AppDeps, agentId: number): Promise<Referral[]> {
  const now = deps.clock.now();
  const [rows, settings] = await Promise.all([repo.referredCustomers(deps.db, agentId), loadSettings(deps.db)]);
  // Each referral's loan is a few reads: several at once (REFERRAL_READS), not one after another.
  return mapBounded(rows, REFERRAL_READS, async (row) => (await standingOf(deps, row, settings, now)).referral);
}

/**
 * ReferralDetailsByCustomerId, the sales breakdown (staff spec §3): the referred customer's newest request, its
 * repayments today and the commission the asking agent earned on them. An agent sees the customers they referred, a
 * coordinator those of their agents too; anyone else gets "not found" (docs/sales.md "Customer details").
 */
export async function referralDetails(deps: AppDeps, salesUser: AppUserRow, customerId: number) {
  const notFound = new AppError('NOT_FOUND', 'No customer you referred has that id.');
  if (!(await repo.canSeeCustomer(deps.db, salesUser.id, customerId))) throw notFound;
  const row = await repo.referredCustomer(deps.db, customerId);
  if (!row) throw notFound;
  const { referral, quote, plan, loan } = await standingOf(deps, row, await loadSettings(deps.db), deps.clock.now());
  const statement = loan?.statement;
  const commission = (await commissionByCustomer(deps, salesUser.id))(customerId);
  const naira = (value: number | undefined) => koboToNaira(kobo(value ?? 0));
  return {
    quoteId: quote?.id ?? null,
    quoteRequestId: row.quoteRequestId,
    productId: quote?.product_id ?? null,
    firstname: row.firstname,
    lastname: row.lastname,
    phoneNumber: row.phoneNumber,
    address: row.address,
    dateRequested: referral.dateRequested,
    productName: referral.productName,
    totalAssetAmount: referral.totalAssetAmount,
    /** What the customer still owes on the schedule (the spec's field name). */
    amountOwnedByCustomer: naira(loan && !loan.paidOff ? statement?.remaining : 0),
    loanBalance: naira(loan && !loan.paidOff ? statement?.loanBalance : 0),
    totalAmountToRepay: naira(plan && quote && !quote.is_outright ? plan.repaymentAmount : 0),
    totalDue: naira(loan && !loan.paidOff ? statement?.arrears : 0),
    totalDueScheduleCount: (statement?.instalments ?? []).filter((i) => i.status === 'overdue').length,
    totalScheduleCount: statement?.instalments.length ?? 0,
    totalRePaidAmount: naira(statement?.totalPaid),
    repaymentStatus: repaymentStatusOf(referral, loan?.paidOff ?? false),
    nextDueDate: referral.dueDate,
    /** What the agent can pay for the customer now: the next instalment still owing, or the whole payoff. */
    /** Only the agent who referred the customer pays for them (payable.ts); their coordinator sees, not pays. */
    canPay: row.referredBy === salesUser.id,
    nextRepaymentAmount: naira(loan && !loan.paidOff ? statement?.next?.amount : 0),
    payoffAmount: naira(loan && !loan.paidOff ? statement?.payoff : 0),
    stage: referral.stage,
    daysOverdue: referral.daysOverdue,
    totalCommision: koboToNaira(kobo(commission.earnedKobo)),
    totalCommisionPaid: koboToNaira(kobo(commission.paidKobo)),
    totalCommisionUnpaid: koboToNaira(kobo(commission.earnedKobo - commission.paidKobo)),
  };
}

/** How the customer's repayments stand, in a word a list can show. */
function repaymentStatusOf(
  r: Referral,
  paidOff: boolean,
): 'not started' | 'on time' | 'owing' | 'non-performing' | 'paid' {
  if (r.stage === 'paid' || paidOff) return 'paid';
  if (r.stage !== 'loan') return 'not started';
  if (r.nonPerforming) return 'non-performing';
  return r.owing ? 'owing' : 'on time';
}

/**
 * What the earner earned on each customer, and how much of it is paid, read once: payouts settle an earner's oldest
 * commission first, so a customer's share of them is what the payouts cover of that customer's entries in order.
 */
export async function commissionByCustomer(deps: AppDeps, earnerId: number) {
  const [entries, totals] = await Promise.all([
    repo.earnerEntries(deps.db, earnerId),
    commissionTotals(deps.db, earnerId),
  ]);
  let payouts = totals.paidKobo;
  const byCustomer = new Map<number, { earnedKobo: number; paidKobo: number }>();
  for (const entry of entries) {
    const amount = Number(entry.amountKobo);
    const covered = Math.max(0, Math.min(amount, payouts));
    payouts -= covered;
    const kept = byCustomer.get(entry.customerId) ?? { earnedKobo: 0, paidKobo: 0 };
    byCustomer.set(entry.customerId, { earnedKobo: kept.earnedKobo + amount, paidKobo: kept.paidKobo + covered });
  }
  return (customerId: number) => byCustomer.get(customerId) ?? { earnedKobo: 0, paidKobo: 0 };
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

/** A request status in words: the spec's texts (packages/domain), and 'New' / 'Pending' before pricing (§4). */
const requestStatusText = (status: number) => quoteRequestStatusText[status] ?? (status === 0 ? 'New' : 'Pending');

/**
 * SalesAgentQuoteList: the quote requests of an agent's referred customers, newest first, a page of them; each with
 * its status in words and its total once priced (docs/sales.md "Quotes").
 */
export async function agentQuotePage(deps: AppDeps, agentId: number, page: PageQuery) {
  const [rows, settings] = await Promise.all([repo.referredRequests(deps.db, agentId), loadSettings(deps.db)]);
  const start = (page.PageIndex - 1) * page.PageSize;
  const items = [];
  for (const row of rows.slice(start, start + page.PageSize)) {
    const quote = row.quoteId !== null ? await findQuoteWithRequest(deps.db, row.quoteId) : undefined;
    const priced = quote !== undefined && quote.quote_status > 0;
    items.push({
      quoteRequestId: row.quoteRequestId,
      referenceNo: row.referenceNo,
      quoteRequestStatus: row.quoteRequestStatus,
      status: requestStatusText(row.quoteRequestStatus),
      installed: quote?.installation_confirmed_on != null,
      dateRequested: lagosDate(row.requestedAt),
      customerId: row.customerId,
      firstname: row.firstname,
      lastname: row.lastname,
      productName: row.quoteProductName ?? row.packageName ?? null,
      totalAssetAmount: priced ? koboToNaira((await quotePlan(deps.db, quote, settings)).total) : 0,
    });
  }
  return paged(items, rows.length, page);
}

/**
 * The book of loans behind some agents' referrals (docs/sales.md "Portfolio"): the running loans, how many are up to
 * date (nothing overdue today), owing, or non-performing (30+ days), the principal outstanding, and PAR30 — the
 * outstanding principal of the non-performing loans over all outstanding principal (design.md §6), in basis points.
 */
export async function bookOf(deps: AppDeps, agentIds: readonly number[]) {
  const now = deps.clock.now();
  const settings = await loadSettings(deps.db);
  const book = { loans: 0, upToDate: 0, owing: 0, nonPerforming: 0, paidOff: 0, outstandingKobo: 0, par30Kobo: 0 };
  const rows = (await Promise.all(agentIds.map((id) => repo.referredCustomers(deps.db, id)))).flat();
  const standings = await mapBounded(rows, REFERRAL_READS, (row) => standingOf(deps, row, settings, now));
  for (const { referral, loan } of standings) {
    if (!loan) continue;
    if (loan.paidOff) {
      book.paidOff += 1;
      continue;
    }
    book.loans += 1;
    book.outstandingKobo += loan.statement.loanBalance;
    if (referral.nonPerforming) {
      book.nonPerforming += 1;
      book.par30Kobo += loan.statement.loanBalance;
    } else if (referral.owing) book.owing += 1;
    else book.upToDate += 1;
  }
  return {
    runningLoans: book.loans,
    upToDate: book.upToDate,
    owing: book.owing,
    nonPerforming: book.nonPerforming,
    paidOff: book.paidOff,
    outstanding: koboToNaira(kobo(book.outstandingKobo)),
    par30Outstanding: koboToNaira(kobo(book.par30Kobo)),
    /** Basis points (1234 = 12.34%); null with nothing outstanding. */
    par30Bps: book.outstandingKobo === 0 ? null : Math.round((book.par30Kobo * 10_000) / book.outstandingKobo),
    /** Of the running loans, the share with nothing overdue today, in basis points; null with none running. */
    upToDateBps: book.loans === 0 ? null : Math.round((book.upToDate * 10_000) / book.loans),
  };
}
