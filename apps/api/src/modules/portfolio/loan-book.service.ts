/**
 * Keeps the loan book (docs/portfolio.md "How the figures are computed"): each loan's rows are rebuilt from its
 * statement (payments' loanOf, packages/domain loanStatement) in the transaction of every change that moves it — a
 * confirmed installation, a credited payment, a refund — so the book is never behind the loan.
 */
import {
  AppError,
  daysOverdue,
  kobo,
  lagosDate,
  loanBookOf,
  monthOf,
  type LoanPayment,
  type LoanTerms,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import { audit } from '../audit/index.ts';
import { loanOf } from '../payments/index.ts';
import { findQuoteWithRequest } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';
import * as repo from './loan-book.repository.ts';

/** A loan is written off only when it is at least this many days overdue (docs/portfolio.md "Definitions"). */
export const WRITE_OFF_DAYS = 180;

/** Rebuilds one loan's rows from its statement; a quote that is no loan (outright, not installed) leaves the book. */
export async function syncLoan(trx: Transaction, deps: Pick<AppDeps, 'clock'>, quoteId: number): Promise<void> {
  const quote = await findQuoteWithRequest(trx, quoteId);
  const settings = await loadSettings(trx);
  const loan = quote ? await loanOf(trx, quote, settings, deps.clock.now()) : null;
  const facts = loan ? await repo.loanFacts(trx, quoteId) : undefined;
  if (!quote || !loan || !facts || !quote.installation_confirmed_on) {
    await repo.removeLoan(trx, quoteId);
    return;
  }
  const start = quote.installation_confirmed_on;
  const terms: LoanTerms = {
    financed: loan.plan.financed,
    rateBps: quote.monthly_rate_bps ?? settings.monthlyInterestRateBps,
    months: quote.duration_months,
    start,
  };
  // The same payments, in the same order, as loanOf: the surplus kept on the loan on the start day, then repayments.
  const rows = await repo.repaymentsOf(trx, quoteId);
  const payments: (LoanPayment & { paymentId: number | null })[] = [
    ...(quote.surplus_to_instalments_kobo > 0
      ? [{ amount: kobo(quote.surplus_to_instalments_kobo), on: start, paymentId: null }]
      : []),
    ...rows.map((p) => ({
      amount: kobo(p.paid_kobo ?? 0),
      on: lagosDate(p.settled_at ?? p.created_at),
      paymentId: p.id,
    })),
  ];
  const book = loanBookOf(terms, payments, lagosDate(deps.clock.now()));
  const agentId = facts.fillerId ?? facts.referrerId;
  await repo.replaceLoan(
    trx,
    {
      quote_id: quoteId,
      quote_request_id: facts.quoteRequestId,
      customer_id: facts.customerId,
      start_on: start,
      cohort_month: monthOf(start),
      financed: terms.financed,
      months: terms.months,
      rate_bps: terms.rateBps,
      state_id: facts.stateId,
      package_id: facts.packageId,
      agent_id: agentId,
      coordinator_id: facts.fillerId !== null ? facts.fillerCoordinatorId : facts.referrerCoordinatorId,
      financial_institution_id: facts.financialInstitutionId,
      first_due_on: book.firstDueOn,
      first_paid_on: book.firstPaidOn,
      outstanding: book.outstanding,
      cum_paid: book.cumPaid,
      first_unpaid_due: book.firstUnpaidDue,
      closed_on: book.closedOn,
      last_paid_on: book.lastPaidOn,
      updated_at: deps.clock.now(),
    },
    book.instalments,
    book.entries.map((e) => ({ ...e, paymentId: payments[e.source]?.paymentId ?? null })),
  );
}

/** Syncs every loan, a hundred to a transaction: at start-up when the book is empty but loans exist, and by seeds. */
export async function rebuildLoanBook(deps: Pick<AppDeps, 'clock' | 'db'>): Promise<number> {
  const ids = await repo.loanQuoteIds(deps.db);
  for (let i = 0; i < ids.length; i += 100) {
    const batch = ids.slice(i, i + 100);
    await deps.db.transaction().execute(async (trx) => {
      for (const id of batch) await syncLoan(trx, deps, id);
    });
  }
  return ids.length;
}

/** Builds the book at start-up if it is empty while loans exist (a database from before it). */
export async function buildLoanBookIfEmpty(deps: Pick<AppDeps, 'clock' | 'db'>): Promise<number> {
  return (await repo.bookNeedsBuilding(deps.db)) ? rebuildLoanBook(deps) : 0;
}

/** Each change that moves a loan re-syncs it in the same transaction (src/events.ts). */
export function registerPortfolioHandlers(deps: AppDeps): void {
  deps.events.on('installation.confirmed', { within: (trx, e) => syncLoan(trx, deps, e.quoteId) });
  deps.events.on('payment.credited', {
    async within(trx, e) {
      if (e.quoteId !== null) await syncLoan(trx, deps, e.quoteId);
    },
  });
  deps.events.on('payment.refunded', { within: (trx, e) => syncLoan(trx, deps, e.quoteId) });
  deps.events.on('payment.surplus-to-instalments', { within: (trx, e) => syncLoan(trx, deps, e.quoteId) });
}

export interface WriteOff {
  quoteId: number;
  reason: string;
  /** The administrator writing it off. */
  by: number;
  /** The day (Lagos) it is written off. */
  on: string;
}

/**
 * Writes a loan off on a day (docs/portfolio.md "Definitions"): the principal outstanding that day leaves the book's
 * outstanding and PAR; money received after is a recovery. Only a loan at least 180 days overdue that day, once.
 * The caller (collections' route) checks the role; this records the audit entry.
 */
export async function writeOffLoan(trx: Transaction, deps: Pick<AppDeps, 'clock'>, w: WriteOff) {
  const loan = await repo.lockLoan(trx, w.quoteId);
  if (!loan)
    throw new AppError('NOT_FOUND', 'There is no loan on this quote: only an installed, financed system has one.');
  if (loan.written_off_on !== null)
    throw new AppError('CONFLICT', `This loan was already written off on ${loan.written_off_on}.`);
  if (w.on < loan.start_on) throw new AppError('VALIDATION_FAILED', 'A loan cannot be written off before it started.');
  const entry = await repo.entryAsOf(trx, w.quoteId, w.on);
  const principal = entry ? entry.principal_after : loan.financed;
  const firstUnpaidDue = entry ? entry.first_unpaid_due : loan.first_due_on;
  if (principal <= 0 || firstUnpaidDue === null)
    throw new AppError('CONFLICT', 'This loan is paid off: there is nothing to write off.');
  const days = daysOverdue({ firstUnpaidDue }, w.on);
  if (days < WRITE_OFF_DAYS)
    throw new AppError(
      'CONFLICT',
      `This loan is ${days} days overdue: a loan is written off only at ${WRITE_OFF_DAYS} days overdue or more.`,
    );
  const at = deps.clock.now();
  await repo.setWrittenOff(trx, w.quoteId, { on: w.on, by: w.by, reason: w.reason, principal, at });
  await audit(trx, {
    actorUserId: w.by,
    action: 'loan.written-off',
    entity: 'quote',
    entityId: w.quoteId,
    quoteRequestId: loan.quote_request_id,
    after: { writtenOffOn: w.on, principal, reason: w.reason, daysOverdue: days },
  });
  return { quoteId: w.quoteId, writtenOffOn: w.on, principal, daysOverdue: days, reason: w.reason };
}
