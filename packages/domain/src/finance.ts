import { formatKoboAsNaira } from './format.ts';
import { kobo, koboToNaira, type Kobo } from './money.ts';

/**
 * Finance rules (design.md §6). All amounts are integer kobo; amounts shown to people round UP to the whole naira.
 * The annuity formula needs a power of (1 + r), computed in floating point and immediately rounded up to whole
 * naira: the result is an integer number of kobo, and the rounding never favours the customer by a fraction.
 */

const NAIRA = 100;

/** Rounds kobo up to a whole naira. */
export function ceilToNaira(value: number): Kobo {
  // A float a hair above a whole naira (e.g. 1000.0000000002 naira) is float noise, not money: absorb it.
  return kobo(Math.ceil(value / NAIRA - 1e-9) * NAIRA);
}

/** One priced line of a system: its unit price and how many. */
export interface AssetLine {
  unitPrice: Kobo;
  quantity: number;
}

/**
 * Total asset amount (design.md §6): Σ(unit price × quantity) + installation cost + transport cost − discount, never
 * below zero. Quantities are whole numbers; a result that is not a safe whole number of kobo is refused (RangeError).
 */
export function totalAssetAmount(
  lines: readonly AssetLine[],
  costs: { installation?: Kobo; transport?: Kobo; discount?: Kobo } = {},
): Kobo {
  const components = lines.reduce((sum, line) => {
    if (!Number.isInteger(line.quantity)) throw new RangeError(`A quantity is a whole number, got ${line.quantity}`);
    return sum + line.unitPrice * line.quantity;
  }, 0);
  const total = components + (costs.installation ?? 0) + (costs.transport ?? 0) - (costs.discount ?? 0);
  return kobo(Math.max(0, total));
}

/** Monthly repayment of `principal` over `months` at `rateBps` a month (PMT), rounded up to the naira. */
export function monthlyRepayment(principal: Kobo, rateBps: number, months: number): Kobo {
  if (months <= 0 || !Number.isInteger(months))
    throw new RangeError(`months must be a positive integer, got ${months}`);
  if (principal <= 0) return kobo(0);
  const r = rateBps / 10_000;
  const payment = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return ceilToNaira(payment);
}

export interface Plan {
  equityPercentage: number;
  months: number;
  total: Kobo;
  equity: Kobo;
  financed: Kobo;
  monthly: Kobo;
  /** monthly × months */
  repaymentAmount: Kobo;
  /** What credit costs on top of the financed amount: repaymentAmount − financed. */
  costOfCredit: Kobo;
}

/** One down-payment option: the equity rounded up to the naira, the rest financed by the annuity. */
export function planFor(total: Kobo, equityPercentage: number, rateBps: number, months: number): Plan {
  const equity = kobo(Math.min(total, ceilToNaira((total * equityPercentage) / 100)));
  const financed = kobo(total - equity);
  const monthly = monthlyRepayment(financed, rateBps, months);
  const repaymentAmount = kobo(monthly * months);
  return {
    equityPercentage,
    months,
    total,
    equity,
    financed,
    monthly,
    repaymentAmount,
    costOfCredit: kobo(repaymentAmount - financed),
  };
}

/** One down-payment option as customers and staff read it, in naira (staff spec §7 GetQuoteRepaymentsRange). */
export interface DownPaymentOption {
  equityPecentage: number;
  equityPayment: number;
  monthlyRepayment: number;
  repaymentDuration: number;
  /** The down payment plus every monthly repayment. */
  totalRepayable: number;
  costOfCredit: number;
}

/** The terms a quote's options are worked out with: the offered down payments and the monthly rate (settings). */
export interface PlanTerms {
  equityPercentages: readonly number[];
  monthlyInterestRateBps: number;
}

/**
 * Every down-payment option of a total over `months`, one per offered percentage: what the server sends the customer
 * (ConfirmQuotePricing, GetQuoteRepaymentsRange) and what the pricing page shows live while staff build the quote.
 */
export function downPaymentOptions(total: Kobo, terms: PlanTerms, months: number): DownPaymentOption[] {
  return terms.equityPercentages.map((pct) => {
    const plan = planFor(total, pct, terms.monthlyInterestRateBps, months);
    return {
      equityPecentage: pct,
      equityPayment: koboToNaira(plan.equity),
      monthlyRepayment: koboToNaira(plan.monthly),
      repaymentDuration: months,
      totalRepayable: koboToNaira(kobo(plan.equity + plan.repaymentAmount)),
      costOfCredit: koboToNaira(plan.costOfCredit),
    };
  });
}

/**
 * The plan length a quote is given when staff save its system: its package's repayment length, or for a system built
 * from components 12 months when offered, else the first length offered.
 */
export function planLengthFor(
  settings: { planLengthsMonths: readonly number[] },
  packageRepaymentLengthMonths: number | null,
): number {
  if (packageRepaymentLengthMonths !== null) return packageRepaymentLengthMonths;
  // The settings hold at least one length (settingsSchema); 12 stands in only for an empty list.
  const [first = 12] = settings.planLengthsMonths;
  return settings.planLengthsMonths.includes(12) ? 12 : first;
}

/**
 * Which first payment an amount received is (staff spec §7 ManualSaveQuoteEquityPayment, as a card payment would be):
 * the plan's down payment (equity), the full price (outright: no loan), or neither (null). Equal, the full price wins.
 */
export function firstPaymentPurposeOf(
  amount: Kobo,
  plan: Pick<Plan, 'equity' | 'total'>,
): 'equity' | 'outright' | null {
  if (amount === plan.total) return 'outright';
  if (amount === plan.equity) return 'equity';
  return null;
}

/** The sentence that refuses any other amount, the same in the staff form and from the server. */
export function firstPaymentAmountsMessage(plan: Pick<Plan, 'equity' | 'total'>): string {
  return `Record the down payment of ${formatKoboAsNaira(plan.equity)} or the full price of ${formatKoboAsNaira(plan.total)} (paid outright); the amount received must be one of them.`;
}

/** Effective annual rate of a monthly rate, compounded: (1 + r)^12 − 1, as a fraction (0.4258 = 42.58%). */
export function effectiveAnnualRate(rateBps: number): number {
  return (1 + rateBps / 10_000) ** 12 - 1;
}

// Dates are calendar days, 'YYYY-MM-DD', so no time zone can move a due date.

export type CalendarDate = string;

function parseDay(day: CalendarDate): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar date: ${day}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The same day `months` later, clamped to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: CalendarDate, months: number): CalendarDate {
  const { y, m, d } = parseDay(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

export interface Instalment {
  number: number;
  dueDate: CalendarDate;
  amount: Kobo;
  principal: Kobo;
  interest: Kobo;
}

/**
 * The repayment schedule: one instalment a month from the month after installation is confirmed. Each instalment
 * pays the month's interest on the outstanding principal (rounded to the kobo) and the rest of the monthly amount
 * off the principal; the last one takes exactly what principal is left, so the principal adds up to the financed
 * amount to the kobo.
 */
export function repaymentSchedule(
  financed: Kobo,
  rateBps: number,
  months: number,
  installationConfirmed: CalendarDate,
): Instalment[] {
  const monthly = monthlyRepayment(financed, rateBps, months);
  const r = rateBps / 10_000;
  const schedule: Instalment[] = [];
  let outstanding: number = financed;
  for (let number = 1; number <= months; number++) {
    const interest = Math.round(outstanding * r);
    const principal = number === months ? outstanding : Math.min(outstanding, monthly - interest);
    outstanding -= principal;
    schedule.push({
      number,
      dueDate: addMonths(installationConfirmed, number),
      amount: kobo(principal + interest),
      principal: kobo(principal),
      interest: kobo(interest),
    });
  }
  return schedule;
}

export interface Allocation {
  /** What each instalment has received in all, by instalment number. */
  paid: Map<number, Kobo>;
  /** Money beyond the whole schedule, held as credit. */
  unapplied: Kobo;
}

/**
 * Applies payments to the schedule, the oldest instalment first; a partial payment stays on its instalment and the
 * next payment completes it. Nothing is created or lost: allocated + unapplied = the sum of the payments.
 */
export function allocatePayments(schedule: readonly Instalment[], payments: readonly Kobo[]): Allocation {
  const paid = new Map<number, Kobo>(schedule.map((i) => [i.number, kobo(0)]));
  const ordered = [...schedule].sort((a, b) =>
    a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.number - b.number,
  );
  let unapplied = 0;
  for (const payment of payments) {
    if (payment < 0) throw new RangeError('A payment cannot be negative');
    let left: number = payment;
    for (const instalment of ordered) {
      if (left === 0) break;
      const already = paid.get(instalment.number)!;
      const take = Math.min(left, instalment.amount - already);
      if (take > 0) {
        paid.set(instalment.number, kobo(already + take));
        left -= take;
      }
    }
    unapplied += left;
  }
  return { paid, unapplied: kobo(unapplied) };
}

export interface LoanPosition {
  /** Principal not yet repaid. Within an instalment a payment covers the interest first, then the principal. */
  outstandingPrincipal: Kobo;
  /** What is due and unpaid on or before `today`. */
  arrears: Kobo;
  /** Settles the loan today: outstanding principal plus the current period's unpaid interest. */
  payoff: Kobo;
  /** The next instalment with money still owing, and how much of it. */
  next: { number: number; dueDate: CalendarDate; amount: Kobo; dueInDays: number } | null;
  daysOverdue: number;
  /** 30 or more days overdue (PAR30 counts the whole outstanding principal of such loans). */
  nonPerforming: boolean;
}

export const NON_PERFORMING_DAYS = 30;

export function loanPosition(
  schedule: readonly Instalment[],
  allocation: Allocation,
  today: CalendarDate,
): LoanPosition {
  let outstandingPrincipal = 0;
  let arrears = 0;
  let next: LoanPosition['next'] = null;
  let oldestUnpaidPastDue: CalendarDate | null = null;
  let currentInterestOwing = 0;
  for (const instalment of schedule) {
    const paid = allocation.paid.get(instalment.number) ?? 0;
    const owing = instalment.amount - paid;
    const interestPaid = Math.min(paid, instalment.interest);
    const principalPaid = paid - interestPaid;
    outstandingPrincipal += instalment.principal - principalPaid;
    if (owing > 0) {
      if (instalment.dueDate <= today) {
        arrears += owing;
        oldestUnpaidPastDue ??= instalment.dueDate;
      }
      if (!next) {
        next = {
          number: instalment.number,
          dueDate: instalment.dueDate,
          amount: kobo(owing),
          dueInDays: daysBetween(today, instalment.dueDate),
        };
        currentInterestOwing = instalment.interest - interestPaid;
      }
    }
  }
  const daysOverdue = oldestUnpaidPastDue ? Math.max(0, daysBetween(oldestUnpaidPastDue, today)) : 0;
  return {
    outstandingPrincipal: kobo(outstandingPrincipal),
    arrears: kobo(arrears),
    payoff: kobo(outstandingPrincipal + currentInterestOwing),
    next,
    daysOverdue,
    nonPerforming: daysOverdue >= NON_PERFORMING_DAYS,
  };
}
