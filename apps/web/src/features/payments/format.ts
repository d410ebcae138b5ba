/** Dates on the payment screens, in Nigeria's time and words (customer spec §1: en-NG), one month form ("Sep"). */
import { formatShortMonth } from '../../lib/customer-dates.ts';

const day = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

/** A calendar day 'YYYY-MM-DD' (a due date): "22 Dec 2026". Read as a day, so no time zone can move it. */
export function formatDay(calendarDate: string): string {
  const date = new Date(`${calendarDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? calendarDate : formatShortMonth(day, date);
}

/** A moment (ISO date-time, a payment): "22 Nov 2026, 2:05 pm" in Lagos time. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatShortMonth(moment, date);
}

const lagosDay = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** The day of a moment (ISO date-time, a card added) in Lagos: "22 Nov 2026". */
export function formatMomentDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatShortMonth(lagosDay, date);
}

/** When the next repayment is due, from the server's day count (negative when overdue). */
export function dueText(dueInDays: number): string {
  if (dueInDays === 0) return 'Due today';
  if (dueInDays === 1) return 'Due tomorrow';
  if (dueInDays > 1) return `Due in ${dueInDays} days`;
  return dueInDays === -1 ? '1 day overdue' : `${-dueInDays} days overdue`;
}

/** Customer spec §4 "Offer expiry": "due to expire in N days", "today" at 0, expired below 0. */
export function expiryText(daysToExpiry: number | null): string | null {
  if (daysToExpiry === null) return null;
  if (daysToExpiry < 0) return 'This offer has expired';
  if (daysToExpiry === 0) return 'This offer is due to expire today';
  return `This offer is due to expire in ${daysToExpiry} ${daysToExpiry === 1 ? 'day' : 'days'}`;
}
