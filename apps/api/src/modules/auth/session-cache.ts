/**
 * The sessions (logins) that signed-in requests name in their token's `sid`, kept for a moment (issue 18 §3): an
 * access token must stop working at once when its login ends (logout, a password change or reset, reuse of a
 * refresh token, a deactivation), so the guard checks the session on every request, and reading it from the
 * database every time would add a statement to every signed-in read (docs/performance.md).
 *
 * Safe for the same reasons as user-cache.ts:
 * - A session is kept at most SESSION_TTL_MS, by the wall clock.
 * - Every write to `auth_session` through this process's database handle (ending a session, a new login) empties
 *   the cache before and after the statement, so on this process the next request reads the session again.
 * - Another process's write reaches this one within SESSION_TTL_MS.
 */
import { KeptRows } from '../../db/kept-rows.ts';
import type { AuthSessionRow } from '../../db/tables/auth.table.ts';

export const SESSION_TTL_MS = 2_000;

export type SessionState = Pick<AuthSessionRow, 'user_id' | 'expires_at' | 'ended_at'>;

export class SessionCache extends KeptRows<string, SessionState | undefined> {
  constructor() {
    super('auth_session', SESSION_TTL_MS);
  }
}
