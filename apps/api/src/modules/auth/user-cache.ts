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
import { KeptRows } from '../../db/kept-rows.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { SessionCache } from './session-cache.ts';

export const USER_TTL_MS = 2_000;

export class UserCache extends KeptRows<number, AppUserRow | undefined> {
  /** Their sessions, kept the same way; its own plugin() watches `auth_session` (session-cache.ts). */
  readonly sessions = new SessionCache();

  constructor() {
    super('app_user', USER_TTL_MS);
  }
}
