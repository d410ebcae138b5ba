import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { login } from '../test/session.ts';

/**
 * Nothing a client can send gets a 500 (design.md §2): random JSON bodies and query strings go to every route of the
 * OpenAPI document, and every answer must be below 500 and in the envelope shape.
 */
let t: TestApp;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '9007199254740993',
    '2147483648',
    '3000000000',
    "' or 1=1 --",
    '%00',
    '../../etc',
  ),
);
const queryString = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom('PageIndex', 'PageSize', 'stateId', 'name', 'Status', 'id', 'to', 'limit'),
      fc.string({ minLength: 1, maxLength: 8 }),
    ),
    queryValue,
    { maxKeys: 4 },
  )
  .map((entries) => new URLSearchParams(entries).toString());

describe('no route answers 500 to anything a client can send', () => {
  it('holds for random query strings and JSON bodies on every documented route', async () => {
    expect(routes.length).toBeGreaterThan(5);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        queryString,
        fc.option(fc.jsonValue({ maxDepth: 3 })),
        async (route, query, body) => {
          const url = route.path.replace(/\{[^}]+\}/g, '1') + (query ? `?${query}` : '');
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            ...(body !== null && route.method !== 'GET'
              ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
              : {}),
          });
          expect(response.statusCode, `${route.method} ${url} -> ${response.body}`).toBeLessThan(500);
          if (response.headers['content-type']?.toString().includes('application/json')) {
            const json = response.json() as { status: unknown; message?: unknown };
            expect(typeof json.status === 'boolean' || Array.isArray(json) || 'openapi' in (json as object)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers 400 for a number the schema allows but the database cannot hold', async () => {
    await seedDemoAccounts(t.app.deps.db, 'Range-walk-password-1');
    const { token } = await login(t.app, 'customer@demo.imole.ng', 'Range-walk-password-1');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/MonitoringIssue/GetCustomerMonitoringIssueById?id=3000000000',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'A number in the request is too large. Check it and try again.',
      code: 'VALIDATION_FAILED',
    });
  });
});
