const percent = (digits: number) =>
  new Intl.NumberFormat('en-NG', { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
const percentFormats = [percent(0), percent(1)] as const;

/** 0.1234 -> "12.3%" (one decimal unless asked for none). */
export function formatPercent(fraction: number, digits: 0 | 1 = 1): string {
  return percentFormats[digits].format(fraction);
}

const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-03" -> "Mar 2026". */
export function formatMonth(month: string): string {
  const date = new Date(`${month.slice(0, 7)}-01T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

/** Kobo as a short naira label for a chart's axis: "₦0", "₦850k", "₦12.5m", "₦1.2bn". */
export function compactNaira(kobo: number): string {
  const n = kobo / 100;
  if (n >= 1e9) return `₦${trim(n / 1e9)}bn`;
  if (n >= 1e6) return `₦${trim(n / 1e6)}m`;
  if (n >= 1e3) return `₦${trim(n / 1e3)}k`;
  return `₦${trim(n)}`;
}

const trim = (value: number) => String(Number(value.toFixed(value < 100 ? 1 : 0)));

const dayMonthYear = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayOf = (value: string) => new Date(`${value}T12:00:00Z`);

/** A period in few words: "1–26 Nov 2026", "15 Oct–26 Nov 2026", "1 Dec 2025–26 Nov 2026". */
export function formatPeriod(from: string, to: string): string {
  if (from === to) return dayMonthYear.format(dayOf(to));
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}–${dayMonthYear.format(dayOf(to))}`;
  if (from.slice(0, 4) === to.slice(0, 4)) return `${dayMonth.format(dayOf(from))}–${dayMonthYear.format(dayOf(to))}`;
  return `${dayMonthYear.format(dayOf(from))}–${dayMonthYear.format(dayOf(to))}`;
}
