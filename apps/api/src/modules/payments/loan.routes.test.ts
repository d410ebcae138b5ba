/** Issue 18 §6: the loan's figures are true and add up on every call that shows them (docs/finance.md). */
import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, pricedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';

let t: TestApp;
let support: string;
let admin: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Loan-tests-pass-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
const today = () => lagosDate(new Date());
const installed = () => installedQuote(t.app, ids, support, engineer, `loan.${++n}@example.com`, today());

interface Instalment {
  installmentNumber: number;
  totalRepayment: number;
  amountPaid: number;
  installmentDate: string;
  repaymentStatus: string;
  settledEarly: boolean;
}

/** Every figure the pages read of a loan, by the customer's own calls. */
async function figures(quoteId: number, token: string) {
  const read = async (path: string) => (await get(t.app, `/api/Transaction/${path}?quoteId=${quoteId}`, token)).body;
  const schedule = (await read('GetRepayments')).data as {
    generalRepayment: Instalment[];
    totalPaid: number;
    remaining: number;
    paidAhead: number;
    isOutright: boolean;
  };
  const history = (await read('GetTransactions')).data as {
    successful: boolean;
    amountInTransaction: number;
    transactionType: number;
  }[];
  return {
    schedule,
    balance: (await read('GetLoanBalance')).data as Record<string, number | boolean>,
    next: (await read('GetNextRepayment')).nextRepayment as { amount: number; paidAhead: number; dueDate: string },
    repaid: history
      .filter((x) => x.successful && x.transactionType !== 0)
      .reduce((s, x) => s + x.amountInTransaction, 0),
  };
}

async function pay(quoteId: number, token: string, purpose: 'repayment' | 'payoff', amount?: number) {
  const started = await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose, amount }, token);
  expect(started.statusCode, started.body.message).toBe(200);
  expect((await post(t.app, '/api/Sandbox/Pay', { reference: started.body.data.reference })).statusCode).toBe(200);
  return started.body.data.amount as number;
}

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

describe('the loan statement', () => {
  it('promises in the plan what the schedule charges: whole naira, the same total', async () => {
    const { customer, quoteId, quoteRequestId } = await installed();
    const { quote } = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, customer.token)).body;
    const { schedule } = await figures(quoteId, customer.token);
    const amounts = schedule.generalRepayment.map((i) => i.totalRepayment);
    expect(amounts.every(Number.isInteger)).toBe(true);
    expect(sum(amounts)).toBe(quote.repaymentAmount);
    expect(amounts.slice(0, -1).every((a) => a === quote.monthlyRepayment)).toBe(true);
  });

  it('charges no interest for a day not held: paying early and then paying off costs what paying off at once did', async () => {
    const { customer, quoteId } = await installed();
    const start = await figures(quoteId, customer.token);
    // Installed today: nothing has accrued, so the payoff is the amount financed (it was that plus a month's interest).
    expect(start.balance.interestToDate).toBe(0);
    expect(start.balance.payoff).toBe(start.balance.loanBalance);
    const atOnce = start.balance.payoff as number;

    // Pay early, with ₦9,768 more than the instalment: it shows as paid ahead, and the next repayment asks the rest.
    const monthly = start.next.amount;
    await pay(quoteId, customer.token, 'repayment', monthly + 9_768);
    const early = await figures(quoteId, customer.token);
    expect(early.next).toMatchObject({ amount: monthly - 9_768, paidAhead: 9_768 });
    expect(early.schedule.paidAhead).toBe(9_768);
    expect(early.balance.paidAhead).toBe(9_768);
    expect(early.schedule.generalRepayment[0]).toMatchObject({ amountPaid: monthly, repaymentStatus: 'paid' });
    expect(early.schedule.generalRepayment[1]).toMatchObject({ amountPaid: 9_768, repaymentStatus: 'due' });
    // The same day's figures agree: payoff = balance + interest to date; the schedule = paid + remaining.
    expect(early.balance.payoff).toBe(atOnce - monthly - 9_768);
    expect(early.balance.payoff).toBe((early.balance.loanBalance as number) + (early.balance.interestToDate as number));
    expect(sum(early.schedule.generalRepayment.map((i) => i.totalRepayment))).toBe(
      sum([early.schedule.totalPaid, early.schedule.remaining]),
    );
    expect(early.schedule.remaining).toBeGreaterThanOrEqual(early.balance.payoff as number);
    expect(early.schedule.totalPaid).toBe(early.repaid);

    // Paying more than the payoff is refused with the figure that clears it; kobo are refused.
    const more = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'repayment', amount: (early.balance.payoff as number) + 1 },
      customer.token,
    );
    expect(more.statusCode).toBe(400);
    expect(more.body.message).toContain('clears your loan today');
    const kobo = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'repayment', amount: early.next.amount + 0.5 },
      customer.token,
    );
    expect(kobo).toMatchObject({
      statusCode: 400,
      body: { message: 'Enter the amount in whole naira, without kobo.' },
    });

    // Pay off: the repayments add up to what paying off at once would have cost.
    await pay(quoteId, customer.token, 'payoff');
    const done = await figures(quoteId, customer.token);
    expect(done.repaid).toBe(atOnce);
    expect(done.balance).toMatchObject({ loanBalance: 0, payoff: 0, remaining: 0, paidAhead: 0, paidOff: true });
    expect(done.next).toMatchObject({ amount: 0, paidAhead: 0 });
  });

  it('after a payoff shows as paid what was paid, and marks the instalments the payoff settled early', async () => {
    const { customer, quoteId } = await installed();
    await pay(quoteId, customer.token, 'repayment');
    await pay(quoteId, customer.token, 'payoff');
    const { schedule, repaid } = await figures(quoteId, customer.token);
    // "Paid" is the repayments in the history, not the schedule's planned total.
    expect(schedule.totalPaid).toBe(repaid);
    expect(sum(schedule.generalRepayment.map((i) => i.amountPaid))).toBe(repaid);
    expect(sum(schedule.generalRepayment.map((i) => i.totalRepayment))).toBe(repaid);
    expect(schedule.remaining).toBe(0);
    // All fall due after today's payoff: settled early by it, and still 'paid' for the agent's page.
    expect(schedule.generalRepayment.every((i) => i.settledEarly && i.repaymentStatus === 'paid')).toBe(true);
  });

  it('has no loan figures and no schedule for a system paid outright', async () => {
    const { customer, quoteRequestId, quoteId } = await pricedQuote(t.app, ids, support, `outright.${++n}@example.com`);
    const { totalAssetAmount } = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support)).body
      .quote;
    await post(t.app, '/api/Transaction/ManualSaveQuoteEquityPayment', { quoteId, amount: totalAssetAmount }, admin);
    // The dashboard reads isOutright on the customer's quote.
    const view = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, customer.token)).body;
    expect(view.quote.isOutright).toBe(true);
    const { schedule, balance } = await figures(quoteId, customer.token);
    expect(schedule).toMatchObject({ isOutright: true, generalRepayment: [], totalPaid: 0, remaining: 0 });
    expect((await get(t.app, `/api/Transaction/GetRepayments?quoteId=${quoteId}`, customer.token)).body.message).toBe(
      'Paid in full: there is no repayment schedule',
    );
    expect(balance).toMatchObject({ isOutright: true, loanBalance: 0, payoff: 0 });
    expect(
      (await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose: 'repayment' }, customer.token)).body
        .message,
    ).toBe('This system is paid in full: there is no loan to repay.');
  });
});
