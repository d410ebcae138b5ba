/** Dates as a Nigerian customer reads them (en-NG, West Africa Time). */

const dayFormat = new Intl.DateTimeFormat('en-NG', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** A calendar day from the API (YYYY-MM-DD): "Sunday, 22 November 2026". Read as that day, whatever the phone's zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** An instant from the API (ISO): "22 Nov 2026", the day in Nigeria. */
export function formatShortDate(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : shortFormat.format(date);
}
