/**
 * The offline copy of what a signed-in person last saw (docs/offline.md): the answers of a few reads, kept in
 * localStorage for that person only, so the dashboard, the payment history and the repayment schedule stay readable
 * without a connection. The API client (src/lib/api-client.ts) saves each successful answer of these reads and falls
 * back to the copy when there is no network; the offline banner says when the copy was made.
 *
 * - One person's copy at a time: saving for someone else first drops the previous person's. Logging out drops it.
 * - No token is ever kept: the copy is for reading on this phone. Offline in a new tab (the app opened from the home
 *   screen) the person's name and role are read back from it so the pages can show the copy; the server is never
 *   told anything on that basis, and the first call back online signs in again through the refresh cookie or ends
 *   at the login page.
 */
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@imole/domain/session';

const PREFIX = 'imole.saved.';

/** The reads kept: what the dashboard, the payment pages and the installation pages show. */
const SAVED_READS = new Set([
  'Quote/GetQuoteRequest',
  'Quote/GetWarrantyData',
  'Transaction/GetTransactions',
  'Transaction/GetRepayments',
  'Transaction/GetNextRepayment',
  'Transaction/GetLoanBalance',
  'Transaction/GetSavedCards',
  'ClientUser/GetNotificationCount',
]);

interface SavedCopy {
  user: SessionUser;
  entries: Record<string, { at: number; body: unknown }>;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function keysOfCopies(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function read(userId: number): SavedCopy | null {
  try {
    const raw = storage()?.getItem(`${PREFIX}${userId}`);
    const parsed = raw ? (JSON.parse(raw) as SavedCopy) : null;
    return parsed && typeof parsed.entries === 'object' && parsed.user?.id === userId ? parsed : null;
  } catch {
    return null;
  }
}

/** The key of a read that is kept, or null: the path and its query, in a stable order. */
export function savedReadKey(path: string, query?: Record<string, unknown>): string | null {
  const clean = path.replace(/^\/+/, '');
  if (!SAVED_READS.has(clean)) return null;
  const params = Object.entries(query ?? {})
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();
  return params.length ? `${clean}?${params.join('&')}` : clean;
}

export function saveResponse(user: SessionUser, key: string, body: unknown, at: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  const copy = read(user.id) ?? { user, entries: {} };
  copy.user = user;
  copy.entries[key] = { at, body };
  served.delete(key);
  try {
    for (const other of keysOfCopies(store)) if (other !== `${PREFIX}${user.id}`) store.removeItem(other);
    store.setItem(`${PREFIX}${user.id}`, JSON.stringify(copy));
  } catch {
    // Storage full or blocked: the app works as before, without the offline copy.
  }
  notify();
}

/** The saved answer of a read, marked as shown (the banner gives its time), or null. */
export function takeSavedResponse(userId: number, key: string): unknown {
  const entry = read(userId)?.entries[key];
  if (!entry) return null;
  served.set(key, entry.at);
  notify();
  return entry.body;
}

/** Every person's copy goes: at logout, so the next person on this phone never sees it. */
export function clearSavedResponses(): void {
  const store = storage();
  if (store) for (const key of keysOfCopies(store)) store.removeItem(key);
  served.clear();
  stopWatchingReachability();
  notify();
}

/** The person whose copy this phone holds (offline in a new tab; see the note at the top). */
export function savedUser(): SessionUser | null {
  const store = storage();
  const key = store ? keysOfCopies(store)[0] : undefined;
  return key ? (read(Number(key.slice(PREFIX.length)))?.user ?? null) : null;
}

// What is on screen from the copy: read key -> when it was saved. Cleared as fresh answers replace them.
const served = new Map<string, number>();
const listeners = new Set<() => void>();
let oldestShown: number | null = null;

function notify(): void {
  const next = served.size ? Math.min(...served.values()) : null;
  if (next !== null) watchReachability();
  if (next === oldestShown) return;
  oldestShown = next;
  for (const listener of listeners) listener();
}

/**
 * Sent on `window` when Imole answers again while the saved copy is on screen: the app then asks for everything
 * again (app/providers.tsx), as it does on the browser's `online` event. Without it a phone whose Wi-Fi had no
 * internet (the browser says online all along, so no `online` event ever comes) kept the stale banner and figures
 * until the customer navigated away (issue 19).
 */
export const REACHABLE_EVENT = 'imole:reachable';

/** How often Imole is asked (GET /api/ready) while the copy is shown; the last delay repeats. Tests shorten it. */
export const reachability = {
  delaysMs: [5_000, 10_000, 20_000, 30_000] as readonly number[],
  probe: async (): Promise<boolean> => (await fetch('/api/ready', { cache: 'no-store' })).ok,
};

let probeTimer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
/** Bumped when the watch stops: a probe still on its way then changes nothing. */
let generation = 0;

function stopWatchingReachability(): void {
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
  attempt = 0;
  generation += 1;
}

function watchReachability(): void {
  if (probeTimer !== null || typeof window === 'undefined') return;
  const { delaysMs } = reachability;
  const delay = delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 30_000;
  attempt += 1;
  const watch = generation;
  probeTimer = setTimeout(() => {
    void (async () => {
      // Offline the browser's own `online` event says when to ask again; the probe would only fail.
      const answered = served.size > 0 && navigator.onLine !== false && (await reachability.probe().catch(() => false));
      if (watch !== generation) return;
      probeTimer = null;
      if (served.size === 0) {
        attempt = 0;
        return;
      }
      if (!answered) {
        watchReachability();
        return;
      }
      attempt = 0;
      window.dispatchEvent(new Event(REACHABLE_EVENT));
    })();
  }, delay);
}

/** After a reconnection, before everything is asked again. */
export function forgetShownCopies(): boolean {
  const had = served.size > 0;
  served.clear();
  stopWatchingReachability();
  notify();
  return had;
}

/** When the oldest saved answer on screen was saved (epoch ms), or null when everything shown is fresh. */
export function useShownCopyTime(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => oldestShown,
    () => null,
  );
}
