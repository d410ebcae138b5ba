/**
 * Issue 22 in real Chromium on a phone (412×823): a page whose code does not download (a deploy replaced it, or the
 * connection died) reloads the page once for that route, then shows what to do, instead of a blank screen or a reload
 * loop (staff spec §8; docs/web-routing.md). The 120-second time-out itself is tested with fake timers
 * (apps/web/src/lib/lazy-reload.test.ts): a real wait would be two minutes a run.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, PHONE } from '../support/browser.ts';
import { pictures } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const { look } = pictures('chunk-load');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a page whose code does not download', () => {
  it('reloads once for that route, then says what to do; "Try again" works once the code is there', async () => {
    // No service worker: its cache would serve the code and hide the failure this journey is about.
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: baseUrl,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // The landing page's own files load; every file asked for after that fails, as after a broken deploy.
    const seen = new Set<string>();
    let broken = false;
    const refused: string[] = [];
    await page.route('**/assets/**', (route) => {
      const url = route.request().url();
      if (broken && !seen.has(url)) {
        refused.push(url);
        return route.abort('failed');
      }
      seen.add(url);
      return route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    broken = true;

    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'This page did not download' }).waitFor();
    // The goto, and one reload by the app: not a loop.
    expect(loads).toEqual(['/login', '/login']);
    expect(refused.length).toBeGreaterThan(0);
    expect(await page.getByText('We reloaded it once for you, and it still did not arrive.').count()).toBe(1);
    expect(await page.getByText(/Check that mobile data or Wi-Fi is on/).count()).toBe(1);
    await look(page, 'gave-up');

    // Another route still gets its own one reload (the guard is per route, not for the whole app).
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'This page did not download' }).waitFor();
    expect(loads.filter((path) => path === '/register')).toHaveLength(2);

    // The connection is back: "Try again" loads the page.
    broken = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Password').first().waitFor();
    expect(await page.getByRole('heading', { name: 'This page did not download' }).count()).toBe(0);
    await context.close();
  });
});
