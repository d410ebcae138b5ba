import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { paidQuote, powerNeedRequest, pricedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, latestCode, login, nextPhone, post, signUpCustomer } from '../../test/session.ts';

/**
 * Issue 22's staff-side gaps: RejectQuote (quoteStatus 8, request status 5, with a reason the customer reads),
 * MyRequests (/requests: a staff member's own work by stage), the customer's defaultSupportStaff and
 * authorizationLink from the data, and ActiveQuoteRequest for staff.
 */
let t: TestApp;
let support: string;
let supportId: number;
let admin: string;
let agent: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Staff-gaps-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  const s = await login(t.app, 'support@demo.imole.ng', PASSWORD);
  support = s.token;
  supportId = s.user.id;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  agent = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
const email = (what: string) => `gaps.${what}.${++n}@example.com`;

async function newRequest() {
  const customer = await signUpCustomer(t.app, email('new'));
  const created = await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), customer.token);
  return { customer, quoteRequestId: created.body.data.id as number };
}

const reject = (body: object, token = support) => post(t.app, '/api/Quote/RejectQuote', body, token);
const view = (token: string, id?: number) =>
  get(t.app, `/api/Quote/GetQuoteRequest${id === undefined ? '' : `?id=${id}`}`, token);

describe('Quote/RejectQuote', () => {
  it('declines a priced offer: quoteStatus 8, request 5, audited, the customer told why and shown it', async () => {
    const address = email('priced');
    const { customer, quoteRequestId, quoteId } = await pricedQuote(t.app, ids, support, address);
    const reason = 'Your employer is not on our instalment list yet.';
    const answer = await reject({ quoteId, reason });
    expect(answer).toMatchObject({
      statusCode: 200,
      body: { status: true, data: { quoteId, quoteRequestId, reason } },
    });

    // The customer's current request is the rejected one, with the reason for the Rejected panel.
    const mine = (await view(customer.token)).body;
    expect(mine.quoteRequest).toMatchObject({ id: quoteRequestId, quoteRequestStatus: 5 });
    expect(mine.quote.quoteStatus).toBe(8);
    expect(mine.rejection).toMatchObject({ reason });
    // Nothing to finance: no identity check is asked for (the dashboard would send them to /identification).
    expect(mine.isToDoVerification).toBe(false);
    // Staff see it in the audit trail, by whom.
    const staffView = (await view(support, quoteRequestId)).body;
    expect(staffView.auditTrail.at(-1)).toMatchObject({
      action: 'quote.rejected',
      actor: 'Tunde Bakare',
      after: { quoteRequestStatus: 5, quoteStatus: 8, reason },
    });
    // Told in the app and by e-mail, with the reason.
    const notices = await t.app.deps.db
      .selectFrom('notification')
      .select(['title', 'body'])
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(notices).toContainEqual({ title: 'No instalment offer for now', body: expect.stringContaining(reason) });
    const outbox = (
      await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(address)}` })
    ).json();
    expect(outbox.data.map((m: { body: string }) => m.body).join('\n')).toContain(
      'Your employer is not on our instalment list yet',
    );

    // It cannot be paid any more, nor rejected twice; the customer may start a new request.
    expect(
      (await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'equity' }, customer.token))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect(await reject({ quoteId, reason })).toMatchObject({
      statusCode: 409,
      body: { message: 'This request is already closed; there is nothing to reject.' },
    });
    const again = await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), customer.token);
    expect(again.statusCode).toBe(200);
    expect((await view(customer.token)).body.quoteRequest.id).toBe(again.body.data.id);
  });

  it('declines a request before pricing (by its quoteRequestId), and voids an open checkout of a sent offer', async () => {
    const { customer, quoteRequestId } = await newRequest();
    expect((await reject({ quoteRequestId, reason: 'We do not install in this area yet.' }, admin)).statusCode).toBe(
      200,
    );
    const mine = (await view(customer.token)).body;
    expect(mine.quoteRequest.quoteRequestStatus).toBe(5);
    expect(mine.quote.quoteStatus).toBe(8);
    expect(mine.rejection.reason).toBe('We do not install in this area yet.');

    const priced = await pricedQuote(t.app, ids, support, email('checkout'));
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId: priced.quoteId, purpose: 'equity' },
      priced.customer.token,
    );
    expect(started.statusCode).toBe(200);
    expect((await reject({ quoteId: priced.quoteId, reason: 'No instalment offer.' })).statusCode).toBe(200);
    const payment = await t.app.deps.db
      .selectFrom('payment')
      .select('status')
      .where('reference', '=', started.body.data.reference)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('voided');
    expect((await view(priced.customer.token)).body.authorizationLink).toBeNull();
  });

  it('is refused once the customer accepted (paid or pay on delivery), and asks for a reason', async () => {
    const paid = await paidQuote(t.app, ids, support, email('paid'));
    const accepted =
      'The customer has accepted this quote (paid, or pay on delivery agreed), so it can no longer be rejected. Talk to the customer and record a refund if the sale is cancelled.';
    expect(await reject({ quoteId: paid.quoteId, reason: 'Too late.' })).toMatchObject({
      statusCode: 409,
      body: { status: false, message: accepted },
    });
    const delivery = await pricedQuote(t.app, ids, support, email('delivery'));
    await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId: delivery.quoteId }, support);
    expect((await reject({ quoteId: delivery.quoteId, reason: 'Too late.' })).body.message).toBe(accepted);

    const priced = await pricedQuote(t.app, ids, support, email('reason'));
    const needReason = 'Say why the quote is rejected, so the customer knows what to do.';
    expect(await reject({ quoteId: priced.quoteId, reason: '  ' })).toMatchObject({
      statusCode: 400,
      body: { message: needReason },
    });
    expect((await reject({ quoteId: priced.quoteId })).body.message).toBe(needReason);
    expect((await reject({ quoteId: priced.quoteId, reason: 'x'.repeat(501) })).body.message).toBe(needReason);
    expect(await reject({ reason: 'No quote named.' })).toMatchObject({
      statusCode: 400,
      body: { message: 'Which quote? Give its quoteId, or the request’s quoteRequestId.' },
    });
    expect((await reject({ quoteId: 999_999, reason: 'Unknown.' })).statusCode).toBe(404);
    expect((await reject({ quoteRequestId: 999_999, reason: 'Unknown.' })).body.message).toBe(
      'Quote request not found.',
    );
  });

  it('is refused when money was received on a request sent back to pending', async () => {
    const paid = await pricedQuote(t.app, ids, support, email('held'));
    // Money held on the quote for review (a conflict) counts as received.
    await t.app.deps.db
      .insertInto('payment')
      .values({
        reference: `HELD${n}`,
        quote_id: paid.quoteId,
        user_id: paid.customer.user.id,
        purpose: 'equity',
        provider: 'manual',
        expected_kobo: 100,
        paid_kobo: 50,
        status: 'conflict',
      })
      .execute();
    expect(await reject({ quoteId: paid.quoteId, reason: 'No offer.' })).toMatchObject({
      statusCode: 409,
      body: {
        message:
          'Money has already been received on this quote, so it can no longer be rejected. Settle that payment with the customer first.',
      },
    });
  });

  it('is for support and admins only: not engineers, agents or customers', async () => {
    const { customer, quoteRequestId } = await newRequest();
    const body = { quoteRequestId, reason: 'Not for you.' };
    expect((await reject(body, engineer.token)).statusCode).toBe(403);
    expect((await reject(body, agent)).statusCode).toBe(403);
    expect((await reject(body, customer.token)).statusCode).toBe(403);
    expect((await post(t.app, '/api/Quote/RejectQuote', body)).statusCode).toBe(401);
  });
});

describe('Quote/MyRequests', () => {
  it('lists the requests the signed-in support user priced, by stage, with the count at each stage', async () => {
    // A second support user, whose work must not show in the demo support user's list.
    const other = await inviteSupport('gaps.other.support@example.com');
    const mine = await pricedQuote(t.app, ids, support, email('mine'));
    const theirs = await pricedQuote(t.app, ids, other, email('theirs'));
    const draft = await newRequest();
    await post(
      t.app,
      '/api/Quote/AssignProductToQuote',
      { quoteRequestId: draft.quoteRequestId, components: [{ componentId: ids.inverterId, quantity: 1 }] },
      support,
    );
    const ready = await get(t.app, '/api/Quote/MyRequests?Stage=ready&PageIndex=1&PageSize=100', support);
    expect(ready.statusCode).toBe(200);
    const readyIds = ready.body.data.map((c: { quoteRequest: { id: number } }) => c.quoteRequest.id);
    expect(readyIds).toContain(mine.quoteRequestId);
    expect(readyIds).not.toContain(theirs.quoteRequestId);
    expect(ready.body.data[0]).toMatchObject({ clientUser: { firstname: 'Chiamaka' }, quote: { quoteStatus: 1 } });
    // A draft being priced is theirs too (Pending); a rejected one is under Closed.
    const pending = await get(t.app, '/api/Quote/MyRequests?Stage=pending', support);
    expect(pending.body.data.map((c: { quoteRequest: { id: number } }) => c.quoteRequest.id)).toContain(
      draft.quoteRequestId,
    );
    await reject({ quoteId: mine.quoteId, reason: 'No instalment offer.' });
    const after = await get(t.app, '/api/Quote/MyRequests?Stage=closed', support);
    expect(after.body.data.map((c: { quoteRequest: { id: number } }) => c.quoteRequest.id)).toContain(
      mine.quoteRequestId,
    );
    expect(after.body.counts).toMatchObject({ closed: after.body.totalCount, ready: ready.body.totalCount - 1 });
    const theirList = await get(t.app, '/api/Quote/MyRequests?Stage=ready', other);
    expect(theirList.body.data.map((c: { quoteRequest: { id: number } }) => c.quoteRequest.id)).toEqual([
      theirs.quoteRequestId,
    ]);
    expect(theirList.body.counts).toEqual({
      pending: 0,
      ready: 1,
      engineer: 0,
      installation: 0,
      completed: 0,
      closed: 0,
    });
  });

  it('gives an engineer the jobs assigned to them; refuses other roles and an unknown stage', async () => {
    const jobs = await get(t.app, '/api/Quote/MyRequests?Stage=installation', engineer.token);
    expect(jobs.statusCode).toBe(200);
    expect(jobs.body.counts.pending).toBe(0);
    expect((await get(t.app, '/api/Quote/MyRequests', agent)).statusCode).toBe(403);
    const { customer } = await newRequest();
    expect((await get(t.app, '/api/Quote/MyRequests', customer.token)).statusCode).toBe(403);
    expect((await get(t.app, '/api/Quote/MyRequests')).statusCode).toBe(401);
    expect(await get(t.app, '/api/Quote/MyRequests?Stage=later', support)).toMatchObject({
      statusCode: 400,
      body: { message: 'Choose a stage: pending, ready, engineer, installation, completed or closed.' },
    });
  });
});

describe('the quote answer from the data', () => {
  it('names the support owner as defaultSupportStaff and gives the customer their own checkout link', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote(t.app, ids, support, email('owner'));
    const before = (await view(customer.token)).body;
    expect(before.defaultSupportStaff).toMatchObject({ firstname: 'Tunde', phone: expect.any(String) });
    expect(before.authorizationLink).toBeNull();
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'equity' },
      customer.token,
    );
    expect((await view(customer.token)).body.authorizationLink).toBe(started.body.data.authorizationUrl);
    expect((await view(support, quoteRequestId)).body.defaultSupportStaff.firstname).toBe('Tunde');
    // Not priced yet: nobody owns it, the customer calls the help line.
    const fresh = await newRequest();
    expect((await view(fresh.customer.token)).body.defaultSupportStaff).toBeNull();
    expect(supportId).toBeGreaterThan(0);
  });
});

describe('Quote/ActiveQuoteRequest', () => {
  it('answers staff every customer’s open requests with the customer’s name; a customer only their own', async () => {
    const a = await newRequest();
    const b = await newRequest();
    const staffList = await get(t.app, '/api/Quote/ActiveQuoteRequest?PageIndex=1&PageSize=100', support);
    expect(staffList.statusCode).toBe(200);
    const listed = staffList.body.data.map((r: { id: number }) => r.id);
    expect(listed).toEqual(expect.arrayContaining([a.quoteRequestId, b.quoteRequestId]));
    expect(staffList.body.data[0]).toMatchObject({ customerName: 'Chiamaka Obi' });
    // Closed (rejected) requests are not active.
    await reject({ quoteRequestId: a.quoteRequestId, reason: 'No offer for now.' });
    const afterReject = await get(t.app, '/api/Quote/ActiveQuoteRequest?PageSize=100', admin);
    expect(afterReject.body.data.map((r: { id: number }) => r.id)).not.toContain(a.quoteRequestId);

    const own = await get(t.app, '/api/Quote/ActiveQuoteRequest', b.customer.token);
    expect(own.body.data.map((r: { id: number }) => r.id)).toEqual([b.quoteRequestId]);
    expect((await get(t.app, '/api/Quote/ActiveQuoteRequest', engineer.token)).statusCode).toBe(403);
    expect((await get(t.app, '/api/Quote/ActiveQuoteRequest', agent)).statusCode).toBe(403);
  });
});

/** A second support user (not an engineer), invited by the admin, with a password set from the invitation code. */
async function inviteSupport(address: string) {
  const invited = await post(
    t.app,
    '/api/ClientUser/CreateSupportUser',
    { firstname: 'Kemi', lastname: 'Ade', email: address, phoneNumber: nextPhone(), userRole: 2, isEngineer: false },
    admin,
  );
  if (invited.statusCode !== 200) throw new Error(JSON.stringify(invited.body));
  const session = await post(t.app, '/api/ClientUser/SetPassword', {
    email: address,
    token: await latestCode(t.app, address),
    password: 'Kemi-Support-42',
  });
  return session.body.token as string;
}
