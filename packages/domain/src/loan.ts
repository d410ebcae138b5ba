/**
 * The loan after installation, one definition of every figure the customer, the agent and staff read of it
 * (docs/finance.md "Interest", "Payments" and "The statement"). Interest accrues day by day on the principal
 * outstanding; a payment pays the interest accrued to its day, then principal. Every figure a person reads or pays is
 * whole naira, rounded up; the ledger underneath is exact, so paying earlier or paying more never costs more.
 */
import { add, ceilNaira, compare, exact, isZero, min as minExact, scale, sub, ZERO, type Exact } from './exact.ts';
import { addMonths, daysBetween, repaymentSchedule, type CalendarDate, type Instalment } from './finance.ts';
import { kobo, type Kobo } from './money.ts';

export const NON_PERFORMING_DAYS = 30;

export interface LoanTerms {
  financed: Kobo;
  rateBps: number;
  months: number;
  /** The day installation was confirmed; the first instalment falls a month later. */
  start: CalendarDate;
}

/** A repayment received (successful), on its calendar day in Nigeria. */
export interface LoanPayment {
  amount: Kobo;
  on: CalendarDate;
}

/** What one payment did: interest paid, principal paid, and money beyond the loan (held for the customer). */
export interface AppliedPayment {
  on: CalendarDate;
  interest: Kobo;
  principal: Kobo;
  credit: Kobo;
}

export type InstalmentStatus = 'paid' | 'due' | 'overdue';

/** One instalment as it stands: its amount now (the last ones shrink when the loan is cleared sooner) and what paid it. */
export interface StatementInstalment {
  number: number;
  dueDate: CalendarDate;
  amount: Kobo;
  paid: Kobo;
  status: InstalmentStatus;
  /** Due after the day the loan was paid off: settled early by that payment, not paid on its own day. */
  settledEarly: boolean;
}

export interface LoanStatement {
  planned: Instalment[];
  instalments: StatementInstalment[];
  payments: AppliedPayment[];
  /** Everything paid to the loan: Σ instalments' paid. */
  totalPaid: Kobo;
  /** Money received beyond the loan, held for the customer (refunded), never counted as paid to it. */
  credit: Kobo;
  /** The day a payment cleared the loan; null while it runs. */
  closedOn: CalendarDate | null;
  /** Principal outstanding today, rounded up to the naira. */
  loanBalance: Kobo;
  /** Interest accrued since the last payment and not yet paid: payoff − loan balance. */
  interestToDate: Kobo;
  /** Clears the loan today: principal outstanding plus interest accrued to today, rounded up to the naira. */
  payoff: Kobo;
  /** What the schedule still asks if the customer keeps to it (arrears today, then each instalment on its day). */
  remaining: Kobo;
  /** Instalments due on or before today and not paid. */
  arrears: Kobo;
  /** Money paid beyond the instalment now running, waiting against the next ones. */
  paidAhead: Kobo;
  next: { number: number; dueDate: CalendarDate; amount: Kobo; dueInDays: number } | null;
  daysOverdue: number;
  nonPerforming: boolean;
}

interface Ledger {
  principal: Exact;
  interest: Exact;
  /** The day interest has been accrued to. */
  at: CalendarDate;
  paid: number;
  credit: number;
  closedOn: CalendarDate | null;
}

/** Due date of instalment k (k = 0 is the start); months past the plan keep the same rhythm for interest. */
const dueOf = (terms: LoanTerms, k: number): CalendarDate => addMonths(terms.start, k);

/**
 * Interest on the principal from one day to a later one: each month of the schedule (due date to due date) charges
 * the monthly rate for its whole length, so a day costs rate ÷ the days of its month.
 */
function accrue(terms: LoanTerms, ledger: Ledger, to: CalendarDate): void {
  if (to <= ledger.at) return;
  let from = ledger.at;
  let k = 1;
  while (dueOf(terms, k) <= from) k++;
  while (from < to) {
    const periodEnd = dueOf(terms, k);
    const end = periodEnd < to ? periodEnd : to;
    const length = daysBetween(dueOf(terms, k - 1), periodEnd);
    const days = daysBetween(from, end);
    ledger.interest = add(ledger.interest, scale(ledger.principal, terms.rateBps * days, 10_000 * length));
    from = end;
    k++;
  }
  ledger.at = to;
}

const owed = (ledger: Ledger): Exact => add(ledger.principal, ledger.interest);

/** Pays `amount` on the ledger's day: the interest accrued first, then principal; beyond the loan, held as credit. */
function pay(ledger: Ledger, amount: number): AppliedPayment {
  const on = ledger.at;
  const debt = owed(ledger);
  if (isZero(debt)) {
    ledger.credit += amount;
    return { on, interest: kobo(0), principal: kobo(0), credit: kobo(amount) };
  }
  const y = exact(amount);
  if (compare(y, debt) >= 0) {
    // Settles the loan. What is owed is paid rounded up to the naira; the under-₦1 rounding counts as interest.
    const applied = Math.min(amount, ceilNaira(debt));
    const principal = ceilNaira(ledger.principal) === 0 ? 0 : Number(ledger.principal.n / ledger.principal.d);
    const result = settle(ledger, on, amount, applied, principal);
    return result;
  }
  const toInterest = minExact(y, ledger.interest);
  const toPrincipal = sub(y, toInterest);
  ledger.interest = sub(ledger.interest, toInterest);
  ledger.principal = sub(ledger.principal, toPrincipal);
  ledger.paid += amount;
  const principalPart = Number(toPrincipal.n / toPrincipal.d);
  return { on, interest: kobo(amount - principalPart), principal: kobo(principalPart), credit: kobo(0) };
}

function settle(ledger: Ledger, on: CalendarDate, amount: number, applied: number, principal: number): AppliedPayment {
  ledger.principal = ZERO;
  ledger.interest = ZERO;
  ledger.paid += applied;
  ledger.credit += amount - applied;
  ledger.closedOn = on;
  return { on, interest: kobo(applied - principal), principal: kobo(principal), credit: kobo(amount - applied) };
}

function replay(terms: LoanTerms, payments: readonly LoanPayment[], today: CalendarDate) {
  const ledger: Ledger = {
    principal: exact(terms.financed),
    interest: ZERO,
    at: terms.start,
    paid: 0,
    credit: 0,
    closedOn: null,
  };
  if (terms.financed <= 0) ledger.closedOn = terms.start;
  const ordered = payments
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : a.i - b.i));
  const applied: AppliedPayment[] = [];
  for (const payment of ordered) {
    if (payment.amount < 0) throw new RangeError('A payment cannot be negative');
    accrue(terms, ledger, payment.on > ledger.at ? payment.on : ledger.at);
    applied.push(pay(ledger, payment.amount));
  }
  accrue(terms, ledger, today > ledger.at ? today : ledger.at);
  return { ledger, applied };
}

/**
 * The schedule's total if the customer keeps to the plan from today: what is overdue paid today, then on each due
 * date whatever brings their payments up to the plan's running total (never more than clears the loan), and the
 * last instalment whatever is left. Paying early or more lowers it: less principal, less interest.
 */
function projectedTotal(terms: LoanTerms, planned: readonly Instalment[], ledger: Ledger, today: CalendarDate): number {
  const sim: Ledger = { ...ledger };
  const planTotals: number[] = [];
  planned.reduce((sum, i) => (planTotals.push(sum + i.amount), sum + i.amount), 0);
  const keepToPlan = (k: number, last: boolean) => {
    if (sim.closedOn) return;
    const all = ceilNaira(owed(sim));
    pay(sim, last ? all : Math.min(Math.max(0, (planTotals[k - 1] ?? 0) - sim.paid), all));
  };
  const overdue = planned.filter((i) => i.dueDate <= today).length;
  if (overdue > 0) keepToPlan(overdue, overdue === planned.length);
  for (let k = overdue + 1; k <= planned.length && !sim.closedOn; k++) {
    accrue(terms, sim, planned[k - 1]!.dueDate);
    keepToPlan(k, k === planned.length);
  }
  return sim.paid;
}

/** The instalments as they stand: the plan's amounts filled up to the projected total, then what was paid of each. */
function instalmentsOf(
  planned: readonly Instalment[],
  total: number,
  paid: number,
  closedOn: CalendarDate | null,
  today: CalendarDate,
): StatementInstalment[] {
  let amounts = 0;
  return planned.map((i, index) => {
    const last = index === planned.length - 1;
    const amount = last ? Math.max(0, total - amounts) : Math.min(i.amount, Math.max(0, total - amounts));
    const paidOf = Math.min(amount, Math.max(0, paid - amounts));
    amounts += amount;
    const status: InstalmentStatus = paidOf >= amount ? 'paid' : i.dueDate < today ? 'overdue' : 'due';
    return {
      number: i.number,
      dueDate: i.dueDate,
      amount: kobo(amount),
      paid: kobo(paidOf),
      status,
      settledEarly: closedOn !== null && i.dueDate > closedOn,
    };
  });
}

/** The whole statement of a loan on a day: the ledger replayed, the schedule as it stands, and every figure. */
export function loanStatement(terms: LoanTerms, payments: readonly LoanPayment[], today: CalendarDate): LoanStatement {
  const planned = repaymentSchedule(terms.financed, terms.rateBps, terms.months, terms.start);
  const { ledger, applied } = replay(terms, payments, today);
  const total = ledger.closedOn ? ledger.paid : projectedTotal(terms, planned, ledger, today);
  const instalments = instalmentsOf(planned, total, ledger.paid, ledger.closedOn, today);
  const loanBalance = ceilNaira(ledger.principal);
  const payoff = ceilNaira(owed(ledger));
  let arrears = 0;
  let oldestOverdue: CalendarDate | null = null;
  let next: LoanStatement['next'] = null;
  for (const i of instalments) {
    const owing = i.amount - i.paid;
    if (owing <= 0) continue;
    if (i.dueDate <= today) {
      arrears += owing;
      oldestOverdue ??= i.dueDate;
    }
    next ??= { number: i.number, dueDate: i.dueDate, amount: kobo(owing), dueInDays: daysBetween(today, i.dueDate) };
  }
  const daysOverdue = oldestOverdue ? Math.max(0, daysBetween(oldestOverdue, today)) : 0;
  return {
    planned,
    instalments,
    payments: applied,
    totalPaid: kobo(ledger.paid),
    credit: kobo(ledger.credit),
    closedOn: ledger.closedOn,
    loanBalance: kobo(loanBalance),
    interestToDate: kobo(payoff - loanBalance),
    payoff: kobo(payoff),
    remaining: kobo(total - ledger.paid),
    arrears: kobo(arrears),
    paidAhead: kobo(ledger.closedOn ? 0 : paidAheadOf(instalments, today)),
    next,
    daysOverdue,
    nonPerforming: daysOverdue >= NON_PERFORMING_DAYS,
  };
}

/** Paid toward instalments after the one now running (the first not yet past its due date). */
function paidAheadOf(instalments: readonly StatementInstalment[], today: CalendarDate): number {
  const running = instalments.findIndex((i) => i.dueDate >= today);
  if (running < 0) return 0;
  return instalments.slice(running + 1).reduce((sum, i) => sum + i.paid, 0);
}
