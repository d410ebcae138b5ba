/**
 * The portfolio page (issue 23, docs/portfolio.md "The page") in real Chromium, on a phone (412×823) and a desktop
 * window: an admin opens /portfolio on a book with arrears, sees the figures, switches the "as of" day, downloads a
 * table as CSV and reads it; axe passes.
 *
 * A book with arrears needs loans installed months ago. The shared e2e server runs on the real clock, so this journey
 * runs the real app in this process on a database of its own (the API test harness, PGlite in memory) serving the
 * production web build, and puts four customers through the usual journeys (support/journeys.ts) with the process's
 * clock set back: installed about 250, 110 and 50 days ago and today, none paying since. Then the clock is real again
 * and the browser reads the book as of today: about 220, 80 and 20 days overdue and one current loan.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../apps/api/src/test/app.ts';
import { launchBrowser, phonePage, screenshot } from '../support/browser.ts';
import { installedDaysAgo, startInProcessApp } from '../support/in-process.ts';
import { lagosToday } from '../support/journeys.ts';
import { logIn, pictures, unexpected } from '../support/pages.ts';

const PASSWORD = 'Portfolio-e2e-pass-1';
const ADMIN = 'admin@demo.imole.ng';
const DAY = 86_400_000;
const { look } = pictures('portfolio');

let browser: Browser;
let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  ({ server, baseUrl } = await startInProcessApp(PASSWORD));
  browser = await launchBrowser();
}, 120_000);

let book: Promise<unknown> | undefined;

/** The four loans, made once, by the first test that needs them. */
function bookWithArrears(): Promise<unknown> {
  book ??= installedDaysAgo(baseUrl, PASSWORD, 'Okafor', [
    [250, 'Adebayo'],
    [110, 'Chiamaka'],
    [50, 'Musa'],
    [0, 'Yetunde'],
  ]);
  return book;
}

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** 60 days ago, in Nigeria: only the two oldest loans had started then. */
const sixtyDaysAgo = () => new Date(Date.now() + 3_600_000 - 60 * DAY).toISOString().slice(0, 10);

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Figures' })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

describe('the portfolio page in Chromium', () => {
  it('shows an admin the book’s health with arrears, follows the as-of day, and downloads a table as CSV', async () => {
    await bookWithArrears();
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, ADMIN, PASSWORD, '/get-requests');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Portfolio' }).click();
    await page.waitForURL((url) => url.pathname === '/portfolio');
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();

    await expect.poll(() => figure(page, 'Active loans').textContent()).toBe('4');
    expect(await figure(page, 'Outstanding principal').textContent()).toMatch(/^₦[\d,]+\.\d\d$/);
    // Three of four loans are late: PAR1 is most of the book, PAR90 the oldest loan's share.
    const percent = async (label: string) => Number((await figure(page, label).textContent())!.replace('%', ''));
    expect(await percent('PAR1')).toBeGreaterThan(50);
    expect(await percent('PAR30')).toBeLessThan(await percent('PAR1'));
    expect(await percent('PAR90')).toBeGreaterThan(0);
    expect(await percent('PAR90')).toBeLessThan(await percent('PAR30'));
    expect(await figure(page, 'Defaults').textContent()).toBe('1');
    const aging = page.getByRole('region', { name: 'Aging, table' });
    const loansIn = async (bucket: string) =>
      aging
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: bucket }) })
        .locator('td')
        .first()
        .textContent();
    expect(await loansIn('Current')).toBe('1');
    expect(await loansIn('1–30 days')).toBe('1');
    expect(await loansIn('61–90 days')).toBe('1');
    expect(Number(await loansIn('91–180 days')) + Number(await loansIn('Over 180 days'))).toBe(1);
    // uPlot drew the charts: a canvas each, as wide as the phone allows.
    await expect.poll(() => page.locator('[data-testid="chart"] canvas').count()).toBe(3);
    const widths = await page.locator('[data-testid="chart"]').evaluateAll((boxes) => boxes.map((b) => b.scrollWidth));
    for (const width of widths) expect(width).toBeLessThanOrEqual(412);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await look(page, 'phone');

    // A month-end style re-run: as of 60 days ago only the two oldest loans had started.
    await page.getByLabel('Figures as of', { exact: true }).fill(sixtyDaysAgo());
    await page.waitForURL((url) => url.searchParams.get('asOf') === sixtyDaysAgo());
    await expect.poll(() => figure(page, 'Active loans').textContent()).toBe('2');
    await expect.poll(() => loansIn('Current')).toBe('0');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV of aging' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `portfolio-aging_as-of-${sixtyDaysAgo()}_period-${sixtyDaysAgo().slice(0, 8)}01-to-${sixtyDaysAgo()}.csv`,
    );
    const file = readFileSync((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true); // UTF-8 for Excel
    const lines = file.slice(1).split('\r\n');
    // What the file is for, then the table.
    expect(lines.slice(0, 4)).toEqual([
      'Imole portfolio,Aging',
      `As of,${sixtyDaysAgo()}`,
      `Collection rate period,${sixtyDaysAgo().slice(0, 8)}01 to ${sixtyDaysAgo()}`,
      'Filters,None (every loan)',
    ]);
    const csv = lines.slice(4);
    expect(csv[0]).toBe('Days overdue,Loans,Outstanding principal (NGN),Share of outstanding principal');
    expect(csv).toHaveLength(8); // the header, six buckets, the last line's end
    expect(csv[1]).toMatch(/^Current,0,0\.00,0$/);
    const loans = csv.slice(1, 7).reduce((sum, line) => sum + Number(line.split(',')[1]), 0);
    expect(loans).toBe(2);
    for (const line of csv.slice(1, 7)) expect(line).toMatch(/^[^,]+,\d+,\d+\.\d\d,[\d.]+$/);
    await look(page, 'phone-as-of');

    // The link re-opens the same report.
    const link = page.url();
    await page.goto('/get-requests');
    await page.goto(link);
    await expect.poll(() => figure(page, 'Active loans').textContent()).toBe('2');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 300_000);

  it('fits a desktop window', async () => {
    await bookWithArrears();
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, ADMIN, PASSWORD, '/get-requests');
    await page.goto(`/portfolio?asOf=${lagosToday()}`);
    await expect.poll(() => figure(page, 'Active loans').textContent()).toBe('4');
    await expect.poll(() => page.locator('[data-testid="chart"] canvas').count()).toBe(3);
    await screenshot(page, 'portfolio-desktop');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 300_000);
});
