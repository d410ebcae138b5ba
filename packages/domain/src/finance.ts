import { formatKoboAsNaira } from './format.ts';
import { add, ceilNaira, compare, exact, roundKobo, scale, sub, ZERO } from './exact.ts';
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
  /** The planned instalments' total: monthly × (months − 1) + the last instalment (never more than monthly). */
  repaymentAmount: Kobo;
  /** What credit costs on top of the financed amount: repaymentAmount − financed. */
  costOfCredit: Kobo;
}

/** One down-payment option: the equity rounded up to the naira, the rest financed by the annuity. */
export function planFor(total: Kobo, equityPercentage: number, rateBps: number, months: number): Plan {
  const equity = kobo(Math.min(total, ceilToNaira((total * equityPercentage) / 100)));
  const financed = kobo(total - equity);
  const monthly = monthlyRepayment(financed, rateBps, months);
  // What the planned instalments add up to: the monthly amount each month, the last one what is left (whole naira).
  const repaymentAmount = kobo(plannedAmounts(financed, rateBps, months).reduce((sum, i) => sum + i.amount, 0));
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

/** An instalment's amount and its split, before dates: the plan as it runs when every instalment is paid on its day. */
export type PlannedAmount = Pick<Instalment, 'amount' | 'principal' | 'interest'>;

/**
 * The planned instalments (docs/finance.md "The schedule"): paid on their due dates, each month accrues exactly the
 * month's rate on the principal outstanding (kept exact, never rounded on the way); each instalment is the monthly
 * amount, and the last takes what is left — principal and its month's interest — rounded up to the whole naira, so
 * every instalment is whole naira and their total is the plan's repayment amount. The split into interest and
 * principal is rounded so that the principal adds up to the financed amount to the kobo.
 */
export function plannedAmounts(financed: Kobo, rateBps: number, months: number): PlannedAmount[] {
  // Exact fractions are dear (a tenth of a GetQuoteRequest, which prices the plan and every offered option): the
  // same three figures always give the same plan, so a few hundred are kept.
  const key = `${financed}|${rateBps}|${months}`;
  let kept = planned.get(key);
  if (!kept) {
    kept = computePlannedAmounts(financed, rateBps, months);
    if (planned.size >= PLANNED_KEPT) planned.delete(planned.keys().next().value!);
    planned.set(key, kept);
  }
  return kept.map((amount) => ({ ...amount }));
}

const PLANNED_KEPT = 500;
const planned = new Map<string, readonly PlannedAmount[]>();

function computePlannedAmounts(financed: Kobo, rateBps: number, months: number): PlannedAmount[] {
  const monthly = exact(monthlyRepayment(financed, rateBps, months));
  let principal = exact(financed);
  let interestSoFar = ZERO;
  let roundedSoFar = 0;
  const amounts: PlannedAmount[] = [];
  for (let number = 1; number <= months; number++) {
    const owed = add(principal, scale(principal, rateBps, 10_000));
    let amount: number;
    if (number === months || compare(owed, monthly) <= 0) {
      amount = ceilNaira(owed);
      interestSoFar = add(interestSoFar, sub(exact(amount), principal));
      principal = ZERO;
    } else {
      amount = Number(monthly.n);
      interestSoFar = add(interestSoFar, sub(owed, principal));
      principal = sub(owed, monthly);
    }
    const rounded = roundKobo(interestSoFar);
    const interest = rounded - roundedSoFar;
    roundedSoFar = rounded;
    amounts.push({ amount: kobo(amount), principal: kobo(amount - interest), interest: kobo(interest) });
  }
  return amounts;
}

/**
 * The repayment schedule as planned: one instalment a month from the month after installation is confirmed, on the
 * same day of the month (plannedAmounts gives the amounts). What the customer actually owes, once they pay early,
 * late or more, is the loan statement (loan.ts).
 */
export function repaymentSchedule(
  financed: Kobo,
  rateBps: number,
  months: number,
  installationConfirmed: CalendarDate,
): Instalment[] {
  return plannedAmounts(financed, rateBps, months).map((planned, index) => ({
    number: index + 1,
    dueDate: addMonths(installationConfirmed, index + 1),
    ...planned,
  }));
}
