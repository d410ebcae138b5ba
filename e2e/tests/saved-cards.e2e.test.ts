/**
 * Saved cards (issue 7) in real Chromium on a phone (412×823): a customer with a priced quote opens /payment-method
 * from /settings, adds a card on /add-payment through the sandbox checkout (a cancelled check first, then the ₦50
 * check), sees it on /payment-method, pays the down payment with it on /payment without leaving the app, sees
 * "Payment successful" and the payment in the history, then removes the card.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, phonePage, screenshot, type PageProblems } from '../support/browser.ts';
import { apiClient, CUSTOMER_PASSWORD } from '../support/priced-customer.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { pricedCustomer } = apiClient(baseUrl);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** axe, then a full-page picture from the top at phone size. */
async function look(page: Page, name: string) {
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `saved-cards-${name}`);
}

/** Chromium logs every 4xx answer as a console error; nothing else is expected. */
const unexpected = (problems: PageProblems) =>
  problems.errors.filter((error) => !/the server responded with a status of 4\d\d/.test(error));

/** The sandbox checkout: its page, then "Pay" (or "Cancel"); the sandbox sends the browser back to us. */
async function onCheckout(page: Page, action: 'Pay' | 'Cancel', picture?: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
  await page.getByText('Sandbox: no real money moves').waitFor();
  if (picture) await screenshot(page, `saved-cards-${picture}`);
  await page.getByRole('button', { name: action, exact: true }).click();
}

describe('saved cards in Chromium, on a phone', () => {
  it('adds a card with the ₦50 check, pays the down payment with it, and removes it', async () => {
    const customer = await pricedCustomer(demoPassword);
    const { context, page, problems } = await phonePage(browser, baseUrl);

    // From the avatar's settings page, signing in on the way.
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail address', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('link', { name: 'Payment methods' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-method');
    await page.getByRole('heading', { level: 1, name: 'Payment methods' }).waitFor();
    await page.getByText('No saved cards').waitFor();
    await look(page, 'payment-method-empty');

    // The check explained; cancelling it on the checkout takes nothing.
    await page.getByRole('link', { name: 'Add a card' }).click();
    await page.waitForURL((url) => url.pathname === '/add-payment');
    await page.getByRole('heading', { level: 1, name: 'Add a card' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Save a card for quicker payments' }).waitFor();
    await look(page, 'add-payment');
    await page.getByRole('button', { name: 'Add card', exact: true }).click();
    await onCheckout(page, 'Cancel');
    await page.waitForURL((url) => url.pathname === '/add-payment' && url.searchParams.get('cancelled') === '1');
    await page.getByText('You cancelled the card check').waitFor();
    await look(page, 'add-payment-cancelled');

    // The ₦50 check, paid on the checkout: the card comes back saved.
    await page.getByRole('button', { name: 'Add card', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await page.getByRole('heading', { name: 'Pay ₦50.00' }).waitFor();
    await onCheckout(page, 'Pay', 'card-check-checkout');
    await page.waitForURL((url) => url.pathname === '/add-payment' && url.searchParams.has('trxref'));
    await page.getByRole('heading', { name: 'Your card has been saved' }).waitFor();
    expect(await page.getByTestId('saved-card').textContent()).toBe('Visa •••• ending in 4081');
    await page.getByText('Expires 12/30 · Sandbox Bank').waitFor();
    await look(page, 'add-payment-saved');
    await page.getByRole('button', { name: 'See your cards' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-method');
    // The list itself, not the card shown on /add-payment while the next page loads.
    const list = page.getByRole('list', { name: 'Your saved cards' });
    await list.waitFor();
    const row = list.getByTestId('saved-card');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Expires 12/30 · Sandbox Bank');
    await look(page, 'payment-method-list');

    // Paying the down payment: the saved card is the default, charged without leaving the app.
    await page.goto('/payment');
    await page.getByRole('heading', { level: 2, name: /^Down payment/ }).waitFor();
    const payWith = page.getByRole('group', { name: 'Pay with' });
    const card = payWith.getByRole('radio', { name: 'Visa ending in 4081' });
    await card.waitFor();
    expect(await card.isChecked()).toBe(true);
    expect(await payWith.getByRole('radio', { name: 'Pay with a new card' }).isChecked()).toBe(false);
    await look(page, 'pay-with-saved-card');
    // A new card offers to keep it.
    await payWith.getByRole('radio', { name: 'Pay with a new card' }).check();
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).waitFor();
    await look(page, 'pay-with-new-card');
    await card.check();

    const downPayment = (await page.getByTestId('down-payment').textContent())!;
    await page.getByRole('button', { name: `Pay ${downPayment}` }).click();
    const success = page.getByRole('dialog', { name: 'Payment successful' });
    await success.waitFor();
    expect(new URL(page.url()).pathname).toBe('/payment');
    const reference = (await success.getByTestId('transaction-reference').textContent())!;
    expect(reference).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(await success.textContent()).toContain(`your down payment of ${downPayment}`);
    await look(page, 'paid-with-saved-card');
    await success.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.goto('/payment-history');
    const paid = page.getByTestId('transaction').filter({ hasText: reference });
    await paid.waitFor();
    expect(await paid.textContent()).toContain('Successful');
    await page.goto('/payment');
    await page.getByRole('heading', { name: 'Your payment is in' }).waitFor();

    // Removing the card, after a confirmation.
    await page.goto('/payment-method');
    await page.getByRole('button', { name: 'Remove Visa ending in 4081' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this card?' });
    await confirm.waitFor();
    await look(page, 'remove-card');
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await page.getByText('has been removed').waitFor();
    await page.getByText('No saved cards').waitFor();
    expect(await confirm.count()).toBe(0);
    await look(page, 'card-removed');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
