/**
 * An administrator records a refund of money paid above a first payment (docs/payments.md "Refunds"): the refund due
 * goes down, the books show the money leaving, the customer is told, and the commission that money earned is taken
 * back by a correcting entry (issue 20; docs/sales.md "The commission ledger"). Never more than is due, once per
 * reference, not dated ahead, admins only.
 */
import { commissionOn, formatNaira, kobo, lagosDate, nairaToKobo } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pricedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';

const PASSWORD = 'Refund-tests-pass-1';
let t: TestApp;
let ids: SeedIds;
let support: string;
let admin: string;
let agentId = 0;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  agentId = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).user.id;
});
afterAll(() => t.close());

type Checkout = { reference: string; amount: number };
async function open(quoteId: number, token: string): Promise<Checkout> {
  const started = await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'equity' }, token);
  expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
  return started.body.data as Checkout;
}
async function pay(quoteId: number, token: string, checkout: Checkout) {
  expect((await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${checkout.reference}/pay` })).statusCode).toBe(
    303,
  );
  const saved = await post(
    t.app,
    '/api/Transaction/SaveQuoteEquityPayment',
    { quoteId, transactionReference: checkout.reference },
    token,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
}

/** A referred customer who paid their down payment twice (two tabs): the second is a refund due. */
async function paidTwice() {
  const priced = await pricedQuote(t.app, ids, support, `refund.${++n}@example.com`, 2);
  await t.app.deps.db
    .updateTable('app_user')
    .set({ referred_by_user_id: agentId })
    .where('id', '=', priced.customer.user.id)
    .execute();
  const first = await open(priced.quoteId, priced.customer.token);
  const second = await open(priced.quoteId, priced.customer.token);
  await pay(priced.quoteId, priced.customer.token, first);
  await pay(priced.quoteId, priced.customer.token, second);
  return { ...priced, surplus: second.amount };
}

const refund = (body: Record<string, unknown>, token = admin) =>
  post(t.app, '/api/Transaction/RecordRefund', body, token);
const today = () => lagosDate(new Date());
const firstPayment = async (quoteRequestId: number) =>
  (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body.quote.firstPayment as {
    refundDue: number;
    refunded: number;
  };
const entriesOn = (quoteId: number) =>
  t.app.deps.db
    .selectFrom('commission_entry')
    .select(['earner_user_id', 'role', 'kind', 'amount_kobo', 'basis_kobo', 'rate_bps', 'note'])
    .where('quote_id', '=', quoteId)
    .orderBy('id')
    .execute();

describe('recording a refund', () => {
  it('lowers the refund due, books the money leaving, tells the customer and takes back its commission', async () => {
    const { quoteId, quoteRequestId, customer, surplus } = await paidTwice();
    expect(await firstPayment(quoteRequestId)).toMatchObject({ refundDue: surplus, refunded: 0 });
    const earned = await entriesOn(quoteId);
    expect(earned.filter((e) => e.role === 'agent')).toHaveLength(2);

    const part = Math.floor(surplus / 3);
    const done = await refund({ quoteId, amount: part, reference: 'RF-0001', refundedOn: today() });
    expect(done).toMatchObject({
      statusCode: 200,
      body: { message: 'The refund is recorded and the customer has been told.', data: { refundDue: surplus - part } },
    });
    expect(await firstPayment(quoteRequestId)).toMatchObject({ refundDue: surplus - part, refunded: part });

    // The books: cash out and the receivable back, balanced.
    const books = await t.app.deps.db.selectFrom('ledger_entry').selectAll().where('quote_id', '=', quoteId).execute();
    const cash = books.filter((r) => r.account === 'cash');
    expect(cash.filter((r) => r.credit_kobo > 0).map((r) => r.credit_kobo)).toEqual([nairaToKobo(part)]);
    expect(cash.reduce((s, r) => s + r.debit_kobo, 0)).toBe(nairaToKobo(surplus) * 2);
    const receivable = books.filter((r) => r.account === 'customer_receivable');
    expect(receivable.reduce((s, r) => s + r.credit_kobo - r.debit_kobo, 0)).toBe(
      cash.reduce((s, r) => s + r.debit_kobo - r.credit_kobo, 0),
    );

    // The commission: a correction for the agent and for their coordinator (the demo agent has one), each the
    // opposite of what that money earned at the rate it earned it, to the kobo.
    const newest = (role: string) => earned.filter((e) => e.role === role).at(-1)!;
    const correction = (await entriesOn(quoteId)).filter((e) => e.kind === 'correction');
    expect(correction).toEqual(
      ['agent', 'coordinator'].map((role) => ({
        earner_user_id: newest(role).earner_user_id,
        role,
        kind: 'correction',
        amount_kobo: commissionOn(kobo(-nairaToKobo(part)), newest(role).rate_bps),
        basis_kobo: -nairaToKobo(part),
        rate_bps: newest(role).rate_bps,
        note: `Refund of ${formatNaira(part)} to the customer (RF-0001, ${today()})`,
      })),
    );
    expect(correction[0]!.earner_user_id).toBe(agentId);
    expect(correction[0]!.amount_kobo).toBeLessThan(0);

    // The customer is told.
    const notices = await t.app.deps.db
      .selectFrom('notification')
      .select(['title', 'body'])
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(notices.find((x) => x.title === 'Refund sent')?.body).toBe(
      `We have refunded ${formatNaira(part)} to you, the money you paid above your first payment (reference RF-0001). It may take a few working days to reach your account.`,
    );
  });

  it('never refunds more than is due, nor the same transfer twice, nor ahead of today', async () => {
    const { quoteId, quoteRequestId, surplus } = await paidTwice();
    expect(await refund({ quoteId, amount: surplus + 1, reference: 'RF-1000', refundedOn: today() })).toMatchObject({
      statusCode: 409,
      body: {
        message: `Only ${formatNaira(surplus)} is due to be refunded on this request. Enter that amount or less.`,
      },
    });
    expect((await refund({ quoteId, amount: 1, reference: 'RF-1001', refundedOn: today() })).statusCode).toBe(200);
    expect(await refund({ quoteId, amount: 1, reference: 'RF-1001', refundedOn: today() })).toMatchObject({
      statusCode: 409,
      body: { message: 'A refund with this reference is already recorded. Check the reference of this transfer.' },
    });
    expect(await refund({ quoteId, amount: 1, reference: 'RF-1002', refundedOn: '2099-01-01' })).toMatchObject({
      statusCode: 400,
      body: { message: 'The refund cannot be dated in the future. Enter the day the money was sent.' },
    });
    // Two admins recording the rest at once: one succeeds, the other finds nothing due.
    const rest = surplus - 1;
    const both = await Promise.all([
      refund({ quoteId, amount: rest, reference: 'RF-1003', refundedOn: today() }),
      refund({ quoteId, amount: rest, reference: 'RF-1004', refundedOn: today() }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await firstPayment(quoteRequestId)).toMatchObject({ refundDue: 0, refunded: surplus });
    expect(await refund({ quoteId, amount: 1, reference: 'RF-1005', refundedOn: today() })).toMatchObject({
      statusCode: 409,
      body: { message: 'Nothing is due to be refunded on this request.' },
    });
  });

  it('is for administrators only, and says what is wrong with a form', async () => {
    const { quoteId } = await paidTwice();
    expect((await refund({ quoteId, amount: 1, reference: 'RF-2000', refundedOn: today() }, support)).statusCode).toBe(
      403,
    );
    const bad = await refund({ quoteId, amount: 1.005, reference: 'x', refundedOn: '26/11/2026' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Enter the amount in naira with at most two decimals');
    expect((await refund({ quoteId: 999_999, amount: 1, reference: 'RF-2001', refundedOn: today() })).statusCode).toBe(
      404,
    );
  });
});
