/**
 * Exact fractions of a kobo, for interest that accrues by the day (docs/finance.md "Interest"). A day's interest is
 * rarely a whole kobo; rounding it at every step would make two short steps cost a kobo more than one long one, and
 * then paying early could cost more than paying later. So the loan's ledger keeps interest exact and rounds only the
 * figures people read and pay, up to the whole naira.
 */
export interface Exact {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
};

function make(n: bigint, d: bigint): Exact {
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

export const ZERO: Exact = { n: 0n, d: 1n };
export const exact = (kobo: number): Exact => ({ n: BigInt(kobo), d: 1n });
export const add = (a: Exact, b: Exact): Exact => make(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Exact, b: Exact): Exact => make(a.n * b.d - b.n * a.d, a.d * b.d);
/** a × num / den, num and den whole numbers (den > 0). */
export const scale = (a: Exact, num: number, den: number): Exact => make(a.n * BigInt(num), a.d * BigInt(den));
export const compare = (a: Exact, b: Exact): number => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};
export const isZero = (a: Exact): boolean => a.n === 0n;
export const min = (a: Exact, b: Exact): Exact => (compare(a, b) <= 0 ? a : b);

/** Rounds up to a whole naira (100 kobo), as every amount a person reads or pays (staff spec §9). */
export function ceilNaira(a: Exact): number {
  const unit = a.d * 100n;
  const q = a.n / unit;
  const up = a.n > q * unit ? q + 1n : q;
  return Number(up * 100n);
}

/** To the nearest kobo (halves away from zero), for splitting figures that must add up exactly. */
export function roundKobo(a: Exact): number {
  const twice = (a.n * 2n + (a.n < 0n ? -a.d : a.d)) / (a.d * 2n);
  return Number(twice);
}
