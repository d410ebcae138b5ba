import { describe, expect, it } from 'vitest';
import { daysBetween, dueWords } from './format.ts';

describe('dueWords', () => {
  it('says how far off or how late an open check is, from the day in Nigeria', () => {
    expect(dueWords('2030-03-05', '2030-03-05')).toBe('Due today');
    expect(dueWords('2030-03-06', '2030-03-05')).toBe('Due tomorrow');
    expect(dueWords('2030-03-17', '2030-03-05')).toBe('Due in 12 days');
    expect(dueWords('2030-03-04', '2030-03-05')).toBe('1 day late');
    expect(dueWords('2030-02-26', '2030-03-05')).toBe('7 days late');
  });

  it('counts whole calendar days across months and years', () => {
    expect(daysBetween('2030-12-31', '2031-01-01')).toBe(1);
    expect(daysBetween('2030-03-01', '2030-02-28')).toBe(-1);
  });
});
