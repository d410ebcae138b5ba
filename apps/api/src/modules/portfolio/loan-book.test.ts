/** The loan book follows each loan exactly (docs/portfolio.md "How the figures are computed"). */
import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, installPaid, pricedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { login, post } from '../../test/session.ts';
import { findQuoteWithRequest } from '../quotes/index.ts';
import { loanOf } from '../payments/index.ts';
import { loadSettings } from '../settings/index.ts';
import { buildLoanBookIfEmpty, rebuildLoanBook } from './index.ts';

let t: TestApp;
let support: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Book-tests-pass-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
const installed = () => installedQuote(t.app, ids, support, engineer, `book.${++n}@example.com`, lagosDate(new Date()));

async function pay(quoteId: number, token: string, purpose: 'repayment' | 'payoff', amount?: number) {
  const started = await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose, amount }, token);
  expect(started.statusCode, started.body.message).toBe(200);
  expect((await post(t.app, '/api/Sandbox/Pay', { reference: started.body.data.reference })).statusCode).toBe(200);
}

/** The book's rows of a loan, and its statement as loanOf reads it now. */
async function bookAndStatement(quoteId: number) {
  const db = t.app.deps.db;
  const row = await db.selectFrom('loan_book').selectAll().where('quote_id', '=', quoteId).executeTakeFirst();
  const instalments = await db
    .selectFrom('loan_book_instalment')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('number')
    .execute();
  const entries = await db
    .selectFrom('loan_book_entry')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('paid_on')
    .orderBy('id')
    .execute();
  const quote = (await findQuoteWithRequest(db, quoteId))!;
  const loan = (await loanOf(db, quote, await loadSettings(db), new Date()))!;
  return { row, instalments, entries, statement: loan.statement, loan };
}

/** Every row agrees with the statement to the kobo. */
function expectExact(b: Awaited<ReturnType<typeof bookAndStatement>>) {
  const { row, instalments, entries, statement } = b;
  expect(row).toBeDefined();
  expect(row!.outstanding).toBe(statement.loanBalance);
  expect(row!.cum_paid).toBe(statement.totalPaid);
  expect(row!.closed_on).toBe(statement.closedOn);
  expect(row!.financed).toBe(b.loan.plan.financed);
  expect(instalments.map((i) => [i.number, i.due_on, i.amount])).toEqual(
    statement.planned.map((i) => [i.number, i.dueDate, i.amount]),
  );
  let cum = 0;
  for (const i of instalments) expect(i.cum_amount).toBe((cum += i.amount));
  const applied = statement.payments.filter((p) => p.interest + p.principal > 0);
  expect(entries.map((e) => [e.paid_on, e.principal, e.interest])).toEqual(
    applied.map((p) => [p.on, p.principal, p.interest]),
  );
  expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(statement.totalPaid);
  const last = entries.at(-1);
  if (last) {
    expect(last.principal_after).toBe(statement.loanBalance);
    expect(last.cum_paid).toBe(statement.totalPaid);
    expect(last.valid_to).toBeNull();
    expect(row!.first_unpaid_due).toBe(last.first_unpaid_due);
  }
  // Each entry holds until the next one's day (several on one day chain with empty ranges).
  entries.slice(0, -1).forEach((e, k) => expect(e.valid_to).toBe(entries[k + 1]!.paid_on));
  const owing = statement.instalments.find((i) => i.amount > i.paid);
  expect(row!.first_unpaid_due).toBe(statement.closedOn ? null : (owing?.dueDate ?? null));
}

describe('the loan book read model', () => {
  it('a confirmed installation puts the loan in the book: its plan, nothing paid, the whole financed amount outstanding', async () => {
    const { quoteId, quoteRequestId, customer } = await installed();
    const b = await bookAndStatement(quoteId);
    expectExact(b);
    expect(b.entries).toEqual([]);
    expect(b.row).toMatchObject({
      quote_request_id: quoteRequestId,
      customer_id: customer.user.id,
      start_on: lagosDate(new Date()),
      cohort_month: `${lagosDate(new Date()).slice(0, 7)}-01`,
      outstanding: b.loan.plan.financed,
      cum_paid: 0,
      first_paid_on: null,
      first_due_on: b.statement.planned[0]!.dueDate,
      first_unpaid_due: b.statement.planned[0]!.dueDate,
      written_off_on: null,
    });
  });

  it('each credited payment keeps the rows exact, to the payoff that closes the loan', async () => {
    const { quoteId, customer } = await installed();
    const monthly = (await bookAndStatement(quoteId)).statement.planned[0]!.amount / 100;
    await pay(quoteId, customer.token, 'repayment', monthly);
    const one = await bookAndStatement(quoteId);
    expectExact(one);
    expect(one.entries).toHaveLength(1);
    expect(one.entries[0]).toMatchObject({ month_offset: 0, cum_paid: monthly * 100 });
    expect(one.entries[0]!.payment_id).not.toBeNull();
    // The first instalment is paid: the second is the first unpaid.
    expect(one.row!.first_unpaid_due).toBe(one.statement.planned[1]!.dueDate);

    await pay(quoteId, customer.token, 'repayment', monthly + 1_000);
    const two = await bookAndStatement(quoteId);
    expectExact(two);
    expect(two.entries).toHaveLength(2);
    expect(two.entries[0]!.valid_to).toBe(two.entries[1]!.paid_on);

    await pay(quoteId, customer.token, 'payoff');
    const paidOff = await bookAndStatement(quoteId);
    expectExact(paidOff);
    expect(paidOff.row).toMatchObject({ outstanding: 0, first_unpaid_due: null, closed_on: lagosDate(new Date()) });
    expect(paidOff.entries.at(-1)).toMatchObject({ principal_after: 0, first_unpaid_due: null });
  });

  it('rebuildLoanBook rebuilds the same rows from nothing', async () => {
    const { quoteId, customer } = await installed();
    await pay(quoteId, customer.token, 'repayment', 50_000);
    const before = await bookAndStatement(quoteId);
    const db = t.app.deps.db;
    const rows = await db.selectFrom('loan_book').select('quote_id').execute();
    await db.deleteFrom('loan_book').execute();
    expect(await rebuildLoanBook(t.app.deps)).toBe(rows.length);
    const after = await bookAndStatement(quoteId);
    expectExact(after);
    const strip = <T extends { updated_at?: unknown; id?: unknown }>(r: T) => ({ ...r, updated_at: 0, id: 0 });
    expect(strip(after.row!)).toEqual(strip(before.row!));
    expect(after.entries.map(strip)).toEqual(before.entries.map(strip));
    expect(after.instalments).toEqual(before.instalments);
  });

  it('at start-up an empty book is built when loans exist, and a built one is left alone', async () => {
    const { quoteId } = await installed();
    const db = t.app.deps.db;
    const loans = (await db.selectFrom('loan_book').select('quote_id').execute()).length;
    expect(await buildLoanBookIfEmpty(t.app.deps)).toBe(0);
    await db.deleteFrom('loan_book').execute();
    expect(await buildLoanBookIfEmpty(t.app.deps)).toBe(loans);
    expectExact(await bookAndStatement(quoteId));
  });

  it('a re-sync keeps a write-off: money received after it is a recovery on the same row', async () => {
    const { quoteId, customer } = await installed();
    const db = t.app.deps.db;
    const admin = await db.selectFrom('app_user').select('id').where('user_role', '=', 3).executeTakeFirstOrThrow();
    const writeOff = {
      written_off_on: lagosDate(new Date()),
      written_off_by: admin.id,
      written_off_reason: 'Moved away',
      written_off_principal: 123_400,
    };
    await db.updateTable('loan_book').set(writeOff).where('quote_id', '=', quoteId).execute();
    const monthly = (await bookAndStatement(quoteId)).statement.planned[0]!.amount / 100;
    await pay(quoteId, customer.token, 'repayment', monthly);
    const b = await bookAndStatement(quoteId);
    expectExact(b);
    expect(b.row).toMatchObject(writeOff);
    expect(b.entries).toHaveLength(1);
  });

  it('files a loan under the bank that referred it after the customer switched to our plan, and a coordinator’s own sale under them', async () => {
    const db = t.app.deps.db;
    const { quoteId } = await installed();
    const quote = await db
      .selectFrom('quote')
      .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
      .select(['quote.quote_request_id', 'quote_request.user_id'])
      .where('quote.id', '=', quoteId)
      .executeTakeFirstOrThrow();
    const coordinator = await db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'coordinator@demo.imole.ng')
      .executeTakeFirstOrThrow();
    const bank = await db.selectFrom('financial_institution').select('id').orderBy('id').executeTakeFirstOrThrow();
    // The request as a coordinator filled it in for a bank's customer who was declined and switched to our plan:
    // switching takes the bank off the request (docs/banks.md), the application keeps it.
    await db
      .updateTable('quote_request')
      .set({ created_by_user_id: coordinator.id, financial_institution_id: null })
      .where('id', '=', quote.quote_request_id)
      .execute();
    await db
      .insertInto('financial_institution_application')
      .values({
        quote_request_id: quote.quote_request_id,
        financial_institution_id: bank.id,
        customer_user_id: quote.user_id,
        status: 'switched',
      })
      .execute();
    await rebuildLoanBook(t.app.deps);
    const row = await db.selectFrom('loan_book').selectAll().where('quote_id', '=', quoteId).executeTakeFirstOrThrow();
    expect([row.agent_id, row.coordinator_id, row.financial_institution_id]).toEqual([
      coordinator.id,
      coordinator.id,
      bank.id,
    ]);
  });

  it('money above the down payment moved to the instalments after installation joins the loan at once', async () => {
    const priced = await pricedQuote(t.app, ids, support, `book.${++n}@example.com`);
    const { quoteId, customer } = priced;
    // The down payment paid twice (two tabs): the second is a refund due, until the customer chooses otherwise.
    const open = async () => {
      const started = await post(
        t.app,
        '/api/Transaction/InitializePayment',
        { quoteId, purpose: 'equity' },
        customer.token,
      );
      expect(started.statusCode, started.body.message).toBe(200);
      return started.body.data as { reference: string; amount: number };
    };
    const checkouts = [await open(), await open()];
    for (const checkout of checkouts) {
      const url = `/sandbox/checkout/${checkout.reference}/pay`;
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBeLessThan(400);
      const saved = await post(
        t.app,
        '/api/Transaction/SaveQuoteEquityPayment',
        { quoteId, transactionReference: checkout.reference },
        customer.token,
      );
      expect(saved.statusCode, saved.body.message).toBe(200);
    }
    await installPaid(t.app, support, engineer, priced, lagosDate(new Date()));
    expect((await bookAndStatement(quoteId)).row!.cum_paid).toBe(0);
    const moved = await post(t.app, '/api/Transaction/ApplyRefundToInstalments', { quoteId }, customer.token);
    expect(moved.statusCode, moved.body.message).toBe(200);
    const after = await bookAndStatement(quoteId);
    expect(after.row!.cum_paid).toBe(checkouts[1]!.amount * 100);
    expectExact(after);
  });

  it('a system paid outright has no loan: its confirmed installation puts nothing in the book', async () => {
    const priced = await pricedQuote(t.app, ids, support, `book.outright.${++n}@example.com`);
    const { quoteId } = priced;
    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'outright' },
      priced.customer.token,
    );
    expect(started.statusCode, started.body.message).toBe(200);
    expect((await post(t.app, '/api/Sandbox/Pay', { reference: started.body.data.reference })).statusCode).toBe(200);
    const today = lagosDate(new Date());
    const steps: [string, unknown, string][] = [
      ['/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support],
      ['/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: today }, support],
      ['/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, priced.customer.token],
      [
        '/api/Quote/InstallationCompletion',
        { quoteId, fulfilmentDate: today, installationData: 'Done' },
        engineer.token,
      ],
      ['/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, priced.customer.token],
    ];
    for (const [url, body, token] of steps) {
      const res = await post(t.app, url, body, token);
      expect(res.statusCode, `${url}: ${res.body.message}`).toBe(200);
    }
    const row = await t.app.deps.db
      .selectFrom('loan_book')
      .select('quote_id')
      .where('quote_id', '=', quoteId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
