import { RoleName } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { signAccessToken } from './tokens.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { login } from '../../test/session.ts';

/**
 * The route-by-role walk: every route of the OpenAPI document either is in the public list below, or answers 401
 * without a token and 403 to a token of each role it does not admit.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/Location/GetStates',
  'GET /api/Location/GetLgas',
  'GET /api/UserEmployer/GetAllUserEmployers',
  'GET /api/Utility/BankList',
  'GET /api/FinancialInstitution/FinancialInstitutions',
  'GET /api/dev/outbox',
  'POST /api/ClientUser/CreateClientUser',
  'POST /api/ClientUser/CreateBankClientUser',
  'POST /api/ClientUser/SupportUserSelfCreation',
  'POST /api/ClientUser/SalesTeamUserSelfCreation',
  'POST /api/ClientUser/ConfirmUserAccount',
  'POST /api/ClientUser/ResendOtp',
  'POST /api/ClientUser/Login',
  'POST /api/ClientUser/RefreshUserToken',
  'POST /api/ClientUser/Logout',
  'POST /api/ClientUser/ResetPasswordRequest',
  'POST /api/ClientUser/ConfirmResetPasswordToken',
  'POST /api/ClientUser/ResetPassword',
  'POST /api/ClientUser/SetPassword',
  // The old address's undo link of an e-mail change: it proves itself with the token mailed there.
  'POST /api/ClientUser/UndoEmailChange',
  // Public pages, behind the public access key instead of a session.
  'GET /api/Product/GetWebProducts',
  'GET /api/Product/GetWebProductById',
  // The payment provider's webhook: it proves itself with its HMAC signature, not a session.
  'POST /api/Transaction/PaystackWebhook',
  // The identity provider's result callback: it proves itself with SmileID's signature, not a session.
  'POST /api/SmileId/Callback',
  // The sandbox provider's own actions (development and test only).
  'POST /api/Sandbox/Pay',
  'POST /api/Sandbox/Cancel',
  // The blank undertaking form an employer signs: it holds nobody's data (docs/sales.md "The undertaking form").
  'GET /api/SalesTeam/UndertakingForm',
]);

const ROLE_ACCOUNTS = {
  [RoleName.AUTH]: 'customer@demo.imole.ng',
  [RoleName.SUPPORT]: 'support@demo.imole.ng',
  [RoleName.ADMIN]: 'admin@demo.imole.ng',
  [RoleName.SALES_AGENT]: 'agent@demo.imole.ng',
  // A partner bank's officer: refused everywhere but their own account and their bank's applications (docs/banks.md).
  [RoleName.BANK_OFFICER]: 'bankofficer@demo.imole.ng',
} as const;

let t: TestApp;
const tokens: Record<string, string> = {};
let coordinatorToken = '';
let routes: { method: string; path: string; key: string }[];

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, 'Route-walk-password-1');
  for (const [role, email] of Object.entries(ROLE_ACCOUNTS))
    tokens[role] = (await login(t.app, email, 'Route-walk-password-1')).token;
  coordinatorToken = (await login(t.app, 'coordinator@demo.imole.ng', 'Route-walk-password-1')).token;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => {
      const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
      return {
        method: m.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, '1'),
        key: `${m.toUpperCase()} ${fastifyPath}`,
      };
    }),
  );
});
afterAll(() => t.close());

describe('every route checks the role on the server', () => {
  it('knows the access of every documented route, and the public list names only public routes', () => {
    for (const route of routes) expect(t.app.routeAccess.has(route.key), route.key).toBe(true);
    for (const key of PUBLIC_ROUTES) {
      const access = t.app.routeAccess.get(key);
      expect(
        access === 'public' || access === 'development',
        `${key} is listed as public but is ${JSON.stringify(access)}`,
      ).toBe(true);
    }
  });

  it('answers 401 without a token and 403 to every role not admitted', async () => {
    let guarded = 0;
    for (const route of routes) {
      if (PUBLIC_ROUTES.has(route.key)) continue;
      guarded += 1;
      const access = t.app.routeAccess.get(route.key);
      expect(Array.isArray(access), `${route.key} must be public (and listed) or name its roles`).toBe(true);
      const admitted = access as readonly string[];
      const call = (token?: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url: route.path,
          ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });

      const anonymous = await call();
      expect(anonymous.statusCode, `${route.key} without a token`).toBe(401);
      expect(anonymous.json()).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });

      const coordinatorsOnly = t.app.coordinatorsOnly.has(route.key);
      for (const [role, token] of Object.entries(tokens)) {
        const response = await call(token);
        // The demo agent is no coordinator: a coordinators-only route refuses them as it refuses other roles.
        if (admitted.includes(role) && !(coordinatorsOnly && role === RoleName.SALES_AGENT))
          expect(response.statusCode, `${route.key} as ${role}`).not.toBe(403);
        else expect(response.statusCode, `${route.key} as ${role}`).toBe(403);
      }
      if (coordinatorsOnly)
        expect((await call(coordinatorToken)).statusCode, `${route.key} as a coordinator`).not.toBe(403);
    }
    expect(guarded).toBeGreaterThan(0);
  });

  it('refuses forged, expired and wrongly signed tokens', async () => {
    const url = '/api/ClientUser/GetProfile';
    const customer = await t.app.deps.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'customer@demo.imole.ng')
      .executeTakeFirstOrThrow();
    const wrongKey = (await signAccessToken(customer.id, 's', 'x'.repeat(40))).token;
    const expired = (
      await signAccessToken(customer.id, 's', t.app.deps.config.jwtSecret, new Date(Date.now() - 16 * 60 * 1000))
    ).token;
    const [header, payload] = tokens.AUTH!.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [wrongKey, expired, unsigned, `${header}.${payload}.`, 'not-a-jwt']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
    const ok = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.AUTH}` } });
    expect(ok.statusCode).toBe(200);
  });
});
