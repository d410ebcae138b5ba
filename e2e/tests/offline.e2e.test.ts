/**
 * Issue 10 in real Chromium on a phone (412×823): the installable, offline-tolerant app (docs/offline.md).
 * - A customer with an installed system signs in, opens the dashboard, the payment history and the repayment
 *   schedule; the network goes off; a reload opens the app from the service worker with what they saw and the
 *   banner "You are offline — showing what you saw at HH:MM"; "Pay Now" and the payment page's Pay buttons are
 *   disabled and say why. A repayment made
 *   meanwhile (through the API) shows once the network is back: the banner goes and the pages ask again.
 * - The web app manifest is served and valid, and Chromium finds the app installable.
 * - A new version of the service worker shows "Update available — reload"; the tap lets it take over.
 * Pictures in .e2e-artifacts/screenshots/offline-*.png.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  browserPath,
  expectAccessible,
  goOffline,
  keepEvidenceOnFailure,
  launchBrowser,
  phonePage,
  screenshot,
  type PageProblems,
} from '../support/browser.ts';
import { CUSTOMER_PASSWORD, journeys } from '../support/journeys.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { api } = journeys(baseUrl, demoPassword);
/** The build the harness serves (e2e/support/server.ts). */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Paid through the sandbox and confirmed with the Save call, as the checkout's way back does. */
async function pay(token: string, quoteId: number, purpose: 'equity' | 'repayment', amount?: number) {
  const { data } = await api<{ data: { reference: string } }>('Transaction/InitializePayment', {
    token,
    body: { quoteId, purpose, ...(amount === undefined ? {} : { amount }) },
  });
  await api('Sandbox/Pay', { body: { reference: data.reference } });
  await api(purpose === 'equity' ? 'Transaction/SaveQuoteEquityPayment' : 'Transaction/SaveRepayment', {
    token,
    body: { quoteId, transactionReference: data.reference, isOutRightPayment: false, isPayStack: true },
  });
  return data.reference;
}

/** A customer whose system is installed and confirmed: a down payment in the history, a repayment schedule. */
const installedCustomer = () =>
  journeys(baseUrl, demoPassword).installedCustomer({ firstname: 'Amaka', lastname: 'Eze', phonePrefix: '081' });

/** HH:MM in Lagos for every minute from `from` to `to`: the banner's time is one of them. */
function lagosMinutes(from: number, to: number): string[] {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const minutes = new Set<string>();
  for (let at = from - 60_000; at <= to + 60_000; at += 30_000) minutes.add(format.format(at));
  return [...minutes];
}

/** Offline, Chromium reports the requests it could not make as console errors; the app itself makes none. */
const unexpected = (problems: PageProblems) =>
  problems.errors.filter(
    (error) => !/the server responded with a status of 4\d\d/.test(error) && !/ERR_INTERNET_DISCONNECTED/.test(error),
  );

/** Until the service worker has installed, precached and taken this page over. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
}

async function look(page: Page, name: string) {
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `offline-${name}`);
}

describe('offline and installable, in Chromium on a phone', () => {
  it('keeps the dashboard, payment history and schedule readable offline, and refreshes them back online', async () => {
    const customer = await installedCustomer();
    const { context, page, problems } = await phonePage(browser, baseUrl);

    await page.goto('/login');
    await page.getByLabel('E-mail address', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
    const fetchedFrom = Date.now();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/dashboard?tab=installation');
    await page.getByTestId('panel-installation-success').waitFor();
    const nextRepayment = (await page.getByTestId('next-repayment').textContent())!;

    await page.goto('/payment-history');
    await page.getByTestId('transaction').first().waitFor();
    expect(await page.getByTestId('transaction').count()).toBe(1);
    await page.goto('/repayment-schedule');
    await page.getByTestId('instalment').first().waitFor();
    const instalments = await page.getByTestId('instalment').count();
    await page.goto('/payment');
    await page.getByTestId('next-repayment').waitFor();
    await page.goto('/dashboard?tab=installation');
    await page.getByTestId('panel-installation-success').waitFor();
    const fetchedTo = Date.now();
    await controlledByServiceWorker(page);

    // No network: the reload comes from the service worker, the data from the saved copy.
    const backOnline = await goOffline(context, page);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'You are offline — showing what you saw at' });
    await banner.waitFor();
    expect(lagosMinutes(fetchedFrom, fetchedTo)).toContain(await banner.getByTestId('saved-at').textContent());
    expect(await page.getByTestId('next-repayment').textContent()).toBe(nextRepayment);
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    expect(await payNow.isDisabled()).toBe(true);
    const reason = page.getByTestId('needs-connection');
    expect(await reason.textContent()).toContain('You are offline. Paying needs an internet connection');
    expect(await payNow.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    await look(page, 'dashboard');

    // The payment page opens with what it showed, and nothing on it can be paid.
    await page.goto('/payment');
    await page.getByTestId('next-repayment').waitFor();
    const payButtons = page.getByRole('button', { name: /^Pay/ });
    expect(await payButtons.count()).toBeGreaterThan(1);
    for (const button of await payButtons.all()) expect(await button.isDisabled()).toBe(true);
    expect(await page.getByTestId('needs-connection').textContent()).toContain('Paying needs an internet connection');
    await look(page, 'payment');

    await page.goto('/repayment-schedule');
    await page.getByTestId('instalment').first().waitFor();
    expect(await page.getByTestId('instalment').count()).toBe(instalments);
    await banner.waitFor();
    await look(page, 'schedule');
    await page.goto('/payment-history');
    await page.getByTestId('transaction').first().waitFor();
    expect(await page.getByTestId('transaction').count()).toBe(1);
    await banner.waitFor();
    await look(page, 'history');

    // Meanwhile a repayment is made (another phone, say); back online the history asks again and shows it.
    const amount = Number(nextRepayment.replace(/[^\d.]/g, ''));
    const reference = await pay(customer.token, customer.quoteId, 'repayment', Math.ceil(amount));
    const refetched = page.waitForResponse(
      (response) => response.url().includes('/api/Transaction/GetTransactions') && response.ok(),
    );
    await backOnline();
    await refetched;
    await page.getByTestId('transaction').filter({ hasText: reference }).waitFor();
    expect(await page.getByTestId('transaction').count()).toBe(2);
    expect(await page.getByRole('status').filter({ hasText: 'You are offline' }).count()).toBe(0);
    await look(page, 'history-back-online');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('online but Imole not answering: Pay disabled with the reason, and the page refreshes by itself once Imole answers (issue 19)', async () => {
    const customer = await installedCustomer();
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto('/login');
    await page.getByLabel('E-mail address', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('panel-installation-success').getByTestId('next-repayment').waitFor();

    // Wi-Fi with no internet: the browser says online, but nothing reaches Imole.
    await page.route('**/api/**', (route) => route.abort('failed'));
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'We could not reach Imole — showing what you saw at' });
    await banner.waitFor();
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    expect(await payNow.isDisabled()).toBe(true);
    expect(await page.getByTestId('needs-connection').textContent()).toBe(
      'We could not reach Imole. Paying needs a connection to Imole; it works again as soon as we reach it.',
    );
    await look(page, 'unreachable');

    // Imole answers again; no `online` event comes, and the customer does nothing.
    await page.unroute('**/api/**');
    await banner.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('panel-installation-success').getByRole('link', { name: 'Pay Now' }).waitFor();
    expect(await page.getByTestId('needs-connection').count()).toBe(0);

    expect(unexpected(problems).filter((error) => !/ERR_FAILED|Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  }, 120_000);

  it('offline right after the first load, a reload still opens the app (issue 19)', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    // A first visit: the worker installs with the app shell from the HTTP cache and takes the page over.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await controlledByServiceWorker(page);
    const backOnline = await goOffline(context, page);
    await page.reload();
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await look(page, 'first-load-offline');
    await backOnline();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('serves a valid web app manifest, and Chromium finds the app installable', async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Imole', short_name: 'Imole', display: 'standalone' });
    expect(manifest.theme_color).toBe('#f7a325');
    for (const size of [192, 512]) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
        expect(icon, `${purpose} ${size}`).toBeDefined();
        const png = Buffer.from(await (await fetch(`${baseUrl}${icon!.src}`)).arrayBuffer());
        // The PNG header's width and height.
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      }
    }

    // Installability needs a normal profile (a fresh context is incognito), so this one has its own.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'imole-e2e-profile-'));
    const installable = await chromium.launchPersistentContext(profile, {
      executablePath: browserPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
      viewport: { width: 412, height: 823 },
      baseURL: baseUrl,
    });
    keepEvidenceOnFailure(installable);
    try {
      const page = installable.pages()[0] ?? (await installable.newPage());
      await page.goto('/');
      await controlledByServiceWorker(page);
      const cdp = await installable.newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await installable.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('offers "Update available — reload" when a new version is waiting, and the tap brings it in', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await controlledByServiceWorker(page);
    expect(await page.getByRole('button', { name: 'Update available — reload' }).count()).toBe(0);

    // A deploy, as the browser sees it: /sw.js changes (any byte). The built files come back afterwards.
    const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(webDist, name));
    const originals = files.map((file) => readFileSync(file));
    const next = Buffer.concat([originals[0]!, Buffer.from('\n// the next version\n')]);
    writeFileSync(files[0]!, next);
    writeFileSync(files[1]!, brotliCompressSync(next));
    writeFileSync(files[2]!, gzipSync(next));
    const update = page.getByRole('button', { name: 'Update available — reload' });
    const hasWaiting = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await update.waitFor();
      await look(page, 'update-available');
      expect(await hasWaiting()).toBe(true);

      // The tap: the waiting worker takes over and the page reloads under it.
      const reloaded = page.waitForEvent('load');
      await update.click();
      await reloaded;
      await page.getByRole('heading', { level: 1 }).waitFor();
      await controlledByServiceWorker(page);
      expect(await hasWaiting()).toBe(false);
      expect(await page.getByRole('button', { name: 'Update available — reload' }).count()).toBe(0);
    } finally {
      files.forEach((file, index) => writeFileSync(file, originals[index]!));
    }

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
