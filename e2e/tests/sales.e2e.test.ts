/**
 * Issue 20 in real Chromium on a phone (412×823). First: the demo agent asks for a quote for a new customer in the
 * wizard's agent variant; support prices it; the customer sets their password from the invitation and pays the down
 * payment; the agent's home shows the commission earned; an admin settles it; the coordinator sees the customer and
 * the override. Then: the demo agent shares their sign-up link from /agent-profile; a
 * new customer opens it, signs up with the code filled in, is priced and pays the down payment; the agent's
 * /sales-dashboard shows the commission earned and the customer; an admin settles it and the agent sees it paid; the
 * agent's coordinator sees their override and the agent with the customer.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { CUSTOMER_PASSWORD, journeys, SUPPORT_EMAIL } from '../support/journeys.ts';
import { h1, logIn, pictures, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { api, codeFor, staffLogin, requestQuote, priceQuote, payDownPayment, install } = journeys(baseUrl, demoPassword);
const { look, screenNow, onCheckout } = pictures('sales');
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

    // The customer's details: the request, repayments not started yet, and the commission earned on them.
    await card.getByRole('link', { name: 'Ifeoma Nnadi', exact: true }).click();
    await h1(agent, 'Customer details').waitFor();
    expect(await agent.getByTestId('repayment-status').textContent()).toBe(
      'First payment made: repayments start after installation',
    );
    await agent
      .getByText(`₦${earned.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`)
      .first()
      .waitFor();
    await look(agent, 'customer-details');

    // Installed and confirmed: the agent pays the customer's first instalment with their own card.
    await install(session.token, support.token, quoteId);
    await agent.reload();
    await h1(agent, 'Customer details').waitFor();
    const payNext = agent.getByRole('button', { name: /^Pay next instalment ₦[\d,.]+$/ });
    const instalment = naira((await payNext.textContent())!.replace('Pay next instalment ', ''));
    await payNext.click();
    await onCheckout(agent, 'Pay', 'agent-checkout');
    await agent.waitForURL((url) => url.pathname.startsWith('/sales-details/'));
    await agent.getByText('Payment successful. Thank you: the customer has their receipt.').waitFor();
    await look(agent, 'customer-paid-for');
    const { data: history } = await api<{
      data: { purpose: string; paidBy: string | null; amountInTransaction: number }[];
    }>(`Transaction/GetTransactions?quoteId=${quoteId}`, { token: session.token });
    expect(history.find((p) => p.purpose === 'repayment')).toMatchObject({
      paidBy: 'Kemi Adeyemi',
      amountInTransaction: instalment,
    });

    // An admin pays the agent what is owed, on their own phone; the agent sees it paid.
    const adminPhone = await phonePage(browser, baseUrl);
    const admin = adminPhone.page;
    await logIn(admin, 'admin@demo.imole.ng', demoPassword, '/get-requests');
    await admin.goto('/sales-commissions');
    await h1(admin, 'Sales commission').waitFor();
    const owed = admin.getByTestId('owed-card').filter({ hasText: 'Kemi Adeyemi' });
    await owed.waitFor();
    await look(admin, 'admin-commissions');
    await owed.getByRole('button', { name: 'Mark paid' }).click();
    const form = admin.getByRole('dialog', { name: 'Pay Kemi Adeyemi' });
    await form.getByLabel('Transfer reference').fill(`TRF-${Date.now()}`);
    await screenNow(admin, 'admin-payout-form');
    await form.getByRole('button', { name: 'Continue' }).click();
    const confirm = admin.getByRole('dialog', { name: /^Record ₦[\d,.]+ paid to Kemi Adeyemi\?$/ });
    await confirm.getByRole('button', { name: 'Yes, record it' }).click();
    await admin.getByText(/paid to Kemi Adeyemi is recorded\.$/).waitFor();
    expect(unexpected(adminPhone.problems), adminPhone.problems.errors.join('\n')).toEqual([]);

    await agent.goto('/sales-dashboard');
    await h1(agent, 'Hello, Kemi').waitFor();
    expect(await agent.getByTestId('commission-unpaid').textContent()).toBe('₦0.00');
    expect(unexpected(agentPhone.problems), agentPhone.problems.errors.join('\n')).toEqual([]);

    // The agent's coordinator lands on their own home: their override on it, and Kemi with her customer.
    const coordinatorPhone = await phonePage(browser, baseUrl);
    const coordinator = coordinatorPhone.page;
    await logIn(coordinator, 'coordinator@demo.imole.ng', demoPassword, '/cordinator-dashboard');
    await h1(coordinator, 'Hello, Emeka').waitFor();
    const override = Math.floor(quote.equity * 100 * 0.01) / 100;
    expect(naira((await coordinator.getByTestId('commission-unpaid').textContent())!)).toBeGreaterThanOrEqual(override);
    const kemi = coordinator.getByTestId('agent-card').filter({ hasText: 'Kemi Adeyemi' });
    await kemi.getByText(/^\d+ customers? · \d+ owing · \d+ non-performing$/).waitFor();
    await look(coordinator, 'coordinator-dashboard');
    await coordinator.getByRole('link', { name: /^Team's customers: \d+, see them$/ }).click();
    await h1(coordinator, 'Team: referrals').waitFor();
    await coordinator
      .getByTestId('referral-card')
      .filter({ hasText: 'Ifeoma Nnadi' })
      .getByText('Referred by Kemi Adeyemi')
      .waitFor();
    await look(coordinator, 'coordinator-team-referrals');
    expect(unexpected(coordinatorPhone.problems), coordinatorPhone.problems.errors.join('\n')).toEqual([]);
  });

  it('asks for a quote for a new customer in the wizard, and is paid the commission once the customer pays', async () => {
    const agentPhone = await phonePage(browser, baseUrl);
    const agent = agentPhone.page;
    await logIn(agent, 'agent@demo.imole.ng', demoPassword, '/sales-dashboard');
    await h1(agent, 'Hello, Kemi').waitFor();
    const unpaidBefore = naira((await agent.getByTestId('commission-unpaid').textContent())!);

    // From the quotes list, the wizard's agent variant: the customer first, then where they live.
    await agent.goto('/all-sales-quotes');
    await h1(agent, 'Quotes').waitFor();
    await agent.getByRole('link', { name: /New quote for a customer/ }).click();
    await agent.getByRole('heading', { level: 2, name: 'Customer information' }).waitFor();
    expect(await agent.getByRole('progressbar', { name: 'Quote progress' }).getAttribute('aria-valuenow')).toBe('40');
    const stamp = Date.now().toString(36);
    const email = `agent.made.${stamp}@example.com`;
    await agent.getByLabel("Customer's first name").fill('Funmi');
    await agent.getByLabel("Customer's last name").fill('Bello');
    await agent.getByLabel("Customer's email").fill(email);
    await agent.getByLabel("Customer's phone number").fill(`080${String(Date.now() % 1e8).padStart(8, '0')}`);
    await agent.getByLabel('State').selectOption('Lagos');
    await agent.getByLabel('Area (LGA)').selectOption({ label: 'Eti-Osa' });
    await agent.getByLabel('Full address').fill('4 Admiralty Way, Lekki Phase 1');
    await agent.getByLabel('Nearest landmark').fill('Beside the filling station');
    await agent.getByRole('radio', { name: 'Bungalow' }).check();
    await agent.getByRole('button', { name: /Where does the customer work/ }).click();
    const employer = agent.getByRole('dialog', { name: 'Where does the customer work?' });
    await employer.getByLabel("Search for the customer's employer").fill('Others');
    await employer.getByRole('button', { name: 'Others', exact: true }).click();
    await employer.waitFor({ state: 'hidden' });
    await look(agent, 'agent-quote-customer');
    await agent.getByRole('button', { name: 'Continue' }).click();

    await agent.getByRole('heading', { level: 2, name: 'Choose a plan' }).waitFor();
    await agent.getByRole('radio').first().check();
    await look(agent, 'agent-quote-plan');
    await agent.getByRole('button', { name: 'Preview your plan' }).click();
    // The plan path's more-details step (staff spec §2: 80 power need; issue 22).
    await agent.getByRole('heading', { level: 2, name: "More details about the customer's home" }).waitFor();
    await agent.getByLabel('How many bedrooms?').fill('2');
    await agent.getByLabel('How many lights does the customer want to power?').fill('6');
    await agent.getByLabel('How many fans?').fill('2');
    await agent.getByLabel('How many TVs?').fill('1');
    await agent.getByLabel('Hours of power the customer needs a day').fill('10');
    await agent.getByLabel('Hours of grid power the customer gets a day').fill('6');
    await agent.getByRole('radio', { name: "I don't have one" }).check();
    await agent.getByRole('button', { name: 'Continue' }).click();
    await agent.getByRole('heading', { level: 2, name: 'Review your request' }).waitFor();
    await agent.getByText(email).waitFor();
    await look(agent, 'agent-quote-review');
    await agent.getByRole('button', { name: 'Proceed' }).click();
    const success = agent.getByRole('dialog', { name: "Funmi's quote request is in" });
    await success.waitFor();
    const reference = (await success.getByTestId('reference-no').textContent())!;
    expect(reference).toMatch(/^IM-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await look(agent, 'agent-quote-sent');
    await success.getByRole('button', { name: 'Continue' }).click();
    await agent.waitForURL((url) => url.pathname === '/all-sales-quotes');
    await agent.getByText(reference).waitFor();

    // The invitation the new customer was sent (read before any later e-mail to them).
    const invitationCode = await codeFor(email);

    // Support prices it (the staff pages have their own journeys).
    const support = await staffLogin(SUPPORT_EMAIL);
    const agentSession = await staffLogin('agent@demo.imole.ng', demoPassword);
    const { data: quotes } = await api<{ data: { quoteRequestId: number; referenceNo: string }[] }>(
      'SalesTeam/SalesAgentQuoteList?PageIndex=1&PageSize=20',
      { token: agentSession.token },
    );
    const quoteRequestId = quotes.find((q) => q.referenceNo === reference)!.quoteRequestId;
    const quoteId = await priceQuote(quoteRequestId, support.token);

    // The customer opens the invitation on their own phone, sets a password and finds the quote waiting.
    const { page: customer, problems } = await phonePage(browser, baseUrl);
    await customer.goto(`/set-password?email=${encodeURIComponent(email)}`);
    await customer.getByRole('textbox', { name: 'Digit 1 of 6', exact: true }).fill(invitationCode);
    await customer.getByLabel('New password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await customer.getByLabel('Confirm new password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await customer.getByRole('button', { name: 'Set password and log in' }).click();
    await customer.waitForURL((url) => url.pathname === '/dashboard');
    await customer.getByTestId('panel-ready').waitFor();
    await look(customer, 'agent-made-customer-dashboard');
    expect(unexpected(problems), problems.errors.join('\n')).toEqual([]);
    const session = await staffLogin(email, CUSTOMER_PASSWORD);
    await payDownPayment(session.token, quoteId);
    const { quote } = await api<{ quote: { equity: number } }>(`Quote/GetQuoteRequest?id=${quoteRequestId}`, {
      token: support.token,
    });
    const earned = Math.floor(quote.equity * 100 * 0.05) / 100;

    // The agent's home: the commission earned on it; the quote page says where it stands.
    await agent.goto('/sales-dashboard');
    await h1(agent, 'Hello, Kemi').waitFor();
    await expect
      .poll(async () => naira((await agent.getByTestId('commission-unpaid').textContent())!))
      .toBeCloseTo(unpaidBefore + earned, 2);
    await agent.goto(`/agent-customer-quote/${quoteRequestId}`);
    await h1(agent, 'Funmi Bello').waitFor();
    await look(agent, 'agent-customer-quote-paid');
    expect(unexpected(agentPhone.problems), agentPhone.problems.errors.join('\n')).toEqual([]);

    // An admin settles what Kemi is owed; the coordinator sees Funmi in the team and their override.
    const adminPhone = await phonePage(browser, baseUrl);
    const admin = adminPhone.page;
    await logIn(admin, 'admin@demo.imole.ng', demoPassword, '/get-requests');
    await admin.goto('/sales-commissions');
    await h1(admin, 'Sales commission').waitFor();
    const owed = admin.getByTestId('owed-card').filter({ hasText: 'Kemi Adeyemi' });
    await owed.getByRole('button', { name: 'Mark paid' }).click();
    const form = admin.getByRole('dialog', { name: 'Pay Kemi Adeyemi' });
    await form.getByLabel('Transfer reference').fill(`TRF-${stamp}`);
    await form.getByRole('button', { name: 'Continue' }).click();
    await admin
      .getByRole('dialog', { name: /^Record ₦[\d,.]+ paid to Kemi Adeyemi\?$/ })
      .getByRole('button', { name: 'Yes, record it' })
      .click();
    await admin.getByText(/paid to Kemi Adeyemi is recorded\.$/).waitFor();
    await agent.goto('/sales-dashboard');
    await h1(agent, 'Hello, Kemi').waitFor();
    expect(await agent.getByTestId('commission-unpaid').textContent()).toBe('₦0.00');
    expect(unexpected(adminPhone.problems), adminPhone.problems.errors.join('\n')).toEqual([]);

    const coordinatorPhone = await phonePage(browser, baseUrl);
    const coordinator = coordinatorPhone.page;
    await logIn(coordinator, 'coordinator@demo.imole.ng', demoPassword, '/cordinator-dashboard');
    await h1(coordinator, 'Hello, Emeka').waitFor();
    const override = Math.floor(quote.equity * 100 * 0.01) / 100;
    expect(naira((await coordinator.getByTestId('commission-unpaid').textContent())!)).toBeGreaterThanOrEqual(override);
    await coordinator.goto('/all-coordinator-referrals');
    const funmi = coordinator.getByTestId('referral-card').filter({ hasText: 'Funmi Bello' });
    await funmi.getByText('Referred by Kemi Adeyemi').waitFor();
    await look(coordinator, 'coordinator-sees-agent-quote');
    expect(unexpected(coordinatorPhone.problems), coordinatorPhone.problems.errors.join('\n')).toEqual([]);
  });
});
