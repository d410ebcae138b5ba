import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadWithReload } from './lazy-reload.ts';

const flag = (path: string) => `imole.chunk-reload:${path}`;
const never = () => new Promise<never>(() => {});
const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Whether a promise has settled, once the pending microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithReload', () => {
  it('returns the module and clears the path’s flag', async () => {
    window.sessionStorage.setItem(flag('/payment'), '1');
    const reload = vi.fn();
    await expect(loadWithReload(async () => ({ default: 'page' }), reload, { path: '/payment' })).resolves.toEqual({
      default: 'page',
    });
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(flag('/payment'))).toBeNull();
  });

  it('reloads once when a chunk fails to load, then lets a ChunkLoadError through', async () => {
    const reload = vi.fn();
    // First failure: reload, and keep the router waiting (the promise never settles).
    const first = loadWithReload(failing, reload, { path: '/payment' });
    expect(await settled(first)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // After the reload the flag is still there: no second reload, the error reaches the error page.
    const second = loadWithReload(failing, reload, { path: '/payment' });
    await expect(second).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(second).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('fails a chunk that has not loaded after 120 seconds with a ChunkLoadError (staff spec §8)', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const reload = vi.fn();
    const first = loadWithReload(never, reload, { path: '/quote-details' });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await settled(first)).toBe(false);

    // After the reload it stalls again: the ChunkLoadError reaches the error page, with no second reload.
    const second = loadWithReload(never, reload, { path: '/quote-details' });
    const outcome = second.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).name).toBe('ChunkLoadError');
    expect((error as ChunkLoadError).message).toBe('Loading the code of /quote-details timed out after 120 seconds.');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not time out a chunk that arrives in time', async () => {
    const reload = vi.fn();
    const late = () => new Promise((resolve) => setTimeout(resolve, CHUNK_LOAD_TIMEOUT_MS - 1, { default: 'page' }));
    const loading = loadWithReload(late, reload, { path: '/dashboard' });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS * 2);
    await expect(loading).resolves.toEqual({ default: 'page' });
    expect(reload).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reloads at most once per path: another page still gets its one reload', async () => {
    const reload = vi.fn();
    void loadWithReload(failing, reload, { path: '/payment' });
    await vi.advanceTimersByTimeAsync(0);
    void loadWithReload(failing, reload, { path: '/payment-history' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(2);
    await expect(loadWithReload(failing, reload, { path: '/payment' })).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadWithReload(failing, reload, { path: '/payment-history' })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('marks a style sheet that failed with CSS_CHUNK_LOAD_FAILED', async () => {
    window.sessionStorage.setItem(flag('/settings'), '1');
    const css = () => Promise.reject(new Error('Unable to preload CSS for /assets/settings-4f2a.css'));
    const error = await loadWithReload(css, vi.fn(), { path: '/settings' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).code).toBe('CSS_CHUNK_LOAD_FAILED');
    const js = await loadWithReload(failing, vi.fn(), { path: '/settings' }).catch((e: unknown) => e);
    expect((js as ChunkLoadError).code).toBeUndefined();
  });
});
