/**
 * Issue 9, the customer's side, in real Chromium on a phone (412×823): a customer whose system is installed reaches
 * "Monitoring & Issues" from the dashboard, posts an issue with a photo (a PNG made here), finds it in /issues and in
 * /issue-details; reads the notifications the installation sent and marks one read by opening it; and sees the
 * maintenance check page with no check due, then with one support scheduled for today. Staff act through the API
 * (their pages are another journey's). Every page is checked with axe and kept as a picture in
 * .e2e-artifacts/screenshots/after-sale-*.png.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, phonePage, screenshot } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const password = 'Sunny-day-power-2030';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T = Record<string, unknown>>(
  path: string,
  init: { body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as T & { status?: boolean; message?: string };
  if (!response.ok || json.status === false) throw new Error(`${path}: ${response.status} ${json.message}`);
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

const staffLogin = (email: string) =>
  api<{ token: string; user: { id: number } }>('ClientUser/Login', { body: { email, password: demoPassword } });

/** Today in Nigeria (UTC+1), YYYY-MM-DD. */
const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/**
 * A new customer, signed up and confirmed, whose request is priced, paid (recorded by support), given an engineer and
 * a date, installed and confirmed: every step through the API, as the dashboard journey does it in the browser.
 */
async function installedCustomer() {
  const stamp = `${Date.now()}`;
  const email = `e2e-after-sale-${stamp}@example.com`;
  await api('ClientUser/CreateClientUser', {
    body: { firstname: 'Chiamaka', lastname: 'Eze', email, phoneNumber: `081${stamp.slice(-8)}`, password },
  });
  const session = await api<{ token: string; tokenExpiry?: string | null; user: object }>(
    'ClientUser/ConfirmUserAccount',
    { body: { email, token: await codeFor(email) } },
  );
  const customer = session.token;
  const support = (await staffLogin('support@demo.imole.ng')).token;
  const engineer = await staffLogin('engineer@demo.imole.ng');

  const { lgas } = await api<{ lgas: { id: number }[] }>('Location/GetLgas?stateId=Lagos');
  const { data: employers } = await api<{ data: { id: number; name: string }[] }>(
    'UserEmployer/GetAllUserEmployers?name=Others',
  );
  const created = await api<{ data: { id: number } }>('Quote/CreateQuoteRequest', {
    token: customer,
    body: {
      state: 'Lagos',
      city: lgas[0]!.id,
      address: '14 Awolowo Road, Ikoyi',
      landmark: 'Opposite the bank',
      buildingType: 1,
      employerId: employers.find((e) => e.name === 'Others')!.id,
      noOfBedrooms: 2,
      noOfLights: 6,
      noOfFan: 2,
      noOfTv: 1,
      inverterUsageHoursPerDay: 12,
      hoursOfElectricPowerPerDay: 6,
      generatorCapacity: 0,
    },
  });
  const quoteRequestId = created.data.id;
  const { data: categories } = await api<{ data: { categoryName: string; data: { id: number }[] }[] }>(
    'Product/InstallationComponentsByCategoryWithoutImage',
    { token: support },
  );
  const first = (pattern: RegExp) => categories.find((c) => pattern.test(c.categoryName))!.data[0]!.id;
  const assigned = await api<{ data: { id: number } }>('Quote/AssignProductToQuote', {
    token: support,
    body: {
      quoteRequestId,
      components: [
        { componentId: first(/inverter/i), quantity: 1 },
        { componentId: first(/batter/i), quantity: 2 },
      ],
    },
  });
  const quoteId = assigned.data.id;
  await api('Quote/ConfirmQuotePricing', { token: support, body: { quoteId } });
  const { quote } = await api<{ quote: { equity: number } }>(`Quote/GetQuoteRequest?id=${quoteRequestId}`, {
    token: support,
  });
  await api('Transaction/ManualSaveQuoteEquityPayment', { token: support, body: { quoteId, amount: quote.equity } });
  await api('Quote/AssignSupportUserToQuoteRequest', {
    token: support,
    body: { quoteId, supportUserId: engineer.user.id },
  });
  await api('Quote/SetFulfilmentDate', { token: support, body: { quoteId, fulfilmentDate: lagosToday() } });
  await api('Quote/RespondToFulfilmentDate', { token: customer, body: { quoteId, accepted: true } });
  await api('Quote/InstallationCompletion', {
    token: engineer.token,
    body: { quoteId, fulfilmentDate: lagosToday(), installationData: 'Inverter and two batteries fitted and tested.' },
  });
  await api('Quote/InstallationConfirmed', { token: customer, body: { quoteId, rating: 5 } });
  return {
    token: customer,
    support,
    quoteRequestId,
    session: { token: session.token, tokenExpiry: session.tokenExpiry ?? null, user: session.user },
  };
}

/** A real PNG (an amber-to-blue gradient, 96×64) made without any image library: what a phone photo would be. */
function gradientPng(width = 96, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // no filter
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      rows[at] = 247 - Math.round((x / width) * 200);
      rows[at + 1] = 163;
      rows[at + 2] = 37 + Math.round((y / height) * 200);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** axe, then a full-page picture from the top (a picture taken while scrolled draws the sticky header mid-page). */
async function look(page: Page, name: string) {
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `after-sale-${name}`);
}

describe('after-sale care for the customer, in Chromium on a phone', () => {
  it('posts an issue with a photo, follows it, reads notifications and sees the maintenance check', async () => {
    const customer = await installedCustomer();
    const { context, page, problems } = await phonePage(browser, baseUrl);
    // Signed in where the web app keeps the session (apps/web/src/lib/session.ts).
    await page.addInitScript(
      (value) => window.sessionStorage.setItem('imole.session', value),
      JSON.stringify(customer.session),
    );

    // Dashboard → More options → Monitoring & Issues.
    await page.goto('/dashboard?tab=installation');
    await page.getByTestId('panel-installation-success').waitFor();
    await page.getByRole('button', { name: /More options/ }).click();
    await page.getByRole('dialog', { name: 'More options' }).getByRole('link', { name: 'Monitoring & Issues' }).click();
    await page.waitForURL((url) => url.pathname === '/issues');
    await page.getByRole('heading', { name: 'No issues reported' }).waitFor();
    await look(page, '01-issues-none');

    // Post an issue: the browser checks first, with the server's words.
    await page.getByRole('link', { name: 'Post an issue' }).click();
    await page.waitForURL((url) => url.pathname === '/post-issue');
    await page.getByRole('button', { name: 'Send issue' }).click();
    await page.getByText('Choose what the problem is about').waitFor();
    await page.getByText('Describe the problem', { exact: true }).waitFor();
    await look(page, '02-post-issue-checked');

    await page.getByLabel('What is the problem about?').selectOption('Inverter alarm or error');
    await page
      .getByLabel('What is happening?')
      .fill('Since Monday the inverter beeps every night and the screen shows E04. The lights go off after an hour.');
    await page.getByTestId('issue-photo-input').setInputFiles({
      name: 'inverter.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    // Shrunk in the browser: what will be sent is a WebP (or JPEG) data URL, not the original file.
    expect(await page.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toMatch(
      /^data:image\/(webp|jpeg);base64,/,
    );
    await look(page, '03-post-issue-filled');
    await page.getByRole('button', { name: 'Send issue' }).click();

    // Back on /issues: the confirmation, the open issue, and no second post offered.
    await page.waitForURL((url) => url.pathname === '/issues');
    await page.getByText('Your issue has been sent. Our support team will get back to you.').waitFor();
    await page.getByRole('heading', { name: 'We are working on your issue' }).waitFor();
    expect(await page.getByRole('link', { name: 'Post an issue' }).count()).toBe(0);
    const card = page.getByTestId('issue-cards').getByRole('link');
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('Inverter alarm or error');
    expect(await card.textContent()).toContain('1 photo');
    await look(page, '04-issues-open');

    // The page: the photo as sent, and its first update.
    await card.click();
    await page.waitForURL((url) => /^\/issue-details\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Inverter alarm or error' }).waitFor();
    expect(await page.getByTestId('issue-status').textContent()).toBe('Open');
    const photo = page.getByRole('img', { name: 'Photo 1 of 1, open it larger' });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByTestId('issue-history').textContent()).toContain('Issue reported');
    await look(page, '05-issue-details');
    await photo.click();
    await page.getByRole('dialog', { name: 'Photo 1 of 1' }).waitFor();
    await look(page, '06-issue-photo');
    await page.getByRole('dialog', { name: 'Photo 1 of 1' }).getByRole('button', { name: 'Close' }).click();

    // The dashboard's More options now counts the open issue.
    await page.goto('/dashboard?tab=installation');
    await page.getByTestId('panel-installation-success').waitFor();
    await page.getByRole('button', { name: /More options/ }).click();
    await page.getByTestId('open-issues-badge').filter({ hasText: '1 open issue' }).waitFor();
    await look(page, '07-more-options-open-issue');
    await page.getByRole('dialog', { name: 'More options' }).getByRole('button', { name: 'Close' }).click();

    // Notifications from the bell: the installation's, newest first; opening one marks it read.
    const unreadBefore = (await api<{ count: number }>('ClientUser/GetNotificationCount', { token: customer.token }))
      .count;
    expect(unreadBefore).toBeGreaterThan(1);
    await page.getByRole('link', { name: `Notifications, ${unreadBefore} unread` }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page
      .getByTestId('unread-summary')
      .filter({ hasText: `${unreadBefore} unread` })
      .waitFor();
    const entries = page.getByTestId('notification-list').getByRole('listitem');
    expect(await entries.count()).toBeGreaterThanOrEqual(unreadBefore);
    await look(page, '08-notifications');
    const newest = entries.first().getByRole('link');
    const target = await newest.getAttribute('href');
    expect(target).toMatch(/^\//);
    await newest.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
    await expect
      .poll(
        async () => (await api<{ count: number }>('ClientUser/GetNotificationCount', { token: customer.token })).count,
      )
      .toBe(unreadBefore - 1);
    await page.goto('/notifications');
    await page
      .getByTestId('unread-summary')
      .filter({ hasText: `${unreadBefore - 1} unread` })
      .waitFor();
    expect(await entries.first().getAttribute('data-unread')).toBeNull();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByTestId('unread-summary').filter({ hasText: 'All read' }).waitFor();
    await look(page, '09-notifications-all-read');

    // No check is due yet: the system is good.
    await page.goto('/system-checkup');
    await page.getByRole('heading', { name: 'No check due — your system is good' }).waitFor();
    await look(page, '10-system-checkup-good');

    // Support schedules a check for today: the Monitoring tab says so and leads to the check.
    await api('MonitoringSchedule/CreateMonitoringSchedule', {
      token: customer.support,
      body: { quoteRequestId: customer.quoteRequestId, dueDate: lagosToday() },
    });
    await page.goto('/dashboard?tab=monitoring');
    await page.getByTestId('panel-monitoring-maintenance').waitFor();
    await page.getByRole('link', { name: 'See the maintenance check' }).click();
    await page.waitForURL((url) => url.pathname === '/system-checkup');
    await page.getByText('Your system is due for a maintenance check.').waitFor();
    expect(await page.getByTestId('check-code').textContent()).toMatch(/^MC-[A-Z0-9]+$/);
    expect(await page.getByTestId('check-engineer').textContent()).not.toBe('');
    await look(page, '11-system-checkup-due');

    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
