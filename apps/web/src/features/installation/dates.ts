/** Calendar days from the API (YYYY-MM-DD) as a Nigerian customer reads them. */
const dayFormat = new Intl.DateTimeFormat('en-NG', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-22" -> "Sunday, 22 November 2026": read as that day, whatever the phone's time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
