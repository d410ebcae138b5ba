/**
 * Repayment reminders (docs/portfolio.md "Collections and reminders"): the customer 3 days before a due date, on the
 * day, and at 1, 7 and 30 days overdue, each once per instalment and day, through the outbox; the referring agent
 * when the customer passes 30 days overdue. The app's clock is moved; the job runs twice at once to show "once".
 */
import { internationalPhone, lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';
import { loanOf } from '../payments/index.ts';
import { syncLoan } from '../portfolio/index.ts';
import { findQuoteWithRequest } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';
import { addDays } from './days.ts';
import { pointFor, reminderPoints, runLoanReminders } from './loan-reminders.ts';

let t: TestApp;
let offsetMs = 0;
const PASSWORD = 'Reminder-tests-1';
let support: string;
let engineer: { token: string; id: number };
let agentId: number;
let ids: SeedIds;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  agentId = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).user.id;
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

/** A loan installed today, its customer referred by the demo agent; answers its first due date. */
async function referredLoan(email: string) {
  const db = t.app.deps.db;
  const installed = await installedQuote(t.app, ids, support, engineer, email, lagosDate(new Date()));
  await db
    .updateTable('app_user')
    .set({ referred_by_user_id: agentId })
    .where('id', '=', installed.customer.user.id)
    .execute();
  await db.transaction().execute((trx) => syncLoan(trx, t.app.deps, installed.quoteId));
  const book = await db
    .selectFrom('loan_book')
    .select(['first_due_on'])
    .where('quote_id', '=', installed.quoteId)
    .executeTakeFirstOrThrow();
  return { ...installed, firstDue: book.first_due_on };
}

/** Moves the app's clock to `k` days after `day` (negative: before). */
const moveTo = (day: string, k: number) => {
  offsetMs = Date.parse(`${addDays(day, k)}T12:00:00+01:00`) - Date.now();
};
/** Two job runners at once; what they sent for the first instalment and to the agent. */
async function runTwice(quoteId: number) {
  const [a, b] = await Promise.all([runLoanReminders(t.app.deps), runLoanReminders(t.app.deps)]);
  return [...a.sent, ...b.sent]
    .filter((s) => s.key.startsWith(`loan:${quoteId}:instalment:1:`) || s.key.startsWith(`loan:${quoteId}:agent:`))
    .map((s) => `${s.event} ${s.key.split(':').at(-1)}`);
}
const outbox = async (to: string) =>
  (await get(t.app, `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data as {
    channel: string;
    subject: string | null;
    body: string;
  }[];

describe('reminder points', () => {
  it('places each reminder day around the due date and gives each a window until the next', () => {
    const points = reminderPoints({ before: [3], onTheDay: true, overdue: [1, 7, 30] });
    expect(points).toEqual([-3, 0, 1, 7, 30]);
    expect([-4, -3, -1, 0, 1, 6, 7, 29, 30, 36, 37].map((k) => pointFor(points, k))).toEqual([
      null,
      -3,
      -3,
      0,
      1,
      1,
      7,
      7,
      30,
      30,
      null,
    ]);
    expect(reminderPoints({ before: [], onTheDay: false, overdue: [] })).toEqual([]);
  });
});

describe('repayment reminders', () => {
  it('reminds the customer 3 days before, on the day and at 1, 7 and 30 days overdue, each once; the agent past 30', async () => {
    const loan = await referredLoan('reminded@example.com');
    const phone = internationalPhone(
      (
        await t.app.deps.db
          .selectFrom('app_user')
          .select('phone_number')
          .where('id', '=', loan.customer.user.id)
          .executeTakeFirstOrThrow()
      ).phone_number,
    );
    try {
      expect(await runTwice(loan.quoteId)).toEqual([]);
      moveTo(loan.firstDue, -4);
      expect(await runTwice(loan.quoteId)).toEqual([]);

      moveTo(loan.firstDue, -3);
      expect(await runTwice(loan.quoteId)).toEqual(['repayment-due -3']);
      const due = (await outbox('reminded@example.com'))[0]!;
      expect(due.subject).toBe('Repayment due soon');
      expect(due.body).toMatch(/is due on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
      expect((await outbox(phone))[0]!.body).toMatch(/^Imole: Your repayment of ₦[\d,.]+ is due on/);
      moveTo(loan.firstDue, -1);
      expect(await runTwice(loan.quoteId)).toEqual([]);

      moveTo(loan.firstDue, 0);
      expect(await runTwice(loan.quoteId)).toEqual(['repayment-due 0']);
      expect((await outbox('reminded@example.com'))[0]!.subject).toBe('Repayment due today');

      moveTo(loan.firstDue, 1);
      expect(await runTwice(loan.quoteId)).toEqual(['repayment-overdue 1']);
      expect((await outbox('reminded@example.com'))[0]!.body).toMatch(
        /^Your repayment due on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} is overdue\. ₦[\d,.]+ is now owing/,
      );
      moveTo(loan.firstDue, 4);
      expect(await runTwice(loan.quoteId)).toEqual([]);
      moveTo(loan.firstDue, 7);
      expect(await runTwice(loan.quoteId)).toEqual(['repayment-overdue 7']);
      moveTo(loan.firstDue, 30);
      expect(await runTwice(loan.quoteId)).toEqual(['repayment-overdue 30']);

      // Past 30 days overdue (the day the loan enters PAR30): the referring agent is told, once.
      moveTo(loan.firstDue, 31);
      expect(await runTwice(loan.quoteId)).toEqual([`customer-overdue ${loan.firstDue}`]);
      moveTo(loan.firstDue, 32);
      expect(await runTwice(loan.quoteId)).toEqual([]);
      const toAgent = await t.app.deps.db
        .selectFrom('notification')
        .select(['title', 'body', 'link'])
        .where('user_id', '=', agentId)
        .where('event', '=', 'customer-overdue')
        .execute();
      expect(toAgent).toHaveLength(1);
      expect(toAgent[0]!.body).toMatch(/has not paid the instalment due on .* ₦[\d,.]+ is owing/);
      const agentMail = (await outbox('agent@demo.imole.ng'))[0]!;
      expect(agentMail.subject).toBe('Your customer is over 30 days overdue');
      const agentPhone = (
        await t.app.deps.db
          .selectFrom('app_user')
          .select('phone_number')
          .where('id', '=', agentId)
          .executeTakeFirstOrThrow()
      ).phone_number;
      expect((await outbox(internationalPhone(agentPhone)))[0]!.body).toMatch(/^Imole: .* has not paid/);

      // Each customer reminder is in the app once.
      const inApp = await t.app.deps.db
        .selectFrom('notification')
        .select('title')
        .where('user_id', '=', loan.customer.user.id)
        .where('event', 'in', ['repayment-due', 'repayment-overdue'])
        .orderBy('id')
        .execute();
      expect(inApp.slice(0, 5).map((n) => n.title)).toEqual([
        'Repayment due soon',
        'Repayment due today',
        'Repayment overdue',
        'Repayment overdue',
        'Repayment overdue',
      ]);
    } finally {
      offsetMs = 0;
    }
  });

  it('sends one reminder when two instalments of a loan are due for one at once: the oldest, with the total owing', async () => {
    const loan = await referredLoan('two.unpaid@example.com');
    const second = (
      await t.app.deps.db
        .selectFrom('loan_book_instalment')
        .select('due_on')
        .where('quote_id', '=', loan.quoteId)
        .where('number', '=', 2)
        .executeTakeFirstOrThrow()
    ).due_on;
    const sentFor = async () => {
      const [a, b] = await Promise.all([runLoanReminders(t.app.deps), runLoanReminders(t.app.deps)]);
      return [...a.sent, ...b.sent]
        .filter((s) => s.key.startsWith(`loan:${loan.quoteId}:instalment:`))
        .map((s) => `${s.event} ${s.key.split(':')[3]}`);
    };
    try {
      // The job first runs the day after the second due date: the first instalment is ~30 days overdue, the second 1.
      moveTo(second, 1);
      expect(await sentFor()).toEqual(['repayment-overdue 1']);
      // The next pass that day does not send the second one either.
      expect(await sentFor()).toEqual([]);
      const inApp = await t.app.deps.db
        .selectFrom('notification')
        .select(['title', 'body'])
        .where('user_id', '=', loan.customer.user.id)
        .where('event', 'in', ['repayment-due', 'repayment-overdue'])
        .execute();
      expect(inApp.map((n) => n.title)).toEqual(['Repayment overdue']);
      const mails = await outbox('two.unpaid@example.com');
      expect(mails.filter((m) => m.subject === 'Repayment overdue')).toHaveLength(1);
      // What it says is owing is what the customer's own statement says is overdue ("Overdue now" on /payment):
      // both instalments, and the interest their late principal ran up.
      const db = t.app.deps.db;
      const statement = (await loanOf(
        db,
        (await findQuoteWithRequest(db, loan.quoteId))!,
        await loadSettings(db),
        t.app.deps.clock.now(),
      ))!.statement;
      const instalments = await db
        .selectFrom('loan_book_instalment')
        .select((eb) => eb.fn.sum<number>('amount').as('sum'))
        .where('quote_id', '=', loan.quoteId)
        .where('number', '<=', 2)
        .executeTakeFirstOrThrow();
      expect(statement.arrears).toBeGreaterThanOrEqual(Number(instalments.sum));
      const naira = (statement.arrears / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 });
      expect(inApp[0]!.body).toContain(`₦${naira} is now owing`);
    } finally {
      offsetMs = 0;
    }
  });

  it('follows the days an administrator sets, and a paid instalment is not reminded', async () => {
    const admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
    const bad = await post(
      t.app,
      '/api/Settings/UpdateSettings',
      { repaymentReminderDays: { before: [0], onTheDay: true, overdue: [1] } },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Days before a due date are whole numbers from 1 to 30');
    const twice = await post(
      t.app,
      '/api/Settings/UpdateSettings',
      { repaymentReminderDays: { before: [2], onTheDay: false, overdue: [5, 5] } },
      admin,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body.message).toBe('Each day overdue is listed once');
    const saved = await post(
      t.app,
      '/api/Settings/UpdateSettings',
      { repaymentReminderDays: { before: [5], onTheDay: false, overdue: [2] } },
      admin,
    );
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.data.repaymentReminderDays).toEqual({ before: [5], onTheDay: false, overdue: [2] });

    const loan = await referredLoan('custom.days@example.com');
    try {
      moveTo(loan.firstDue, -5);
      expect(await runTwice(loan.quoteId)).toEqual(['repayment-due -5']);
      moveTo(loan.firstDue, 0);
      expect(await runTwice(loan.quoteId)).toEqual([]);
      // The customer pays the first instalment on its day: no overdue reminder follows.
      const token = (await login(t.app, 'custom.days@example.com', 'Sunny-Roof-2026')).token;
      const started = await post(
        t.app,
        '/api/Transaction/InitializePayment',
        { quoteId: loan.quoteId, purpose: 'repayment' },
        token,
      );
      expect(started.statusCode, started.body.message).toBe(200);
      expect((await post(t.app, '/api/Sandbox/Pay', { reference: started.body.data.reference })).statusCode).toBe(200);
      moveTo(loan.firstDue, 2);
      expect(await runTwice(loan.quoteId)).toEqual([]);
    } finally {
      offsetMs = 0;
      await post(
        t.app,
        '/api/Settings/UpdateSettings',
        { repaymentReminderDays: { before: [3], onTheDay: true, overdue: [1, 7, 30] } },
        (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token,
      );
    }
  });
});
