/** Dates as a Nigerian customer reads them (en-NG, West Africa Time); the long day is lib/customer-dates.ts's. */
import { formatShortMonth } from '../../lib/customer-dates.ts';

export { formatDay } from '../../lib/customer-dates.ts';

const shortFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** An instant from the API (ISO): "22 Nov 2026", "25 Sep 2027", the day in Nigeria. */
export function formatShortDate(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : formatShortMonth(shortFormat, date);
}
