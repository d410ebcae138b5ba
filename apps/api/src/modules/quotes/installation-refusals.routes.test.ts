import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { paidQuote, seedIds, verifyIdentity, type SeedIds } from '../../test/fixtures.ts';
import { get, latestCode, login, nextPhone, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let support: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Installation-refusals-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  // An engineer of this file's own, so the rating read back is only the one given here.
  const created = await post(
    t.app,
    '/api/ClientUser/CreateSupportUser',
    {
      firstname: 'Tunde',
      lastname: 'Bakare',
      email: 'tunde.engineer@example.com',
      phoneNumber: nextPhone(),
      userRole: 2,
      isEngineer: true,
    },
    admin,
  );
  expect(created.statusCode).toBe(200);
  const session = await post(t.app, '/api/ClientUser/SetPassword', {
    email: 'tunde.engineer@example.com',
    token: await latestCode(t.app, 'tunde.engineer@example.com'),
    password: 'Tunde-Engineer-7',
  });
  engineer = { token: session.body.token, id: session.body.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
const today = () => lagosDate(new Date());

/** A paid request with this file's engineer assigned, a date set for today, and the steps up to `until` done. */
async function installation(until: 'date-set' | 'date-accepted' | 'completed') {
  const paid = await paidQuote(t.app, ids, support, `refusals.customer.${++n}@example.com`);
  const { quoteId, customer } = paid;
  await verifyIdentity(t.app, customer.token, paid.quoteRequestId);
  const steps: [string, unknown, string][] = [
    ['/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support],
    ['/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: today() }, support],
  ];
  if (until !== 'date-set')
    steps.push(['/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, customer.token]);
  if (until === 'completed') {
    steps.push([
      '/api/Quote/InstallationCompletion',
      { quoteId, fulfilmentDate: today(), installationData: 'Done' },
      engineer.token,
    ]);
  }
  for (const [url, body, token] of steps) {
    const res = await post(t.app, url, body, token);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.message}`);
  }
  return paid;
}

/** The quote as staff see it, to show a refusal changed nothing. */
const staffQuote = async (quoteRequestId: number) =>
  (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body.quote;

describe('another customer’s installation', () => {
  it('refuses to answer its date, confirm it or show its warranty, and changes nothing', async () => {
    const dated = await installation('date-set');
    const stranger = await signUpCustomer(t.app, `refusals.stranger.${++n}@example.com`);

    expect(
      await post(
        t.app,
        '/api/Quote/RespondToFulfilmentDate',
        { quoteId: dated.quoteId, accepted: true },
        stranger.token,
      ),
    ).toMatchObject({ statusCode: 404, body: { message: 'Quote not found.' } });
    expect(
      (
        await post(
          t.app,
          '/api/Quote/RespondToFulfilmentDate',
          { quoteId: dated.quoteId, accepted: false, suggestedDate: today() },
          stranger.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(await staffQuote(dated.quoteRequestId)).toMatchObject({
      installationStatus: 1,
      fulfilmentDate: today(),
      suggestedDate: null,
    });

    const done = await installation('completed');
    expect(
      await post(t.app, '/api/Quote/InstallationConfirmed', { quoteId: done.quoteId, rating: 5 }, stranger.token),
    ).toMatchObject({ statusCode: 404, body: { message: 'Quote not found.' } });
    expect(await get(t.app, `/api/Quote/GetWarrantyData?quoteId=${done.quoteId}`, stranger.token)).toMatchObject({
      statusCode: 404,
      body: { message: expect.stringContaining('not found') },
    });
    expect(await staffQuote(done.quoteRequestId)).toMatchObject({ installationStatus: 3, rating: null });
    // The owner still can.
    expect(
      (await get(t.app, `/api/Quote/GetWarrantyData?quoteId=${done.quoteId}`, done.customer.token)).body.warranty,
    ).toMatchObject({ status: 'Not started', startDate: null });
    // So does the engineer assigned to it; another engineer reads no warranty but their own installations'.
    expect((await get(t.app, `/api/Quote/GetWarrantyData?quoteId=${done.quoteId}`, engineer.token)).statusCode).toBe(
      200,
    );
    const otherEngineer = (await login(t.app, 'engineer@demo.imole.ng', PASSWORD)).token;
    expect(await get(t.app, `/api/Quote/GetWarrantyData?quoteId=${done.quoteId}`, otherEngineer)).toMatchObject({
      statusCode: 404,
      body: { message: 'Quote not found.' },
    });
  });
});

describe('confirming an installation', () => {
  it('refuses one the engineer has not marked complete, and changes nothing', async () => {
    const { quoteId, quoteRequestId, customer } = await installation('date-accepted');
    expect(await post(t.app, '/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, customer.token)).toMatchObject(
      {
        statusCode: 409,
        body: { message: 'The engineer has not marked the installation as done yet.' },
      },
    );
    expect(await staffQuote(quoteRequestId)).toMatchObject({ installationStatus: 2, rating: null });
    expect(
      (await get(t.app, `/api/Quote/GetWarrantyData?quoteId=${quoteId}`, customer.token)).body.warranty,
    ).toMatchObject({ status: 'Not started', startDate: null });
  });

  it('refuses a rating outside 1–5 or not whole, then stores a good one against the engineer', async () => {
    const { quoteId, quoteRequestId, customer } = await installation('completed');
    for (const rating of [0, 6, 2.5]) {
      expect(await post(t.app, '/api/Quote/InstallationConfirmed', { quoteId, rating }, customer.token)).toMatchObject({
        statusCode: 400,
        body: { message: 'Rate the installation from 1 to 5 stars' },
      });
    }
    expect(await staffQuote(quoteRequestId)).toMatchObject({ installationStatus: 3, rating: null });
    const listed = async () =>
      (await get(t.app, '/api/Quote/GetEngineersForAssignment', support)).body.data.find(
        (e: { id: number }) => e.id === engineer.id,
      );
    expect(await listed()).toMatchObject({ rating: null });

    expect(await post(t.app, '/api/Quote/InstallationConfirmed', { quoteId, rating: 3 }, customer.token)).toMatchObject(
      { statusCode: 200, body: { data: { installationStatus: 4 } } },
    );
    expect(await listed()).toMatchObject({ firstname: 'Tunde', rating: 3 });
    expect((await get(t.app, '/api/Quote/GetQuoteRequest', customer.token)).body.supportStaff).toMatchObject({
      firstname: 'Tunde',
      rating: 3,
    });
    // Confirmed once only: a second rating does not replace the first.
    expect(
      (await post(t.app, '/api/Quote/InstallationConfirmed', { quoteId, rating: 1 }, customer.token)).statusCode,
    ).toBe(409);
    expect(await listed()).toMatchObject({ rating: 3 });
  });
});

describe('a customer reading one request by id', () => {
  it('answers their own, and "not found" for another customer’s or a missing one', async () => {
    const { quoteRequestId, customer } = await paidQuote(t.app, ids, support, `refusals.customer.${++n}@example.com`);
    const other = await paidQuote(t.app, ids, support, `refusals.customer.${++n}@example.com`);

    const own = await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, customer.token);
    expect(own).toMatchObject({ statusCode: 200, body: { quoteRequest: { id: quoteRequestId } } });
    expect(own.body.auditTrail).toEqual([]);
    for (const id of [other.quoteRequestId, 999_999]) {
      expect(await get(t.app, `/api/Quote/GetQuoteRequest?id=${id}`, customer.token)).toMatchObject({
        statusCode: 404,
        body: { message: expect.stringContaining('not found') },
      });
    }
    expect((await get(t.app, '/api/Quote/GetQuoteRequest?id=abc', customer.token)).statusCode).toBe(400);
  });
});
