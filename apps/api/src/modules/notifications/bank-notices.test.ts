/**
 * The bank officer's notice of a signed undertaking (docs/banks.md "The application"): officers have no notifications
 * page, so the e-mail and SMS are their only prompt and carry the application's full address.
 */
import { sql } from 'kysely';
import { internationalPhone } from '@imole/domain';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pricedQuote, seedIds, TINY_PDF } from '../../test/fixtures.ts';
import { login, post } from '../../test/session.ts';

const PASSWORD = 'Bank-notice-pass-1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
});
afterAll(() => t.close());

const outboxFor = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=50` })).json().data as {
    channel: string;
    subject: string | null;
    body: string;
  }[];

it('e-mails and texts the bank’s officer the full link to the application when a signed undertaking arrives', async () => {
  const db = t.app.deps.db;
  const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const priced = await pricedQuote(t.app, await seedIds(db), support, 'bank.notice@example.com');
  const bank = await db
    .selectFrom('financial_institution')
    .select('id')
    .where(sql<string>`lower(code)`, '=', 'sterling')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('quote_request')
    .set({ financial_institution_id: bank.id })
    .where('id', '=', priced.quoteRequestId)
    .execute();
  await db
    .insertInto('financial_institution_application')
    .values({
      quote_request_id: priced.quoteRequestId,
      financial_institution_id: bank.id,
      customer_user_id: priced.customer.user.id,
    })
    .execute();
  const officer = await db
    .selectFrom('app_user')
    .select(['email', 'phone_number'])
    .where('email', '=', 'bankofficer@demo.imole.ng')
    .executeTakeFirstOrThrow();

  const uploaded = await post(
    t.app,
    '/api/Quote/UploadUndertaken',
    {
      quoteRequestId: priced.quoteRequestId,
      undertaking: `data:application/pdf;base64,${TINY_PDF.toString('base64')}`,
    },
    priced.customer.token,
  );
  expect(uploaded.statusCode).toBe(200);

  const link = `${t.app.deps.config.publicUrl.replace(/\/$/, '')}/bank-application/${priced.quoteRequestId}`;
  await vi.waitFor(async () => {
    const mail = (await outboxFor(officer.email)).find(
      (m) => m.channel === 'email' && m.subject === 'A signed undertaking is waiting for your decision',
    );
    expect(mail?.body).toMatch(/Open the application to read it and approve or decline: \S+$/);
    expect(mail?.body.endsWith(link)).toBe(true);
    const text = (await outboxFor(internationalPhone(officer.phone_number))).find((m) => m.channel === 'sms');
    expect(text?.body.endsWith(link)).toBe(true);
  });
});
