/**
 * The signed-in user kept for a moment (user-cache.ts): a second read of a signed-in person does not read their row
 * again, yet any change to users through the app's database handle is seen by the very next request — a
 * deactivation (401), a role change (403), whoever made it (a route, or a statement on deps.db).
 */
import { sql } from 'kysely';
import { UserRole } from '@imole/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { recordStatements } from '../../test/statements.ts';
import { get, signUpCustomer } from '../../test/session.ts';
import { UserCache } from './user-cache.ts';

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  statements = recordStatements(t.app.deps.db);
});
afterAll(() => t.close());

const readsUser = () => statements.filter((s) => s.includes('from "app_user"')).length;

it('reads a signed-in person once for several requests, and again as soon as any user changes', async () => {
  const { token, user } = await signUpCustomer(t.app, 'kept@example.com');
  expect((await get(t.app, '/api/ClientUser/GetNotificationCount', token)).statusCode).toBe(200);
  statements.length = 0;
  for (let i = 0; i < 3; i++)
    expect((await get(t.app, '/api/ClientUser/GetNotificationCount', token)).statusCode).toBe(200);
  expect(readsUser()).toBe(0);

  // A role change made straight on the database handle: the next request sees it.
  await t.app.deps.db
    .updateTable('app_user')
    .set({ user_role: UserRole.SalesAgent })
    .where('id', '=', user.id)
    .execute();
  // A customer-only call (sales agents may read some requests, not ask for the customer's own open ones).
  expect((await get(t.app, '/api/Quote/ActiveQuoteRequest?PageIndex=1&PageSize=10', token)).statusCode).toBe(403);
  await t.app.deps.db.updateTable('app_user').set({ user_role: UserRole.Customer }).where('id', '=', user.id).execute();

  // A deactivation in raw SQL (a script, say): out at once.
  await sql`update app_user set is_active = false where id = ${user.id}`.execute(t.app.deps.db);
  expect((await get(t.app, '/api/ClientUser/GetNotificationCount', token)).statusCode).toBe(401);
});

it('keeps nothing read while a write to users was running, and forgets everything after the moment', async () => {
  const cache = new UserCache();
  let reads = 0;
  const load = async () => {
    reads += 1;
    if (reads === 1) cache.clear(); // a write to users lands while this read runs
    return undefined;
  };
  await cache.get(1, load);
  await cache.get(1, load);
  expect(reads).toBe(2);
  await cache.get(1, load);
  expect(reads).toBe(2);
});
