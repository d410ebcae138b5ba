/**
 * The customer's identity pages in real Chromium with a fake front camera (docs/kyc.md "The customer's pages"): the
 * dashboard sends a paid customer to /identification, the form shrinks a large ID photo in the real canvas and saves
 * the details, then the selfie check runs on Chromium's fake camera, with the location shared from "the house", to
 * the sandbox's verdict. The whole journey to an engineer is e2e/tests/kyc.e2e.test.ts (the lead's).
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPath, keepEvidenceOnFailure, PHONE } from '../support/browser.ts';
import { journeys, SUPPORT_EMAIL } from '../support/journeys.ts';
import { h1, pictures } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const flow = journeys(baseUrl, inject('demoPassword'));
const look = pictures('liveliness');

/** A real one-page PDF (the server checks the content, not the name). */
const STATEMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A tiny real PNG (the server checks the ID photo's content). */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: browserPath(),
    // Chromium's own test camera (a moving picture) and no permission prompt: the page's getUserMedia runs for real.
    args: ['--headless', '--no-sandbox', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('identity verification on a phone', () => {
  it('goes from the dashboard to the form, a shrunk ID photo, the selfie and the location, to verified', async () => {
    const customer = await flow.paidCustomer({ firstname: 'Kemi' });
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: baseUrl,
      isMobile: true,
      hasTouch: true,
      permissions: ['camera', 'geolocation'],
      geolocation: { latitude: 6.5244, longitude: 3.3792, accuracy: 20 }, // Lagos
    });
    keepEvidenceOnFailure(context);
    await context.addInitScript(
      (value) => window.sessionStorage.setItem('imole.session', value),
      JSON.stringify(customer.session),
    );
    const page = await context.newPage();

    // Paid, financed, nothing given yet: the dashboard sends the customer to the form (once per visit).
    await page.goto('/dashboard');
    await page.waitForURL('**/identification');
    await h1(page, 'Identity verification').waitFor();
    await page.getByRole('option', { name: /Bank/ }).first().waitFor({ state: 'attached' });
    await look.look(page, 'form');

    // A 12 MB phone-camera-sized PNG, made in the page: the real canvas brings it under 500 KB.
    const photo = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 3000;
      canvas.height = 2000;
      const context2d = canvas.getContext('2d')!;
      const image = context2d.createImageData(3000, 2000);
      for (let i = 0; i < image.data.length; i += 4) {
        image.data[i] = (i * 7) % 255;
        image.data[i + 1] = (i * 13) % 251;
        image.data[i + 2] = (i * 31) % 241;
        image.data[i + 3] = 255;
      }
      context2d.putImageData(image, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
      return btoa(text);
    });
    const photoBytes = Buffer.from(photo, 'base64');
    expect(photoBytes.length).toBeGreaterThan(500 * 1024);

    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByLabel('BVN (Bank Verification Number)').fill('22345678901');
    await page.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
    await page
      .getByLabel('Statement of account')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: STATEMENT });
    await page.getByLabel('Account number').fill('0123456789');
    await page.getByLabel('Account name').fill('Kemi Okafor');
    await page.getByLabel('Means of identification').selectOption({ label: 'National ID' });
    await page
      .getByLabel('Photo of the ID')
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: photoBytes });
    const ready = page.getByText(/ready to send \((\d+) KB\)/);
    await ready.waitFor({ timeout: 30_000 });
    const kb = Number(/\((\d+) KB\)/.exec((await ready.textContent()) ?? '')?.[1]);
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(500);
    await page.getByRole('button', { name: 'Submit details' }).click();

    await page.waitForURL(`**/complete-liveliness/${customer.quoteRequestId}`);
    await page.getByText('Your details are saved. Next, a quick selfie check.').waitFor();
    await look.look(page, 'tips');
    await page.getByRole('button', { name: 'Open the camera' }).click();
    await page.getByText('Put your face in the oval, then press Take my photo').waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await look.screenNow(page, 'camera');
    await page.getByRole('button', { name: 'Take my photo' }).click();
    await page.getByRole('img', { name: 'Your selfie' }).waitFor();
    await look.look(page, 'preview');
    await page.getByRole('button', { name: 'Use this photo' }).click();

    await page.getByRole('heading', { name: 'Where is the house?' }).waitFor();
    await page.getByRole('button', { name: 'I am at the house: share my location' }).click();
    await page.getByText('Your identity is verified').waitFor({ timeout: 30_000 });
    await look.look(page, 'verified');

    await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('tablist', { name: 'Dashboard' }).waitFor();
    await page.getByText('Payment received').first().waitFor();
    expect(await page.getByRole('link', { name: /Complete identity verification/ }).count()).toBe(0);

    const view = await flow.api<{ isVerified: boolean; kycStatus: string }>('Quote/GetQuoteRequest', {
      token: customer.token,
    });
    expect(view).toMatchObject({ isVerified: true, kycStatus: 'verified' });
    await context.close();
  });

  it('tells a customer who refuses the camera what to do', async () => {
    const customer = await flow.paidCustomer({ firstname: 'Tunde' });
    await flow.api('SmileId/UpdateKyc', {
      token: customer.token,
      body: {
        quoteRequestId: customer.quoteRequestId,
        dateOfBirth: '1988-02-03',
        bvn: '22345678902',
        bankId: (await flow.api<{ data: { id: number }[] }>('Utility/BankList')).data[0]!.id,
        stateOfAccount: STATEMENT.toString('base64'),
        accountNumber: '0123456780',
        accountName: 'Tunde Okafor',
        meansOfId: 2,
        meansOfIdImage: ONE_PIXEL_PNG,
      },
    });
    // No camera permission in this context: Chromium answers NotAllowedError.
    const denying = await chromium.launch({
      executablePath: browserPath(),
      args: ['--headless', '--no-sandbox', '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
    });
    try {
      const context = await denying.newContext({ viewport: PHONE, baseURL: baseUrl, isMobile: true, hasTouch: true });
      keepEvidenceOnFailure(context);
      await context.addInitScript(
        (value) => window.sessionStorage.setItem('imole.session', value),
        JSON.stringify(customer.session),
      );
      const page = await context.newPage();
      await page.goto(`/complete-liveliness/${customer.quoteRequestId}`);
      await page.getByRole('button', { name: 'Open the camera' }).click();
      await page.getByText('The camera is not allowed').waitFor();
      await page.getByText(/Allow the camera for this site in your browser settings/).waitFor();
      await look.look(page, 'camera-refused');
    } finally {
      await denying.close();
    }
  });

  it("lets support give a customer's details at /kyc/{id} and goes back to the request", async () => {
    const customer = await flow.paidCustomer({ firstname: 'Ngozi', lastname: 'Eze' });
    const support = await flow.staffLogin(SUPPORT_EMAIL);
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, isMobile: true, hasTouch: true });
    keepEvidenceOnFailure(context);
    await context.addInitScript(
      (value) => window.sessionStorage.setItem('imole.session', value),
      JSON.stringify({ token: support.token, tokenExpiry: null, user: support.user }),
    );
    const page = await context.newPage();
    await page.goto(`/kyc/${customer.quoteRequestId}`);
    await h1(page, 'Identity details for Ngozi Eze').waitFor();
    await page.getByRole('option', { name: /Bank/ }).first().waitFor({ state: 'attached' });
    await page.getByLabel('Date of birth').fill('1985-11-30');
    await page.getByLabel('BVN (Bank Verification Number)').fill('22345678903');
    await page.getByLabel('Bank', { exact: true }).selectOption({ index: 2 });
    await page
      .getByLabel('Statement of account')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: STATEMENT });
    await page.getByLabel('Account number').fill('0123456781');
    await page.getByLabel('Account name').fill('Ngozi Eze');
    await page.getByLabel('Means of identification').selectOption({ label: "Driver's license" });
    await page
      .getByLabel('Photo of the ID')
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await page.getByText(/ready to send/).waitFor();
    await look.look(page, 'staff-form');
    await page.getByRole('button', { name: 'Submit details' }).click();
    await page.waitForURL(`**/request-detail/${customer.quoteRequestId}`);

    const details = await flow.api<{ data: { kycStatus: string; bvn: string; meansOfId: number } }>(
      `SmileId/KycDetails?quoteRequestId=${customer.quoteRequestId}`,
      { token: support.token },
    );
    expect(details.data).toMatchObject({ kycStatus: 'details', bvn: '•••••••8903', meansOfId: 3 });
    await context.close();
  });

  it('says why a check failed (a BVN the sandbox does not know) and offers the selfie again and the details', async () => {
    const customer = await flow.paidCustomer({ firstname: 'Sade' });
    await flow.api('SmileId/UpdateKyc', {
      token: customer.token,
      body: {
        quoteRequestId: customer.quoteRequestId,
        dateOfBirth: '1992-07-09',
        bvn: '22345670000', // the sandbox: not found at the ID authority
        bankId: (await flow.api<{ data: { id: number }[] }>('Utility/BankList')).data[0]!.id,
        stateOfAccount: STATEMENT.toString('base64'),
        accountNumber: '0123456782',
        accountName: 'Sade Okafor',
        meansOfId: 1,
        meansOfIdImage: ONE_PIXEL_PNG,
      },
    });
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: baseUrl,
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    keepEvidenceOnFailure(context);
    await context.addInitScript(
      (value) => window.sessionStorage.setItem('imole.session', value),
      JSON.stringify(customer.session),
    );
    const page = await context.newPage();
    await page.goto(`/complete-liveliness/${customer.quoteRequestId}`);
    await page.getByRole('button', { name: 'Open the camera' }).click();
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await page.getByRole('button', { name: 'Take my photo' }).click();
    await page.getByRole('button', { name: 'Use this photo' }).click();
    await page.getByRole('button', { name: 'Continue without it' }).click();
    await page.getByText('We could not verify you').waitFor({ timeout: 30_000 });
    await page.getByText(/The ID number was not found at the ID authority/).waitFor();
    await look.look(page, 'rejected');

    await page.getByRole('link', { name: 'Check your details' }).click();
    await page.waitForURL('**/identification');
    await page.getByText('Your last check did not pass').waitFor();
    await page.getByRole('button', { name: 'Submit details' }).waitFor();
    await context.close();
  });
});
