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

const trim = (value: number) => String(Number(value.toFixed(value < 10 ? 1 : 0)));
