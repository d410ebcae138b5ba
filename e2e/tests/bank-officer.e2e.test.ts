/**
 * The bank's side in real Chromium (issue 22; docs/banks.md "The bank's side"): the demo bank officer signs in, finds
 * an application awaiting the decision (set up through the API: a Sterling Bank customer priced by support, with the
 * signed undertaking uploaded), opens it, opens the undertaking and approves it, on a phone (412×823). An admin adds a
 * partner bank and its officer on a desktop-sized screen and on a phone.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { journeys, SUPPORT_EMAIL } from '../support/journeys.ts';
import { SMALL_PDF } from '../support/kyc-files.ts';
import { h1, logIn, pictures, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { api, signUp, priceQuote, staffLogin } = journeys(baseUrl, demoPassword);
const { look, screenNow } = pictures('bank-officer');
const OFFICER_EMAIL = 'bankofficer@demo.imole.ng';
const ADMIN_EMAIL = 'admin@demo.imole.ng';
let browser: Browser;
let support = '';

beforeAll(async () => {
  browser = await launchBrowser();
  support = (await staffLogin(SUPPORT_EMAIL)).token;
});
afterAll(async () => {
  await browser?.close();
});

/** A Sterling Bank customer, priced, who uploaded the signed undertaking: awaiting the bank's decision. */
async function awaitingDecision(firstname: string) {
  const customer = await signUp({ firstname, lastname: 'Okonkwo', phonePrefix: '070' });
  const { data: banks } = await api<{ data: { id: number; name: string }[] }>(
    'FinancialInstitution/FinancialInstitutions?PageIndex=1&PageSize=1000',
  );
  const sterling = banks.find((bank) => bank.name === 'Sterling Bank')!;
  const { data: products } = await api<{ data: { product: { id: number }; isActive: boolean }[] }>(
    'Product/GetAllProducts',
    {
      token: support,
    },
  );
  const { states } = await api<{ states: { id: number; title: string }[] }>('Location/GetStates');
  const lagos = states.find((state) => state.title === 'Lagos')!.id;
  const { lgas } = await api<{ lgas: { id: number }[] }>(`Location/GetLgas?stateId=${lagos}`);
  const { data } = await api<{ data: { id: number; referenceNo: string } }>(
    'FinancialInstitutionQuote/CreateFinancialInstitutionQuote',
    {
      token: customer.token,
      body: {
        productId: products.find((p) => p.isActive)!.product.id,
        financialInstitutionId: sterling.id,
        stateId: lagos,
        lgaId: lgas[0]!.id,
        address: '14 Adetokunbo Ademola Street, Victoria Island',
        landmark: 'Opposite the bank',
        buildingType: 2,
      },
    },
  );
  await priceQuote(data.id, support);
  await api('Quote/UploadUndertaken', {
    token: customer.token,
    body: { quoteRequestId: data.id, undertaking: `data:application/pdf;base64,${SMALL_PDF.toString('base64')}` },
  });
  return { quoteRequestId: data.id, reference: data.referenceNo, name: `${firstname} Okonkwo` };
}

describe('the bank officer', () => {
  it('signs in, finds the application awaiting decision, opens the undertaking and approves it', async () => {
    const application = await awaitingDecision('Chinedu');
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, OFFICER_EMAIL, demoPassword, '/bank-applications');
    await h1(page, 'Applications').waitFor();
    const card = page.getByTestId('application-card').filter({ hasText: application.name });
    await card.waitFor();
    expect(await card.textContent()).toContain('Uploaded');
    await look(page, 'list');
    await screenNow(page, 'list');

    await card.click();
    await page.waitForURL((url) => url.pathname === `/bank-application/${application.quoteRequestId}`);
    await h1(page, application.name).waitFor();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open the undertaking' }).click(),
    ]);
    await tab.waitForURL((url) => url.protocol === 'blob:');
    await tab.close();
    await look(page, 'application');

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const ask = page.getByRole('dialog', { name: `Approve ${application.name}’s application?` });
    await look(page, 'approve-dialog');
    await ask.getByRole('button', { name: 'Yes, approve' }).click();
    await page.getByText(/by Folake Adebayo/).waitFor();
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await look(page, 'approved');

    // Back on the list, it has left "Awaiting decision" for "Approved".
    await page.getByRole('navigation', { name: 'Bank officer' }).getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('link', { name: 'Approved' }).click();
    await page.getByTestId('application-card').filter({ hasText: application.name }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('is refused another bank’s page and the staff pages', async () => {
    const { context, page } = await phonePage(browser, baseUrl);
    await logIn(page, OFFICER_EMAIL, demoPassword, '/bank-applications');
    await page.goto('/get-requests');
    await page.getByText('This page is not available to your account.').waitFor();
    await context.close();
  });
});

describe('support, on a bank’s behalf', () => {
  it('finds a bank application from the staff bar, and declines it for the bank with a reason', async () => {
    const application = await awaitingDecision('Halima');
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, SUPPORT_EMAIL, demoPassword, '/get-requests');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Bank applications' }).click();
    await h1(page, 'Bank applications').waitFor();
    const card = page.getByTestId('application-card').filter({ hasText: application.name });
    expect(await card.textContent()).toContain('Sterling Bank');
    await screenNow(page, 'staff-list');
    await card.click();
    await page.getByText('You are deciding on Sterling Bank’s behalf', { exact: false }).waitFor();
    await look(page, 'staff-application');

    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const ask = page.getByRole('dialog', { name: `Decline ${application.name}’s application?` });
    await ask.getByLabel('Why is it declined?').fill('The salary account is under six months old.');
    await look(page, 'decline-dialog');
    await ask.getByRole('button', { name: 'Decline the application' }).click();
    await page.getByText('Reason given to the customer: The salary account is under six months old.').waitFor();
    await page.getByText(/Imole staff for Sterling Bank/).waitFor();
    await look(page, 'staff-declined');

    // The request's page links to the application.
    await page.goto(`/request-detail/${application.quoteRequestId}`);
    await page.getByRole('link', { name: 'Sterling Bank: open the application' }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('an admin', () => {
  it('adds a partner bank and its officer, and copies its link', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, ADMIN_EMAIL, demoPassword, '/get-requests');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Partner banks' }).click();
    await h1(page, 'Partner banks').waitFor();
    await look(page, 'banks');

    await page.getByRole('button', { name: 'Add a partner bank' }).click();
    await page.getByLabel('Name customers read').fill('Access Bank');
    await page.getByLabel('Link name').fill('ACCESS');
    await page.getByLabel('The undertaking, in the bank’s words').fill('I undertake to repay Access Bank.');
    await look(page, 'add-bank');
    await page.getByRole('button', { name: 'Add the bank' }).click();
    await page.getByText('Access Bank is saved.').waitFor();

    const card = page.getByRole('article', { name: 'Access Bank' });
    await card.getByText(/\/bankquote\?Name=ACCESS$/).waitFor();
    await card.getByRole('button', { name: 'Officers' }).click();
    await card.getByRole('button', { name: 'Add an officer' }).click();
    await card.getByLabel('Their first name').fill('Amaka');
    await card.getByLabel('Their last name').fill('Obi');
    await card.getByLabel('Their work e-mail').fill('amaka.obi@accessbank.example');
    await card.getByLabel('Their phone number').fill('08097778881');
    await look(page, 'add-officer');
    await card.getByRole('button', { name: 'Send the invitation' }).click();
    await card.getByText(/Invitation sent to amaka.obi@accessbank.example/).waitFor();
    await card
      .getByTestId('officer-row')
      .filter({ hasText: 'Amaka Obi' })
      .getByText('Invited, no password yet')
      .waitFor();
    await look(page, 'officer-added');
    expect(unexpected(problems)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/bank-applications');
    await h1(page, 'Bank applications').waitFor();
    await look(page, 'staff-list-desktop');
    await page.goto('/financial-institutions');
    await h1(page, 'Partner banks').waitFor();
    await look(page, 'banks-desktop');
    await context.close();
  });
});
