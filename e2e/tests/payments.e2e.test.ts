/**
 * Issue 7 in real Chromium on a phone (412×823): a customer whose request support has priced (through the API) logs
 * in through /login, opens /payment, changes the down-payment plan in the modal, pays on the sandbox checkout and
 * comes back to "Payment successful"; the payment shows in /payment-history. After the installation (driven through
 * the API: support assigns the engineer and the date, the customer accepts it, the engineer completes, the customer
 * confirms) the customer makes a repayment the same way and sees it in the history and the schedule; a cancelled
 * checkout goes back to /dashboard.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { journeys } from '../support/journeys.ts';
import { logIn, pictures, unexpected } from '../support/pages.ts';
import { startServer } from '../support/server.ts';

const baseUrl = inject('baseUrl');
/**
 * The checkout sends the browser back to the server's public URL, which the harness sets to the address the tests
 * browse: the session lives in sessionStorage, which is per origin.
 */
const appUrl = baseUrl;
const { pricedCustomer, install } = journeys(baseUrl, inject('demoPassword'));
const { look, onCheckout } = pictures('payments');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('payments in Chromium, on a phone', () => {
  it('a customer chooses a plan, pays the down payment, and after installation makes a repayment', async () => {
    const customer = await pricedCustomer({
      firstname: 'Tunde',
      lastname: 'Adewale',
      components: [{ category: /inverter/i, quantity: 2 }],
    });
    const { context, page, problems } = await phonePage(browser, appUrl);

    // Straight to /payment: the guard sends the visitor to log in and back.
    await page.goto('/payment');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail address', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment');

    await page.getByRole('heading', { level: 1, name: 'Pay now' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Down payment · 30% plan' }).waitFor();
    await page.getByText('Total repayable').waitFor();
    await look(page, 'down-payment');

    // The schedule and the history before anything is paid.
    await page.goto('/repayment-schedule');
    await page.getByText('Repayment schedule yet to be confirmed').waitFor();
    await look(page, 'schedule-empty');
    await page.goto('/payment-history');
    await page.getByText('No payments yet').waitFor();
    await look(page, 'history-empty');
    await page.goto('/make-payment');
    await page.getByRole('heading', { name: 'How do you want to pay?' }).waitFor();
    await look(page, 'make-payment-first');
    await page.getByRole('link', { name: /^Pay in full/ }).click();
    await page.waitForURL((url) => url.pathname === '/outright-payment');
    await page.getByTestId('outright-amount').waitFor();
    await look(page, 'outright');
    await page.getByRole('link', { name: /^Pay in instalments instead/ }).click();
    await page.waitForURL((url) => url.pathname === '/payment');

    // Change the plan to 50%.
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a new down payment plan' });
    await dialog.getByRole('radio').first().waitFor();
    expect(await dialog.getByRole('radio').count()).toBeGreaterThan(1);
    expect(await dialog.getByRole('radio', { name: /^30% down payment/ }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: /^50% down payment/ }).check();
    await look(page, 'plan-modal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Your down payment plan is now 50%.' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Down payment · 50% plan' }).waitFor();
    expect(await dialog.count()).toBe(0);
    await look(page, 'plan-changed');

    // Pay the down payment on the sandbox checkout.
    const downPayment = (await page.getByTestId('down-payment').textContent())!;
    await page.getByRole('button', { name: `Pay ${downPayment}` }).click();
    await onCheckout(page, 'Pay', 'sandbox-checkout');
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('trxref'));
    const success = page.getByRole('dialog', { name: 'Payment successful' });
    await success.waitFor();
    const reference = (await success.getByTestId('transaction-reference').textContent())!;
    expect(reference).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(await success.textContent()).toContain(`your down payment of ${downPayment}`);
    await look(page, 'down-payment-successful');
    await success.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // The history shows it; /payment now says what comes next.
    await page.goto('/payment-history');
    const row = page.getByTestId('transaction').filter({ hasText: reference });
    await row.waitFor();
    expect(await row.textContent()).toContain('Equity');
    expect(await row.textContent()).toContain('Successful');
    expect(await row.textContent()).toContain(downPayment);
    await look(page, 'history-down-payment');
    await page.goto('/payment');
    await page.getByRole('heading', { name: 'Your payment is in' }).waitFor();
    await look(page, 'awaiting-installation');

    // Installation, through the API.
    await install(customer.token, customer.support.token, customer.quoteId, 'Inverter and batteries in');

    // A repayment: below the next one is refused in the page, then the next one is paid.
    await page.goto('/payment');
    await page.getByTestId('next-repayment').waitFor();
    const amount = page.getByLabel('Amount to pay', { exact: true });
    const least = await amount.inputValue();
    expect(least).toMatch(/^\d{1,3}(,\d{3})*$/);
    await look(page, 'repayment');
    await amount.fill('');
    await amount.pressSequentially('1000');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Amount can not be less than your next repayment amount').waitFor();
    await look(page, 'repayment-too-little');
    await amount.fill('');
    await amount.pressSequentially(least.replaceAll(',', ''));
    expect(await amount.inputValue()).toBe(least);
    await page.getByRole('button', { name: `Pay ₦${least}.00` }).click();
    await onCheckout(page, 'Pay');
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.get('purpose') === 'repayment');
    await success.waitFor();
    const repaymentReference = (await success.getByTestId('transaction-reference').textContent())!;
    expect(repaymentReference).not.toBe(reference);
    expect(await success.textContent()).toContain(`your repayment of ₦${least}.00`);
    await look(page, 'repayment-successful');
    await success.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // In the history (newest first) and in the schedule.
    await page.goto('/payment-history');
    const rows = page.getByTestId('transaction');
    await rows.filter({ hasText: repaymentReference }).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('Repayment');
    expect(await rows.first().textContent()).toContain(repaymentReference);
    await look(page, 'history-repayment');
    await page.goto('/repayment-schedule');
    const instalments = page.getByTestId('instalment');
    await instalments.first().waitFor();
    expect(await instalments.first().textContent()).toContain('Paid');
    expect(await instalments.nth(1).textContent()).toContain('Due');
    expect(
      Number(await page.getByRole('progressbar', { name: 'Repaid' }).getAttribute('aria-valuenow')),
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('paid-total').textContent()).toBe(`₦${least}.00`);
    await look(page, 'schedule');

    // /make-payment: the next repayment or the payoff; a cancelled checkout goes back to /dashboard.
    await page.goto('/make-payment');
    await page.getByRole('heading', { name: 'What do you want to pay?' }).waitFor();
    await look(page, 'make-payment-loan');
    await page.getByRole('button', { name: /^Pay off the loan/ }).click();
    await onCheckout(page, 'Cancel');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Nothing was charged. You can pay whenever you are ready.').waitFor();
    await look(page, 'cancelled');
    // Nothing was taken: the loan is still there to pay.
    await page.goto('/payment');
    await page.getByTestId('next-repayment').waitFor();
    await page.getByRole('button', { name: /^Pay off ₦/ }).waitFor();

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('a payment started on http://127.0.0.1:<port> comes back to that origin with the session intact, though the public address is localhost (issue 19)', async () => {
    // A server of its own whose PUBLIC_URL is not the address browsed: the first walk's set-up.
    const server = await startServer({ publicUrl: (port) => `http://localhost:${port}` });
    try {
      expect(new URL(server.baseUrl).hostname).toBe('127.0.0.1');
      const own = journeys(server.baseUrl, server.demoPassword);
      const customer = await own.pricedCustomer({ firstname: 'Ifeoma', lastname: 'Nwosu' });
      const { context, page, problems } = await phonePage(browser, server.baseUrl);
      await logIn(page, customer.email, customer.password, '/dashboard');
      await page.goto('/payment');
      await page.getByRole('button', { name: /^Pay ₦/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
      expect(new URL(page.url()).origin).toBe(server.baseUrl);
      await onCheckout(page, 'Pay');
      await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('trxref'));
      expect(new URL(page.url()).origin).toBe(server.baseUrl);
      // Still signed in: the payment is confirmed here, no login page in between.
      await page.getByRole('dialog', { name: 'Payment successful' }).waitFor();
      await page.getByRole('dialog', { name: 'Payment successful' }).getByRole('button', { name: 'Continue' }).click();
      // Financed: on to the identity form (docs/kyc.md); "Later" comes back to the dashboard.
      await page.waitForURL((url) => url.pathname === '/identification');
      await page.getByRole('link', { name: 'Later' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByTestId('panel-payment-received').waitFor();
      // Back: the checkout says it is paid, with no live Pay (it is never shown stale from the page cache).
      // (Through the identity form's and the payment page's entries: Back until the checkout.)
      for (let step = 0; step < 5 && !new URL(page.url()).pathname.startsWith('/sandbox/checkout/'); step++)
        await page.goBack();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
      await page.getByRole('heading', { name: 'This payment is already paid' }).waitFor();
      expect(await page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    } finally {
      await server.stop();
    }
  });

  it('when the way back from the checkout finds no session, the customer logs in again and sees the payment is in (issue 19)', async () => {
    const customer = await pricedCustomer({ firstname: 'Chidi', lastname: 'Eze' });
    const { context, page, problems } = await phonePage(browser, appUrl);
    await logIn(page, customer.email, customer.password, '/dashboard');
    await page.goto('/payment');
    const downPayment = (await page.getByTestId('down-payment').textContent())!;
    await page.getByRole('button', { name: `Pay ${downPayment}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    // The session ends while the customer pays (it expired; the refresh cookie with it).
    await page.evaluate(() => window.sessionStorage.clear());
    await context.clearCookies();
    await onCheckout(page, 'Pay');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toContain('trxref=');

    // They log in from a bare /login (a new visit, say): the dashboard says what became of the payment.
    await logIn(page, customer.email, customer.password, '/dashboard');
    const outcome = page.getByTestId('checkout-outcome');
    await outcome.getByText(`Your down payment of ${downPayment} is paid`).waitFor();
    await look(page, 'outcome-after-login');
    await page.getByTestId('panel-payment-received').waitFor();
    // Shown once: the next visit of the dashboard goes on to the identity form (financed), and back from it the
    // outcome is not said again.
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/identification');
    await page.getByRole('link', { name: 'Later' }).click();
    await page.getByTestId('panel-payment-received').waitFor();
    expect(await outcome.count()).toBe(0);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
