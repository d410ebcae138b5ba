/**
 * The signed-in user of each request, kept for a moment (issue 17 §2): a person's app makes several reads a second,
 * and reading their row for every one of them was the largest cost of a signed-in read (docs/performance.md).
 *
 * Safe for these reasons:
 * - A row is kept at most USER_TTL_MS, by the wall clock.
 * - Every write to `app_user` that goes through this process's database handle empties the cache, before and after
 *   the statement: a deactivation, a role or profile change, a new password. It does this whoever writes (a route,
 *   the seed, a script on `deps.db`, raw SQL that names the table), so the next request reads the row again.
 * - Another process's write reaches this one within USER_TTL_MS, and so does a write whose transaction commits after
 *   a request of that user read the row in between: a deactivated user may be answered for up to that long
 *   (docs/accounts.md).
 */
import type { KyselyPlugin } from 'kysely';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { watchWrites } from '../../db/write-watch.ts';
import { SessionCache } from './session-cache.ts';

export const USER_TTL_MS = 2_000;
/** At most this many users are kept at once; the oldest goes first. */
const CAPACITY = 10_000;

export class UserCache {
  private readonly rows = new Map<number, { row: AppUserRow | undefined; until: number }>();
  /** Their sessions, kept the same way; its own plugin() watches `auth_session` (session-cache.ts). */
  readonly sessions = new SessionCache();

  /** The user's row, read by `load` unless read less than USER_TTL_MS ago and nothing has written users since. */
  async get(id: number, load: () => Promise<AppUserRow | undefined>): Promise<AppUserRow | undefined> {
    const now = Date.now();
    const kept = this.rows.get(id);
    if (kept && kept.until > now) return kept.row;
    const generation = this.generation;
    const row = await load();
    // A write landed while this row was read: it may be the old one; do not keep it.
    if (generation === this.generation) {
      const oldest = this.rows.size >= CAPACITY ? this.rows.keys().next() : null;
      if (oldest && !oldest.done) this.rows.delete(oldest.value);
      this.rows.set(id, { row, until: now + USER_TTL_MS });
    }
    return row;
  }

  private generation = 0;
  clear(): void {
    this.generation += 1;
    this.rows.clear();
  }

  /** The Kysely plugin that empties the cache around every statement that may write users. */
  plugin(): KyselyPlugin {
    return watchWrites(['app_user'], () => this.clear());
  }
}
