// Lighthouse (mobile defaults: Slow 4G, 150 ms RTT, 4× CPU slowdown, simulated) on every customer-facing page of
// the production build, served by the real server, three runs a page; prints the median of each figure against the
// budgets of docs/performance.md and writes every run as JSON under bench/results/ (ignored by git).
//
//   npm run bench:web                  build, then measure
//   npm run bench:web -- --no-build    measure the build that is there
//   BENCH_RUNS=5 npm run bench:web     more runs a page
//
// The signed-in pages are measured signed in as the demo customer, who is given a priced quote first (through the
// API, as staff would) so /dashboard and /payment show real figures. Drives /usr/bin/chromium (or CHROME_PATH);
// nothing downloads a browser.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEMO_PASSWORD = 'Bench-demo-password-1';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The issue's budgets; a page is within budget when every figure is. */
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };

const PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/get-qoute', signedIn: true },
  { path: '/start-quote', signedIn: true },
  { path: '/dashboard', signedIn: true },
  { path: '/payment', signedIn: true },
];

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server (the entry point of `npm start`) on the production build, with a throwaway database. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'imole-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(dataDir, 'db'),
      DATABASE_URL: '',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited before it was ready:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, stop };
}

function apiCaller(baseUrl) {
  return async function api(apiPath, { body, token } = {}) {
    const response = await fetch(`${baseUrl}/api/${apiPath}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok || json.status === false) {
      const error = new Error(`${apiPath}: ${response.status} ${json.message}`);
      error.httpStatus = response.status;
      throw error;
    }
    return { json, cookie: response.headers.getSetCookie?.() ?? [] };
  };
}

/** Signs the demo customer in: the session the web app keeps in sessionStorage, and the refresh cookie. */
async function signIn(api, email) {
  const { json, cookie } = await api('ClientUser/Login', { body: { email, password: DEMO_PASSWORD } });
  const refresh = cookie.map((line) => /^imole_refresh=([^;]*)/.exec(line)?.[1]).find(Boolean);
  return {
    token: json.token,
    session: { token: json.token, tokenExpiry: json.tokenExpiry ?? null, user: json.user },
    refreshCookie: refresh ?? null,
  };
}

/**
 * The demo customer with a request that staff have priced and sent: the dashboard's "ready" panel and the payment
 * page's down payment. Kept when it is already there (a second run on the same data).
 */
async function prepareCustomer(api) {
  const customer = await signIn(api, 'customer@demo.imole.ng');
  let quote = null;
  try {
    quote = (await api('Quote/GetQuoteRequest', { token: customer.token })).json;
  } catch (error) {
    if (error.httpStatus !== 404) throw error;
  }
  if (quote?.quote?.quoteStatus === 1) return;
  if (!quote) {
    const { states } = (await api('Location/GetStates')).json;
    const lagos = states.find((state) => state.title === 'Lagos').id;
    const { lgas } = (await api(`Location/GetLgas?stateId=${lagos}`)).json;
    const { data: employers } = (await api('UserEmployer/GetAllUserEmployers?name=Others', { token: customer.token }))
      .json;
    await api('Quote/CreateQuoteRequest', {
      token: customer.token,
      body: {
        state: 'Lagos',
        city: lgas[0].id,
        address: '5 Bode Thomas Street, Surulere',
        landmark: 'Near the stadium',
        buildingType: 1,
        employerId: employers.find((employer) => employer.name === 'Others').id,
        noOfBedrooms: 2,
        noOfLights: 5,
        noOfFan: 2,
        noOfTv: 1,
        inverterUsageHoursPerDay: 12,
        hoursOfElectricPowerPerDay: 6,
        generatorCapacity: 0,
      },
    });
    quote = (await api('Quote/GetQuoteRequest', { token: customer.token })).json;
  }
  const support = await signIn(api, 'support@demo.imole.ng');
  const { data: categories } = (
    await api('Product/InstallationComponentsByCategoryWithoutImage', { token: support.token })
  ).json;
  const first = (pattern) => categories.find((category) => pattern.test(category.categoryName)).data[0].id;
  const { data: priced } = (
    await api('Quote/AssignProductToQuote', {
      token: support.token,
      body: {
        quoteRequestId: quote.quoteRequest.id,
        components: [
          { componentId: first(/inverter/i), quantity: 1 },
          { componentId: first(/batter/i), quantity: 2 },
        ],
      },
    })
  ).json;
  await api('Quote/ConfirmQuotePricing', { token: support.token, body: { quoteId: priced.id } });
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const requests = audit('network-requests')?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((total, request) => total + (request.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: audit('first-contentful-paint')?.numericValue ?? null,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
    tbtMs: audit('total-blocking-time')?.numericValue ?? null,
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    jsKiB: scriptBytes / 1024,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .filter((a) => !/^(first-contentful-paint|largest-contentful-paint|speed-index|interactive)$/.test(a.id))
      .map((a) => a.id),
  };
}

function loadAverage() {
  const [one, five] = os.loadavg();
  return `load ${one.toFixed(2)} / ${five.toFixed(2)} (1 / 5 min, ${os.cpus().length} cores)`;
}

/**
 * One Lighthouse run on a fresh tab with empty caches and storage (the first visit of someone who has never been
 * here, the slowest case). A signed-in page gets the session the app would have in this tab after logging in
 * (sessionStorage) and the refresh cookie; Lighthouse's own storage reset is off so that session stays.
 */
async function measure(browser, baseUrl, pagePath, customer) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    // A same-origin address that loads none of the app's files, to reach this origin's storage.
    await page.goto(`${baseUrl}/api/ready`);
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    if (customer) {
      await page.evaluate(
        (session) => sessionStorage.setItem('imole.session', session),
        JSON.stringify(customer.session),
      );
      if (customer.refreshCookie) {
        await cdp.send('Network.setCookie', {
          name: 'imole_refresh',
          value: customer.refreshCookie,
          url: `${baseUrl}/api/ClientUser`,
          path: '/api/ClientUser',
          httpOnly: true,
          sameSite: 'Strict',
        });
      }
    }
    const result = await lighthouse(
      `${baseUrl}${pagePath}`,
      {
        logLevel: 'error',
        output: 'json',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

const pass = (ok) => (ok ? ' ' : '✗');
const fmt = {
  score: (value, min) => (value == null ? '  –' : `${String(value).padStart(3)}${pass(value >= min)}`),
  ms: (value, max) => (value == null ? '    –' : `${(value / 1000).toFixed(2).padStart(5)} s${pass(value <= max)}`),
  cls: (value, max) => (value == null ? '    –' : `${value.toFixed(3)}${pass(value <= max)}`),
};

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  mkdirSync(resultsDir, { recursive: true });
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  const runsOut = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const api = apiCaller(server.baseUrl);
    await prepareCustomer(api);
    console.log(`Lighthouse ${RUNS}× a page on ${server.baseUrl} (mobile, simulated Slow 4G, 4× CPU slowdown)`);
    // One run thrown away: the first Lighthouse run in a fresh Chromium pays for the browser's own start-up.
    await measure(browser, server.baseUrl, '/', null);
    const only = process.env.BENCH_PAGES?.split(',');
    for (const { path: pagePath, signedIn } of PAGES.filter((entry) => !only || only.includes(entry.path))) {
      // A fresh login a page: access tokens last 15 minutes.
      const customer = signedIn ? await signIn(api, 'customer@demo.imole.ng') : null;
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const load = loadAverage();
        let lhr = await measure(browser, server.baseUrl, pagePath, customer);
        // A run Lighthouse could not finish (a trace it could not read on a busy machine) is run again, once.
        if (lhr.runtimeError || lhr.audits['largest-contentful-paint']?.numericValue == null) {
          console.log(
            `  ${pagePath.padEnd(13)} run ${run}: no figures (${lhr.runtimeError?.message ?? 'no LCP'}), again`,
          );
          lhr = await measure(browser, server.baseUrl, pagePath, customer);
        }
        if (process.env.BENCH_DUMP)
          writeFileSync(path.join(resultsDir, `lhr-${pagePath.slice(1) || 'home'}-${run}.json`), JSON.stringify(lhr));
        const figure = { ...figures(lhr), load };
        const finalPath = new URL(figure.finalUrl).pathname;
        if (finalPath !== pagePath) {
          throw new Error(`${pagePath} ended on ${figure.finalUrl}: not measured as the page it is (signed in?)`);
        }
        runs.push(figure);
        runsOut.push({ page: pagePath, run, ...figure });
        const screenshot = lhr.audits['final-screenshot']?.details?.data;
        if (screenshot && run === 1) {
          const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
          writeFileSync(path.join(resultsDir, `${name}.jpg`), Buffer.from(screenshot.split(',')[1], 'base64'));
        }
        console.log(
          `  ${pagePath.padEnd(13)} run ${run}: perf ${figure.performance}, LCP ${((figure.lcpMs ?? NaN) / 1000).toFixed(2)} s, ` +
            `TBT ${Math.round(figure.tbtMs ?? NaN)} ms, CLS ${(figure.cls ?? NaN).toFixed(3)}; ${load}`,
        );
      }
      const pick = (key) => median(runs.map((figure) => figure[key]));
      rows.push({
        page: pagePath,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        jsKiB: pick('jsKiB'),
        lcpElement: runs[0].lcpElement,
        failed: [...new Set(runs.flatMap((figure) => figure.failed))],
      });
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
    await server.stop();
  }

  console.log(`\nMedian of ${RUNS} runs (✗ = over budget):\n`);
  console.log(
    '| page          | perf | a11y | best pr. |    FCP   |    LCP   |    TBT   |   CLS   | JS (transferred) |',
  );
  console.log(
    '| ------------- | ---- | ---- | -------- | -------- | -------- | -------- | ------- | ---------------- |',
  );
  const over = [];
  for (const row of rows) {
    console.log(
      `| ${row.page.padEnd(13)} | ${fmt.score(row.performance, BUDGET.performance)} | ` +
        `${fmt.score(row.accessibility, BUDGET.accessibility)} | ${fmt.score(row.bestPractices, BUDGET.bestPractices)}     | ` +
        `${fmt.ms(row.fcpMs, Infinity)} | ${fmt.ms(row.lcpMs, BUDGET.lcpMs)} | ${fmt.ms(row.tbtMs, BUDGET.tbtMs)} | ` +
        `${fmt.cls(row.cls, BUDGET.cls)} | ${row.jsKiB.toFixed(1).padStart(10)} KiB |`,
    );
    const within =
      row.performance >= BUDGET.performance &&
      row.accessibility >= BUDGET.accessibility &&
      row.bestPractices >= BUDGET.bestPractices &&
      row.lcpMs <= BUDGET.lcpMs &&
      row.tbtMs <= BUDGET.tbtMs &&
      row.cls <= BUDGET.cls;
    if (!within) over.push(row.page);
  }
  console.log('\nLCP element per page (first run):');
  for (const row of rows) console.log(`  ${row.page.padEnd(13)} ${row.lcpElement ?? '–'}`);
  const failing = rows.filter((row) => row.failed.length > 0);
  if (failing.length) {
    console.log('\nAudits not fully passed:');
    for (const row of failing) console.log(`  ${row.page.padEnd(13)} ${row.failed.join(', ')}`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(resultsDir, `lighthouse-${stamp}.json`);
  writeFileSync(file, JSON.stringify({ runs: RUNS, budget: BUDGET, pages: rows, allRuns: runsOut }, null, 2));
  console.log(`\n${over.length ? `Over budget: ${over.join(', ')}` : 'Every page is within budget.'}`);
  console.log(`Every run: ${path.relative(root, file)} (screenshots of the first runs beside it)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
