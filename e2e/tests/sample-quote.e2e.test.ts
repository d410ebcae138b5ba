/**
 * Issue 20, an agent in the field on a phone (412×823): from a package on /agent-packages, a sample quote for a
 * prospect with the Lithium battery and the plan they like, its PDF downloaded and listed; the undertaking form from
 * the Home page; the agent's profile settings with the phone — their referral code — shown but not editable.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { h1, logIn, pictures, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { look } = pictures('sample-quote');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an agent in the field', () => {
  it('prices a sample for a prospect from a package and hands over its PDF', async () => {
    const { page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, 'agent@demo.imole.ng', demoPassword, '/sales-dashboard');
    await page.getByRole('navigation', { name: 'Sales' }).getByRole('link', { name: 'Packages' }).click();
    await h1(page, 'Packages').waitFor();
    // A package with a Lithium option: the sample page offers the battery choice for it.
    const card = page.locator('article').filter({ hasText: 'Home Backup 3.5kVA' });
    const outright = (await card.locator('dd').first().textContent())!;
    await card.getByRole('link', { name: 'Make a sample quote' }).click();
    await h1(page, 'Sample quote').waitFor();
    await page.getByRole('radio', { name: 'Lithium' }).waitFor();
    await look(page, 'form');

    // Tubular first: the outright price is the package's on /agent-packages.
    await page.getByRole('textbox', { name: 'Their name (optional)' }).fill('Mrs Funke Alabi');
    await page.getByRole('combobox', { name: 'Their state (optional)' }).selectOption('Lagos');
    await page.getByRole('combobox', { name: 'The plan they like (optional)' }).selectOption('40');
    await page.getByRole('button', { name: 'See the price' }).click();
    expect(await page.getByTestId('sample-total').textContent()).toBe(outright);
    await page.getByText('Their choice').waitFor();
    await look(page, 'priced');

    const reference = ((await page.getByText(/^Sample SQ-/).textContent()) ?? '').replace('Sample ', '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the PDF', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Imole-sample-quote-${reference}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Lithium costs more; the list keeps both, newest first.
    await page.getByRole('button', { name: 'Make another sample' }).click();
    await page.getByRole('radio', { name: 'Lithium' }).check();
    await page.getByRole('button', { name: 'See the price' }).click();
    await page.getByText(/· Lithium/).waitFor();
    const lithium = (await page.getByTestId('sample-total').textContent())!;
    expect(Number(lithium.replace(/[₦,]/g, ''))).toBeGreaterThan(Number(outright.replace(/[₦,]/g, '')));
    const samples = page.getByRole('region', { name: 'Your samples' });
    await samples.getByText(reference).waitFor();
    expect(await samples.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(unexpected(problems), problems.errors.join('\n')).toEqual([]);
  });

  it('downloads the undertaking form from Home, and keeps the referral code out of the profile form', async () => {
    const { page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, 'agent@demo.imole.ng', demoPassword, '/sales-dashboard');
    const tools = page.getByRole('region', { name: 'In the field' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tools.getByRole('link', { name: /Download the undertaking form/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Imole-undertaking-form.pdf');
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('navigation', { name: 'Sales' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: /Profile settings/ }).click();
    await h1(page, 'Profile settings').waitFor();
    const phone = page.getByLabel('Phone number');
    expect(await phone.inputValue()).toBe('08030000005');
    expect(await phone.getAttribute('readonly')).not.toBeNull();
    await look(page, 'settings');
    await page.getByRole('link', { name: 'Change password' }).click();
    await h1(page, 'Change password').waitFor();
    expect(unexpected(problems), problems.errors.join('\n')).toEqual([]);
  });
});
