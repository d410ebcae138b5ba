import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  paidQuote,
  powerNeedRequest,
  pricedQuote,
  seedIds,
  verifyIdentity,
  type SeedIds,
} from '../../test/fixtures.ts';
import { get, latestCode, login, nextPhone, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let support: string;
let admin: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Installation-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
/** Paid, and the customer's identity verified: an engineer may be assigned (docs/kyc.md). */
const pricedAndPaid = async () => {
  const quote = await paidQuote(t.app, ids, support, `install.customer.${++n}@example.com`);
  await verifyIdentity(t.app, quote.customer.token, quote.quoteRequestId);
  return quote;
};
const tomorrow = () => lagosDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
const yesterday = () => lagosDate(new Date(Date.now() - 24 * 60 * 60 * 1000));

describe('engineers and installation', () => {
  it('lists active engineers, assigns one, sets a date, and lets that engineer mark the job done', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedAndPaid();
    const engineers = (await get(t.app, '/api/Quote/GetEngineersForAssignment', support)).body.data;
    expect(engineers).toContainEqual(
      expect.objectContaining({ id: engineer.id, firstname: 'Ibrahim', openInstallations: expect.any(Number) }),
    );

    expect(
      await post(t.app, '/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support),
    ).toMatchObject({
      statusCode: 200,
      body: {
        message: 'Engineer has been assigned to customer',
        data: { installationStatus: 1, supportUserId: engineer.id },
      },
    });
    expect(
      (await post(t.app, '/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: yesterday() }, support)).body
        .message,
    ).toBe('The installation date cannot be earlier than today.');
    expect(
      (await post(t.app, '/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: 'soon' }, support)).statusCode,
    ).toBe(400);
    expect(
      (await post(t.app, '/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: tomorrow() }, support)).body.data
        .fulfilmentDate,
    ).toBe(tomorrow());

    // The customer suggests another day, then accepts the date staff set.
    const suggested = await post(
      t.app,
      '/api/Quote/RespondToFulfilmentDate',
      { quoteId, accepted: false, suggestedDate: tomorrow() },
      customer.token,
    );
    expect(suggested.body.data).toMatchObject({ installationStatus: 1, suggestedDate: tomorrow() });
    expect(
      (
        await post(
          t.app,
          '/api/Quote/RespondToFulfilmentDate',
          { quoteId, accepted: false, suggestedDate: yesterday() },
          customer.token,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body.quote.suggestedDate,
    ).toBe(tomorrow());
    expect(
      await post(t.app, '/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, customer.token),
    ).toMatchObject({
      statusCode: 200,
      body: { message: 'Customer has confirmed installation date', data: { installationStatus: 2 } },
    });

    const mine = (await get(t.app, '/api/Quote/GetMyActiveInstallationQuotes', engineer.token)).body.data;
    expect(mine.map((c: { quoteRequest: { id: number } }) => c.quoteRequest.id)).toContain(quoteRequestId);
    expect(
      (
        await post(
          t.app,
          '/api/Quote/InstallationCompletion',
          { quoteId, fulfilmentDate: tomorrow(), installationData: 'Done' },
          engineer.token,
        )
      ).body.message,
    ).toBe('The installation cannot be completed on a future date.');
    // Booked for tomorrow: not complete today, days before the customer expects the engineer (issue 19).
    const early = await post(
      t.app,
      '/api/Quote/InstallationCompletion',
      { quoteId, fulfilmentDate: lagosDate(new Date()), installationData: 'Done early' },
      engineer.token,
    );
    expect(early).toMatchObject({ statusCode: 409 });
    expect(early.body.message).toMatch(
      /^This installation is booked for \d{1,2} [A-Z][a-z]+ \d{4}: it can be marked complete on that day or after\. If the work was done earlier, ask support to change the installation date first\.$/,
    );
    const earlyByStaff = await post(
      t.app,
      '/api/Quote/InstallationCompletion',
      { quoteId, fulfilmentDate: lagosDate(new Date()), installationData: 'Done early' },
      support,
    );
    expect(earlyByStaff.body.message).toMatch(/change the installation date first \(Assign Date\)\.$/);
    expect((await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body.quote).toMatchObject({
      installationStatus: 2,
      installationCompletionDate: null,
    });
    // Staff move the date to today, the customer confirms it, and the engineer can mark it done.
    expect(
      (await post(t.app, '/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: lagosDate(new Date()) }, support))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, customer.token)).statusCode,
    ).toBe(200);
    const done = await post(
      t.app,
      '/api/Quote/InstallationCompletion',
      { quoteId, fulfilmentDate: lagosDate(new Date()), installationData: 'Panels on the roof, 4 batteries' },
      engineer.token,
    );
    expect(done).toMatchObject({ statusCode: 200, body: { data: { installationStatus: 3 } } });
    expect(
      (
        await post(
          t.app,
          '/api/Quote/InstallationCompletion',
          { quoteId, fulfilmentDate: lagosDate(new Date()) },
          engineer.token,
        )
      ).statusCode,
    ).toBe(409);

    // The warranty starts when the customer confirms, with a rating.
    expect(
      (await get(t.app, `/api/Quote/GetWarrantyData?quoteId=${quoteId}`, customer.token)).body.warranty,
    ).toMatchObject({ status: 'Not started', startDate: null });
    expect(
      (await post(t.app, '/api/Quote/InstallationConfirmed', { quoteId, rating: 4 }, customer.token)).statusCode,
    ).toBe(200);
    const warranty = (await get(t.app, `/api/Quote/GetWarrantyData?quoteId=${quoteId}`, customer.token)).body.warranty;
    expect(warranty).toMatchObject({
      duration: 12,
      startDate: lagosDate(new Date()),
      status: 'Active',
      monthsLeft: 12,
    });
    expect(warranty.daysLeft).toBeGreaterThan(360);

    const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, admin)).body;
    expect(view.quoteRequest).toMatchObject({
      quoteRequestStatus: 4,
      clientUser: { email: expect.stringMatching(/^install\.customer/) },
    });
    expect(view.quote).toMatchObject({
      installationStatus: 4,
      rating: 4,
      installationData: 'Panels on the roof, 4 batteries',
      quoteStatus: 2, // payment received
    });
    expect(view.supportStaff).toMatchObject({ id: engineer.id, firstname: 'Ibrahim' });
    expect(view.quoteLines).toHaveLength(1);
    expect(view.options).toHaveLength(4);
    expect(view.auditTrail.map((a: { action: string }) => a.action)).toEqual([
      'quote.components',
      'quote.priced',
      'payment.manual',
      'kyc.details',
      'installation.engineer',
      'installation.date',
      'installation.date-suggested',
      'installation.date-accepted',
      'installation.date', // moved to today, so the work can be marked done
      'installation.date-accepted',
      'installation.completed',
      'installation.confirmed',
    ]);
  });

  it('refuses what is not allowed and changes nothing', async () => {
    const { quoteId } = await pricedAndPaid();
    const supportUser = await t.app.deps.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'support@demo.imole.ng')
      .executeTakeFirstOrThrow();
    expect(
      (
        await post(
          t.app,
          '/api/Quote/AssignSupportUserToQuoteRequest',
          { quoteId, supportUserId: supportUser.id },
          support,
        )
      ).body.message,
    ).toBe('Choose an active engineer.');
    expect(
      (
        await post(
          t.app,
          '/api/Quote/InstallationCompletion',
          { quoteId, fulfilmentDate: lagosDate(new Date()) },
          support,
        )
      ).body.message,
    ).toBe('Assign an engineer before completing the installation.');
    // Another engineer cannot act on this engineer's job.
    const other = await post(
      t.app,
      '/api/ClientUser/CreateSupportUser',
      {
        firstname: 'Obinna',
        lastname: 'Eze',
        email: 'obinna.engineer@example.com',
        phoneNumber: nextPhone(),
        userRole: 2,
        isEngineer: true,
      },
      admin,
    );
    expect(other.statusCode).toBe(200);
    await post(t.app, '/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support);
    const session = await post(t.app, '/api/ClientUser/SetPassword', {
      email: 'obinna.engineer@example.com',
      token: await latestCode(t.app, 'obinna.engineer@example.com'),
      password: 'Obinna-Engineer-7',
    });
    expect(
      (
        await post(
          t.app,
          '/api/Quote/InstallationCompletion',
          { quoteId, fulfilmentDate: lagosDate(new Date()) },
          session.body.token,
        )
      ).statusCode,
    ).toBe(404);

    // A request the customer has not paid for cannot get an engineer.
    const unpaid = await signUpCustomer(t.app, 'unpaid.customer@example.com');
    const request = await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), unpaid.token);
    const unpaidQuote = (
      await post(
        t.app,
        '/api/Quote/AssignProductToQuote',
        { quoteRequestId: request.body.data.id, components: [{ componentId: ids.inverterId, quantity: 1 }] },
        support,
      )
    ).body.data.id;
    expect(
      await post(
        t.app,
        '/api/Quote/AssignSupportUserToQuoteRequest',
        { quoteId: unpaidQuote, supportUserId: engineer.id },
        support,
      ),
    ).toMatchObject({
      statusCode: 409,
      body: { message: 'An engineer can be assigned once the customer has paid.' },
    });
    expect((await get(t.app, '/api/Quote/GetQuoteRequest', support)).body.message).toBe(
      'Which quote request? Give its id.',
    );
  });

  it('offers and assigns only engineers who can log in, not one whose invitation is not accepted', async () => {
    const { quoteId, quoteRequestId, customer } = await pricedAndPaid();
    const invited = await post(
      t.app,
      '/api/ClientUser/CreateSupportUser',
      {
        firstname: 'Kunle',
        lastname: 'Ade',
        email: 'kunle.invited@example.com',
        phoneNumber: nextPhone(),
        userRole: 2,
        isEngineer: true,
      },
      admin,
    );
    expect(invited.statusCode).toBe(200);
    const kunle = invited.body.clientUser.id as number;
    const offered = async () =>
      ((await get(t.app, '/api/Quote/GetEngineersForAssignment', support)).body.data as { id: number }[]).map(
        (e) => e.id,
      );
    expect(await offered()).toContain(engineer.id);
    expect(await offered()).not.toContain(kunle);

    const refused = await post(
      t.app,
      '/api/Quote/AssignSupportUserToQuoteRequest',
      { quoteId, supportUserId: kunle },
      support,
    );
    expect(refused).toMatchObject({
      statusCode: 409,
      body: {
        code: 'CONFLICT',
        message:
          'Kunle Ade has not accepted the invitation yet (no password set), so cannot log in to see the job. Choose another engineer, or ask Kunle to set a password from the invitation e-mail first.',
      },
    });
    // Nothing changed, and the customer was told nothing.
    expect((await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body.quote).toMatchObject({
      installationStatus: 0,
    });
    const notices = (await get(t.app, '/api/ClientUser/GetNotifications', customer.token)).body.data as {
      message?: string;
      title?: string;
    }[];
    expect(JSON.stringify(notices)).not.toMatch(/Kunle/);

    // Once Kunle sets his password he is offered and can be assigned.
    await post(t.app, '/api/ClientUser/SetPassword', {
      email: 'kunle.invited@example.com',
      token: await latestCode(t.app, 'kunle.invited@example.com'),
      password: 'Kunle-Engineer-7',
    });
    expect(await offered()).toContain(kunle);
    expect(
      (await post(t.app, '/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: kunle }, support))
        .statusCode,
    ).toBe(200);
  });
});

describe('what an engineer may see', () => {
  it('keeps an engineer to the installations assigned to them', async () => {
    const { quoteRequestId, quoteId } = await pricedAndPaid();
    const other = await pricedAndPaid();
    for (const url of ['/api/Quote/GetEngineersForAssignment', '/api/Settings/GetSettings']) {
      expect(await get(t.app, url, engineer.token)).toMatchObject({
        statusCode: 403,
        body: { message: 'Engineers see and act only on the installations assigned to them.' },
      });
    }
    expect(
      (await post(t.app, '/api/Quote/UpdateQuoteInstallationCost', { quoteId, amount: 1 }, engineer.token)).statusCode,
    ).toBe(403);
    await post(t.app, '/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support);
    expect((await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, engineer.token)).statusCode).toBe(200);
    // Another's request: a clear "not yours", not a "not found" the page would offer to try again (issue 19).
    for (const id of [other.quoteRequestId, 999_999]) {
      expect(await get(t.app, `/api/Quote/GetQuoteRequest?id=${id}`, engineer.token)).toMatchObject({
        statusCode: 403,
        body: {
          code: 'FORBIDDEN',
          message:
            'This request is not assigned to you: engineers see only the installations assigned to them. Ask support if it should be yours.',
        },
      });
    }
    expect((await get(t.app, '/api/Quote/GetMyActiveInstallationQuotes', engineer.token)).statusCode).toBe(200);
    // The board answers an engineer too, with their own jobs only (staff-quote.routes.test.ts).
    const board = (await get(t.app, '/api/Quote/GetAwaitingInstallationQuotes', engineer.token)).body.data;
    expect(board.map((c: { quoteRequest: { id: number } }) => c.quoteRequest.id)).toContain(quoteRequestId);
    expect(board.map((c: { quoteRequest: { id: number } }) => c.quoteRequest.id)).not.toContain(other.quoteRequestId);
  });
});

describe('the engineer gate (issue 21; docs/kyc.md)', () => {
  const gate =
    "This customer's identity is not verified yet: a financed system is installed only after verification. Open the request's Identity section to see where it stands.";
  const assign = (quoteId: number) =>
    post(t.app, '/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support);

  it('refuses an engineer for a financed quote until the customer’s identity is verified', async () => {
    const { customer, quoteId, quoteRequestId } = await paidQuote(t.app, ids, support, `gate.${++n}@example.com`);
    expect(await assign(quoteId)).toMatchObject({ statusCode: 400, body: { message: gate } });
    // A check left for review is not verified either.
    await verifyIdentity(t.app, customer.token, quoteRequestId, { bvn: '22212341111' });
    expect(await assign(quoteId)).toMatchObject({ statusCode: 400, body: { message: gate } });
    await post(t.app, '/api/SmileId/ReviewKyc', { quoteRequestId, approve: true }, support);
    expect((await assign(quoteId)).statusCode).toBe(200);
  });

  it('lets an engineer install an outright (paid in full) system without verification', async () => {
    const { customer, quoteId } = await pricedQuote(t.app, ids, support, `gate.${++n}@example.com`);
    const checkout = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'outright' },
      customer.token,
    );
    const paid = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${checkout.body.data.reference}/pay` });
    expect(paid.statusCode).toBe(303);
    const view = await get(t.app, '/api/Quote/GetQuoteRequest', customer.token);
    expect([view.body.quote.isOutright, view.body.isToDoVerification, view.body.kycStatus]).toEqual([
      true,
      false,
      'none',
    ]);
    expect((await assign(quoteId)).statusCode).toBe(200);
  });
});
