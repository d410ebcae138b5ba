import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pricedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let support: string;
let ids: SeedIds;
const PASSWORD = 'Saved-cards-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
const payOnSandbox = (reference: string) => t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}/pay` });
const paymentOf = (reference: string) =>
  t.app.deps.db.selectFrom('payment').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

/** A customer adds a card through the ₦50 check on the sandbox checkout. */
async function addCard(token: string) {
  const started = await post(t.app, '/api/Transaction/InitializeCardVerification', {}, token);
  const { reference } = started.body.data;
  expect((await payOnSandbox(reference)).headers.location).toBe(
    `/add-payment?reference=${reference}&trxref=${reference}`,
  );
  return {
    started,
    reference,
    saved: await post(t.app, '/api/Transaction/SaveCard', { transactionReference: reference }, token),
  };
}

describe('saved cards', () => {
  it('adds a card with a ₦50 check that is refunded, lists it, and keeps it once however often it is saved', async () => {
    const customer = await signUpCustomer(t.app, `card.${++n}@example.com`);
    const { started, reference, saved } = await addCard(customer.token);
    expect(started.body.data).toMatchObject({ amount: 50, provider: 'sandbox' });
    expect(saved).toMatchObject({
      statusCode: 200,
      body: {
        message: 'Your card has been saved',
        data: { brand: 'visa', last4: '4081', expMonth: 12, expYear: 2030 },
      },
    });
    expect(await paymentOf(reference)).toMatchObject({ status: 'refunded', quote_id: null, purpose: 'card' });
    const charge = await t.app.deps.db
      .selectFrom('sandbox_charge')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(charge.status).toBe('refunded');
    // Nothing reached the books.
    expect(
      await t.app.deps.db
        .selectFrom('ledger_entry')
        .selectAll()
        .where('payment_id', '=', (await paymentOf(reference)).id)
        .execute(),
    ).toEqual([]);

    // Saving again, or checking the same card again, still leaves one card.
    expect(
      (await post(t.app, '/api/Transaction/SaveCard', { transactionReference: reference }, customer.token)).statusCode,
    ).toBe(200);
    await addCard(customer.token);
    const cards = (await get(t.app, '/api/Transaction/GetSavedCards', customer.token)).body.data;
    expect(cards).toHaveLength(1);

    // Another customer can neither save that reference nor see the card.
    const other = await signUpCustomer(t.app, `card.other.${n}@example.com`);
    expect(
      (await post(t.app, '/api/Transaction/SaveCard', { transactionReference: reference }, other.token)).statusCode,
    ).toBe(404);
    expect((await get(t.app, '/api/Transaction/GetSavedCards', other.token)).body.data).toEqual([]);
    expect(
      (await post(t.app, '/api/Transaction/RemoveSavedCard', { cardId: cards[0].id }, other.token)).statusCode,
    ).toBe(404);
    // Staff have no saved cards of their own to manage.
    expect((await get(t.app, '/api/Transaction/GetSavedCards', support)).statusCode).toBe(403);
  });

  it('pays a down payment with a saved card through the same crediting, and forgets a removed card', async () => {
    const { customer, quoteId, quoteRequestId, firstOption } = await pricedQuote(
      t.app,
      ids,
      support,
      `card.${++n}@example.com`,
    );
    await addCard(customer.token);
    const [card] = (await get(t.app, '/api/Transaction/GetSavedCards', customer.token)).body.data;

    const stranger = await signUpCustomer(t.app, `card.stranger.${n}@example.com`);
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/PayWithSavedCard',
          { quoteId, purpose: 'equity', cardId: card.id },
          stranger.token,
        )
      ).statusCode,
    ).toBe(404);

    const paid = await post(
      t.app,
      '/api/Transaction/PayWithSavedCard',
      { quoteId, purpose: 'equity', cardId: card.id },
      customer.token,
    );
    expect(paid).toMatchObject({
      statusCode: 200,
      body: {
        message: 'Payment successful',
        data: { purpose: 'equity', amount: firstOption.equityPayment, alreadyCredited: false },
      },
    });
    const request = await t.app.deps.db
      .selectFrom('quote_request')
      .select('status')
      .where('id', '=', quoteRequestId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe(3);
    const books = await t.app.deps.db.selectFrom('ledger_entry').selectAll().where('quote_id', '=', quoteId).execute();
    expect(books.reduce((s, r) => s + r.debit_kobo, 0)).toBe(Math.round(firstOption.equityPayment * 100));
    expect(books.reduce((s, r) => s + r.debit_kobo - r.credit_kobo, 0)).toBe(0);
    // Paying again finds nothing due.
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/PayWithSavedCard',
          { quoteId, purpose: 'equity', cardId: card.id },
          customer.token,
        )
      ).statusCode,
    ).toBe(409);

    expect(await post(t.app, '/api/Transaction/RemoveSavedCard', { cardId: card.id }, customer.token)).toMatchObject({
      statusCode: 200,
      body: { message: 'Card removed' },
    });
    expect((await get(t.app, '/api/Transaction/GetSavedCards', customer.token)).body.data).toEqual([]);
    expect(
      (
        await post(
          t.app,
          '/api/Transaction/PayWithSavedCard',
          { quoteId, purpose: 'equity', cardId: card.id },
          customer.token,
        )
      ).body.message,
    ).toBe('Card not found. Choose another card or pay with a new one.');
  });

  it('keeps the card of a checkout payment when the customer asks, and credits nothing on a declined card', async () => {
    const { customer, quoteId } = await pricedQuote(t.app, ids, support, `card.${++n}@example.com`);
    // A card the provider does not know is declined: the payment fails and nothing is credited.
    const bogus = await t.app.deps.db
      .insertInto('saved_card')
      .values({
        user_id: customer.user.id,
        provider: 'sandbox',
        authorization_code: 'AUTH_unknown',
        signature: 'SIG_unknown',
        brand: 'visa',
        last4: '0000',
        exp_month: 1,
        exp_year: 2031,
        bank: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const declined = await post(
      t.app,
      '/api/Transaction/PayWithSavedCard',
      { quoteId, purpose: 'equity', cardId: bogus.id },
      customer.token,
    );
    expect(declined).toMatchObject({
      statusCode: 400,
      body: { message: 'Your card was declined. No money was taken; try another card.' },
    });
    expect(
      await t.app.deps.db.selectFrom('ledger_entry').selectAll().where('quote_id', '=', quoteId).execute(),
    ).toEqual([]);
    await t.app.deps.db.updateTable('saved_card').set({ removed_at: new Date() }).where('id', '=', bogus.id).execute();

    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'equity', saveCard: true },
      customer.token,
    );
    await payOnSandbox(started.body.data.reference);
    await post(
      t.app,
      '/api/Transaction/SaveQuoteEquityPayment',
      { quoteId, transactionReference: started.body.data.reference },
      customer.token,
    );
    expect((await get(t.app, '/api/Transaction/GetSavedCards', customer.token)).body.data).toEqual([
      expect.objectContaining({ last4: '4081', brand: 'visa' }),
    ]);
  });

  it('charges once when the app repeats a call with its own reference, and refuses an amount that has changed', async () => {
    const { customer, quoteId, firstOption } = await pricedQuote(t.app, ids, support, `card.${++n}@example.com`);
    await addCard(customer.token);
    const [card] = (await get(t.app, '/api/Transaction/GetSavedCards', customer.token)).body.data;
    const equity = firstOption.equityPayment;

    expect(
      await post(
        t.app,
        '/api/Transaction/PayWithSavedCard',
        { quoteId, purpose: 'equity', cardId: card.id, amount: equity + 1 },
        customer.token,
      ),
    ).toMatchObject({ statusCode: 409, body: { message: expect.stringMatching(/^The amount due is now ₦[\d,]+/) } });

    // A call that got no answer is repeated with the same reference, five times at once: one charge, one credit.
    const reference = 'RETRYsaved12345';
    const calls = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(
          t.app,
          '/api/Transaction/PayWithSavedCard',
          { quoteId, purpose: 'equity', cardId: card.id, amount: equity, reference },
          customer.token,
        ),
      ),
    );
    const codes = calls.map((c) => c.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(calls.filter((c) => c.statusCode === 200 && !c.body.data.alreadyCredited)).toHaveLength(1);
    const books = await t.app.deps.db.selectFrom('ledger_entry').selectAll().where('quote_id', '=', quoteId).execute();
    expect(books.reduce((s, r) => s + r.debit_kobo, 0)).toBe(Math.round(equity * 100));
    const charges = await t.app.deps.db
      .selectFrom('sandbox_charge')
      .select('reference')
      .where('reference', '=', reference)
      .execute();
    expect(charges).toHaveLength(1);

    // The reference belongs to that payment: another customer's payment cannot reuse it.
    const other = await pricedQuote(t.app, ids, support, `card.${++n}@example.com`);
    await addCard(other.customer.token);
    const [theirs] = (await get(t.app, '/api/Transaction/GetSavedCards', other.customer.token)).body.data;
    expect(
      await post(
        t.app,
        '/api/Transaction/PayWithSavedCard',
        { quoteId: other.quoteId, purpose: 'equity', cardId: theirs.id, reference },
        other.customer.token,
      ),
    ).toMatchObject({
      statusCode: 409,
      body: { message: 'That payment reference is already used. Start the payment again.' },
    });
  });
});
