import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pricedQuote as priced, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';
import { signedChargeSuccess } from './payment.routes.ts';

let t: TestApp;
let support: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Payment-tests-pass-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
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

describe('a down payment through the sandbox', () => {
  it('starts with what we expect, pays on the sandbox checkout, and moves the request to status 3', async () => {
    const { customer, quoteRequestId, quoteId, options } = await pricedQuote();
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'equity' },
      customer.token,
    );
    expect(started.statusCode).toBe(200);
    const { reference, amount, authorizationUrl } = started.body.data;
    expect(reference).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(amount).toBe(options[0]!.equityPayment);
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

  it('holds a payment whose amount differs as a conflict and credits nothing', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    const { reference } = (
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
      statusCode: 409,
      body: {
        message: 'We received a payment that does not match the amount due. Our team will review it and contact you.',
      },
    });
    expect((await ledger(quoteId)).rows).toEqual([]);
    expect(await requestStatus(quoteRequestId)).toBe(2);
    expect(
      (
        await t.app.deps.db
          .selectFrom('payment')
          .select('status')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('conflict');
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

  it('records a manual payment through the same crediting code', async () => {
    const { quoteRequestId, quoteId, options, total } = await pricedQuote();
    expect(
      (await post(t.app, '/api/Transaction/ManualSaveQuoteEquityPayment', { quoteId, amount: 10 }, support)).statusCode,
    ).toBe(400);
    const manual = await post(
      t.app,
      '/api/Transaction/ManualSaveQuoteEquityPayment',
      { quoteId, amount: options[0]!.equityPayment },
      support,
    );
    expect(manual).toMatchObject({
      statusCode: 200,
      body: { message: 'Payment has been confirmed, please proceed', data: { purpose: 'equity' } },
    });
    expect(await requestStatus(quoteRequestId)).toBe(3);
    expect((await ledger(quoteId)).debit).toBe(Math.round(options[0]!.equityPayment * 100));
    expect(total).toBeGreaterThan(options[0]!.equityPayment);
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
    expect(balance.payoff).toBeGreaterThan(balance.loanBalance);

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
