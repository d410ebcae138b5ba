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
import type { KyselyPlugin } from 'kysely';
import type { AuthSessionRow } from '../../db/tables/auth.table.ts';
import { watchWrites } from '../../db/write-watch.ts';

export const SESSION_TTL_MS = 2_000;
const CAPACITY = 10_000;

export type SessionState = Pick<AuthSessionRow, 'user_id' | 'expires_at' | 'ended_at'>;

export class SessionCache {
  private readonly rows = new Map<string, { row: SessionState | undefined; until: number }>();
  private generation = 0;

  /** The session, read by `load` unless read less than SESSION_TTL_MS ago and no session was written since. */
  async get(id: string, load: () => Promise<SessionState | undefined>): Promise<SessionState | undefined> {
    const now = Date.now();
    const kept = this.rows.get(id);
    if (kept && kept.until > now) return kept.row;
    const generation = this.generation;
    const row = await load();
    // A write landed while this row was read: it may be the old one; do not keep it.
    if (generation === this.generation) {
      const oldest = this.rows.size >= CAPACITY ? this.rows.keys().next() : null;
      if (oldest && !oldest.done) this.rows.delete(oldest.value);
      this.rows.set(id, { row, until: now + SESSION_TTL_MS });
    }
    return row;
  }

  clear(): void {
    this.generation += 1;
    this.rows.clear();
  }

  /** The Kysely plugin that empties the cache around every statement that may write sessions. */
  plugin(): KyselyPlugin {
    return watchWrites(['auth_session'], () => this.clear());
  }
}
