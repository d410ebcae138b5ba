import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.e2e-artifacts');
export const screenshotDir = path.join(artifactsDir, 'screenshots');
/** What a failed test leaves behind: each open page's picture, and its console, page errors and network errors. */
export const failureDir = path.join(artifactsDir, 'failures');

/** A phone: most of our customers are on a low-end Android at about this size. */
export const PHONE = { width: 412, height: 823 } as const;

/** The Chromium the journeys drive: CHROME_PATH, else Debian's (scripts/ensure-chromium.mjs installs it). */
export const browserPath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: browserPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageProblems {
  /** Console errors and failed requests a person would never see but that mean something is broken (CSP, 5xx). */
  errors: string[];
}

export async function phonePage(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: baseUrl,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.errors.push(`${response.status()} ${response.url()}`);
  });
  keepEvidenceOnFailure(context);
  return { context, page, problems };
}

/** A file name from a test's name: letters, digits and dashes. */
const fileName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/**
 * If the running test fails, every page of this context leaves its evidence in .e2e-artifacts/failures/:
 * `<test>-<n>.png` (what the screen showed) and `<test>-<n>.log` (its address, every console message, uncaught
 * errors, failed requests and 4xx/5xx answers, with the time since the page opened). Call it inside a test.
 */
export function keepEvidenceOnFailure(context: BrowserContext): void {
  const logs = new Map<Page, string[]>();
  const started = Date.now();
  const watch = (page: Page) => {
    const log: string[] = [];
    logs.set(page, log);
    const note = (line: string) => log.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
    page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => note(`page error: ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) =>
      note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400)
        note(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  onTestFailed(async ({ task }) => {
    mkdirSync(failureDir, { recursive: true });
    const name = fileName(task.name);
    let n = 0;
    for (const [page, log] of logs) {
      n += 1;
      const base = path.join(failureDir, `${name}-${n}`);
      const header = [`test: ${task.fullName}`, `page: ${page.isClosed() ? '(closed)' : page.url()}`];
      if (!page.isClosed()) {
        try {
          await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 });
          header.push(`picture: ${base}.png`);
        } catch (error) {
          header.push(`no picture: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      writeFileSync(`${base}.log`, [...header, '', ...log, ''].join('\n'));
      console.error(`e2e failure evidence: ${base}.log`);
    }
  });
}

/** axe on the page as it stands: no serious or critical violations (design.md §8). */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * The phone loses its connection, as a person's phone does: no request reaches the network and the page's
 * `navigator.onLine` is false, on this page and on every page it opens next. Returns "back online".
 *
 * Playwright's `setOffline` alone blocks the network, but Chromium 150's DevTools emulation forgets the
 * `navigator.onLine` half on each new document (a reload served by the service worker reads `true` while every
 * request fails); Chromium 156 keeps it. A phone's real loss of connection reaches every document, so the emulation
 * is stated again on each new document of the page, and the app hears "offline" as it would on a phone (issue 16).
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  const conditions = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  let offline = true;
  const restate = (frame: Frame) => {
    if (offline && frame === page.mainFrame()) void conditions(true).catch(() => undefined);
  };
  await context.setOffline(true);
  await conditions(true);
  page.on('framenavigated', restate);
  return async () => {
    offline = false;
    page.off('framenavigated', restate);
    // Two DevTools sessions hold the emulation, and Chromium versions differ in which one the page hears when the
    // first lets go. So both let go of the network first, and then the page is told once, by this session alone,
    // "offline → online": what it asks on "online" reaches the server, on every version.
    await context.setOffline(false);
    await conditions(true);
    await conditions(false);
    await cdp.detach();
  };
}
