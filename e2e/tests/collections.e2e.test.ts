/**
 * Collections (issue 23, docs/portfolio.md "Collections and reminders") in real Chromium on a phone (412×823): a
 * support user opens /collections from the account menu, finds the overdue customers longest overdue first, logs
 * a call with a promise to pay and sees it on the card and in the loan's history; the reminder job's pass puts the
 * overdue customer's reminder (e-mail and SMS) in the outbox.
 *
 * Overdue loans need installations in the past. As the portfolio journey does, this runs the real app in this
 * process (the API test harness, PGlite in memory) on the production web build, and installs two customers through
 * the usual journeys with the process's Date set back (about 100 and 40 days ago), none paying since.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../apps/api/src/test/app.ts';
import { installedDaysAgo, startInProcessApp } from '../support/in-process.ts';
import { runLoanReminders } from '../../apps/api/src/modules/collections/index.ts';
import { launchBrowser, phonePage, screenshot } from '../support/browser.ts';
import { SUPPORT_EMAIL } from '../support/journeys.ts';
import { h1, logIn, pictures, unexpected } from '../support/pages.ts';

const PASSWORD = 'Collections-e2e-pass-1';
const DAY = 86_400_000;
const { look } = pictures('collections');

let browser: Browser;
let server: TestApp;
let baseUrl: string;
let late: { email: string; firstname: string } | undefined;

beforeAll(async () => {
  ({ server, baseUrl } = await startInProcessApp(PASSWORD));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Three loans: installed about 220, 100 and 40 days ago (about 190, 70 and 10 days overdue today). */
const overdueBook = () =>
  installedDaysAgo(baseUrl, PASSWORD, 'Balogun', [
    [220, 'Emeka'],
    [100, 'Ngozi'],
    [40, 'Tunde'],
  ]);

const inDays = (days: number) => new Date(Date.now() + 3_600_000 + days * DAY).toISOString().slice(0, 10);

describe('collections in Chromium', () => {
  it('the reminder job puts the overdue customer’s reminder in the outbox', async () => {
    [, , late] = await overdueBook();
    const { sent } = await runLoanReminders(server.app.deps);
    expect(sent.map((s) => s.event)).toContain('repayment-overdue');
    const outbox = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(late!.email)}`);
    const mails = ((await outbox.json()) as { data: { subject: string | null; body: string }[] }).data;
    expect(mails[0]!.subject).toBe('Repayment overdue');
    expect(mails[0]!.body).toMatch(/^Your repayment due on .* is overdue\. ₦[\d,.]+ is now owing/);
    // Once: the next pass sends nothing new.
    expect((await runLoanReminders(server.app.deps)).sent).toEqual([]);
  }, 300_000);

  it('a support user finds the overdue customers, logs a call with a promise, and sees it', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, SUPPORT_EMAIL, PASSWORD, '/get-requests');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Collections' }).click();
    await page.waitForURL((url) => url.pathname === '/collections');
    await h1(page, 'Collections').waitFor();

    const cards = page.getByTestId('overdue-card');
    await expect.poll(() => cards.count()).toBe(3);
    // Longest overdue first: Emeka (installed 220 days ago), Ngozi (100), then Tunde.
    expect(await cards.getByRole('heading').allTextContents()).toEqual([
      'Emeka Balogun',
      'Ngozi Balogun',
      'Tunde Balogun',
    ]);
    // Support cannot write off.
    expect(await page.getByRole('button', { name: 'Write off this loan' }).count()).toBe(0);
    const tunde = cards.filter({ has: page.getByRole('heading', { name: 'Tunde Balogun' }) });
    expect(await tunde.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:0\d{10}$/);
    expect(await tunde.getByText(/^\d+ days overdue$/).textContent()).toMatch(/^(9|10|11) days overdue$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await look(page, 'worklist');

    // The 31–90 days filter keeps Ngozi only.
    await page.getByRole('link', { name: '31–90 days' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.getByRole('heading').allTextContents()).toEqual(['Ngozi Balogun']);
    await page.getByRole('link', { name: 'All overdue' }).click();
    await expect.poll(() => cards.count()).toBe(3);

    await tunde.getByRole('button', { name: 'Log contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log contact with Tunde Balogun' });
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await dialog.getByText('Write what came of the contact.').waitFor();
    await dialog.getByRole('radio', { name: 'Call' }).check();
    await dialog.getByLabel('What came of it?').fill('Salary is late; will pay on Saturday');
    expect(await dialog.getByText('Write what came of the contact.').count()).toBe(0);
    await dialog.getByLabel('Promised to pay by (optional)').fill(inDays(3));
    await dialog.getByLabel('Amount promised (optional)').fill('5000');
    await look(page, 'log-contact');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await tunde.getByText(/^Call, .* “Salary is late; will pay on Saturday”$/).waitFor();
    await tunde.getByText(/^₦5,000\.00 by .* · Open$/).waitFor();
    await tunde.getByRole('button', { name: 'History' }).click();
    const history = tunde.getByRole('list', { name: 'Contact history' });
    await history.getByText('Salary is late; will pay on Saturday').waitFor();
    await history.getByText(/^Promised ₦5,000\.00 by .* · Open$/).waitFor();
    await look(page, 'logged');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 300_000);

  it('an admin writes off the loan 180 days overdue, with a reason, and it leaves the list', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, 'admin@demo.imole.ng', PASSWORD, '/get-requests');
    await page.goto('/collections');
    const cards = page.getByTestId('overdue-card');
    await expect.poll(() => cards.count()).toBe(3);
    // Only the loan 180 days overdue or more offers it.
    expect(await page.getByRole('button', { name: 'Write off this loan' }).count()).toBe(1);
    const emeka = cards.filter({ has: page.getByRole('heading', { name: 'Emeka Balogun' }) });
    await emeka.getByRole('button', { name: 'Write off this loan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write off Emeka Balogun’s loan?' });
    await dialog.getByText(/days overdue with ₦[\d,.]+ still owed\. Writing it off/).waitFor();
    await dialog.getByRole('button', { name: 'Write off the loan' }).click();
    await dialog.getByText('Write why the loan is written off.').waitFor();
    await dialog.getByLabel('Why is it written off?').fill('Moved to Ghana; phone off since June');
    await look(page, 'write-off');
    await dialog.getByRole('button', { name: 'Write off the loan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.getByRole('heading').allTextContents()).toEqual(['Ngozi Balogun', 'Tunde Balogun']);

    // The reminder days are the admin's to set.
    await page.goto('/admin-settings');
    const reminders = page.getByRole('group', { name: 'Repayment reminders' });
    await expect.poll(() => reminders.getByLabel('Days overdue').inputValue()).toBe('1, 7, 30');
    await reminders.getByLabel('Days overdue').fill('1, 7, 30, 60');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Settings saved.').waitFor();
    await reminders.scrollIntoViewIfNeeded();
    await screenshot(page, 'collections-reminder-settings');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 300_000);
});
