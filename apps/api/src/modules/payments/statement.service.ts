/** What a payer reads of a quote: its payments, and the loan after installation (next instalment, schedule, balance). */
import { kobo, koboToNaira } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { loadSettings } from '../settings/index.ts';
import { loanOf } from './loan.ts';
import { quoteFor } from './payable.ts';
import { listPayments } from './payment.repository.ts';

export async function transactions(deps: AppDeps, user: AppUserRow, quoteId: number) {
  await quoteFor(deps, user, quoteId);
  const rows = await listPayments(deps.db, quoteId);
  return rows.map((p) => ({
    reference: p.reference,
    dateCreated: (p.settled_at ?? p.created_at).toISOString(),
    successful: p.status === 'success',
    /** success, failed (abandoned or declined), or conflict (received but held for review). */
    status: p.status,
    amountInTransaction: koboToNaira(kobo(p.paid_kobo ?? p.expected_kobo)),
    // 0 is Equity, otherwise Repayment (customer spec §2).
    transactionType: p.purpose === 'equity' || p.purpose === 'outright' ? 0 : 1,
    purpose: p.purpose,
    /** Who paid when it was not the customer: their partner bank, or their sales agent (issue 20); null otherwise. */
    paidBy: p.payer_bank_name ?? (p.payer_firstname ? `${p.payer_firstname} ${p.payer_lastname}` : null),
    paidByBank: p.payer_bank_name !== null,
  }));
}

/** The loan of a quote the user may read; null before installation (or for a quote paid outright). */
async function loan(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const { quote } = await quoteFor(deps, user, quoteId);
  return { quote, loan: await loanOf(deps.db, quote, await loadSettings(deps.db), deps.clock.now()) };
}

const naira = (value: number) => koboToNaira(kobo(value));

/** The next instalment still owing (zero and no date when there is none), and what is already paid towards it. */
export async function nextRepayment(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const statement = (await loan(deps, user, quoteId)).loan?.statement;
  const next = statement?.next;
  const paidAhead = naira(statement?.paidAhead ?? 0);
  return next
    ? { amount: naira(next.amount), dueInDaysCount: next.dueInDays, dueDate: next.dueDate, paidAhead }
    : { amount: 0, dueInDaysCount: 0, dueDate: null, paidAhead };
}

/**
 * The repayment schedule as it stands (docs/finance.md "The statement"): each instalment's amount now and what was
 * paid of it, those settled early by a payoff marked so, and the totals the page shows; none before installation or
 * when the system was paid outright.
 */
export async function repayments(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const { quote, loan: found } = await loan(deps, user, quoteId);
  if (!found) {
    const message = quote.is_outright
      ? 'Paid in full: there is no repayment schedule'
      : 'Repayment schedule yet to be confirmed';
    return {
      message,
      data: {
        generalRepayment: [],
        isOutright: quote.is_outright,
        totalPaid: 0,
        remaining: 0,
        paidAhead: 0,
        closedOn: null,
      },
    };
  }
  const { statement } = found;
  return {
    message: 'Repayment schedule',
    data: {
      generalRepayment: statement.instalments.map((i) => ({
        installmentNumber: i.number,
        totalRepayment: naira(i.amount),
        amountPaid: naira(i.paid),
        installmentDate: i.dueDate,
        repaymentStatus: i.status,
        settledEarly: i.settledEarly,
      })),
      isOutright: false,
      totalPaid: naira(statement.totalPaid),
      remaining: naira(statement.remaining),
      paidAhead: naira(statement.paidAhead),
      closedOn: statement.closedOn,
    },
  };
}

/**
 * Where the loan stands today, every figure from one statement: the principal outstanding (loanBalance), the interest
 * accrued to today, the payoff (their sum), what the schedule still asks (remaining, with the months ahead's
 * interest), arrears, money paid ahead. All zero before installation, after a payoff, or when paid outright.
 */
export async function loanBalance(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const { quote, loan: found } = await loan(deps, user, quoteId);
  const s = found?.statement;
  return {
    loanBalance: naira(s?.loanBalance ?? 0),
    arrears: naira(s?.arrears ?? 0),
    payoff: naira(s?.payoff ?? 0),
    daysOverdue: s?.daysOverdue ?? 0,
    nonPerforming: s?.nonPerforming ?? false,
    interestToDate: naira(s?.interestToDate ?? 0),
    remaining: naira(s?.remaining ?? 0),
    paidAhead: naira(s?.paidAhead ?? 0),
    totalPaid: naira(s?.totalPaid ?? 0),
    paidOff: s?.closedOn != null,
    isOutright: quote.is_outright,
  };
}
