/**
 * Dates as the staff pages show them: "5 March 2026", and with the time, "5 March 2026, 14:05". Instants are shown in
 * Nigerian time whatever the computer's own time zone, as the customer pages do (customer-dates.ts), so that staff
 * and the customer name the same time for the same payment.
 */

const dayOnly = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayInLagos = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const timeInLagos = new Intl.DateTimeFormat('en-NG', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lagos',
});

/** "2026-03-05" or an ISO date-time -> "5 March 2026" (a calendar day stays that day in every time zone). */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDay ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (calendarDay ? dayOnly : dayInLagos).format(date);
}

/** "5 March 2026, 14:05" in Nigerian time. */
export function formatMoment(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDay(value)}, ${timeInLagos.format(date)}`;
}
