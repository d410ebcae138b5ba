/**
 * The loan book and its health figures (issue 23; docs/portfolio.md "Definitions"). A loan's position as of a day is
 * its principal outstanding, what it has paid, and its first planned instalment not fully paid; every figure of the
 * portfolio page is a pure function of positions, defined here once. The API computes the same figures in SQL over
 * the read model (loan_book) and its tests check them against these.
 */
import { addMonths, daysBetween, type CalendarDate } from './finance.ts';
import { loanStatement, type LoanPayment, type LoanTerms } from './loan.ts';

/** A loan more than this many days overdue is in default (and counts in PAR90). */
export const DEFAULT_DAYS = 90;
/** The PAR thresholds the page shows: PARn counts loans more than n days overdue. */
export const PAR_DAYS = [1, 30, 90] as const;
/** Cohort curves stop at this many months. */
export const MAX_COHORT_MONTHS = 36;

// ---------------------------------------------------------------------------------------------------------------
// The read model's rows of one loan, from its statement

export interface BookInstalment {
  number: number;
  dueOn: CalendarDate;
  amount: number;
  /** Σ amount of instalments 1..number. */
  cumAmount: number;
}

export interface BookEntry {
  /** Index of the payment in the list given to `loanBookOf`. */
  source: number;
  paidOn: CalendarDate;
  /** Applied to the loan (interest + principal), never the credit beyond it. */
  amount: number;
  principal: number;
  interest: number;
  /** The principal outstanding after it (whole naira, as the statement's loan balance). */
  principalAfter: number;
  cumPaid: number;
  firstUnpaidDue: CalendarDate | null;
  /** The next entry's paid_on: this position holds on days paidOn <= D < validTo; null for the latest. */
  validTo: CalendarDate | null;
  monthOffset: number;
}

export interface LoanBook {
  instalments: BookInstalment[];
  entries: BookEntry[];
  firstDueOn: CalendarDate;
  firstPaidOn: CalendarDate | null;
  lastPaidOn: CalendarDate | null;
  outstanding: number;
  cumPaid: number;
  firstUnpaidDue: CalendarDate | null;
  closedOn: CalendarDate | null;
}

/** The first day of a day's month. */
export const monthOf = (day: CalendarDate): CalendarDate => `${day.slice(0, 7)}-01`;

/** Smallest m >= 0 with `day` <= start + m months: the month of the loan a payment falls in. */
export function monthOffset(start: CalendarDate, day: CalendarDate): number {
  let m = 0;
  while (day > addMonths(start, m)) m++;
  return m;
}

/**
 * The first planned instalment not fully paid when `cumPaid` has been paid: null once the loan is closed; when the
 * plan's total is paid but interest of late months is still owed, the last instalment (it grew: docs/finance.md).
 */
export function firstUnpaidDue(
  instalments: readonly BookInstalment[],
  cumPaid: number,
  closed: boolean,
): CalendarDate | null {
  if (closed || instalments.length === 0) return null;
  const unpaid = instalments.find((i) => i.cumAmount > cumPaid) ?? instalments[instalments.length - 1]!;
  return unpaid.dueOn;
}

/**
 * A loan's rows in the book: its planned instalments and one entry per payment applied to it (a payment wholly beyond
 * the loan, kept as credit, applies nothing and has none), each with the position after it — exactly the statement's
 * figures (`loanStatement` replayed to that payment).
 */
export function loanBookOf(terms: LoanTerms, payments: readonly LoanPayment[], today: CalendarDate): LoanBook {
  const statement = loanStatement(terms, payments, today);
  let cum = 0;
  const instalments = statement.planned.map((i) => {
    cum += i.amount;
    return { number: i.number, dueOn: i.dueDate, amount: i.amount, cumAmount: cum };
  });
  // The order loanStatement replays them in: by day, then as given.
  const order = payments
    .map((p, source) => ({ ...p, source }))
    .sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : a.source - b.source));
  const entries: BookEntry[] = [];
  let cumPaid = 0;
  statement.payments.forEach((applied, k) => {
    const amount = applied.interest + applied.principal;
    if (amount <= 0) return;
    cumPaid += amount;
    const after = loanStatement(terms, order.slice(0, k + 1), applied.on);
    entries.push({
      source: order[k]!.source,
      paidOn: applied.on,
      amount,
      principal: applied.principal,
      interest: applied.interest,
      principalAfter: after.loanBalance,
      cumPaid,
      firstUnpaidDue: firstUnpaidDue(instalments, cumPaid, after.closedOn !== null),
      validTo: null,
      monthOffset: monthOffset(terms.start, applied.on),
    });
  });
  entries.forEach((e, k) => (e.validTo = entries[k + 1]?.paidOn ?? null));
  const firstDueOn = instalments[0]?.dueOn ?? addMonths(terms.start, 1);
  const last = entries[entries.length - 1];
  return {
    instalments,
    entries,
    firstDueOn,
    firstPaidOn: entries[0]?.paidOn ?? null,
    lastPaidOn: last?.paidOn ?? null,
    outstanding: statement.loanBalance,
    cumPaid: statement.totalPaid,
    firstUnpaidDue: last ? last.firstUnpaidDue : statement.closedOn ? null : firstDueOn,
    closedOn: statement.closedOn,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Positions as of a day, and the figures over them

/** A loan's position as of a day D (docs/portfolio.md "Definitions"). */
export interface LoanPosition {
  startOn: CalendarDate;
  /** Principal outstanding as of D: the financed amount while nothing is paid. */
  outstanding: number;
  /** Σ applied to the loan by D. */
  cumPaid: number;
  /** The first planned instalment not fully paid as of D; null when paid off. */
  firstUnpaidDue: CalendarDate | null;
  writtenOffOn: CalendarDate | null;
  writtenOffPrincipal: number | null;
}

/** Days since the first unpaid instalment fell due: 0 when it has not (or the loan is paid). */
export function daysOverdue(p: Pick<LoanPosition, 'firstUnpaidDue'>, day: CalendarDate): number {
  return p.firstUnpaidDue === null ? 0 : Math.max(0, daysBetween(p.firstUnpaidDue, day));
}

/** Written off on or before the day. */
export const isWrittenOff = (p: Pick<LoanPosition, 'writtenOffOn'>, day: CalendarDate): boolean =>
  p.writtenOffOn !== null && p.writtenOffOn <= day;

/** Active as of D: started, principal outstanding, not written off on or before D. */
export function isActive(p: LoanPosition, day: CalendarDate): boolean {
  return p.startOn <= day && p.outstanding > 0 && !isWrittenOff(p, day);
}

export type AgingKey = 'current' | '1-30' | '31-60' | '61-90' | '91-180' | '180+';

export const AGING_BUCKETS: readonly { key: AgingKey; label: string; min: number; max: number }[] = [
  { key: 'current', label: 'Current', min: 0, max: 0 },
  { key: '1-30', label: '1–30 days', min: 1, max: 30 },
  { key: '31-60', label: '31–60 days', min: 31, max: 60 },
  { key: '61-90', label: '61–90 days', min: 61, max: 90 },
  { key: '91-180', label: '91–180 days', min: 91, max: 180 },
  { key: '180+', label: 'Over 180 days', min: 181, max: Number.POSITIVE_INFINITY },
];

export const agingKeyOf = (days: number): AgingKey =>
  AGING_BUCKETS.find((b) => days >= b.min && days <= b.max)?.key ?? '180+';

export interface BookHealth {
  activeLoans: number;
  outstandingPrincipal: number;
  par1: number;
  par30: number;
  par90: number;
  defaults: { count: number; outstanding: number };
  writeOffs: { count: number; principal: number };
  aging: { key: AgingKey; label: string; loans: number; outstanding: number }[];
}

/** Σ outstanding of active loans more than n days overdue ÷ Σ outstanding of active loans (0 when none). */
export function parRatio(positions: readonly LoanPosition[], day: CalendarDate, n: number): number {
  const active = positions.filter((p) => isActive(p, day));
  const total = active.reduce((s, p) => s + p.outstanding, 0);
  if (total === 0) return 0;
  return active.filter((p) => daysOverdue(p, day) > n).reduce((s, p) => s + p.outstanding, 0) / total;
}

/** Active loans, outstanding principal, PAR1/30/90, defaults, write-offs and aging as of a day. */
export function bookHealth(positions: readonly LoanPosition[], day: CalendarDate): BookHealth {
  const active = positions.filter((p) => isActive(p, day));
  const aging = AGING_BUCKETS.map((b) => ({ key: b.key, label: b.label, loans: 0, outstanding: 0 }));
  const defaults = { count: 0, outstanding: 0 };
  for (const p of active) {
    const days = daysOverdue(p, day);
    const bucket = aging.find((b) => b.key === agingKeyOf(days))!;
    bucket.loans += 1;
    bucket.outstanding += p.outstanding;
    if (days > DEFAULT_DAYS) {
      defaults.count += 1;
      defaults.outstanding += p.outstanding;
    }
  }
  const writtenOff = positions.filter((p) => isWrittenOff(p, day));
  return {
    activeLoans: active.length,
    outstandingPrincipal: active.reduce((s, p) => s + p.outstanding, 0),
    par1: parRatio(positions, day, 1),
    par30: parRatio(positions, day, 30),
    par90: parRatio(positions, day, 90),
    defaults,
    writeOffs: {
      count: writtenOff.length,
      principal: writtenOff.reduce((s, p) => s + (p.writtenOffPrincipal ?? 0), 0),
    },
    aging,
  };
}

/** A planned instalment with what its loan had paid as of asOf. */
export interface DueInstalment {
  dueOn: CalendarDate;
  amount: number;
  cumAmount: number;
  /** The loan's Σ paid as of asOf. */
  loanCumPaid: number;
  loanWrittenOffOn: CalendarDate | null;
}

/**
 * Collection rate of the period [from, to]: of the planned instalments due in it (loans not written off before the
 * period), the share of their amount paid as of asOf (payments fill instalments oldest first). Null when nothing fell
 * due.
 */
export function collectionRate(instalments: readonly DueInstalment[], from: CalendarDate, to: CalendarDate) {
  let due = 0;
  let collected = 0;
  for (const i of instalments) {
    if (i.dueOn < from || i.dueOn > to) continue;
    if (i.loanWrittenOffOn !== null && i.loanWrittenOffOn < from) continue;
    due += i.amount;
    collected += Math.min(i.amount, Math.max(0, i.loanCumPaid - (i.cumAmount - i.amount)));
  }
  return { due, collected, rate: due === 0 ? null : collected / due };
}

/** The last day of a day's month. */
export const monthEnd = (day: CalendarDate): CalendarDate => {
  const next = addMonths(monthOf(day), 1);
  const d = new Date(`${next}T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
};

/** Whole months from the last day of a cohort's month to asOf: the largest m with end + m months <= asOf (0 before). */
export function cohortAge(cohortMonth: CalendarDate, asOf: CalendarDate): number {
  const end = monthEnd(cohortMonth);
  if (asOf < end) return 0;
  let m = 0;
  while (addMonths(end, m + 1) <= asOf) m++;
  return m;
}

export interface CohortLoan {
  cohortMonth: CalendarDate;
  startOn: CalendarDate;
  financed: number;
  /** How many loans the row stands for (a cohort's sum read from the book); 1 when absent. */
  loans?: number;
}

export interface CohortEntry {
  cohortMonth: CalendarDate;
  monthOffset: number;
  paidOn: CalendarDate;
  principal: number;
}

export interface Cohort {
  month: string;
  loans: number;
  financed: number;
  points: { month: number; repaid: number; share: number }[];
}

/**
 * Repayment curves by cohort (month of installation): point m = Σ principal of the cohort's entries with
 * month_offset <= m paid by asOf ÷ Σ financed of the cohort, for m = 1..age (at most 36).
 */
export function cohortCurves(
  loans: readonly CohortLoan[],
  entries: readonly CohortEntry[],
  asOf: CalendarDate,
): Cohort[] {
  const byMonth = new Map<string, { loans: number; financed: number; repaid: number[] }>();
  for (const loan of loans) {
    if (loan.startOn > asOf) continue;
    const c = byMonth.get(loan.cohortMonth) ?? { loans: 0, financed: 0, repaid: [] };
    c.loans += loan.loans ?? 1;
    c.financed += loan.financed;
    byMonth.set(loan.cohortMonth, c);
  }
  for (const e of entries) {
    const c = byMonth.get(e.cohortMonth);
    if (!c || e.paidOn > asOf) continue;
    c.repaid[e.monthOffset] = (c.repaid[e.monthOffset] ?? 0) + e.principal;
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, c]) => {
      const age = Math.min(MAX_COHORT_MONTHS, cohortAge(month, asOf));
      const points: Cohort['points'] = [];
      let repaid = 0;
      for (let m = 0; m <= age; m++) {
        repaid += c.repaid[m] ?? 0;
        if (m >= 1) points.push({ month: m, repaid, share: c.financed === 0 ? 0 : repaid / c.financed });
      }
      // Entries later than 36 months still count towards nothing shown.
      return { month: month.slice(0, 7), loans: c.loans, financed: c.financed, points };
    });
}
