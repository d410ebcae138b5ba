import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatMomentDay } from './format.ts';

describe('dates on the payment screens: one month form (issue 19)', () => {
  it('writes September "Sep" like "Aug" and "Oct", not "Sept"', () => {
    expect(formatDay('2027-08-25')).toBe('25 Aug 2027');
    expect(formatDay('2027-09-25')).toBe('25 Sep 2027');
    expect(formatMomentDay('2027-09-25T10:00:00Z')).toBe('25 Sep 2027');
    expect(formatMoment('2027-09-25T10:00:00Z')).toMatch(/^25 Sep 2027, 11:00/);
  });
});
