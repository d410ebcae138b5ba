/**
 * Display formatting shared by the web app and anything else that shows numbers, text or dates to a person.
 * Pure functions: no clock, no locale other than en-NG unless passed in.
 */
import { koboToNaira, type Kobo } from './money.ts';

const nairaFormatter = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** 1234.5 -> "₦1,234.50" (design.md §2: en-NG, NGN). */
export function formatNaira(naira: number): string {
  return nairaFormatter.format(naira);
}

/** Stored kobo shown as naira: 123450 -> "₦1,234.50". */
export function formatKoboAsNaira(value: Kobo): string {
  return formatNaira(koboToNaira(value));
}

const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * A currency-formatted amount back to a plain number string with two decimals, for inputs and payloads:
 * "1,234.5" -> "1234.50", "₦ 20,000" -> "20000.00". Returns "" when the input is not a number.
 * Rounds half away from zero on the decimal digits as written (so "1.005" -> "1.01", not the float's "1.00").
 */
export function amountWithoutCommas(input: string | number): string {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return '';
    input = String(input);
    // Tiny numbers stringify with an exponent (1e-7); huge ones are not amounts anyone typed.
    if (/e/i.test(input)) return Math.abs(Number(input)) < 1e21 ? Number(input).toFixed(2) : '';
  }
  const plain = input.replace(/[,\s₦]/g, '');
  if (!PLAIN_NUMBER.test(plain)) return '';
  const negative = plain.startsWith('-');
  const unsigned = negative ? plain.slice(1) : plain;
  const rounded = Math.round(Number(`${unsigned}e2`)) / 100;
  const fixed = rounded.toFixed(2);
  return negative && rounded !== 0 ? `-${fixed}` : fixed;
}

/**
 * Filters what a person types into a number input: digits and at most one decimal point, with at most three
 * decimals. "12.3456" -> "12.345", "1.2.3" -> "1.23", "1,000" -> "1000", "abc" -> "". A trailing point is kept so
 * the person can keep typing ("12." stays "12.").
 */
export function sanitizeNumberInput(input: string): string {
  let whole = '';
  let decimals = '';
  let seenPoint = false;
  for (const char of input) {
    if (char === '.') {
      seenPoint = true;
    } else if (char >= '0' && char <= '9') {
      if (!seenPoint) whole += char;
      else if (decimals.length < 3) decimals += char;
    }
  }
  return seenPoint ? `${whole}.${decimals}` : whole;
}

/** Cuts text longer than `max` characters to `max` and adds "..." (never splits an emoji or other surrogate pair). */
export function ellipsis(text: string, max = 50): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}...`;
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function phrase(count: number, unit: string, article: 'a' | 'an'): string {
  return count === 1 ? `${article} ${unit}` : `${count} ${unit}s`;
}

/**
 * "just now", "a minute ago", "5 minutes ago", "an hour ago", "2 hours ago", "yesterday", "3 days ago",
 * "a month ago", "2 months ago", "a year ago", "3 years ago" — and "in 5 minutes", "tomorrow" for future dates.
 * Elapsed time, not calendar days, so the result does not depend on the time zone. Months are 30 days and years
 * 365 days: close enough for "how long ago", which is all this is for. Invalid dates give "".
 */
export function relativeTime(date: DateInput, now: DateInput = new Date()): string {
  const then = toDate(date);
  const current = toDate(now);
  if (!then || !current) return '';
  const seconds = Math.round((current.getTime() - then.getTime()) / 1000);
  const future = seconds < 0;
  const elapsed = Math.abs(seconds);

  if (elapsed < MINUTE) return 'just now';

  let text: string;
  if (elapsed < HOUR) text = phrase(Math.floor(elapsed / MINUTE), 'minute', 'a');
  else if (elapsed < DAY) text = phrase(Math.floor(elapsed / HOUR), 'hour', 'an');
  else if (elapsed < 2 * DAY) return future ? 'tomorrow' : 'yesterday';
  else if (elapsed < MONTH) text = phrase(Math.floor(elapsed / DAY), 'day', 'a');
  else if (elapsed < YEAR) text = phrase(Math.min(11, Math.floor(elapsed / MONTH)), 'month', 'a');
  else text = phrase(Math.floor(elapsed / YEAR), 'year', 'a');

  return future ? `in ${text}` : `${text} ago`;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** DD-MM-YY in the reader's local time (staff spec §2, completed date): 5 March 2026 -> "05-03-26". */
export function formatDateDDMMYY(date: DateInput): string {
  const value = toDate(date);
  if (!value) return '';
  return `${twoDigits(value.getDate())}-${twoDigits(value.getMonth() + 1)}-${twoDigits(value.getFullYear() % 100)}`;
}

/** A count with its noun in agreement: "1 TV", "2 TVs", "1 hour", "3 bedrooms" (issue 19: not "1 TVs"). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-NG')} ${count === 1 ? one : many}`;
}
