import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, powerNeedRequest, seedIds, verifyIdentity, type SeedIds } from '../../test/fixtures.ts';
import { get, latestCode, login, nextPhone, post } from '../../test/session.ts';

/**
 * The customer referral programme (docs/sales.md "Customer referral programme"): a customer's phone number is their
 * code; a friend who signs up with it is theirs; the friend's first credited payment earns them the fixed reward of
 * the settings, once, in the commission ledger; they see their referrals trimmed to what privacy allows, and admins
 * settle them on the same page as agents.
 */
const PASSWORD = 'Referral-friend-1';
const DAY = 86_400_000;
let nowMs = Date.now();
let t: TestApp;
let ids: SeedIds;
const staff = { support: '', admin: '', agent: '' };
let engineer = { token: '', id: 0 };

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(nowMs) } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  for (const role of ['support', 'admin', 'agent'] as const)
    staff[role] = (await login(t.app, `${role}@demo.imole.ng`, PASSWORD)).token;
  const eng = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: eng.token, id: eng.user.id };
});
afterAll(() => t.close());

const signUp = (email: string, phoneNumber: string, referralCode?: string) =>
  post(t.app, '/api/ClientUser/CreateClientUser', {
    firstname: 'Bisi',
    lastname: 'Adewale',
    email,
    phoneNumber,
    password: PASSWORD,
    ...(referralCode ? { referralCode } : {}),
  });

/** A confirmed customer, optionally referred by `referralCode`: their token, id and phone. */
async function customer(email: string, referralCode?: string) {
  const phone = nextPhone();
  const created = await signUp(email, phone, referralCode);
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  const session = await post(t.app, '/api/ClientUser/ConfirmUserAccount', {
    email,
    token: await latestCode(t.app, email),
  });
  return { token: session.body.token as string, id: session.body.user.id as number, phone };
}

/** A priced quote of the customer's, waiting for its down payment. */
async function pricedQuoteOf(token: string) {
  const request = await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), token);
  expect(request.statusCode, JSON.stringify(request.body)).toBe(200);
  const quoteRequestId = request.body.data.id as number;
  const quoteId = (
    await post(
      t.app,
      '/api/Quote/AssignProductToQuote',
      { quoteRequestId, components: [{ componentId: ids.inverterId, quantity: 1 }] },
      staff.support,
    )
  ).body.data.id as number;
  await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId }, staff.support);
  const view = await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, staff.support);
  return { quoteId, quoteRequestId, equity: view.body.quote.equity as number };
}

const payEquity = (quote: { quoteId: number; equity: number }) =>
  post(
    t.app,
    '/api/Transaction/ManualSaveQuoteEquityPayment',
    { quoteId: quote.quoteId, amount: quote.equity },
    staff.support,
  );

/** Installed today and confirmed by the customer: the loan runs. */
async function install(quoteId: number, customerToken: string, quoteRequestId: number) {
  await verifyIdentity(t.app, customerToken, quoteRequestId);
  const today = lagosDate(new Date(nowMs));
  const steps: [string, unknown, string][] = [
    ['/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, staff.support],
    ['/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: today }, staff.support],
    ['/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, customerToken],
    ['/api/Quote/InstallationCompletion', { quoteId, fulfilmentDate: today, installationData: 'Done' }, engineer.token],
    ['/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, customerToken],
  ];
  for (const [url, body, token] of steps) expect((await post(t.app, url, body, token)).statusCode, url).toBe(200);
}

/** The customer pays their next instalment by card (the sandbox provider). */
async function payInstalment(quoteId: number, customerToken: string) {
  const next = (await get(t.app, `/api/Transaction/GetNextRepayment?quoteId=${quoteId}`, customerToken)).body
    .nextRepayment;
  const started = await post(
    t.app,
    '/api/Transaction/InitializePayment',
    { quoteId, purpose: 'repayment', amount: next.amount },
    customerToken,
  );
  const reference = started.body.data.reference as string;
  await post(t.app, '/api/Sandbox/Pay', { reference });
  const saved = await post(
    t.app,
    '/api/Transaction/SaveRepayment',
    { quoteId, transactionReference: reference, isOutRightPayment: false, isPayStack: true },
    customerToken,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
}

const rewardsOn = (customerId: number) =>
  t.app.deps.db
    .selectFrom('commission_entry')
    .selectAll()
    .where('customer_user_id', '=', customerId)
    .where('role', '=', 'customer')
    .execute();

/** The in-app notices about referral rewards a customer has, oldest first. */
const rewardNotices = (userId: number) =>
  t.app.deps.db
    .selectFrom('notification')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('event', '=', 'referral-reward')
    .orderBy('id')
    .execute();

const referredBy = async (email: string) =>
  (
    await t.app.deps.db
      .selectFrom('app_user')
      .select('referred_by_user_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).referred_by_user_id;

describe("a customer's referral code", () => {
  it('is their phone number, in any of its forms, and the friend who gives it is their referral', async () => {
    const ada = await customer('code-ada@example.com');
    const international = `+234${ada.phone.slice(1)}`;
    await customer('code-friend@example.com', international);
    expect(await referredBy('code-friend@example.com')).toBe(ada.id);
    await customer('code-friend-2@example.com', `234${ada.phone.slice(1)}`);
    expect(await referredBy('code-friend-2@example.com')).toBe(ada.id);
  });

  it('is never one’s own, nor that of an account not yet confirmed', async () => {
    const phone = nextPhone();
    const own = await signUp('code-self@example.com', phone, phone);
    expect(own.statusCode).toBe(400);
    expect(own.body.message).toBe(
      'Your own phone number cannot be your referral code. Enter the number of the person who referred you.',
    );
    const unconfirmedPhone = nextPhone();
    expect((await signUp('code-unconfirmed@example.com', unconfirmedPhone)).statusCode).toBe(201);
    const refused = await signUp('code-friend-3@example.com', nextPhone(), unconfirmedPhone);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(
      'We could not find a sales agent or customer with that referral code. Check the number, or leave it empty.',
    );
  });
  it('stands against an agent asking for a quote for the friend: someone else referred them', async () => {
    const ada = await customer('code-agent-ada@example.com');
    const friend = await customer('code-agent-friend@example.com', ada.phone);
    const res = await post(
      t.app,
      '/api/Quote/CreateSalesQuoteRequestWithProduct',
      {
        ...powerNeedRequest(ids),
        firstname: 'Bisi',
        lastname: 'Adewale',
        email: 'code-agent-friend@example.com',
        phoneNumber: friend.phone,
      },
      staff.agent,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(
      'This customer was referred by someone else (another sales agent, or a friend with their customer code), so you cannot ask for a quote for them. Ask support if the referral is wrong.',
    );
    expect(await referredBy('code-agent-friend@example.com')).toBe(ada.id);
  });
});

describe('the referral reward', () => {
  it("posts the reward in the ledger on the friend's first credited payment, once, and no agent commission", async () => {
    const ada = await customer('reward-ada@example.com');
    const friend = await customer('reward-friend@example.com', ada.phone);
    const first = await pricedQuoteOf(friend.token);
    expect(await rewardsOn(friend.id)).toEqual([]); // nothing before money arrives
    // Staff see on the request who referred the customer, and that it is a customer.
    const fact = await get(
      t.app,
      `/api/ClientUser/GetCustomerReferral?QuoteRequestId=${first.quoteRequestId}`,
      staff.support,
    );
    expect(fact.body.data.referredBy).toMatchObject({ id: ada.id, phoneNumber: ada.phone, isCustomer: true });
    expect((await payEquity(first)).statusCode).toBe(200);

    const rewards = await rewardsOn(friend.id);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ earner_user_id: ada.id, kind: 'earned', rate_bps: 0 });
    expect(Number(rewards[0]!.amount_kobo)).toBe(500_000); // the default: ₦5,000
    // The referrer is told, in the credit's transaction (e-mail and SMS follow).
    expect(await rewardNotices(ada.id)).toEqual([
      {
        title: 'You earned a referral reward',
        body: 'A friend you referred made their first payment: you earned ₦5,000.00. Our team will call you for a bank account in your name to send it to.',
        link: `/referral-detail/${friend.id}`,
      },
    ]);

    // Later payments are not the first: no second reward, whatever the amount.
    await install(first.quoteId, friend.token, first.quoteRequestId);
    await payInstalment(first.quoteId, friend.token);
    const credited = await t.app.deps.db
      .selectFrom('payment')
      .select('purpose')
      .where('user_id', '=', friend.id)
      .where('status', '=', 'success')
      .execute();
    expect(credited.map((p) => p.purpose).sort()).toEqual(['equity', 'repayment']);
    expect(await rewardsOn(friend.id)).toHaveLength(1);
    expect(await rewardNotices(ada.id)).toHaveLength(1);
    const anyEntries = await t.app.deps.db
      .selectFrom('commission_entry')
      .select('role')
      .where('customer_user_id', '=', friend.id)
      .execute();
    expect(anyEntries.map((e) => e.role)).toEqual(['customer']);
  });

  it('sums to the reward times the friends who paid, when their first payments are credited at the same moment', async () => {
    const ada = await customer('race-ada@example.com');
    const friends = await Promise.all([1, 2, 3].map((n) => customer(`race-friend-${n}@example.com`, ada.phone)));
    const quotes = await Promise.all(friends.map((f) => pricedQuoteOf(f.token)));
    const answers = await Promise.all(quotes.map(payEquity));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const rewards = await t.app.deps.db
      .selectFrom('commission_entry')
      .select(['customer_user_id', 'amount_kobo'])
      .where('earner_user_id', '=', ada.id)
      .execute();
    expect(rewards.map((r) => r.customer_user_id).sort()).toEqual(friends.map((f) => f.id).sort());
    expect(rewards.reduce((sum, r) => sum + Number(r.amount_kobo), 0)).toBe(3 * 500_000);
  });

  it('is the amount of the settings when the money arrives (admins change it, audited); 0 pauses the programme', async () => {
    const changed = await post(
      t.app,
      '/api/Settings/UpdateSettings',
      { customerReferralRewardKobo: 250_000 },
      staff.admin,
    );
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    const audited = await t.app.deps.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'settings.changed')
      .execute();
    expect(audited.map((a) => a.after)).toContainEqual({ customerReferralRewardKobo: 250_000 });
    const support = await post(t.app, '/api/Settings/UpdateSettings', { customerReferralRewardKobo: 1 }, staff.support);
    expect(support.statusCode).toBe(403);

    const ada = await customer('setting-ada@example.com');
    const friend = await customer('setting-friend@example.com', ada.phone);
    expect((await payEquity(await pricedQuoteOf(friend.token))).statusCode).toBe(200);
    expect((await rewardsOn(friend.id)).map((r) => Number(r.amount_kobo))).toEqual([250_000]);

    await post(t.app, '/api/Settings/UpdateSettings', { customerReferralRewardKobo: 0 }, staff.admin);
    const paused = await customer('setting-friend-2@example.com', ada.phone);
    expect((await payEquity(await pricedQuoteOf(paused.token))).statusCode).toBe(200);
    expect(await rewardsOn(paused.id)).toEqual([]);
    const detail = await get(t.app, `/api/CustomerReferral/ReferralDetail?CustomerId=${paused.id}`, ada.token);
    expect(detail.body.data).toMatchObject({ rewardStatus: 'none', reward: 0, stage: 'installing' });
    await post(t.app, '/api/Settings/UpdateSettings', { customerReferralRewardKobo: 500_000 }, staff.admin);
  });
});

describe("the customer's referrals", () => {
  let ada: Awaited<ReturnType<typeof customer>>;
  let paying: Awaited<ReturnType<typeof customer>>;
  let installedId = 0;
  let waitingId = 0;

  beforeAll(async () => {
    ada = await customer('report-ada@example.com');
    paying = await customer('report-paying@example.com', ada.phone);
    expect((await payEquity(await pricedQuoteOf(paying.token))).statusCode).toBe(200);
    waitingId = (await customer('report-waiting@example.com', ada.phone)).id;
    // A repaying friend (linked here; the sign-up with a code is tested above): falls behind when the clock moves.
    const installed = await installedQuote(
      t.app,
      ids,
      staff.support,
      engineer,
      'report-installed@example.com',
      lagosDate(new Date(nowMs)),
    );
    installedId = installed.customer.user.id as number;
    await t.app.deps.db
      .updateTable('app_user')
      .set({ referred_by_user_id: ada.id })
      .where('id', '=', installedId)
      .execute();
  });

  it('answers their code, the reward, and what they earned, were paid and are owed', async () => {
    const { statusCode, body } = await get(t.app, '/api/CustomerReferral/GetReferralReport', ada.token);
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({
      referralCode: ada.phone,
      rewardPerReferral: 5_000,
      totalEarned: 5_000,
      totalPaid: 0,
      totalUnPaid: 5_000,
      referredCustomers: 3,
      rewardedCustomers: 1,
      owingCustomers: 0,
      payouts: [],
    });
  });

  it('lists them newest first with a first name, an initial and a stage: no phone, surname or amounts', async () => {
    const { body } = await get(t.app, '/api/CustomerReferral/AllReferrals?PageIndex=1&PageSize=10', ada.token);
    expect(body.totalCount).toBe(3);
    expect(body.data.map((r: { customerId: number }) => r.customerId)).toEqual([installedId, waitingId, paying.id]);
    const byId = Object.fromEntries(body.data.map((r: { customerId: number }) => [r.customerId, r]));
    expect(byId[paying.id]).toEqual({
      customerId: paying.id,
      firstname: 'Bisi',
      lastInitial: 'A.',
      joinedOn: lagosDate(new Date(nowMs)),
      stage: 'installing',
      owing: false,
      rewardStatus: 'earned',
      reward: 5_000,
    });
    expect(byId[waitingId]).toMatchObject({ stage: 'none', rewardStatus: 'waiting', reward: 0 });
    expect(byId[installedId]).toMatchObject({ stage: 'loan', owing: false });
    const paged = await get(t.app, '/api/CustomerReferral/AllReferrals?PageIndex=2&PageSize=2', ada.token);
    expect(paged.body.data.map((r: { customerId: number }) => r.customerId)).toEqual([paying.id]);
  });

  it('shows who is behind on repayments once an instalment is past due, without amounts', async () => {
    nowMs += 35 * DAY;
    // A month on, everyone signs in again.
    ada.token = (await login(t.app, 'report-ada@example.com', PASSWORD)).token;
    paying.token = (await login(t.app, 'report-paying@example.com', PASSWORD)).token;
    for (const role of ['support', 'admin', 'agent'] as const)
      staff[role] = (await login(t.app, `${role}@demo.imole.ng`, PASSWORD)).token;
    const owing = await get(t.app, '/api/CustomerReferral/OwingReferrals', ada.token);
    expect(owing.body.data.map((r: { customerId: number }) => r.customerId)).toEqual([installedId]);
    expect(Object.keys(owing.body.data[0]).sort()).toEqual(
      ['customerId', 'firstname', 'lastInitial', 'joinedOn', 'stage', 'owing', 'rewardStatus', 'reward'].sort(),
    );
    const report = await get(t.app, '/api/CustomerReferral/GetReferralReport', ada.token);
    expect(report.body.data.owingCustomers).toBe(1);
  });

  it('answers one of them, with the day the reward was earned', async () => {
    const { statusCode, body } = await get(
      t.app,
      `/api/CustomerReferral/ReferralDetail?CustomerId=${paying.id}`,
      ada.token,
    );
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ firstname: 'Bisi', rewardStatus: 'earned', reward: 5_000 });
    expect(body.data.rewardEarnedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data).not.toHaveProperty('phoneNumber');
  });

  it('are settled by an admin on the sales commission page, as a "Customer", and the customer sees the payout', async () => {
    const unsettled = (await get(t.app, '/api/SalesTeam/UnsettledCommissions', staff.admin)).body.data;
    expect(unsettled.find((r: { salesTeamUserId: number }) => r.salesTeamUserId === ada.id)).toMatchObject({
      role: 'Customer',
      isCoordinator: false,
      totalUnPaid: 5_000,
    });
    const paidOn = lagosDate(new Date(nowMs));
    const settle = (amount: number, reference: string) =>
      post(
        t.app,
        '/api/SalesTeam/SettleCommission',
        { salesTeamUserId: ada.id, amount, reference, paidOn },
        staff.admin,
      );
    expect((await settle(5_001, 'TRF-ADA-0')).statusCode).toBe(409);
    expect((await settle(5_000, 'TRF-ADA-1')).statusCode).toBe(200);
    const report = (await get(t.app, '/api/CustomerReferral/GetReferralReport', ada.token)).body.data;
    expect(report).toMatchObject({
      totalEarned: 5_000,
      totalPaid: 5_000,
      totalUnPaid: 0,
      payouts: [{ amount: 5_000, paidOn }],
    });
    const detail = await get(t.app, `/api/CustomerReferral/ReferralDetail?CustomerId=${paying.id}`, ada.token);
    expect(detail.body.data.rewardStatus).toBe('paid');
    expect((await rewardNotices(ada.id)).at(-1)).toMatchObject({
      title: 'Your referral reward is sent',
      link: '/referral-dashboard',
    });
    const after = (await get(t.app, '/api/SalesTeam/UnsettledCommissions', staff.admin)).body.data;
    expect(after.map((r: { salesTeamUserId: number }) => r.salesTeamUserId)).not.toContain(ada.id);
  });

  it('are nobody else’s to see: another customer gets "not found" and empty lists; staff are refused', async () => {
    const other = await customer('report-other@example.com');
    const detail = await get(t.app, `/api/CustomerReferral/ReferralDetail?CustomerId=${paying.id}`, other.token);
    expect(detail.statusCode).toBe(404);
    expect(detail.body.message).toBe('No one you referred has that id.');
    // The referred friend cannot read the one who referred them, nor themself, either.
    const self = await get(t.app, `/api/CustomerReferral/ReferralDetail?CustomerId=${ada.id}`, paying.token);
    expect(self.statusCode).toBe(404);
    for (const path of ['AllReferrals', 'OwingReferrals'])
      expect((await get(t.app, `/api/CustomerReferral/${path}`, other.token)).body.totalCount).toBe(0);
    const report = (await get(t.app, '/api/CustomerReferral/GetReferralReport', other.token)).body.data;
    expect(report).toMatchObject({ referralCode: other.phone, totalEarned: 0, referredCustomers: 0 });
    for (const token of [staff.agent, staff.support, staff.admin])
      expect((await get(t.app, '/api/CustomerReferral/GetReferralReport', token)).statusCode).toBe(403);
    expect((await get(t.app, '/api/CustomerReferral/AllReferrals')).statusCode).toBe(401);
    const bad = await get(t.app, '/api/CustomerReferral/ReferralDetail?CustomerId=abc', ada.token);
    expect(bad.statusCode).toBe(400);
  });
});
