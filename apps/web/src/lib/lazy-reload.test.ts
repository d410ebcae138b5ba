import { describe, expect, it, vi } from 'vitest';
import { loadWithReload } from './lazy-reload.ts';

const FLAG = 'imole.chunk-reload';

describe('loadWithReload', () => {
  it('returns the module and clears the flag', async () => {
    window.sessionStorage.setItem(FLAG, '1');
    const reload = vi.fn();
    await expect(loadWithReload(async () => ({ default: 'page' }), reload)).resolves.toEqual({ default: 'page' });
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(FLAG)).toBeNull();
  });

  it('reloads once when a chunk fails to load, then lets the error through', async () => {
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    // First failure: reload, and keep the router waiting (the promise never settles).
    const first = loadWithReload(failing, reload);
    const settled = await Promise.race([
      first.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((r) => setTimeout(r, 20, 'pending')),
    ]);
    expect(settled).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);

    // After the reload the flag is still there: no second reload, the error reaches the error page.
    await expect(loadWithReload(failing, reload)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
