import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, pricedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, signUpCustomer } from '../../test/session.ts';

/**
 * The agent's referral lists (staff spec §3, §7; docs/sales.md): all, recent, owing today, non-performing (30+ days
 * overdue), each the agent's own; the dashboard counts agree with them. The clock moves to make instalments late.
 */
const PASSWORD = 'Referral-pass-1';
const DAY = 86_400_000;
let nowMs = Date.now();
let t: TestApp;
let ids: SeedIds;
let agentId = 0;
const customers: Record<'installedA' | 'installedB' | 'priced' | 'signedUp', number> = {
  installedA: 0,
  installedB: 0,
  priced: 0,
  signedUp: 0,
};

const agentToken = async () => (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).token;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(nowMs) } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const engineer = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  agentId = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).user.id;
  const today = lagosDate(new Date(nowMs));
  const eng = { token: engineer.token, id: engineer.user.id };
  customers.installedA = (await installedQuote(t.app, ids, support, eng, 'ref-a@example.com', today)).customer.user.id;
  customers.installedB = (await installedQuote(t.app, ids, support, eng, 'ref-b@example.com', today)).customer.user.id;
  customers.priced = (await pricedQuote(t.app, ids, support, 'ref-c@example.com')).customer.user.id;
  customers.signedUp = (await signUpCustomer(t.app, 'ref-d@example.com')).user.id;
  // Referred by the agent (the sign-up with a code is tested in auth; these lists only need the link).
  await t.app.deps.db
    .updateTable('app_user')
    .set({ referred_by_user_id: agentId })
    .where('id', 'in', Object.values(customers))
    .execute();
  await installedQuote(t.app, ids, support, eng, 'not-referred@example.com', today);
});
afterAll(() => t.close());

const idsOf = (body: { data: { customerId: number }[] }) => body.data.map((r) => r.customerId).sort();

describe("the agent's referrals", () => {
  it('lists every referred customer, newest first, with their stage', async () => {
    const { statusCode, body } = await get(
      t.app,
      '/api/SalesTeam/AllReferral?PageIndex=1&PageSize=10000',
      await agentToken(),
    );
    expect(statusCode).toBe(200);
    expect(body.totalCount).toBe(4);
    expect(idsOf(body)).toEqual(Object.values(customers).sort());
    const byId = new Map<number, { totalAssetAmount: number; dueInDaysCount: number }>(
      body.data.map((r: { customerId: number; totalAssetAmount: number; dueInDaysCount: number }) => [r.customerId, r]),
    );
    expect(byId.get(customers.installedA)).toMatchObject({
      stage: 'loan',
      owing: false,
      nonPerforming: false,
      firstname: 'Chiamaka',
    });
    expect(byId.get(customers.installedA)!.totalAssetAmount).toBeGreaterThan(0);
    expect(byId.get(customers.installedA)!.dueInDaysCount).toBeGreaterThan(0);
    expect(byId.get(customers.priced)).toMatchObject({ stage: 'quote', dueDate: null });
    expect(byId.get(customers.signedUp)).toMatchObject({ stage: 'none', productName: null, totalAssetAmount: 0 });
  });

  it('pages as asked', async () => {
    const token = await agentToken();
    const first = (await get(t.app, '/api/SalesTeam/AllReferral?PageIndex=1&PageSize=3', token)).body;
    const second = (await get(t.app, '/api/SalesTeam/AllReferral?PageIndex=2&PageSize=3', token)).body;
    expect([first.data.length, second.data.length, first.totalPages]).toEqual([3, 1, 2]);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(4);
  });

  it('lists recent referrals from StartDate, and refuses a date that is not one', async () => {
    const token = await agentToken();
    const today = lagosDate(new Date(nowMs));
    const tomorrow = lagosDate(new Date(nowMs + DAY));
    expect(
      (await get(t.app, `/api/SalesTeam/RecentReferral?StartDate=${today}&PageSize=5`, token)).body.totalCount,
    ).toBe(4);
    expect((await get(t.app, `/api/SalesTeam/RecentReferral?StartDate=${tomorrow}`, token)).body.totalCount).toBe(0);
    const bad = await get(t.app, '/api/SalesTeam/RecentReferral?StartDate=yesterday', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/YYYY-MM-DD/);
  });

  it('counts customers owing once an instalment is past due, non-performing from 30 days overdue', async () => {
    const book = async () => (await get(t.app, '/api/SalesTeam/GetPortfolio', await agentToken())).body.data;
    const fresh = await book();
    expect(fresh).toMatchObject({
      runningLoans: 2,
      upToDate: 2,
      owing: 0,
      nonPerforming: 0,
      par30Bps: 0,
      upToDateBps: 10_000,
    });
    expect(fresh.outstanding).toBeGreaterThan(0);
    nowMs += 35 * DAY;
    expect(await book()).toMatchObject({ upToDate: 0, owing: 2, par30Bps: 0, upToDateBps: 0 });
    let token = await agentToken();
    const owing = (await get(t.app, '/api/SalesTeam/OwingCustomers?PageSize=50', token)).body;
    expect(idsOf(owing)).toEqual([customers.installedA, customers.installedB].sort());
    expect(owing.data[0].amountOverdue).toBeGreaterThan(0);
    expect((await get(t.app, '/api/SalesTeam/NonPerformingCustomers', token)).body.totalCount).toBe(0);
    let record = (await get(t.app, '/api/SalesTeam/GetDashBoardRecord', token)).body.data;
    expect(record).toMatchObject({ referredCustomers: 4, owingCustomers: 2, totalNonPerformingCustomers: 0 });

    nowMs += 30 * DAY;
    token = await agentToken();
    const late = (await get(t.app, '/api/SalesTeam/NonPerformingCustomers', token)).body;
    expect(idsOf(late)).toEqual([customers.installedA, customers.installedB].sort());
    expect(late.data[0].daysOverdue).toBeGreaterThanOrEqual(30);
    record = (await get(t.app, '/api/SalesTeam/GetDashBoardRecord', token)).body.data;
    expect(record).toMatchObject({ owingCustomers: 2, totalNonPerformingCustomers: 2, totalQuotes: 3 });
    const lateBook = await book();
    expect(lateBook).toMatchObject({ nonPerforming: 2, owing: 0, par30Bps: 10_000 });
    expect(lateBook.par30Outstanding).toBe(lateBook.outstanding);
    const coordinator = (await login(t.app, 'coordinator@demo.imole.ng', PASSWORD)).token;
    const team = (await get(t.app, '/api/SalesTeam/GetPortfolio?Scope=team', coordinator)).body.data;
    expect(team).toMatchObject({ runningLoans: 2, nonPerforming: 2 });
    expect((await get(t.app, '/api/SalesTeam/GetPortfolio?Scope=team', token)).statusCode).toBe(403);
  });

  it("shows an agent only their own referrals, and no customer or staff member any agent's", async () => {
    const coordinator = (await login(t.app, 'coordinator@demo.imole.ng', PASSWORD)).token;
    expect((await get(t.app, '/api/SalesTeam/AllReferral', coordinator)).body.totalCount).toBe(0);
    const customer = (await login(t.app, 'ref-a@example.com', 'Sunny-Roof-2026')).token;
    expect((await get(t.app, '/api/SalesTeam/AllReferral', customer)).statusCode).toBe(403);
    const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
    expect((await get(t.app, '/api/SalesTeam/OwingCustomers', support)).statusCode).toBe(403);
  });
});

describe('a referred customer in detail', () => {
  it("answers the sales breakdown of the agent's own customer, and 'not found' to anyone else", async () => {
    const token = await agentToken();
    const { statusCode, body } = await get(
      t.app,
      `/api/SalesTeam/ReferralDetailsByCustomerId?CustomerId=${customers.installedA}`,
      token,
    );
    expect(statusCode).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      firstname: 'Chiamaka',
      stage: 'loan',
      repaymentStatus: 'non-performing',
      totalCommision: 0,
      totalCommisionPaid: 0,
    });
    expect(d.totalScheduleCount).toBeGreaterThan(0);
    expect(d.totalDueScheduleCount).toBeGreaterThanOrEqual(2);
    expect(d.totalDue).toBeGreaterThan(0);
    expect(d.loanBalance).toBeGreaterThan(0);
    expect(d.amountOwnedByCustomer).toBeGreaterThanOrEqual(d.totalDue);
    expect(d.totalAmountToRepay).toBeGreaterThan(0);
    expect(d.address).toBeTruthy();
    const signedUp = await get(
      t.app,
      `/api/SalesTeam/ReferralDetailsByCustomerId?CustomerId=${customers.signedUp}`,
      token,
    );
    expect(signedUp.body.data).toMatchObject({ stage: 'none', repaymentStatus: 'not started', quoteId: null });

    // The coordinator of the agent sees them too; another agent's or nobody's customer is not found.
    const coordinator = (await login(t.app, 'coordinator@demo.imole.ng', PASSWORD)).token;
    const url = `/api/SalesTeam/ReferralDetailsByCustomerId?CustomerId=${customers.installedA}`;
    expect((await get(t.app, url, coordinator)).statusCode).toBe(200);
    const stranger = await t.app.deps.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'not-referred@example.com')
      .executeTakeFirstOrThrow();
    const other = await get(t.app, `/api/SalesTeam/ReferralDetailsByCustomerId?CustomerId=${stranger.id}`, token);
    expect(other.statusCode).toBe(404);
    expect(other.body.message).toBe('No customer you referred has that id.');
    expect((await get(t.app, '/api/SalesTeam/ReferralDetailsByCustomerId?CustomerId=abc', token)).statusCode).toBe(400);
  });
});

describe("the agent's quotes", () => {
  it('lists the requests of the referred customers, newest first, with their status in words and total once priced', async () => {
    const token = await agentToken();
    const { statusCode, body } = await get(t.app, '/api/SalesTeam/SalesAgentQuoteList?PageIndex=1&PageSize=10', token);
    expect(statusCode).toBe(200);
    expect(body.totalCount).toBe(3);
    expect(body.data.map((q: { customerId: number }) => q.customerId)).toEqual([
      customers.priced,
      customers.installedB,
      customers.installedA,
    ]);
    expect(body.data[0]).toMatchObject({ quoteRequestStatus: 2, status: 'Quote pricing sent back to customer' });
    expect(body.data[0].totalAssetAmount).toBeGreaterThan(0);
    expect(body.data[2]).toMatchObject({ installed: true, firstname: 'Chiamaka' });
    expect(body.data[0].referenceNo).toMatch(/^IM-/);
    const coordinator = (await login(t.app, 'coordinator@demo.imole.ng', PASSWORD)).token;
    expect((await get(t.app, '/api/SalesTeam/SalesAgentQuoteList', coordinator)).body.totalCount).toBe(0);
  });
});

describe('commission by month', () => {
  it('answers the last 12 months in Nigeria, oldest first, empty months as zero', async () => {
    const { statusCode, body } = await get(t.app, '/api/SalesTeam/GetSalesTeamCommisionKpi', await agentToken());
    expect(statusCode).toBe(200);
    expect(body.data).toHaveLength(12);
    expect(body.data.at(-1).month).toBe(lagosDate(new Date(nowMs)).slice(0, 7));
    expect(body.data.every((m: { earned: number; paid: number }) => m.earned === 0 && m.paid === 0)).toBe(true);
    const months = body.data.map((m: { month: string }) => m.month);
    expect([...months].sort()).toEqual(months);
  });
});
