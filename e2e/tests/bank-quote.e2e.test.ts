/**
 * A partner bank's prospect in real Chromium on a phone (issue 22; docs/banks.md "The prospect"): they open the bank's
 * link /bankquote?Name=STERLING, pick a package, give their details, read the code from their e-mail (the dev outbox),
 * confirm it, say where to install, see the reference, set a password and land on the dashboard. Parts of issue 22
 * extend this journey with the undertaking (bank-application.e2e.test.ts) and the officer (bank-officer.e2e.test.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepEvidenceOnFailure, launchBrowser, phonePage } from '../support/browser.ts';
import { ENGINEER_EMAIL, journeys, SUPPORT_EMAIL } from '../support/journeys.ts';
import { SMALL_PDF } from '../support/kyc-files.ts';
import { h1, logIn, pictures, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { api, codeFor, priceQuote, staffLogin } = journeys(baseUrl, demoPassword);
const OFFICER_EMAIL = 'bankofficer@demo.imole.ng';
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
  it('takes a prospect from the bank’s link to an engineer assigned once the bank approves', async () => {
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
    // First with a mistyped address: "Wrong e-mail? Change it", then the right one gets its code (the first try's
    // account, which holds the phone, moves to it).
    const typo = email.replace('@example.com', '@exmaple.com');
    await details.getByLabel('E-mail').fill(typo);
    await details.getByLabel('First name').fill('Ngozi');
    await details.getByLabel('Last name').fill('Okafor');
    await details.getByLabel(/Phone number/).fill(`070${String(Date.now()).slice(-8)}`);
    expect(await details.getByLabel(/^Bank/).inputValue()).toBe('Sterling Bank');
    await look(page, '2-details');
    await details.getByRole('button', { name: 'Send me a code' }).click();
    await dialog(page, 'Enter your code').getByRole('button', { name: 'Wrong e-mail? Change it' }).click();
    await details.getByLabel('E-mail').fill(email);
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

    // The rest of the journey: support prices it; the customer downloads the undertaking and sends it back
    // signed; the bank's officer approves it; support assigns an engineer, with no identity check to wait for.
    const { token } = JSON.parse((await page.evaluate(() => sessionStorage.getItem('imole.session')))!) as {
      token: string;
    };
    const { data: requests } = await api<{ data: { id: number; referenceNo: string }[] }>(
      'Quote/ActiveQuoteRequest?PageIndex=1&PageSize=20',
      { token },
    );
    const quoteRequestId = requests.find((request) => request.referenceNo === reference)!.id;
    const quoteId = await priceQuote(quoteRequestId, (await staffLogin(SUPPORT_EMAIL)).token);
    await page.reload();
    const panel = page.getByTestId('panel-ready-bank');
    await panel.getByRole('heading', { name: 'Pending bank approval' }).waitFor();
    // The price's notice names what the bank pays and the undertaking, not a down payment.
    const notices = await api<{ data: { body: string }[] }>('ClientUser/GetNotifications', { token });
    const priced = notices.data.find((notice) => notice.body.includes(`${reference} is ready`))!;
    expect(priced.body).toMatch(/Sterling Bank pays ₦[\d,.]+ for your solar system/);
    expect(priced.body).not.toContain('down payment');
    // No ordinary wizard for a bank-financed request: More options says to ask support instead.
    await page.getByRole('button', { name: /More options/ }).click();
    const more = dialog(page, 'More options');
    await more
      .getByTestId('more-options-note')
      .getByText(/ask Imole’s support/)
      .waitFor();
    expect(await more.getByRole('link', { name: 'Edit Quote Request' }).count()).toBe(0);
    await look(page, '6b-more-options');
    await more.getByRole('button', { name: /Close/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download the undertaking form' }).click(),
    ]);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await panel.getByLabel(/Upload the signed form/).setInputFiles({
      name: 'signed-undertaking.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await panel.getByRole('button', { name: 'Send the signed form' }).click();
    await page.getByTestId('undertaking-uploaded').waitFor();
    await look(page, '7-undertaking-sent');

    const bank = await phonePage(browser, baseUrl);
    keepEvidenceOnFailure(bank.context);
    await logIn(bank.page, OFFICER_EMAIL, demoPassword, '/bank-applications');
    await bank.page.getByTestId('application-card').filter({ hasText: 'Ngozi Okafor' }).click();
    await h1(bank.page, 'Ngozi Okafor').waitFor();
    await bank.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await bank.page.getByRole('dialog').getByRole('button', { name: 'Yes, approve' }).click();
    await bank.page.getByText(/by Folake Adebayo/).waitFor();
    await look(bank.page, '8-approved-by-the-bank');
    expect(unexpected(bank.problems)).toEqual([]);
    await bank.context.close();

    const staff = await phonePage(browser, baseUrl);
    keepEvidenceOnFailure(staff.context);
    await logIn(staff.page, SUPPORT_EMAIL, demoPassword, '/get-requests');
    const engineer = await staffLogin(ENGINEER_EMAIL);
    await staff.page.goto(`/assign-date/${quoteId}/${quoteRequestId}`);
    await h1(staff.page, 'Assign Date').waitFor();
    await staff.page
      .getByRole('radio', { name: `${engineer.user.firstname} ${engineer.user.lastname}`, exact: true })
      .check();
    const date = staff.page.getByLabel('Installation date', { exact: true });
    await date.fill((await date.getAttribute('min'))!);
    await staff.page.getByRole('button', { name: 'Assign', exact: true }).click();
    await staff.page.waitForURL((url) => url.pathname === `/request-detail/${quoteRequestId}`);
    expect(unexpected(staff.problems)).toEqual([]);
    await staff.context.close();

    const view = await api<{ quote: { installationStatus: number }; quoteRequest: { quoteRequestStatus: number } }>(
      'Quote/GetQuoteRequest',
      { token },
    );
    expect(view.quote.installationStatus).toBe(1);
    await page.goto('/dashboard?tab=quote');
    await page
      .getByTestId('paid-by-bank')
      .getByText(/Paid by Sterling Bank/)
      .waitFor();
    await look(page, '9-engineer-assigned');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('tells a customer with an open request right after the code, before asking where to install', async () => {
    const email = `bank.open.${Date.now()}@example.com`;
    const phoneNumber = `071${String(Date.now()).slice(-8)}`;
    const banks = await api<{ data: { id: number; name: string; code: string }[] }>(
      'FinancialInstitution/FinancialInstitutions?PageIndex=1&PageSize=1000',
    );
    const sterling = banks.data.find((bank) => bank.code === 'STERLING')!;
    const asked = {
      email,
      phoneNumber,
      firstname: 'Tunde',
      lastname: 'Bello',
      bank: sterling.id,
      bankName: sterling.name,
    };
    await api('ClientUser/CreateBankClientUser', { body: asked });
    const { token } = await api<{ token: string }>('ClientUser/ConfirmUserAccount', {
      body: { email, token: await codeFor(email) },
    });
    const products = await api<{ data: { product: { id: number } }[] }>('Product/GetProducts', { token });
    const states = await api<{ states: { id: number; title: string }[] }>('Location/GetStates');
    const lagos = states.states.find((state) => state.title === 'Lagos')!;
    const { lgas } = await api<{ lgas: { id: number }[] }>(`Location/GetLgas?stateId=${lagos.id}`);
    const lga = lgas[0]!;
    await api('FinancialInstitutionQuote/CreateFinancialInstitutionQuote', {
      token,
      body: {
        productId: products.data[0]!.product.id,
        financialInstitutionId: sterling.id,
        stateId: lagos.id,
        lgaId: lga.id,
        address: '3 Awolowo Road, Ikoyi',
        landmark: 'Beside the pharmacy',
        buildingType: 1,
      },
    });

    const { context, page, problems } = await phonePage(browser, baseUrl);
    keepEvidenceOnFailure(context);
    await page.goto('/bankquote?Name=sterling');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Get Quote' }).click();
    const details = dialog(page, 'Your details');
    await details.getByLabel('E-mail').fill(email);
    await details.getByLabel('First name').fill('Tunde');
    await details.getByLabel('Last name').fill('Bello');
    await details.getByLabel(/Phone number/).fill(phoneNumber);
    await details.getByRole('button', { name: 'Send me a code' }).click();
    const code = dialog(page, 'Enter your code');
    await code.getByRole('textbox').first().click();
    await page.keyboard.type(await codeFor(email));
    const told = dialog(page, 'You already have a quote request');
    await told.getByText('You can not create a new quote because you currently have an existing quote.').waitFor();
    expect(await dialog(page, 'Where should we install your system?').count()).toBe(0);
    await look(page, 'open-request');
    await told.getByRole('button', { name: 'Go to my dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
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
