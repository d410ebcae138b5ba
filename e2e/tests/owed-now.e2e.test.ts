/**
 * Issue 18 §1 in real Chromium on a phone (412×823): a customer opens the down-payment checkout at the lowest plan,
 * leaves it, switches to a higher plan, then goes back to the old checkout page and pays it. The money counts (the
 * books), but not as the whole down payment: they land on "Payment received" with what is still to pay, /payment
 * says what was paid and asks only for the rest, and paying the rest lands on "Payment successful".
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { journeys } from '../support/journeys.ts';
import { pictures, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const { pricedCustomer } = journeys(baseUrl, inject('demoPassword'));
const { look, onCheckout } = pictures('owed-now');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const naira = (text: string) => Number(text.replace(/[₦,]/g, ''));

describe('a checkout paid after the plan changed, on a phone', () => {
  it('counts the money and asks for the rest of the down payment in force now', async () => {
    const customer = await pricedCustomer({
      firstname: 'Kemi',
      lastname: 'Balogun',
      components: [{ category: /inverter/i, quantity: 2 }],
    });
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto('/login');
    await page.getByLabel('E-mail address', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // The 30% checkout is opened, then left without paying.
    await page.goto('/payment');
    await page.getByRole('heading', { level: 2, name: 'Down payment · 30% plan' }).waitFor();
    const lowest = (await page.getByTestId('down-payment').textContent())!;
    await page.getByRole('button', { name: `Pay ${lowest}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    const oldCheckout = page.url();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/payment');

    // The plan goes up to 50%.
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a new down payment plan' });
    await dialog.getByRole('radio', { name: /^50% down payment/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 2, name: 'Down payment · 50% plan' }).waitFor();
    const higher = (await page.getByTestId('down-payment').textContent())!;
    const rest = naira(higher) - naira(lowest);

    // The old checkout, still open in the provider's page, is paid anyway.
    await page.goto(oldCheckout);
    await onCheckout(page, 'Pay', 'old-checkout');
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('trxref'));
    const received = page.getByRole('dialog', { name: 'Payment received' });
    await received.waitFor();
    expect(await received.textContent()).toContain(`your down payment of ${lowest}`);
    const restText = `₦${rest.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(await received.getByTestId('payment-standing').textContent()).toBe(
      `${restText} is still to pay on this request: pay the rest to go ahead.`,
    );
    await look(page, 'payment-received');
    await received.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // /payment counts what was paid and asks for the rest only.
    await page.goto('/payment');
    await page.getByTestId('still-to-pay').waitFor();
    expect(await page.getByTestId('still-to-pay').textContent()).toBe(
      `You have paid ${lowest}. ${restText} still to pay.`,
    );
    await look(page, 'still-to-pay');
    await page.getByRole('button', { name: `Pay ${restText}` }).click();
    await onCheckout(page, 'Pay');
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('trxref'));
    const success = page.getByRole('dialog', { name: 'Payment successful' });
    await success.waitFor();
    expect(await success.textContent()).toContain(`your down payment of ${restText}`);
    await look(page, 'rest-paid');
    await success.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/payment');
    await page.getByRole('heading', { name: 'Your payment is in' }).waitFor();

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
