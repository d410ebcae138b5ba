/** Dates as the staff pages show them: "5 March 2026", and with the time, "5 March 2026, 14:05". */

/** "2026-03-05" or an ISO date-time -> "5 March 2026" (a calendar day stays that day in every time zone). */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "5 March 2026, 14:05". */
export function formatMoment(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDay(value)}, ${date.toLocaleTimeString('en-NG', { hour: '2-digit', minute: '2-digit', hour12: false })}`;
}
