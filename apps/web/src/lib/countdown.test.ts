import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown } from './countdown.ts';

describe('countdown', () => {
  const now = Date.parse('2030-01-01T10:00:00.000Z');

  it('splits what is left into days, hours, minutes and seconds', () => {
    const parts = countdownParts('2030-01-03T13:04:05.000Z', now);
    expect(parts).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(formatCountdown(parts)).toBe('02 days 03 hours 04 minutes 05 seconds');
  });

  it('stops at zero once the moment has passed, and for a date that is not one', () => {
    expect(countdownParts('2029-12-31T00:00:00.000Z', now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
    expect(countdownParts('not a date', now).done).toBe(true);
  });

  it('keeps counting days past 99', () => {
    expect(formatCountdown(countdownParts(now + 120 * 86_400_000, now))).toBe(
      '120 days 00 hours 00 minutes 00 seconds',
    );
  });
});
