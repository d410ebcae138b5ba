/**
 * Issue 6's package pages and the engineer's profile in real Chromium on a phone (412×823). An admin browses the
 * packages, a package and its repayment plan; adds a component, builds a package of two components with it, changes
 * that component's price and sees the package's total follow; then withdraws the package again, so the journeys
 * that share this server never offer it to a customer. Support staff see the same pages read-only. The demo engineer
 * opens their profile and saves a change (put back afterwards: other journeys read the engineer's name).
 *
 * Only the component this journey creates is repriced: the seeded packages keep the prices other journeys expect.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { h1, logIn, pictures, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { look, screenNow } = pictures('catalogue');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const componentName = `E2E surge protector ${unique}`;
const packageName = `E2E Backup ${unique}`;
const INVERTER = '1.5 kVA / 12 V pure sine wave inverter';

describe('packages and the engineer’s profile in Chromium, on a phone', () => {
  it('an admin browses the packages, builds one, reprices its component and sees the total follow', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, 'admin@demo.imole.ng', demoPassword, '/get-requests');

    // The bar's Packages: every package with its price, monthly repayment, battery and status.
    const nav = page.getByRole('navigation', { name: 'Staff' });
    await nav.getByRole('link', { name: 'Packages' }).click();
    await page.waitForURL((url) => url.pathname === '/all-packages');
    await h1(page, 'Packages').waitFor();
    const solar = page.getByTestId('package-card').filter({ hasText: 'Solar Home 3.5kVA' });
    await solar.waitFor();
    expect(await solar.textContent()).toMatch(/With solar panels · Tubular battery.*Price₦[\d,]+\.\d\d.*Monthly/);
    expect(await nav.getByRole('link', { name: 'Packages' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'Manage packages' }).waitFor();
    await look(page, 'all-packages');
    await screenNow(page, 'all-packages');

    // A package: its lines, totals and plan; then its repayment plan.
    await solar.click();
    await page.waitForURL((url) => url.pathname.startsWith('/package-detail/'));
    await h1(page, 'Solar Home 3.5kVA').waitFor();
    expect(await page.getByTestId('package-line').count()).toBeGreaterThan(2);
    await look(page, 'package-detail');
    // The editor of a seeded package: looked at, not saved (other journeys use its price).
    await page.getByRole('link', { name: 'Edit' }).click();
    await h1(page, 'Edit package').waitFor();
    await page.getByRole('radio', { name: 'Tubular' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Tubular' }).isChecked()).toBe(true);
    await look(page, 'edit-package');
    await page.goBack();
    await h1(page, 'Solar Home 3.5kVA').waitFor();
    await page.getByRole('link', { name: 'See the repayment plan' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/product-repayment/'));
    await h1(page, 'Repayment plan').waitFor();
    const radios = page.getByRole('radio');
    await radios.first().waitFor();
    expect(await radios.count()).toBeGreaterThan(1);
    expect(await radios.first().isChecked()).toBe(true);
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    const lowestMonthly = await firstRow.getByRole('cell').nth(2).textContent();
    await radios.nth(1).check();
    await page.waitForURL((url) => url.searchParams.has('equity'));
    // More down means less to repay each month.
    await expect.poll(() => firstRow.getByRole('cell').nth(2).textContent()).not.toBe(lowestMonthly);
    await look(page, 'product-repayment');

    // Manage packages: a new component in an existing category (the seeded ones keep their prices).
    await page.goto('/manage-packages');
    await h1(page, 'Manage packages').waitFor();
    const addComponent = page.getByRole('form', { name: 'Add a component' });
    await addComponent.getByLabel('Category').selectOption({ label: 'Breakers and protection' });
    await addComponent.getByLabel('Name').fill(componentName);
    await addComponent.getByLabel('Unit price').fill('20000');
    expect(await addComponent.getByLabel('Unit price').inputValue()).toBe('20,000');
    await addComponent.getByRole('button', { name: 'Add component' }).click();
    await addComponent.getByText(`${componentName} added to Breakers and protection at ₦20,000.00.`).waitFor();
    await look(page, 'manage-packages');

    // A new package of two components: two of ours and the seeded 1.5 kVA inverter.
    await page.getByRole('link', { name: 'New package' }).click();
    await page.waitForURL((url) => url.pathname === '/product-detail/new');
    await h1(page, 'New package').waitFor();
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByText('Enter the package name').waitFor();
    await look(page, 'new-package-errors');
    await page.getByLabel('Name', { exact: true }).fill(packageName);
    await page.getByLabel(/Description/).fill('A small inverter and surge protection for a shop, for testing.');
    await page.getByRole('radio', { name: 'Inverter only' }).check();
    const pick = page.getByLabel('Add a component');
    await pick.selectOption({ label: `${INVERTER} · ₦380,000.00` });
    await page.getByRole('button', { name: 'Add to the package' }).click();
    await pick.selectOption({ label: `${componentName} · ₦20,000.00` });
    await page.getByRole('button', { name: 'Add to the package' }).click();
    await page.getByTestId('package-line').filter({ hasText: componentName }).getByLabel('Quantity').fill('2');
    await page.getByLabel('Installation cost').fill('10000');
    expect(await page.getByTestId('editor-total').textContent()).toBe('₦430,000.00');
    await screenNow(page, 'new-package');
    await look(page, 'new-package');
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.waitForURL((url) => /^\/product-detail\/\d+$/.test(url.pathname));
    const packagePath = new URL(page.url()).pathname.replace('/product-detail/', '/package-detail/');
    await page.getByText('Package created.').waitFor();
    await h1(page, 'Edit package').waitFor();

    // Its page: ₦430,000 as built.
    await page.getByRole('link', { name: 'See the package and its plan' }).click();
    await page.waitForURL((url) => url.pathname === packagePath);
    await h1(page, packageName).waitFor();
    expect(await page.getByTestId('package-total').textContent()).toBe('₦430,000.00');

    // Our component's price changes in place on /manage-packages ...
    await page.goto('/manage-packages');
    await page
      .getByTestId('component-category')
      .filter({ hasText: 'Breakers and protection' })
      .locator('summary')
      .click();
    const row = page.getByTestId('component-row').filter({ hasText: componentName });
    await row.getByRole('button', { name: `Change price: ${componentName}` }).click();
    const price = row.getByLabel(`New price for ${componentName}`);
    await price.fill('25000');
    await screenNow(page, 'change-price');
    await row.getByRole('button', { name: 'Save price' }).click();
    await row.getByText('Saved: ₦25,000.00. Packages with it are repriced.').waitFor();
    await look(page, 'price-changed');

    // ... and the package's total follows: two of them, ₦10,000 more.
    await page.goto(packagePath);
    await h1(page, packageName).waitFor();
    expect(await page.getByTestId('package-total').textContent()).toBe('₦440,000.00');
    expect(
      await page.getByTestId('package-line').filter({ hasText: componentName }).getByText('2 × ₦25,000.00').count(),
    ).toBe(1);

    // Listed with the others.
    await page.goto('/all-packages');
    const ours = page.getByTestId('package-card').filter({ hasText: packageName });
    await ours.waitFor();
    expect(await ours.getByText('Active').count()).toBe(1);

    // Withdrawn again, so no other journey offers it to a customer.
    await page.goto(packagePath.replace('/package-detail/', '/product-detail/'));
    await page.getByRole('checkbox', { name: /Offered to customers/ }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Package saved.').waitFor();
    await page.goto('/all-packages');
    await ours.getByText('Inactive').waitFor();

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('support staff see the packages and prices read-only', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, 'support@demo.imole.ng', demoPassword, '/get-requests');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Packages' }).click();
    await h1(page, 'Packages').waitFor();
    await page.getByTestId('package-card').first().waitFor();
    expect(await page.getByRole('link', { name: 'Manage packages' }).count()).toBe(0);
    await look(page, 'support-all-packages');

    await page.getByTestId('package-card').first().click();
    await page.getByRole('link', { name: 'See the repayment plan' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    const id = new URL(page.url()).pathname.split('/').at(-1);

    await page.goto('/manage-packages');
    await page.getByText('Only admins change packages and prices. You can see everything here.').waitFor();
    await page.getByTestId('component-category').first().waitFor();
    expect(await page.getByRole('button', { name: /Change price/ }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Add a component' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /New package/ }).count()).toBe(0);
    await look(page, 'support-manage-packages');

    await page.goto(`/product-detail/${id}`);
    await page.getByText('Only admins create and change packages.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    await look(page, 'support-product-detail');
    // Not a dead end (issue 19): the way on to the package, the list, and components and prices.
    await page.getByRole('link', { name: 'See all packages' }).click();
    await page.waitForURL((url) => url.pathname === '/all-packages');
    await page.goBack();
    await page.getByRole('link', { name: 'See the package' }).click();
    await page.waitForURL((url) => url.pathname === `/package-detail/${id}`);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('the engineer opens their profile and saves a change to their details', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await logIn(page, 'engineer@demo.imole.ng', demoPassword, '/installer-profile');
    await page.getByRole('link', { name: 'My profile and rating' }).click();
    await page.waitForURL((url) => url.pathname === '/engineer-profile');
    await h1(page, 'My profile').waitFor();
    await page.getByTestId('profile-name').getByText('Ibrahim Musa').waitFor();
    await page.getByText('engineer@demo.imole.ng').waitFor();
    await page.getByTestId('active-count').waitFor();
    await page
      .getByTestId('profile-rating')
      .getByText(/Not rated yet|^\d\.\d$/)
      .waitFor();
    await look(page, 'engineer-profile');

    await page.getByRole('link', { name: 'Edit my details' }).click();
    await page.waitForURL((url) => url.pathname === '/engineer-profile-settings');
    await h1(page, 'Profile settings').waitFor();
    const last = page.getByLabel('Last name');
    expect(await last.inputValue()).toBe('Musa');
    await last.fill('Musa-Bello');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile saved.').waitFor();
    await look(page, 'engineer-profile-settings');

    // The profile shows it (the session took the answer too).
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/engineer-profile');
    await page.getByTestId('profile-name').getByText('Ibrahim Musa-Bello').waitFor();

    // Put the name back for the journeys that read it.
    await page.getByRole('link', { name: 'Edit my details' }).click();
    await page.getByLabel('Last name').fill('Musa');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile saved.').waitFor();
    expect(await page.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/admin-password');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
