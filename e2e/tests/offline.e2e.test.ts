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
import { expectAccessible, launchBrowser, phonePage, screenshot, type PageProblems } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const password = 'Sunny-day-power-2030';
/** The build the harness serves (e2e/support/server.ts). */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T = Record<string, unknown>>(
  apiPath: string,
  init: { body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${apiPath}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as T & { status?: boolean; message?: string };
  if (!response.ok || json.status === false) throw new Error(`${apiPath}: ${response.status} ${json.message}`);
  return json;
}

async function codeFor(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await api<{ data: { body: string }[] }>(`dev/outbox?to=${encodeURIComponent(email)}`);
        code = /\b(\d{6})\b/.exec(data[0]?.body ?? '')?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

const logIn = (email: string, secret = demoPassword) =>
  api<{ token: string; user: { id: number } }>('ClientUser/Login', { body: { email, password: secret } });

/** Today in Nigeria (UTC+1), YYYY-MM-DD. */
const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

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
async function installedCustomer() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `e2e-offline-${stamp}@example.com`;
  await api('ClientUser/CreateClientUser', {
    body: { firstname: 'Amaka', lastname: 'Eze', email, phoneNumber: `081${stamp.slice(-8)}`, password },
  });
  const { token } = await api<{ token: string }>('ClientUser/ConfirmUserAccount', {
    body: { email, token: await codeFor(email) },
  });
  const { lgas } = await api<{ lgas: { id: number }[] }>('Location/GetLgas?stateId=Lagos');
  const { data: employers } = await api<{ data: { id: number; name: string }[] }>(
    'UserEmployer/GetAllUserEmployers?name=Others',
  );
  const { data: request } = await api<{ data: { id: number } }>('Quote/CreateQuoteRequest', {
    token,
    body: {
      state: 'Lagos',
      city: lgas[0]!.id,
      address: '12 Allen Avenue, Ikeja',
      landmark: 'Opposite the bank',
      buildingType: 1,
      employerId: employers.find((e) => e.name === 'Others')!.id,
      noOfBedrooms: 2,
      noOfLights: 5,
      noOfFan: 2,
      noOfTv: 1,
      inverterUsageHoursPerDay: 12,
      hoursOfElectricPowerPerDay: 6,
      generatorCapacity: 0,
    },
  });
  const support = (await logIn('support@demo.imole.ng')).token;
  const engineer = await logIn('engineer@demo.imole.ng');
  const { data: categories } = await api<{ data: { categoryName: string; data: { id: number }[] }[] }>(
    'Product/InstallationComponentsByCategoryWithoutImage',
    { token: support },
  );
  const first = (pattern: RegExp) => categories.find((c) => pattern.test(c.categoryName))!.data[0]!.id;
  const { data: quote } = await api<{ data: { id: number } }>('Quote/AssignProductToQuote', {
    token: support,
    body: {
      quoteRequestId: request.id,
      components: [
        { componentId: first(/inverter/i), quantity: 1 },
        { componentId: first(/batter/i), quantity: 2 },
      ],
    },
  });
  await api('Quote/ConfirmQuotePricing', { token: support, body: { quoteId: quote.id } });
  await pay(token, quote.id, 'equity');
  await api('Quote/AssignSupportUserToQuoteRequest', {
    token: support,
    body: { quoteId: quote.id, supportUserId: engineer.user.id },
  });
  await api('Quote/InstallationCompletion', {
    token: engineer.token,
    body: { quoteId: quote.id, fulfilmentDate: lagosToday(), installationData: 'Inverter and batteries fitted.' },
  });
  await api('Quote/InstallationConfirmed', { token, body: { quoteId: quote.id, rating: 5 } });
  return { email, token, quoteId: quote.id };
}

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
    await page.getByLabel('Password', { exact: true }).fill(password);
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
    await context.setOffline(true);
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
    await context.setOffline(false);
    await refetched;
    await page.getByTestId('transaction').filter({ hasText: reference }).waitFor();
    expect(await page.getByTestId('transaction').count()).toBe(2);
    expect(await page.getByRole('status').filter({ hasText: 'You are offline' }).count()).toBe(0);
    await look(page, 'history-back-online');

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
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
      viewport: { width: 412, height: 823 },
      baseURL: baseUrl,
    });
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
