/**
 * A calendar day as a person reads it in a notice, e-mail or SMS: "2026-11-28" -> "Saturday, 28 November 2026" (the
 * customer pages word days the same way, apps/web/src/lib/customer-dates.ts). Never a raw YYYY-MM-DD in a notice.
 */
const dayFormat = new Intl.DateTimeFormat('en-NG', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function readableDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
