/**
 * Who sees what in the sales area, in one place (issue 20 "Who sees what"): every call that names a referred
 * customer, their request or their quote answers the agent who referred them and that agent's coordinator, and
 * answers "not found" to another agent, another coordinator and another customer — the same for reads and for the
 * agent's actions (paying, changing costs or the request). The server decides; nothing here trusts the page.
 */
import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, kycForm, pricedQuote, powerNeedRequest, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, latestCode, login, nextPhone, post, signUpCustomer } from '../../test/session.ts';

const PASSWORD = 'Who-sees-what-pass-1';
let t: TestApp;
let ids: SeedIds;
const people = { agent: 0 };
const tokens = { agent: '', coordinator: '', otherAgent: '', otherCoordinator: '', customer: '', admin: '' };
let installed = { customerId: 0, quoteId: 0, quoteRequestId: 0 };
let priced = { customerId: 0, quoteId: 0, quoteRequestId: 0 };

async function invitedAgent(email: string, coordinatorToken: string) {
  const added = await post(
    t.app,
    '/api/ClientUser/SalesTeamUserCreationByCordinator',
    { firstname: 'Other', lastname: 'Agent', email, phoneNumber: nextPhone() },
    coordinatorToken,
  );
  expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
  await post(t.app, '/api/ClientUser/SetPassword', {
    email,
    token: await latestCode(t.app, email),
    password: PASSWORD,
  });
  return login(t.app, email, PASSWORD);
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const engineer = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  tokens.admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  const agent = await login(t.app, 'agent@demo.imole.ng', PASSWORD);
  tokens.agent = agent.token;
  people.agent = agent.user.id;
  tokens.coordinator = (await login(t.app, 'coordinator@demo.imole.ng', PASSWORD)).token;
  // Another agent under the same coordinator, and another coordinator (an agent an admin made one).
  tokens.otherAgent = (await invitedAgent('who.other.agent@example.com', tokens.coordinator)).token;
  const other = await invitedAgent('who.other.coordinator@example.com', tokens.coordinator);
  const made = await post(
    t.app,
    '/api/ClientUser/UpdateSalesTeamMember',
    { agentId: other.user.id, coordinatorId: null },
    tokens.admin,
  );
  expect(made.statusCode).toBe(200);
  expect(
    (
      await post(
        t.app,
        '/api/ClientUser/UpdateSalesTeamMember',
        { agentId: other.user.id, isCoordinator: true },
        tokens.admin,
      )
    ).statusCode,
  ).toBe(200);
  tokens.otherCoordinator = (await login(t.app, 'who.other.coordinator@example.com', PASSWORD)).token;
  tokens.customer = (await signUpCustomer(t.app, 'who.stranger@example.com')).token;

  const i = await installedQuote(
    t.app,
    ids,
    support,
    { token: engineer.token, id: engineer.user.id },
    'who.installed@example.com',
    lagosDate(new Date()),
  );
  installed = { customerId: i.customer.user.id, quoteId: i.quoteId, quoteRequestId: i.quoteRequestId };
  const p = await pricedQuote(t.app, ids, support, 'who.priced@example.com');
  priced = { customerId: p.customer.user.id, quoteId: p.quoteId, quoteRequestId: p.quoteRequestId };
  await t.app.deps.db
    .updateTable('app_user')
    .set({ referred_by_user_id: people.agent })
    .where('id', 'in', [installed.customerId, priced.customerId])
    .execute();
});
afterAll(() => t.close());

const reads = () => [
  `/api/SalesTeam/ReferralDetailsByCustomerId?CustomerId=${installed.customerId}`,
  `/api/SalesTeam/ReferredCustomer?customerId=${installed.customerId}`,
  `/api/Quote/GetQuoteRequest?id=${installed.quoteRequestId}`,
  `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`,
  // Identity verification (issue 21): the agent and their coordinator read it masked.
  `/api/SmileId/KycDetails?quoteRequestId=${installed.quoteRequestId}`,
];

describe('who sees a referred customer', () => {
  it('the referring agent and their coordinator read; another agent, another coordinator and a customer do not', async () => {
    for (const url of reads()) {
      expect((await get(t.app, url, tokens.agent)).statusCode, `${url} as the referring agent`).toBe(200);
      expect((await get(t.app, url, tokens.coordinator)).statusCode, `${url} as their coordinator`).toBe(200);
      for (const who of ['otherAgent', 'otherCoordinator'] as const)
        expect((await get(t.app, url, tokens[who])).statusCode, `${url} as ${who}`).toBe(404);
      expect([403, 404], `${url} as another customer`).toContain((await get(t.app, url, tokens.customer)).statusCode);
    }
    // The repayment schedule: the agent who may pay it reads it; nobody else in sales.
    const repayments = `/api/Transaction/GetRepayments?quoteId=${installed.quoteId}`;
    expect((await get(t.app, repayments, tokens.agent)).statusCode).toBe(200);
    for (const who of ['otherAgent', 'otherCoordinator', 'customer'] as const)
      expect([403, 404], `${repayments} as ${who}`).toContain((await get(t.app, repayments, tokens[who])).statusCode);
  });

  it("lets a coordinator see only their own agents' quotes", async () => {
    const url = `/api/SalesTeam/SalesAgentQuoteListBySalesAgentId?SalesAgentId=${people.agent}&PageIndex=1&PageSize=10`;
    const mine = await get(t.app, url, tokens.coordinator);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.map((q: { quoteRequestId: number }) => q.quoteRequestId)).toContain(priced.quoteRequestId);
    expect((await get(t.app, url, tokens.otherCoordinator)).statusCode).toBe(404);
    expect((await get(t.app, url, tokens.otherAgent)).statusCode).toBe(403);
  });

  it('lets only the referring agent act: pay, change costs, change the request', async () => {
    const actions = [
      ['/api/Transaction/InitializePayment', { quoteId: installed.quoteId, purpose: 'repayment', amount: 1000 }],
      ['/api/Quote/UpdateQuoteInstallationCost', { quoteId: priced.quoteId, amount: 15_000 }],
      ['/api/Quote/UpdateQuoteTransportationCost', { quoteId: priced.quoteId, amount: 5_000 }],
      [
        '/api/Quote/UpdateQuoteRequest',
        { ...powerNeedRequest(ids), landmark: 'Changed by someone else', quoteRequestId: priced.quoteRequestId },
      ],
      ['/api/SmileId/UpdateKyc', kycForm(priced.quoteRequestId)],
    ] as const;
    for (const [url, body] of actions)
      for (const who of ['otherAgent', 'otherCoordinator'] as const)
        expect((await post(t.app, url, body, tokens[who])).statusCode, `${url} as ${who}`).toBe(404);
    // Nothing of it happened.
    const request = await t.app.deps.db
      .selectFrom('quote_request')
      .select('landmark')
      .where('id', '=', priced.quoteRequestId)
      .executeTakeFirstOrThrow();
    expect(request.landmark).not.toBe('Changed by someone else');
    // The referring agent may.
    expect((await post(t.app, actions[1][0], actions[1][1], tokens.agent)).statusCode).toBe(200);
  });
});
