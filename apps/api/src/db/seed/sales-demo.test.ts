import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, login } from '../../test/session.ts';
import { seedDemoAccounts } from './seed.ts';
import { movableClock, seedSalesDemo } from './sales-demo.ts';

// The sales area's demo data (issue 20 "Done when"): the demo agent's customers in every state, made through the API.
const PASSWORD = 'Sales-demo-pass-1';
const clock = movableClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
});
afterAll(() => t.close());

it('gives the demo agent customers in every state and the demo coordinator a second agent, once', async () => {
  expect(await seedSalesDemo(t.app, clock, PASSWORD)).toBe(8);
  const agent = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).token;
  const record = (await get(t.app, '/api/SalesTeam/GetDashBoardRecord', agent)).body.data;
  expect(record).toMatchObject({
    referredCustomers: 6,
    owingCustomers: 2,
    totalNonPerformingCustomers: 1,
    totalQuotes: 5,
  });
  expect(record.totalCommission).toBeGreaterThan(0);
  const book = (await get(t.app, '/api/SalesTeam/GetPortfolio', agent)).body.data;
  expect(book).toMatchObject({ runningLoans: 3, upToDate: 1, owing: 1, nonPerforming: 1 });
  const coordinator = (await login(t.app, 'coordinator@demo.imole.ng', PASSWORD)).token;
  const team = (await get(t.app, '/api/ClientUser/GetSalesTeamMembersUnderCordinator', coordinator)).body;
  expect(team.data.map((m: { firstname: string }) => m.firstname)).toEqual(['Kemi', 'Tayo']);
  expect(await seedSalesDemo(t.app, clock, PASSWORD)).toBe(0);

  // The demo customer referred two friends: one owing, her reward earned; one just signed up.
  const ada = (await login(t.app, 'customer@demo.imole.ng', PASSWORD)).token;
  const referrals = (await get(t.app, '/api/CustomerReferral/GetReferralReport', ada)).body.data;
  expect(referrals).toMatchObject({
    referredCustomers: 2,
    rewardedCustomers: 1,
    owingCustomers: 1,
    totalUnPaid: 5_000,
  });

  // Staff filter the board by who referred the customer: the agent, or the coordinator's whole team.
  const support = await login(t.app, 'support@demo.imole.ng', PASSWORD);
  const agentId = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).user.id;
  const coordinatorId = (await login(t.app, 'coordinator@demo.imole.ng', PASSWORD)).user.id;
  const board = async (query: string) =>
    (await get(t.app, `/api/Quote/GetCompletedInstallationQuotes?${query}`, support.token)).body.totalCount;
  expect(await board(`SalesAgentId=${agentId}`)).toBe(3);
  expect(await board(`CoordinatorId=${coordinatorId}`)).toBe(3);
  expect(await board(`SalesAgentId=${coordinatorId}`)).toBe(0);
  expect((await get(t.app, '/api/Quote/GetCompletedInstallationQuotes?SalesAgentId=x', support.token)).statusCode).toBe(
    400,
  );

  // The other referral calls, on the same demo data.
  const list = async (url: string, token = agent) => (await get(t.app, url, token)).body;
  expect((await list('/api/SalesTeam/RefferedCustomerList?CustomerPaymentFilter=owing')).totalCount).toBe(2);
  expect((await list('/api/SalesTeam/RefferedCustomerList?CustomerPaymentFilter=nonPerforming')).totalCount).toBe(1);
  expect((await list('/api/SalesTeam/RefferedCustomerList?CustomerPaymentFilter=upToDate')).totalCount).toBe(1);
  const pending = await list('/api/SalesTeam/RefferedCustomerList?FilterByPendingCommisionSettlement=true');
  expect(pending.totalCount).toBe(4);
  expect(pending.data.every((r: { totalCommisionUnpaid: number }) => r.totalCommisionUnpaid > 0)).toBe(true);
  const main = await list(
    '/api/SalesTeam/MainRefferedCustomerList?FilterByPendingCommisionSettlement=true',
    coordinator,
  );
  expect(main.totalCount).toBe(4);
  expect((await get(t.app, '/api/SalesTeam/MainRefferedCustomerList', agent)).statusCode).toBe(403);
  const recent = await list('/api/SalesTeam/GetRecentReferrals');
  expect(recent.data).toHaveLength(5);
  const one = await get(t.app, `/api/SalesTeam/ReferredCustomer?customerId=${recent.data[0].customerId}`, agent);
  expect(one.body.data.customerId).toBe(recent.data[0].customerId);
  const coordinatorSees = await get(
    t.app,
    `/api/SalesTeam/ReferredCustomer?customerId=${recent.data[0].customerId}`,
    coordinator,
  );
  expect(coordinatorSees.statusCode).toBe(200);
  expect((await get(t.app, `/api/SalesTeam/ReferredCustomer?customerId=${support.user.id}`, agent)).statusCode).toBe(
    404,
  );

  // Identity (issue 21): every financed system installed went to a verified customer, its BVN sealed; Chidi Okeke
  // (paid, financed) has not started the check, to show the journey.
  const kyc = await t.app.deps.db
    .selectFrom('quote_request as r')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .innerJoin('quote as q', 'q.quote_request_id', 'r.id')
    .leftJoin('kyc_verification as k', 'k.quote_request_id', 'r.id')
    .select(['u.firstname', 'q.support_user_id', 'q.is_outright', 'k.status', 'k.bvn_sealed', 'k.bvn_last4'])
    .execute();
  const withEngineer = kyc.filter((row) => row.support_user_id !== null && !row.is_outright);
  expect(withEngineer.length).toBeGreaterThanOrEqual(4);
  for (const row of withEngineer) {
    expect(row.status, row.firstname).toBe('verified');
    expect(row.bvn_sealed, row.firstname).not.toBeNull();
  }
  expect(kyc.find((row) => row.firstname === 'Chidi')).toMatchObject({ status: null, support_user_id: null });
  const chidi = await login(t.app, 'chidi.okeke@demo-customer.imole.ng', PASSWORD);
  const view = (await get(t.app, '/api/Quote/GetQuoteRequest', chidi.token)).body;
  expect([view.kycStatus, view.isToDoVerification, view.quoteRequest.quoteRequestStatus]).toEqual(['none', true, 3]);
});
