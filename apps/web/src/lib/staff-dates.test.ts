import { describe, expect, it } from 'vitest';
import { formatDay } from './staff-dates.ts';

describe('formatDay', () => {
  it('keeps a calendar day the same day', () => {
    expect(formatDay('2030-03-05')).toBe('5 March 2030');
    expect(formatDay('')).toBe('');
  });
});
