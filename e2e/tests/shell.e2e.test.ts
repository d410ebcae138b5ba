import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, keepEvidenceOnFailure, launchBrowser, phonePage, screenshot } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the web shell in Chromium, on a phone', () => {
  it('opens the guest landing page with its two ways in', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Login instead' }).getAttribute('href')).toBe('/login');
    // The desktop notice is for wide screens only.
    expect(await page.getByText('For better experience, we advice you use your mobile phone').isVisible()).toBe(false);
    await expectAccessible(page);
    await screenshot(page, 'landing');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a session from a guarded route to login, keeping the wanted path', async () => {
    const { context, page, problems } = await phonePage(browser, baseUrl);
    await page.goto('/dashboard?tab=Quote');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard?tab=Quote');
    await screenshot(page, 'guarded-redirect');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('shows a helpful 404 page for an address the app does not have', async () => {
    const { context, page } = await phonePage(browser, baseUrl);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200); // the app shell answers; the router shows the 404
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('shows the mobile notice on a wide screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
    keepEvidenceOnFailure(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('For better experience, we advice you use your mobile phone').waitFor();
    await screenshot(page, 'landing-desktop');
    await context.close();
  });

  it('serves the API and the precompressed app from the same origin', async () => {
    const states = await fetch(`${baseUrl}/api/Location/GetStates`).then((r) => r.json());
    expect(states.states).toHaveLength(37);
    const html = await fetch(`${baseUrl}/`).then((r) => r.text());
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});
