/**
 * A bank-financed request's application in real Chromium on a phone (issue 22; docs/banks.md "The application"): the
 * customer downloads the undertaking form (a real PDF file), uploads the signed page, waits for the bank; declined,
 * they read the bank's reason and switch to an ordinary plan; approved, the dashboard says the bank paid and support
 * assigns an engineer without an identity check. The request is set up through the API (the bank quote page's
 * journey is bank-quote.e2e.test.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { ENGINEER_EMAIL, journeys, SUPPORT_EMAIL } from '../support/journeys.ts';
import { SMALL_PDF } from '../support/kyc-files.ts';
import { pictures, signedInPhone, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const { api, signUp, priceQuote, staffLogin } = journeys(baseUrl, inject('demoPassword'));
const { look } = pictures('bank-application');
const OFFICER_EMAIL = 'bankofficer@demo.imole.ng';
let browser: Browser;
let support = '';

beforeAll(async () => {
  browser = await launchBrowser();
  support = (await staffLogin(SUPPORT_EMAIL)).token;
});
afterAll(async () => {
  await browser?.close();
});

/** A customer with a request financed by Sterling Bank, priced by support: awaiting the undertaking. */
async function bankCustomer(firstname: string) {
  const customer = await signUp({ firstname, lastname: 'Adewale', phonePrefix: '070' });
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
        address: '3 Awolowo Road, Ikoyi',
        landmark: 'Beside the church',
        buildingType: 1,
      },
    },
  );
  const quoteId = await priceQuote(data.id, support);
  return { ...customer, quoteRequestId: data.id, reference: data.referenceNo, quoteId };
}

const decide = async (quoteRequestId: number, approve: boolean, reason?: string) => {
  const officer = (await staffLogin(OFFICER_EMAIL)).token;
  await api('FinancialInstitutionQuote/Decide', { token: officer, body: { quoteRequestId, approve, reason } });
};

describe('the bank application on a phone', () => {
  it('downloads the form, uploads the signed page; declined, reads why and switches to an ordinary plan', async () => {
    const customer = await bankCustomer('Yetunde');
    const { context, page, problems } = await signedInPhone(browser, baseUrl, customer.session);
    await page.goto('/dashboard');
    const panel = page.getByTestId('panel-ready-bank');
    await panel.getByRole('heading', { name: 'Pending bank approval' }).waitFor();
    await look(page, 'awaiting-undertaking');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download the undertaking form' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Imole-undertaking-${customer.reference}.pdf`);
    const form = await readFile((await download.path())!);
    expect(form.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await panel.getByText(/The form is in your downloads/).waitFor();

    await panel.getByLabel(/Upload the signed form/).setInputFiles({
      name: 'signed-undertaking.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await panel.getByTestId('chosen-file').getByText('signed-undertaking.pdf').waitFor();
    await look(page, 'file-chosen');
    await panel.getByRole('button', { name: 'Send the signed form' }).click();
    await page.getByTestId('undertaking-uploaded').waitFor();
    expect(await page.getByTestId('undertaking-uploaded').textContent()).toMatch(
      /^Your signed undertaking is with Sterling Bank \(sent/,
    );
    await look(page, 'awaiting-decision');
    // Replaceable until the bank decides; keeping the one sent changes nothing.
    await panel.getByRole('button', { name: 'Replace the signed form' }).click();
    await panel.getByRole('button', { name: 'Send the new form' }).waitFor();
    await look(page, 'replacing');
    await panel.getByRole('button', { name: 'Keep the form I sent' }).click();
    await panel.getByRole('button', { name: 'Replace the signed form' }).waitFor();

    await decide(customer.quoteRequestId, false, 'Your salary account with us is less than six months old.');
    await page.reload();
    const declined = page.getByTestId('panel-bank-declined');
    await declined
      .getByTestId('decline-reason')
      .getByText(/less than six months old/)
      .waitFor();
    await look(page, 'declined');
    await declined.getByRole('button', { name: 'Switch to an ordinary plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to an ordinary plan?' });
    await look(page, 'switch-confirm');
    await dialog.getByRole('button', { name: 'Switch to an ordinary plan' }).click();
    await page.getByTestId('panel-ready').waitFor();
    await look(page, 'switched');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('approved: the dashboard says the bank paid, and support assigns an engineer without an identity check', async () => {
    const customer = await bankCustomer('Ifeoma');
    await api('Quote/UploadUndertaken', {
      token: customer.token,
      body: { quoteRequestId: customer.quoteRequestId, undertaking: SMALL_PDF.toString('base64') },
    });
    await decide(customer.quoteRequestId, true);
    const { context, page, problems } = await signedInPhone(browser, baseUrl, customer.session);
    await page.goto('/dashboard?tab=quote');
    const paid = page.getByTestId('paid-by-bank');
    await paid.waitFor();
    expect(await paid.textContent()).toContain('Paid by Sterling Bank');
    await look(page, 'approved');
    await page.goto('/payment-history');
    await page.getByTestId('paid-by').getByText('Paid by Sterling Bank').waitFor();
    await look(page, 'payment-history');

    const engineer = await staffLogin(ENGINEER_EMAIL);
    await api('Quote/AssignSupportUserToQuoteRequest', {
      token: support,
      body: { quoteId: customer.quoteId, supportUserId: engineer.user.id },
    });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
