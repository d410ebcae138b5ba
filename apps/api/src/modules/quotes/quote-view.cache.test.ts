import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { lagosDate } from '@imole/domain';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { recordStatements } from '../../test/statements.ts';
import { installedQuote, pricedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login } from '../../test/session.ts';
import { pruneQuoteViewChanges, readQuoteViewStamp } from './quote-view.repository.ts';

// A process keeps a quote view while its stamp stands (quote-view.cache.ts); every write to a row the view reads
// moves the stamp by trigger (migration 20261126040000). These tests write each such row, in SQL as any writer
// could, and read the view again at once: it must show the write, in this process and (quote-view.pg.test.ts) in
// another.

let t: TestApp;
let ids: SeedIds;
let support: string;
let engineer: { token: string; id: number };
let offsetMs = 0;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } });
  await seedDemoAccounts(t.app.deps.db, 'Cache-pass-1');
  support = (await login(t.app, 'support@demo.imole.ng', 'Cache-pass-1')).token;
  const signedIn = await login(t.app, 'engineer@demo.imole.ng', 'Cache-pass-1');
  engineer = { token: signedIn.token, id: signedIn.user.id };
  ids = await seedIds(t.app.deps.db);
  statements = recordStatements(t.app.deps.db);
});
afterAll(() => t.close());

const db = () => t.app.deps.db;

describe('a kept quote view', () => {
  let installed: Awaited<ReturnType<typeof installedQuote>>;
  let quoteRequestId: number;
  beforeAll(async () => {
    installed = await installedQuote(t.app, ids, support, engineer, 'kept@example.com', lagosDate(new Date()));
    quoteRequestId = installed.quoteRequestId;
  });
  const customerView = async () => {
    const { statusCode, body } = await get(t.app, '/api/Quote/GetQuoteRequest', installed.customer.token);
    expect(statusCode).toBe(200);
    return body;
  };
  const staffView = async () => (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;

  it('is served on one small statement while nothing it reads changed', async () => {
    const first = await customerView();
    statements.length = 0;
    expect(await customerView()).toEqual(first);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('quote_view_change');
    expect(statements[0]).not.toContain('json_build_object');
  });

  it('shows at once a write to each table the view reads', async () => {
    const quoteId = installed.quoteId;
    const writes: [string, () => Promise<unknown>, (view: Awaited<ReturnType<typeof customerView>>) => unknown][] = [
      [
        'the request',
        () => sql`update quote_request set address = 'Plot 9, Kept Street' where id = ${quoteRequestId}`.execute(db()),
        (v) => v.quoteRequest.address,
      ],
      [
        'its customer',
        () =>
          sql`update app_user set firstname = 'Renamed' where id = (select user_id from quote_request where id = ${quoteRequestId})`.execute(
            db(),
          ),
        (v) => v.quoteRequest.clientUser.firstname,
      ],
      [
        'its quote',
        () => sql`update quote set installation_data = 'Kept note' where id = ${quoteId}`.execute(db()),
        (v) => v.quote.installationData,
      ],
      [
        'a quote line',
        () => sql`update quote_line set name = 'Renamed line' where quote_id = ${quoteId}`.execute(db()),
        (v) => v.quoteLines.map((l: { name: string }) => l.name),
      ],
      [
        'a payment',
        () =>
          sql`update payment set settled_at = settled_at - interval '1 day' where quote_id = ${quoteId} and status = 'success'`.execute(
            db(),
          ),
        (v) => v.transactions.map((x: Record<string, unknown>) => JSON.stringify(x)),
      ],
      [
        'its maintenance check',
        () => sql`update monitoring_schedule set due_date = due_date - 400 where quote_id = ${quoteId}`.execute(db()),
        (v) => v.monitoringScheduleCode,
      ],
      [
        'the engineer (a rating on another installation of theirs)',
        () =>
          sql`update quote set rating = 1 where support_user_id = ${engineer.id} and id <> ${quoteId}`.execute(db()),
        (v) => v.supportStaff,
      ],
      [
        // Identity verification (issue 21): the view answers kycStatus, isVerified and isToDoVerification.
        'its identity verification',
        () =>
          sql`update kyc_verification set status = 'review' where quote_request_id = ${quoteRequestId}`.execute(db()),
        (v) => [v.kycStatus, v.isVerified],
      ],
      [
        'a state name',
        () =>
          sql`update state set title = title || ' (kept)' where id = (select state_id from quote_request where id = ${quoteRequestId})`.execute(
            db(),
          ),
        (v) => v.quoteRequest.state,
      ],
    ];
    // Another installation by the same engineer, so their average rating has something to move.
    await installedQuote(t.app, ids, support, engineer, 'kept-other@example.com', lagosDate(new Date()));
    for (const [what, write, part] of writes) {
      const before = part(await customerView());
      expect(part(await customerView()), what).toEqual(before);
      await write();
      expect(part(await customerView()), `the customer's view after a write to ${what}`).not.toEqual(before);
    }
    // The state's name back as the other tests (and the request form) know it.
    await sql`update state set title = replace(title, ' (kept)', '')`.execute(db());
    expect((await customerView()).quoteRequest.state).not.toContain('(kept)');
  });

  it('shows staff a new audit entry at once', async () => {
    const before = await staffView();
    await sql`insert into audit_log (actor_user_id, action, entity, entity_id, quote_request_id)
      values (null, 'kept.test', 'quote_request', ${quoteRequestId}, ${quoteRequestId})`.execute(db());
    const after = await staffView();
    expect(after.auditTrail.length).toBe(before.auditTrail.length + 1);
  });

  it('is read again after a catalogue change', async () => {
    const before = await readQuoteViewStamp(db(), { id: quoteRequestId });
    await sql`update setting set value = value where key = 'equityPercentages'`.execute(db());
    expect((await readQuoteViewStamp(db(), { id: quoteRequestId }))?.stamp).not.toBe(before?.stamp);
  });

  it('is read again after a few seconds, so what moves with time alone is never long out of date', async () => {
    await customerView();
    statements.length = 0;
    await customerView();
    expect(statements).toHaveLength(1);
    offsetMs += 6_000;
    statements.length = 0;
    await customerView();
    expect(statements.some((s) => s.includes('json_build_object'))).toBe(true);
  });
});

it('never serves a sent offer past its expiry', async () => {
  const priced = await pricedQuote(t.app, ids, support, 'kept-offer@example.com');
  const view = async () => (await get(t.app, '/api/Quote/GetQuoteRequest', priced.customer.token)).body;
  expect((await view()).quote.quoteStatus).toBe(1);
  // Make the offer expire a moment from now, in SQL (the stamp moves), read it, then let the moment pass.
  await sql`update quote set expires_at = ${new Date(Date.now() + offsetMs + 1_000)} where id = ${priced.quoteId}`.execute(
    db(),
  );
  expect((await view()).quote.quoteStatus).toBe(1);
  offsetMs += 1_500;
  const after = await view();
  expect(after.quote.quoteStatus).not.toBe(1);
});

it('keeps each audience apart: a customer never gets the view kept for staff', async () => {
  const priced = await pricedQuote(t.app, ids, support, 'kept-audience@example.com');
  const staff = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, support)).body;
  expect(staff.auditTrail.length).toBeGreaterThan(0);
  const customer = (await get(t.app, '/api/Quote/GetQuoteRequest', priced.customer.token)).body;
  expect(customer.auditTrail).toEqual([]);
});

it('prunes change rows over an hour old, and a view kept before is read again, never served old', async () => {
  const priced = await pricedQuote(t.app, ids, support, 'kept-prune@example.com');
  const view = async () => (await get(t.app, '/api/Quote/GetQuoteRequest', priced.customer.token)).body;
  await view();
  await sql`update quote_view_change set created_at = now() - interval '2 hours'`.execute(db());
  const stampBefore = await readQuoteViewStamp(db(), { id: priced.quoteRequestId });
  expect(await pruneQuoteViewChanges(db(), new Date(Date.now() - 60 * 60 * 1000))).toBeGreaterThan(0);
  expect(await db().selectFrom('quote_view_change').select('id').execute()).toEqual([]);
  expect((await readQuoteViewStamp(db(), { id: priced.quoteRequestId }))?.stamp).not.toBe(stampBefore?.stamp);
  statements.length = 0;
  expect((await view()).quoteRequest.id).toBe(priced.quoteRequestId);
  expect(statements.some((s) => s.includes('json_build_object'))).toBe(true);
});
