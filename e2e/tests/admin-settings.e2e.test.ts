/**
 * The business settings in real Chromium on a phone (412×823): an admin logs in through the real /login page, opens
 * "Business settings" from the account menu, changes how long a quote stays valid, saves, reloads and sees the new
 * value; then changes it back, so the other journeys price quotes with the demo settings.
 */
import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PHONE,
  expectAccessible,
  launchBrowser,
  phonePage,
  screenshot,
  screenshotDir,
  type PageProblems,
} from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const ADMIN = 'admin@demo.imole.ng';
const VALIDITY = 'Quote valid for (days)';

let browser: Browser;
/** The quote validity the server had before the journey, put back through the API should the journey stop halfway. */
let original: number | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (original !== undefined) await setValidityViaApi(original);
});

async function setValidityViaApi(days: number): Promise<void> {
  const login = await fetch(`${baseUrl}/api/ClientUser/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: demoPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${baseUrl}/api/Settings/UpdateSettings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ quoteValidityDays: days }),
  });
  expect(response.status).toBe(200);
}

/** Chromium logs every 4xx answer as a console error (a refused refresh on the login page). Nothing else. */
const unexpected = (problems: PageProblems) =>
  problems.errors.filter((error) => !/the server responded with a status of 4\d\d/.test(error));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The value once the form has loaded (the skeleton comes first). */
async function validityShown(page: Page): Promise<string> {
  await field(page, VALIDITY).waitFor();
  return field(page, VALIDITY).inputValue();
}

async function saveValidity(page: Page, days: number): Promise<void> {
  await field(page, VALIDITY).fill(String(days));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
}

describe('business settings in Chromium, on a phone', () => {
  it('lets an admin change how long quotes stay valid, and keeps it across a reload', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto('/login');
    await field(page, 'E-mail address').fill(ADMIN);
    await field(page, 'Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/get-requests');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Business settings' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-settings');
    await page.getByRole('heading', { level: 1, name: 'Business settings', exact: true }).waitFor();

    const before = Number(await validityShown(page));
    expect(before).toBeGreaterThan(0);
    original = before;
    expect(await field(page, 'Monthly interest rate (%)').inputValue()).toMatch(/^\d+\.\d\d$/);
    await page.getByText(/^Effective annual rate: \d+\.\d\d% \(compounded monthly\)$/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-settings-01-form');
    // The narrowest phone we design for: labels and hints wrap, nothing overflows sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'admin-settings-01-form-360');
    await page.setViewportSize(PHONE);

    const changed = before === 21 ? 30 : 21;
    await saveValidity(page, changed);
    await expectAccessible(page);
    // What the phone shows after Save (the message by the button), then the whole page from the top.
    await page.screenshot({ path: path.join(screenshotDir, 'admin-settings-02-saved-screen.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'admin-settings-02-saved');

    await page.reload();
    expect(await validityShown(page)).toBe(String(changed));

    // And back, as it was.
    await saveValidity(page, before);
    await page.reload();
    expect(await validityShown(page)).toBe(String(before));
    original = undefined;

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('shows an invited engineer with one status, and lists them under "Waiting for activation"', async () => {
    const login = await fetch(`${baseUrl}/api/ClientUser/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password: demoPassword }),
    });
    const { token } = (await login.json()) as { token: string };
    const unique = Date.now().toString(36);
    const invited = await fetch(`${baseUrl}/api/ClientUser/CreateSupportUser`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        firstname: 'Tunde',
        lastname: `Waiting${unique}`,
        email: `tunde.${unique}@example.com`,
        phoneNumber: `0818${String(Date.now()).slice(-7)}`,
        userRole: 2,
        isEngineer: true,
      }),
    });
    expect(invited.status).toBe(200);

    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto('/login');
    await field(page, 'E-mail address').fill(ADMIN);
    await field(page, 'Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/get-requests');
    await page.goto('/manage-engineers');
    // One status per person (issue 19): invited, not also "Active".
    await page.getByRole('radio', { name: 'Waiting for activation' }).check();
    const card = page.getByTestId('staff-card').filter({ hasText: `Waiting${unique}` });
    await card.getByText('Invited, no password yet', { exact: true }).waitFor();
    expect(await card.getByText('Active', { exact: true }).count()).toBe(0);
    await card.getByText(/Cannot log in until they set a password/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-staff-waiting');
    expect(await page.getByText(/^Nobody is waiting/).count()).toBe(0);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
