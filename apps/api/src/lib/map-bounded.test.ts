import { describe, expect, it } from 'vitest';
import { mapBounded } from './map-bounded.ts';

describe('mapBounded', () => {
  it('answers in the items’ order with never more than the limit running at once', async () => {
    let running = 0;
    let most = 0;
    const settle: (() => void)[] = [];
    const work = mapBounded([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => settle.push(resolve));
      running -= 1;
      return n * 10;
    });
    // Release the waiting calls one by one, as each new one starts.
    while (settle.length > 0 || running > 0) {
      const release = settle.shift();
      if (release) release();
      await Promise.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await work).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });

  it('answers an empty list at once, and passes a failure on', async () => {
    expect(await mapBounded([], 4, async () => 1)).toEqual([]);
    await expect(mapBounded([1, 2], 2, async (n) => (n === 2 ? Promise.reject(new Error('no')) : n))).rejects.toThrow(
      'no',
    );
  });
});
