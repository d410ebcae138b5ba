/**
 * The signed-in session: the access token, its expiry and the user. Kept in memory and mirrored to sessionStorage so
 * a reload keeps the person signed in. Never localStorage (issue 4: no token outlives the tab), and never the refresh
 * token: that lives in an httpOnly cookie the API sets.
 */
import { useSyncExternalStore } from 'react';
import { RoleName, isUserRole, roleNameOf } from '@imole/domain/roles';
import type { SessionUser } from '@imole/domain/session';
import { isOnline } from './offline/network.ts';
import { savedUser } from './offline/saved-responses.ts';

export interface Session {
  token: string;
  /** ISO date-time from the API, when it sends one. */
  tokenExpiry: string | null;
  user: SessionUser;
}

const STORAGE_KEY = 'imole.session';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = readStored() ?? offlineSession();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can throw when the browser blocks it (private modes, embedded WebViews): stay in memory only.
    return null;
  }
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<Session>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'number' &&
    isUserRole(user.userRole)
  );
}

function readStored(): Session | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? { ...parsed, tokenExpiry: parsed.tokenExpiry ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * Offline in a tab with no session (the app opened from the home screen): the person whose saved copy this phone
 * holds, without a token, so their pages can show that copy (docs/offline.md). Back online, the first call gets a
 * 401, the API client refreshes through the httpOnly cookie, and either the session is real again or it ends at
 * the login page.
 */
function offlineSession(): Session | null {
  if (isOnline()) return null;
  const user = savedUser();
  return user ? { token: '', tokenExpiry: null, user } : null;
}

function commit(next: Session | null): void {
  current = next;
  const store = storage();
  try {
    if (next) store?.setItem(STORAGE_KEY, JSON.stringify(next));
    else store?.removeItem(STORAGE_KEY);
  } catch {
    // Quota or blocked storage: the in-memory session still works for this page.
  }
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

/** After login or set-password. Anything else in the response (a refresh token, say) is deliberately not kept. */
export function setSession(session: { token: string; tokenExpiry?: string | null; user: SessionUser }): void {
  commit({ token: session.token, tokenExpiry: session.tokenExpiry ?? null, user: session.user });
}

/** After a token refresh: same user, new access token. */
export function updateSessionToken(token: string, tokenExpiry: string | null = null): void {
  if (!current) return;
  commit({ ...current, token, tokenExpiry });
}

/** After a profile update: copies the returned fields (firstname, lastname, email, phoneNumber, image, ...). */
export function updateSessionUser(changes: Partial<SessionUser>): void {
  if (!current) return;
  commit({ ...current, user: { ...current.user, ...changes } });
}

export function clearSession(): void {
  commit(null);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The role name route guards check (staff spec §6). */
export function routeRoleOf(user: SessionUser): Exclude<RoleName, 'GUEST'> {
  return roleNameOf[user.userRole];
}

/** Where a signed-in person lands: after login, from guest-only pages and from the "Not allowed" page. */
export function homePathOf(user: SessionUser): string {
  switch (routeRoleOf(user)) {
    case RoleName.AUTH:
      return '/dashboard';
    case RoleName.SALES_AGENT:
      return user.isCoordinator ? '/cordinator-dashboard' : '/sales-dashboard';
    case RoleName.SUPPORT:
      // Engineers work on the installations assigned to them (staff spec §1, docs/web-routing.md).
      return user.isEngineer ? '/installer-profile' : '/get-requests';
    case RoleName.ADMIN:
      return '/get-requests';
    case RoleName.BANK_OFFICER:
      // A partner bank's loan officer works on their institution's applications (docs/banks.md).
      return '/bank-applications';
  }
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A `redirect` query value is followed only when it is a path inside this app: it starts with exactly one "/",
 * has no backslash (browsers read "/\evil.com" as "//evil.com"), no control characters or spaces (browsers strip
 * tabs and newlines, so "/\t/evil.com" would become "//evil.com") and resolves to our own origin.
 */
export function safeRedirect(path: string | null | undefined, fallback = '/'): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return fallback;
  if (path.includes('\\') || /\s/.test(path) || hasControlCharacter(path)) return fallback;
  try {
    const base = 'https://imole.invalid';
    const url = new URL(path, base);
    if (url.origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return path;
}
