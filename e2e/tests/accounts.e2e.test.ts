/**
 * Accounts in real Chromium on a phone (issue 4): sign-up with the e-mail code, login with a redirect, a forgotten
 * password, the sales agent and staff sign-ups, and an invitation. Codes are read from the development outbox, as a
 * person would read them from their e-mail.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, phonePage, screenshot, type PageProblems } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const NEW_PASSWORD = 'Sunny-rooftop-42';
const WRONG_CODE = 'That code is not correct. Check it and try again.';
const BAD_LOGIN = 'The e-mail address or password is not correct.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let serial = 0;
/** A fresh person for each journey: unique e-mail address and Nigerian mobile number. */
function newPerson(kind: string) {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  return {
    firstname: 'Ada',
    lastname: 'Obi',
    email: `e2e-${kind}-${stamp}@example.com`,
    phoneNumber: `070${stamp.slice(-8)}`,
  };
}

interface OutboxMessage {
  to: string;
  subject: string | null;
  body: string;
}

/** The newest 6-digit code e-mailed to `email` (optionally with that subject), as the person would read it. */
async function codeFor(email: string, subject?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const { data } = (await response.json()) as { data: OutboxMessage[] };
        const message = data.find((m) => subject === undefined || m.subject === subject);
        code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
        return code;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A different six-digit code, certainly wrong. */
const wrongCodeFor = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

async function api<T = Record<string, unknown>>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { status: boolean; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
  return json;
}

/** A confirmed customer made through the API, for journeys about something else. */
async function customerViaApi(password: string) {
  const person = newPerson('api');
  await api('ClientUser/CreateClientUser', { ...person, password });
  await api('ClientUser/ConfirmUserAccount', { email: person.email, token: await codeFor(person.email) });
  return person;
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Chromium logs every 4xx answer as a console error; the journeys expect some (a wrong code). Nothing else. */
const unexpected = (problems: PageProblems) =>
  problems.errors.filter((error) => !/the server responded with a status of 4\d\d/.test(error));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const codeBox = (page: Page, index: number) => page.getByRole('textbox', { name: `Digit ${index} of 6`, exact: true });

async function fillSignUp(page: Page, person: ReturnType<typeof newPerson>, password: string) {
  await field(page, 'First name').fill(person.firstname);
  await field(page, 'Last name').fill(person.lastname);
  await field(page, 'E-mail address').fill(person.email);
  await field(page, 'Phone number').fill(person.phoneNumber);
  await field(page, 'Password').fill(password);
}

/** Types the code digit by digit, as on a phone keyboard. */
async function typeCode(page: Page, code: string) {
  await codeBox(page, 1).click();
  await page.keyboard.type(code);
}

async function expectBoxesInvalid(page: Page, invalid: boolean) {
  for (let index = 1; index <= 6; index += 1) {
    expect(await codeBox(page, index).getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
  }
}

describe('accounts in Chromium, on a phone', () => {
  it('registers a customer: wrong code first (red boxes), then the right one lands on /dashboard', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    const person = newPerson('customer');

    await page.goto('/');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    expect(path(page)).toBe('/register');
    await expectAccessible(page);
    await screenshot(page, 'accounts-01-register');

    // The shared rules speak before anything is sent.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please enter your first name').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-02-register-errors');

    await fillSignUp(page, person, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.getByText(`Enter the 6-digit code we sent to ${person.email}.`).waitFor();
    // The page says when the first code went, and "Resend now" waits 59 seconds from it (issue 19).
    await page.getByText(/^We sent it at .+\. It works for 10 minutes\.$/).waitFor();
    await page.getByRole('button', { name: /^Resend in 0:5\d$/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-03-register-code');
    // The narrowest phones we design for: six boxes still fit, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'accounts-03-register-code-360');
    await page.setViewportSize({ width: 412, height: 823 });

    const code = await codeFor(person.email);
    await typeCode(page, wrongCodeFor(code));
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await page.getByRole('alert').filter({ hasText: WRONG_CODE }).waitFor();
    await expectBoxesInvalid(page, true);
    await expectAccessible(page);
    await screenshot(page, 'accounts-04-register-wrong-code');

    // The right code arrives whole, as Android's one-time-code autofill puts it in the first box.
    await codeBox(page, 1).fill(code);
    await expectBoxesInvalid(page, false);
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const stored = await page.evaluate(() => window.sessionStorage.getItem('imole.session'));
    expect(stored).toContain(person.email);
    // No token outlives the tab: localStorage holds at most the offline copy of what this person saw
    // (docs/offline.md) and the hint that this browser signed in (docs/accounts.md), never the session or its token.
    const token = (JSON.parse(stored ?? '{}') as { token?: string }).token ?? '';
    expect(token.length).toBeGreaterThan(20);
    const local = await page.evaluate(() => ({ ...window.localStorage }) as Record<string, string>);
    for (const key of Object.keys(local)) expect(key).toMatch(/^imole\.(saved\.\d+|signedInHere)$/);
    expect(local['imole.signedInHere']).toBe('1');
    expect(JSON.stringify(local)).not.toContain(token);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('logs a customer in to the redirect path; a wrong password says so; logging in again after a logout works', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);

    // A guarded page sends the visitor to login with the wanted path.
    await page.goto('/payment-history?page=2');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(path(page)).toBe(`/login?redirect=${encodeURIComponent('/payment-history?page=2')}`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-05-login');

    await field(page, 'E-mail address').fill('customer@demo.imole.ng');
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field(page, 'Password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: BAD_LOGIN }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-06-login-wrong-password');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText(BAD_LOGIN).waitFor({ state: 'detached' });

    await field(page, 'Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-history');
    expect(path(page)).toBe('/payment-history?page=2');

    // Log out (the API call and the session, as the settings page's "Log out" does), then log in again.
    await page.evaluate(async () => {
      await fetch('/api/ClientUser/Logout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      window.sessionStorage.clear();
    });
    await page.goto('/login');
    await field(page, 'E-mail address').fill('customer@demo.imole.ng');
    await field(page, 'Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('a second tab, and a link opened from an e-mail, take up the login this browser holds (issue 19)', async () => {
    const person = await customerViaApi('Second-tab-roof-7');
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto('/login');
    await field(page, 'E-mail address').fill(person.email);
    await field(page, 'Password').fill('Second-tab-roof-7');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    // A new tab (its sessionStorage is empty) opened on a guarded page, as a receipt's link opens one.
    const second = await context.newPage();
    await second.goto('/payment-history');
    await second.getByRole('heading', { level: 1 }).first().waitFor();
    expect(path(second)).toBe('/payment-history');
    const stored = await second.evaluate(() => window.sessionStorage.getItem('imole.session'));
    expect(stored).toContain(person.email);
    await screenshot(second, 'accounts-second-tab');

    // Logged out: the next tab goes to login.
    await second.evaluate(async () => {
      await fetch('/api/ClientUser/Logout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
    });
    const third = await context.newPage();
    await third.goto('/payment-history');
    await third.waitForURL((url) => url.pathname === '/login');
    await third.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('a log-in to an unconfirmed account says when its code was sent and sends no second one (issue 19)', async () => {
    const person = newPerson('unconfirmed');
    await api('ClientUser/CreateClientUser', { ...person, password: 'Unconfirmed-roof-8' });
    await codeFor(person.email);
    const { context, page, problems } = await phonePage(browser, baseUrl);
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto('/login');
      await field(page, 'E-mail address').fill(person.email);
      await field(page, 'Password').fill('Unconfirmed-roof-8');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }).waitFor();
      await page.getByText(/^We sent it at .+\. It works for 10 minutes\.$/).waitFor();
    }
    await page.getByRole('button', { name: /^Resend (in 0:[0-5]\d|now)$/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-unconfirmed-login-code');
    const mails = await (await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(person.email)}`)).json();
    expect((mails as { data: unknown[] }).data).toHaveLength(1); // the sign-up's code still works: no new e-mail

    await typeCode(page, await codeFor(person.email));
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('says when too many reset codes were asked for, and the last one sent still works (issue 19)', async () => {
    const person = await customerViaApi('Too-many-codes-9');
    for (let i = 0; i < 3; i++) await api('ClientUser/ResetPasswordRequest', { email: person.email });
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto(`/reset-password?email=${encodeURIComponent(person.email)}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          /^Too many codes asked for\. We send at most 3 in 15 minutes; you can ask for the next one in \d+ minutes?\./,
      })
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-reset-too-many');

    await page.getByRole('button', { name: 'Enter a code I already have' }).click();
    await page.getByRole('heading', { level: 2, name: 'Enter the code' }).waitFor();
    await typeCode(page, await codeFor(person.email, 'Reset your Imole password'));
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await page.getByRole('heading', { level: 2, name: 'Choose a new password' }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password end to end and logs in with the new one', async () => {
    const person = await customerViaApi('Old-rooftop-41');
    const { context, page, problems } = await phonePage(browser, baseUrl);

    await page.goto('/login');
    await field(page, 'E-mail address').fill(person.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 2, name: 'Forgot your password?' }).waitFor();
    expect(await field(page, 'E-mail address').inputValue()).toBe(person.email);
    await expectAccessible(page);
    await screenshot(page, 'accounts-07-reset-email');

    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { level: 2, name: 'Enter the code' }).waitFor();
    await page.getByText('If an account uses that address, we have sent it a 6-digit code.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-08-reset-code');

    await typeCode(page, await codeFor(person.email, 'Reset your Imole password'));
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await page.getByRole('heading', { level: 2, name: 'Choose a new password' }).waitFor();

    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm new password').fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The two passwords do not match').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-09-reset-new-password');

    await field(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { level: 2, name: 'Password changed' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-10-reset-done');

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await field(page, 'E-mail address').inputValue()).toBe(person.email);
    await field(page, 'Password').fill('Old-rooftop-41');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: BAD_LOGIN }).waitFor(); // the old password is gone
    await field(page, 'Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('signs a sales agent up from the sales landing page and lands on /sales-dashboard', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    const person = newPerson('agent');

    await page.goto('/sales-agent');
    await page.getByRole('heading', { level: 1, name: 'Earn commission by referring customers' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-11-sales-landing');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Become a sales agent' }).waitFor();
    await page.getByText('Your phone number becomes your referral code', { exact: false }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-12-sales-register');

    await fillSignUp(page, person, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await typeCode(page, await codeFor(person.email));
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await page.waitForURL((url) => url.pathname === '/sales-dashboard');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('signs a staff member up; after the code they wait for an administrator', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    const person = newPerson('staff');

    await page.goto('/support-register');
    await page.getByRole('heading', { level: 1, name: 'Create a staff account' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'accounts-13-staff-register');

    await fillSignUp(page, person, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await typeCode(page, await codeFor(person.email));
    await page.getByRole('button', { name: 'Confirm code' }).click();

    await page.getByRole('heading', { level: 1, name: 'Waiting for an administrator' }).waitFor();
    await page.getByText('An administrator will activate your account').waitFor();
    expect(path(page)).toBe('/support-register');
    expect(await page.evaluate(() => window.sessionStorage.getItem('imole.session'))).toBeNull();
    await expectAccessible(page);
    await screenshot(page, 'accounts-14-staff-waiting');

    // Logging in before the activation says why it cannot.
    await page.getByRole('link', { name: 'Go to login' }).click();
    await field(page, 'E-mail address').fill(person.email);
    await field(page, 'Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'waiting for an administrator' }).waitFor();

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('lets an invited engineer set a first password from the e-mail link and lands on their home page', async () => {
    const admin = await api<{ token: string }>('ClientUser/Login', {
      email: 'admin@demo.imole.ng',
      password: demoPassword,
    });
    const person = newPerson('engineer');
    await api('ClientUser/CreateSupportUser', { ...person, userRole: 2, isEngineer: true }, admin.token);
    const invitation = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(person.email)}`)
      .then((r) => r.json() as Promise<{ data: OutboxMessage[] }>)
      .then(({ data }) => data[0]!.body);
    const link = /https?:\/\/\S+\/set-password\?email=\S+/.exec(invitation)?.[0];
    expect(link).toBeTruthy();

    const { context, page, problems } = await phonePage(browser, baseUrl);
    const { pathname, search } = new URL(link!);
    await page.goto(`${pathname}${search}`);
    await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    expect(await field(page, 'E-mail address').inputValue()).toBe(person.email);
    await expectAccessible(page);
    await screenshot(page, 'accounts-15-set-password');

    await typeCode(page, await codeFor(person.email));
    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password and log in' }).click();
    await page.waitForURL((url) => url.pathname === '/installer-profile'); // an engineer's home

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
