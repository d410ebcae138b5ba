// Lighthouse on the pages people open often, of the production build served by the real server, each run paired with
// a run of a baseline page (bench/baseline/: a bare React 19 + React Router login form, no data) in the same
// Chromium, in two profiles: Lighthouse's mobile default (simulated Slow 4G, 4× CPU) and a low-end phone (Regular
// 3G, 6× CPU). Prints each page's medians and their ratio to the baseline's, so that a figure means the same on a
// quiet and on a busy machine (issue 24; docs/performance.md), and writes every run as JSON under bench/results/.
//
//   npm run bench:web                                   build, then measure every page in both profiles
//   npm run bench:web -- --no-build                     measure the build that is there
//   BENCH_RUNS=1 npm run bench:web                      runs a page and profile (3 by default)
//   npm run bench:web -- --pages=/login,/register --profiles=lowend
//                                                       (or BENCH_PAGES / BENCH_PROFILES: mobile, lowend)
//   npm run bench:web -- --transport=h1                 plain HTTP/1.1 to the server, instead of the default TLS and
//                                                       HTTP/2 in front of it and of the baseline (bench/h2-proxy.mjs)
//
// Signed-in pages are measured as the demo account of their role (the demo data of `npm run seed:sales-demo` is
// seeded first); the demo customer is given a priced quote (through the API, as staff would), whose request is the
// one /request-detail shows. Drives /usr/bin/chromium (or CHROME_PATH); nothing downloads a browser.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildBaseline, serveBaseline } from './baseline.mjs';
import { startH2Proxy } from './h2-proxy.mjs';

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

/**
 * The pages people open often, each with the demo account it is opened as (null: a visitor). `{request}` is the
 * demo customer's priced request. The customer's pages are the ones the low-end profile's usability targets apply to.
 */
const PAGES = [
  { path: '/', as: null, customer: true },
  { path: '/login', as: null, customer: true },
  { path: '/register', as: null, customer: true },
  { path: '/get-qoute', as: 'customer', customer: true },
  { path: '/start-quote', as: 'customer', customer: true },
  { path: '/dashboard', as: 'customer', customer: true },
  { path: '/payment', as: 'customer', customer: true },
  { path: '/get-requests', as: 'support', customer: false },
  { path: '/request-detail/{request}', as: 'support', customer: false },
  { path: '/sales-dashboard', as: 'agent', customer: false },
  { path: '/cordinator-dashboard', as: 'coordinator', customer: false },
  { path: '/bank-applications', as: 'bankofficer', customer: false },
];

/**
 * Lighthouse's mobile default, and a low-end phone: Regular 3G (300 ms round trips, 700 Kbps down, 400 Kbps up) and
 * a 6× slower CPU. Both simulated (Lantern), as Lighthouse does by default.
 */
const PROFILES = {
  mobile: { label: 'mobile default (Slow 4G, 4× CPU)', throttling: null },
  lowend: {
    label: 'low-end phone (Regular 3G, 6× CPU)',
    throttling: {
      rttMs: 300,
      throughputKbps: 700,
      uploadThroughputKbps: 400,
      cpuSlowdownMultiplier: 6,
      requestLatencyMs: 300 * 3.75,
      downloadThroughputKbps: 700 * 0.9,
    },
  },
};

/** The issue's targets: against the baseline in the same run, and absolute on the low-end phone (customer pages). */
const TARGET = { tbtRatio: 1.2, lcpRatio: 1.1, lowEndLcpMs: 4000, lowEndTbtMs: 600 };

/** `--pages=/login,/register` or BENCH_PAGES; `--profiles=lowend` or BENCH_PROFILES. */
function option(name) {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = flag ? flag.slice(name.length + 3) : process.env[`BENCH_${name.toUpperCase()}`];
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : null;
}

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
  const env = {
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
  };
  // The sales and bank demo data first (npm run seed:sales-demo; the embedded database opens in one process at a
  // time): the agent's, coordinator's and bank officer's pages show what they would show in use.
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed-sales-demo.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`The demo data could not be seeded:\n${seed.stdout}${seed.stderr}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
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

/** Signs a demo account in: the session the web app keeps in sessionStorage, and the refresh cookie. */
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
  if (quote?.quote?.quoteStatus === 1) return quote.quoteRequest.id;
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
  return quote.quoteRequest.id;
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
 * One Lighthouse run (with the profile's throttling; Lighthouse's mobile default without) on a fresh tab with empty caches and storage (the first visit of someone who has never been
 * here, the slowest case). A signed-in page gets the session the app would have in this tab after logging in
 * (sessionStorage) and the refresh cookie; Lighthouse's own storage reset is off so that session stays.
 */
async function measure(browser, baseUrl, pagePath, customer, throttling) {
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
        ...(throttling ? { throttling } : {}),
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    if (process.env.BENCH_DUMP === 'trace') {
      const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
      if (trace) writeFileSync(path.join(resultsDir, `trace-${fileName(pagePath)}.json`), JSON.stringify(trace));
    }
    return result.lhr;
  } finally {
    await page.close();
  }
}

const seconds = (ms) => (ms == null || Number.isNaN(ms) ? '    –' : `${(ms / 1000).toFixed(2).padStart(5)} s`);
const millis = (ms) => (ms == null || Number.isNaN(ms) ? '     –' : `${String(Math.round(ms)).padStart(4)} ms`);
const times = (ratio, max) => (ratio == null ? '    –' : `${ratio.toFixed(2).padStart(4)}×${ratio <= max ? ' ' : '✗'}`);
/** ours / baseline; a baseline of 0 ms TBT counts as 1 ms (both 0 is 0×). */
const ratio = (ours, base) => (ours == null || base == null ? null : ours / Math.max(base, 1));

/** One run a page and its baseline, the pair in alternating order so that a trend in the machine's load evens out. */
async function measurePair(context, entry, profile, run) {
  const { browser, server, baseline, api, requestId } = context;
  const pagePath = entry.path.replace('{request}', String(requestId));
  const session = entry.as ? await signIn(api, `${entry.as}@demo.imole.ng`) : null;
  const one = async (which) => {
    const baseUrl = which === 'baseline' ? baseline.baseUrl : server.baseUrl;
    const target = which === 'baseline' ? '/login' : pagePath;
    const load = loadAverage();
    let lhr = await measure(browser, baseUrl, target, which === 'baseline' ? null : session, profile.throttling);
    // A run Lighthouse could not finish (a trace it could not read on a busy machine) is run again, once.
    if (lhr.runtimeError || lhr.audits['largest-contentful-paint']?.numericValue == null) {
      console.log(`    ${which} run ${run}: no figures (${lhr.runtimeError?.message ?? 'no LCP'}), again`);
      lhr = await measure(browser, baseUrl, target, which === 'baseline' ? null : session, profile.throttling);
    }
    const figure = { ...figures(lhr), load };
    const finalPath = new URL(figure.finalUrl).pathname;
    if (finalPath !== target) {
      throw new Error(`${target} ended on ${figure.finalUrl}: not measured as the page it is (signed in?)`);
    }
    if (process.env.BENCH_DUMP)
      writeFileSync(
        path.join(
          resultsDir,
          `lhr-${which === 'baseline' ? 'baseline' : fileName(target)}-${profile.name}-${run}.json`,
        ),
        JSON.stringify(lhr),
      );
    const screenshot = lhr.audits['final-screenshot']?.details?.data;
    if (screenshot && run === 1 && which === 'ours') {
      writeFileSync(
        path.join(resultsDir, `${fileName(entry.path)}-${profile.name}.jpg`),
        Buffer.from(screenshot.split(',')[1], 'base64'),
      );
    }
    return figure;
  };
  const order = run % 2 === 1 ? ['baseline', 'ours'] : ['ours', 'baseline'];
  const pair = {};
  for (const which of order) pair[which] = await one(which);
  const { ours, baseline: base } = pair;
  console.log(
    `  ${profile.name.padEnd(6)} ${entry.path.padEnd(26)} run ${run}: LCP ${seconds(ours.lcpMs)} (base ${seconds(base.lcpMs)}), ` +
      `TBT ${millis(ours.tbtMs)} (base ${millis(base.tbtMs)}); ${ours.load}`,
  );
  return { ours, base, lcpRatio: ratio(ours.lcpMs, base.lcpMs), tbtRatio: ratio(ours.tbtMs, base.tbtMs) };
}

const fileName = (pagePath) =>
  pagePath === '/'
    ? 'home'
    : pagePath
        .slice(1)
        .replace(/[/{}]+/g, '-')
        .replace(/-$/, '');

/** Medians of a page's runs in one profile, and whether they meet the issue's targets. */
function summarize(entry, profile, pairs) {
  const ours = (key) => median(pairs.map((pair) => pair.ours[key]));
  const base = (key) => median(pairs.map((pair) => pair.base[key]));
  const row = {
    page: entry.path,
    profile: profile.name,
    customer: entry.customer,
    performance: ours('performance'),
    accessibility: ours('accessibility'),
    fcpMs: ours('fcpMs'),
    lcpMs: ours('lcpMs'),
    tbtMs: ours('tbtMs'),
    cls: ours('cls'),
    jsKiB: ours('jsKiB'),
    baseLcpMs: base('lcpMs'),
    baseTbtMs: base('tbtMs'),
    lcpRatio: median(pairs.map((pair) => pair.lcpRatio)),
    tbtRatio: median(pairs.map((pair) => pair.tbtRatio)),
    loads: pairs.map((pair) => pair.ours.load),
  };
  row.misses = [];
  if (!(row.tbtRatio <= TARGET.tbtRatio)) row.misses.push(`TBT ${row.tbtRatio?.toFixed(2)}× the baseline's`);
  if (!(row.lcpRatio <= TARGET.lcpRatio)) row.misses.push(`LCP ${row.lcpRatio?.toFixed(2)}× the baseline's`);
  if (profile.name === 'lowend' && entry.customer) {
    if (!(row.lcpMs <= TARGET.lowEndLcpMs)) row.misses.push(`LCP ${seconds(row.lcpMs).trim()} > 4 s`);
    if (!(row.tbtMs <= TARGET.lowEndTbtMs)) row.misses.push(`TBT ${Math.round(row.tbtMs)} ms > 600 ms`);
  }
  return row;
}

function printProfile(profile, rows) {
  console.log(`\n${profile.label}: medians of ${RUNS} runs, ratios are the median of each run's ours ÷ its baseline`);
  console.log(
    `(✗ = misses a target: TBT ≤ ${TARGET.tbtRatio}×, LCP ≤ ${TARGET.lcpRatio}× the baseline's` +
      (profile.name === 'lowend' ? '; customer pages LCP ≤ 4 s, TBT ≤ 600 ms)' : ')'),
  );
  console.log(
    '| page                       | perf |   LCP    | ×base  |   TBT    | ×base  |  CLS  |   JS    | base LCP | base TBT |',
  );
  console.log(
    '| -------------------------- | ---- | -------- | ------ | -------- | ------ | ----- | ------- | -------- | -------- |',
  );
  for (const row of rows) {
    const absolute = profile.name === 'lowend' && row.customer;
    const lcpMark = absolute && !(row.lcpMs <= TARGET.lowEndLcpMs) ? '✗' : ' ';
    const tbtMark = absolute && !(row.tbtMs <= TARGET.lowEndTbtMs) ? '✗' : ' ';
    console.log(
      `| ${row.page.padEnd(26)} | ${String(row.performance ?? '–').padStart(4)} | ${seconds(row.lcpMs)}${lcpMark} | ` +
        `${times(row.lcpRatio, TARGET.lcpRatio)} | ${millis(row.tbtMs)}${tbtMark} | ${times(row.tbtRatio, TARGET.tbtRatio)} | ` +
        `${(row.cls ?? NaN).toFixed(3)} | ${row.jsKiB.toFixed(0).padStart(3)} KiB | ${seconds(row.baseLcpMs)}  | ${millis(row.baseTbtMs)}  |`,
    );
  }
}

async function main() {
  const started = Date.now();
  const wantedPages = option('pages');
  const wantedProfiles = option('profiles');
  const pages = PAGES.filter(
    (entry) =>
      !wantedPages ||
      wantedPages.some((wanted) => wanted === entry.path || wanted === entry.path.replace('/{request}', '')),
  );
  const profiles = Object.entries(PROFILES)
    .filter(([name]) => !wantedProfiles || wantedProfiles.includes(name))
    .map(([name, profile]) => ({ name, ...profile }));
  if (pages.length === 0 || profiles.length === 0) {
    throw new Error(
      `Nothing to measure: pages ${PAGES.map((e) => e.path).join(', ')}; profiles ${Object.keys(PROFILES)}`,
    );
  }
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (await buildBaseline()) console.log('Baseline page built into bench/dist/baseline/');
  mkdirSync(resultsDir, { recursive: true });
  // As deployed: browsers reach the app through a TLS terminator that speaks HTTP/2 (docs/operations.md "Serving
  // over HTTPS and HTTP/2"); `--transport=h1` measures the server's own plain HTTP/1.1 instead, as every run before
  // the evening of 26 Nov did.
  const transport = option('transport')?.[0] ?? 'h2';
  if (!['h1', 'h2'].includes(transport)) throw new Error(`--transport is h1 or h2, not ${transport}`);
  const direct = { server: await startServer(), baseline: await serveBaseline() };
  const viaH2 =
    transport === 'h2'
      ? { server: await startH2Proxy(direct.server.baseUrl), baseline: await startH2Proxy(direct.baseline.baseUrl) }
      : null;
  const server = viaH2 ? { ...direct.server, baseUrl: viaH2.server.baseUrl } : direct.server;
  const baseline = viaH2 ? { ...direct.baseline, baseUrl: viaH2.baseline.baseUrl } : direct.baseline;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: viaH2 ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
  });
  const rows = [];
  const runsOut = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const api = apiCaller(direct.server.baseUrl);
    const requestId = await prepareCustomer(api);
    const context = { browser, server, baseline, api, requestId };
    console.log(
      `Lighthouse ${RUNS}× a page and profile on ${server.baseUrl} (${viaH2 ? 'TLS and HTTP/2 in front of the server' : 'HTTP/1.1'}), each run paired with one of the baseline ` +
        `(${baseline.baseUrl}/login); ${pages.length} pages, profiles: ${profiles.map((p) => p.name).join(', ')}; ` +
        `${loadAverage()}; commit ${commit()}`,
    );
    // Thrown away: the first Lighthouse run in a fresh Chromium pays for the browser's own start-up.
    await measure(browser, server.baseUrl, '/', null, null);
    await measure(browser, baseline.baseUrl, '/login', null, null);
    for (const entry of pages) {
      for (const profile of profiles) {
        const pairs = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const pair = await measurePair(context, entry, profile, run);
          pairs.push(pair);
          runsOut.push({ page: entry.path, profile: profile.name, run, ours: pair.ours, baseline: pair.base });
        }
        rows.push(summarize(entry, profile, pairs));
      }
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
    if (viaH2) await Promise.all([viaH2.server.stop(), viaH2.baseline.stop()]);
    await direct.baseline.stop();
    await direct.server.stop();
  }

  for (const profile of profiles)
    printProfile(
      profile,
      rows.filter((row) => row.profile === profile.name),
    );
  const misses = rows.filter((row) => row.misses.length > 0);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(resultsDir, `lighthouse-${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { runs: RUNS, commit: commit(), transport, target: TARGET, profiles: PROFILES, pages: rows, allRuns: runsOut },
      null,
      2,
    ),
  );
  console.log(
    misses.length
      ? `\nTargets missed:\n${misses.map((row) => `  ${row.profile.padEnd(6)} ${row.page}: ${row.misses.join(', ')}`).join('\n')}`
      : '\nEvery page meets its targets.',
  );
  console.log(`Every run: ${path.relative(root, file)} (screenshots of the first runs beside it)`);
  const total = Math.round((Date.now() - started) / 1000);
  console.log(`Total time ${Math.floor(total / 60)} min ${total % 60} s; ${loadAverage()}`);
  // Then the page weight of the same build (its own script, which takes no options: `npm run bench:web -- --pages=…`
  // passes them to this one).
  const weight = spawnSync(process.execPath, [path.join(root, 'bench/page-weight.mjs')], { stdio: 'inherit' });
  if (weight.status !== 0) process.exitCode = weight.status ?? 1;
}

function commit() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return head.stdout?.trim() || 'unknown';
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
