/**
 * A payment is credited against what the quote owes when it settles (issue 18 §1; docs/payments.md "What is owed
 * now"): the three ways a checkout outlived its amount, a plan switch racing a payment, and a property over any order
 * of plan switches, price changes, checkouts and payments.
 */
import { formatNaira } from '@imole/domain';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { powerNeedRequest, pricedQuote as priced, seedIds, verifyIdentity, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';
import { lagosDate } from '@imole/domain';

const PASSWORD = 'First-payment-tests-1';
let t: TestApp;
let ids: SeedIds;
let support: string;
let engineer: { token: string; id: number };
let n = 0;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
});
afterAll(() => t.close());

type Checkout = { reference: string; amount: number };
const pricedQuote = async () => {
  const email = `owed.${++n}@example.com`;
  return { ...(await priced(t.app, ids, support, email, 2)), email };
};

async function open(quoteId: number, token: string, purpose: 'equity' | 'outright' = 'equity'): Promise<Checkout> {
  const started = await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose }, token);
  expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
  return started.body.data as Checkout;
}

/** The customer pays on the sandbox's checkout page, then the browser comes back and saves it. */
async function pay(quoteId: number, token: string, checkout: Checkout) {
  const paid = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${checkout.reference}/pay` });
  expect(paid.statusCode).toBe(303);
  return post(
    t.app,
    '/api/Transaction/SaveQuoteEquityPayment',
    { quoteId, transactionReference: checkout.reference },
    token,
  );
}

const requestStatus = async (id: number) =>
  (await t.app.deps.db.selectFrom('quote_request').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const paymentStatus = async (reference: string) =>
  (
    await t.app.deps.db
      .selectFrom('payment')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).status;
async function creditedKobo(quoteId: number) {
  const rows = await t.app.deps.db
    .selectFrom('ledger_entry')
    .select(['debit_kobo', 'credit_kobo', 'account'])
    .where('quote_id', '=', quoteId)
    .execute();
  const cash = rows.filter((r) => r.account === 'cash').reduce((sum, r) => sum + r.debit_kobo, 0);
  const receivable = rows.filter((r) => r.account === 'customer_receivable').reduce((sum, r) => sum + r.credit_kobo, 0);
  expect(cash).toBe(receivable);
  return cash;
}
/** What the sandbox provider took from the customer on this quote. */
async function takenKobo(quoteId: number) {
  const rows = await t.app.deps.db
    .selectFrom('sandbox_charge')
    .innerJoin('payment', 'payment.reference', 'sandbox_charge.reference')
    .select('sandbox_charge.amount_kobo')
    .where('payment.quote_id', '=', quoteId)
    .where('sandbox_charge.status', '=', 'success')
    .execute();
  return rows.reduce((sum, r) => sum + r.amount_kobo, 0);
}
const plan = async (quoteId: number, token: string) =>
  (await get(t.app, `/api/Quote/GetQuoteRepaymentsRange?quoteId=${quoteId}`, token)).body.data as {
    equityPecentage: number;
    equityPayment: number;
  }[];
const choose = (quoteId: number, token: string, equityPercentage: number) =>
  post(t.app, '/api/Quote/UpdateQuoteEquityPecentage', { quoteId, equityPercentage }, token);

describe('a checkout opened before the plan changed', () => {
  it('is voided; paid anyway, it counts towards the new down payment and the rest is asked for', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    const plans = await plan(quoteId, customer.token);
    const lowest = plans[0]!;
    const highest = plans.at(-1)!;
    const old = await open(quoteId, customer.token);
    expect(old.amount).toBe(lowest.equityPayment);

    expect((await choose(quoteId, customer.token, highest.equityPecentage)).statusCode).toBe(200);
    expect(await paymentStatus(old.reference)).toBe('voided');

    // The old checkout is paid anyway: the money is credited, the request is not paid yet, the rest is asked for.
    const saved = await pay(quoteId, customer.token, old);
    const rest = highest.equityPayment - lowest.equityPayment;
    expect(saved).toMatchObject({
      statusCode: 200,
      body: {
        message: `Payment received. ${formatNaira(rest)} is still to pay on this request: pay the rest to go ahead.`,
      },
    });
    expect(await paymentStatus(old.reference)).toBe('success');
    expect(await creditedKobo(quoteId)).toBe(Math.round(lowest.equityPayment * 100));
    expect(await requestStatus(quoteRequestId)).toBe(2);

    // The customer's dashboard reads the same from GetQuoteRequest.
    const mine = (await get(t.app, '/api/Quote/GetQuoteRequest', customer.token)).body;
    expect(mine.quote.firstPayment).toEqual({
      received: lowest.equityPayment,
      due: highest.equityPayment,
      stillToPay: rest,
      refundDue: 0,
      toInstalments: 0,
      refunded: 0,
    });
    const restCheckout = await open(quoteId, customer.token);
    expect(restCheckout.amount).toBe(rest);
    expect((await pay(quoteId, customer.token, restCheckout)).body.message).toBe('Payment successful');
    expect(await requestStatus(quoteRequestId)).toBe(3);
    expect(await creditedKobo(quoteId)).toBe(Math.round(highest.equityPayment * 100));
  });

  it('switching back to the plan it was opened for completes the first payment with the money received', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    const plans = await plan(quoteId, customer.token);
    const old = await open(quoteId, customer.token);
    expect((await choose(quoteId, customer.token, plans.at(-1)!.equityPecentage)).statusCode).toBe(200);
    await pay(quoteId, customer.token, old);
    expect(await requestStatus(quoteRequestId)).toBe(2);
    expect((await choose(quoteId, customer.token, plans[0]!.equityPecentage)).statusCode).toBe(200);
    expect(await requestStatus(quoteRequestId)).toBe(3);
  });
});

describe('a checkout opened before support raised the price', () => {
  it('is voided, the customer is told the old and new totals, and the old amount paid leaves the rest to pay', async () => {
    const { customer, quoteRequestId, quoteId, total, firstOption, email } = await pricedQuote();
    const old = await open(quoteId, customer.token);
    const raised = await post(t.app, '/api/Quote/UpdateQuoteInstallationCost', { quoteId, amount: 400_000 }, support);
    expect(raised.statusCode).toBe(200);
    expect(await paymentStatus(old.reference)).toBe('voided');

    // The change log of the request, and the customer's notice in the app and by e-mail, with both totals.
    const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;
    const newTotal = view.quote.totalAssetAmount as number;
    expect(newTotal).toBeGreaterThan(total);
    expect(view.changeLog.at(-1)?.changes ?? view.changeLog[0]?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'installationCost', value: '400000' })]),
    );
    const notices = await t.app.deps.db
      .selectFrom('notification')
      .select(['event', 'body'])
      .where('user_id', '=', customer.user.id)
      .where('event', '=', 'quote-repriced')
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain(`its total is now ${formatNaira(newTotal)} (was ${formatNaira(total)})`);
    const mail = (
      await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1` })
    ).json() as { data: { body: string }[] };
    expect(mail.data[0]?.body).toContain(`(was ${formatNaira(total)})`);

    // The old ₦ amount paid anyway: credited, and the down payment in force now is not reached.
    const saved = await pay(quoteId, customer.token, old);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toMatch(/^Payment received\. ₦[\d,.]+ is still to pay on this request/);
    expect(await requestStatus(quoteRequestId)).toBe(2);
    const rest = await open(quoteId, customer.token);
    const due = (await plan(quoteId, customer.token)).find((p) => p.equityPecentage === firstOption.equityPecentage)!;
    expect(rest.amount).toBeCloseTo(due.equityPayment - old.amount, 2);
  });
});

describe('a checkout opened before the customer edited the request', () => {
  it('is voided; paid anyway, the money is held on the request and counts once it is priced again', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    const old = await open(quoteId, customer.token);
    const edited = await post(
      t.app,
      '/api/Quote/UpdateQuoteRequest',
      { ...powerNeedRequest(ids), landmark: 'Opposite the new market', quoteRequestId },
      customer.token,
    );
    expect(edited.statusCode).toBe(200);
    expect(await requestStatus(quoteRequestId)).toBe(1);
    expect(await paymentStatus(old.reference)).toBe('voided');

    const saved = await pay(quoteId, customer.token, old);
    expect(saved).toMatchObject({
      statusCode: 200,
      body: { message: 'Payment received. It is kept on your request and counts when you pay on its updated quote.' },
    });
    expect(await creditedKobo(quoteId)).toBe(Math.round(old.amount * 100));
    expect(await requestStatus(quoteRequestId)).toBe(1);

    // Support prices it again, the same: the money received already pays the down payment, and the request moves on.
    expect((await post(t.app, '/api/Quote/ConfirmQuotePricing', { quoteId }, support)).statusCode).toBe(200);
    expect(await requestStatus(quoteRequestId)).toBe(3);
  });
});

describe('a payment settling while the plan switches', () => {
  it('in either order, counts the money once and never completes below the plan in force', async () => {
    for (const order of ['payment first', 'switch first'] as const) {
      const { customer, quoteRequestId, quoteId } = await pricedQuote();
      const plans = await plan(quoteId, customer.token);
      const checkout = await open(quoteId, customer.token);
      const switchPlan = () => choose(quoteId, customer.token, plans.at(-1)!.equityPecentage);
      const [first, second] =
        order === 'payment first'
          ? [await pay(quoteId, customer.token, checkout), await switchPlan()]
          : [await switchPlan(), await pay(quoteId, customer.token, checkout)];
      expect(first.statusCode).toBe(200);
      if (order === 'payment first') {
        // Paid: the plan is kept, the switch is refused.
        expect(second).toMatchObject({
          statusCode: 409,
          body: { message: 'The plan can be changed only before you pay.' },
        });
        expect(await requestStatus(quoteRequestId)).toBe(3);
      } else {
        expect(second.statusCode).toBe(200);
        expect(await requestStatus(quoteRequestId)).toBe(2);
      }
      expect(await creditedKobo(quoteId)).toBe(Math.round(checkout.amount * 100));
    }
  });

  it('at the same moment: one of the two outcomes above, with the books equal to what was taken', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    const plans = await plan(quoteId, customer.token);
    const checkout = await open(quoteId, customer.token);
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${checkout.reference}/pay` });
    const [switched] = await Promise.all([
      choose(quoteId, customer.token, plans.at(-1)!.equityPecentage),
      post(
        t.app,
        '/api/Transaction/SaveQuoteEquityPayment',
        { quoteId, transactionReference: checkout.reference },
        customer.token,
      ),
    ]);
    const status = await requestStatus(quoteRequestId);
    if (switched.statusCode === 200) expect(status).toBe(2);
    else expect(status).toBe(3);
    expect(await creditedKobo(quoteId)).toBe(await takenKobo(quoteId));
  });
});

describe('money paid above the first payment', () => {
  it('is refunded unless the customer moves it to their first instalments, where the loan counts it from its first day', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote();
    // Two checkouts for one down payment (two tabs): the second voids the first, which is paid anyway, then the
    // second is paid too.
    const first = await open(quoteId, customer.token);
    const second = await open(quoteId, customer.token);
    expect(await paymentStatus(first.reference)).toBe('voided');
    expect(await paymentStatus(second.reference)).toBe('pending');
    await pay(quoteId, customer.token, first);
    const saved = await pay(quoteId, customer.token, second);
    expect(saved.body.message).toBe(
      `Payment successful. You paid ${formatNaira(second.amount)} more than this request needs; our team will refund it to you.`,
    );
    const standing = async () =>
      (await get(t.app, '/api/Quote/GetQuoteRequest', customer.token)).body.quote.firstPayment;
    expect(await standing()).toMatchObject({ refundDue: second.amount, toInstalments: 0 });

    // Nobody else may move it.
    const stranger = await signUpCustomer(t.app, `stranger.${++n}@example.com`);
    const move = (token: string) => post(t.app, '/api/Transaction/ApplyRefundToInstalments', { quoteId }, token);
    expect((await move(stranger.token)).statusCode).toBe(404);
    expect(await move(customer.token)).toMatchObject({
      statusCode: 200,
      body: {
        message: `${formatNaira(second.amount)} will count towards your first instalments; nothing will be refunded.`,
      },
    });
    expect(await standing()).toMatchObject({ refundDue: 0, toInstalments: second.amount });
    expect(await move(customer.token)).toMatchObject({
      statusCode: 409,
      body: { message: 'Nothing was paid above your first payment; there is nothing to move to your instalments.' },
    });

    // Installed (the customer verified first) and confirmed: the loan starts with it paid.
    await verifyIdentity(t.app, customer.token, quoteRequestId);
    const today = lagosDate(new Date());
    for (const [url, body, token] of [
      ['/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support],
      ['/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: today }, support],
      ['/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, customer.token],
      [
        '/api/Quote/InstallationCompletion',
        { quoteId, fulfilmentDate: today, installationData: 'Done' },
        engineer.token,
      ],
      ['/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, customer.token],
    ] as const) {
      expect((await post(t.app, url, body, token)).statusCode, url).toBe(200);
    }
    expect(await requestStatus(quoteRequestId)).toBe(4);
    const schedule = (await get(t.app, `/api/Transaction/GetRepayments?quoteId=${quoteId}`, customer.token)).body;
    const paid = (schedule.data.generalRepayment as { amountPaid: number }[]).reduce((sum, i) => sum + i.amountPaid, 0);
    expect(paid).toBeCloseTo(second.amount, 2);
  });

  it('of a system paid in full, is refunded: there are no instalments to move it to', async () => {
    const { customer, quoteId } = await pricedQuote();
    const outright = await open(quoteId, customer.token, 'outright');
    const equity = await open(quoteId, customer.token, 'equity');
    await pay(quoteId, customer.token, outright);
    await pay(quoteId, customer.token, equity);
    expect(await post(t.app, '/api/Transaction/ApplyRefundToInstalments', { quoteId }, customer.token)).toMatchObject({
      statusCode: 409,
      body: {
        message:
          'This system is paid in full, so there are no instalments: our team will refund what you paid above it.',
      },
    });
  });
});

describe('the way back from the checkout', () => {
  const start = (quoteId: number, token: string, origin?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Transaction/InitializePayment',
      payload: { quoteId, purpose: 'equity' },
      headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) },
    });
  const callbackOf = async (reference: string) =>
    (
      await t.app.deps.db
        .selectFrom('sandbox_charge')
        .select('callback_url')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).callback_url;

  it('returns to the origin the payment was started from when it is this machine, else to PUBLIC_URL', async () => {
    const { customer, quoteId } = await pricedQuote();
    const own = new URL(t.app.deps.config.publicUrl).origin;
    const here = await start(quoteId, customer.token, 'http://127.0.0.1:3999');
    expect(here.statusCode).toBe(200);
    const started = here.json().data as { reference: string; authorizationUrl: string };
    expect(started.authorizationUrl).toBe(`http://127.0.0.1:3999/sandbox/checkout/${started.reference}`);
    expect(await callbackOf(started.reference)).toBe(`http://127.0.0.1:3999/payment?quoteId=${quoteId}&purpose=equity`);

    for (const origin of ['https://evil.example', 'null', undefined]) {
      const other = (await start(quoteId, customer.token, origin)).json().data as {
        reference: string;
        authorizationUrl: string;
      };
      expect(other.authorizationUrl.startsWith(`${own}/sandbox/checkout/`), String(origin)).toBe(true);
      expect(await callbackOf(other.reference)).toBe(`${own}/payment?quoteId=${quoteId}&purpose=equity`);
    }
  });
});

describe('any order of plan switches, price changes, checkouts and payments', () => {
  type Step =
    | { kind: 'switch'; plan: number }
    | { kind: 'price'; naira: number }
    | { kind: 'open'; outright: boolean }
    | { kind: 'pay'; which: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('switch' as const), plan: fc.nat(3) }),
    fc.record({ kind: fc.constant('price' as const), naira: fc.integer({ min: 0, max: 300_000 }) }),
    fc.record({ kind: fc.constant('open' as const), outright: fc.boolean() }),
    fc.record({ kind: fc.constant('pay' as const), which: fc.nat(5) }),
  );

  it('credits exactly what the provider took, and the request is paid iff credited ≥ what is due now', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { customer, quoteRequestId, quoteId } = await pricedQuote();
        const plans = await plan(quoteId, customer.token);
        const checkouts: Checkout[] = [];
        for (const s of steps) {
          if (s.kind === 'switch') await choose(quoteId, customer.token, plans[s.plan % plans.length]!.equityPecentage);
          if (s.kind === 'price')
            await post(t.app, '/api/Quote/UpdateQuoteTransportationCost', { quoteId, amount: s.naira }, support);
          if (s.kind === 'open') {
            const started = await post(
              t.app,
              '/api/Transaction/InitializePayment',
              { quoteId, purpose: s.outright ? 'outright' : 'equity' },
              customer.token,
            );
            if (started.statusCode === 200) checkouts.push(started.body.data as Checkout);
          }
          const chosen = s.kind === 'pay' ? checkouts[s.which % Math.max(1, checkouts.length)] : undefined;
          if (chosen) {
            const saved = await pay(quoteId, customer.token, chosen);
            expect([200, 400]).toContain(saved.statusCode);
          }
        }
        const credited = await creditedKobo(quoteId);
        expect(credited).toBe(await takenKobo(quoteId));
        // Paid iff what was credited reaches what is due now (the full price when any of it was paid outright).
        const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body;
        const payments = await t.app.deps.db
          .selectFrom('payment')
          .select(['purpose', 'status'])
          .where('quote_id', '=', quoteId)
          .where('status', '=', 'success')
          .execute();
        const outright = payments.some((p) => p.purpose === 'outright');
        const status = await requestStatus(quoteRequestId);
        const paid = status >= 3;
        if (!paid) {
          const due = outright ? view.quote.totalAssetAmount : view.quote.equity;
          expect(credited).toBeLessThan(Math.round(due * 100));
        } else {
          const due = view.quote.isOutright ? view.quote.totalAssetAmount : view.quote.equity;
          expect(credited).toBeGreaterThanOrEqual(Math.round(due * 100));
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('the sandbox checkout page (issue 19)', () => {
  it('is not kept in the page cache, and re-checks itself when a browser shows it from there anyway', async () => {
    const { quoteId, customer } = await pricedQuote();
    const checkout = await open(quoteId, customer.token);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${checkout.reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const script = /<script>(.*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(script).toContain('e.persisted');
    expect(script).toContain('location.reload()');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`);
    await pay(quoteId, customer.token, checkout);
    const again = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${checkout.reference}` });
    expect(again.body).toContain('This payment is already paid');
    expect(again.body).not.toContain('<button class="pay"');
  });
});
