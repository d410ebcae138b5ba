/**
 * Staff's offer decisions on a bank-financed request (issue 22; docs/banks.md "What staff do on a bank's behalf"):
 * pay on delivery and "no instalment offer" are refused, since the bank pays and the bank decides; and the staff view
 * of an approved request names the bank as the payer of its payment.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { powerNeedRequest, pricedQuote, seedIds, TINY_PDF, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';

const PASSWORD = 'Bank-offer-pass-1';
let t: TestApp;
let ids: SeedIds;
let support = '';
let admin = '';
let sterlingId = 0;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  sterlingId = (
    await t.app.deps.db
      .selectFrom('financial_institution')
      .select('id')
      .where(sql<string>`lower(code)`, '=', 'sterling')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

/** Makes a request financed by Sterling Bank, as CreateFinancialInstitutionQuote does (the request names it). */
async function financeBy(quoteRequestId: number, customerId: number) {
  await t.app.deps.db
    .updateTable('quote_request')
    .set({ financial_institution_id: sterlingId })
    .where('id', '=', quoteRequestId)
    .execute();
  await t.app.deps.db
    .insertInto('financial_institution_application')
    .values({ quote_request_id: quoteRequestId, financial_institution_id: sterlingId, customer_user_id: customerId })
    .execute();
}

async function bankQuote() {
  const priced = await pricedQuote(t.app, ids, support, `bank.offer.${++n}@example.com`);
  await financeBy(priced.quoteRequestId, priced.customer.user.id);
  return priced;
}

const requestRow = (id: number) =>
  t.app.deps.db.selectFrom('quote_request').select('status').where('id', '=', id).executeTakeFirstOrThrow();
const quoteRow = (id: number) =>
  t.app.deps.db
    .selectFrom('quote')
    .select(['quote_status', 'pay_on_delivery'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('Transaction/SetPayOnDelivery on a bank request', () => {
  it('is refused with what to do: the bank pays once it approves; a declined customer switches first', async () => {
    const priced = await bankQuote();
    for (const token of [support, admin]) {
      const res = await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId: priced.quoteId }, token);
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe(
        'Sterling Bank finances this request, so it cannot be paid on delivery: Sterling Bank pays the price once it approves the application. If Sterling Bank declines, the customer can switch to an ordinary plan first, and pay on delivery can be set then.',
      );
    }
    expect(await requestRow(priced.quoteRequestId)).toEqual({ status: 2 });
    expect(await quoteRow(priced.quoteId)).toEqual({ quote_status: 1, pay_on_delivery: false });
  });

  it('is allowed again once the request no longer names a bank (switched to an ordinary plan)', async () => {
    const priced = await bankQuote();
    await t.app.deps.db
      .updateTable('quote_request')
      .set({ financial_institution_id: null })
      .where('id', '=', priced.quoteRequestId)
      .execute();
    const res = await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId: priced.quoteId }, support);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(await quoteRow(priced.quoteId)).toMatchObject({ pay_on_delivery: true });
  });
});

describe('Quote/RejectQuote on a bank request', () => {
  const bankDecides = (id: number) =>
    `Sterling Bank finances this request, so its loan officer decides whether the customer gets it: Imole does not reject a bank's application. If the bank has asked Imole to decide for it, do so on the bank's behalf at /bank-application/${id}.`;

  it('is refused before pricing: the bank decides, staff may on its behalf at /bank-application/{id}', async () => {
    const customer = await signUpCustomer(t.app, `bank.offer.${++n}@example.com`);
    const created = await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), customer.token);
    const quoteRequestId = created.body.data.id as number;
    await financeBy(quoteRequestId, customer.user.id);
    const res = await post(t.app, '/api/Quote/RejectQuote', { quoteRequestId, reason: 'Too far away' }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(bankDecides(quoteRequestId));
    expect(await requestRow(quoteRequestId)).toEqual({ status: 0 });
    const quotes = await t.app.deps.db
      .selectFrom('quote')
      .select('id')
      .where('quote_request_id', '=', quoteRequestId)
      .execute();
    expect(quotes).toEqual([]);
  });

  it('is refused once priced, by quoteId too, and nothing changes', async () => {
    const priced = await bankQuote();
    const res = await post(t.app, '/api/Quote/RejectQuote', { quoteId: priced.quoteId, reason: 'No offer' }, support);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(bankDecides(priced.quoteRequestId));
    expect(await requestRow(priced.quoteRequestId)).toEqual({ status: 2 });
    expect(await quoteRow(priced.quoteId)).toMatchObject({ quote_status: 1 });
  });
});

describe('Quote/GetQuoteRequest of a bank request', () => {
  it('asks no identity check (isToDoVerification false) while the bank finances it; true again after a switch', async () => {
    const priced = await bankQuote();
    const read = async (token: string) =>
      (await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, token)).body.isToDoVerification;
    expect(await read(support)).toBe(false);
    expect(await read(priced.customer.token)).toBe(false);
    await t.app.deps.db
      .updateTable('quote_request')
      .set({ financial_institution_id: null })
      .where('id', '=', priced.quoteRequestId)
      .execute();
    expect(await read(support)).toBe(true);
  });
});

describe('Quote/GetQuoteRequest (staff) of a bank-paid request', () => {
  it('names the bank as the payer of its payment (paidBy, paidByBank), as Transaction/GetTransactions does', async () => {
    const priced = await bankQuote();
    const pdf = `data:application/pdf;base64,${TINY_PDF.toString('base64')}`;
    const uploaded = await post(
      t.app,
      '/api/Quote/UploadUndertaken',
      { quoteRequestId: priced.quoteRequestId, undertaking: pdf },
      priced.customer.token,
    );
    expect(uploaded.statusCode, JSON.stringify(uploaded.body)).toBe(200);
    const approved = await post(
      t.app,
      '/api/FinancialInstitutionQuote/Decide',
      { quoteRequestId: priced.quoteRequestId, approve: true },
      admin,
    );
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, support)).body;
    expect(view.quote).toMatchObject({ isOutright: true, payOnDelivery: false });
    expect(view.transactions).toEqual([
      expect.objectContaining({ purpose: 'outright', successful: true, paidBy: 'Sterling Bank', paidByBank: true }),
    ]);
  });

  it('an ordinary payment names no payer', async () => {
    const priced = await pricedQuote(t.app, ids, support, `bank.offer.${++n}@example.com`);
    const total = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, support)).body.quote
      .totalAssetAmount as number;
    const recorded = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId: priced.quoteId, amount: total },
      support,
    );
    expect(recorded.statusCode, JSON.stringify(recorded.body)).toBe(200);
    const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, support)).body;
    expect(view.transactions).toEqual([expect.objectContaining({ paidBy: null, paidByBank: false })]);
  });
});
