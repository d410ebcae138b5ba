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
  if (next === oldestShown) return;
  oldestShown = next;
  for (const listener of listeners) listener();
}

/** After a reconnection, before everything is asked again. */
export function forgetShownCopies(): boolean {
  const had = served.size > 0;
  served.clear();
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
