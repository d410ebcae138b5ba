import { roleNameOf, type UserRole } from '@imole/domain';
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
/** Every documented route with the fields it declares and who may call it (issue 18 §4). */
let described: DescribedRoute[];
/** A signed-in token per role name, for the routes that admit that role. */
const tokens = new Map<string, string[]>();

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface DescribedRoute {
  method: string;
  path: string;
  query: string[];
  pathParams: string[];
  body: string[];
  roles: string[] | null;
}
const PASSWORD = 'No-500-walk-password-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  described = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const access = t.app.routeAccess.get(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
      return {
        method: method.toUpperCase(),
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        body: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        roles: Array.isArray(access) ? [...(access as string[])] : null,
      };
    }),
  );
  for (const account of await seedDemoAccounts(t.app.deps.db, PASSWORD)) {
    const session = await login(t.app, account.email, PASSWORD);
    const role = roleNameOf[session.user.userRole as UserRole];
    tokens.set(role, [...(tokens.get(role) ?? []), session.token]);
  }
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

/** What the outside probe sent (issue 18 §4): NUL, lone surrogates, figures past 2^53 and ₦1,000,000,000, loose integers. */
const hostile = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Ada\u0000Obi',
    '\ud800',
    'sun \ud83c',
    '\udc00 moon',
    2 ** 53 + 2,
    2 ** 60,
    -(2 ** 60),
    1e300,
    1_000_000_001,
    true,
    false,
    '1e3',
    '1e309',
    '9007199254740993',
    '0x10',
    [true],
    { '\u0000': 1 },
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.double({ noNaN: true }),
);
/** Values a real client might send, so that hostile values also travel past the first field. */
const plausible = fc.oneof(
  fc.constantFrom('1', 'Ada', 'ada@example.com', '08031234567', 'Lagos', 'Str0ng-Passw0rd!', 1, 2, 100_000),
  fc.integer({ min: -5, max: 1_000_000 }),
  fc.boolean(),
  fc.constant(null),
);
/** A value in a URL: text as it is percent-encoded (a lone surrogate as the bytes a client would send). */
function inUrl(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(char);
  }).join('');
}

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

  it('holds for NUL, lone surrogates, figures beyond 2^53, booleans and "1e3" in every field of every route', async () => {
    expect(described.length).toBe(routes.length);
    expect(described.some((route) => route.body.length > 0 && route.roles !== null)).toBe(true);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...described),
        fc.nat(),
        fc.array(hostile, { minLength: 12, maxLength: 12 }),
        fc.array(plausible, { minLength: 12, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        async (route, pick, hostileValues, plausibleValues, useHostile) => {
          // Some fields hostile, the rest plausible, so a hostile value also meets the checks behind the first one.
          const valueOf = (i: number) =>
            (useHostile[i % 12] ? hostileValues[i % 12] : plausibleValues[i % 12]) as unknown;
          const body = Object.fromEntries(route.body.map((name, i) => [name, valueOf(i)]));
          const query = route.query.map((name, i) => `${encodeURIComponent(name)}=${inUrl(valueOf(i + 5))}`);
          let path = route.path;
          route.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, inUrl(valueOf(i + 9)) || '1')));
          const url = path + (query.length ? `?${query.join('&')}` : '');
          const allowed = route.roles?.flatMap((role) => tokens.get(role) ?? []) ?? [];
          const token = allowed.length ? allowed[pick % allowed.length] : undefined;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(route.method !== 'GET' ? { 'content-type': 'application/json' } : {}),
            },
            ...(route.method !== 'GET' ? { payload: JSON.stringify(body) } : {}),
          });
          expect(
            response.statusCode,
            `${route.method} ${url} ${JSON.stringify(body)} -> ${response.body}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400)
            expect(response.json()).toMatchObject({
              status: false,
              message: expect.any(String),
              code: expect.any(String),
            });
        },
      ),
      { numRuns: 600 },
    );
  });

  it('answers 400 for an amount past ₦1,000,000,000 (and 2^53 kobo) or a loose integer on a real route', async () => {
    const { token } = await login(t.app, 'support@demo.imole.ng', PASSWORD);
    const setCost = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Quote/UpdateQuoteInstallationCost',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    for (const body of [
      '{"quoteId": 1, "amount": 1e300}',
      { quoteId: 1, amount: 2 ** 60 },
      { quoteId: 1, amount: '1e17' },
    ]) {
      const response = await setCost(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: 'The "amount" must be at most ₦1,000,000,000; check the figure.',
        code: 'VALIDATION_FAILED',
      });
    }
    for (const quoteId of [true, '1e3']) {
      const response = await setCost({ quoteId, amount: 5000 });
      expect(response.statusCode, String(quoteId)).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(/^The "quoteId" must be a whole number/),
      });
    }
  });

  it('answers 400 for a number the schema allows but the database cannot hold', async () => {
    const { token } = await login(t.app, 'customer@demo.imole.ng', PASSWORD);
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
