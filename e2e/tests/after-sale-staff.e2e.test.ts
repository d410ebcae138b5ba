/**
 * Issue 9 across roles in real Chromium on a phone (412×823): after-sale care from the staff side.
 *
 * A customer with an installed system (brought there through the API, the same calls the earlier journeys' pages make)
 * reports a problem with a photo. Support finds it under Complaints, looks at the photo, assigns the engineer and
 * resolves it with a note; the customer sees the new status and a notification. Support then schedules a maintenance
 * check for today from the request page; the customer's dashboard says maintenance is required; the engineer opens
 * the check from their Complaints tab, takes a photo, closes it with a note; the dashboard shows the system as good.
 * Each staff page is checked with axe and kept as a picture in .e2e-artifacts/screenshots/after-sale-staff-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, phonePage, screenshot, type PageProblems } from '../support/browser.ts';

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

async function logInApi(email: string, secret = demoPassword) {
  return await api<{ token: string; user: { id: number; firstname: string; lastname: string } }>('ClientUser/Login', {
    body: { email, password: secret },
  });
}

/** Today in Nigeria (UTC+1), YYYY-MM-DD. */
const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/**
 * A new customer whose system is installed and confirmed (installationStatus 4): request, priced by support, down
 * payment through the sandbox, engineer and date, marked done by the engineer, confirmed with a rating.
 */
async function installedCustomer(
  firstname: string,
  support: string,
  engineer: { token: string; user: { id: number } },
) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `e2e-after-sale-${stamp}@example.com`;
  const lastname = 'Nwachukwu';
  await api('ClientUser/CreateClientUser', {
    body: { firstname, lastname, email, phoneNumber: `080${stamp.slice(-8)}`, password },
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
      address: '7 Awolowo Road, Ikoyi',
      landmark: 'Beside the pharmacy',
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

  const { data: payment } = await api<{ data: { reference: string } }>('Transaction/InitializePayment', {
    token,
    body: { quoteId: quote.id, purpose: 'equity' },
  });
  await api('Sandbox/Pay', { body: { reference: payment.reference } });
  await api('Transaction/SaveQuoteEquityPayment', {
    token,
    body: { quoteId: quote.id, transactionReference: payment.reference, isOutRightPayment: false, isPayStack: true },
  });

  await api('Quote/AssignSupportUserToQuoteRequest', {
    token: support,
    body: { quoteId: quote.id, supportUserId: engineer.user.id },
  });
  await api('Quote/SetFulfilmentDate', { token: support, body: { quoteId: quote.id, fulfilmentDate: lagosToday() } });
  await api('Quote/InstallationCompletion', {
    token: engineer.token,
    body: { quoteId: quote.id, fulfilmentDate: lagosToday(), installationData: 'Inverter and batteries fitted.' },
  });
  await api('Quote/InstallationConfirmed', { token, body: { quoteId: quote.id, rating: 5 } });

  return { email, token, name: `${firstname} ${lastname}`, quoteRequestId: request.id };
}

/** A real PNG (a small sky-and-roof picture), as a phone's camera would hand over a file. */
function testPng(width = 160, height = 120): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const roof = y > height / 2 + Math.abs(x - width / 2) / 3;
      rows.push(...(roof ? [40, 50, 90] : [120 + (y % 60), 180, 230]));
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Log in through the real login page; the person lands on their home. */
async function logIn(page: Page, email: string, secret: string, home: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === home);
}

/** axe, then a full-page picture from the top at phone size. */
async function look(page: Page, name: string) {
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `after-sale-staff-${name}`);
}

/** Chromium logs every 4xx answer as a console error; nothing else is expected. */
const unexpected = (problems: PageProblems) =>
  problems.errors.filter((error) => !/the server responded with a status of 4\d\d/.test(error));

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('after-sale care, staff side, in Chromium on a phone', () => {
  it('a complaint is resolved by support, and a maintenance check is scheduled, photographed and closed', async () => {
    const support = await logInApi('support@demo.imole.ng');
    const engineer = await logInApi('engineer@demo.imole.ng');
    // A first name no other journey uses, so the cards can be found by it.
    const unique = Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join(
      '',
    );
    const customer = await installedCustomer(`Chiamaka${unique}`, support.token, engineer);
    const photo = testPng();

    // The customer reports a problem with a photo (the /post-issue page sends the same call).
    const { data: issue } = await api<{ data: { id: number } }>('MonitoringIssue/CreateMonitoringIssue', {
      token: customer.token,
      body: {
        category: 'Inverter alarm or error',
        description: 'The inverter beeps every few minutes and shows an overload sign since yesterday.',
        photos: [`data:image/png;base64,${photo.toString('base64')}`],
      },
    });

    // Support: the Complaints tab of the navigation bar.
    const staff = await phonePage(browser, baseUrl);
    await logIn(staff.page, 'support@demo.imole.ng', demoPassword, '/get-requests');
    await staff.page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Complaints' }).click();
    await staff.page.waitForURL((url) => url.pathname === '/all-complaints');
    await h1(staff.page, 'Complaints').waitFor();
    const statuses = staff.page.getByRole('navigation', { name: 'Complaint status' });
    expect(await statuses.getByRole('link', { name: /^Open \d+$/ }).getAttribute('aria-current')).toBe('page');
    const card = staff.page.getByTestId('complaint-card').filter({ hasText: customer.name });
    await card.waitFor();
    expect(await card.getByText('Inverter alarm or error').count()).toBe(1);
    expect(await card.getByText('1 photo').count()).toBe(1);
    await look(staff.page, '01-complaints-open');

    // The complaint: the photo large, then the engineer, then resolved with a note the customer sees.
    await card.click();
    await staff.page.waitForURL((url) => url.pathname === `/complaint-details/${issue.id}`);
    await h1(staff.page, 'Complaint').waitFor();
    await staff.page
      .getByRole('region', { name: 'The problem' })
      .getByText(/overload sign/)
      .waitFor();
    await look(staff.page, '02-complaint');
    await staff.page.getByRole('button', { name: 'View photo 1 of 1 large' }).click();
    const viewer = staff.page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await viewer.getByRole('img', { name: 'photo 1 of 1' }).waitFor();
    await look(staff.page, '03-complaint-photo');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'hidden' });

    const assign = staff.page.getByRole('region', { name: 'Engineer' });
    await assign.getByLabel('Assign to an engineer', { exact: true }).selectOption(String(engineer.user.id));
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await staff.page
      .getByRole('status')
      .filter({ hasText: `Assigned to ${engineer.user.firstname}.` })
      .waitFor();
    await staff.page
      .getByRole('region', { name: 'Customer' })
      .getByText(engineer.user.firstname, { exact: true })
      .waitFor();

    const note = 'We replaced the faulty breaker and reset the inverter. It is working normally now.';
    const change = staff.page.getByRole('region', { name: 'Change the status' });
    expect(await change.getByRole('radio', { name: 'Resolved' }).isChecked()).toBe(true);
    await change.getByLabel('Note for the customer', { exact: true }).fill(note);
    await look(staff.page, '04-complaint-resolving');
    await change.getByRole('button', { name: 'Update the status' }).click();
    await staff.page.getByRole('status').filter({ hasText: 'The issue has been updated.' }).waitFor();
    await staff.page.getByTestId('complaint-history').getByText(note).waitFor();
    expect(await change.getByRole('radio', { name: 'Resolved (now)' }).isChecked()).toBe(true);
    await look(staff.page, '05-complaint-resolved');

    // Resolved now holds it.
    await staff.page.goto('/all-complaints?tab=resolved');
    await staff.page.getByTestId('complaint-card').filter({ hasText: customer.name }).waitFor();
    await look(staff.page, '06-complaints-resolved');

    // The customer: a notification, which opens the issue with its new status and the note.
    const home = await phonePage(browser, baseUrl);
    await logIn(home.page, customer.email, password, '/dashboard');
    await home.page.goto('/notifications');
    const notice = home.page
      .getByTestId('notification-list')
      .getByRole('link', { name: /Your issue was updated/ })
      .first();
    await notice.getByText(`Your issue is now resolved: ${note}`).waitFor();
    await notice.click();
    await home.page.waitForURL((url) => url.pathname === `/issue-details/${issue.id}`);
    await home.page.getByTestId('issue-history').getByText(note).waitFor();
    expect(await home.page.getByTestId('issue-history').getByText('Resolved').count()).toBeGreaterThan(0);
    const { data: seen } = await api<{ data: { issueStatus: number } }>(
      `MonitoringIssue/GetCustomerMonitoringIssueById?id=${issue.id}`,
      { token: customer.token },
    );
    expect(seen.issueStatus).toBe(1);

    // The customer's dashboard: nothing due yet (the automatic check is months away).
    await home.page.goto('/dashboard?tab=monitoring');
    await home.page.getByTestId('panel-monitoring-good').waitFor();

    // Support schedules a check for today from the request, with the demo engineer.
    await staff.page.goto(`/request-detail/${customer.quoteRequestId}`);
    await h1(staff.page, 'Quote details').waitFor();
    const schedule = staff.page.getByRole('region', { name: 'Schedule a maintenance check' });
    const day = schedule.getByLabel('Day of the check', { exact: true });
    expect(await day.inputValue()).toBe(await day.getAttribute('min'));
    await schedule.getByLabel('Engineer', { exact: true }).selectOption(String(engineer.user.id));
    await schedule.scrollIntoViewIfNeeded();
    await look(staff.page, '07-request-schedule-check');
    await schedule.getByRole('button', { name: 'Schedule the check' }).click();
    const open = schedule.getByRole('link', { name: /^Open the check MC-[A-Z0-9]{6}$/ });
    await open.waitFor();
    const code = (await open.textContent())!.replace('Open the check ', '');
    await staff.page.getByTestId('audit-trail').getByText('Maintenance check scheduled').waitFor();
    await look(staff.page, '08-request-check-scheduled');
    await open.click();
    await staff.page.waitForURL((url) => url.pathname.startsWith('/monitor-schedule/'));
    const scheduleId = Number(new URL(staff.page.url()).pathname.split('/').pop());
    await h1(staff.page, 'Maintenance check').waitFor();
    await staff.page.getByText(code, { exact: true }).waitFor();
    const facts = staff.page.getByRole('region', { name: 'The check' });
    expect(await facts.getByRole('link', { name: /^080/ }).getAttribute('href')).toMatch(/^tel:080\d{8}$/);
    await look(staff.page, '09-check-support');

    // The customer's dashboard: maintenance required, leading to the check.
    await home.page.reload();
    await home.page.getByTestId('panel-monitoring-maintenance').waitFor();
    await home.page.getByRole('link', { name: 'See the maintenance check' }).click();
    await home.page.waitForURL((url) => url.pathname === '/system-checkup');
    await home.page.getByText(code).first().waitFor();

    // The engineer: their Complaints tab, Maintenance checks, Due.
    const field = await phonePage(browser, baseUrl);
    await logIn(field.page, 'engineer@demo.imole.ng', demoPassword, '/installer-profile');
    await field.page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Complaints' }).click();
    await h1(field.page, 'Complaints').waitFor();
    // The complaint assigned to them is on the Resolved tab.
    await field.page
      .getByRole('navigation', { name: 'Complaint status' })
      .getByRole('link', { name: /^Resolved/ })
      .click();
    await field.page.getByTestId('complaint-card').filter({ hasText: customer.name }).waitFor();
    await look(field.page, '10-engineer-complaints');
    await field.page
      .getByRole('navigation', { name: 'Show' })
      .getByRole('link', { name: 'Maintenance checks' })
      .click();
    await field.page.waitForURL((url) => url.searchParams.get('view') === 'checks');
    await h1(field.page, 'Maintenance checks').waitFor();
    const check = field.page.getByTestId('schedule-card').filter({ hasText: code });
    await check.waitFor();
    expect(await check.getByText('Due today', { exact: false }).count()).toBe(1);
    await look(field.page, '11-engineer-checks-due');

    await check.click();
    await field.page.waitForURL((url) => url.pathname === `/monitor-schedule/${scheduleId}`);
    const close = field.page.getByRole('region', { name: 'Close the check' });
    const closeButton = close.getByRole('button', { name: 'Close the check' });
    expect(await closeButton.isDisabled()).toBe(true);
    await close.getByText('Upload at least one photo of the system before closing the check.').waitFor();
    await look(field.page, '12-check-needs-photo');

    // A photo "from the camera": the page shrinks it and uploads it.
    const input = field.page.getByTestId('check-photo-input');
    expect(await input.getAttribute('capture')).toBe('environment');
    await input.setInputFiles({ name: 'inverter.png', mimeType: 'image/png', buffer: photo });
    await field.page.getByRole('button', { name: 'View photo 1 of 1 large' }).waitFor();
    await field.page.getByText('Photo uploaded.').waitFor();
    await expect.poll(() => closeButton.isEnabled()).toBe(true);
    const report = 'Cleaned the panels, tightened the battery terminals, inverter reads normal.';
    await close.getByLabel('What did you check and do?', { exact: true }).fill(report);
    await look(field.page, '13-check-ready-to-close');
    await closeButton.click();
    await field.page
      .getByRole('status')
      .filter({ hasText: 'Maintenance check closed. The next check has been scheduled.' })
      .waitFor();
    const closed = field.page.getByRole('region', { name: 'Closed' });
    await closed.getByText(report).waitFor();
    expect(await field.page.getByTestId('check-photo-input').count()).toBe(0);
    await look(field.page, '14-check-closed');

    // The check is on Closed now.
    await field.page.goto('/all-complaints?view=checks&tab=closed');
    await field.page.getByTestId('schedule-card').filter({ hasText: code }).waitFor();
    await look(field.page, '15-engineer-checks-closed');

    // The customer's dashboard: the system is good again.
    await home.page.goto('/dashboard?tab=monitoring');
    await home.page.getByTestId('panel-monitoring-good').waitFor();
    const { monitoringScheduleCode } = await api<{
      monitoringScheduleCode: { hasActiveMonitoringSchedule: boolean; monitoringScheduleId: number | null };
    }>('Quote/GetQuoteRequest', { token: customer.token });
    expect(monitoringScheduleCode).toMatchObject({ hasActiveMonitoringSchedule: false, monitoringScheduleId: null });

    expect(unexpected(staff.problems)).toEqual([]);
    expect(unexpected(field.problems)).toEqual([]);
    expect(unexpected(home.problems)).toEqual([]);
    await staff.context.close();
    await field.context.close();
    await home.context.close();
  });
});
