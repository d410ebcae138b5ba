/**
 * Issue 23 in real Chromium on a phone: a token after a repayment (docs/tokens.md). The engineer enters the PAYG
 * device in the Mark complete dialog on /installer-profile, the customer confirms the installation, pays a repayment
 * on /payment through the sandbox checkout and reads the token on "Payment successful", then in the payment history.
 * The token is decoded with the domain's port of the OpenPAYGO reference decoder for the device's key and starting
 * code, and adds the 30 days a whole instalment buys.
 */
import { decodeToken, enterToken, newPaygDevice } from '@imole/domain/openpaygo/index';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import path from 'node:path';
import { launchBrowser, phonePage, screenshotDir } from '../support/browser.ts';
import { ENGINEER_EMAIL, SUPPORT_EMAIL, journeys } from '../support/journeys.ts';
import { logIn, pictures, signedInPhone, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { api, staffLogin, verifiedCustomer, scheduleInstallation } = journeys(baseUrl, demoPassword);
const { look, onCheckout } = pictures('payg-token');

const KEY = 'bc41ec9530f6dac86b1a29ab82edc5fb';
const STARTING_CODE = 516959010;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a PAYG token after a repayment', () => {
  it('the engineer enters the device; the customer pays and reads a token the reference decoder accepts', async () => {
    const customer = await verifiedCustomer({ firstname: 'Kemi', lastname: 'Bello' });
    const engineer = await staffLogin(ENGINEER_EMAIL);
    await scheduleInstallation(customer.support.token, customer.quoteId, engineer.user.id);
    await api('Quote/RespondToFulfilmentDate', {
      token: customer.token,
      body: { quoteId: customer.quoteId, accepted: true },
    });
    const { quoteRequest } = await api<{ quoteRequest: { referenceNo: string } }>(
      `Quote/GetQuoteRequest?id=${customer.quoteRequestId}`,
      { token: customer.token },
    );

    // The engineer, on their phone: the device from its label, then Mark complete.
    const field = await phonePage(browser, baseUrl);
    await logIn(field.page, ENGINEER_EMAIL, demoPassword, '/installer-profile');
    const job = field.page.getByTestId('active-installation').filter({ hasText: quoteRequest.referenceNo });
    await job.getByRole('button', { name: `Mark complete: ${customer.name}` }).click();
    const dialog = field.page.getByRole('dialog', { name: `Mark complete: ${customer.name}` });
    const device = dialog.getByRole('form', { name: 'PAYG device' });
    await device.getByLabel('Serial number', { exact: true }).fill('IML-0042-7781');
    await device.getByLabel('Starting code', { exact: true }).fill(String(STARTING_CODE));
    await device.getByLabel(/Secret key/).fill(KEY.slice(0, 30));
    await device.getByRole('button', { name: 'Save device' }).click();
    await device.getByText('The secret key is 32 characters long (you entered 30).', { exact: false }).waitFor();
    await device.getByLabel(/Secret key/).fill(KEY.toUpperCase());
    await device.getByRole('button', { name: 'Save device' }).click();
    const saved = dialog.getByTestId('saved-device');
    await saved.waitFor();
    expect(await saved.textContent()).toContain('IML-0042-7781');
    expect(await saved.textContent()).not.toContain(KEY);
    await look(field.page, '01-engineer-device-saved');
    await dialog.getByLabel('Comment', { exact: true }).fill('Inverter fitted; PAYG device IML-0042-7781 wired in.');
    await dialog.getByRole('button', { name: 'Mark complete' }).click();
    await job.getByText('Marked complete, waiting for the customer to confirm').waitFor();
    expect(unexpected(field.problems)).toEqual([]);
    await field.context.close();

    // The customer confirms the installation; the loan starts today.
    await api('Quote/InstallationConfirmed', { token: customer.token, body: { quoteId: customer.quoteId, rating: 5 } });

    // The customer pays the next repayment on /payment and reads the token on "Payment successful".
    const { context, page, problems } = await signedInPhone(browser, baseUrl, customer.session);
    await page.goto('/payment');
    const monthly = Number(
      ((await page.getByTestId('next-repayment').first().textContent()) ?? '').replace(/[^\d.]/g, ''),
    );
    const amount = page.getByLabel('Amount to pay', { exact: true });
    await amount.fill('');
    await amount.pressSequentially(String(monthly));
    await page.getByRole('button', { name: `Pay ₦${monthly.toLocaleString('en-NG')}.00` }).click();
    await onCheckout(page, 'Pay');
    const success = page.getByRole('dialog', { name: 'Payment successful' });
    const digits = success.getByTestId('payg-token-digits');
    await digits.waitFor();
    const shown = (await digits.textContent()) ?? '';
    expect(shown).toMatch(/^\d{3} \d{3} \d{3}$/);
    expect(await success.textContent()).toContain('Adds 30 days of use to your system.');
    await look(page, '02-payment-successful-token');

    // The reference decoder accepts it for this device: 30 days added.
    const decoded = decodeToken({ key: KEY, startingCode: STARTING_CODE, token: shown, lastCount: 1, usedCounts: [] });
    expect(decoded).toMatchObject({ type: 'add', value: 30 });
    expect(enterToken(newPaygDevice(KEY, STARTING_CODE), shown).device.daysLeft).toBe(30);

    // The payment history shows the same token under the repayment.
    await success.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/payment-history');
    const row = page.getByTestId('transaction').filter({ hasText: 'Repayment' });
    expect(await row.getByTestId('payg-token-digits').textContent()).toBe(shown);
    await look(page, '03-payment-history-token');
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    // Support, on the request's page: the device masked, the token, and re-issue for a customer who lost it.
    const staff = await phonePage(browser, baseUrl);
    await logIn(staff.page, SUPPORT_EMAIL, demoPassword, '/get-requests');
    await staff.page.goto(`/request-detail/${customer.quoteRequestId}`);
    const section = staff.page.getByRole('region', { name: 'PAYG device' });
    await section.getByText('IML-0042-7781').waitFor();
    expect(await section.textContent()).not.toContain(KEY);
    expect(await section.textContent()).toContain(shown);
    await section.getByRole('button', { name: 'Re-issue current token' }).click();
    await section.getByText(/This gives 30 days again as a new token/).waitFor();
    await section.getByRole('button', { name: 'Yes, re-issue the token' }).click();
    await section.getByText('A new token is issued and sent to the customer.').waitFor();
    const rows = section.getByTestId('token-row');
    await expect.poll(() => rows.count()).toBe(2);
    const reissued = (await rows.first().locator('p').first().textContent()) ?? '';
    expect(reissued).not.toBe(shown);
    await look(staff.page, '04-staff-reissued');
    await section.screenshot({ path: path.join(screenshotDir, 'payg-token-04-staff-reissued-section.png') });
    // The customer never keyed the first token in: the re-issued one gives the 30 days on the device.
    expect(enterToken(newPaygDevice(KEY, STARTING_CODE), reissued).device.daysLeft).toBe(30);
    expect(unexpected(staff.problems)).toEqual([]);
    await staff.context.close();
  });
});
