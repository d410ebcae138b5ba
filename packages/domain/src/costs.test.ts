import { describe, expect, it } from 'vitest';
import { costError } from './costs.ts';

describe('costError', () => {
  it('takes whole naira and refuses kobo, naming the cost', () => {
    expect(costError('transport', 15000)).toBeNull();
    expect(costError('installation', 0)).toBeNull();
    expect(costError('transport', 15000.5)).toBe('Enter the transport cost in whole naira, without kobo.');
    expect(costError('installation', 0.01)).toBe('Enter the installation cost in whole naira, without kobo.');
  });
});
