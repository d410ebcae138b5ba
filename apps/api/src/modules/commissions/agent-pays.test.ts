import { commissionOn, lagosDate, nairaToKobo } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, seedIds } from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';

/**
 * A sales agent pays a referred customer's instalment by card (issue 20, docs/sales.md "Paying for a customer"): the
 * same crediting, the payment names the agent as payer, both get a receipt, the agent earns commission on it, and
 * the checkout returns the agent to the customer's details. An agent cannot pay for a customer they did not refer.
 */
const PASSWORD = 'Agent-pays-pass-1';
let t: TestApp;
let agent = { token: '', id: 0 };
let customer = { id: 0, token: '' };
let quoteId = 0;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  const ids = await seedIds(t.app.deps.db);
  const support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const engineer = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  const a = await login(t.app, 'agent@demo.imole.ng', PASSWORD);
  agent = { token: a.token, id: a.user.id };
  const installed = await installedQuote(
    t.app,
    ids,
    support,
    { token: engineer.token, id: engineer.user.id },
    'paid-for@example.com',
    lagosDate(new Date()),
  );
  customer = { id: installed.customer.user.id, token: installed.customer.token };
  quoteId = installed.quoteId;
  await t.app.deps.db
    .updateTable('app_user')
    .set({ referred_by_user_id: agent.id })
    .where('id', '=', customer.id)
    .execute();
});
afterAll(() => t.close());

describe('an agent paying for a customer', () => {
  it('credits the instalment as the customer paying would, names the agent, and tells both', async () => {
    const details = (
      await get(t.app, `/api/SalesTeam/ReferralDetailsByCustomerId?CustomerId=${customer.id}`, agent.token)
    ).body.data;
    expect(details.nextRepaymentAmount).toBeGreaterThan(0);
    expect(details.payoffAmount).toBeGreaterThan(details.nextRepaymentAmount);

    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'repayment', amount: details.nextRepaymentAmount },
      agent.token,
    );
    expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
    // Paid on the sandbox's checkout page, which sends the agent back to the customer's details.
    const reference = started.body.data.reference as string;
    const paid = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      new RegExp(`^/sales-details/${customer.id}\\?quoteId=${quoteId}&purpose=repayment&`),
    );
    const saved = await post(
      t.app,
      '/api/Transaction/SaveRepayment',
      { quoteId, transactionReference: started.body.data.reference },
      agent.token,
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);

    const mine = await get(t.app, `/api/Transaction/GetTransactions?quoteId=${quoteId}`, customer.token);
    const repayment = mine.body.data.find((p: { purpose: string }) => p.purpose === 'repayment');
    expect(repayment).toMatchObject({
      successful: true,
      paidBy: 'Kemi Adeyemi',
      amountInTransaction: details.nextRepaymentAmount,
    });
    expect(mine.body.data.find((p: { purpose: string }) => p.purpose === 'equity').paidBy).toBeNull();

    const notices = await t.app.deps.db
      .selectFrom('notification')
      .select(['user_id', 'body'])
      .where('body', 'like', `%${started.body.data.reference}%`)
      .execute();
    expect(notices.find((n) => n.user_id === customer.id)?.body).toMatch(
      /^Your sales agent Kemi Adeyemi paid your repayment of/,
    );
    expect(notices.find((n) => n.user_id === agent.id)?.body).toMatch(/^You paid Chiamaka Obi's repayment of/);

    const earned = await t.app.deps.db
      .selectFrom('commission_entry')
      .select('amount_kobo')
      .where('earner_user_id', '=', agent.id)
      .execute();
    expect(earned.map((e) => Number(e.amount_kobo))).toEqual([
      commissionOn(nairaToKobo(details.nextRepaymentAmount), 500),
    ]);
  });

  it('refuses to start a payment on a customer the agent did not refer', async () => {
    await t.app.deps.db
      .updateTable('app_user')
      .set({ referred_by_user_id: null })
      .where('id', '=', customer.id)
      .execute();
    const refused = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'repayment', amount: 1000 },
      agent.token,
    );
    expect(refused.statusCode).toBe(404);
  });
});
