import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './staff-dates.ts';

describe('formatDay', () => {
  it('keeps a calendar day the same day', () => {
    expect(formatDay('2030-03-05')).toBe('5 March 2030');
    expect(formatDay('')).toBe('');
  });

  it('names the day of an instant in Nigeria: 23:30 UTC is already the next day in Lagos', () => {
    expect(formatDay('2026-11-25T23:30:00.000Z')).toBe('26 November 2026');
  });
});

describe('formatMoment', () => {
  it('shows the time in Nigeria whatever the computer’s time zone, as the customer pages do', () => {
    // The customer's payment history says 22:04 for this payment; staff must read the same time.
    expect(formatMoment('2026-11-25T21:04:00.000Z')).toBe('25 November 2026, 22:04');
    expect(formatMoment('2026-11-25T23:30:00.000Z')).toBe('26 November 2026, 00:30');
  });
});
