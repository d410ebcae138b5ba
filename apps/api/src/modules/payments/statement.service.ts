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
  }));
}

/** The loan of a quote the user may read; null before installation (or for a quote paid outright). */
async function loan(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const { quote } = await quoteFor(deps, user, quoteId);
  return loanOf(deps.db, quote, await loadSettings(deps.db), deps.clock.now());
}

/** The next instalment still owing; zero and no date when there is none. */
export async function nextRepayment(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const next = (await loan(deps, user, quoteId))?.position.next;
  return next
    ? { amount: koboToNaira(next.amount), dueInDaysCount: next.dueInDays, dueDate: next.dueDate }
    : { amount: 0, dueInDaysCount: 0, dueDate: null };
}

/** The repayment schedule with what is paid of each instalment; confirmed is false before installation. */
export async function repayments(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const found = await loan(deps, user, quoteId);
  const today = new Date(deps.clock.now().getTime() + 3_600_000).toISOString().slice(0, 10);
  if (!found) return { confirmed: false, generalRepayment: [] };
  return {
    confirmed: true,
    generalRepayment: found.schedule.map((i) => {
      const paid = found.allocation.paid.get(i.number) ?? 0;
      return {
        installmentNumber: i.number,
        totalRepayment: koboToNaira(i.amount),
        amountPaid: koboToNaira(kobo(paid)),
        installmentDate: i.dueDate,
        repaymentStatus: paid >= i.amount ? 'paid' : i.dueDate < today ? 'overdue' : 'due',
      };
    }),
  };
}

/** Outstanding principal, arrears, payoff and days overdue; all zero before installation. */
export async function loanBalance(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const p = (await loan(deps, user, quoteId))?.position;
  return {
    loanBalance: p ? koboToNaira(p.outstandingPrincipal) : 0,
    arrears: p ? koboToNaira(p.arrears) : 0,
    payoff: p ? koboToNaira(p.payoff) : 0,
    daysOverdue: p?.daysOverdue ?? 0,
    nonPerforming: p?.nonPerforming ?? false,
  };
}
