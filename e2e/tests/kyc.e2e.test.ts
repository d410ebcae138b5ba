/**
 * Issue 21's journey in real Chromium with a fake front camera: a customer who has paid the down payment on a
 * financed system gives their identity details and takes the selfie check on their phone, and only then can support
 * give the installation an engineer. Then the path a person decides: the identity sandbox cannot decide (a BVN ending
 * 1111), support cannot assign an engineer and is told why, an administrator opens the ID photo, approves, and the
 * engineer is assigned. The form's and the camera's own states are in liveliness.e2e.test.ts.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPath, keepEvidenceOnFailure, PHONE } from '../support/browser.ts';
import { faceJpeg, SMALL_PDF } from '../support/kyc-files.ts';
import { ENGINEER_EMAIL, SUPPORT_EMAIL, journeys, type Session } from '../support/journeys.ts';
import { h1, logIn, pictures, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const flow = journeys(baseUrl, demoPassword);
const { look } = pictures('kyc');

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: browserPath(),
    // Chromium's own test camera and no permission prompt: the page's getUserMedia runs for real.
    args: ['--headless', '--no-sandbox', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
});
afterAll(async () => {
  await browser?.close();
});

/** A phone page of its own; signed in as `session` when given (the web app keeps the session in sessionStorage). */
async function phone(session?: Session) {
  const context: BrowserContext = await browser.newContext({
    viewport: PHONE,
    baseURL: baseUrl,
    isMobile: true,
    hasTouch: true,
    permissions: ['camera', 'geolocation'],
    geolocation: { latitude: 6.6018, longitude: 3.3515, accuracy: 15 }, // Ikeja
  });
  keepEvidenceOnFailure(context);
  if (session)
    await context.addInitScript(
      (value) => window.sessionStorage.setItem('imole.session', value),
      JSON.stringify(session),
    );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, problems };
}

/** Support's Assign Date page for the request: the demo engineer, today. Answers the page for what follows. */
async function assignEngineer(page: Page, quoteId: number, quoteRequestId: number) {
  const engineer = await flow.staffLogin(ENGINEER_EMAIL);
  await page.goto(`/assign-date/${quoteId}/${quoteRequestId}`);
  await h1(page, 'Assign Date').waitFor();
  await page.getByRole('radio', { name: `${engineer.user.firstname} ${engineer.user.lastname}`, exact: true }).check();
  const date = page.getByLabel('Installation date', { exact: true });
  await date.fill((await date.getAttribute('min'))!);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
}

describe('identity verification before installation, in Chromium on a phone', () => {
  it('goes from a paid financed quote through the form and the selfie check to an engineer assigned', async () => {
    const customer = await flow.paidCustomer({ firstname: 'Ngozi', lastname: 'Eze' });
    const me = await phone(customer.session);

    // Paid, financed, nothing given: the dashboard sends the customer to the form.
    await me.page.goto('/dashboard');
    await me.page.waitForURL('**/identification');
    await h1(me.page, 'Identity verification').waitFor();
    await me.page.getByRole('option', { name: /Bank/ }).first().waitFor({ state: 'attached' });
    await look(me.page, '01-form');

    // The first failure in the spec's order shows, and nothing is sent.
    await me.page.getByRole('button', { name: 'Submit details' }).click();
    await me.page.getByText('Please enter Date of birth').waitFor();

    await me.page.getByLabel('Date of birth').fill('1988-03-02');
    await me.page.getByLabel('BVN (Bank Verification Number)').fill('22345678902');
    await me.page.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
    await me.page
      .getByLabel('Statement of account')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await me.page.getByLabel('Account number').fill('0123456781');
    await me.page.getByLabel('Account name').fill('Ngozi Eze');
    await me.page.getByLabel('Means of identification').selectOption({ label: "Voter's card" });
    await me.page
      .getByLabel('Photo of the ID')
      .setInputFiles({ name: 'voters-card.jpg', mimeType: 'image/jpeg', buffer: faceJpeg(240) });
    await me.page.getByText(/ready to send/).waitFor();
    await me.page.getByRole('button', { name: 'Submit details' }).click();

    // The selfie check on the fake camera, the location shared from the house, the sandbox's verdict.
    await me.page.waitForURL(`**/complete-liveliness/${customer.quoteRequestId}`);
    await me.page.getByRole('button', { name: 'Open the camera' }).click();
    await me.page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await me.page.getByRole('button', { name: 'Take my photo' }).click();
    await me.page.getByRole('button', { name: 'Use this photo' }).click();
    await me.page.getByRole('button', { name: 'I am at the house: share my location' }).click();
    await me.page.getByText('Your identity is verified').waitFor({ timeout: 30_000 });
    await look(me.page, '02-verified');
    await me.page.getByRole('link', { name: 'Continue to your dashboard' }).click();
    await me.page.waitForURL('**/dashboard');
    await me.page.getByRole('tablist', { name: 'Dashboard' }).waitFor();
    expect(await me.page.getByTestId('identity-banner').count()).toBe(0);

    // Support: the request's Identity section says verified, with the masked numbers; the engineer is assigned.
    const staff = await phone();
    await logIn(staff.page, SUPPORT_EMAIL, demoPassword, '/get-requests');
    await staff.page.goto(`/request-detail/${customer.quoteRequestId}`);
    const identity = staff.page.getByRole('region', { name: 'Identity' });
    await identity.getByText('Verified', { exact: true }).first().waitFor();
    await identity.getByText('•••••••8902').waitFor();
    await identity.getByText('••••••6781').waitFor();
    await identity.getByText('Captured', { exact: true }).waitFor();
    expect(await identity.getByText('22345678902').count()).toBe(0);
    await look(staff.page, '03-staff-identity-verified');
    expect(await staff.page.getByTestId('identity-gate').count()).toBe(0);
    await assignEngineer(staff.page, customer.quoteId, customer.quoteRequestId);
    await staff.page.waitForURL((url) => url.pathname === `/request-detail/${customer.quoteRequestId}`);

    const view = await flow.api<{ quote: { installationStatus: number }; isVerified: boolean }>(
      'Quote/GetQuoteRequest',
      { token: customer.token },
    );
    expect(view.isVerified).toBe(true);
    expect(view.quote.installationStatus).toBe(1);
    expect(unexpected({ errors: [...me.problems, ...staff.problems] })).toEqual([]);
    await me.context.close();
    await staff.context.close();
  });

  it('holds the engineer back while a person must decide, and an administrator opens the ID photo and approves', async () => {
    const customer = await flow.paidCustomer({ firstname: 'Yusuf', lastname: 'Garba' });
    // Details and the selfie through the real calls; the sandbox cannot decide on a BVN ending 1111.
    const bankId = (await flow.api<{ data: { id: number }[] }>('Utility/BankList')).data[0]!.id;
    await flow.api('SmileId/UpdateKyc', {
      token: customer.token,
      body: {
        quoteRequestId: customer.quoteRequestId,
        dateOfBirth: '1985-11-20',
        bvn: '22345671111',
        bankId,
        stateOfAccount: SMALL_PDF.toString('base64'),
        accountNumber: '0123456783',
        accountName: 'Yusuf Garba',
        meansOfId: 3,
        meansOfIdImage: faceJpeg(120).toString('base64'),
      },
    });
    const job = await flow.api<{ data: { jobId: string } }>(
      `SmileId/BiometricKYCJobRequest?quoteRequestId=${customer.quoteRequestId}`,
      { token: customer.token },
    );
    const selfie = faceJpeg().toString('base64');
    await flow.api('SmileId/BiometricKYCPostZipFile', {
      token: customer.token,
      body: {
        quoteRequestId: customer.quoteRequestId,
        jobId: job.data.jobId,
        selfieImage: selfie,
        livenessImages: [selfie],
      },
    });
    const status = await flow.api<{ data: { kycStatus: string } }>('SmileId/BiometricKYCJobStatus', {
      token: customer.token,
      body: { quoteRequestId: customer.quoteRequestId, jobId: job.data.jobId },
    });
    expect(status.data.kycStatus).toBe('review');

    // Support: the gate says why, and the server refuses the engineer with its sentence.
    const staff = await phone();
    await logIn(staff.page, SUPPORT_EMAIL, demoPassword, '/get-requests');
    await staff.page.goto(`/request-detail/${customer.quoteRequestId}`);
    await staff.page.getByTestId('identity-gate').first().waitFor();
    await look(staff.page, '04-staff-gate');
    await assignEngineer(staff.page, customer.quoteId, customer.quoteRequestId);
    await staff.page.getByText(/This customer's identity is not verified yet/).waitFor();
    await look(staff.page, '05-assign-refused');
    await staff.context.close();

    // An administrator: opens the ID photo (a new tab, audited), then approves.
    const admin = await phone();
    await logIn(admin.page, 'admin@demo.imole.ng', demoPassword, '/get-requests');
    await admin.page.goto(`/request-detail/${customer.quoteRequestId}`);
    const identity = admin.page.getByRole('region', { name: 'Identity' });
    await identity.getByRole('button', { name: 'Approve' }).waitFor();
    const [tab] = await Promise.all([
      admin.context.waitForEvent('page'),
      identity.getByRole('button', { name: "Open the Driver's license" }).click(),
    ]);
    // The tab opens with the click (so no pop-up blocker stops it), then shows the file once it is fetched.
    await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    await tab.close();
    await look(admin.page, '06-admin-review');
    await identity.getByRole('button', { name: 'Approve' }).click();
    await admin.page
      .getByRole('dialog', { name: /^Approve .*identity\?$/ })
      .getByRole('button', { name: 'Yes, approve' })
      .click();
    await identity.getByText('Verified', { exact: true }).first().waitFor();
    await assignEngineer(admin.page, customer.quoteId, customer.quoteRequestId);
    await admin.page.waitForURL((url) => url.pathname === `/request-detail/${customer.quoteRequestId}`);

    // The customer is told, and the audit trail has the opening and the decision.
    const notices = await flow.api<{ data: { title: string; body: string }[] }>('ClientUser/GetNotifications', {
      token: customer.token,
    });
    expect(JSON.stringify(notices.data)).toMatch(/identity/i);
    const staffView = await flow.api<{ auditTrail: { action: string }[] }>(
      `Quote/GetQuoteRequest?id=${customer.quoteRequestId}`,
      { token: (await flow.staffLogin(SUPPORT_EMAIL)).token },
    );
    const actions = staffView.auditTrail.map((entry) => entry.action);
    expect(actions.some((a) => /document/.test(a))).toBe(true);
    expect(actions.some((a) => /review|approv/.test(a))).toBe(true);
    expect(unexpected({ errors: admin.problems })).toEqual([]);
    await admin.context.close();
  });
});
