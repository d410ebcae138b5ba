import { describe, expect, it } from 'vitest';
import { CheckStatus, checkStatusLabels, checkStatusOf } from './checks.ts';

describe('maintenance check status', () => {
  it('is Due from its day on, Upcoming before, Closed once closed whatever the day', () => {
    expect(checkStatusOf({ dueDate: '2026-11-22', closed: false }, '2026-11-22')).toBe(CheckStatus.Due);
    expect(checkStatusOf({ dueDate: '2026-11-01', closed: false }, '2026-11-22')).toBe(CheckStatus.Due);
    expect(checkStatusOf({ dueDate: '2026-11-23', closed: false }, '2026-11-22')).toBe(CheckStatus.Upcoming);
    expect(checkStatusOf({ dueDate: '2026-11-01', closed: true }, '2026-11-22')).toBe(CheckStatus.Closed);
    expect(checkStatusLabels[CheckStatus.Upcoming]).toBe('Upcoming');
  });
});
