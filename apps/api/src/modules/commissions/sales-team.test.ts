import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pricedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';

/** Correcting a referral before the first payment, and shaping the sales team (docs/sales.md). */
const PASSWORD = 'Sales-team-pass-1';
let t: TestApp;
let ids: SeedIds;
const tokens = { support: '', admin: '', agent: '' };
const people = { agent: 0, coordinator: 0 };

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  tokens.support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  tokens.admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  const agent = await login(t.app, 'agent@demo.imole.ng', PASSWORD);
  tokens.agent = agent.token;
  people.agent = agent.user.id;
  people.coordinator = (await login(t.app, 'coordinator@demo.imole.ng', PASSWORD)).user.id;
});
afterAll(() => t.close());

const referrerOf = async (id: number) =>
  (
    await t.app.deps.db
      .selectFrom('app_user')
      .select('referred_by_user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).referred_by_user_id;

describe('correcting a referral', () => {
  it('lets staff set, change and remove it until the first payment, then keeps it fixed', async () => {
    const priced = await pricedQuote(t.app, ids, tokens.support, 'corrected@example.com');
    const customerId = priced.customer.user.id;
    const read = async () =>
      (await get(t.app, `/api/ClientUser/GetCustomerReferral?QuoteRequestId=${priced.quoteRequestId}`, tokens.support))
        .body.data;
    expect(await read()).toEqual({ customerId, referredBy: null, fixed: false });
    const set = await post(
      t.app,
      '/api/ClientUser/UpdateCustomerReferral',
      { customerId, referralCode: '+234 803 000 0005' },
      tokens.support,
    );
    expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.referredBy).toMatchObject({ id: people.agent, firstname: 'Kemi' });
    expect(await referrerOf(customerId)).toBe(people.agent);
    expect((await read()).referredBy).toEqual({
      id: people.agent,
      name: 'Kemi Adeyemi',
      phoneNumber: '08030000005',
      isCustomer: false,
    });

    const unknown = await post(
      t.app,
      '/api/ClientUser/UpdateCustomerReferral',
      { customerId, referralCode: '08099999999' },
      tokens.support,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/could not find a sales agent/);
    expect(await referrerOf(customerId)).toBe(people.agent);

    const removed = await post(
      t.app,
      '/api/ClientUser/UpdateCustomerReferral',
      { customerId, referralCode: null },
      tokens.support,
    );
    expect(removed.body.data.referredBy).toBeNull();
    await post(
      t.app,
      '/api/ClientUser/UpdateCustomerReferral',
      { customerId, referralCode: '08030000006' },
      tokens.support,
    );
    expect(await referrerOf(customerId)).toBe(people.coordinator);
    const trail = await t.app.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'referral.corrected')
      .where('entity_id', '=', customerId)
      .execute();
    expect(trail).toHaveLength(3);

    const paid = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId: priced.quoteId, amount: priced.firstOption.equityPayment },
      tokens.support,
    );
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    const late = await post(
      t.app,
      '/api/ClientUser/UpdateCustomerReferral',
      { customerId, referralCode: '08030000005' },
      tokens.support,
    );
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toMatch(/fixed once the customer's first payment is in/);
    expect((await read()).fixed).toBe(true);
    expect(await referrerOf(customerId)).toBe(people.coordinator);
  });

  it('is for staff: an agent cannot claim a customer', async () => {
    const res = await post(
      t.app,
      '/api/ClientUser/UpdateCustomerReferral',
      { customerId: 1, referralCode: '08030000005' },
      tokens.agent,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('shaping the sales team', () => {
  it('makes an agent a coordinator, moves agents, and keeps a coordinator who still leads agents', async () => {
    const update = (body: Record<string, unknown>) =>
      post(t.app, '/api/ClientUser/UpdateSalesTeamMember', body, tokens.admin);
    // The demo agent works under the demo coordinator (seed): the coordinator cannot stop being one yet.
    const refused = await update({ agentId: people.coordinator, isCoordinator: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('This coordinator leads 1 agent: move them to another coordinator first.');

    expect((await update({ agentId: people.agent, coordinatorId: people.agent })).statusCode).toBe(400);
    const made = await update({ agentId: people.agent, isCoordinator: true });
    // Made a coordinator, they leave their coordinator's team: no coordinator works under another (no loops).
    expect(made.body.data).toEqual({ id: people.agent, isCoordinator: true, coordinatorId: null });
    const loop = await update({ agentId: people.coordinator, coordinatorId: people.agent });
    expect(loop.statusCode).toBe(400);
    expect(loop.body.message).toBe('A coordinator leads a team and works under nobody: make them an agent first.');
    // The old coordinator leads nobody now and may step down; then nobody can work under them.
    expect((await update({ agentId: people.coordinator, isCoordinator: false })).body.data.isCoordinator).toBe(false);
    await update({ agentId: people.agent, isCoordinator: false });
    const underAgent = await update({ agentId: people.agent, coordinatorId: people.coordinator });
    expect(underAgent.statusCode).toBe(400);
    expect(underAgent.body.message).toBe('That person is not a coordinator. Make them one first.');
    expect((await update({ agentId: 999_999, isCoordinator: true })).statusCode).toBe(404);
    const audited = await t.app.deps.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'sales-team.changed')
      .execute();
    expect(audited.length).toBe(3);
    // Back as the seed had them, for the test below.
    await update({ agentId: people.coordinator, isCoordinator: true });
    await update({ agentId: people.agent, coordinatorId: people.coordinator });
  });

  it("lists the team with each agent's coordinator for staff", async () => {
    const { statusCode, body } = await get(t.app, '/api/ClientUser/GetSalesTeamMembers', tokens.admin);
    expect(statusCode).toBe(200);
    const kemi = body.data.find((m: { id: number }) => m.id === people.agent);
    expect(kemi).toMatchObject({ firstname: 'Kemi', isCoordinator: false, coordinatorName: 'Emeka Nwosu' });
    expect((await get(t.app, '/api/ClientUser/GetSalesTeamMembers', tokens.support)).statusCode).toBe(200);
    expect((await get(t.app, '/api/ClientUser/GetSalesTeamMembers', tokens.agent)).statusCode).toBe(403);
  });

  it('is for admins only', async () => {
    expect(
      (await post(t.app, '/api/ClientUser/UpdateSalesTeamMember', { agentId: 1, isCoordinator: true }, tokens.support))
        .statusCode,
    ).toBe(403);
  });
});

describe("changing an agent's phone (their referral code)", () => {
  it('moves the code to the new number; customers already referred stay theirs; audited; admins only', async () => {
    // A second agent, so the demo agent's code stays as other tests expect it.
    const made = await post(
      t.app,
      '/api/ClientUser/SalesTeamUserCreationByCordinator',
      { firstname: 'Tunde', lastname: 'Bakare', email: 'phone.change.agent@example.com', phoneNumber: '08035550001' },
      (await login(t.app, 'coordinator@demo.imole.ng', PASSWORD)).token,
    );
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    const agentId = (
      await t.app.deps.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', 'phone.change.agent@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    let n = 0;
    const signUpWith = async (referralCode: string) => {
      const email = `phone.change.${++n}@example.com`;
      const res = await post(t.app, '/api/ClientUser/CreateClientUser', {
        firstname: 'Ada',
        lastname: 'Obi',
        email,
        phoneNumber: `081355500${String(n).padStart(2, '0')}`,
        password: 'Phone-change-pass-1',
        referralCode,
      });
      const row = await t.app.deps.db
        .selectFrom('app_user')
        .select(['id', 'referred_by_user_id'])
        .where('email', '=', email)
        .executeTakeFirst();
      return { statusCode: res.statusCode, id: row?.id, referredBy: row?.referred_by_user_id };
    };
    const before = await signUpWith('08035550001');
    expect(before).toMatchObject({ statusCode: 201, referredBy: agentId });

    const change = (body: Record<string, unknown>, token = tokens.admin) =>
      post(t.app, '/api/ClientUser/ChangeSalesAgentPhone', body, token);
    expect((await change({ agentId, phoneNumber: '+2348035550002' }, tokens.support)).statusCode).toBe(403);
    expect((await change({ agentId, phoneNumber: '+2348035550002' }, tokens.agent)).statusCode).toBe(403);
    expect(await change({ agentId, phoneNumber: '0803' })).toMatchObject({ statusCode: 400 });
    expect(await change({ agentId, phoneNumber: '08030000005' })).toMatchObject({
      statusCode: 409,
      body: { message: 'This phone number belongs to another Imole account. Use a different number.' },
    });
    expect(await change({ agentId, phoneNumber: '+2348035550002' })).toMatchObject({
      statusCode: 200,
      body: { data: { id: agentId, phoneNumber: '08035550002' } },
    });
    expect(await change({ agentId, phoneNumber: '08035550002' })).toMatchObject({ statusCode: 409 });

    // The old number refers nobody now; the new one refers to the agent; the customer referred before stays theirs.
    expect((await signUpWith('08035550001')).statusCode).toBe(400);
    expect(await signUpWith('08035550002')).toMatchObject({ statusCode: 201, referredBy: agentId });
    expect(await referrerOf(before.id!)).toBe(agentId);
    const audited = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'sales-team.phone-changed')
      .where('entity_id', '=', agentId)
      .execute();
    expect(audited).toHaveLength(1);
  });
});
