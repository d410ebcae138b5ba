/**
 * What the journeys do the same way in the browser: log in through the real /login page, open a phone already
 * signed in, look at a page (axe and a picture), and tell the console errors that mean something from the 4xx
 * answers Chromium logs.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, phonePage, screenshot, screenshotDir, type PageProblems } from './browser.ts';
import type { Session } from './journeys.ts';

/** Log in through the real login page; the person lands on their home. */
export async function logIn(page: Page, email: string, password: string, home: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === home);
}

/** A phone with the customer signed in: the session where the web app reads it (apps/web/src/lib/session.ts). */
export async function signedInPhone(browser: Browser, baseUrl: string, session: Session) {
  const phone = await phonePage(browser, baseUrl);
  await phone.page.addInitScript(
    (value) => window.sessionStorage.setItem('imole.session', value),
    JSON.stringify(session),
  );
  return phone;
}

/** The pictures of one journey, named `<prefix>-<name>` in .e2e-artifacts/screenshots. */
export function pictures(prefix: string) {
  return {
    /** axe, then a full-page picture from the top (one taken while scrolled draws the sticky header mid-page). */
    async look(page: Page, name: string): Promise<void> {
      await expectAccessible(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${prefix}-${name}`);
    },
    /** What the phone's screen shows right now (not the full page): for the bars that stick to the bottom. */
    async screenNow(page: Page, name: string): Promise<void> {
      await page.screenshot({ path: path.join(screenshotDir, `${prefix}-${name}-screen.png`) });
    },
    /** The sandbox checkout: its page, then "Pay" (or "Cancel"); the sandbox sends the browser back to us. */
    async onCheckout(page: Page, action: 'Pay' | 'Cancel', picture?: string): Promise<void> {
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
      await page.getByText('Sandbox: no real money moves').waitFor();
      if (picture) await screenshot(page, `${prefix}-${picture}`);
      await page.getByRole('button', { name: action, exact: true }).click();
    },
  };
}

/** Chromium logs every 4xx answer as a console error; nothing else is expected. */
export const unexpected = (problems: PageProblems) =>
  problems.errors.filter((error) => !/the server responded with a status of 4\d\d/.test(error));

export const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: true });
