import { kobo, type Kobo } from './money.ts';

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
