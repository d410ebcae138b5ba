/**
 * Issue 5 in real Chromium on a phone (412×823): every way a new customer reaches a submitted quote request using
 * only the UI. The demo customer may hold one open request only (the new-quote rule), so each journey has a fresh
 * customer: the package path signs up in the browser, the others through the API with the session put where the web
 * app reads it (sessionStorage).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { CUSTOMER_PASSWORD, journeys } from '../support/journeys.ts';
import { pictures, signedInPhone, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const { api, codeFor, signUp, staffLogin } = journeys(baseUrl, inject('demoPassword'));
const { look, screenNow } = pictures('quote');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The id of a starter package, by name. */
async function packageId(name: string, token: string): Promise<number> {
  const { data } = await api<{ data: { product: { id: number; name: string } }[] }>('Product/GetProducts', { token });
  const found = data.find((item) => item.product.name === name);
  if (!found) throw new Error(`No package named ${name}`);
  return found.product.id;
}

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();
const progress = (page: Page) =>
  page.getByRole('progressbar', { name: 'Quote progress' }).getAttribute('aria-valuenow');

interface PersonalOptions {
  employerSearch: string;
  employer: string;
  workEmail?: string;
  shotPrefix: string;
}

async function fillPersonal(page: Page, { employerSearch, employer, workEmail, shotPrefix }: PersonalOptions) {
  await step(page, 'Personal information');
  expect(await progress(page)).toBe('40');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('Area (LGA)').selectOption({ label: 'Eti-Osa' });
  await page.getByLabel('Full address').fill('12 Adeola Odeku Street, Victoria Island');
  await page.getByLabel('Nearest landmark').fill('Opposite Mega Plaza');
  await page.getByRole('radio', { name: 'Block of flats' }).check();
  await page.getByRole('button', { name: /Where do you work/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Where do you work?' });
  await dialog.getByLabel('Search for your employer').fill(employerSearch);
  await dialog.getByRole('button', { name: employer, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  if (workEmail !== undefined) await page.getByLabel('Work e-mail').fill(workEmail);
  await look(page, `${shotPrefix}-personal`);
}

/** The plan path's "More details" step after the package (customer spec §4, progress 80; issue 22). */
async function fillMoreDetails(page: Page, shotPrefix: string) {
  await step(page, 'More details about your home');
  expect(await progress(page)).toBe('80');
  await page.getByLabel('How many bedrooms?').fill('2');
  await page.getByLabel('How many lights do you want to power?').fill('6');
  await page.getByLabel('How many fans?').fill('2');
  await page.getByLabel('How many TVs?').fill('1');
  await page.getByLabel('Hours of power you need a day').fill('10');
  await page.getByLabel('Hours of grid power you get a day').fill('6');
  await page.getByRole('radio', { name: "I don't have one" }).check();
  await look(page, `${shotPrefix}-more-details`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function proceedToSuccess(page: Page, firstname: string, shotPrefix: string): Promise<string> {
  await step(page, 'Review your request');
  expect(await progress(page)).toBe('100');
  await look(page, `${shotPrefix}-review`);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const success = page.getByRole('dialog', { name: `Thank you, ${firstname}!` });
  const failed = page.getByRole('alert').filter({ hasText: 'We could not send your request' });
  await success.or(failed).waitFor();
  if (await failed.isVisible()) throw new Error(`The request was refused: ${await failed.textContent()}`);
  const reference = (await success.getByTestId('reference-no').textContent()) ?? '';
  expect(reference).toMatch(/^IM-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  expect(await success.getByTestId('turnaround-countdown').textContent()).toMatch(
    /^\d{2,} days \d{2} hours \d{2} minutes \d{2} seconds$/,
  );
  // The turnaround in words beside the spec's countdown format ("within 24 hours", not "01 days 00 hours" alone).
  await success.getByText(/Our team will send your (updated )?quote within \d+ (hours?|days)/).waitFor();
  await look(page, `${shotPrefix}-success`);
  return reference;
}

describe('quote requests in Chromium, on a phone', () => {
  it('package path: a first-time customer signs up, then Get Quote on a package (Lithium) through to the processing panel, with no reload', async () => {
    // Sign-up in the browser (issue 19: a first-time customer from sign-up to the processing panel, no reload).
    const { context, page, problems } = await phonePage(browser, baseUrl);
    const email = `adaeze.${Date.now().toString(36)}@example.com`;
    await page.goto('/register');
    await page.getByLabel('First name').fill('Adaeze');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Phone number').fill(`070${String(Date.now() % 1e8).padStart(8, '0')}`);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.getByRole('textbox', { name: 'Digit 1 of 6', exact: true }).fill(await codeFor(email));
    await page.getByRole('button', { name: 'Confirm code' }).click();
    // As a new customer arrives: the dashboard finds no request yet and opens GetQuote.
    await page.waitForURL((url) => url.pathname === '/get-qoute');
    const session = await staffLogin(email, CUSTOMER_PASSWORD);
    await page.getByText(/Welcome,/).waitFor();
    const card = page.getByRole('article', { name: 'Solar Home 3.5kVA' });
    await card.waitFor();
    await look(page, 'package-get-quote');

    await page.getByRole('tab', { name: 'Inverter only' }).click();
    await page.getByRole('article', { name: 'Home Backup 2.5kVA' }).waitFor();
    await look(page, 'package-inverter-tab');
    await page.getByRole('tab', { name: 'With solar panels' }).click();

    await card.getByRole('button', { name: 'View specs' }).click();
    const specs = page.getByRole('dialog', { name: 'Solar Home 3.5kVA' });
    await specs.getByTestId('specs-table').waitFor();
    await look(page, 'package-specs-tubular');
    const tubularPrice = await specs.getByText(/^₦/).nth(2).textContent();
    await specs.getByRole('radio', { name: 'Lithium' }).check();
    await specs.getByText('The quote amount reflects Lithium prices.').waitFor();
    await expect.poll(() => specs.getByText(/^₦/).nth(2).textContent()).not.toBe(tubularPrice);
    const lithiumPrice = await specs.getByText(/^₦/).nth(2).textContent();
    await specs
      .getByText(/LiFePO4/)
      .first()
      .waitFor();
    await look(page, 'package-specs-lithium');
    await specs.getByRole('button', { name: 'Get Quote' }).click();
    await page.waitForURL((url) => url.pathname === '/start-quote' && url.searchParams.get('battery') === '2');

    await fillPersonal(page, {
      employerSearch: 'Lagos State',
      employer: 'Lagos State Government',
      workEmail: 'adaeze@lagosstate.gov.ng',
      shotPrefix: 'package',
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Choose a plan');
    expect(await progress(page)).toBe('60');
    expect(await page.getByRole('radio', { name: /Solar Home 3.5kVA/ }).isChecked()).toBe(true);
    // The card shows Lithium's amounts, as the specs did, never Tubular's beside "Lithium battery chosen" (issue 19).
    const chosenCard = page
      .getByTestId('lithium-note')
      .locator('xpath=ancestor::div[contains(@class,"rounded-2xl")][1]');
    await chosenCard.getByText(lithiumPrice!, { exact: true }).waitFor();
    expect(await chosenCard.getByText(tubularPrice!, { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('lithium-note').textContent()).toMatch(/LiFePO4 battery in place of the .*tubular/);
    await look(page, 'package-choose-plan');
    await screenNow(page, 'package-choose-plan');
    await page.getByRole('button', { name: 'Preview your plan' }).click();
    await fillMoreDetails(page, 'package');

    const reference = await proceedToSuccess(page, 'Adaeze', 'package');
    await page.getByRole('dialog', { name: 'Thank you, Adaeze!' }).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The first request is there, not GetQuote again from the "no request yet" read before it was sent (issue 19).
    await page.getByTestId('panel-processing').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    const saved = await api<{ quoteRequest: { referenceNo: string; productId: number; isLithiumComponent: boolean } }>(
      'Quote/GetQuoteRequest',
      { token: session.token },
    );
    expect(saved.quoteRequest.referenceNo).toBe(reference);
    expect(saved.quoteRequest.isLithiumComponent).toBe(true);
    // The dashboard's "no request yet" (404) is the only error Chromium logs.
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('custom-components path: a cable under 20 yards is refused, then fixed and submitted', async () => {
    const { session } = await signUp({ firstname: 'Bola' });
    const { context, page, problems } = await signedInPhone(browser, baseUrl, session);
    await page.goto('/get-qoute');
    await page.getByRole('button', { name: /Make a custom plan/ }).click();
    // The packages page is not a wizard step: no "0%" progress ring (issue 19).
    expect(await page.getByRole('progressbar').count()).toBe(0);
    const choice = page.getByRole('dialog', { name: 'What do you need?' });
    await choice.waitFor();
    await look(page, 'components-what-do-you-need');
    await choice.getByRole('button', { name: /Pick from our components list/ }).click();
    await page.waitForURL((url) => url.pathname === '/start-quote' && url.searchParams.get('product') === 'true');

    await step(page, 'Pick your components');
    expect(await progress(page)).toBe('20');
    await look(page, 'components-empty');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);

    await page.getByRole('checkbox', { name: 'Solar panels' }).check();
    await page.getByRole('radio', { name: /550 W monocrystalline/ }).check();
    await page.getByLabel('How many do you need?').first().fill('4');
    await page.getByRole('checkbox', { name: 'Inverters' }).check();
    await page.getByRole('radio', { name: /3.5 kVA \/ 24 V hybrid/ }).check();
    await page.getByLabel('How many do you need?').nth(1).fill('1');
    await page.getByRole('checkbox', { name: 'Panel cable' }).check();
    await page.getByRole('radio', { name: /6 mm² solar PV cable/ }).check();
    const cable = page.getByLabel('How many do you need?').nth(2);
    // Not a whole number: refused while typed, cleared with a word on leaving the field, never made into 25 (issue 19).
    await cable.pressSequentially('2.5');
    expect(await cable.inputValue()).toBe('2.5');
    expect(await continueButton.isDisabled()).toBe(true);
    await cable.blur();
    expect(await cable.inputValue()).toBe('');
    await page.getByRole('status').filter({ hasText: '“2.5” is not a whole number, so it was cleared.' }).waitFor();
    await look(page, 'components-cleared');
    await cable.pressSequentially('15');
    await page.getByRole('alert').filter({ hasText: 'Panel cable can only be a minimum of 20 yards' }).waitFor();
    expect(await continueButton.isDisabled()).toBe(true);
    await look(page, 'components-cable-error');

    await cable.fill('25');
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await look(page, 'components-valid');
    await screenNow(page, 'components-valid');
    await page.getByRole('button', { name: 'See breakdown' }).click();
    const breakdown = page.getByRole('dialog', { name: 'Cost breakdown' });
    await breakdown.getByText('25 × ₦').waitFor();
    await look(page, 'components-breakdown');
    await breakdown.getByRole('button', { name: 'Close' }).click();
    await continueButton.click();

    await fillPersonal(page, { employerSearch: 'Others', employer: 'Others', shotPrefix: 'components' });
    expect(await page.getByLabel('Work e-mail').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await proceedToSuccess(page, 'Bola', 'components');

    const saved = await api<{
      quoteRequest: { productId: number | null; installationComponents: { name: string; quantity: number }[] };
    }>('Quote/GetQuoteRequest', { token: session.token });
    expect(saved.quoteRequest.productId).toBeNull();
    expect(saved.quoteRequest.installationComponents.map((l) => l.quantity).sort((a, b) => a - b)).toEqual([1, 4, 25]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('not-sure path: the power need gets "Recommended for you" on the review', async () => {
    const { session } = await signUp({ firstname: 'Chidi' });
    const { context, page, problems } = await signedInPhone(browser, baseUrl, session);
    await page.goto('/get-qoute');
    await page.getByRole('button', { name: /Make a custom plan/ }).click();
    await page
      .getByRole('dialog', { name: 'What do you need?' })
      .getByRole('button', { name: /Not sure/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('notSure') === 'true');

    await fillPersonal(page, {
      employerSearch: 'Federal',
      employer: 'Federal Civil Service',
      workEmail: 'chidi@gov.ng',
      shotPrefix: 'not-sure',
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Tell us about your power need');
    expect(await progress(page)).toBe('80');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter number of bedrooms you live' }).waitFor();
    await look(page, 'not-sure-power-error');

    await page.getByLabel('How many bedrooms?').fill('3');
    await page.getByLabel('How many lights do you want to power?').fill('10');
    await page.getByLabel('How many fans?').fill('3');
    await page.getByLabel('How many TVs?').fill('2');
    await page.getByRole('checkbox', { name: 'Refrigerator' }).check();
    await page.getByLabel('Hours of power you need a day').fill('30');
    await page.getByLabel('Hours of grid power you get a day').fill('8');
    await page.getByRole('radio', { name: '2 KVA' }).check();
    // More than 24 hours a day is refused at the step, with the message (issue 19).
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Hours in a day must be a whole number from 1 to 24.' }).waitFor();
    await look(page, 'not-sure-hours-refused');
    await page.getByLabel('Hours of power you need a day').fill('12');
    await look(page, 'not-sure-power-filled');
    await page.getByRole('button', { name: 'Continue' }).click();

    await step(page, 'Review your request');
    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await recommended.getByText('Closest package:').waitFor();
    expect(await recommended.textContent()).toMatch(/Daily energy[\d,]+ Wh/);
    expect(await recommended.textContent()).toMatch(/Inverter[\d.]+ kVA/);
    await proceedToSuccess(page, 'Chidi', 'not-sure');

    const saved = await api<{ quoteRequest: { noOfBedrooms: number; sizing: { dailyEnergyWh: number } | null } }>(
      'Quote/GetQuoteRequest',
      { token: session.token },
    );
    expect(saved.quoteRequest.noOfBedrooms).toBe(3);
    expect(saved.quoteRequest.sizing?.dailyEnergyWh).toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('work e-mail path: a wrong code turns the boxes red, the right one goes on', async () => {
    const { session } = await signUp({ firstname: 'Dayo' });
    const { context, page, problems } = await signedInPhone(browser, baseUrl, session);
    await page.goto('/start-quote');
    const workEmail = `dayo.${Date.now().toString(36)}@dangote.com`;
    await fillPersonal(page, {
      employerSearch: 'Dangote',
      employer: 'Dangote Group',
      workEmail,
      shotPrefix: 'work-email',
    });
    await page.getByRole('button', { name: 'Continue' }).click();

    await step(page, 'Confirm Business email');
    await page.getByText(workEmail).waitFor();
    await look(page, 'work-email-code');
    const code = await codeFor(workEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(wrong);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('aria-invalid')).toBe('true');
    await look(page, 'work-email-wrong-code');

    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type(code);
    await step(page, 'Choose a plan');
    expect(await progress(page)).toBe('60');
    await page.getByRole('radio', { name: /Home Backup 2.5kVA/ }).check();
    await page.getByRole('button', { name: 'Preview your plan' }).click();
    await fillMoreDetails(page, 'work-email');
    await proceedToSuccess(page, 'Dayo', 'work-email');
    // The wrong code's 400 is the one failed request Chromium logs, and it was meant.
    expect(problems.errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('edit mode: the request is prefilled, changed, sent, and the change shows in the change log', async () => {
    const { session } = await signUp({ firstname: 'Efe' });
    const { context, page, problems } = await signedInPhone(browser, baseUrl, session);
    await page.goto(`/start-quote?id=${await packageId('Solar Home 3.5kVA', session.token)}`);
    await fillPersonal(page, { employerSearch: 'Others', employer: 'Others', shotPrefix: 'edit-first' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Preview your plan' }).click();
    await fillMoreDetails(page, 'edit-first');
    await step(page, 'Review your request');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('dialog', { name: 'Thank you, Efe!' }).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.goto('/start-quote?isEditing=1');
    await step(page, 'Personal information');
    await expect.poll(() => page.getByLabel('Nearest landmark').inputValue()).toBe('Opposite Mega Plaza');
    await expect
      .poll(() => page.getByLabel('Area (LGA)').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text))
      .toBe('Eti-Osa');
    await look(page, 'edit-prefilled');
    // A draft left at "Choose a plan" is not the request: reopening edit mode starts from the saved one (issue 19).
    await page.getByLabel('Nearest landmark').fill('A change never sent');
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Choose a plan');
    await page.reload();
    await step(page, 'Personal information');
    await expect.poll(() => page.getByLabel('Nearest landmark').inputValue()).toBe('Opposite Mega Plaza');
    await page.getByLabel('Nearest landmark').fill('Behind the filling station');
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Choose a plan');
    await look(page, 'edit-choose-plan');
    await page.getByRole('radio', { name: /Solar Plus 5kVA/ }).check();
    await page.getByRole('button', { name: 'Preview your plan' }).click();
    await step(page, 'More details about your home');
    // The answers sent with the package come back in edit mode.
    expect(await page.getByLabel('How many bedrooms?').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await proceedToSuccess(page, 'Efe', 'edit');

    const saved = await api<{
      quoteRequest: { landmark: string; productId: number };
      changeLog: { changeDate: string; changes: { name: string; value: string; label: string; text: string }[] }[];
    }>('Quote/GetQuoteRequest', { token: session.token });
    expect(saved.quoteRequest.landmark).toBe('Behind the filling station');
    expect(saved.changeLog).toHaveLength(1);
    expect(saved.changeLog[0]?.changes.map((c) => `${c.label}: ${c.text}`)).toEqual([
      'Landmark: Behind the filling station',
      'Package: Solar Plus 5kVA',
    ]);

    // The customer's "Previous quote requests" lists what changed, in words, and counts exactly that.
    await page.getByRole('dialog', { name: 'Thank you, Efe!' }).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const previous = page.getByTestId('previous-requests');
    await previous.waitFor();
    expect(await previous.textContent()).toContain('· 2 changes');
    expect(await previous.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining(['Landmark: Behind the filling station', 'Package: Solar Plus 5kVA']),
    );
    // The package came with the more-details step's answers (issue 22): the spec's counts show beside the changes.
    expect(await previous.getByText('Bedrooms').count()).toBe(1);
    await look(page, 'edit-previous-requests');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('lists the open request on the Active Quote page, and the outstanding-loan modal stops a second quote', async () => {
    const { session } = await signUp({ firstname: 'Funke' });
    await api('Quote/CreateQuoteRequestWithProduct', {
      token: session.token,
      body: {
        address: '3 Awolowo Road, Ikoyi',
        landmark: 'Near the bank',
        buildingType: 1,
        state: 'Lagos',
        city: (await api<{ lgas: { id: number; title: string }[] }>('Location/GetLgas?stateId=Lagos')).lgas.find(
          (l) => l.title === 'Eti-Osa',
        )!.id,
        employerId: (
          await api<{ data: { id: number; name: string }[] }>('UserEmployer/GetAllUserEmployers?name=Others')
        ).data.find((e) => e.name === 'Others')!.id,
        workEmail: '',
        isLithiumComponent: false,
        productId: await packageId('Solar Home 3.5kVA', session.token),
        installationComponents: [],
      },
    });
    const { context, page, problems } = await signedInPhone(browser, baseUrl, session);
    await page.goto('/active-quote');
    await page.getByRole('heading', { level: 1, name: 'Active Quote' }).waitFor();
    const card = page.getByRole('link', { name: /Solar Home 3.5kVA/ });
    await card.waitFor();
    expect(await card.textContent()).toContain('just now');
    expect(await card.textContent()).toContain('new');
    await look(page, 'active-quote');

    await page.goto('/get-qoute');
    await page.getByRole('article', { name: 'Solar Home 3.5kVA' }).getByRole('button', { name: 'Get Quote' }).click();
    const modal = page.getByRole('dialog', { name: 'You have an open quote' });
    await modal.getByText('You can not create a new quote because you currently have an existing quote.').waitFor();
    await look(page, 'outstanding-loan');
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
