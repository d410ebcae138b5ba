/**
 * A partner bank's prospect in real Chromium on a phone (issue 22; docs/banks.md "The prospect"): they open the bank's
 * link /bankquote?Name=STERLING, pick a package, give their details, read the code from their e-mail (the dev outbox),
 * confirm it, say where to install, see the reference, set a password and land on the dashboard. Parts of issue 22
 * extend this journey with the undertaking (bank-application.e2e.test.ts) and the officer (bank-officer.e2e.test.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepEvidenceOnFailure, launchBrowser, phonePage } from '../support/browser.ts';
import { journeys } from '../support/journeys.ts';
import { h1, pictures, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const { codeFor } = journeys(baseUrl, inject('demoPassword'));
const { look } = pictures('bank-quote');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

describe('/bankquote', () => {
  it('takes a prospect from the bank’s link to their dashboard with a reference', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    keepEvidenceOnFailure(context);
    const email = `bank.prospect.${Date.now()}@example.com`;

    await page.goto('/bankquote?Name=STERLING');
    await h1(page, 'Sterling Bank').waitFor();
    const card = page.getByRole('article').first();
    await card.waitFor();
    await look(page, '1-packages');

    await card.getByRole('button', { name: 'Get Quote' }).click();
    const details = dialog(page, 'Your details');
    await details.getByRole('button', { name: 'Send me a code' }).click();
    await details.getByText('Please enter your email').waitFor();
    await details.getByLabel('E-mail').fill(email);
    await details.getByLabel('First name').fill('Ngozi');
    await details.getByLabel('Last name').fill('Okafor');
    await details.getByLabel(/Phone number/).fill(`070${String(Date.now()).slice(-8)}`);
    expect(await details.getByLabel(/^Bank/).inputValue()).toBe('Sterling Bank');
    await look(page, '2-details');
    await details.getByRole('button', { name: 'Send me a code' }).click();

    const code = dialog(page, 'Enter your code');
    await code.getByText(`We have sent a 6-digit code to ${email.slice(0, 3)}****.`).waitFor();
    await code.getByRole('button', { name: /^Resend in 0:5\d$/ }).waitFor();
    await look(page, '3-code');
    await code.getByRole('textbox').first().click();
    await page.keyboard.type(await codeFor(email));

    const where = dialog(page, 'Where should we install your system?');
    await where.waitFor();
    await where.getByRole('button', { name: 'Send my quote request' }).click();
    await where.getByText('Please select your state').waitFor();
    await where.getByLabel('State').selectOption({ label: 'Lagos' });
    await where.getByLabel('Area (LGA)').selectOption({ label: 'Ikeja' });
    await where.getByLabel(/Full address/).fill('14 Allen Avenue, Ikeja');
    await where.getByLabel(/Nearest landmark/).fill('Opposite the bank');
    await where.getByRole('radio', { name: 'Bungalow' }).check();
    await look(page, '4-location');
    await where.getByRole('button', { name: 'Send my quote request' }).click();

    const done = dialog(page, 'Thank you, Ngozi!');
    await done.waitFor();
    const reference = (await done.getByTestId('reference-no').textContent())!.trim();
    expect(reference).toMatch(/^IM-[A-Z0-9-]+$/);
    await done.getByLabel(/Choose a password/).fill('Solar-Roof-Ikeja-9');
    await done.getByRole('button', { name: 'Set password' }).click();
    await done.getByText('Your password is set').waitFor();
    await look(page, '5-success');
    await done.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText(reference).first().waitFor();
    await look(page, '6-dashboard');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('tells a visitor with a link to no active bank what to do', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto('/bankquote?Name=NO-SUCH-BANK');
    await h1(page, 'We could not find this partner bank').waitFor();
    await look(page, 'unknown-bank');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
