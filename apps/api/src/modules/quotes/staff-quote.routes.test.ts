import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let support: string;
let agent: string;
let lagosLga: number;
let others: number;
let categories: { categoryName: string; data: { id: number; unitPrice: number }[] }[];
const PASSWORD = 'Staff-quote-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  agent = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).token;
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
