import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { seedIds, powerNeedRequest, type SeedIds } from '../../test/fixtures.ts';
import { get, latestCode, login, nextPhone, post, signUpCustomer } from '../../test/session.ts';
import { salesQuoteMessages } from './sales-quote.service.ts';

const PASSWORD = 'Sales-quote-tests-1';
const URL = '/api/Quote/CreateSalesQuoteRequestWithProduct';

let t: TestApp;
let ids: SeedIds;
let packageId: number;
let agent: { token: string; id: number };
let coordinator: { token: string; id: number };
let agent2: { token: string; id: number };
let dangote: { id: number; domain: string };

async function session(email: string, password = PASSWORD) {
  const s = await login(t.app, email, password);
  return { token: s.token, id: s.user.id };
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  agent = await session('agent@demo.imole.ng');
  coordinator = await session('coordinator@demo.imole.ng');
  packageId = (await get(t.app, '/api/Product/GetProducts', agent.token)).body.data[0].product.id;
  // A second agent under the coordinator, added and invited as a coordinator adds one.
  const added = await post(
    t.app,
    '/api/ClientUser/SalesTeamUserCreationByCordinator',
    { firstname: 'Bola', lastname: 'Ade', email: 'agent2.quotes@example.com', phoneNumber: nextPhone() },
    coordinator.token,
  );
  expect(added.statusCode).toBe(200);
  const code = await latestCode(t.app, 'agent2.quotes@example.com');
  await post(t.app, '/api/ClientUser/SetPassword', {
    email: 'agent2.quotes@example.com',
    token: code,
    password: PASSWORD,
  });
  agent2 = await session('agent2.quotes@example.com');
  const d = await t.app.deps.db
    .selectFrom('employer')
    .select(['id', 'email_domain'])
    .where('validate_email', '=', true)
    .where('email_domain', 'is not', null)
    .executeTakeFirstOrThrow();
  dangote = { id: d.id, domain: d.email_domain! };
});
afterAll(() => t.close());

let n = 0;
const contact = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Funmi',
  lastname: 'Bello',
  email: `sales.quote.customer.${++n}@example.com`,
  phoneNumber: nextPhone(),
  ...overrides,
});
const packageRequest = () => {
  const { noOfBedrooms, noOfLights, noOfFan, noOfTv, ...personal } = powerNeedRequest(ids);
  void [noOfBedrooms, noOfLights, noOfFan, noOfTv];
  return { ...personal, productId: packageId, isLithiumComponent: false };
};

const userByEmail = (email: string) =>
  t.app.deps.db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();

describe('an agent asks for a quote for a new customer', () => {
  it('makes the customer, referred to the agent, invites them, and the request is theirs, made by the agent', async () => {
    const who = contact();
    const res = await post(t.app, URL, { ...packageRequest(), ...who }, agent.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ newCustomer: true, referenceNo: expect.stringMatching(/^IM-/) });
    expect(res.body.message).toContain('Funmi');
    const customer = (await userByEmail(who.email))!;
    expect(customer).toMatchObject({ id: res.body.data.customerId, user_role: 1, referred_by_user_id: agent.id });
    const request = await t.app.deps.db
      .selectFrom('quote_request')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ user_id: customer.id, created_by_user_id: agent.id, product_id: packageId });

    // The invitation speaks to a customer, and its code sets their password; they then see their request.
    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${who.email}&limit=1` })).json();
    expect(outbox.data[0].body).toContain('your Imole sales agent, Kemi Adeyemi, has asked for a solar quote for you');
    expect(outbox.data[0].body).toContain('/set-password');
    // Read hours later, the code has expired: the e-mail says how to get a new one (not "ignore it").
    expect(outbox.data[0].body).toMatch(/If the code has expired, open the link above and choose "Send me a new code"/);
    expect(outbox.data[0].body).not.toContain('If you did not ask for it');
    expect(outbox.data[0].body).toContain('If you do not know your sales agent, ignore this e-mail');
    const set = await post(t.app, '/api/ClientUser/SetPassword', {
      email: who.email,
      token: await latestCode(t.app, who.email),
      password: 'Sunny-Roof-2026',
    });
    expect(set.statusCode).toBe(200);
    const own = await login(t.app, who.email, 'Sunny-Roof-2026');
    const mine = await get(t.app, '/api/Quote/GetQuoteRequest', own.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.quoteRequest.referenceNo).toBe(res.body.data.referenceNo);

    // The agent's quotes list it.
    const list = await get(t.app, '/api/SalesTeam/SalesAgentQuoteList?PageIndex=1&PageSize=50', agent.token);
    expect(list.body.data.map((q: { quoteRequestId: number }) => q.quoteRequestId)).toContain(res.body.data.id);
  });

  it('takes the power need when neither a package nor components is given', async () => {
    const res = await post(t.app, URL, { ...powerNeedRequest(ids), ...contact() }, agent.token);
    expect(res.statusCode).toBe(200);
    const request = await t.app.deps.db
      .selectFrom('quote_request')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ no_of_bedrooms: 2, product_id: null });
    expect(request.sizing).not.toBeNull();
  });

  it('counts the work e-mail code the agent confirmed, and refuses without it', async () => {
    const workEmail = `ada.${++n}@${dangote.domain}`;
    const body = { ...packageRequest(), employerId: dangote.id, workEmail, ...contact() };
    const unconfirmed = await post(t.app, URL, body, agent.token);
    expect(unconfirmed).toMatchObject({
      statusCode: 400,
      body: { message: 'Confirm your work email with the code we send to it before you continue.' },
    });
    expect(await userByEmail(body.email)).toBeUndefined();
    await post(t.app, '/api/ClientUser/CompanyValidationOTP', { email: workEmail, companyId: dangote.id }, agent.token);
    const otp = await latestCode(t.app, workEmail);
    // The code goes to the customer's inbox: it names the agent asking, and greets nobody by the agent's name.
    const mail = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${workEmail}&limit=1` })).json();
    expect(mail.data[0].body).toMatch(
      /^Hello,\n\nYour Imole sales agent, Kemi Adeyemi, is asking for a solar quote for you\./,
    );
    const wrong = await post(
      t.app,
      '/api/ClientUser/CompanyValidationOTP',
      { email: 'someone@gmail.com', companyId: dangote.id },
      agent.token,
    );
    expect(wrong.body.message).toMatch(/Use the customer's work e-mail ending in @/);
    expect(
      (await post(t.app, '/api/ClientUser/CompanyValidationOTPConfirmation', { otp }, agent.token)).statusCode,
    ).toBe(200);
    expect((await post(t.app, URL, body, agent.token)).statusCode).toBe(200);
  });

  it('refuses bad input with the field to fix, and makes no account then', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: '' }, "Please enter the customer's first name"],
      [{ lastname: ' ' }, "Please enter the customer's last name"],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ phoneNumber: '12345' }, 'Please enter a valid Nigerian phone number, e.g. 0803 123 4567'],
      [{ phoneNumber: undefined }, "Please enter the customer's phone number"],
      [{ state: '' }, 'Please select your state'],
      [{ landmark: '' }, 'Please enter your landmark'],
      [{ productId: null, installationComponents: [{ id: ids.inverterId, quantity: 0 }] }, 'Please add quantity'],
    ];
    for (const [change, message] of cases) {
      const body = { ...packageRequest(), ...contact(), ...change };
      const res = await post(t.app, URL, body, agent.token);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toBe(message);
      if (typeof body.email === 'string') expect(await userByEmail(body.email)).toBeUndefined();
    }
  });
});

describe('an agent asks for a quote for an existing customer', () => {
  it('links their own referral, and the new-quote rule still holds', async () => {
    const email = `own.referral.${++n}@example.com`;
    const created = await post(t.app, '/api/ClientUser/CreateClientUser', {
      firstname: 'Ngozi',
      lastname: 'Ibe',
      email,
      phoneNumber: nextPhone(),
      password: 'Sunny-Roof-2026',
      referralCode: '08030000005',
    });
    expect(created.statusCode).toBe(201);
    const customer = (await userByEmail(email))!;
    const body = { ...packageRequest(), ...contact({ email, phoneNumber: customer.phone_number }) };
    const res = await post(t.app, URL, body, agent.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ customerId: customer.id, newCustomer: false });
    const again = await post(t.app, URL, body, agent.token);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/quote/i);
  });

  it('makes a customer nobody referred the agent’s referral, audited', async () => {
    const email = `unreferred.${++n}@example.com`;
    const own = await signUpCustomer(t.app, email);
    const customer = (await userByEmail(email))!;
    const res = await post(
      t.app,
      URL,
      { ...packageRequest(), ...contact({ email, phoneNumber: customer.phone_number }) },
      agent.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await userByEmail(email))!.referred_by_user_id).toBe(agent.id);
    const audited = await t.app.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'referral.corrected')
      .where('entity_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(audited.actor_user_id).toBe(agent.id);
    expect((await get(t.app, '/api/Quote/GetQuoteRequest', own.token)).body.quoteRequest.id).toBe(res.body.data.id);
  });

  it('refuses another agent’s customer', async () => {
    const email = `other.agent.${++n}@example.com`;
    await post(t.app, '/api/ClientUser/CreateClientUser', {
      firstname: 'Ify',
      lastname: 'Uche',
      email,
      phoneNumber: nextPhone(),
      password: 'Sunny-Roof-2026',
      referralCode: '08030000006',
    });
    const customer = (await userByEmail(email))!;
    const res = await post(
      t.app,
      URL,
      { ...packageRequest(), ...contact({ email, phoneNumber: customer.phone_number }) },
      agent.token,
    );
    expect(res).toMatchObject({ statusCode: 409, body: { message: salesQuoteMessages.otherAgent } });
  });

  it('refuses an e-mail and a phone of different people, and staff accounts', async () => {
    const a = await signUpCustomer(t.app, `mismatch.a.${++n}@example.com`);
    const b = await signUpCustomer(t.app, `mismatch.b.${++n}@example.com`);
    const userA = (await t.app.deps.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', a.user.id)
      .executeTakeFirst())!;
    const userB = (await t.app.deps.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', b.user.id)
      .executeTakeFirst())!;
    const attempt = (email: string, phoneNumber: string) =>
      post(t.app, URL, { ...packageRequest(), ...contact({ email, phoneNumber }) }, agent.token);
    expect(await attempt(userA.email, userB.phone_number)).toMatchObject({
      statusCode: 409,
      body: { message: salesQuoteMessages.emailOtherPhone },
    });
    expect(await attempt(userA.email, nextPhone())).toMatchObject({
      statusCode: 409,
      body: { message: salesQuoteMessages.emailOtherPhone },
    });
    expect(await attempt(`fresh.${++n}@example.com`, userB.phone_number)).toMatchObject({
      statusCode: 409,
      body: { message: salesQuoteMessages.phoneOtherEmail },
    });
    expect(await attempt('support@demo.imole.ng', '08030000002')).toMatchObject({
      statusCode: 409,
      body: { message: salesQuoteMessages.notCustomer },
    });
  });
});

describe('who may ask', () => {
  it('is a sales agent (coordinators included); other roles get 403, nobody signed in 401', async () => {
    for (const role of ['customer', 'support', 'admin', 'engineer']) {
      const token = (await session(`${role}@demo.imole.ng`)).token;
      const res = await post(t.app, URL, { ...packageRequest(), ...contact() }, token);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await post(t.app, URL, { ...packageRequest(), ...contact() })).statusCode).toBe(401);
    const byCoordinator = await post(t.app, URL, { ...packageRequest(), ...contact() }, coordinator.token);
    expect(byCoordinator.statusCode).toBe(200);
  });
});

describe('the request, read and changed by its agent', () => {
  it('is read by the referring agent and their coordinator, and is not found for anyone else', async () => {
    const res = await post(t.app, URL, { ...packageRequest(), ...contact() }, agent.token);
    const id = res.body.data.id as number;
    const mine = await get(t.app, `/api/Quote/GetQuoteRequest?id=${id}`, agent.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toMatchObject({ referredByYou: true, quoteRequest: { id, clientUser: { firstname: 'Funmi' } } });
    expect(mine.body.auditTrail).toEqual([]);
    const lead = await get(t.app, `/api/Quote/GetQuoteRequest?id=${id}`, coordinator.token);
    expect(lead.statusCode).toBe(200);
    expect(lead.body.referredByYou).toBe(false);
    const other = await get(t.app, `/api/Quote/GetQuoteRequest?id=${id}`, agent2.token);
    expect(other).toMatchObject({
      statusCode: 404,
      body: { message: 'No quote request of a customer you referred has that id.' },
    });
  });

  it('is changed by the referring agent before payment, logged as theirs; not by another agent', async () => {
    const res = await post(t.app, URL, { ...packageRequest(), ...contact() }, agent.token);
    const id = res.body.data.id as number;
    const change = { ...packageRequest(), landmark: 'Behind the new market', quoteRequestId: id };
    expect((await post(t.app, '/api/Quote/UpdateQuoteRequest', change, agent2.token)).statusCode).toBe(404);
    const updated = await post(t.app, '/api/Quote/UpdateQuoteRequest', change, agent.token);
    expect(updated.statusCode).toBe(200);
    const logged = await t.app.deps.db
      .selectFrom('quote_request_change')
      .selectAll()
      .where('quote_request_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(logged.changed_by_user_id).toBe(agent.id);
    const view = await get(t.app, `/api/Quote/GetQuoteRequest?id=${id}`, agent.token);
    expect(view.body.quoteRequest.landmark).toBe('Behind the new market');
  });

  it('offers only a package the agent may offer, on a new request and on a change (docs/sales.md)', async () => {
    const admin = await session('admin@demo.imole.ng');
    const packages = (await get(t.app, '/api/Product/GetProducts', admin.token)).body.data as {
      product: { id: number };
    }[];
    const other = packages.map((p) => p.product.id).find((id) => id !== packageId)!;
    const before = await post(t.app, URL, { ...packageRequest(), ...contact() }, agent2.token);
    expect(before.statusCode).toBe(200);
    // The second agent may now offer only the first package.
    const rule = await post(
      t.app,
      '/api/SalesTeam/SetAgentOffer',
      {
        salesTeamUserId: agent2.id,
        scope: 'agent',
        productIds: [packageId],
        equityPercentages: null,
        followTeam: false,
      },
      admin.token,
    );
    expect(rule.statusCode, JSON.stringify(rule.body)).toBe(200);
    const refused = await post(t.app, URL, { ...packageRequest(), productId: other, ...contact() }, agent2.token);
    expect(refused).toMatchObject({
      statusCode: 403,
      body: {
        message:
          'You may not offer this package. The packages open to you are on your Packages page; an administrator chooses them.',
      },
    });
    const change = { ...packageRequest(), productId: other, quoteRequestId: before.body.data.id as number };
    expect((await post(t.app, '/api/Quote/UpdateQuoteRequest', change, agent2.token)).statusCode).toBe(403);
    expect((await post(t.app, URL, { ...packageRequest(), ...contact() }, agent2.token)).statusCode).toBe(200);
  });
});
