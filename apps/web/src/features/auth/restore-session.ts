/**
 * A tab opened without a session (a second tab, a link from a receipt e-mail, the app from the home screen) takes up
 * the login this browser already holds: the 30-day httpOnly refresh cookie answers RefreshUserToken with a new access
 * token and the user, so the person lands on the page they opened instead of /login (issue 19, docs/accounts.md).
 * No token is kept beyond the tab: the new one goes to this tab's sessionStorage as after a log-in.
 *
 * A hint in localStorage (no token, no name: only "this browser signed in") says a cookie may exist, so a visitor who
 * never signed in pays no round trip and sees no 401 before the login page. A refused restore removes it.
 */
import { useEffect, useState } from 'react';
import { isUserRole } from '@imole/domain/roles';
import type { SessionUser } from '@imole/domain/session';
import { getSession, setSession } from '../../lib/session.ts';

const HINT_KEY = 'imole.signedInHere';

function hintStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** After a log-in on this browser: a later tab may restore the session from the cookie. */
export function rememberSignedIn(): void {
  try {
    hintStorage()?.setItem(HINT_KEY, '1');
  } catch {
    // Blocked storage: new tabs go to /login as before.
  }
}

export function forgetSignedIn(): void {
  try {
    hintStorage()?.removeItem(HINT_KEY);
  } catch {
    // nothing to forget
  }
}

export const maySignInFromCookie = (): boolean => !getSession() && hintStorage()?.getItem(HINT_KEY) === '1';

interface RefreshAnswer {
  status?: unknown;
  token?: unknown;
  tokenExpiry?: unknown;
  user?: unknown;
}

const isUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionUser).id === 'number' &&
  isUserRole((value as SessionUser).userRole);

let running: Promise<boolean> | null = null;

/** true: this tab now has the session. One request at a time, whichever guards ask. */
export function restoreSession(): Promise<boolean> {
  if (getSession()) return Promise.resolve(true);
  if (!maySignInFromCookie()) return Promise.resolve(false);
  running ??= (async () => {
    try {
      // A plain fetch, not the API client: a refused refresh here is no ended session to redirect from.
      const response = await fetch('/api/ClientUser/RefreshUserToken', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{}',
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => null)) as RefreshAnswer | null;
      if (!response.ok || body?.status !== true || typeof body.token !== 'string' || !isUser(body.user)) {
        forgetSignedIn();
        return false;
      }
      if (!getSession()) {
        setSession({
          token: body.token,
          tokenExpiry: typeof body.tokenExpiry === 'string' ? body.tokenExpiry : null,
          user: body.user,
        });
      }
      return true;
    } catch {
      // Offline or unreachable: keep the hint for the next tab; this one goes to /login.
      return false;
    } finally {
      running = null;
    }
  })();
  return running;
}

/**
 * For a route guard with no session: true while the session is being restored from the cookie (show a wait, not
 * the login page); false once there is nothing to restore or it was refused.
 */
export function useSessionRestore(noSession: boolean): boolean {
  const [trying, setTrying] = useState(() => noSession && maySignInFromCookie());
  useEffect(() => {
    if (!trying) return;
    let live = true;
    void restoreSession().finally(() => {
      if (live) setTrying(false);
    });
    return () => {
      live = false;
    };
  }, [trying]);
  return trying && noSession;
}
