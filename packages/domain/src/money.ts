/**
 * Money is integer kobo everywhere it is stored or computed. On the wire it travels as naira numbers (design.md §2);
 * these are the only two places where that conversion happens.
 */
declare const koboBrand: unique symbol;
export type Kobo = number & { readonly [koboBrand]: true };

export const KOBO_PER_NAIRA = 100;

/** Brands a whole number of kobo; refuses fractions and unsafe integers so a float never becomes money. */
export function kobo(value: number): Kobo {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Kobo must be a safe integer, got ${value}`);
  }
  return value as Kobo;
}

/** Naira as sent on the wire: kobo / 100, exact to two decimals. */
export function koboToNaira(value: Kobo): number {
  return value / KOBO_PER_NAIRA;
}

/** Naira from the wire to kobo, rounded to the nearest kobo (a naira number carries at most two decimals). */
export function nairaToKobo(naira: number): Kobo {
  if (!Number.isFinite(naira)) {
    throw new RangeError(`Naira amount must be finite, got ${naira}`);
  }
  return kobo(Math.round(naira * KOBO_PER_NAIRA));
}

export function addKobo(...values: Kobo[]): Kobo {
  return kobo(values.reduce<number>((sum, value) => sum + value, 0));
}

/** The charge that checks a card before it is saved (docs/payments.md "Saved cards"), ₦50, refunded at once. */
export const CARD_CHECK_KOBO = kobo(5_000);
