import { formatNaira, lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authErrors } from '../auth/guard.ts';
import {
  installedQuote,
  powerNeedRequest,
  pricedQuote as priced,
  seedIds,
  verifyIdentity,
  type SeedIds,
} from '../../test/fixtures.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';
import { signedChargeSuccess } from './webhook.ts';

let t: TestApp;
let support: string;
let admin: string;
let agent: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Payment-tests-pass-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  agent = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

const secret = () => {
  const payments = t.app.deps.config.payments;
  if (payments.provider !== 'sandbox') throw new Error('tests run on the sandbox');
  return payments.secret;
};
const webhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Transaction/PaystackWebhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
  });

let n = 0;
const pricedQuote = () => priced(t.app, ids, support, `payer.${++n}@example.com`, 2);
async function ledger(quoteId: number) {
  const rows = await t.app.deps.db.selectFrom('ledger_entry').selectAll().where('quote_id', '=', quoteId).execute();
  return {
    rows,
    debit: rows.reduce((s, r) => s + r.debit_kobo, 0),
    credit: rows.reduce((s, r) => s + r.credit_kobo, 0),
  };
}
const requestStatus = async (id: number) =>
  (await t.app.deps.db.selectFrom('quote_request').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const quoteRow = (id: number) =>
  t.app.deps.db.selectFrom('quote').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paymentsOf = (quoteId: number) =>
  t.app.deps.db.selectFrom('payment').selectAll().where('quote_id', '=', quoteId).orderBy('id').execute();
const auditOf = (quoteRequestId: number, action: string) =>
  t.app.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('quote_request_id', '=', quoteRequestId)
    .where('action', '=', action)
    .execute();
/** The request as staff see it on /request-detail (GET Quote/GetQuoteRequest?id=). */
const staffView = async (quoteRequestId: number) =>
  (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;
const today = () => lagosDate(new Date());
/** A request priced by support but not yet sent to the customer (quoteStatus 0, request status 0). */
async function draftQuote() {
  const customer = await signUpCustomer(t.app, `draft.${++n}@example.com`);
  const quoteRequestId = (await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), customer.token))
    .body.data.id as number;
  const quoteId = (
    await post(
      t.app,
      '/api/Quote/AssignProductToQuote',
      { quoteRequestId, components: [{ componentId: ids.inverterId, quantity: 1 }] },
      support,
    )
  ).body.data.id as number;
  return { customer, quoteRequestId, quoteId };
}

describe('a down payment through the sandbox', () => {
  it('starts with what we expect, pays on the sandbox checkout, and moves the request to status 3', async () => {
    const { customer, quoteRequestId, quoteId, firstOption } = await pricedQuote();
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'equity' },
      customer.token,
    );
    expect(started.statusCode).toBe(200);
    const { reference, amount, authorizationUrl } = started.body.data;
    expect(reference).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(amount).toBe(firstOption.equityPayment);
    expect(authorizationUrl).toBe(`http://localhost:3000/sandbox/checkout/${reference}`);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox: no real money moves');
    const paid = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/payment?quoteId=${quoteId}&purpose=equity&reference=${reference}&trxref=${reference}`,
    );

    // The webhook already credited it; the browser's Save call confirms without crediting twice.
    const saved = await post(
      t.app,
      '/api/Transaction/SaveQuoteEquityPayment',
      { quoteId, transactionReference: reference, isOutRightPayment: false, isPayStack: true },
      customer.token,
    );
    expect(saved).toMatchObject({
      statusCode: 200,
      body: { message: 'Payment successful', data: { alreadyCredited: true, purpose: 'equity' } },
    });
    expect(await requestStatus(quoteRequestId)).toBe(3);
    const transactions = (await get(t.app, `/api/Transaction/GetTransactions?quoteId=${quoteId}`, customer.token)).body
      .data;
    expect(transactions).toEqual([
      expect.objectContaining({ reference, successful: true, amountInTransaction: amount, transactionType: 0 }),
    ]);
    const books = await ledger(quoteId);
    expect(books.debit).toBe(books.credit);
    expect(books.debit).toBe(Math.round(amount * 100));
    const mail = (await get(t.app, `/api/dev/outbox?to=${encodeURIComponent(`payer.${n}@example.com`)}`)).body.data[0];
    expect(mail.subject).toBe('Payment received');
  });

  it('credits once whatever arrives: five webhooks and the Save call at once', async () => {
    const { customer, quoteId } = await pricedQuote();
    const { reference } = (
      await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'equity' }, customer.token)
    ).body.data;
    await t.app.deps.db
      .updateTable('sandbox_charge')
      .set({ status: 'success' })
      .where('reference', '=', reference)
      .execute();
    const charge = await t.app.deps.db
      .selectFrom('sandbox_charge')
      .select('amount_kobo')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const { body, signature } = signedChargeSuccess(secret(), { reference, amountKobo: charge.amount_kobo });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(body, signature)),
      post(
        t.app,
        '/api/Transaction/SaveQuoteEquityPayment',
        { quoteId, transactionReference: reference },
        customer.token,
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const books = await ledger(quoteId);
    expect(books.rows).toHaveLength(2);
    expect(books.debit).toBe(charge.amount_kobo);
    const payment = await t.app.deps.db
      .selectFrom('payment')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('success');
    const credits = await t.app.deps.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'payment.credited')
      .where('entity_id', '=', payment.id)
      .execute();
    expect(credits).toHaveLength(1);
    const mails = (
      await get(t.app, `/api/dev/outbox?to=${encodeURIComponent(`payer.${n}@example.com`)}`)
    ).body.data.filter((m: { subject: string }) => m.subject === 'Payment received');
    expect(mails).toHaveLength(1);
  });

  it('credits a first payment short of the down payment and asks for the rest (money is never held back)', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    const { reference, amount } = (
      await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'equity' }, customer.token)
    ).body.data;
    // The customer somehow paid ₦100 less than due.
    await t.app.deps.db
      .updateTable('sandbox_charge')
      .set((eb) => ({ amount_kobo: eb('amount_kobo', '-', 10_000), status: 'success' }))
      .where('reference', '=', reference)
      .execute();
    const saved = await post(
      t.app,
      '/api/Transaction/SaveQuoteEquityPayment',
      { quoteId, transactionReference: reference },
      customer.token,
    );
    expect(saved).toMatchObject({
      statusCode: 200,
      body: {
        message: 'Payment received. ₦100.00 is still to pay on this request: pay the rest to go ahead.',
        data: { amount: amount - 100 },
      },
    });
    const books = await ledger(quoteId);
    expect(books.debit).toBe(Math.round((amount - 100) * 100));
    expect(books.credit).toBe(books.debit);
    expect(await requestStatus(quoteRequestId)).toBe(2);
    // The next checkout is for the rest, and paying it moves the request on.
    const rest = (
      await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'equity' }, customer.token)
    ).body.data as { reference: string; amount: number };
    expect(rest.amount).toBe(100);
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${rest.reference}/pay` })).statusCode).toBe(
      303,
    );
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/SaveQuoteEquityPayment',
          { quoteId, transactionReference: rest.reference },
          customer.token,
        )
      ).body.message,
    ).toBe('Payment successful');
    expect(await requestStatus(quoteRequestId)).toBe(3);
    expect((await ledger(quoteId)).debit).toBe(Math.round(amount * 100));
  });

  it('credits both when a down payment and the full price are both paid: the first to settle counts, the second is a refund due', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    // Two checkouts opened before either was paid (two tabs, say), then both paid on the sandbox.
    const start = async (purpose: 'equity' | 'outright') =>
      (await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose }, customer.token)).body.data as {
        reference: string;
        amount: number;
      };
    const equity = await start('equity');
    const outright = await start('outright');
    for (const { reference } of [equity, outright]) {
      expect((await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}/pay` })).statusCode).toBe(303);
    }
    const save = (reference: string, isOutRightPayment: boolean) =>
      post(
        t.app,
        '/api/Transaction/SaveQuoteEquityPayment',
        { quoteId, transactionReference: reference, isOutRightPayment, isPayStack: true },
        customer.token,
      );
    // The sandbox's webhook credited each as it was paid: the down payment completed the first payment, so all of the
    // full price is above what the request needs. Both Save calls tell the customer where the request stands.
    const refund = `Payment successful. You paid ${formatNaira(outright.amount)} more than this request needs; our team will refund it to you.`;
    expect(await save(equity.reference, false)).toMatchObject({ statusCode: 200, body: { message: refund } });
    expect(await save(outright.reference, true)).toMatchObject({ statusCode: 200, body: { message: refund } });
    const payments = await paymentsOf(quoteId);
    expect(payments.map((p) => [p.reference, p.status])).toEqual([
      [equity.reference, 'success'],
      [outright.reference, 'success'],
    ]);
    const books = await ledger(quoteId);
    expect(books.debit).toBe(books.credit);
    expect(books.debit).toBe(Math.round((equity.amount + outright.amount) * 100));
    expect(await requestStatus(quoteRequestId)).toBe(3);
    expect((await quoteRow(quoteId)).is_outright).toBe(false);
    // Staff see a refund to make on the request's page: its figure, and the entry in its log.
    expect((await staffView(quoteRequestId)).quote.firstPayment).toMatchObject({ refundDue: outright.amount });
    expect((await staffView(quoteRequestId)).auditTrail).toContainEqual(
      expect.objectContaining({
        action: 'payment.refund-due',
        after: {
          amount: outright.amount,
          reason: 'Received above the first payment of this request: refund it to the customer.',
        },
      }),
    );
  });

  it('refuses a forged webhook and another customer’s reference', async () => {
    const { customer, quoteId } = await pricedQuote();
    const other = await pricedQuote();
    const { reference } = (
      await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'equity' }, customer.token)
    ).body.data;
    const { body } = signedChargeSuccess(secret(), { reference, amountKobo: 1 });
    const forged = await webhook(body, 'f'.repeat(128));
    expect(forged.statusCode).toBe(401);
    expect((await webhook(body, 'not-hex')).statusCode).toBe(401);
    expect((await ledger(quoteId)).rows).toEqual([]);
    // Another customer may neither start nor confirm a payment on this quote.
    expect(
      (await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'equity' }, other.customer.token))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/SaveQuoteEquityPayment',
          { quoteId, transactionReference: reference },
          other.customer.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/SaveQuoteEquityPayment',
          { quoteId: other.quoteId, transactionReference: reference },
          other.customer.token,
        )
      ).statusCode,
    ).toBe(404);
    // A partner bank's officer (issue 22) pays nothing and reads no customer's payments.
    const officer = (await login(t.app, 'bankofficer@demo.imole.ng', PASSWORD)).token;
    for (const call of [
      () => post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'equity' }, officer),
      () =>
        post(t.app, '/api/Transaction/SaveQuoteEquityPayment', { quoteId, transactionReference: reference }, officer),
      () => get(t.app, `/api/Transaction/GetTransactions?quoteId=${quoteId}`, officer),
    ])
      expect((await call()).statusCode).toBe(403);
    // Not paid yet: Save says so and takes nothing.
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/SaveQuoteEquityPayment',
          { quoteId, transactionReference: reference },
          customer.token,
        )
      ).body.message,
    ).toBe('The payment was not completed. No money was taken for this reference; you can try again.');
  });

  it('records a manual down payment through the same crediting code', async () => {
    const { quoteRequestId, quoteId, firstOption, total } = await pricedQuote();
    const manual = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId, amount: firstOption.equityPayment },
      support,
    );
    expect(manual).toMatchObject({
      statusCode: 200,
      body: { message: 'Payment has been confirmed, please proceed', data: { purpose: 'equity' } },
    });
    expect(await requestStatus(quoteRequestId)).toBe(3);
    expect(await quoteRow(quoteId)).toMatchObject({ quote_status: 2, is_outright: false });
    expect((await ledger(quoteId)).debit).toBe(Math.round(firstOption.equityPayment * 100));
    expect(total).toBeGreaterThan(firstOption.equityPayment);
    const [payment] = await paymentsOf(quoteId);
    expect(payment).toMatchObject({ provider: 'manual', status: 'success', purpose: 'equity' });
    expect(await auditOf(quoteRequestId, 'payment.manual')).toEqual([
      expect.objectContaining({ entity_id: payment!.id, actor_user_id: expect.any(Number) }),
    ]);
    // The same money recorded again is refused: the quote no longer waits for a payment.
    const again = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId, amount: firstOption.equityPayment },
      support,
    );
    expect(again).toMatchObject({ statusCode: 409, body: { message: 'This quote is not waiting for a payment.' } });
    expect(await paymentsOf(quoteId)).toHaveLength(1);
  });

  it('takes only the down payment or the full price, naming both in naira, and changes nothing otherwise', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    const { equity, totalAssetAmount } = (await staffView(quoteRequestId)).quote as {
      equity: number;
      totalAssetAmount: number;
    };
    const naira = (value: number) =>
      new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(value);
    const amounts = `Record the down payment of ${naira(equity)} or the full price of ${naira(totalAssetAmount)} (paid outright); the amount received must be one of them.`;
    for (const amount of [
      equity - 1,
      equity + 0.01,
      equity + 1,
      Math.round((equity + totalAssetAmount) / 2),
      totalAssetAmount + 1,
    ]) {
      const refused = await post(t.app, '/api/Transaction/ManualSaveQuoteEquityPayment', { quoteId, amount }, support);
      expect(refused, String(amount)).toMatchObject({ statusCode: 400, body: { message: amounts } });
    }
    for (const amount of [0, -equity]) {
      const refused = await post(t.app, '/api/Transaction/ManualSaveQuoteEquityPayment', { quoteId, amount }, support);
      expect(refused).toMatchObject({ statusCode: 400, body: { message: 'Enter the amount received.' } });
    }
    expect(
      (await post(t.app, '/api/Transaction/ManualSaveQuoteEquityPayment', { quoteId, amount: equity }, customer.token))
        .statusCode,
    ).toBe(403);
    expect(await paymentsOf(quoteId)).toEqual([]);
    expect((await ledger(quoteId)).rows).toEqual([]);
    expect(await requestStatus(quoteRequestId)).toBe(2);
    expect((await quoteRow(quoteId)).quote_status).toBe(1);
  });

  it('records the full price as an outright payment: the quote then has no loan', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    const { totalAssetAmount } = (await staffView(quoteRequestId)).quote as { totalAssetAmount: number };
    const outright = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId, amount: totalAssetAmount },
      admin,
    );
    expect(outright).toMatchObject({
      statusCode: 200,
      body: { data: { purpose: 'outright', amount: totalAssetAmount } },
    });
    expect(await requestStatus(quoteRequestId)).toBe(3);
    expect(await quoteRow(quoteId)).toMatchObject({ quote_status: 2, is_outright: true });
    expect((await ledger(quoteId)).debit).toBe(Math.round(totalAssetAmount * 100));

    // Installed and confirmed: no schedule, nothing owed, no repayment to start.
    const steps: [string, unknown, string][] = [
      ['/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support],
      [
        '/api/Quote/InstallationCompletion',
        { quoteId, fulfilmentDate: today(), installationData: 'Done' },
        engineer.token,
      ],
      ['/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, customer.token],
    ];
    for (const [url, body, token] of steps) expect((await post(t.app, url, body, token)).statusCode, url).toBe(200);
    const repayments = (await get(t.app, `/api/Transaction/GetRepayments?quoteId=${quoteId}`, customer.token)).body;
    expect(repayments).toMatchObject({
      message: 'Paid in full: there is no repayment schedule',
      data: { generalRepayment: [], isOutright: true },
    });
    expect(
      (await get(t.app, `/api/Transaction/GetLoanBalance?quoteId=${quoteId}`, customer.token)).body.data,
    ).toMatchObject({
      loanBalance: 0,
      arrears: 0,
      payoff: 0,
      daysOverdue: 0,
      nonPerforming: false,
    });
    expect(
      (await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'payoff' }, customer.token))
        .statusCode,
    ).toBe(409);
  });

  it('refuses an expired offer as the card flow does, and records the same money once when sent twice at once', async () => {
    const expired = await pricedQuote();
    await t.app.deps.db
      .updateTable('quote')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', expired.quoteId)
      .execute();
    const amount = expired.firstOption.equityPayment;
    const message = 'This offer has expired. Update the quote to get current prices.';
    expect(
      await post(t.app, '/api/Transaction/ManualSaveQuoteEquityPayment', { quoteId: expired.quoteId, amount }, support),
    ).toMatchObject({ statusCode: 409, body: { message } });
    expect(
      await post(
        t.app,
        '/api/Transaction/InitializePayment',
        { quoteId: expired.quoteId, purpose: 'equity' },
        expired.customer.token,
      ),
    ).toMatchObject({ statusCode: 409, body: { message } });
    expect(await paymentsOf(expired.quoteId)).toEqual([]);
    expect(await requestStatus(expired.quoteRequestId)).toBe(2);

    const { quoteId, firstOption } = await pricedQuote();
    const both = await Promise.all(
      [support, admin].map((token) =>
        post(
          t.app,
          '/api/Transaction/ManualSaveQuoteEquityPayment',
          { quoteId, amount: firstOption.equityPayment },
          token,
        ),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await paymentsOf(quoteId)).toHaveLength(1);
    expect((await ledger(quoteId)).rows).toHaveLength(2);
  });
});

describe('pay on delivery', () => {
  it('is set by support: request status 3, quote payment received, written to the audit log', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    for (const token of [customer.token, agent]) {
      expect((await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId }, token)).statusCode).toBe(403);
    }
    expect(await requestStatus(quoteRequestId)).toBe(2);

    const set = await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId }, support);
    expect(set).toMatchObject({
      statusCode: 200,
      body: {
        message: 'Pay on delivery is set. The request is ready for an engineer; record the payment when it arrives.',
      },
    });
    expect(await requestStatus(quoteRequestId)).toBe(3);
    expect(await quoteRow(quoteId)).toMatchObject({ quote_status: 2, pay_on_delivery: true, is_outright: false });
    expect(await paymentsOf(quoteId)).toEqual([]);
    const [entry, ...more] = await auditOf(quoteRequestId, 'payment.pay-on-delivery');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      entity: 'quote',
      entity_id: quoteId,
      before: { quoteRequestStatus: 2, quoteStatus: 1, payOnDelivery: false },
      after: { quoteRequestStatus: 3, quoteStatus: 2, payOnDelivery: true },
    });
    expect(entry!.actor_user_id).toBeGreaterThan(0);
    expect(entry!.created_at).toBeInstanceOf(Date);
    const view = await staffView(quoteRequestId);
    expect(view.auditTrail).toContainEqual(
      expect.objectContaining({ action: 'payment.pay-on-delivery', actor: 'Tunde Bakare' }),
    );
    expect(view.quote).toMatchObject({ quoteStatus: 2, payOnDelivery: true });

    // Set twice: refused, nothing written.
    expect(await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId }, admin)).toMatchObject({
      statusCode: 409,
      body: { message: 'This request is already set to pay on delivery.' },
    });
    expect(await auditOf(quoteRequestId, 'payment.pay-on-delivery')).toHaveLength(1);
  });

  it('is refused where it makes no sense, changing nothing', async () => {
    const draft = await draftQuote();
    const paid = await pricedQuote();
    await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId: paid.quoteId, amount: paid.firstOption.equityPayment },
      support,
    );
    const expired = await pricedQuote();
    await t.app.deps.db
      .updateTable('quote')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', expired.quoteId)
      .execute();
    const cases: [string, { quoteId: number; quoteRequestId: number }, number, string][] = [
      [
        'a draft',
        draft,
        0,
        'This quote has not been sent to the customer yet. Confirm the pricing first, then set pay on delivery.',
      ],
      ['a paid quote', paid, 3, 'The customer has already paid on this quote; pay on delivery no longer applies.'],
      [
        'an expired offer',
        expired,
        2,
        'This offer has expired. The customer must update the quote to current prices before it can be paid on delivery.',
      ],
    ];
    for (const [name, { quoteId, quoteRequestId }, status, message] of cases) {
      const before = await quoteRow(quoteId);
      expect(await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId }, support), name).toMatchObject({
        statusCode: 409,
        body: { message },
      });
      expect(await requestStatus(quoteRequestId), name).toBe(status);
      expect(await quoteRow(quoteId), name).toEqual(before);
      expect(await auditOf(quoteRequestId, 'payment.pay-on-delivery'), name).toEqual([]);
    }
    expect((await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId: 999_999 }, support)).statusCode).toBe(
      404,
    );
  });

  it('lets the customer pay by card later, and staff record the money on delivery, each only once', async () => {
    // Paying by card after all: the same down payment, at status 3, through the sandbox.
    const card = await pricedQuote();
    await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId: card.quoteId }, support);
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId: card.quoteId, purpose: 'equity' },
      card.customer.token,
    );
    expect(started.body.data.amount).toBe(card.firstOption.equityPayment);
    await post(t.app, '/api/Sandbox/Pay', { reference: started.body.data.reference });
    expect(await quoteRow(card.quoteId)).toMatchObject({ quote_status: 2, pay_on_delivery: false });
    expect(await requestStatus(card.quoteRequestId)).toBe(3);
    // Paid: neither a second card payment nor a manual record is taken.
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/InitializePayment',
          { quoteId: card.quoteId, purpose: 'equity' },
          card.customer.token,
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/ManualSaveQuoteEquityPayment',
          { quoteId: card.quoteId, amount: card.firstOption.equityPayment },
          support,
        )
      ).statusCode,
    ).toBe(409);

    // Money received on delivery, recorded by staff: the same amounts as any first payment.
    const cash = await pricedQuote();
    await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId: cash.quoteId }, support);
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/ManualSaveQuoteEquityPayment',
          { quoteId: cash.quoteId, amount: cash.firstOption.equityPayment + 1 },
          support,
        )
      ).statusCode,
    ).toBe(400);
    const recorded = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId: cash.quoteId, amount: cash.firstOption.equityPayment },
      support,
    );
    expect(recorded).toMatchObject({ statusCode: 200, body: { data: { purpose: 'equity' } } });
    expect(await quoteRow(cash.quoteId)).toMatchObject({ quote_status: 2, pay_on_delivery: false });
    expect(await requestStatus(cash.quoteRequestId)).toBe(3);
    expect((await ledger(cash.quoteId)).debit).toBe(Math.round(cash.firstOption.equityPayment * 100));
  });
});

describe('pay on delivery once an engineer is assigned (status 4)', () => {
  /** A pay-on-delivery request with an engineer assigned: request status 4, nothing paid. */
  async function onDeliveryAssigned() {
    const offer = await pricedQuote();
    expect(
      (await post(t.app, '/api/Transaction/SetPayOnDelivery', { quoteId: offer.quoteId }, support)).statusCode,
    ).toBe(200);
    // Installed before it is paid, so financed: the customer's identity is verified first (docs/kyc.md).
    await verifyIdentity(t.app, offer.customer.token, offer.quoteRequestId);
    const assigned = await post(
      t.app,
      '/api/Quote/AssignSupportUserToQuoteRequest',
      { quoteId: offer.quoteId, supportUserId: engineer.id },
      support,
    );
    expect(assigned.statusCode).toBe(200);
    expect(await requestStatus(offer.quoteRequestId)).toBe(4);
    expect(await quoteRow(offer.quoteId)).toMatchObject({ pay_on_delivery: true });
    return offer;
  }
  /** The engineer's visit: date set and accepted, work marked done (installationStatus 3). */
  async function installed(offer: Awaited<ReturnType<typeof pricedQuote>>) {
    const steps: [string, unknown, string][] = [
      ['/api/Quote/SetFulfilmentDate', { quoteId: offer.quoteId, fulfilmentDate: today() }, support],
      ['/api/Quote/RespondToFulfilmentDate', { quoteId: offer.quoteId, accepted: true }, offer.customer.token],
      [
        '/api/Quote/InstallationCompletion',
        { quoteId: offer.quoteId, fulfilmentDate: today(), installationData: 'Done' },
        engineer.token,
      ],
    ];
    for (const [url, body, token] of steps) expect((await post(t.app, url, body, token)).statusCode, url).toBe(200);
  }

  it('takes the card down payment at status 4 once, whatever arrives, and clears payOnDelivery', async () => {
    const offer = await onDeliveryAssigned();
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId: offer.quoteId, purpose: 'equity' },
      offer.customer.token,
    );
    expect(started.statusCode).toBe(200);
    expect(started.body.data.amount).toBe(offer.firstOption.equityPayment);
    const { reference } = started.body.data;
    const saveBody = {
      quoteId: offer.quoteId,
      transactionReference: reference,
      isOutRightPayment: false,
      isPayStack: true,
    };
    // The sandbox pays (and delivers its webhook) while the browser's Save calls race it.
    const answers = await Promise.all([
      post(t.app, '/api/Sandbox/Pay', { reference }),
      post(t.app, '/api/Transaction/SaveQuoteEquityPayment', saveBody, offer.customer.token),
      post(t.app, '/api/Transaction/SaveQuoteEquityPayment', saveBody, offer.customer.token),
    ]);
    expect(answers[0]!.statusCode).toBe(200);
    const saved = await post(t.app, '/api/Transaction/SaveQuoteEquityPayment', saveBody, offer.customer.token);
    expect(saved).toMatchObject({
      statusCode: 200,
      body: { message: 'Payment successful', data: { purpose: 'equity' } },
    });

    const payments = await paymentsOf(offer.quoteId);
    expect(payments.filter((p) => p.status === 'success')).toHaveLength(1);
    const books = await ledger(offer.quoteId);
    expect(books.debit).toBe(Math.round(offer.firstOption.equityPayment * 100));
    expect(books.credit).toBe(books.debit);
    expect(await quoteRow(offer.quoteId)).toMatchObject({
      quote_status: 2,
      pay_on_delivery: false,
      is_outright: false,
    });
    // The engineer stays assigned: the request does not move back to 3.
    expect(await requestStatus(offer.quoteRequestId)).toBe(4);
    expect(await auditOf(offer.quoteRequestId, 'payment.credited')).toHaveLength(1);
    // Paid now: no second first payment, by card or by staff.
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/InitializePayment',
          { quoteId: offer.quoteId, purpose: 'outright' },
          offer.customer.token,
        )
      ).body,
    ).toMatchObject({ status: false, message: 'This quote is not waiting for a payment.' });
  });

  it('lets staff record the money on delivery at status 4 (here the full price), and only the exact amounts', async () => {
    const offer = await onDeliveryAssigned();
    const before = await quoteRow(offer.quoteId);
    const wrong = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId: offer.quoteId, amount: offer.firstOption.equityPayment - 1 },
      support,
    );
    expect(wrong.statusCode).toBe(400);
    expect(await quoteRow(offer.quoteId)).toEqual(before);
    expect(await paymentsOf(offer.quoteId)).toEqual([]);

    const total = offer.total;
    const recorded = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId: offer.quoteId, amount: total },
      support,
    );
    expect(recorded).toMatchObject({ statusCode: 200, body: { data: { purpose: 'outright' } } });
    expect(await quoteRow(offer.quoteId)).toMatchObject({ quote_status: 2, pay_on_delivery: false, is_outright: true });
    expect(await requestStatus(offer.quoteRequestId)).toBe(4);
    expect((await ledger(offer.quoteId)).debit).toBe(Math.round(total * 100));
    expect(await auditOf(offer.quoteRequestId, 'payment.manual')).toHaveLength(1);
    // Recorded twice: the second is refused, the money counts once.
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/ManualSaveQuoteEquityPayment',
          { quoteId: offer.quoteId, amount: total },
          support,
        )
      ).statusCode,
    ).toBe(409);
    expect((await ledger(offer.quoteId)).debit).toBe(Math.round(total * 100));
  });

  it('refuses InstallationConfirmed while the payment is due, changing nothing, and accepts it once paid', async () => {
    const offer = await onDeliveryAssigned();
    await installed(offer);
    const before = await quoteRow(offer.quoteId);
    expect(before).toMatchObject({ installation_status: 3, installation_confirmed_on: null });

    const refused = await post(
      t.app,
      '/api/Quote/InstallationConfirmed',
      { quoteId: offer.quoteId, rating: 5 },
      offer.customer.token,
    );
    expect(refused).toMatchObject({
      statusCode: 409,
      body: {
        status: false,
        message: `Pay the down payment of ${formatNaira(offer.firstOption.equityPayment)} or the full price of ${formatNaira(offer.total)} first, then confirm the installation.`,
      },
    });
    expect(await quoteRow(offer.quoteId)).toEqual(before);
    expect(await auditOf(offer.quoteRequestId, 'installation.confirmed')).toEqual([]);
    const schedule = await get(t.app, `/api/Transaction/GetRepayments?quoteId=${offer.quoteId}`, offer.customer.token);
    expect(schedule.body.data.generalRepayment).toEqual([]);

    // The down payment, by card, at the installation: then the confirmation starts the warranty and the schedule.
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId: offer.quoteId, purpose: 'equity' },
      offer.customer.token,
    );
    await post(t.app, '/api/Sandbox/Pay', { reference: started.body.data.reference });
    const confirmed = await post(
      t.app,
      '/api/Quote/InstallationConfirmed',
      { quoteId: offer.quoteId, rating: 5 },
      offer.customer.token,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(await quoteRow(offer.quoteId)).toMatchObject({
      installation_status: 4,
      installation_confirmed_on: today(),
      pay_on_delivery: false,
    });
    const repayments = await get(
      t.app,
      `/api/Transaction/GetRepayments?quoteId=${offer.quoteId}`,
      offer.customer.token,
    );
    expect(repayments.body.data.generalRepayment.length).toBeGreaterThan(0);
  });
});

describe('engineers and payments', () => {
  it('refuses engineers every payment and plan call, even on their own installation, and changes nothing', async () => {
    const installed = await installedQuote(t.app, ids, support, engineer, `installed.${++n}@example.com`, today());
    const offer = await pricedQuote();
    const onInstalled = installed.quoteId;
    const onOffer = offer.quoteId;
    const staffCall = authErrors.notForEngineers;
    const customerCall = authErrors.forbidden;
    const calls: [string, string, unknown, string][] = [
      ['GET', `/api/Quote/GetQuoteRepaymentsRange?quoteId=${onOffer}`, undefined, staffCall],
      ['POST', '/api/Quote/UpdateQuoteEquityPecentage', { quoteId: onOffer, equityPercentage: 50 }, customerCall],
      ['POST', '/api/Quote/RefreshQuote', { quoteId: onOffer }, customerCall],
      ['POST', '/api/Transaction/InitializePayment', { quoteId: onOffer, purpose: 'equity' }, staffCall],
      ['POST', '/api/Transaction/InitializePayment', { quoteId: onInstalled, purpose: 'payoff' }, staffCall],
      ['POST', '/api/Transaction/SaveQuoteEquityPayment', { quoteId: onOffer, transactionReference: 'x' }, staffCall],
      ['POST', '/api/Transaction/SaveRepayment', { quoteId: onInstalled, transactionReference: 'x' }, staffCall],
      ['POST', '/api/Transaction/SavePayOffRepayment', { quoteId: onInstalled, transactionReference: 'x' }, staffCall],
      [
        'POST',
        '/api/Transaction/ManualSaveQuoteEquityPayment',
        { quoteId: onOffer, amount: offer.firstOption.equityPayment },
        staffCall,
      ],
      ['POST', '/api/Transaction/SetPayOnDelivery', { quoteId: onOffer }, staffCall],
      ['GET', `/api/Transaction/GetTransactions?quoteId=${onInstalled}`, undefined, staffCall],
      ['GET', `/api/Transaction/GetNextRepayment?quoteId=${onInstalled}`, undefined, staffCall],
      ['GET', `/api/Transaction/GetRepayments?quoteId=${onInstalled}`, undefined, staffCall],
      ['GET', `/api/Transaction/GetLoanBalance?quoteId=${onInstalled}`, undefined, staffCall],
      [
        'POST',
        '/api/Transaction/PayWithSavedCard',
        { quoteId: onInstalled, purpose: 'payoff', cardId: 1 },
        customerCall,
      ],
      ['POST', '/api/Transaction/InitializeCardVerification', {}, customerCall],
      ['POST', '/api/Transaction/SaveCard', { transactionReference: 'x' }, customerCall],
      ['GET', '/api/Transaction/GetSavedCards', undefined, customerCall],
      ['POST', '/api/Transaction/RemoveSavedCard', { cardId: 1 }, customerCall],
    ];
    const before = { installed: await paymentsOf(onInstalled), offer: await quoteRow(onOffer) };
    for (const [method, url, body, message] of calls) {
      const answer =
        method === 'GET' ? await get(t.app, url, engineer.token) : await post(t.app, url, body, engineer.token);
      expect(answer, `${method} ${url}`).toMatchObject({ statusCode: 403, body: { status: false, message } });
    }
    expect(await paymentsOf(onInstalled)).toEqual(before.installed);
    expect(await paymentsOf(onOffer)).toEqual([]);
    expect(await quoteRow(onOffer)).toEqual(before.offer);
    expect(await requestStatus(offer.quoteRequestId)).toBe(2);
    // Support still may: the guard is the engineer's, not the role's.
    expect((await get(t.app, `/api/Transaction/GetLoanBalance?quoteId=${onInstalled}`, support)).statusCode).toBe(200);
  });
});

describe('repayments after installation', () => {
  it('pays the next instalment once even when twenty Save calls race, and shows it in the schedule', async () => {
    const { customer, quoteId } = await pricedQuote();
    await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      {
        quoteId,
        amount: (
          await get(
            t.app,
            `/api/Quote/GetQuoteRequest?id=${(await t.app.deps.db.selectFrom('quote').select('quote_request_id').where('id', '=', quoteId).executeTakeFirstOrThrow()).quote_request_id}`,
            support,
          )
        ).body.quote.equity,
      },
      support,
    );
    await verifyIdentity(t.app, customer.token, (await quoteRow(quoteId)).quote_request_id);
    await post(t.app, '/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support);
    await post(
      t.app,
      '/api/Quote/InstallationCompletion',
      { quoteId, fulfilmentDate: lagosDate(new Date()), installationData: 'Done' },
      engineer.token,
    );
    expect(
      (await post(t.app, '/api/Quote/InstallationConfirmed', { quoteId, rating: 6 }, customer.token)).body.message,
    ).toBe('Rate the installation from 1 to 5 stars');
    expect(
      (await post(t.app, '/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, customer.token)).statusCode,
    ).toBe(200);

    const next = (await get(t.app, `/api/Transaction/GetNextRepayment?quoteId=${quoteId}`, customer.token)).body
      .nextRepayment;
    expect(next.amount).toBeGreaterThan(0);
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/InitializePayment',
          { quoteId, purpose: 'repayment', amount: next.amount - 1 },
          customer.token,
        )
      ).body.message,
    ).toBe('Amount can not be less than your next repayment amount');
    const { reference } = (
      await post(
        t.app,
        '/api/Transaction/InitializePayment',
        { quoteId, purpose: 'repayment', amount: next.amount },
        customer.token,
      )
    ).body.data;
    await post(t.app, '/api/Sandbox/Pay', { reference });
    const saves = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          t.app,
          '/api/Transaction/SaveRepayment',
          { quoteId, transactionReference: reference, isOutRightPayment: false, isPayStack: true },
          customer.token,
        ),
      ),
    );
    expect(saves.every((s) => s.statusCode === 200)).toBe(true);
    const books = await ledger(quoteId);
    expect(books.rows).toHaveLength(4); // the down payment and one repayment, two entries each
    expect(books.debit).toBe(books.credit);

    const schedule = (await get(t.app, `/api/Transaction/GetRepayments?quoteId=${quoteId}`, customer.token)).body.data
      .generalRepayment;
    expect(schedule[0]).toMatchObject({ installmentNumber: 1, repaymentStatus: 'paid' });
    expect(schedule[1]).toMatchObject({ repaymentStatus: 'due', amountPaid: 0 });
    const balance = (await get(t.app, `/api/Transaction/GetLoanBalance?quoteId=${quoteId}`, customer.token)).body.data;
    expect(balance).toMatchObject({ daysOverdue: 0, nonPerforming: false });
    // Paid on the day of installation: no interest has accrued, so the payoff is the balance (docs/finance.md).
    expect(balance.payoff).toBe(balance.loanBalance + balance.interestToDate);

    // The ledger agrees with the successful transactions, to the kobo.
    const txs = (await get(t.app, `/api/Transaction/GetTransactions?quoteId=${quoteId}`, customer.token)).body.data as {
      successful: boolean;
      amountInTransaction: number;
    }[];
    expect(Math.round(txs.filter((x) => x.successful).reduce((s, x) => s + x.amountInTransaction, 0) * 100)).toBe(
      books.debit,
    );
  });
});

describe('paying off the loan', () => {
  it('pays off through the sandbox once, however often the reference is credited, and closes the loan', async () => {
    const { customer, quoteId } = await installedQuote(
      t.app,
      ids,
      support,
      engineer,
      `payoff.${++n}@example.com`,
      today(),
    );
    const balance = (await get(t.app, `/api/Transaction/GetLoanBalance?quoteId=${quoteId}`, customer.token)).body.data;
    expect(balance.loanBalance).toBeGreaterThan(0);
    expect(balance.payoff).toBeGreaterThanOrEqual(balance.loanBalance);

    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'payoff' },
      customer.token,
    );
    expect(started.statusCode).toBe(200);
    const { reference, amount } = started.body.data;
    expect(amount).toBe(balance.payoff);
    // The sandbox settles the charge and delivers its signed webhook, which credits it.
    expect((await post(t.app, '/api/Sandbox/Pay', { reference })).statusCode).toBe(200);
    const save = () =>
      post(
        t.app,
        '/api/Transaction/SavePayOffRepayment',
        { quoteId, transactionReference: reference, isOutRightPayment: true, isPayStack: true },
        customer.token,
      );
    for (const saved of [await save(), await save()]) {
      expect(saved).toMatchObject({
        statusCode: 200,
        body: { message: 'Payment successful', data: { reference, amount, purpose: 'payoff', alreadyCredited: true } },
      });
    }
    // The webhook again, as the provider retries it.
    const { body, signature } = signedChargeSuccess(secret(), { reference, amountKobo: Math.round(amount * 100) });
    expect((await webhook(body, signature)).statusCode).toBe(200);

    const payments = await paymentsOf(quoteId);
    const payoff = payments.filter((p) => p.purpose === 'payoff');
    expect(payoff).toEqual([
      expect.objectContaining({ reference, status: 'success', paid_kobo: Math.round(amount * 100) }),
    ]);
    const books = await ledger(quoteId);
    expect(books.rows.filter((r) => r.payment_id === payoff[0]!.id)).toHaveLength(2);
    expect(books.debit).toBe(books.credit);
    const txs = (await get(t.app, `/api/Transaction/GetTransactions?quoteId=${quoteId}`, customer.token)).body.data as {
      successful: boolean;
      amountInTransaction: number;
    }[];
    expect(Math.round(txs.filter((x) => x.successful).reduce((s, x) => s + x.amountInTransaction, 0) * 100)).toBe(
      books.debit,
    );

    // The loan is closed: nothing owed, every instalment paid, nothing more to pay.
    expect(
      (await get(t.app, `/api/Transaction/GetLoanBalance?quoteId=${quoteId}`, customer.token)).body.data,
    ).toMatchObject({
      loanBalance: 0,
      arrears: 0,
      payoff: 0,
      daysOverdue: 0,
      nonPerforming: false,
      paidOff: true,
    });
    expect(
      (await get(t.app, `/api/Transaction/GetNextRepayment?quoteId=${quoteId}`, customer.token)).body.nextRepayment,
    ).toEqual({ amount: 0, dueInDaysCount: 0, dueDate: null, paidAhead: 0 });
    const schedule = (await get(t.app, `/api/Transaction/GetRepayments?quoteId=${quoteId}`, customer.token)).body.data
      .generalRepayment as { repaymentStatus: string }[];
    expect(schedule.length).toBeGreaterThan(0);
    expect(schedule.every((i) => i.repaymentStatus === 'paid')).toBe(true);
    for (const purpose of ['payoff', 'repayment']) {
      expect(
        await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose, amount: 1000 }, customer.token),
      ).toMatchObject({ statusCode: 409, body: { message: 'This loan is fully repaid.' } });
    }
  });
});
