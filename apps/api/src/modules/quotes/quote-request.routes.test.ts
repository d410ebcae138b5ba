import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { get, latestCode, login, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let lagosLga: number;
let kanoLga: number;
let others: number;
let dangote: { id: number; domain: string };
let categories: { categoryName: string; data: { id: number; name: string }[] }[];
let packageId: number;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  const db = t.app.deps.db;
  lagosLga = (
    await db
      .selectFrom('lga')
      .innerJoin('state', 'state.id', 'lga.state_id')
      .select('lga.id')
      .where('state.title', '=', 'Lagos')
      .executeTakeFirstOrThrow()
  ).id;
  kanoLga = (
    await db
      .selectFrom('lga')
      .innerJoin('state', 'state.id', 'lga.state_id')
      .select('lga.id')
      .where('state.title', '=', 'Kano')
      .executeTakeFirstOrThrow()
  ).id;
  others = (await db.selectFrom('employer').select('id').where('name', '=', 'Others').executeTakeFirstOrThrow()).id;
  const d = await db
    .selectFrom('employer')
    .select(['id', 'email_domain'])
    .where('validate_email', '=', true)
    .where('email_domain', 'is not', null)
    .executeTakeFirstOrThrow();
  dangote = { id: d.id, domain: d.email_domain! };
  const session = await signUpCustomer(t.app, 'catalogue.reader@example.com');
  categories = (await get(t.app, '/api/Product/InstallationComponentsByCategoryWithoutImage', session.token)).body.data;
  packageId = (await get(t.app, '/api/Product/GetProducts', session.token)).body.data[0].product.id;
});
afterAll(() => t.close());

const STAFF_PASSWORD = 'Quote-request-tests-1';
let seededStaff = false;
async function staffSession() {
  if (!seededStaff) await seedDemoAccounts(t.app.deps.db, STAFF_PASSWORD);
  seededStaff = true;
  return login(t.app, 'support@demo.imole.ng', STAFF_PASSWORD);
}

const personal = () => ({
  state: 'Lagos',
  city: lagosLga,
  address: '14 Admiralty Way, Lekki Phase 1',
  landmark: 'Opposite the filling station',
  buildingType: 1,
  employerId: others,
  workEmail: '',
});
const powerNeed = {
  noOfBedrooms: 3,
  noOfLights: 8,
  noOfFan: 3,
  noOfTv: 2,
  includeRefrigeratorEquiptment: true,
  includeFreezerEquiptment: false,
  includeAirConditionEquiptment: false,
  includeOtherEquiptment: false,
  inverterUsageHoursPerDay: 18,
  hoursOfElectricPowerPerDay: 6,
  hasGenerator: true,
  generatorCapacity: 2,
};
const componentId = (category: string) => categories.find((c) => c.categoryName === category)!.data[0]!.id;
let n = 0;
const customer = () => signUpCustomer(t.app, `quote.customer.${++n}@example.com`);
const count = async (table: 'quote_request' | 'quote_request_component') =>
  Number(
    (
      await t.app.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('creating a quote request', () => {
  it('takes the power-need path, saves the sizing, and answers id, turnaround and a readable reference', async () => {
    const { token } = await customer();
    const created = await post(t.app, '/api/Quote/CreateQuoteRequest', { ...personal(), ...powerNeed }, token);
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({
      id: expect.any(Number),
      referenceNo: expect.stringMatching(/^IM-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
    });
    const hours = (new Date(created.body.data.turnAroundTime).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);

    const detail = await get(t.app, '/api/Quote/GetQuoteRequest', token);
    expect(detail.body.quoteRequest).toMatchObject({
      quoteRequestStatus: 0,
      state: 'Lagos',
      city: lagosLga,
      noOfBedrooms: 3,
      generatorCapacity: 2,
      productId: null,
    });
    expect(detail.body.quoteRequest.sizing).toMatchObject({
      dailyEnergyWh: expect.any(Number),
      panelCount: expect.any(Number),
      product: { id: expect.any(Number) },
    });
  });

  it('takes a package, copying its components with the lithium battery when asked', async () => {
    const { token } = await customer();
    const created = await post(
      t.app,
      '/api/Quote/CreateQuoteRequestWithProduct',
      { ...personal(), productId: packageId, isLithiumComponent: true },
      token,
    );
    expect(created.statusCode).toBe(200);
    const detail = (await get(t.app, '/api/Quote/GetQuoteRequest', token)).body;
    expect(detail.quoteRequest.productId).toBe(packageId);
    expect(detail.quoteRequestProduct).toMatchObject({ id: packageId });
    expect(
      detail.quoteRequestProductComponents.map((c: { componentTypeValue: string }) => c.componentTypeValue),
    ).toContain('Lithium batteries');
    expect(
      detail.quoteRequestProductComponents.map((c: { componentTypeValue: string }) => c.componentTypeValue),
    ).not.toContain('Tubular batteries');
  });

  it('keeps the plan path’s power need beside a package, checked by the same rules (issue 22)', async () => {
    const { token } = await customer();
    const refused = await post(
      t.app,
      '/api/Quote/CreateQuoteRequestWithProduct',
      { ...personal(), productId: packageId, ...powerNeed, noOfLights: 0 },
      token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Enter number of lights you want to power');

    const created = await post(
      t.app,
      '/api/Quote/CreateQuoteRequestWithProduct',
      { ...personal(), productId: packageId, ...powerNeed },
      token,
    );
    expect(created.statusCode).toBe(200);
    const detail = (await get(t.app, '/api/Quote/GetQuoteRequest', token)).body;
    expect(detail.quoteRequest).toMatchObject({
      productId: packageId,
      noOfBedrooms: 3,
      noOfLights: 8,
      inverterUsageHoursPerDay: 18,
      generatorCapacity: 2,
    });
    expect(detail.quoteRequest.sizing).toMatchObject({ dailyEnergyWh: expect.any(Number) });
    expect(detail.quoteRequestProduct).toMatchObject({ id: packageId });
  });

  it('takes a custom list of components, with the cable minimum', async () => {
    const { token } = await customer();
    const cable = componentId('Panel cable');
    const short = await post(
      t.app,
      '/api/Quote/CreateQuoteRequestWithProduct',
      {
        ...personal(),
        installationComponents: [
          { id: componentId('Inverters'), quantity: 1 },
          { id: cable, quantity: 12 },
        ],
      },
      token,
    );
    expect(short).toMatchObject({
      statusCode: 400,
      body: { message: 'Panel cable can only be a minimum of 20 yards' },
    });
    const ok = await post(
      t.app,
      '/api/Quote/CreateQuoteRequestWithProduct',
      {
        ...personal(),
        installationComponents: [
          { id: componentId('Inverters'), quantity: 1 },
          { id: cable, quantity: 25 },
        ],
      },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await get(t.app, '/api/Quote/GetQuoteRequest', token)).body.quoteRequest.installationComponents,
    ).toHaveLength(2);
  });

  it('refuses every invalid request with the spec’s message, first failure first, and stores nothing', async () => {
    const { token } = await customer();
    const before = [await count('quote_request'), await count('quote_request_component')];
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...personal(), ...powerNeed, state: '' }, 400, 'Please select your state'],
      [{ ...personal(), ...powerNeed, state: 'Atlantis' }, 400, 'Please select your state'],
      [{ ...personal(), ...powerNeed, city: kanoLga }, 400, 'Please select your city'],
      [{ ...personal(), ...powerNeed, address: 'Lekki' }, 400, 'Please enter your full address'],
      [{ ...personal(), ...powerNeed, address: '', landmark: '' }, 400, 'Please enter your address'],
      [{ ...personal(), ...powerNeed, landmark: ' ' }, 400, 'Please enter your landmark'],
      [{ ...personal(), ...powerNeed, buildingType: 7 }, 400, 'Please select the type of building you live in'],
      [{ ...personal(), ...powerNeed, employerId: 99999 }, 400, 'Please select where you work'],
      [{ ...personal(), ...powerNeed, employerId: dangote.id, workEmail: '' }, 400, 'Please put in your work email'],
      [{ ...personal(), ...powerNeed, noOfBedrooms: 0 }, 400, 'Enter number of bedrooms you live'],
      [{ ...personal(), ...powerNeed, noOfTv: null, noOfFan: 0 }, 400, 'Enter number of fans you want to power'],
      [
        { ...personal(), ...powerNeed, hoursOfElectricPowerPerDay: 0 },
        400,
        'Enter how many hours of power you currently have in a day',
      ],
      [{ ...personal(), ...powerNeed, generatorCapacity: null }, 400, 'Select your generator capacity'],
      [{ ...personal(), ...powerNeed, noOfLights: 'many' }, 400, 'The "noOfLights" must be a number.'],
      [
        { ...personal(), ...powerNeed, inverterUsageHoursPerDay: 30 },
        400,
        'Hours in a day must be a whole number from 1 to 24.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(t.app, '/api/Quote/CreateQuoteRequest', body, token);
      expect(
        { status: response.statusCode, message: response.body.message },
        JSON.stringify(body).slice(0, 80),
      ).toEqual({ status, message });
    }
    const productCases: [Record<string, unknown>, string][] = [
      [{ ...personal(), productId: 99999 }, 'We could not find that package. Choose one from the list.'],
      [{ ...personal() }, 'Choose a package, or at least one component.'],
      [{ ...personal(), installationComponents: [{ id: 99999, quantity: 1 }] }, 'You have not selected a product yet'],
      [
        { ...personal(), installationComponents: [{ id: componentId('Inverters'), quantity: -2 }] },
        'Please add quantity',
      ],
      [
        { ...personal(), installationComponents: [{ id: componentId('Inverters'), quantity: 1e9 }] },
        'Quantities must be whole numbers of at most 10,000; for more, talk to us.',
      ],
      [
        {
          ...personal(),
          installationComponents: [
            { id: componentId('Inverters'), quantity: 1 },
            { id: componentId('Inverters'), quantity: 2 },
          ],
        },
        'Each component can be chosen once; change its quantity instead.',
      ],
      [
        { ...personal(), installationComponents: 'lots' },
        'The "installationComponents" must be a list of { id, quantity }.',
      ],
    ];
    for (const [body, message] of productCases) {
      const response = await post(t.app, '/api/Quote/CreateQuoteRequestWithProduct', body, token);
      expect(response.statusCode, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect([await count('quote_request'), await count('quote_request_component')]).toEqual(before);
  });

  it('enforces the new-quote rule', async () => {
    const { token } = await customer();
    expect(
      (await post(t.app, '/api/Quote/CreateQuoteRequest', { ...personal(), ...powerNeed }, token)).statusCode,
    ).toBe(200);
    expect(
      await post(t.app, '/api/Quote/CreateQuoteRequestWithProduct', { ...personal(), productId: packageId }, token),
    ).toMatchObject({
      statusCode: 409,
      body: { message: 'You can not create a new quote because you currently have an existing quote.' },
    });
  });
});

describe('the work e-mail', () => {
  it('must be on the employer’s domain and confirmed by code when the employer requires it', async () => {
    const { token } = await customer();
    const email = `ada@${dangote.domain}`;
    const body = { ...personal(), ...powerNeed, employerId: dangote.id, workEmail: email };
    expect(await post(t.app, '/api/Quote/CreateQuoteRequest', body, token)).toMatchObject({
      statusCode: 400,
      body: { message: 'Confirm your work email with the code we send to it before you continue.' },
    });
    const wrongDomain = await post(
      t.app,
      '/api/ClientUser/CompanyValidationOTP',
      { email: 'ada@gmail.com', companyId: dangote.id },
      token,
    );
    expect(wrongDomain.statusCode).toBe(400);
    expect(wrongDomain.body.message).toContain(`ending in @${dangote.domain}`);

    expect(
      (await post(t.app, '/api/ClientUser/CompanyValidationOTP', { email, companyId: dangote.id }, token)).statusCode,
    ).toBe(200);
    const code = await latestCode(t.app, email);
    expect(
      await post(
        t.app,
        '/api/ClientUser/CompanyValidationOTPConfirmation',
        { otp: code === '000000' ? '111111' : '000000' },
        token,
      ),
    ).toMatchObject({
      statusCode: 400,
      body: { message: 'That code is not correct. Check it and try again.' },
    });
    expect(
      (await post(t.app, '/api/ClientUser/CompanyValidationOTPConfirmation', { otp: code }, token)).statusCode,
    ).toBe(200);
    expect((await post(t.app, '/api/Quote/CreateQuoteRequest', body, token)).statusCode).toBe(200);
  });
});

describe('the change log in words', () => {
  const lines = (entry: { changes: { label: string; text: string }[] }) =>
    entry.changes.map((c) => `${c.label}: ${c.text}`);

  it('names the area, the employer, the package and the components a change chose, for staff and customer', async () => {
    const { token } = await customer();
    const db = t.app.deps.db;
    const created = (
      await post(t.app, '/api/Quote/CreateQuoteRequestWithProduct', { ...personal(), productId: packageId }, token)
    ).body.data;
    const otherLga = await db
      .selectFrom('lga')
      .innerJoin('state', 'state.id', 'lga.state_id')
      .select(['lga.id', 'lga.title'])
      .where('state.title', '=', 'Lagos')
      .where('lga.id', '!=', lagosLga)
      .executeTakeFirstOrThrow();
    const panel = categories.find((c) => c.categoryName.toLowerCase().includes('panel'))!.data[0]!;
    const inverter = categories.find((c) => c.categoryName === 'Inverters')!.data[0]!;
    const changed = await post(
      t.app,
      '/api/Quote/UpdateQuoteRequest',
      {
        ...personal(),
        city: otherLga.id,
        quoteRequestId: created.id,
        installationComponents: [
          { id: panel.id, quantity: 6 },
          { id: inverter.id, quantity: 1 },
        ],
      },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const customerView = (await get(t.app, '/api/Quote/GetQuoteRequest', token)).body;
    expect(lines(customerView.changeLog[0])).toEqual([
      `Area (LGA): ${otherLga.title}`,
      'Package: None',
      `Components: 6 × ${panel.name}, 1 × ${inverter.name}`,
    ]);
    // What the page lists is what it counts: no raw field, no id, no placeholder put back by the change of path.
    expect(JSON.stringify(customerView.changeLog)).not.toMatch(/"text":"[^"]*#\d/);

    // Staff read the same words; the ids (name, value) stay on the wire as the spec has them.
    const { token: support } = await staffSession();
    const staffView = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${created.id}`, support)).body;
    expect(lines(staffView.changeLog[0])).toEqual(lines(customerView.changeLog[0]));
    expect(staffView.changeLog[0].changes[0]).toMatchObject({ name: 'city', value: String(otherLga.id) });
  });

  it('names the ids of an entry written before the log kept names, when it is read', async () => {
    const { token, user } = await customer();
    const db = t.app.deps.db;
    const created = (
      await post(t.app, '/api/Quote/CreateQuoteRequestWithProduct', { ...personal(), productId: packageId }, token)
    ).body.data;
    const product = await db.selectFrom('product').select('name').where('id', '=', packageId).executeTakeFirstOrThrow();
    const inverter = categories.find((c) => c.categoryName === 'Inverters')!.data[0]!;
    await db
      .insertInto('quote_request_change')
      .values({
        quote_request_id: created.id,
        changed_by_user_id: user.id,
        changes: JSON.stringify([
          { name: 'isLithiumComponent', value: 'false' },
          { name: 'noOfBedrooms', value: '0' },
          { name: 'productId', value: String(packageId) },
          { name: 'installationComponents', value: `6 × #${inverter.id}` },
          { name: 'employerId', value: String(others) },
        ]),
      })
      .execute();
    const view = (await get(t.app, '/api/Quote/GetQuoteRequest', token)).body;
    expect(lines(view.changeLog[0])).toEqual(['Battery: Tubular', `Package: ${product.name}`, 'Employer: Others']);
  });
});

describe('editing a quote request', () => {
  it('switches path, clears what the other path set, and records the change log', async () => {
    const { token, user } = await customer();
    const created = (
      await post(t.app, '/api/Quote/CreateQuoteRequestWithProduct', { ...personal(), productId: packageId }, token)
    ).body.data;
    const updated = await post(
      t.app,
      '/api/Quote/UpdateQuoteRequest',
      { ...personal(), ...powerNeed, landmark: 'Behind the new mall', quoteRequestId: created.id },
      token,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data.referenceNo).toBe(created.referenceNo);
    const detail = (await get(t.app, '/api/Quote/GetQuoteRequest', token)).body;
    expect(detail.quoteRequest).toMatchObject({
      quoteRequestStatus: 1,
      productId: null,
      landmark: 'Behind the new mall',
      noOfBedrooms: 3,
    });
    expect(detail.quoteRequest.installationComponents).toEqual([]);
    expect(detail.changeLog).toHaveLength(1);
    const names = detail.changeLog[0].changes.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['landmark', 'productId', 'noOfBedrooms']));
    expect(detail.changeLog[0].changes).toContainEqual(
      expect.objectContaining({ name: 'landmark', value: 'Behind the new mall', label: 'Landmark' }),
    );

    // The status change (0, new → 1, changed) is in the audit log: who, when, before and after.
    const statusChanges = () =>
      t.app.deps.db
        .selectFrom('audit_log')
        .selectAll()
        .where('quote_request_id', '=', created.id)
        .where('action', '=', 'request.changed')
        .execute();
    const [entry, ...more] = await statusChanges();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_user_id: user.id,
      entity: 'quote_request',
      entity_id: created.id,
      before: { quoteRequestStatus: 0 },
      after: { quoteRequestStatus: 1 },
    });
    expect(Date.now() - entry!.created_at.getTime()).toBeLessThan(60_000);
    // Edited again at status 1: the status does not change, so nothing more is logged (the change log has it).
    expect(
      (
        await post(
          t.app,
          '/api/Quote/UpdateQuoteRequest',
          { ...personal(), ...powerNeed, landmark: 'Beside the mall', quoteRequestId: created.id },
          token,
        )
      ).statusCode,
    ).toBe(200);
    expect(await statusChanges()).toHaveLength(1);
  });

  it('refuses another customer’s request', async () => {
    const owner = await customer();
    const other = await customer();
    const created = (await post(t.app, '/api/Quote/CreateQuoteRequest', { ...personal(), ...powerNeed }, owner.token))
      .body.data;
    expect(
      await post(
        t.app,
        '/api/Quote/UpdateQuoteRequest',
        { ...personal(), ...powerNeed, quoteRequestId: created.id },
        other.token,
      ),
    ).toMatchObject({
      statusCode: 404,
      body: { message: 'Quote request not found.' },
    });
    expect((await get(t.app, `/api/Quote/GetQuoteRequest?id=${created.id}`, other.token)).statusCode).toBe(404);
    // Identity verification (issue 21): the house's location, the identity form and its reads.
    const id = created.id;
    const theirs = [
      () =>
        post(
          t.app,
          '/api/Quote/UpdateQuoteRequestLocationData',
          { quoteRequestId: id, latitude: 6.6, longitude: 3.35 },
          other.token,
        ),
      () => get(t.app, `/api/SmileId/KycDetails?quoteRequestId=${id}`, other.token),
      () => get(t.app, `/api/SmileId/MyKycData?quoteRequestId=${id}`, other.token),
      () => get(t.app, `/api/SmileId/BiometricKYCJobRequest?quoteRequestId=${id}`, other.token),
      () => post(t.app, '/api/SmileId/BiometricKYCJobStatus', { quoteRequestId: id }, other.token),
      () =>
        post(
          t.app,
          '/api/SmileId/BiometricKYCPostZipFile',
          { quoteRequestId: id, jobId: 'x', selfieImage: '', livenessImages: [] },
          other.token,
        ),
      () => post(t.app, '/api/SmileId/UpdateKyc', { quoteRequestId: id }, other.token),
    ];
    for (const call of theirs) expect((await call()).statusCode).toBe(404);

    // A partner bank's officer (issue 22) is no customer: refused every one of these, and the request itself.
    await staffSession();
    const officer = (await login(t.app, 'bankofficer@demo.imole.ng', STAFF_PASSWORD)).token;
    const asOfficer = [
      () => get(t.app, `/api/Quote/GetQuoteRequest?id=${id}`, officer),
      () => post(t.app, '/api/Quote/UpdateQuoteRequest', { ...personal(), ...powerNeed, quoteRequestId: id }, officer),
      () => get(t.app, `/api/SmileId/KycDetails?quoteRequestId=${id}`, officer),
      () => get(t.app, `/api/SmileId/MyKycData?quoteRequestId=${id}`, officer),
      () => post(t.app, '/api/SmileId/UpdateKyc', { quoteRequestId: id }, officer),
    ];
    for (const call of asOfficer) expect((await call()).statusCode).toBe(403);
  });
});

describe('reading quote requests', () => {
  it('lists the customer’s open requests and says "not found" when there is none', async () => {
    const { token } = await customer();
    expect(await get(t.app, '/api/Quote/GetQuoteRequest', token)).toMatchObject({
      statusCode: 404,
      body: { message: 'Quote request not found.' },
    });
    expect((await get(t.app, '/api/Quote/ActiveQuoteRequest?PageIndex=1&PageSize=20', token)).body).toMatchObject({
      data: [],
      totalCount: 0,
    });
    await post(t.app, '/api/Quote/CreateQuoteRequest', { ...personal(), ...powerNeed }, token);
    const list = (await get(t.app, '/api/Quote/ActiveQuoteRequest?PageIndex=1&PageSize=20', token)).body;
    expect(list.totalCount).toBe(1);
    expect(list.data[0]).toMatchObject({
      quoteRequestStatus: 0,
      state: 'Lagos',
      noOfBedrooms: 3,
      referenceNo: expect.stringMatching(/^IM-/),
    });
  });

  it('recommends a system for a power need', async () => {
    const { token } = await customer();
    const response = await post(t.app, '/api/Quote/GetSizingRecommendation', { state: 'Kano', ...powerNeed }, token);
    expect(response.statusCode).toBe(200);
    expect(response.body.recommendation).toMatchObject({
      peakSunHours: 5,
      panelWatts: 550,
      // The package's own size and why it was chosen, for the page to explain a package larger than the inverter.
      product: {
        name: expect.any(String),
        inverterKva: expect.any(Number),
        reason: expect.stringMatching(/^(fits|battery|short)$/),
      },
    });
  });

  it('sizes no system from a need the request could not be sent with (30 hours a day, 2.5 fans)', async () => {
    const { token } = await customer();
    // The wizard sends the need without the generator: that is sized.
    const { generatorCapacity: _generator, hasGenerator: _has, ...withoutGenerator } = powerNeed;
    expect(
      (await post(t.app, '/api/Quote/GetSizingRecommendation', { state: 'Kano', ...withoutGenerator }, token))
        .statusCode,
    ).toBe(200);
    for (const [change, message] of [
      [{ inverterUsageHoursPerDay: 30 }, 'Hours in a day must be a whole number from 1 to 24.'],
      [{ noOfFan: 2.5 }, 'Fans must be a whole number of at most 200.'],
    ] as const) {
      const response = await post(
        t.app,
        '/api/Quote/GetSizingRecommendation',
        { state: 'Kano', ...powerNeed, ...change },
        token,
      );
      expect({ status: response.statusCode, message: response.body.message }).toEqual({ status: 400, message });
    }
  });
});
