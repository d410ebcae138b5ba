/**
 * Issue 20's customer referral programme in real Chromium on a phone (412×823): a customer finds "Refer a friend" in
 * Settings, copies their link; a friend opens it and signs up with the code filled in, asks for a quote, is priced
 * and pays the down payment; the customer sees the reward earned and the friend's progress (first name and initial
 * only); an admin pays the reward on /sales-commissions, where the customer shows as "Customer"; the customer sees it
 * paid.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { CUSTOMER_PASSWORD, journeys, SUPPORT_EMAIL } from '../support/journeys.ts';
import { h1, logIn, pictures, signedInPhone, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { codeFor, signUp, staffLogin, requestQuote, priceQuote, payDownPayment } = journeys(baseUrl, demoPassword);
const { look } = pictures('customer-referrals');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a customer referring a friend', () => {
  it('shares their link, earns the reward when the friend pays, and sees it paid', async () => {
    const referrer = await signUp({ firstname: 'Adaeze', lastname: 'Obi', phonePrefix: '081' });
    const code = referrer.phoneNumber;
    const { page, problems } = await signedInPhone(browser, baseUrl, referrer.session);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Refer a friend' }).click();
    await h1(page, 'Refer a friend').waitFor();
    expect(await page.getByTestId('referral-code').textContent()).toBe(code);
    const link = (await page.getByTestId('referral-link').textContent())!;
    expect(link).toBe(`${baseUrl}/register?ref=${code}`);
    await page.getByText('No one has signed up with your code yet', { exact: false }).waitFor();
    await look(page, 'dashboard-empty');

    // The friend opens the link on their own phone: the code is filled in.
    const friendPhone = await phonePage(browser, baseUrl);
    const friend = friendPhone.page;
    await friend.goto(link.slice(baseUrl.length));
    await h1(friend, 'Create your account').waitFor();
    expect(await friend.getByLabel('Referral code (optional)').inputValue()).toBe(code);
    const email = `friend.${Date.now().toString(36)}@example.com`;
    await friend.getByLabel('First name').fill('Tolu');
    await friend.getByLabel('Last name').fill('Bankole');
    await friend.getByLabel('E-mail address').fill(email);
    await friend.getByLabel('Phone number').fill(`090${String(Date.now() % 1e8).padStart(8, '0')}`);
    await friend.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await friend.getByRole('button', { name: 'Create account' }).click();
    await h1(friend, 'Check your e-mail').waitFor();
    await friend.getByRole('textbox', { name: 'Digit 1 of 6', exact: true }).fill(await codeFor(email));
    await friend.getByRole('button', { name: 'Confirm code' }).click();
    await friend.waitForURL((url) => url.pathname === '/dashboard');
    expect(unexpected(friendPhone.problems), friendPhone.problems.errors.join('\n')).toEqual([]);

    // Asked, priced and the down payment paid (through the API: those pages have their own journeys).
    const session = await staffLogin(email, CUSTOMER_PASSWORD);
    const { quoteRequestId } = await requestQuote(session.token);
    const support = await staffLogin(SUPPORT_EMAIL);
    await payDownPayment(session.token, await priceQuote(quoteRequestId, support.token));

    await page.reload();
    await h1(page, 'Refer a friend').waitFor();
    const card = page.getByTestId('friend-card').filter({ hasText: 'Tolu B.' });
    await card.getByText('₦5,000.00 earned, to be paid to you').waitFor();
    expect(await card.textContent()).not.toContain('Bankole');
    await page
      .getByRole('region', { name: 'Your rewards' })
      .getByText(/our team will call you on/)
      .waitFor();
    await look(page, 'dashboard');

    await card.getByRole('link', { name: 'Tolu B.' }).click();
    await h1(page, 'Tolu B.').waitFor();
    await page.getByText('Made their first payment: done').waitFor();
    await look(page, 'detail');

    await page.goto('/all-referrals');
    await h1(page, 'Your referrals').waitFor();
    await page.getByTestId('friend-card').first().waitFor();
    await look(page, 'all');
    await page.goto('/owing-referrals');
    await h1(page, 'Friends behind on repayments').waitFor();
    await page.getByText('None of your friends is behind on repayments').waitFor();
    await look(page, 'owing');

    // An admin pays the reward: the customer shows as "Customer" among those owed.
    const adminPhone = await phonePage(browser, baseUrl);
    const admin = adminPhone.page;
    await logIn(admin, 'admin@demo.imole.ng', demoPassword, '/get-requests');
    await admin.goto('/sales-commissions');
    await h1(admin, 'Sales commission').waitFor();
    const owed = admin.getByTestId('owed-card').filter({ hasText: 'Adaeze Obi' });
    await owed.getByText(`Customer · ${code}`).waitFor();
    await look(admin, 'admin');
    await owed.getByRole('button', { name: 'Mark paid' }).click();
    const form = admin.getByRole('dialog', { name: 'Pay Adaeze Obi' });
    await form.getByLabel('Transfer reference').fill(`TRF-${Date.now()}`);
    await form.getByRole('button', { name: 'Continue' }).click();
    await admin
      .getByRole('dialog', { name: 'Record ₦5,000.00 paid to Adaeze Obi?' })
      .getByRole('button', {
        name: 'Yes, record it',
      })
      .click();
    await admin.getByText('₦5,000.00 paid to Adaeze Obi is recorded.').waitFor();

    await page.goto('/referral-dashboard');
    await page.getByTestId('friend-card').getByText('₦5,000.00 paid to you').waitFor();
    await page.getByRole('list', { name: 'Rewards sent to you' }).waitFor();
    await look(page, 'dashboard-paid');
    expect(unexpected(problems), problems.errors.join('\n')).toEqual([]);
  });
});
