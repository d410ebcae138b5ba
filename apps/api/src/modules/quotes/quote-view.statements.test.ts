import { afterAll, beforeAll, expect, it } from 'vitest';
import { lagosDate } from '@imole/domain';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { recordStatements } from '../../test/statements.ts';
import { installedQuote, seedIds } from '../../test/fixtures.ts';
import { get, login } from '../../test/session.ts';

// The dashboard reads GetQuoteRequest on every visit and after every action; docs/performance.md budgets its SQL.
// A process keeps the view while its stamp stands (quote-view.cache.ts).
// The signed-in user's row is read again only when a user changed or after a moment (modules/auth/user-cache.ts).
// A change that adds a round trip to it should be a decision, not an accident.

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  statements = recordStatements(t.app.deps.db);
});
afterAll(() => t.close());

it('GetQuoteRequest runs one small statement in steady state (the kept view’s stamp), and the whole view once after a change', async () => {
  await seedDemoAccounts(t.app.deps.db, 'Statements-pass-1');
  const support = (await login(t.app, 'support@demo.imole.ng', 'Statements-pass-1')).token;
  const engineer = await login(t.app, 'engineer@demo.imole.ng', 'Statements-pass-1');
  const ids = await seedIds(t.app.deps.db);
  const { customer } = await installedQuote(
    t.app,
    ids,
    support,
    { token: engineer.token, id: engineer.user.id },
    'statements@example.com',
    lagosDate(new Date()),
  );
  // The first call may fill the catalogue cache; the budget is the steady state.
  expect((await get(t.app, '/api/Quote/GetQuoteRequest', customer.token)).statusCode).toBe(200);
  statements.length = 0;
  const { statusCode, body } = await get(t.app, '/api/Quote/GetQuoteRequest', customer.token);
  expect(statusCode).toBe(200);
  expect(body.quote.installationStatus).toBe(4);
  expect(body.transactions.length).toBeGreaterThan(0);
  expect(statements, statements.join('\n---\n').slice(0, 600)).toHaveLength(1);
  expect(statements[0]).toContain('quote_view_change');
  expect(statements[0]).not.toContain('json_build_object');
  // After a write to the request: the stamp, then the whole view in one statement.
  await t.app.deps.db.updateTable('quote_request').set({ address: 'Plot 4, Statements Road' }).execute();
  statements.length = 0;
  const changed = await get(t.app, '/api/Quote/GetQuoteRequest', customer.token);
  expect(changed.body.quoteRequest.address).toBe('Plot 4, Statements Road');
  expect(statements, statements.join('\n---\n').slice(0, 600)).toHaveLength(2);
  expect(statements[1]).toContain('json_build_object');

  // GetWebProducts, once its list is cached and the version known (the catalogue's notifications): none at all.
  await get(t.app, '/api/Product/GetWebProducts?key=demo-public-key');
  statements.length = 0;
  expect((await get(t.app, '/api/Product/GetWebProducts?key=demo-public-key')).statusCode).toBe(200);
  expect(statements).toEqual([]);
});
