/**
 * The signed-in person's account pages and staff management in real Chromium on a phone (issue 4): an admin invites
 * an engineer who sets a password, a customer changes their profile and photo, changes their password, logs out and
 * keeps their notification choices, and an admin activates a staff member who signed themselves up. Every page is
 * checked with axe and photographed at 412x823.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, phonePage, screenshot, type PageProblems } from '../support/browser.ts';
import { gradientPng } from '../support/png.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const ADMIN = 'admin@demo.imole.ng';
const PASSWORD = 'Harmattan-sun-2026';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let serial = 0;
/** A fresh person per journey, so no journey changes a demo account another test file logs in with. */
function newPerson(kind: string) {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  return {
    firstname: 'Kemi',
    lastname: 'Adeyemi',
    email: `e2e-account-${kind}-${stamp}@example.com`,
    phoneNumber: `081${stamp.slice(-8)}`,
  };
}
type Person = ReturnType<typeof newPerson>;

interface OutboxMessage {
  to: string;
  subject: string | null;
  body: string;
}

/** The newest code sent to `to`, read from the development outbox as the person would read their e-mail. */
async function codeFor(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const { data } = (await response.json()) as { data: OutboxMessage[] };
        code = data[0] ? /code is (\d{6})/.exec(data[0].body)?.[1] : undefined;
        return code;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T & { message: string }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { status: boolean; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
  return json;
}

/** A confirmed customer made through the API (sign-up, then the e-mailed code). */
async function newCustomer(kind: string): Promise<Person> {
  const person = newPerson(kind);
  await post('ClientUser/CreateClientUser', { ...person, password: PASSWORD });
  await post('ClientUser/ConfirmUserAccount', { email: person.email, token: await codeFor(person.email) });
  return person;
}

/**
 * Signs in through the API on this browser context: the refresh cookie lands in the context's cookie jar (the API
 * request shares it), and the session goes into sessionStorage where src/lib/session.ts reads it ("imole.session").
 * The init script seeds it once per tab, so a logout's reload is not signed in again.
 */
async function signInViaApi(context: BrowserContext, email: string, password: string): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/ClientUser/Login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  const { token, tokenExpiry, user } = (await response.json()) as { token: string; tokenExpiry: string; user: object };
  await context.addInitScript((session: string) => {
    if (window.sessionStorage.getItem('e2e.seeded')) return;
    window.sessionStorage.setItem('e2e.seeded', '1');
    window.sessionStorage.setItem('imole.session', session);
  }, JSON.stringify({ token, tokenExpiry, user }));
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const codeBox = (page: Page, index: number) => page.getByRole('textbox', { name: `Digit ${index} of 6`, exact: true });

/** Chromium logs every 4xx answer as a console error; the journeys expect some (a refused refresh). Nothing else. */
const unexpected = (problems: PageProblems) =>
  problems.errors.filter((error) => !/the server responded with a status of 4\d\d/.test(error));

/** axe, then a full-page photograph at phone size. */
async function check(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await screenshot(page, name);
}

describe('account pages in Chromium, on a phone', () => {
  it('an admin invites an engineer, who sets a password from the e-mail and is signed in', async () => {
    const admin = await phonePage(browser, baseUrl);
    await signInViaApi(admin.context, ADMIN, demoPassword);
    await admin.page.goto('/manage-engineers');
    await h1(admin.page, 'Staff members').waitFor();
    await admin.page.getByTestId('staff-card').first().waitFor();
    await check(admin.page, 'staff-manage-engineers');

    // The staff account menu: the way to the staff pages that exist.
    await admin.page.getByRole('button', { name: 'Account menu' }).click();
    const menu = admin.page.getByRole('navigation', { name: 'Account' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Staff members',
      'Business settings',
      'Collections',
      'Portfolio',
      'Partner banks',
      'Sales team',
      'Sales commission',
      'Change password',
    ]);
    await check(admin.page, 'staff-account-menu');
    await admin.page.keyboard.press('Escape');

    await admin.page.getByRole('link', { name: 'Invite a staff member' }).click();
    await h1(admin.page, 'Invite a staff member').waitFor();
    const engineer = newPerson('engineer');
    await field(admin.page, 'First name').fill('Emeka');
    await field(admin.page, 'Last name').fill('Nwosu');
    await field(admin.page, 'E-mail address').fill(engineer.email);
    await admin.page.getByRole('textbox', { name: /^Phone number/ }).fill(engineer.phoneNumber);
    await admin.page.getByRole('radio', { name: /^Engineer/ }).check();
    await check(admin.page, 'staff-add-engineers');
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();

    await h1(admin.page, 'Invitation sent').waitFor();
    await admin.page.getByText(`Invitation sent to ${engineer.email}.`).waitFor();
    await check(admin.page, 'staff-invitation-sent');

    // The engineer's own phone: the link from the e-mail, the code, a password.
    const code = await codeFor(engineer.email);
    const invited = await phonePage(browser, baseUrl);
    await invited.page.goto(`/set-password?email=${encodeURIComponent(engineer.email)}`);
    await codeBox(invited.page, 1).click();
    await invited.page.keyboard.type(code);
    await field(invited.page, 'New password').fill(PASSWORD);
    await field(invited.page, 'Confirm new password').fill(PASSWORD);
    await screenshot(invited.page, 'engineer-set-password');
    await invited.page.getByRole('button', { name: 'Set password and log in' }).click();

    // Signed in at an engineer's home, their installations; the account menu offers the account pages.
    await invited.page.waitForURL((url) => url.pathname === '/installer-profile');
    const stored = await invited.page.evaluate(() => window.sessionStorage.getItem('imole.session'));
    expect(JSON.parse(stored ?? '{}').user).toMatchObject({ email: engineer.email, userRole: 2, isEngineer: true });
    await invited.page.getByText('No installations assigned to you right now.').waitFor();
    await invited.page.getByRole('button', { name: 'Account menu' }).click();
    await invited.page.getByRole('link', { name: 'Change password' }).waitFor();
    expect(await invited.page.getByRole('link', { name: 'Staff members' }).count()).toBe(0); // admins only
    await check(invited.page, 'engineer-landing');

    // Back on the admin's list: the engineer, active, with the engineer badge.
    await admin.page.getByRole('link', { name: 'Back to staff members' }).first().click();
    const card = admin.page.getByTestId('staff-card').filter({ hasText: engineer.email });
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await card.getByText('Engineer', { exact: true }).count()).toBe(1);

    expect(unexpected(admin.problems)).toEqual([]);
    expect(unexpected(invited.problems)).toEqual([]);
    await admin.context.close();
    await invited.context.close();
  });

  it('a customer edits the profile with a new photo, shrunk in the browser, and sees the new name', async () => {
    const person = await newCustomer('profile');
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await signInViaApi(context, person.email, PASSWORD);

    await page.goto('/settings');
    await h1(page, 'Settings').waitFor();
    await check(page, 'account-settings');
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await h1(page, 'Edit profile').waitFor();
    await field(page, 'First name').waitFor();
    await check(page, 'account-edit-profile');

    const png = gradientPng(900, 600);
    await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('New photo chosen. Save to keep it.').waitFor();
    const preview = page.locator('section[aria-labelledby="photo-heading"] img');
    const src = (await preview.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/(webp|jpeg);base64,/);
    // Shrunk to fit 256x256 and far smaller than the 900x600 original.
    const shrunk = await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(shrunk).toEqual([256, 171]);
    expect(Buffer.from(src.split(',')[1]!, 'base64').length).toBeLessThan(Math.min(300 * 1024, png.length));

    await field(page, 'First name').fill('Kemisola');
    await check(page, 'account-edit-profile-photo');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile saved.', { exact: true }).waitFor();

    // A new e-mail address waits for the code sent to it.
    const newEmail = person.email.replace('@', '.new@');
    await field(page, 'E-mail address').fill(newEmail);
    // A new login e-mail needs the current password (issue 18 §5).
    await field(page, 'Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const emailStep = page.getByRole('dialog', { name: 'Confirm your new e-mail address' });
    await emailStep.waitFor();
    await codeBox(page, 1).click();
    await page.keyboard.type(await codeFor(newEmail));
    await check(page, 'account-edit-profile-email-code');
    await emailStep.getByRole('button', { name: 'Confirm code' }).click();
    await page.getByText('Your e-mail address has been changed.').waitFor();
    expect(await field(page, 'E-mail address').inputValue()).toBe(newEmail);

    // The phone number, confirmed with the code sent by SMS (to the international form of the number).
    await page.getByRole('button', { name: 'Confirm phone number' }).click();
    const phoneStep = page.getByRole('dialog', { name: 'Confirm your phone number' });
    await phoneStep.waitFor();
    await codeBox(page, 1).click();
    await page.keyboard.type(await codeFor(`234${person.phoneNumber.slice(1)}`));
    await phoneStep.getByRole('button', { name: 'Confirm code' }).click();
    await page.getByText('Your phone number is confirmed.').waitFor();
    await page.getByText('Phone number confirmed', { exact: true }).waitFor();
    await check(page, 'account-edit-profile-saved');

    // The session user took the returned clientUser: settings shows the new name and photo at once.
    await page.getByRole('button', { name: 'Go back' }).click();
    await h1(page, 'Settings').waitFor();
    expect(await page.getByTestId('settings-name').textContent()).toBe('Kemisola Adeyemi');
    await page.getByText(newEmail).waitFor();
    expect(await page.locator('section[aria-label="Your profile"] img').getAttribute('src')).toMatch(
      /^data:image\/(webp|jpeg);base64,/,
    );
    // And after a reload (sessionStorage) too.
    await page.reload();
    await h1(page, 'Settings').waitFor();
    expect(await page.getByTestId('settings-name').textContent()).toBe('Kemisola Adeyemi');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('edit profile: a refused save and a bad photo leave no stale words behind (issue 19)', async () => {
    const other = await newCustomer('taken');
    const person = await newCustomer('stale');
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await signInViaApi(context, person.email, PASSWORD);
    // Their phone number is confirmed.
    const { token } = (await (
      await context.request.post(`${baseUrl}/api/ClientUser/Login`, {
        data: { email: person.email, password: PASSWORD },
      })
    ).json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    await context.request.post(`${baseUrl}/api/Utility/SendClientUserSmsOtp`, { headers: auth, data: {} });
    const otp = await codeFor(`234${person.phoneNumber.slice(1)}`);
    await context.request.post(`${baseUrl}/api/Utility/ConfirmPhoneOtp`, { headers: auth, data: { otp } });

    await page.goto('/edit-profile');
    await h1(page, 'Edit profile').waitFor();
    await page.getByText('Phone number confirmed', { exact: true }).waitFor();

    // Another account's number: refused, and "confirmed" is not said under it.
    await field(page, 'Phone number').fill(other.phoneNumber);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This phone number belongs to another Imole account. Use a different number.' })
      .waitFor();
    expect(await page.getByText('Phone number confirmed', { exact: true }).count()).toBe(0);
    await check(page, 'account-edit-profile-phone-taken');

    // Another account's e-mail: told it belongs to another account, not to log in.
    await field(page, 'Phone number').fill(person.phoneNumber);
    await field(page, 'E-mail address').fill(other.email);
    await field(page, 'Current password').fill(PASSWORD);
    expect(await page.getByRole('alert').count()).toBe(0); // editing dropped the last refusal
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This e-mail address belongs to another Imole account. Use a different address.' })
      .waitFor();
    await field(page, 'E-mail address').fill(person.email);

    // A photo that cannot be read, then one that can: the first one's error goes, and stays gone after saving.
    await page.getByTestId('photo-input').setInputFiles({
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a picture at all'),
    });
    await page.getByRole('alert').filter({ hasText: 'We could not read that photo' }).waitFor();
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(400, 400) });
    await page.getByText('New photo chosen. Save to keep it.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile saved.', { exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await check(page, 'account-edit-profile-photo-saved');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('a customer changes their password, then logs in with the new one', async () => {
    const person = await newCustomer('password');
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await signInViaApi(context, person.email, PASSWORD);
    const newPassword = 'Rainy-season-Lagos-7';

    await page.goto('/change-password');
    await h1(page, 'Change password').waitFor();
    await field(page, 'Current password').fill(PASSWORD);
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The two passwords do not match').waitFor();
    await check(page, 'account-change-password-mismatch');

    await field(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await check(page, 'account-change-password');
    await context.close();

    // Another phone: the old password no longer works, the new one does.
    const fresh = await phonePage(browser, baseUrl);
    await fresh.page.goto('/login');
    await field(fresh.page, 'E-mail address').fill(person.email);
    await field(fresh.page, 'Password').fill(PASSWORD);
    await fresh.page.getByRole('button', { name: 'Log in', exact: true }).click();
    await fresh.page.getByText('The e-mail address or password is not correct.').waitFor();
    await field(fresh.page, 'Password').fill(newPassword);
    await fresh.page.getByRole('button', { name: 'Log in', exact: true }).click();
    await fresh.page.waitForURL((url) => url.pathname === '/dashboard');

    expect(unexpected(problems)).toEqual([]);
    expect(unexpected(fresh.problems)).toEqual([]);
    await fresh.context.close();
  });

  it('a staff member changes their password at /admin-password', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await signInViaApi(context, ADMIN, demoPassword);
    await page.goto('/admin-password');
    await h1(page, 'Change password').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await check(page, 'staff-admin-password');
    // The demo admin's password stays as it is: other journeys log in with it.
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('logs out from /settings and lands on /login, with the refresh token revoked', async () => {
    const person = await newCustomer('logout');
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await signInViaApi(context, person.email, PASSWORD);
    await page.goto('/settings');
    await h1(page, 'Settings').waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('imole.session'))).toBeNull();
    // The login's refresh cookie was revoked (and cleared): no new token can be had with it.
    const refresh = await context.request.post(`${baseUrl}/api/ClientUser/RefreshUserToken`, { data: {} });
    expect(refresh.status()).toBe(401);
    // Guarded pages are closed again.
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('keeps notification settings after a reload', async () => {
    const person = await newCustomer('notify');
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await signInViaApi(context, person.email, PASSWORD);
    await page.goto('/notification-setting');
    await h1(page, 'Notification settings').waitFor();

    const quoteSms = page.getByRole('group', { name: 'Your quote is ready' }).getByRole('switch', { name: 'SMS' });
    const repaidEmail = page.getByRole('group', { name: 'Repayment received' }).getByRole('switch', { name: 'E-mail' });
    const issueSms = page.getByRole('group', { name: 'Your issue was updated' }).getByRole('switch', { name: 'SMS' });
    expect([await quoteSms.isChecked(), await repaidEmail.isChecked(), await issueSms.isChecked()]).toEqual([
      true,
      true,
      false,
    ]);
    await check(page, 'account-notification-settings');

    await quoteSms.click();
    await repaidEmail.click();
    await issueSms.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your notification settings are saved.').waitFor();
    await screenshot(page, 'account-notification-settings-saved');

    await page.reload();
    await h1(page, 'Notification settings').waitFor();
    await quoteSms.waitFor();
    expect([await quoteSms.isChecked(), await repaidEmail.isChecked(), await issueSms.isChecked()]).toEqual([
      false,
      false,
      true,
    ]);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('shows what Imole is, the 24/7 help line and the version at /about', async () => {
    const person = await newCustomer('about');
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await signInViaApi(context, person.email, PASSWORD);
    await page.goto('/about');
    await h1(page, 'About Imole').waitFor();
    await page.getByText('Our help line is open 24/7.').waitFor();
    expect(await page.getByTestId('app-version').textContent()).toMatch(/^\d+\.\d+\.\d+/);
    await check(page, 'account-about');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('an admin activates a staff member who signed themselves up', async () => {
    const staff = newPerson('support');
    await post('ClientUser/SupportUserSelfCreation', { ...staff, firstname: 'Tobi', password: PASSWORD });
    await post('ClientUser/ConfirmUserAccount', { email: staff.email, token: await codeFor(staff.email) });
    // Waiting: the right password is not enough yet.
    const early = await fetch(`${baseUrl}/api/ClientUser/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: PASSWORD }),
    });
    expect(early.status).toBe(403);

    const { context, page, problems } = await phonePage(browser, baseUrl);
    await signInViaApi(context, ADMIN, demoPassword);
    await page.goto('/manage-engineers');
    await h1(page, 'Staff members').waitFor();
    await page.getByRole('radio', { name: 'Waiting for activation' }).check();
    const card = page.getByTestId('staff-card').filter({ hasText: staff.email });
    await card.getByText('Waiting for activation', { exact: true }).waitFor();
    await check(page, 'staff-waiting-for-activation');

    await card.getByRole('button', { name: `Activate Tobi ${staff.lastname}` }).click();
    await page.getByText('Tobi can now log in.').waitFor();
    // Activated people leave the "waiting" list.
    await expect.poll(() => card.count()).toBe(0);
    await screenshot(page, 'staff-activated');

    const login = await fetch(`${baseUrl}/api/ClientUser/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
