/**
 * A bank-financed request's application (issue 22; docs/banks.md "The application"): the undertaking form, the signed
 * undertaking (checked by content, sealed at rest, replaceable until decided), the bank's decision (the bank's payment
 * credited as an outright payment, the ledger, the request moving on to an engineer without an identity check), the
 * decline and the switch to an ordinary plan; each refused at the wrong stage or to the wrong person.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { bankRequestLockedMessage, internationalPhone, UserRole } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  paidQuote,
  pricedQuote,
  powerNeedRequest,
  seedIds,
  testJpeg,
  TINY_PDF,
  type SeedIds,
} from '../../test/fixtures.ts';
import { pdfPageText } from '../../test/pdf-text.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';
import { hashPassword } from '../users/index.ts';

const PASSWORD = 'Bank-application-pass-1';
let t: TestApp;
let ids: SeedIds;
let support = '';
let admin = '';
let engineer = { token: '', id: 0 };
let sterling = { id: 0, officer: '', officerId: 0 };
let wema = { id: 0, officer: '' };
let n = 0;

/** A bank officer of the institution, made directly (part C's admin calls make them in the product). */
async function officerOf(code: string, email: string) {
  const bank = await t.app.deps.db
    .selectFrom('financial_institution')
    .select('id')
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirstOrThrow();
  await t.app.deps.db
    .insertInto('app_user')
    .values({
      username: email,
      firstname: 'Loan',
      lastname: `Officer ${code}`,
      email,
      phone_number: `0809${String(1_000_000 + bank.id).slice(1)}`,
      password_hash: await hashPassword(PASSWORD),
      user_role: UserRole.BankOfficer,
      financial_institution_id: bank.id,
      is_active: true,
      is_first_time_user: false,
      email_confirmed_at: new Date(),
      phone_confirmed_at: new Date(),
      created_by: 'test',
    })
    .execute();
  const session = await login(t.app, email, PASSWORD);
  return { id: bank.id, officer: session.token, officerId: session.user.id };
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  sterling = await officerOf('STERLING', 'officer.sterling@example.com');
  wema = await officerOf('WEMA', 'officer.wema@example.com');
  await t.app.deps.db
    .updateTable('financial_institution')
    .set({ undertaking_text: 'I undertake to repay Sterling Bank from my salary account 0001.' })
    .where('id', '=', sterling.id)
    .execute();
});
afterAll(() => t.close());

/** Makes a request financed by the bank, as CreateFinancialInstitutionQuote does (a request naming it, its application). */
async function financeBy(quoteRequestId: number, customerId: number, bankId = sterling.id) {
  await t.app.deps.db
    .updateTable('quote_request')
    .set({ financial_institution_id: bankId })
    .where('id', '=', quoteRequestId)
    .execute();
  await t.app.deps.db
    .insertInto('financial_institution_application')
    .values({ quote_request_id: quoteRequestId, financial_institution_id: bankId, customer_user_id: customerId })
    .execute();
}

/** A bank request priced by support: awaiting the undertaking. */
async function bankQuote(bankId = sterling.id) {
  const priced = await pricedQuote(t.app, ids, support, `bank.${++n}@example.com`);
  await financeBy(priced.quoteRequestId, priced.customer.user.id, bankId);
  return priced;
}

const pdfBase64 = `data:application/pdf;base64,${TINY_PDF.toString('base64')}`;
const upload = (quoteRequestId: number, token: string, undertaking: string | undefined = pdfBase64) =>
  post(t.app, '/api/Quote/UploadUndertaken', { quoteRequestId, undertaking }, token);
const decideCall = (quoteRequestId: number, token: string, approve: boolean, reason?: string) =>
  post(t.app, '/api/FinancialInstitutionQuote/Decide', { quoteRequestId, approve, reason }, token);
const raw = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const applicationRow = (quoteRequestId: number) =>
  t.app.deps.db
    .selectFrom('financial_institution_application')
    .selectAll()
    .where('quote_request_id', '=', quoteRequestId)
    .executeTakeFirstOrThrow();
const outboxFor = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=50` })).json().data as {
    channel: string;
    subject: string | null;
    body: string;
  }[];
const customerContact = (userId: number) =>
  t.app.deps.db
    .selectFrom('app_user')
    .select(['email', 'phone_number'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

describe('the price sent to a bank customer', () => {
  it('tells what the bank pays and to sign the undertaking form, never a down payment (app, e-mail, SMS)', async () => {
    const customer = await signUpCustomer(t.app, `bank.priced.${++n}@example.com`);
    const request = await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), customer.token);
    const quoteRequestId = request.body.data.id as number;
    await financeBy(quoteRequestId, customer.user.id);
    const quoteId = (
      await post(
        t.app,
        '/api/Quote/AssignProductToQuote',
        { quoteRequestId, components: [{ componentId: ids.inverterId, quantity: 1 }] },
        support,
      )
    ).body.data.id as number;
    const priced = await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId }, support);
    expect(priced.statusCode, JSON.stringify(priced.body)).toBe(200);
    const notice = await t.app.deps.db
      .selectFrom('notification')
      .select(['title', 'body'])
      .where('user_id', '=', customer.user.id)
      .where('event', '=', 'quote-priced')
      .executeTakeFirstOrThrow();
    expect(notice.title).toBe('Your quote is ready');
    expect(notice.body).toMatch(/is ready: Sterling Bank pays ₦[\d,.]+ for your solar system/);
    expect(notice.body).toContain('download the undertaking form, sign it and send it back in Imole');
    expect(notice.body).not.toMatch(/down payment|choose your plan/);
    const contact = await customerContact(customer.user.id);
    await vi.waitFor(async () => {
      const mail = (await outboxFor(contact.email)).find((m) => m.channel === 'email' && /is ready/.test(m.body));
      expect(mail?.body).toContain('undertaking form');
      expect(mail?.body).not.toContain('down payment');
      const sms = (await outboxFor(internationalPhone(contact.phone_number))).find((m) => /is ready/.test(m.body));
      expect(sms?.body).toContain('Sterling Bank pays');
    });
  });
});

describe('changing a bank-financed request', () => {
  it('is refused to the customer (the bank’s form names its package and price), before and after pricing', async () => {
    const priced = await bankQuote();
    const change = (quoteRequestId: number) =>
      post(
        t.app,
        '/api/Quote/UpdateQuoteRequest',
        { ...powerNeedRequest(ids), landmark: 'Beside the new mall', quoteRequestId },
        priced.customer.token,
      );
    const refused = await change(priced.quoteRequestId);
    expect([refused.statusCode, refused.body.message]).toEqual([409, bankRequestLockedMessage]);
    const row = await t.app.deps.db
      .selectFrom('quote_request')
      .select(['status', 'landmark'])
      .where('id', '=', priced.quoteRequestId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(2);
    expect(row.landmark).not.toBe('Beside the new mall');
    await t.app.deps.db
      .updateTable('quote_request')
      .set({ status: 1 })
      .where('id', '=', priced.quoteRequestId)
      .execute();
    expect((await change(priced.quoteRequestId)).statusCode).toBe(409);
  });
});

describe('the undertaking form', () => {
  it('is refused before the request is priced, and names everything the customer signs once it is', async () => {
    const customer = await signUpCustomer(t.app, `bank.unpriced.${++n}@example.com`);
    const request = await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), customer.token);
    const quoteRequestId = request.body.data.id as number;
    await financeBy(quoteRequestId, customer.user.id);
    const early = await get(
      t.app,
      `/api/FinancialInstitutionQuote/UndertakingForm?quoteRequestId=${quoteRequestId}`,
      customer.token,
    );
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toMatch(/^Your quote is not priced yet/);
    expect((await upload(quoteRequestId, customer.token)).statusCode).toBe(409);

    const priced = await bankQuote();
    const form = await raw(
      `/api/FinancialInstitutionQuote/UndertakingForm?quoteRequestId=${priced.quoteRequestId}`,
      priced.customer.token,
    );
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.headers['content-disposition']).toMatch(/^attachment; filename="Imole-undertaking-[A-Z0-9-]+\.pdf"$/);
    const text = pdfPageText(form.rawPayload).replace(/\n/g, ' ');
    const contact = await customerContact(priced.customer.user.id);
    const reference = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, support)).body
      .quoteRequest.referenceNo as string;
    for (const expected of [
      'Undertaking to Sterling Bank',
      'Chiamaka Obi',
      contact.phone_number,
      contact.email,
      '9 Allen Avenue, Ikeja',
      'By the roundabout',
      reference,
      `NGN ${priced.total.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
      'I undertake to repay Sterling Bank from my salary account 0001.',
      'Signature',
      'Date',
    ])
      expect(text, expected).toContain(expected);
  });

  it('opens for the bank’s officer and staff, never for another bank’s officer, another customer or an engineer', async () => {
    const priced = await bankQuote();
    const url = `/api/FinancialInstitutionQuote/UndertakingForm?quoteRequestId=${priced.quoteRequestId}`;
    const stranger = await signUpCustomer(t.app, `bank.stranger.${++n}@example.com`);
    expect((await raw(url, sterling.officer)).statusCode).toBe(200);
    expect((await raw(url, admin)).statusCode).toBe(200);
    expect((await raw(url, support)).statusCode).toBe(200);
    expect((await raw(url, wema.officer)).statusCode).toBe(404);
    expect((await raw(url, stranger.token)).statusCode).toBe(404);
    expect((await raw(url, engineer.token)).statusCode).toBe(403);
    // An ordinary request has no application: not found, to the officer as to anyone.
    const ordinary = await pricedQuote(t.app, ids, support, `ordinary.${++n}@example.com`);
    expect(
      (
        await raw(
          `/api/FinancialInstitutionQuote/UndertakingForm?quoteRequestId=${ordinary.quoteRequestId}`,
          sterling.officer,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('the signed undertaking', () => {
  it('is checked by content and size, with a sentence saying what to do', async () => {
    const priced = await bankQuote();
    const token = priced.customer.token;
    const none = await upload(priced.quoteRequestId, token, '');
    expect([none.statusCode, none.body.message]).toEqual([
      400,
      'Choose the signed undertaking to upload: a PDF or a photo (JPEG, PNG or WebP).',
    ]);
    const text = await upload(priced.quoteRequestId, token, Buffer.from('just words, not a scan').toString('base64'));
    expect(text.statusCode).toBe(400);
    expect(text.body.message).toMatch(/^This file is not a PDF or a photo we can read/);
    // A PDF named a JPEG by its data-URL prefix is still a PDF (told by content); a JPEG prefix on text is not a JPEG.
    const lying = await upload(
      priced.quoteRequestId,
      token,
      `data:image/jpeg;base64,${Buffer.from('<html>').toString('base64')}`,
    );
    expect(lying.statusCode).toBe(400);
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(priced.quoteRequestId, token, big.toString('base64'));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body.message).toMatch(/larger than 10 MB/);
    expect((await applicationRow(priced.quoteRequestId)).undertaking_file).toBeNull();
  });

  it('is sealed at rest, replaceable until decided, read back as sent, and tells the bank’s officers', async () => {
    const priced = await bankQuote();
    const token = priced.customer.token;
    const first = await upload(priced.quoteRequestId, token);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.undertakingUploadedAt).toEqual(expect.any(String));
    const firstKey = (await applicationRow(priced.quoteRequestId)).undertaking_file!;

    const photo = testJpeg();
    const replaced = await upload(priced.quoteRequestId, token, photo.toString('base64'));
    expect(replaced.statusCode).toBe(200);
    const row = await applicationRow(priced.quoteRequestId);
    expect(row.undertaking_content_type).toBe('image/jpeg');
    expect(row.undertaking_file).not.toBe(firstKey);
    // The replaced file is gone from the store; the new one is sealed (no JPEG or PDF header on disk).
    await expect(t.app.deps.files.get(firstKey)).rejects.toThrow();
    const stored = await t.app.deps.files.get(row.undertaking_file!);
    expect([stored[0], stored[1]]).not.toEqual([0xff, 0xd8]);
    expect(stored.includes(photo.subarray(0, 64))).toBe(false);

    const back = await raw(`/api/FinancialInstitutionQuote/Undertaking?quoteRequestId=${priced.quoteRequestId}`, token);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(photo)).toBe(true);
    expect(
      (await raw(`/api/FinancialInstitutionQuote/Undertaking?quoteRequestId=${priced.quoteRequestId}`, wema.officer))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await raw(
          `/api/FinancialInstitutionQuote/Undertaking?quoteRequestId=${priced.quoteRequestId}`,
          sterling.officer,
        )
      ).statusCode,
    ).toBe(200);
    const openings = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['actor_user_id'])
      .where('action', '=', 'bank.undertaking-opened')
      .where('quote_request_id', '=', priced.quoteRequestId)
      .execute();
    // The officer's opening is audited; the customer's own is not.
    expect(openings).toEqual([{ actor_user_id: sterling.officerId }]);

    const notices = await t.app.deps.db
      .selectFrom('notification')
      .select(['title', 'link'])
      .where('user_id', '=', sterling.officerId)
      .where('link', '=', `/bank-application/${priced.quoteRequestId}`)
      .orderBy('id')
      .execute();
    expect(notices.map((x) => x.title)).toEqual([
      'A signed undertaking is waiting for your decision',
      'A signed undertaking was replaced',
    ]);
    await vi.waitFor(async () =>
      expect(
        (await outboxFor('officer.sterling@example.com')).some(
          (m) => m.channel === 'email' && m.subject === 'A signed undertaking was replaced',
        ),
      ).toBe(true),
    );
  });

  it('is refused to another customer, to the bank’s officer, and on an offer that expired before the upload', async () => {
    const priced = await bankQuote();
    const stranger = await signUpCustomer(t.app, `bank.other.${++n}@example.com`);
    expect((await upload(priced.quoteRequestId, stranger.token)).statusCode).toBe(404);
    expect((await upload(priced.quoteRequestId, sterling.officer)).statusCode).toBe(403);
    const byStaff = await upload(priced.quoteRequestId, support);
    expect(byStaff.statusCode).toBe(200);
    const expiring = await bankQuote();
    await t.app.deps.db
      .updateTable('quote')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', expiring.quoteId)
      .execute();
    const late = await upload(expiring.quoteRequestId, expiring.customer.token);
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toMatch(/^This offer has expired/);
  });

  it('signed before the request was priced again, it is asked for again: the bank never decides on an old amount', async () => {
    const priced = await bankQuote();
    expect((await upload(priced.quoteRequestId, priced.customer.token)).statusCode).toBe(200);
    // Imole's support changes the request for the customer (back to status 1); support prices it again.
    await t.app.deps.db
      .updateTable('quote_request')
      .set({ status: 1 })
      .where('id', '=', priced.quoteRequestId)
      .execute();
    expect((await decideCall(priced.quoteRequestId, sterling.officer, true)).statusCode).toBe(409);
    const repriced = await post(
      t.app,
      '/api/Quote/AssignProductToQuote',
      { quoteRequestId: priced.quoteRequestId, components: [{ componentId: ids.inverterId, quantity: 2 }] },
      support,
    );
    expect(repriced.statusCode, JSON.stringify(repriced.body)).toBe(200);
    expect((await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId: priced.quoteId }, support)).statusCode).toBe(
      200,
    );
    const again = await decideCall(priced.quoteRequestId, sterling.officer, true);
    expect([again.statusCode, again.body.message]).toEqual([
      409,
      'This application is not waiting for a decision: it is waiting for the customer’s signed undertaking.',
    ]);
    const view = await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, priced.customer.token);
    expect(view.body.financialInstitution?.applicationStage).toBe('awaiting-undertaking');
    expect((await upload(priced.quoteRequestId, priced.customer.token)).statusCode).toBe(200);
    expect((await decideCall(priced.quoteRequestId, sterling.officer, true)).statusCode).toBe(200);
  });

  it('leaves no plaintext undertaking in any column of any table or any file', async () => {
    const priced = await bankQuote();
    const marker = 'UNDERTAKING-PLAINTEXT-MARKER-7731';
    const pdf = Buffer.concat([TINY_PDF, Buffer.from(`\n% ${marker}\n`)]);
    expect((await upload(priced.quoteRequestId, priced.customer.token, pdf.toString('base64'))).statusCode).toBe(200);
    const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'bytea', 'json', 'jsonb')`.execute(
      t.app.deps.db,
    );
    for (const { table_name, column_name, data_type } of columns.rows) {
      const column = sql.ref(`${table_name}.${column_name}`);
      const found =
        data_type === 'bytea'
          ? sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}
              where position(convert_to(${marker}, 'UTF8') in ${column}) > 0`
          : sql<{
              n: number;
            }>`select count(*)::int as n from ${sql.table(table_name)} where ${column}::text like ${`%${marker}%`}`;
      expect((await found.execute(t.app.deps.db)).rows[0]!.n, `${table_name}.${column_name}`).toBe(0);
    }
    const dir = path.join(t.app.deps.config.filesDir, 'banks');
    const files = (await readdir(dir, { withFileTypes: true, recursive: true }))
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const bytes = await readFile(file);
      expect(bytes.includes(Buffer.from(marker)), file).toBe(false);
      expect(bytes.includes(Buffer.from('%PDF')), file).toBe(false);
      expect([bytes[0], bytes[1]], file).not.toEqual([0xff, 0xd8]);
    }
  });
});

describe('the bank’s decision', () => {
  it('is refused before the undertaking, to another bank’s officer and to the customer; a decline needs a reason', async () => {
    const priced = await bankQuote();
    const early = await decideCall(priced.quoteRequestId, sterling.officer, true);
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe(
      'This application is not waiting for a decision: it is waiting for the customer’s signed undertaking.',
    );
    await upload(priced.quoteRequestId, priced.customer.token);
    expect((await decideCall(priced.quoteRequestId, wema.officer, true)).statusCode).toBe(404);
    expect((await decideCall(priced.quoteRequestId, priced.customer.token, true)).statusCode).toBe(403);
    expect((await decideCall(priced.quoteRequestId, engineer.token, true)).statusCode).toBe(403);
    for (const reason of [undefined, '  ', 'no', 'x'.repeat(501)]) {
      const refused = await decideCall(priced.quoteRequestId, sterling.officer, false, reason);
      expect([refused.statusCode, refused.body.message]).toEqual([
        400,
        'Say why the application is declined, so the customer knows what to do.',
      ]);
    }
    expect((await applicationRow(priced.quoteRequestId)).status).toBe('open');
  });

  it('approved: the bank pays the total, credited as an outright payment; the request goes on to an engineer without an identity check', async () => {
    const priced = await bankQuote();
    await upload(priced.quoteRequestId, priced.customer.token);
    const approved = await decideCall(priced.quoteRequestId, sterling.officer, true);
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    const totalKobo = Math.round(priced.total * 100);

    const payment = await t.app.deps.db
      .selectFrom('payment')
      .selectAll()
      .where('quote_id', '=', priced.quoteId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      provider: 'bank',
      purpose: 'outright',
      status: 'success',
      expected_kobo: totalKobo,
      paid_kobo: totalKobo,
      payer_financial_institution_id: sterling.id,
      user_id: priced.customer.user.id,
    });
    const ledger = await t.app.deps.db
      .selectFrom('ledger_entry')
      .select(['account', 'debit_kobo', 'credit_kobo'])
      .where('payment_id', '=', payment.id)
      .orderBy('account')
      .execute();
    expect(ledger).toEqual([
      { account: 'cash', debit_kobo: totalKobo, credit_kobo: 0 },
      { account: 'customer_receivable', debit_kobo: 0, credit_kobo: totalKobo },
    ]);
    const view = await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, priced.customer.token);
    expect(view.body.quoteRequest.quoteRequestStatus).toBe(3);
    expect(view.body.quote).toMatchObject({ quoteStatus: 2, isOutright: true });
    const history = await get(
      t.app,
      `/api/Transaction/GetTransactions?quoteId=${priced.quoteId}`,
      priced.customer.token,
    );
    expect(history.body.data).toEqual([
      expect.objectContaining({
        successful: true,
        amountInTransaction: priced.total,
        paidBy: 'Sterling Bank',
        paidByBank: true,
      }),
    ]);
    const row = await applicationRow(priced.quoteRequestId);
    expect(row).toMatchObject({ status: 'approved', decided_by_user_id: sterling.officerId, decided_on_behalf: false });

    // No identity check: the bank carries the credit.
    const assigned = await post(
      t.app,
      '/api/Quote/AssignSupportUserToQuoteRequest',
      { quoteId: priced.quoteId, supportUserId: engineer.id },
      support,
    );
    expect(assigned.statusCode, JSON.stringify(assigned.body)).toBe(200);

    // The customer hears it from the bank's decision (app, e-mail, SMS), not as a payment of their own.
    const contact = await customerContact(priced.customer.user.id);
    await vi.waitFor(async () => {
      const mails = await outboxFor(contact.email);
      expect(mails.some((m) => m.channel === 'email' && m.subject === 'Sterling Bank approved your application')).toBe(
        true,
      );
      expect(mails.some((m) => /received your payment/.test(m.body))).toBe(false);
      const texts = await outboxFor(internationalPhone(contact.phone_number));
      expect(texts.some((m) => m.channel === 'sms' && /Sterling Bank approved your application/.test(m.body))).toBe(
        true,
      );
    });
    expect((await decideCall(priced.quoteRequestId, sterling.officer, false, 'Changed our mind')).statusCode).toBe(409);
    expect((await upload(priced.quoteRequestId, priced.customer.token)).statusCode).toBe(409);
  });

  it('approved by staff on the bank’s behalf after the offer’s expiry: the bank’s payment still completes it', async () => {
    const priced = await bankQuote();
    await upload(priced.quoteRequestId, priced.customer.token);
    // The bank took longer than the offer's validity to decide.
    await t.app.deps.db
      .updateTable('quote')
      .set({ expires_at: new Date(Date.now() - 86_400_000) })
      .where('id', '=', priced.quoteId)
      .execute();
    // Waiting for the bank's decision, the customer can still replace the undertaking.
    expect((await upload(priced.quoteRequestId, priced.customer.token)).statusCode).toBe(200);
    expect((await decideCall(priced.quoteRequestId, admin, true)).statusCode).toBe(200);
    expect(await applicationRow(priced.quoteRequestId)).toMatchObject({ status: 'approved', decided_on_behalf: true });
    const view = await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, support);
    expect(view.body.quoteRequest.quoteRequestStatus).toBe(3);
    const trail = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('quote_request_id', '=', priced.quoteRequestId)
      .where('action', '=', 'bank.approved')
      .execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]!.after).toMatchObject({ onBehalf: true, bank: 'Sterling Bank' });
  });

  it('declined: the customer reads why, then may switch to an ordinary plan, once', async () => {
    const priced = await bankQuote();
    await upload(priced.quoteRequestId, priced.customer.token);
    const stranger = await signUpCustomer(t.app, `bank.switcher.${++n}@example.com`);
    expect(
      (
        await post(
          t.app,
          '/api/FinancialInstitutionQuote/SwitchToOrdinaryPlan',
          { quoteRequestId: priced.quoteRequestId },
          priced.customer.token,
        )
      ).statusCode,
    ).toBe(409);
    const declined = await decideCall(priced.quoteRequestId, support, false, ' Your salary account is too new. ');
    expect(declined.statusCode).toBe(200);
    expect(await applicationRow(priced.quoteRequestId)).toMatchObject({
      status: 'declined',
      decision_reason: 'Your salary account is too new.',
      decided_on_behalf: true,
    });
    expect(
      (await t.app.deps.db.selectFrom('payment').select('id').where('quote_id', '=', priced.quoteId).execute()).length,
    ).toBe(0);
    const contact = await customerContact(priced.customer.user.id);
    await vi.waitFor(async () => {
      const mails = await outboxFor(contact.email);
      expect(
        mails.some(
          (m) =>
            m.subject === 'Sterling Bank declined your application' &&
            /Your salary account is too new\. Open Imole/.test(m.body),
        ),
      ).toBe(true);
      expect(
        (await outboxFor(internationalPhone(contact.phone_number))).some((m) =>
          /declined your application/.test(m.body),
        ),
      ).toBe(true);
    });
    expect((await upload(priced.quoteRequestId, priced.customer.token)).statusCode).toBe(409);
    // Until the switch the bank finances it: the customer has nothing to pay Imole.
    const early = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId: priced.quoteId, purpose: 'outright' },
      priced.customer.token,
    );
    expect([early.statusCode, early.body.message]).toEqual([
      409,
      'Sterling Bank finances this request, so there is nothing for you to pay Imole: Sterling Bank pays for your system once it approves your application. If Sterling Bank declines, you can switch to an ordinary plan and pay then.',
    ]);

    const switchCall = (token: string) =>
      post(
        t.app,
        '/api/FinancialInstitutionQuote/SwitchToOrdinaryPlan',
        { quoteRequestId: priced.quoteRequestId },
        token,
      );
    expect((await switchCall(stranger.token)).statusCode).toBe(404);
    expect((await switchCall(support)).statusCode).toBe(403);
    const switched = await switchCall(priced.customer.token);
    expect(switched.statusCode).toBe(200);
    expect((await applicationRow(priced.quoteRequestId)).status).toBe('switched');
    const request = await t.app.deps.db
      .selectFrom('quote_request')
      .select(['financial_institution_id', 'status'])
      .where('id', '=', priced.quoteRequestId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ financial_institution_id: null, status: 2 });
    expect((await switchCall(priced.customer.token)).statusCode).toBe(409);
    // An ordinary plan now: the customer pays as anyone does.
    const checkout = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId: priced.quoteId, purpose: 'outright' },
      priced.customer.token,
    );
    expect(checkout.statusCode, JSON.stringify(checkout.body)).toBe(200);
    const view = await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, priced.customer.token);
    const paid = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId: priced.quoteId, amount: view.body.quote.equity },
      support,
    );
    expect(paid.statusCode).toBe(200);
  });
});

describe('the engineer gate', () => {
  it('still holds for an ordinary financed quote', async () => {
    const paid = await paidQuote(t.app, ids, support, `gate.${++n}@example.com`);
    const assigned = await post(
      t.app,
      '/api/Quote/AssignSupportUserToQuoteRequest',
      { quoteId: paid.quoteId, supportUserId: engineer.id },
      support,
    );
    expect(assigned.statusCode).toBe(400);
    expect(assigned.body.message).toMatch(/identity is not verified yet/);
  });
});
