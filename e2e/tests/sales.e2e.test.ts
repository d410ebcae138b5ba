/**
 * Issue 20 in real Chromium on a phone (412×823): the demo agent shares their sign-up link from /agent-profile; a
 * new customer opens it, signs up with the code filled in, is priced and pays the down payment; the agent's
 * /sales-dashboard shows the commission earned and the customer; an admin settles it and the agent sees it paid.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { CUSTOMER_PASSWORD, journeys, SUPPORT_EMAIL } from '../support/journeys.ts';
import { h1, logIn, pictures, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { api, codeFor, staffLogin, requestQuote, priceQuote, payDownPayment } = journeys(baseUrl, demoPassword);
const { look, screenNow } = pictures('sales');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const AGENT_CODE = '08030000005';
const naira = (text: string) => Number(text.replace(/[₦,]/g, ''));

describe('a sales agent on a phone', () => {
  it('shares their link, and earns commission when the customer who signed up with it pays', async () => {
    const agentPhone = await phonePage(browser, baseUrl);
    const agent = agentPhone.page;
    await logIn(agent, 'agent@demo.imole.ng', demoPassword, '/sales-dashboard');
    await h1(agent, 'Hello, Kemi').waitFor();
    const unpaidBefore = naira((await agent.getByTestId('commission-unpaid').textContent())!);

    await agent.getByRole('navigation', { name: 'Sales' }).getByRole('link', { name: 'Profile' }).click();
    await h1(agent, 'Profile').waitFor();
    expect(await agent.getByTestId('referral-code').textContent()).toBe(AGENT_CODE);
    const link = (await agent.getByTestId('referral-link').textContent())!;
    expect(link).toBe(`${baseUrl}/register?ref=${AGENT_CODE}`);
    await agent.getByRole('img', { name: /QR code of your sign-up link/ }).waitFor();
    await look(agent, 'profile');

    await agent.getByRole('navigation', { name: 'Sales' }).getByRole('link', { name: 'Packages' }).click();
    await h1(agent, 'Packages').waitFor();
    await agent.getByRole('heading', { level: 2 }).first().waitFor();
    await look(agent, 'packages');

    // The customer opens the link on their own phone: the code is filled in.
    const { page: customer, problems } = await phonePage(browser, baseUrl);
    await customer.goto(link.slice(baseUrl.length));
    await h1(customer, 'Create your account').waitFor();
    expect(await customer.getByLabel('Referral code (optional)').inputValue()).toBe(AGENT_CODE);
    const email = `referred.${Date.now().toString(36)}@example.com`;
    await customer.getByLabel('First name').fill('Ifeoma');
    await customer.getByLabel('Last name').fill('Nnadi');
    await customer.getByLabel('E-mail address').fill(email);
    await customer.getByLabel('Phone number').fill(`081${String(Date.now() % 1e8).padStart(8, '0')}`);
    await customer.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await customer.getByRole('button', { name: 'Create account' }).click();
    await h1(customer, 'Check your e-mail').waitFor();
    await customer.getByRole('textbox', { name: 'Digit 1 of 6', exact: true }).fill(await codeFor(email));
    await customer.getByRole('button', { name: 'Confirm code' }).click();
    await customer.waitForURL((url) => url.pathname === '/dashboard');
    expect(unexpected(problems), problems.errors.join('\n')).toEqual([]);

    // Asked, priced by support, and the down payment paid (through the API: those pages have their own journeys).
    const session = await staffLogin(email, CUSTOMER_PASSWORD);
    const { quoteRequestId } = await requestQuote(session.token);
    const support = await staffLogin(SUPPORT_EMAIL);
    const quoteId = await priceQuote(quoteRequestId, support.token);
    await payDownPayment(session.token, quoteId);
    const { quote } = await api<{ quote: { equity: number } }>(`Quote/GetQuoteRequest?id=${quoteRequestId}`, {
      token: support.token,
    });
    const earned = Math.floor(quote.equity * 100 * 0.05) / 100;

    // The agent's home: the commission earned on it, and the customer among this week's referrals.
    await agent.getByRole('navigation', { name: 'Sales' }).getByRole('link', { name: 'Home' }).click();
    await h1(agent, 'Hello, Kemi').waitFor();
    await expect
      .poll(async () => naira((await agent.getByTestId('commission-unpaid').textContent())!))
      .toBeCloseTo(unpaidBefore + earned, 2);
    await agent.getByText('Ifeoma Nnadi').waitFor();
    await look(agent, 'dashboard');
    await screenNow(agent, 'dashboard');

    await agent.getByRole('link', { name: /^Referred customers \d+$/ }).click();
    await h1(agent, 'Referrals').waitFor();
    const card = agent.getByTestId('referral-card').filter({ hasText: 'Ifeoma Nnadi' });
    await card.getByText('First payment made: installation next').waitFor();
    await look(agent, 'referrals');

    // An admin pays the agent what is owed; the agent sees it paid.
    const admin = await staffLogin('admin@demo.imole.ng');
    const { data: owed } = await api<{ data: { salesTeamUserId: number; totalUnPaid: number; firstname: string }[] }>(
      'SalesTeam/UnsettledCommissions',
      { token: admin.token },
    );
    const kemi = owed.find((row) => row.firstname === 'Kemi')!;
    await api('SalesTeam/SettleCommission', {
      token: admin.token,
      body: {
        salesTeamUserId: kemi.salesTeamUserId,
        amount: kemi.totalUnPaid,
        reference: `TRF-${Date.now()}`,
        paidOn: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10),
      },
    });
    await agent.goto('/sales-dashboard');
    await h1(agent, 'Hello, Kemi').waitFor();
    expect(await agent.getByTestId('commission-unpaid').textContent()).toBe('₦0.00');
    expect(unexpected(agentPhone.problems), agentPhone.problems.errors.join('\n')).toEqual([]);
  });
});
