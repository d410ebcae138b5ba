import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, login, post } from '../../test/session.ts';
import { agentAllowedPlans, agentMayOffer, assertAgentMayOffer, offerMessages } from './index.ts';

/** Which packages and down-payment plans each agent may offer (docs/sales.md "What each agent may offer"). */
const PASSWORD = 'Offer-rules-pass-1';
let t: TestApp;
const tokens = { support: '', admin: '', agent: '', coordinator: '' };
const people = { agent: 0, coordinator: 0 };
let packages: { id: number; name: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  tokens.support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  tokens.admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  const agent = await login(t.app, 'agent@demo.imole.ng', PASSWORD);
  tokens.agent = agent.token;
  people.agent = agent.user.id;
  const coordinator = await login(t.app, 'coordinator@demo.imole.ng', PASSWORD);
  tokens.coordinator = coordinator.token;
  people.coordinator = coordinator.user.id;
  const all = await get(t.app, '/api/Product/GetProducts', tokens.support);
  packages = all.body.data.map((p: { product: { id: number; name: string } }) => p.product);
  expect(packages.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t.close());

const setOffer = (body: Record<string, unknown>, token = tokens.admin) =>
  post(t.app, '/api/SalesTeam/SetAgentOffer', body, token);
const productIdsSeenBy = async (token: string) =>
  (await get(t.app, '/api/Product/GetProducts', token)).body.data.map((p: { product: { id: number } }) => p.product.id);
const myOffer = async (token: string) => (await get(t.app, '/api/SalesTeam/MyOffer', token)).body.data;

describe('what each agent may offer', () => {
  it('lets every agent offer everything while no rule is set', async () => {
    expect(await productIdsSeenBy(tokens.agent)).toEqual(packages.map((p) => p.id));
    expect(await myOffer(tokens.agent)).toEqual({
      source: 'everything',
      productIds: null,
      equityPercentages: [30, 40, 50, 60],
    });
    for (const p of packages) expect(await agentMayOffer(t.app.deps.db, people.agent, p.id)).toBe(true);
    const view = await get(t.app, `/api/SalesTeam/AgentOffer?SalesTeamUserId=${people.agent}`, tokens.admin);
    expect(view.statusCode).toBe(200);
    expect(view.body.data).toMatchObject({
      salesTeamUserId: people.agent,
      coordinator: { id: people.coordinator },
      source: 'everything',
      own: null,
      team: null,
      plans: [30, 40, 50, 60],
    });
    expect(view.body.data.packages.map((p: { id: number }) => p.id)).toEqual(packages.map((p) => p.id));
  });

  it("restricts a coordinator's whole team, the coordinator too, and enforces it on the package calls", async () => {
    const [first, second, third] = packages;
    const saved = await setOffer({
      salesTeamUserId: people.coordinator,
      scope: 'team',
      productIds: [second!.id, first!.id],
      equityPercentages: [50, 40],
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.team).toEqual({ productIds: [first!.id, second!.id], equityPercentages: [40, 50] });

    for (const token of [tokens.agent, tokens.coordinator]) {
      expect(await productIdsSeenBy(token)).toEqual([first!.id, second!.id]);
      expect(await myOffer(token)).toEqual({
        source: 'team',
        productIds: [first!.id, second!.id],
        equityPercentages: [40, 50],
      });
    }
    // The list's default plan is the lowest down payment the agent may offer: 40%, where support sees 30%.
    const agentList = (await get(t.app, '/api/Product/GetProducts', tokens.agent)).body.data;
    const preview = await get(
      t.app,
      `/api/Transaction/GenerateProductRepayments?productId=${first!.id}&EquityPecentage=40`,
      tokens.support,
    );
    expect(agentList[0].product.initialPayment).toBe(preview.body.product.initialPayment);

    const agentPreview = await get(
      t.app,
      `/api/Transaction/GenerateProductRepayments?productId=${first!.id}`,
      tokens.agent,
    );
    expect(agentPreview.statusCode).toBe(200);
    expect(agentPreview.body.product.contributionPecentage).toBe(40);
    expect(agentPreview.body.options.map((o: { equityPecentage: number }) => o.equityPecentage)).toEqual([40, 50]);
    const refusedPlan = await get(
      t.app,
      `/api/Transaction/GenerateProductRepayments?productId=${first!.id}&EquityPecentage=30`,
      tokens.agent,
    );
    expect(refusedPlan.statusCode).toBe(400);
    const detail = await get(t.app, `/api/Product/GetProductWithRelatedProperties?id=${first!.id}`, tokens.agent);
    expect(detail.body.data.product.initialPayment).toBe(preview.body.product.initialPayment);
    const hidden = await get(t.app, `/api/Product/GetProductWithRelatedProperties?id=${third!.id}`, tokens.agent);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body.message).toBe('We could not find that package among the ones you may offer.');

    // The check quote creation calls.
    expect(await agentMayOffer(t.app.deps.db, people.agent, third!.id)).toBe(false);
    expect(await agentAllowedPlans(t.app.deps.db, people.agent)).toEqual([40, 50]);
    await expect(assertAgentMayOffer(t.app.deps.db, people.agent, third!.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: offerMessages.notAllowedPackage,
    });
    await expect(assertAgentMayOffer(t.app.deps.db, people.agent, first!.id, 30)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You may offer only these down payments: 40%, 50%. An administrator chooses them.',
    });
    await expect(assertAgentMayOffer(t.app.deps.db, people.agent, first!.id, 50)).resolves.toBeUndefined();
    // Staff still see every package.
    expect(await productIdsSeenBy(tokens.support)).toEqual(packages.map((p) => p.id));
  });

  it("lets an agent's own rule win over the team's, and follow the team again", async () => {
    const [first, , third] = packages;
    const own = await setOffer({ salesTeamUserId: people.agent, productIds: [third!.id], equityPercentages: null });
    expect(own.statusCode, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data).toMatchObject({
      source: 'own',
      own: { productIds: [third!.id], equityPercentages: null },
      team: { equityPercentages: [40, 50] },
      inForce: { productIds: [third!.id], equityPercentages: [30, 40, 50, 60] },
    });
    expect(await productIdsSeenBy(tokens.agent)).toEqual([third!.id]);
    expect(await myOffer(tokens.agent)).toMatchObject({ source: 'own', equityPercentages: [30, 40, 50, 60] });
    expect(await agentMayOffer(t.app.deps.db, people.agent, first!.id)).toBe(false);
    // The coordinator keeps the team's rule.
    expect(await myOffer(tokens.coordinator)).toMatchObject({ source: 'team' });

    // "Everything" for the agent alone is a rule of its own: it lifts the team's restriction for them.
    await setOffer({ salesTeamUserId: people.agent, productIds: null, equityPercentages: null });
    expect(await productIdsSeenBy(tokens.agent)).toEqual(packages.map((p) => p.id));
    expect(await myOffer(tokens.agent)).toMatchObject({ source: 'own', productIds: null });

    const follow = await setOffer({ salesTeamUserId: people.agent, followTeam: true });
    expect(follow.body.data).toMatchObject({ source: 'team', own: null });
    expect(await myOffer(tokens.agent)).toMatchObject({ source: 'team', equityPercentages: [40, 50] });

    const audited = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'entity_id', 'before', 'after'])
      .where('action', '=', 'sales-offer.changed')
      .orderBy('id')
      .execute();
    expect(audited.length).toBe(4);
    expect(audited[1]).toMatchObject({
      entity_id: people.agent,
      before: { scope: 'agent', rule: null },
      after: { scope: 'agent', rule: { productIds: [third!.id], equityPercentages: null } },
    });

    // A team's "everything" removes its rule: back to the default.
    await setOffer({ salesTeamUserId: people.coordinator, scope: 'team', productIds: null, equityPercentages: null });
    expect(await myOffer(tokens.agent)).toMatchObject({ source: 'everything', productIds: null });
  });

  it('says who may offer a package: every agent to staff, the team to its coordinator', async () => {
    const [first, second] = packages;
    await setOffer({ salesTeamUserId: people.agent, productIds: [second!.id], equityPercentages: [60] });
    const staff = await get(t.app, `/api/SalesTeam/PackageAgents?ProductId=${first!.id}`, tokens.support);
    expect(staff.statusCode).toBe(200);
    const byId = (rows: { id: number }[], id: number) => rows.find((r) => r.id === id);
    expect(byId(staff.body.data, people.agent)).toMatchObject({
      mayOffer: false,
      equityPercentages: [],
      source: 'own',
    });
    expect(byId(staff.body.data, people.coordinator)).toMatchObject({ mayOffer: true, source: 'everything' });
    const team = await get(t.app, `/api/SalesTeam/PackageAgents?ProductId=${second!.id}`, tokens.coordinator);
    expect(team.statusCode).toBe(200);
    expect(byId(team.body.data, people.agent)).toMatchObject({ mayOffer: true, equityPercentages: [60] });
    expect(team.body.data.map((r: { id: number }) => r.id).sort()).toEqual([people.agent, people.coordinator].sort());
    const notCoordinator = await get(t.app, `/api/SalesTeam/PackageAgents?ProductId=${second!.id}`, tokens.agent);
    expect(notCoordinator.statusCode).toBe(403);
    const unknown = await get(t.app, '/api/SalesTeam/PackageAgents?ProductId=999999', tokens.support);
    expect(unknown.statusCode).toBe(404);
    await setOffer({ salesTeamUserId: people.agent, followTeam: true });
  });

  it('is for admins only', async () => {
    for (const token of [tokens.support, tokens.agent, tokens.coordinator]) {
      const set = await setOffer({ salesTeamUserId: people.agent, productIds: [packages[0]!.id] }, token);
      expect(set.statusCode).toBe(403);
      const read = await get(t.app, `/api/SalesTeam/AgentOffer?SalesTeamUserId=${people.agent}`, token);
      expect(read.statusCode).toBe(403);
    }
    expect(await myOffer(tokens.agent)).toMatchObject({ source: 'everything' });
  });

  it('refuses what cannot be offered with a sentence to act on', async () => {
    const refused = async (body: Record<string, unknown>, status: number, message: string) => {
      const answer = await setOffer(body);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.message).toBe(message);
    };
    await refused({ salesTeamUserId: people.agent, productIds: [999_999] }, 400, offerMessages.unknownPackage(999_999));
    await refused({ salesTeamUserId: people.agent, productIds: [] }, 400, offerMessages.noPackage);
    await refused({ salesTeamUserId: people.agent, equityPercentages: [] }, 400, offerMessages.noPlan);
    await refused(
      { salesTeamUserId: people.agent, equityPercentages: [35] },
      400,
      '35% is not a down payment the business offers. Choose from 30%, 40%, 50%, 60%.',
    );
    await refused(
      { salesTeamUserId: people.agent, scope: 'team', productIds: [packages[0]!.id] },
      400,
      offerMessages.notCoordinator,
    );
    await refused({ salesTeamUserId: 999_999, productIds: [packages[0]!.id] }, 404, offerMessages.noAgent);
    const notAgent = await get(t.app, '/api/SalesTeam/AgentOffer?SalesTeamUserId=1', tokens.admin);
    expect(notAgent.statusCode).toBe(404);
    const bad = await get(t.app, '/api/SalesTeam/AgentOffer?SalesTeamUserId=abc', tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect(await myOffer(tokens.agent)).toMatchObject({ source: 'everything' });
  });
});
