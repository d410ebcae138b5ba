import { commissionOn, kobo, lagosDate, nairaToKobo } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { powerNeedRequest, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, latestCode, login, nextPhone, post } from '../../test/session.ts';

/**
 * The commission ledger (docs/sales.md): every credited payment of a referred customer earns the agent's share and the
 * coordinator's override in the same transaction, once; the totals are sums of the ledger; admins settle it.
 */
const PASSWORD = 'Commission-pass-1';
let t: TestApp;
let ids: SeedIds;
const tokens: Record<'support' | 'admin' | 'agent' | 'coordinator', string> = {
  support: '',
  admin: '',
  agent: '',
  coordinator: '',
};
const userIds = { agent: 0, coordinator: 0, support: 0 };

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const session = await login(t.app, `${role}@demo.imole.ng`, PASSWORD);
    tokens[role] = session.token;
    if (role !== 'admin') userIds[role] = session.user.id;
  }
});
afterAll(() => t.close());

/** A customer who signed up with `referralCode` (or none), with a priced quote waiting for its down payment. */
async function customerWithQuote(email: string, referralCode?: string) {
  const created = await post(t.app, '/api/ClientUser/CreateClientUser', {
    firstname: 'Bisi',
    lastname: 'Ade',
    email,
    phoneNumber: nextPhone(),
    password: PASSWORD,
    ...(referralCode ? { referralCode } : {}),
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  const session = await post(t.app, '/api/ClientUser/ConfirmUserAccount', {
    email,
    token: await latestCode(t.app, email),
  });
  const token = session.body.token as string;
  const request = await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), token);
  const quoteRequestId = request.body.data.id as number;
  const quoteId = (
    await post(
      t.app,
      '/api/Quote/AssignProductToQuote',
      { quoteRequestId, components: [{ componentId: ids.inverterId, quantity: 1 }] },
      tokens.support,
    )
  ).body.data.id as number;
  await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId }, tokens.support);
  const view = await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, tokens.support);
  return { token, customerId: session.body.user.id as number, quoteId, equity: view.body.quote.equity as number };
}

const payEquity = (quoteId: number, amount: number) =>
  post(t.app, '/api/Transaction/ManualSaveQuoteEquityPayment', { quoteId, amount }, tokens.support);

const entriesOf = (earnerId: number) =>
  t.app.deps.db.selectFrom('commission_entry').selectAll().where('earner_user_id', '=', earnerId).execute();

const sumKobo = (rows: { amount_kobo: number | string }[]) => rows.reduce((s, r) => s + Number(r.amount_kobo), 0);

describe('the commission ledger', () => {
  it("posts the agent's share and the coordinator's override when a referred customer's payment is credited", async () => {
    // The referral code is the agent's phone, in any of its forms.
    const customer = await customerWithQuote('referred-1@example.com', '+2348030000005');
    const before = {
      agent: sumKobo(await entriesOf(userIds.agent)),
      coordinator: sumKobo(await entriesOf(userIds.coordinator)),
    };
    expect((await payEquity(customer.quoteId, customer.equity)).statusCode).toBe(200);

    const paid = nairaToKobo(customer.equity);
    const agent = (await entriesOf(userIds.agent)).filter((e) => e.customer_user_id === customer.customerId);
    const coordinator = (await entriesOf(userIds.coordinator)).filter(
      (e) => e.customer_user_id === customer.customerId,
    );
    expect(agent).toHaveLength(1);
    expect(agent[0]).toMatchObject({ role: 'agent', kind: 'earned', rate_bps: 500, quote_id: customer.quoteId });
    expect(Number(agent[0]!.amount_kobo)).toBe(commissionOn(paid, 500));
    expect(Number(agent[0]!.basis_kobo)).toBe(paid);
    expect(coordinator).toHaveLength(1);
    expect(coordinator[0]).toMatchObject({ role: 'coordinator', rate_bps: 100 });
    expect(Number(coordinator[0]!.amount_kobo)).toBe(commissionOn(paid, 100));
    expect(sumKobo(await entriesOf(userIds.agent)) - before.agent).toBe(commissionOn(paid, 500));
    expect(sumKobo(await entriesOf(userIds.coordinator)) - before.coordinator).toBe(commissionOn(paid, 100));
  });

  it('earns nothing on a customer nobody referred', async () => {
    const customer = await customerWithQuote('unreferred@example.com');
    expect((await payEquity(customer.quoteId, customer.equity)).statusCode).toBe(200);
    const rows = await t.app.deps.db
      .selectFrom('commission_entry')
      .select('id')
      .where('customer_user_id', '=', customer.customerId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('sums to the commission on every credited payment, to the kobo, when payments are credited at once', async () => {
    const customers = await Promise.all(
      [1, 2, 3, 4].map((n) => customerWithQuote(`concurrent-${n}@example.com`, '08030000005')),
    );
    const before = sumKobo(await entriesOf(userIds.agent));
    const answers = await Promise.all(customers.map((c) => payEquity(c.quoteId, c.equity)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const credited = await t.app.deps.db
      .selectFrom('payment')
      .select('paid_kobo')
      .where('status', '=', 'success')
      .where(
        'quote_id',
        'in',
        customers.map((c) => c.quoteId),
      )
      .execute();
    expect(credited).toHaveLength(4);
    const expected = credited.reduce((s, p) => s + commissionOn(kobo(Number(p.paid_kobo)), 500), 0);
    expect(sumKobo(await entriesOf(userIds.agent)) - before).toBe(expected);
  });
});

describe('GetDashBoardRecord', () => {
  it("answers the signed-in agent's commission and customers from the ledger", async () => {
    const { statusCode, body } = await get(t.app, '/api/SalesTeam/GetDashBoardRecord', tokens.agent);
    expect(statusCode).toBe(200);
    const earned = sumKobo(await entriesOf(userIds.agent));
    expect(body.data).toEqual({
      totalCommission: earned / 100,
      totalPaid: 0,
      totalUnPaid: earned / 100,
      referredCustomers: 5,
      owingCustomers: 0,
      totalNonPerformingCustomers: 0,
      totalQuotes: 5,
    });
  });

  it("puts this month's commission in the chart's last month", async () => {
    const { body } = await get(t.app, '/api/SalesTeam/GetSalesTeamCommisionKpi', tokens.agent);
    const earned = sumKobo(await entriesOf(userIds.agent));
    expect(body.data.at(-1)).toEqual({ month: lagosDate(new Date()).slice(0, 7), earned: earned / 100, paid: 0 });
    expect(body.data.slice(0, -1).every((m: { earned: number }) => m.earned === 0)).toBe(true);
  });

  it('is for sales agents only', async () => {
    expect((await get(t.app, '/api/SalesTeam/GetDashBoardRecord', tokens.support)).statusCode).toBe(403);
  });
});

describe('settling commission', () => {
  const settle = (body: Record<string, unknown>, token = tokens.admin) =>
    post(t.app, '/api/SalesTeam/SettleCommission', body, token);

  it('lists who is owed, most owed first', async () => {
    const { statusCode, body } = await get(t.app, '/api/SalesTeam/UnsettledCommissions', tokens.admin);
    expect(statusCode).toBe(200);
    expect(body.data.map((r: { salesTeamUserId: number }) => r.salesTeamUserId)).toEqual([
      userIds.agent,
      userIds.coordinator,
    ]);
    expect(body.data[0]).toMatchObject({ firstname: 'Kemi', isCoordinator: false, totalPaid: 0 });
  });

  it('records a payout, never more than is unpaid, once per reference, not dated in the future', async () => {
    const unpaid = (await get(t.app, '/api/SalesTeam/GetDashBoardRecord', tokens.agent)).body.data
      .totalUnPaid as number;
    const tooMuch = await settle({
      salesTeamUserId: userIds.agent,
      amount: unpaid + 1,
      reference: 'TRF-1',
      paidOn: '2026-01-05',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.body.message).toMatch(/more than is unpaid/);
    const future = await settle({
      salesTeamUserId: userIds.agent,
      amount: 1,
      reference: 'TRF-1',
      paidOn: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    const notAgent = await settle({
      salesTeamUserId: userIds.support,
      amount: 1,
      reference: 'TRF-1',
      paidOn: '2026-01-05',
    });
    expect(notAgent.statusCode).toBe(404);
    expect(notAgent.body.message).toBe(
      'That person is not a sales agent, a coordinator or a customer who referred someone.',
    );
    const badAmount = await settle({
      salesTeamUserId: userIds.agent,
      amount: 1.005,
      reference: 'TRF-1',
      paidOn: '2026-01-05',
    });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.body.message).toMatch(/two decimals/);

    const part = await settle({
      salesTeamUserId: userIds.agent,
      amount: 100,
      reference: 'TRF-1',
      paidOn: '2026-01-05',
    });
    expect(part.statusCode, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data.unpaidAfter).toBeCloseTo(unpaid - 100, 2);
    const again = await settle({
      salesTeamUserId: userIds.agent,
      amount: 100,
      reference: 'TRF-1',
      paidOn: '2026-01-05',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/already recorded/);

    const record = (await get(t.app, '/api/SalesTeam/GetDashBoardRecord', tokens.agent)).body.data;
    expect(record.totalPaid).toBe(100);
    expect(record.totalUnPaid).toBeCloseTo(unpaid - 100, 2);
    const audited = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'commission.paid')
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('pays the rest once when two admins settle it at the same moment', async () => {
    const unpaid = (await get(t.app, '/api/SalesTeam/GetDashBoardRecord', tokens.agent)).body.data
      .totalUnPaid as number;
    const both = await Promise.all(
      ['TRF-2', 'TRF-3'].map((reference) =>
        settle({ salesTeamUserId: userIds.agent, amount: unpaid, reference, paidOn: '2026-01-06' }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const record = (await get(t.app, '/api/SalesTeam/GetDashBoardRecord', tokens.agent)).body.data;
    expect(record.totalUnPaid).toBe(0);
    const listed = (await get(t.app, '/api/SalesTeam/UnsettledCommissions', tokens.admin)).body.data;
    expect(listed.map((r: { salesTeamUserId: number }) => r.salesTeamUserId)).toEqual([userIds.coordinator]);
  });

  it('is for admins only', async () => {
    const agent = await settle(
      { salesTeamUserId: userIds.agent, amount: 1, reference: 'X-1', paidOn: '2026-01-05' },
      tokens.agent,
    );
    expect(agent.statusCode).toBe(403);
  });
});
