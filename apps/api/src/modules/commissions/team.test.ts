import { commissionOn, nairaToKobo } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pricedQuote, seedIds } from '../../test/fixtures.ts';
import { get, latestCode, login, post } from '../../test/session.ts';

/** A coordinator's team (docs/sales.md "Coordinators"): their agents with their figures, and the coordinator's report. */
const PASSWORD = 'Team-pass-1';
let t: TestApp;
const tokens = { agent: '', coordinator: '' };
let agentId = 0;
let equity = 0;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  const ids = await seedIds(t.app.deps.db);
  const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const agent = await login(t.app, 'agent@demo.imole.ng', PASSWORD);
  const coordinator = await login(t.app, 'coordinator@demo.imole.ng', PASSWORD);
  tokens.agent = agent.token;
  tokens.coordinator = coordinator.token;
  agentId = agent.user.id;
  // A second agent under the coordinator, with nobody referred yet.
  await t.app.deps.db
    .insertInto('app_user')
    .values({
      username: 'tayo@example.com',
      firstname: 'Tayo',
      lastname: 'Bello',
      email: 'tayo@example.com',
      phone_number: '08035550001',
      password_hash: 'x',
      user_role: 4,
      is_active: true,
      coordinator_user_id: coordinator.user.id,
      created_by: 'test',
    })
    .execute();
  // A customer the demo agent referred (the seed puts the demo agent under the demo coordinator) pays the down payment.
  const priced = await pricedQuote(t.app, ids, support, 'team-customer@example.com');
  await t.app.deps.db
    .updateTable('app_user')
    .set({ referred_by_user_id: agentId })
    .where('id', '=', priced.customer.user.id)
    .execute();
  equity = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, support)).body.quote.equity;
  const paid = await post(
    t.app,
    '/api/Transaction/ManualSaveQuoteEquityPayment',
    { quoteId: priced.quoteId, amount: equity },
    support,
  );
  expect(paid.statusCode).toBe(200);
});
afterAll(() => t.close());

describe("a coordinator's team", () => {
  it("lists the coordinator's agents with their customers and commission, by name", async () => {
    const { statusCode, body } = await get(
      t.app,
      '/api/ClientUser/GetSalesTeamMembersUnderCordinator',
      tokens.coordinator,
    );
    expect(statusCode).toBe(200);
    expect(body.totalCount).toBe(2);
    expect(body.data.map((m: { firstname: string }) => m.firstname)).toEqual(['Kemi', 'Tayo']);
    expect(body.data[0]).toMatchObject({
      id: agentId,
      phoneNumber: '08030000005',
      referredCustomers: 1,
      owingCustomers: 0,
      nonPerformingCustomers: 0,
      totalCommission: commissionOn(nairaToKobo(equity), 500) / 100,
    });
    expect(body.data[1]).toMatchObject({ referredCustomers: 0, totalCommission: 0 });
  });

  it("answers the coordinator's report: own commission, agents, and the team's customers", async () => {
    const { statusCode, body } = await get(t.app, '/api/SalesTeam/GetCoordinatorDashBoardRecord', tokens.coordinator);
    expect(statusCode).toBe(200);
    const override = commissionOn(nairaToKobo(equity), 100) / 100;
    expect(override).toBeGreaterThan(0);
    expect(body.data).toEqual({
      totalCommission: override,
      totalPaid: 0,
      totalUnPaid: override,
      agents: 2,
      referredCustomers: 1,
      owingCustomers: 0,
      totalNonPerformingCustomers: 0,
    });
  });

  it("lists the team's customers with the agent who referred each, all or by standing", async () => {
    const all = await get(t.app, '/api/SalesTeam/CoordinatorReferrals?PageSize=50', tokens.coordinator);
    expect(all.statusCode).toBe(200);
    expect(all.body.totalCount).toBe(1);
    expect(all.body.data[0]).toMatchObject({ firstname: 'Chiamaka', agentName: 'Kemi Adeyemi', stage: 'installing' });
    const owing = await get(t.app, '/api/SalesTeam/CoordinatorReferrals?Filter=owing', tokens.coordinator);
    expect(owing.body.totalCount).toBe(0);
    const bad = await get(t.app, '/api/SalesTeam/CoordinatorReferrals?Filter=late', tokens.coordinator);
    expect(bad.statusCode).toBe(400);
    expect((await get(t.app, '/api/SalesTeam/CoordinatorReferrals', tokens.agent)).statusCode).toBe(403);
  });

  it("lists one agent's quotes for their coordinator, and no other coordinator's agent", async () => {
    const quotes = await get(
      t.app,
      `/api/SalesTeam/SalesAgentQuoteListBySalesAgentId?SalesAgentId=${agentId}`,
      tokens.coordinator,
    );
    expect(quotes.statusCode).toBe(200);
    expect(quotes.body.data.map((q: { firstname: string }) => q.firstname)).toEqual(['Chiamaka']);
    const stranger = await get(
      t.app,
      '/api/SalesTeam/SalesAgentQuoteListBySalesAgentId?SalesAgentId=1',
      tokens.coordinator,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body.message).toBe('No agent of yours has that id.');
  });

  it('lets a coordinator add an agent, who sets a password from the e-mailed code and works under them', async () => {
    const add = (token: string, email: string) =>
      post(
        t.app,
        '/api/ClientUser/SalesTeamUserCreationByCordinator',
        { firstname: 'Uche', lastname: 'Eze', email, phoneNumber: '0803 555 0099' },
        token,
      );
    const created = await add(tokens.coordinator, 'uche@example.com');
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe('Invitation sent to uche@example.com.');
    expect(created.body.clientUser).toMatchObject({ userRole: 4, isFirstTimeUser: true });
    const mail = (await get(t.app, '/api/dev/outbox?to=uche@example.com')).body.data[0];
    expect(mail.body).toContain('your coordinator, Emeka Nwosu, has added you to their Imole sales team');
    const session = await post(t.app, '/api/ClientUser/SetPassword', {
      email: 'uche@example.com',
      token: await latestCode(t.app, 'uche@example.com'),
      password: 'Agent-Pass-2026x',
    });
    expect(session.statusCode, JSON.stringify(session.body)).toBe(200);
    const team = await get(t.app, '/api/ClientUser/GetSalesTeamMembersUnderCordinator', tokens.coordinator);
    expect(team.body.data.map((m: { firstname: string }) => m.firstname)).toEqual(['Kemi', 'Tayo', 'Uche']);
    // The same address again, and an agent who is no coordinator: refused with the reason.
    expect((await add(tokens.coordinator, 'uche@example.com')).statusCode).toBe(409);
    const byAgent = await add(tokens.agent, 'someone@example.com');
    expect(byAgent.statusCode).toBe(403);
  });

  it('is for coordinators only: an agent is told why', async () => {
    for (const url of [
      '/api/ClientUser/GetSalesTeamMembersUnderCordinator',
      '/api/SalesTeam/GetCoordinatorDashBoardRecord',
    ]) {
      const { statusCode, body } = await get(t.app, url, tokens.agent);
      expect(statusCode).toBe(403);
      expect(body.message).toBe(
        'Only a coordinator has agents under them. Ask an administrator to make you a coordinator.',
      );
    }
  });
});
