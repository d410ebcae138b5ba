/** Dates on the customer pages as a Nigerian customer reads them, whatever the phone's own time zone. */
const dayFormat = new Intl.DateTimeFormat('en-NG', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Africa/Lagos',
});

/**
 * A date with a short month, one form for every month: ICU writes September "Sept" beside "Aug" and "Oct"
 * ("25 Sept 2027" next to "25 Aug 2027", issue 19), so it is written "Sep" like the others.
 */
export function formatShortMonth(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'month' && part.value === 'Sept' ? 'Sep' : part.value))
    .join('');
}

/** A calendar day from the API: "2026-11-22" -> "Sunday, 22 November 2026". */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** An instant in Nigerian time: "2026-11-22T09:04:00Z" -> "22 Nov 2026, 10:04 am". */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatShortMonth(momentFormat, date);
}
