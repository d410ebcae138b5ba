import { bankProspectMessages, quoteMessages } from '@imole/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, latestCode, login, nextPhone, post, signUpCustomer } from '../../test/session.ts';

/** The bank-referred prospect's way in (issue 22; docs/banks.md "The prospect"). */

let t: TestApp;
let sterling: { id: number; name: string };
let lagos: { stateId: number; lgaId: number };
let packageId: number;
const PASSWORD = 'Bank-prospect-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  const db = t.app.deps.db;
  sterling = await db
    .selectFrom('financial_institution')
    .select(['id', 'name'])
    .where('code', '=', 'STERLING')
    .executeTakeFirstOrThrow();
  const lga = await db
    .selectFrom('lga')
    .innerJoin('state', 'state.id', 'lga.state_id')
    .select(['lga.id as lgaId', 'state.id as stateId'])
    .where('state.title', '=', 'Lagos')
    .executeTakeFirstOrThrow();
  lagos = lga;
  const product = await get(
    t.app,
    '/api/Product/GetProducts',
    (await login(t.app, 'customer@demo.imole.ng', PASSWORD)).token,
  );
  packageId = product.body.data[0].product.id;
});
afterAll(() => t.close());

const prospect = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  firstname: 'Ngozi',
  lastname: 'Okafor',
  phoneNumber: nextPhone(),
  bank: sterling.id,
  bankName: sterling.name,
  ...overrides,
});

const location = (overrides: Record<string, unknown> = {}) => ({
  productId: packageId,
  financialInstitutionId: sterling.id,
  stateId: lagos.stateId,
  lgaId: lagos.lgaId,
  address: '14 Admiralty Way, Lekki',
  landmark: 'Opposite the filling station',
  buildingType: 1,
  ...overrides,
});

const outboxFor = async (to: string) =>
  (await get(t.app, `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=50`)).body.data as { body: string }[];

const confirm = async (email: string) =>
  post(t.app, '/api/ClientUser/ConfirmUserAccount', { email, token: await latestCode(t.app, email) });

const sentTo = (email: string) => ({
  status: true,
  message: `We have sent a 6-digit code to ${email.slice(0, 3)}****.`,
});

describe('ClientUser/CreateBankClientUser', () => {
  it("says the spec's messages in order, the first failure only", async () => {
    const full = prospect('order@example.com');
    const steps: [Record<string, unknown>, string][] = [
      [{}, bankProspectMessages.email],
      [{ email: full.email }, bankProspectMessages.firstname],
      [{ email: full.email, firstname: 'Ngozi' }, bankProspectMessages.lastname],
      [{ email: full.email, firstname: 'Ngozi', lastname: 'Okafor' }, bankProspectMessages.phoneNumber],
      [{ ...full, bank: undefined, bankName: undefined }, bankProspectMessages.bank],
      [{ ...full, bankName: '' }, bankProspectMessages.bank],
    ];
    for (const [body, message] of steps) {
      expect(await post(t.app, '/api/ClientUser/CreateBankClientUser', body)).toMatchObject({
        statusCode: 400,
        body: { status: false, message },
      });
    }
    expect(await outboxFor(full.email)).toHaveLength(0);
  });

  it('refuses an unknown bank, an inactive one, and a name that is not the id’s', async () => {
    const db = t.app.deps.db;
    const wema = await db
      .selectFrom('financial_institution')
      .select(['id', 'name'])
      .where('code', '=', 'WEMA')
      .executeTakeFirstOrThrow();
    await db.updateTable('financial_institution').set({ is_active: false }).where('id', '=', wema.id).execute();
    try {
      for (const bank of [
        { bank: 99_999, bankName: 'Nowhere Bank' },
        { bank: wema.id, bankName: wema.name },
        { bank: sterling.id, bankName: wema.name },
      ]) {
        expect(
          await post(t.app, '/api/ClientUser/CreateBankClientUser', prospect('bank@example.com', bank)),
        ).toMatchObject({
          statusCode: 400,
          body: { message: bankProspectMessages.unknownBank },
        });
      }
    } finally {
      await db.updateTable('financial_institution').set({ is_active: true }).where('id', '=', wema.id).execute();
    }
    expect(await outboxFor('bank@example.com')).toHaveLength(0);
  });

  it('makes a new address an account without a password, which the code confirms into a session', async () => {
    const email = 'ngozi.new@example.com';
    const asked = await post(
      t.app,
      '/api/ClientUser/CreateBankClientUser',
      prospect(email, { email: 'Ngozi.New@Example.com' }),
    );
    expect(asked).toMatchObject({ statusCode: 200, body: sentTo(email) });
    const row = await t.app.deps.db
      .selectFrom('app_user')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_role: 1,
      password_hash: null,
      email_confirmed_at: null,
      created_by: 'bank:STERLING',
    });
    const confirmed = await confirm(email);
    expect(confirmed).toMatchObject({
      statusCode: 200,
      body: { status: true, token: expect.any(String), codeOnly: true, user: { id: row.id, email } },
    });
  });

  it('sends an existing customer a sign-in code (the same answer), and the code signs them in to that account', async () => {
    const email = 'existing.customer@example.com';
    const existing = await signUpCustomer(t.app, email);
    const before = await outboxFor(email);
    const asked = await post(
      t.app,
      '/api/ClientUser/CreateBankClientUser',
      prospect(email, { firstname: 'Someone', lastname: 'Else' }),
    );
    expect(asked).toMatchObject({ statusCode: 200, body: sentTo(email) });
    expect(await outboxFor(email)).toHaveLength(before.length + 1);
    expect((await outboxFor(email))[0]!.body).toContain('continue your solar quote with Sterling Bank');
    const confirmed = await confirm(email);
    expect(confirmed.body).toMatchObject({ codeOnly: false, user: { id: existing.user.id, firstname: 'Chiamaka' } });

    // The quote joins that account.
    const created = await post(
      t.app,
      '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote',
      location(),
      confirmed.body.token,
    );
    expect(created.statusCode).toBe(201);
    const request = await t.app.deps.db
      .selectFrom('quote_request')
      .select('user_id')
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow();
    expect(request.user_id).toBe(existing.user.id);
  });

  it('answers the same for a staff address and sends it nothing, nor on a resend', async () => {
    const email = 'support@demo.imole.ng';
    const before = await outboxFor(email);
    const asked = await post(t.app, '/api/ClientUser/CreateBankClientUser', prospect(email));
    expect(asked).toMatchObject({ statusCode: 200, body: sentTo(email) });
    expect(await outboxFor(email)).toHaveLength(before.length);
    expect((await post(t.app, '/api/ClientUser/ResendOtp', { email })).statusCode).toBe(200);
    expect(await outboxFor(email)).toHaveLength(before.length);
  });

  it('sends no further code past 3 in 15 minutes, with the same answer', async () => {
    const email = 'many.codes@example.com';
    for (let i = 0; i < 4; i += 1) {
      expect(await post(t.app, '/api/ClientUser/CreateBankClientUser', prospect(email))).toMatchObject({
        statusCode: 200,
        body: sentTo(email),
      });
    }
    expect(await outboxFor(email)).toHaveLength(3);
  });

  it('resends a code that confirms, for a new prospect and for a customer signing in', async () => {
    const fresh = 'resend.new@example.com';
    await post(t.app, '/api/ClientUser/CreateBankClientUser', prospect(fresh));
    expect((await post(t.app, '/api/ClientUser/ResendOtp', { email: fresh })).statusCode).toBe(200);
    const second = await latestCode(t.app, fresh);
    expect(await outboxFor(fresh)).toHaveLength(2);
    expect((await post(t.app, '/api/ClientUser/ConfirmUserAccount', { email: fresh, token: second })).statusCode).toBe(
      200,
    );

    const known = 'resend.known@example.com';
    await signUpCustomer(t.app, known);
    // A confirmed customer not signing in with a code is sent nothing.
    const quiet = (await outboxFor(known)).length;
    await post(t.app, '/api/ClientUser/ResendOtp', { email: known });
    expect(await outboxFor(known)).toHaveLength(quiet);
    await post(t.app, '/api/ClientUser/CreateBankClientUser', prospect(known));
    await post(t.app, '/api/ClientUser/ResendOtp', { email: known });
    expect(await outboxFor(known)).toHaveLength(quiet + 2);
    expect((await confirm(known)).body).toMatchObject({ token: expect.any(String), codeOnly: false });

    // An hour after the bank's page sent the sign-in code (to an account confirmed long before), a resend sends nothing.
    await sql`update app_user set email_confirmed_at = now() - interval '3 hours' where email = ${known}`.execute(
      t.app.deps.db,
    );
    await sql`update verification_code set created_at = created_at - interval '61 minutes' where address = ${known}`.execute(
      t.app.deps.db,
    );
    const later = (await outboxFor(known)).length;
    await post(t.app, '/api/ClientUser/ResendOtp', { email: known });
    expect(await outboxFor(known)).toHaveLength(later);
  });

  it('tells an address whose phone number another account uses why no account was made, and answers the same', async () => {
    const taken = await signUpCustomer(t.app, 'phone.owner@example.com');
    const phone = (
      await t.app.deps.db
        .selectFrom('app_user')
        .select('phone_number')
        .where('id', '=', taken.user.id)
        .executeTakeFirstOrThrow()
    ).phone_number;
    const email = 'phone.clash@example.com';
    expect(
      await post(t.app, '/api/ClientUser/CreateBankClientUser', prospect(email, { phoneNumber: phone })),
    ).toMatchObject({
      statusCode: 200,
      body: sentTo(email),
    });
    const mail = await outboxFor(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('another Imole account already uses');
    expect(
      await t.app.deps.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('ClientUser/CreateBankClientUser after "Wrong e-mail? Change it"', () => {
  // Its own client address: the route allows 30 a minute per address, and this file asks for many codes.
  const askFromAnotherDevice = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ClientUser/CreateBankClientUser',
      payload: body,
      remoteAddress: '10.22.0.1',
    });
    return { statusCode: res.statusCode, body: res.json() };
  };

  it("moves the mistyped address's unconfirmed account to the corrected address, which gets the code", async () => {
    const phoneNumber = nextPhone();
    const typo = 'tunde.typo@exmaple.com';
    const right = 'tunde.right@example.com';
    await askFromAnotherDevice(prospect(typo, { phoneNumber }));
    const oldCode = await latestCode(t.app, typo);
    expect(await askFromAnotherDevice(prospect(right, { phoneNumber, firstname: 'Tunde' }))).toMatchObject({
      statusCode: 200,
      body: sentTo(right),
    });
    const mail = await outboxFor(right);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).not.toContain('another Imole account already uses');
    const rows = await t.app.deps.db
      .selectFrom('app_user')
      .select(['email', 'firstname'])
      .where('phone_number', '=', phoneNumber)
      .execute();
    expect(rows).toEqual([{ email: right, firstname: 'Tunde' }]);
    expect((await confirm(right)).body).toMatchObject({ token: expect.any(String), codeOnly: true });
    // The mistyped address's code no longer opens anything.
    expect(
      (await post(t.app, '/api/ClientUser/ConfirmUserAccount', { email: typo, token: oldCode })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('moves no account that has a request or a confirmed address: the phone clash e-mail as before', async () => {
    const phoneNumber = nextPhone();
    const first = 'has.request@example.com';
    await askFromAnotherDevice(prospect(first, { phoneNumber }));
    const token = (await confirm(first)).body.token as string;
    expect(
      (await post(t.app, '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote', location(), token))
        .statusCode,
    ).toBe(201);
    const other = 'wants.that.phone@example.com';
    expect(await askFromAnotherDevice(prospect(other, { phoneNumber }))).toMatchObject({
      statusCode: 200,
      body: sentTo(other),
    });
    const mail = await outboxFor(other);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('another Imole account already uses');
    const owner = await t.app.deps.db
      .selectFrom('app_user')
      .select('email')
      .where('phone_number', '=', phoneNumber)
      .executeTakeFirstOrThrow();
    expect(owner.email).toBe(first);
  });
});

/** A new prospect through the code: their session token. */
async function newProspect(email: string): Promise<string> {
  await post(t.app, '/api/ClientUser/CreateBankClientUser', prospect(email));
  return (await confirm(email)).body.token as string;
}

describe('FinancialInstitutionQuote/CreateFinancialInstitutionQuote', () => {
  it('makes the request for the package with the bank, the location, employer "Others" and an open application', async () => {
    const token = await newProspect('quote.maker@example.com');
    const created = await post(
      t.app,
      '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote',
      location({ isLithium: true }),
      token,
    );
    expect(created).toMatchObject({
      statusCode: 201,
      body: {
        status: true,
        data: { id: expect.any(Number), referenceNo: expect.any(String), turnAroundTime: expect.any(String) },
      },
    });
    const id = created.body.data.id as number;
    const db = t.app.deps.db;
    const row = await db
      .selectFrom('quote_request')
      .innerJoin('employer', 'employer.id', 'quote_request.employer_id')
      .select([
        'financial_institution_id',
        'product_id',
        'address',
        'landmark',
        'building_type',
        'lga_id',
        'is_lithium',
        'employer.name',
        'status',
      ])
      .where('quote_request.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      financial_institution_id: sterling.id,
      product_id: packageId,
      address: '14 Admiralty Way, Lekki',
      landmark: 'Opposite the filling station',
      building_type: 1,
      lga_id: lagos.lgaId,
      is_lithium: true,
      name: 'Others',
      status: 0,
    });
    const application = await db
      .selectFrom('financial_institution_application')
      .selectAll()
      .where('quote_request_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({ financial_institution_id: sterling.id, status: 'open' });
    const audited = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('quote_request_id', '=', id)
      .execute();
    expect(audited).toContainEqual({ action: 'bank-application.opened', actor_user_id: application.customer_user_id });

    const view = await get(t.app, '/api/Quote/GetQuoteRequest', token);
    expect(view.body).toMatchObject({
      isFinancialInstitutionQuote: true,
      financialInstitution: {
        id: sterling.id,
        name: 'Sterling Bank',
        logo: null,
        applicationStage: 'awaiting-price',
        decisionReason: null,
        decidedAt: null,
        undertakingUploadedAt: null,
      },
      quoteRequest: { id, referenceNo: created.body.data.referenceNo },
    });
  });

  it('checks the location in the personal step’s order', async () => {
    const token = await newProspect('location.rules@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ stateId: null }, quoteMessages.state],
      [{ stateId: 999_999 }, quoteMessages.state],
      [{ lgaId: null }, quoteMessages.city],
      [{ address: '' }, quoteMessages.address],
      [{ address: 'Lekki' }, quoteMessages.fullAddress],
      [{ landmark: ' ' }, quoteMessages.landmark],
      [{ buildingType: null }, quoteMessages.buildingType],
    ];
    for (const [change, message] of cases) {
      expect(
        await post(t.app, '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote', location(change), token),
      ).toMatchObject({ statusCode: 400, body: { message } });
    }
  });

  it('refuses an inactive or unknown bank, and applies the new-quote rule', async () => {
    const token = await newProspect('rules@example.com');
    expect(
      await post(
        t.app,
        '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote',
        location({ financialInstitutionId: 99_999 }),
        token,
      ),
    ).toMatchObject({ statusCode: 400, body: { message: bankProspectMessages.unknownBank } });
    expect(
      (await post(t.app, '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote', location(), token))
        .statusCode,
    ).toBe(201);
    expect(
      await post(t.app, '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote', location(), token),
    ).toMatchObject({
      statusCode: 409,
      body: { message: quoteMessages.newQuote },
    });
  });

  it('NewQuoteCheck tells a customer with an open request right after the code, as the 409 would', async () => {
    const email = 'check.first@example.com';
    const token = await newProspect(email);
    const check = () => get(t.app, '/api/FinancialInstitutionQuote/NewQuoteCheck', token);
    expect(await check()).toMatchObject({ statusCode: 200, body: { data: { allowed: true, message: null } } });
    expect(
      (await post(t.app, '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote', location(), token))
        .statusCode,
    ).toBe(201);
    expect(await check()).toMatchObject({
      statusCode: 200,
      body: { data: { allowed: false, message: quoteMessages.newQuote } },
    });
    expect((await get(t.app, '/api/FinancialInstitutionQuote/NewQuoteCheck')).statusCode).toBe(401);
    const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
    expect((await get(t.app, '/api/FinancialInstitutionQuote/NewQuoteCheck', support)).statusCode).toBe(403);
  });

  it('is for signed-in customers only, and a request is its customer’s only', async () => {
    expect(
      (await post(t.app, '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote', location())).statusCode,
    ).toBe(401);
    const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
    expect(
      (await post(t.app, '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote', location(), support))
        .statusCode,
    ).toBe(403);

    const owner = await newProspect('owner@example.com');
    const id = (await post(t.app, '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote', location(), owner))
      .body.data.id;
    const stranger = await newProspect('stranger@example.com');
    expect((await get(t.app, `/api/Quote/GetQuoteRequest?id=${id}`, stranger)).statusCode).toBe(404);
  });
});

describe('ClientUser/ChangePassword for an account made without a password', () => {
  it('sets the first password without a current one; then the current one is asked for', async () => {
    const email = 'first.password@example.com';
    const token = await newProspect(email);
    expect(
      await post(t.app, '/api/ClientUser/ChangePassword', { newPassword: 'Solar-Roof-Lekki-9' }, token),
    ).toMatchObject({
      statusCode: 200,
    });
    expect((await login(t.app, email, 'Solar-Roof-Lekki-9')).token).toEqual(expect.any(String));
    expect(
      await post(t.app, '/api/ClientUser/ChangePassword', { newPassword: 'Another-Roof-Lekki-9' }, token),
    ).toMatchObject({
      statusCode: 400,
      body: { message: 'Please enter your current password' },
    });
    expect((await outboxFor(email))[0]!.body).toContain('was set on');
  });
});

// The quote view is kept while its stamp stands (quotes/quote-view.cache.ts); the application's and the bank's rows
// move the stamp by trigger (migration 20261127000000), as quote-view.cache.test.ts checks for the other tables.
describe('the kept quote view of a bank request', () => {
  it('shows at once a write to the application and to its bank', async () => {
    const token = await newProspect('kept.view@example.com');
    const id = (await post(t.app, '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote', location(), token))
      .body.data.id as number;
    const view = async () => (await get(t.app, '/api/Quote/GetQuoteRequest', token)).body;
    expect((await view()).financialInstitution.applicationStage).toBe('awaiting-price');
    expect((await view()).financialInstitution.applicationStage).toBe('awaiting-price');

    const db = t.app.deps.db;
    await db
      .updateTable('financial_institution_application')
      .set({ status: 'declined', decision_reason: 'Salary account too new', decided_at: new Date() })
      .where('quote_request_id', '=', id)
      .execute();
    expect((await view()).financialInstitution).toMatchObject({
      applicationStage: 'declined',
      decisionReason: 'Salary account too new',
      decidedAt: expect.any(String),
    });

    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    await db.updateTable('financial_institution').set({ logo }).where('id', '=', sterling.id).execute();
    try {
      expect((await view()).financialInstitution.logo).toBe(logo);
    } finally {
      await db.updateTable('financial_institution').set({ logo: null }).where('id', '=', sterling.id).execute();
    }
  });
});
