import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { paidQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';

// Quote/UpdateQuoteRequestLocationData (issue 21): the customer shares the house's location from their phone.
let t: TestApp;
let ids: SeedIds;
let support = '';
beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, 'Location-pass-1');
  support = (await login(t.app, 'support@demo.imole.ng', 'Location-pass-1')).token;
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

const save = (body: object, token: string) => post(t.app, '/api/Quote/UpdateQuoteRequestLocationData', body, token);

describe('the house’s location', () => {
  it('saves a point in Nigeria on the customer’s own request, and KycDetails says it was captured', async () => {
    const { customer, quoteRequestId } = await paidQuote(t.app, ids, support, 'location.1@example.com');
    const saved = await save({ quoteRequestId, latitude: 6.6018, longitude: 3.3515, accuracy: 12.5 }, customer.token);
    expect(saved).toMatchObject({ statusCode: 200, body: { status: true, message: 'Location saved.' } });
    const row = await t.app.deps.db
      .selectFrom('quote_request')
      .select(['latitude', 'longitude', 'location_accuracy_m', 'location_captured_at'])
      .where('id', '=', quoteRequestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ latitude: 6.6018, longitude: 3.3515, location_accuracy_m: 12.5 });
    expect(row.location_captured_at).not.toBeNull();
    const details = await get(t.app, `/api/SmileId/KycDetails?quoteRequestId=${quoteRequestId}`, support);
    expect(details.body.data.locationCaptured).toBe(true);
  });

  it('refuses a point outside Nigeria, a number that is not one, and another customer’s request', async () => {
    const { customer, quoteRequestId } = await paidQuote(t.app, ids, support, 'location.2@example.com');
    const other = await paidQuote(t.app, ids, support, 'location.3@example.com');
    const outside = 'That location is outside Nigeria. Share it from the house where the system will be installed.';
    for (const [latitude, longitude] of [
      [51.5072, -0.1276], // London
      [5.6037, -0.187], // Accra
      [0, 0],
    ])
      expect(await save({ quoteRequestId, latitude, longitude }, customer.token)).toMatchObject({
        statusCode: 400,
        body: { message: outside },
      });
    expect((await save({ quoteRequestId, latitude: 'six', longitude: 3.35 }, customer.token)).statusCode).toBe(400);
    expect(
      (await save({ quoteRequestId: other.quoteRequestId, latitude: 6.6, longitude: 3.35 }, customer.token)).statusCode,
    ).toBe(404);
    expect((await save({ quoteRequestId, latitude: 6.6, longitude: 3.35 }, support)).statusCode).toBe(403);
  });
});
