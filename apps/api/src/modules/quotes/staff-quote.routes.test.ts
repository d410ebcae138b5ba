import { downPaymentOptions, koboToNaira, lagosDate, nairaToKobo, totalAssetAmount } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  installedQuote,
  paidQuote,
  verifyIdentity,
  powerNeedRequest,
  pricedQuote,
  seedIds,
  type SeedIds,
} from '../../test/fixtures.ts';
import { get, latestCode, login, nextPhone, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let support: string;
let admin: string;
let agent: string;
let engineer: { token: string; id: number };
let otherEngineer: { token: string; id: number };
let ids: SeedIds;
let lagosLga: number;
let others: number;
let categories: { categoryName: string; data: { id: number; unitPrice: number }[] }[];
const PASSWORD = 'Staff-quote-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  agent = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  otherEngineer = await inviteEngineer('ade.engineer@example.com');
  ids = await seedIds(t.app.deps.db);
  const db = t.app.deps.db;
  lagosLga = (
    await db
      .selectFrom('lga')
      .innerJoin('state', 'state.id', 'lga.state_id')
      .select('lga.id')
      .where('state.title', '=', 'Lagos')
      .executeTakeFirstOrThrow()
  ).id;
  others = (await db.selectFrom('employer').select('id').where('name', '=', 'Others').executeTakeFirstOrThrow()).id;
  categories = (await get(t.app, '/api/Product/InstallationComponentsByCategoryWithoutImage', support)).body.data;
});
afterAll(() => t.close());

/** A second engineer, invited by the admin, with a password set from the invitation code. */
async function inviteEngineer(email: string) {
  const invited = await post(
    t.app,
    '/api/ClientUser/CreateSupportUser',
    { firstname: 'Ade', lastname: 'Bello', email, phoneNumber: nextPhone(), userRole: 2, isEngineer: true },
    admin,
  );
  if (invited.statusCode !== 200) throw new Error(JSON.stringify(invited.body));
  const session = await post(t.app, '/api/ClientUser/SetPassword', {
    email,
    token: await latestCode(t.app, email),
    password: 'Ade-Engineer-42',
  });
  return { token: session.body.token as string, id: session.body.user.id as number };
}

let n = 0;
async function requestFromNewCustomer() {
  const customer = await signUpCustomer(t.app, `board.customer.${++n}@example.com`);
  const created = await post(
    t.app,
    '/api/Quote/CreateQuoteRequest',
    {
      state: 'Lagos',
      city: lagosLga,
      address: '3 Awolowo Road, Ikoyi',
      landmark: 'Near the bank',
      buildingType: 0,
      employerId: others,
      noOfBedrooms: 2,
      noOfLights: 6,
      noOfFan: 2,
      noOfTv: 1,
      inverterUsageHoursPerDay: 12,
      hoursOfElectricPowerPerDay: 6,
      generatorCapacity: 0,
    },
    customer.token,
  );
  return {
    customer,
    quoteRequestId: created.body.data.id as number,
    referenceNo: created.body.data.referenceNo as string,
  };
}
const first = (category: string) => categories.find((c) => c.categoryName === category)!.data[0]!;

describe('the staff board', () => {
  it('shows a new request under Pending with its card fields, and finds it by reference', async () => {
    const { quoteRequestId, referenceNo } = await requestFromNewCustomer();
    const pending = await get(t.app, '/api/Quote/GetNotRespondedQuotes?PageIndex=1&PageSize=20', support);
    expect(pending.statusCode).toBe(200);
    const card = pending.body.data.find((c: { quoteRequest: { id: number } }) => c.quoteRequest.id === quoteRequestId);
    expect(card).toMatchObject({
      quoteRequest: { quoteRequestStatus: 0, noOfBedrooms: 2, state: 'Lagos', referenceNo },
      clientUser: { firstname: 'Chiamaka', lastname: 'Obi' },
      quote: null,
      supportStaff: null,
    });
    const found = await get(t.app, `/api/Quote/GetNotRespondedQuotes?Search=${referenceNo.toLowerCase()}`, support);
    expect(found.body.data.map((c: { quoteRequest: { id: number } }) => c.quoteRequest.id)).toEqual([quoteRequestId]);
    expect((await get(t.app, '/api/Quote/QuoteWithStatus?Status=9', support)).body.message).toBe(
      'Choose a status from 0 to 5',
    );
  });

  it('lists a quote’s lines in the catalogue’s order of categories, not the order staff added them', async () => {
    const { quoteRequestId } = await requestFromNewCustomer();
    const names = ['Solar panels', 'Tubular batteries', 'Inverters'].filter((n) =>
      categories.some((c) => c.categoryName === n),
    );
    expect(names).toHaveLength(3);
    const added = names.map((n) => ({ componentId: first(n).id, quantity: 1 }));
    expect(
      (await post(t.app, '/api/Quote/AssignProductToQuote', { quoteRequestId, components: added }, support)).statusCode,
    ).toBe(200);
    const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;
    const catalogueOrder = categories.map((c) => c.categoryName).filter((n) => names.includes(n));
    expect(view.quoteLines.map((l: { categoryName: string }) => l.categoryName)).toEqual(catalogueOrder);
    expect(catalogueOrder).not.toEqual(names); // the order added was not already the catalogue's
  });

  it('finds a customer by a phone number typed with spaces, dashes or the country code', async () => {
    const { quoteRequestId } = await requestFromNewCustomer();
    const mine = (await cardsOf('/api/Quote/GetNotRespondedQuotes?PageSize=100', support)).find(
      (c) => c.quoteRequest.id === quoteRequestId,
    )!;
    const phone = (mine as unknown as { clientUser: { phoneNumber: string } }).clientUser.phoneNumber;
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    const international = `+234 ${phone.slice(1, 4)}-${phone.slice(4, 7)}-${phone.slice(7)}`;
    for (const typed of [phone, spaced, international, phone.slice(-7, -4) + ' ' + phone.slice(-4)]) {
      const found = await cardsOf(`/api/Quote/GetNotRespondedQuotes?Search=${encodeURIComponent(typed)}`, support);
      expect(idsOf(found), typed).toContain(quoteRequestId);
    }
  });

  it('names the area (LGA) of a request in full, not only its id', async () => {
    const { quoteRequestId } = await requestFromNewCustomer();
    const lga = await t.app.deps.db
      .selectFrom('lga')
      .select('title')
      .where('id', '=', ids.lagosLga)
      .executeTakeFirstOrThrow();
    const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;
    expect(view.quoteRequest).toMatchObject({ state: 'Lagos', city: ids.lagosLga, cityName: lga.title });
  });
});

type Card = {
  quoteRequest: { id: number; quoteRequestStatus: number; referenceNo: string };
  clientUser: { email: string };
  quote: { id: number; installationStatus: number; installationCompletionDate: string | null } | null;
  supportStaff: { firstname: string; rating: number | null } | null;
};
const cardsOf = async (url: string, token: string): Promise<Card[]> => {
  const res = await get(t.app, url, token);
  expect(res.statusCode, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
};
const idsOf = (cards: Card[]) => cards.map((c) => c.quoteRequest.id);
let m = 0;
/** Paid, and the customer's identity verified: an engineer may be assigned (docs/kyc.md). */
const paid = async () => {
  const quote = await paidQuote(t.app, ids, support, `board.paid.${++m}@example.com`);
  await verifyIdentity(t.app, quote.customer.token, quote.quoteRequestId);
  return quote;
};
const installed = (by: { token: string; id: number }) =>
  installedQuote(t.app, ids, support, by, `board.installed.${++m}@example.com`, lagosDate(new Date()));
const assign = (quoteId: number, supportUserId: number) =>
  post(t.app, '/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId }, support);

describe('the board tabs', () => {
  it('Engineer holds a paid request with no engineer; once assigned it moves to Installation', async () => {
    const { quoteRequestId, quoteId } = await paid();
    const engineerTab = await cardsOf(
      '/api/Quote/GetAwaitingEngineerAssignmentQuotes?PageIndex=1&PageSize=100',
      support,
    );
    const card = engineerTab.find((c) => c.quoteRequest.id === quoteRequestId);
    expect(card).toMatchObject({
      quoteRequest: { quoteRequestStatus: 3 },
      clientUser: { email: expect.stringMatching(/^board\.paid\./) },
      quote: { id: quoteId, installationStatus: 0 },
      supportStaff: null,
    });
    expect(engineerTab.every((c) => c.quoteRequest.quoteRequestStatus === 3 && c.supportStaff === null)).toBe(true);

    expect((await assign(quoteId, engineer.id)).statusCode).toBe(200);
    expect(idsOf(await cardsOf('/api/Quote/GetAwaitingEngineerAssignmentQuotes?PageSize=100', support))).not.toContain(
      quoteRequestId,
    );
    const installation = await cardsOf('/api/Quote/GetAwaitingInstallationQuotes?PageSize=100', support);
    expect(installation.find((c) => c.quoteRequest.id === quoteRequestId)).toMatchObject({
      quoteRequest: { quoteRequestStatus: 4 },
      quote: { installationStatus: 1 },
      supportStaff: { firstname: 'Ibrahim' },
    });
  });

  it('Completed holds confirmed installations with their date and the engineer’s rating', async () => {
    const { quoteRequestId, quoteId } = await installed(engineer);
    const completed = await cardsOf('/api/Quote/GetCompletedInstallationQuotes?PageIndex=1&PageSize=100', support);
    expect(completed.every((c) => c.quote?.installationStatus === 4)).toBe(true);
    expect(completed.find((c) => c.quoteRequest.id === quoteRequestId)).toMatchObject({
      quote: { id: quoteId, installationStatus: 4, installationCompletionDate: lagosDate(new Date()) },
      supportStaff: { firstname: 'Ibrahim', rating: expect.any(Number) },
    });
    expect(idsOf(await cardsOf('/api/Quote/GetAwaitingInstallationQuotes?PageSize=100', support))).not.toContain(
      quoteRequestId,
    );
  });

  it('QuoteWithStatus lists the requests at one status, paged', async () => {
    const { quoteRequestId } = await paid();
    const three = await get(t.app, '/api/Quote/QuoteWithStatus?Status=3&PageIndex=1&PageSize=100', support);
    expect(three.statusCode).toBe(200);
    expect(three.body.data.length).toBeGreaterThan(0);
    expect(three.body.data.every((c: Card) => c.quoteRequest.quoteRequestStatus === 3)).toBe(true);
    expect(idsOf(three.body.data)).toContain(quoteRequestId);
    expect(
      idsOf((await get(t.app, '/api/Quote/QuoteWithStatus?Status=0&PageSize=100', support)).body.data),
    ).not.toContain(quoteRequestId);
    const one = await get(t.app, '/api/Quote/QuoteWithStatus?Status=3&PageIndex=1&PageSize=1', support);
    expect(one.body).toMatchObject({ pageIndex: 1, pageSize: 1, totalCount: three.body.totalCount });
    expect(one.body.data).toHaveLength(1);
    expect(one.body.totalPages).toBe(three.body.totalCount);
    expect((await get(t.app, '/api/Quote/QuoteWithStatus?Status=3', agent)).statusCode).toBe(403);
  });
});

describe('the board for an engineer', () => {
  it('answers only the requests assigned to the engineer asking, never another engineer’s', async () => {
    const mine = await paid();
    const theirs = await paid();
    const unassigned = await paid();
    await assign(mine.quoteId, engineer.id);
    await assign(theirs.quoteId, otherEngineer.id);
    const done = await installed(engineer);
    const theirsDone = await installed(otherEngineer);

    const installation = await cardsOf('/api/Quote/GetAwaitingInstallationQuotes?PageSize=100', engineer.token);
    expect(idsOf(installation)).toContain(mine.quoteRequestId);
    expect(idsOf(installation)).not.toContain(theirs.quoteRequestId);
    const completed = await cardsOf('/api/Quote/GetCompletedInstallationQuotes?PageSize=100', engineer.token);
    expect(idsOf(completed)).toContain(done.quoteRequestId);
    expect(idsOf(completed)).not.toContain(theirsDone.quoteRequestId);
    // Every card on every tab is theirs: support sees the other engineer's job on the same tab.
    const assignedTo = new Map(
      (
        await t.app.deps.db
          .selectFrom('quote')
          .select(['quote_request_id', 'support_user_id'])
          .where('support_user_id', 'is not', null)
          .execute()
      ).map((q) => [q.quote_request_id, q.support_user_id]),
    );
    for (const path of [
      'GetNotRespondedQuotes',
      'GetAwaitingCustomerResponseQuotes',
      'GetAwaitingEngineerAssignmentQuotes',
      'GetAwaitingInstallationQuotes',
      'GetCompletedInstallationQuotes',
      'QuoteWithStatus?Status=3',
      'QuoteWithStatus?Status=4',
    ]) {
      const url = `/api/Quote/${path}${path.includes('?') ? '&' : '?'}PageSize=100`;
      const cards = await cardsOf(url, engineer.token);
      for (const c of cards)
        expect(assignedTo.get(c.quoteRequest.id), `${path} #${c.quoteRequest.id}`).toBe(engineer.id);
    }
    expect(idsOf(await cardsOf('/api/Quote/GetAwaitingEngineerAssignmentQuotes?PageSize=100', engineer.token))).toEqual(
      [],
    );
    expect(idsOf(await cardsOf('/api/Quote/GetAwaitingEngineerAssignmentQuotes?PageSize=100', support))).toContain(
      unassigned.quoteRequestId,
    );
    expect(idsOf(await cardsOf('/api/Quote/GetAwaitingInstallationQuotes?PageSize=100', otherEngineer.token))).toEqual([
      theirs.quoteRequestId,
    ]);
    // A search stays within their own jobs.
    const { reference_no: reference } = await t.app.deps.db
      .selectFrom('quote_request')
      .select('reference_no')
      .where('id', '=', theirs.quoteRequestId)
      .executeTakeFirstOrThrow();
    const search = `/api/Quote/GetAwaitingInstallationQuotes?Search=${reference}`;
    expect(idsOf(await cardsOf(search, engineer.token))).toEqual([]);
    expect(idsOf(await cardsOf(search, support))).toEqual([theirs.quoteRequestId]);
  });

  it('lists the engineer’s own completed installations, not another engineer’s', async () => {
    const done = await installed(engineer);
    const theirsDone = await installed(otherEngineer);
    const mine = await get(
      t.app,
      '/api/Quote/GetMyCompletedInstallationQuotes?PageIndex=1&PageSize=100',
      engineer.token,
    );
    expect(mine.statusCode).toBe(200);
    expect(idsOf(mine.body.data)).toContain(done.quoteRequestId);
    expect(idsOf(mine.body.data)).not.toContain(theirsDone.quoteRequestId);
    expect(mine.body.data.every((c: Card) => c.quote?.installationStatus === 4)).toBe(true);
    expect(mine.body.data.find((c: Card) => c.quoteRequest.id === done.quoteRequestId)).toMatchObject({
      quote: { installationCompletionDate: lagosDate(new Date()) },
      supportStaff: { firstname: 'Ibrahim' },
    });
    const theirs = idsOf(
      (await get(t.app, '/api/Quote/GetMyCompletedInstallationQuotes?PageSize=100', otherEngineer.token)).body.data,
    );
    expect(theirs).toContain(theirsDone.quoteRequestId);
    expect(theirs).not.toContain(done.quoteRequestId);
    // Still active jobs are not completed ones.
    const active = await paid();
    await assign(active.quoteId, engineer.id);
    expect(
      idsOf((await get(t.app, '/api/Quote/GetMyCompletedInstallationQuotes?PageSize=100', engineer.token)).body.data),
    ).not.toContain(active.quoteRequestId);
  });
});

describe('the live figures of /confirm-pricing', () => {
  /** The options the page works out from what is typed, with the domain's functions and GetPricingTerms. */
  async function liveOptions(
    lines: { componentId: number; quantity: number; unitPrice: number }[],
    costs: { installation: number; transport: number },
    productId?: number,
  ) {
    const terms = await get(t.app, `/api/Quote/GetPricingTerms${productId ? `?productId=${productId}` : ''}`, support);
    expect(terms.statusCode).toBe(200);
    const total = totalAssetAmount(
      lines.map((l) => ({ unitPrice: nairaToKobo(l.unitPrice), quantity: l.quantity })),
      { installation: nairaToKobo(costs.installation), transport: nairaToKobo(costs.transport) },
    );
    return {
      terms: terms.body.data,
      total: koboToNaira(total),
      options: downPaymentOptions(total, terms.body.data, terms.body.data.planLengthMonths),
    };
  }

  /** Saves the lines and costs as the page does, then sends the quote: the server's figures. */
  async function saveAndSend(
    quoteRequestId: number,
    lines: { componentId: number; quantity: number; unitPrice: number }[],
    costs: { installation: number; transport: number },
    productId?: number,
  ) {
    const saved = await post(
      t.app,
      '/api/Quote/AssignProductToQuote',
      { quoteRequestId, productId: productId ?? null, components: lines },
      support,
    );
    expect(saved.statusCode).toBe(200);
    const quoteId = saved.body.data.id;
    await post(t.app, '/api/Quote/UpdateQuoteInstallationCost', { quoteId, amount: costs.installation }, support);
    await post(t.app, '/api/Quote/UpdateQuoteTransportationCost', { quoteId, amount: costs.transport }, support);
    const sent = await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId }, support);
    expect(sent.statusCode).toBe(200);
    return sent.body.data as { totalAssetAmount: number; options: unknown[] };
  }

  it('equal what the server sends for a system built from components, kobo included', async () => {
    const { quoteRequestId } = await requestFromNewCustomer();
    const lines = [
      { componentId: first('Inverters').id, quantity: 1, unitPrice: 651_234.55 },
      { componentId: first('Tubular batteries').id, quantity: 3, unitPrice: 310_000.25 },
    ];
    const costs = { installation: 87_500, transport: 12_345 };
    const live = await liveOptions(lines, costs);
    expect(live.terms).toEqual({
      equityPercentages: [30, 40, 50, 60],
      monthlyInterestRateBps: 300,
      planLengthMonths: 12,
      effectiveAnnualRate: 42.58,
      installationCost: null,
      transportCost: null,
    });
    const sent = await saveAndSend(quoteRequestId, lines, costs);
    expect(sent.totalAssetAmount).toBe(live.total);
    expect(sent.options).toEqual(live.options);
  });

  it('equal what the server sends for a package with its own plan length, and follow the settings', async () => {
    const db = t.app.deps.db;
    const product = await db
      .selectFrom('product')
      .select(['id', 'repayment_length_months'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('product').set({ repayment_length_months: 18 }).where('id', '=', product.id).execute();
    const { equityPercentages, monthlyInterestRateBps } = (await get(t.app, '/api/Settings/GetSettings', admin)).body
      .data;
    expect(
      (
        await post(
          t.app,
          '/api/Settings/UpdateSettings',
          { equityPercentages: [25, 45], monthlyInterestRateBps: 275 },
          admin,
        )
      ).statusCode,
    ).toBe(200);
    try {
      const { quoteRequestId } = await requestFromNewCustomer();
      const lines = [{ componentId: first('Inverters').id, quantity: 2, unitPrice: 480_000 }];
      const costs = { installation: 0, transport: 30_000 };
      const live = await liveOptions(lines, costs, product.id);
      expect(live.terms).toMatchObject({
        equityPercentages: [25, 45],
        monthlyInterestRateBps: 275,
        planLengthMonths: 18,
      });
      const sent = await saveAndSend(quoteRequestId, lines, costs, product.id);
      expect(sent.options).toEqual(live.options);
      expect(sent.options).toHaveLength(2);
    } finally {
      await post(t.app, '/api/Settings/UpdateSettings', { equityPercentages, monthlyInterestRateBps }, admin);
      await db
        .updateTable('product')
        .set({ repayment_length_months: product.repayment_length_months })
        .where('id', '=', product.id)
        .execute();
    }
  });

  it('are for staff only, and an unknown package is a 404', async () => {
    expect((await get(t.app, '/api/Quote/GetPricingTerms', engineer.token)).statusCode).toBe(403);
    expect((await get(t.app, '/api/Quote/GetPricingTerms', agent)).statusCode).toBe(403);
    expect(await get(t.app, '/api/Quote/GetPricingTerms?productId=99999', support)).toMatchObject({
      statusCode: 404,
      body: { message: 'We could not find that package.' },
    });
    expect((await get(t.app, '/api/Quote/GetPricingTerms?productId=abc', support)).statusCode).toBe(400);
  });

  it('carry the package’s installation and transport costs, which a quote made from it starts with (null without one)', async () => {
    const product = await t.app.deps.db
      .selectFrom('product')
      .select(['id', 'installation_cost_kobo', 'transport_cost_kobo'])
      .where('installation_cost_kobo', '>', 0)
      .where('transport_cost_kobo', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const terms = (await get(t.app, `/api/Quote/GetPricingTerms?productId=${product.id}`, support)).body.data;
    expect(terms).toMatchObject({
      installationCost: product.installation_cost_kobo / 100,
      transportCost: product.transport_cost_kobo / 100,
    });
    expect((await get(t.app, '/api/Quote/GetPricingTerms', support)).body.data).toMatchObject({
      installationCost: null,
      transportCost: null,
    });
    const { quoteRequestId } = await requestFromNewCustomer();
    const saved = await post(
      t.app,
      '/api/Quote/AssignProductToQuote',
      { quoteRequestId, productId: product.id, components: [{ componentId: first('Inverters').id, quantity: 1 }] },
      support,
    );
    expect(saved.body.data).toMatchObject({
      installationCost: terms.installationCost,
      transportCost: terms.transportCost,
    });
  });
});

describe('the customer’s payment link', () => {
  it('is the checkout link of the newest payment still payable, for staff and the customer', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote(t.app, ids, support, 'link.customer@example.com');
    const db = t.app.deps.db;
    const link = async () =>
      (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body.authorizationLink;
    const start = async () => {
      const started = await post(
        t.app,
        '/api/Transaction/InitializePayment',
        { quoteId, purpose: 'equity' },
        customer.token,
      );
      expect(started.statusCode).toBe(200);
      return started.body.data as { reference: string; authorizationUrl: string };
    };
    const age = (reference: string, hours: number) =>
      db
        .updateTable('payment')
        .set({ created_at: new Date(Date.now() - hours * 60 * 60 * 1000) })
        .where('reference', '=', reference)
        .execute();
    expect(await link()).toBeNull();

    const first = await start();
    expect(await link()).toBe(first.authorizationUrl);
    expect(first.authorizationUrl).toMatch(new RegExp(`/sandbox/checkout/${first.reference}$`));
    // The customer's own view carries the same link: their checkout to go back to (issue 22).
    expect(
      (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, customer.token)).body.authorizationLink,
    ).toBe(first.authorizationUrl);

    // A new checkout voids the one before it (one live checkout for a first payment): its link is not offered again.
    const second = await start();
    expect(await link()).toBe(second.authorizationUrl);
    // Past its 24 hours a link is not offered.
    await age(second.reference, 25);
    expect(await link()).toBeNull();
    await age(first.reference, 25);
    expect(await link()).toBeNull();
    await age(first.reference, 0);
    await age(second.reference, 0);
    expect(await link()).toBe(second.authorizationUrl);

    // An offer past its expiry is no longer payable: no link.
    const expiresAt = (
      await db.selectFrom('quote').select('expires_at').where('id', '=', quoteId).executeTakeFirstOrThrow()
    ).expires_at;
    await db
      .updateTable('quote')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', quoteId)
      .execute();
    expect(await link()).toBeNull();
    await db.updateTable('quote').set({ expires_at: expiresAt }).where('id', '=', quoteId).execute();

    // Paid (and credited): the other pending link no longer pays anything.
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${first.reference}/pay` })).statusCode).toBe(
      303,
    );
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/SaveQuoteEquityPayment',
          { quoteId, transactionReference: first.reference, isOutRightPayment: false, isPayStack: true },
          customer.token,
        )
      ).statusCode,
    ).toBe(200);
    const after = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;
    expect(after.quoteRequest.quoteRequestStatus).toBe(3);
    expect(after.authorizationLink).toBeNull();
    expect(after.isVerified).toBe(false);
  });

  it('is offered while a pay-on-delivery request waits for its money', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote(t.app, ids, support, 'link.delivery@example.com');
    expect((await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId }, support)).statusCode).toBe(200);
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'outright' },
      customer.token,
    );
    expect(started.statusCode).toBe(200);
    const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;
    expect(view.quoteRequest.quoteRequestStatus).toBe(3);
    expect(view.authorizationLink).toBe(started.body.data.authorizationUrl);

    // Once an engineer is assigned (status 4; the customer verified first) the money is still due on delivery.
    await verifyIdentity(t.app, customer.token, quoteRequestId);
    expect((await assign(quoteId, engineer.id)).statusCode).toBe(200);
    const assigned = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;
    expect(assigned.quoteRequest.quoteRequestStatus).toBe(4);
    expect(assigned.authorizationLink).toBe(started.body.data.authorizationUrl);
  });
});

describe('pricing a request', () => {
  it('builds the system, edits costs, and sends it to the customer with the plan options', async () => {
    const { quoteRequestId } = await requestFromNewCustomer();
    const inverter = first('Inverters');
    const battery = first('Tubular batteries');
    const assigned = await post(
      t.app,
      '/api/Quote/AssignProductToQuote',
      {
        quoteRequestId,
        components: [
          { componentId: inverter.id, quantity: 1 },
          { componentId: battery.id, quantity: 2, unitPrice: 400_000 },
        ],
      },
      support,
    );
    expect(assigned.statusCode).toBe(200);
    const quoteId = assigned.body.data.id;
    expect(
      await post(t.app, '/api/Quote/UpdateQuoteInstallationCost', { quoteId, amount: 150_000 }, support),
    ).toMatchObject({
      statusCode: 200,
      body: { message: 'Installation cost successfully updated', data: { installationCost: 150_000 } },
    });
    expect(
      (await post(t.app, '/api/Quote/UpdateQuoteTransportationCost', { quoteId, amount: 25_000 }, support)).body
        .message,
    ).toBe('Transportation cost successfully updated');
    expect(
      (await post(t.app, '/api/Quote/UpdateQuoteTransportationCost', { quoteId, amount: -5 }, support)).body.message,
    ).toBe('The amount cannot be negative.');
    // Costs are whole naira: kobo is refused, in words, and changes nothing (issue 19).
    for (const [path, words] of [
      ['UpdateQuoteTransportationCost', 'transport cost'],
      ['UpdateQuoteInstallationCost', 'installation cost'],
    ] as const) {
      expect(await post(t.app, `/api/Quote/${path}`, { quoteId, amount: 25_000.5 }, support)).toMatchObject({
        statusCode: 400,
        body: { code: 'VALIDATION_FAILED', message: `Enter the ${words} in whole naira, without kobo.` },
      });
    }
    expect((await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body.quote).toMatchObject({
      installationCost: 150_000,
      transportCost: 25_000,
    });

    const confirmed = await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId }, support);
    expect(confirmed.statusCode).toBe(200);
    const total = inverter.unitPrice + 2 * 400_000 + 150_000 + 25_000;
    expect(confirmed.body.data.totalAssetAmount).toBe(total);
    expect(confirmed.body.data.options.map((o: { equityPecentage: number }) => o.equityPecentage)).toEqual([
      30, 40, 50, 60,
    ]);
    expect(confirmed.body.data.options[0].equityPayment).toBe(Math.ceil(total * 0.3));

    const ready = await get(t.app, '/api/Quote/GetAwaitingCustomerResponseQuotes', support);
    expect(
      ready.body.data.some(
        (c: { quoteRequest: { id: number; quoteRequestStatus: number } }) =>
          c.quoteRequest.id === quoteRequestId && c.quoteRequest.quoteRequestStatus === 2,
      ),
    ).toBe(true);

    // Priced twice is refused and changes nothing.
    expect((await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId }, support)).statusCode).toBe(409);
    expect(
      (
        await post(
          t.app,
          '/api/Quote/AssignProductToQuote',
          { quoteRequestId, components: [{ componentId: inverter.id, quantity: 3 }] },
          support,
        )
      ).statusCode,
    ).toBe(409);

    const trail = await t.app.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('quote_request_id', '=', quoteRequestId)
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual([
      'quote.components',
      'quote.installation-cost',
      'quote.transport-cost',
      'quote.priced',
    ]);
    await expect(
      t.app.deps.db.deleteFrom('audit_log').where('quote_request_id', '=', quoteRequestId).execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('puts a priced request the customer changes back in Pending, with the change of status in the audit trail', async () => {
    const { customer, quoteRequestId } = await pricedQuote(t.app, ids, support, 'changes.priced@example.com');
    const changed = await post(
      t.app,
      '/api/Quote/UpdateQuoteRequest',
      { ...powerNeedRequest(ids), noOfBedrooms: 4, quoteRequestId },
      customer.token,
    );
    expect(changed.statusCode).toBe(200);
    const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;
    expect(view.quoteRequest.quoteRequestStatus).toBe(1);
    expect(view.auditTrail.map((a: { action: string }) => a.action)).toEqual([
      'quote.components',
      'quote.priced',
      'request.changed',
    ]);
    expect(view.auditTrail.at(-1)).toEqual({
      action: 'request.changed',
      actor: 'Chiamaka Obi',
      before: { quoteRequestStatus: 2 },
      after: { quoteRequestStatus: 1 },
      date: expect.any(String),
    });
    const pending = await cardsOf(`/api/Quote/GetNotRespondedQuotes?PageSize=100`, support);
    expect(idsOf(pending)).toContain(quoteRequestId);
  });

  it('refuses bad lines and a sales agent acting on a customer they did not refer', async () => {
    const { quoteRequestId } = await requestFromNewCustomer();
    expect(
      (await post(t.app, '/api/Quote/AssignProductToQuote', { quoteRequestId, components: [] }, support)).body.message,
    ).toBe('Add at least one component to the quote.');
    expect(
      (
        await post(
          t.app,
          '/api/Quote/AssignProductToQuote',
          { quoteRequestId, components: [{ componentId: 99999, quantity: 1 }] },
          support,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          t.app,
          '/api/Quote/AssignProductToQuote',
          { quoteRequestId, components: [{ componentId: first('Inverters').id, quantity: 0 }] },
          support,
        )
      ).body.message,
    ).toBe('Please add quantity');
    // Panel cable: the customer's 20-yard minimum holds for staff too, in the customer's words.
    const cable = first('Panel cable').id;
    expect(
      await post(
        t.app,
        '/api/Quote/AssignProductToQuote',
        { quoteRequestId, components: [{ componentId: cable, quantity: 5 }] },
        support,
      ),
    ).toMatchObject({ statusCode: 400, body: { message: 'Panel cable can only be a minimum of 20 yards' } });
    expect(
      (
        await post(
          t.app,
          '/api/Quote/AssignProductToQuote',
          { quoteRequestId, components: [{ componentId: cable, quantity: 20 }] },
          support,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          t.app,
          '/api/Quote/AssignProductToQuote',
          { quoteRequestId: 99999, components: [{ componentId: first('Inverters').id, quantity: 1 }] },
          support,
        )
      ).statusCode,
    ).toBe(404);
    const quoteId = (
      await post(
        t.app,
        '/api/Quote/AssignProductToQuote',
        { quoteRequestId, components: [{ componentId: first('Inverters').id, quantity: 1 }] },
        support,
      )
    ).body.data.id;
    expect(
      (await post(t.app, '/api/Quote/UpdateQuoteInstallationCost', { quoteId, amount: 1000 }, agent)).statusCode,
    ).toBe(404);
  });
});
