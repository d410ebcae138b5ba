// Throughput and p99 of the hot reads, through the whole stack, against the raw node:http + pg floor running the
// same SQL, on a real PostgreSQL server, in the same run. Prints the figures; asserts nothing.
//
//   BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres npm run bench:api
//
// Without BENCH_DATABASE_URL it uses the local Debian cluster the way .ci/run does (as root).
import { execSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { listenOnServer } from '../apps/api/src/db/listen.ts';
import { seedDemoAccounts, seedReferenceData } from '../apps/api/src/db/seed/seed.ts';
import type { Database } from '../apps/api/src/db/schema.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PASSWORD = 'Bench-password-123';

/** The Node flags `npm run serve` starts the API with (root package.json), so the bench runs what production runs. */
function serveFlags(): string[] {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const words = (scripts.serve ?? '').split(/\s+/);
  return words.slice(1, words.indexOf('apps/api/src/server.ts'));
}

/** Rounds of one measurement: the mean throughput, the median p99, all non-2xx answers. */
function combine(runs: { reqs: number; p99: number; non2xx: number }[]) {
  const p99s = runs.map((r) => r.p99).sort((a, b) => a - b);
  return {
    reqs: runs.reduce((sum, r) => sum + r.reqs, 0) / runs.length,
    p99: p99s[Math.floor(p99s.length / 2)]!,
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

function localPostgres(): string {
  const version = execSync('ls /usr/lib/postgresql | sort -V | tail -n 1').toString().trim();
  execSync(`pg_ctlcluster ${version} main start || true`, { stdio: 'ignore', shell: '/bin/bash' });
  const port = execSync(`pg_lsclusters -h | awk '$1=="${version}" && $2=="main" {print $3}'`).toString().trim();
  execSync(`su postgres -c "psql -p ${port} -qc \\"alter user postgres password 'imole-bench'\\""`);
  return `postgres://postgres:imole-bench@127.0.0.1:${port}/postgres`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? localPostgres();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('drop database if exists imole_bench with (force)');
  await admin.query('create database imole_bench');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/imole_bench';
  const databaseUrl = url.toString();

  // 1. A customer with a complete history, built through the real API in-process, with every SQL statement captured.
  const captured: { sql: string; parameters: unknown[] }[] = [];
  let capturing = false;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 5,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 || oid === 1700
          ? Number
          : oid === 1082
            ? (v: string) => v
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (capturing && event.level === 'query')
        captured.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
    },
  });
  const settings = { kind: 'postgres' as const, url: databaseUrl, poolSize: 5 };
  const app = await buildApp(testConfig({ database: settings }), {
    database: { db, kind: 'postgres', listen: listenOnServer(databaseUrl), close: () => db.destroy() },
    rateLimitPerMinute: 1_000_000,
  });
  await seedReferenceData(db);
  await seedDemoAccounts(db, PASSWORD);
  const call = async (method: 'GET' | 'POST', route: string, token?: string, payload?: object) => {
    const r = await app.inject({
      method,
      url: route,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (r.statusCode >= 400) throw new Error(`${route}: ${r.body}`);
    return r.json();
  };
  const customer = await call('POST', '/api/ClientUser/Login', undefined, {
    email: 'customer@demo.imole.ng',
    password: PASSWORD,
  });
  const support = await call('POST', '/api/ClientUser/Login', undefined, {
    email: 'support@demo.imole.ng',
    password: PASSWORD,
  });
  const engineer = await call('POST', '/api/ClientUser/Login', undefined, {
    email: 'engineer@demo.imole.ng',
    password: PASSWORD,
  });
  const lga = await db
    .selectFrom('lga')
    .innerJoin('state', 'state.id', 'lga.state_id')
    .select('lga.id')
    .where('state.title', '=', 'Lagos')
    .executeTakeFirstOrThrow();
  const others = await db.selectFrom('employer').select('id').where('name', '=', 'Others').executeTakeFirstOrThrow();
  const product = (await call('GET', '/api/Product/GetProducts', customer.token)).data[0].product;
  const request = await call('POST', '/api/Quote/CreateQuoteRequestWithProduct', customer.token, {
    state: 'Lagos',
    city: lga.id,
    address: '14 Admiralty Way, Lekki',
    landmark: 'Opposite the mall',
    buildingType: 1,
    employerId: others.id,
    productId: product.id,
  });
  const lines = await db
    .selectFrom('quote_request_component')
    .select(['component_id', 'quantity'])
    .where('quote_request_id', '=', request.data.id)
    .execute();
  const quote = await call('POST', '/api/Quote/AssignProductToQuote', support.token, {
    quoteRequestId: request.data.id,
    productId: product.id,
    components: lines.map((l) => ({ componentId: l.component_id, quantity: l.quantity })),
  });
  await call('POST', '/api/Quote/ConfirmQuotePricing', support.token, { quoteId: quote.data.id });
  const pay = async (purpose: string, amount?: number) => {
    const started = await call('POST', '/api/Transaction/InitializePayment', customer.token, {
      quoteId: quote.data.id,
      purpose,
      ...(amount ? { amount } : {}),
    });
    await call('POST', '/api/Sandbox/Pay', undefined, { reference: started.data.reference });
  };
  await pay('equity');
  await call('POST', '/api/Quote/AssignSupportUserToQuoteRequest', support.token, {
    quoteId: quote.data.id,
    supportUserId: engineer.user.id,
  });
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  await call('POST', '/api/Quote/InstallationCompletion', engineer.token, {
    quoteId: quote.data.id,
    fulfilmentDate: today,
    installationData: 'Done',
  });
  await call('POST', '/api/Quote/InstallationConfirmed', customer.token, { quoteId: quote.data.id, rating: 5 });
  const next = await call('GET', `/api/Transaction/GetNextRepayment?quoteId=${quote.data.id}`, customer.token);
  await pay('repayment', next.nextRepayment.amount);

  const capture: Record<string, { sql: string; parameters: unknown[] }[]> = {};
  const record = async (route: string, token: string | undefined) => {
    captured.length = 0;
    capturing = true;
    await call('GET', route, token);
    capturing = false;
    return [...captured];
  };
  // GetQuoteRequest's floor, as GetWebProducts' below, runs the SQL that builds the answer every time: the statements
  // of a call made just after a write to the request (the view's stamp, then the whole view; the signed-in user is
  // kept). The API, finding the stamp unchanged, runs the stamp's statement only (docs/performance.md "The quote
  // view"); '/quote-steady' is a floor that runs only that, for comparison.
  await call('GET', '/api/Quote/GetQuoteRequest', customer.token);
  capture['/quote-steady'] = await record('/api/Quote/GetQuoteRequest', customer.token);
  await sql`update quote_request set updated_at = updated_at where id = ${request.data.id}`.execute(app.deps.db);
  capture['/quote'] = await record('/api/Quote/GetQuoteRequest', customer.token);
  // GetWebProducts' floor runs the SQL that builds the list, every time: the statements of a call made just after the
  // catalogue changed. The API, hearing no change, runs none (docs/performance.md).
  const webProducts = '/api/Product/GetWebProducts?key=demo-public-key';
  await call('GET', webProducts);
  await sql`update setting set value = value where key = 'equityPercentages'`.execute(app.deps.db);
  capture['/products'] = await record(webProducts, undefined);
  // Steady state: once the change's notification has arrived, the version is known again.
  let steady = await record(webProducts, undefined);
  for (let tries = 0; steady.length > 0 && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    steady = await record(webProducts, undefined);
  }
  await app.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'imole-bench-'));
  const capturePath = path.join(dir, 'capture.json');
  writeFileSync(capturePath, JSON.stringify(capture));

  // 2. The floor in its own process, then the API as it runs in production (`npm run serve`'s Node flags, server.ts,
  //    logs off) with one and with two processes (WORKERS), on the same database. On two cores shared by PostgreSQL,
  //    autocannon and the server, a figure drifts by a quarter within minutes (docs/performance.md), so the floor and
  //    the one-process API are measured in alternation, round after round, after a warm-up: each ratio compares runs
  //    taken moments apart, and the report gives the mean throughput and the median p99 over the rounds.
  const rawPort = await freePort();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the floor and of each API process there (open it in Chrome's
  // DevTools): what the API spends above the floor, function by function.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const nodeFlags = serveFlags();
  const floor = fork(path.join(root, 'bench/raw-floor.mjs'), {
    execArgv: [...nodeFlags.filter((f) => f.startsWith('--max-')), ...profile],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(rawPort), CAPTURE: capturePath },
    stdio: 'ignore',
  });
  const measure = (target: string, headers: Record<string, string>, seconds = SECONDS) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon({ url: target, connections: CONNECTIONS, duration: seconds, headers }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  const rounds: Record<string, { reqs: number; p99: number; non2xx: number }[]> = {};
  const keep = (name: string, result: autocannon.Result) =>
    (rounds[name] ??= []).push({ reqs: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx });
  try {
    await waitFor(`http://127.0.0.1:${rawPort}/products`);
    console.log(
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, on ${os.cpus().length} cores (load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}); PostgreSQL at ${url.host}; API flags ${nodeFlags.join(' ')}`,
    );
    for (const workers of [1, 2]) {
      const apiPort = await freePort();
      const api = spawn(process.execPath, [...profile, ...nodeFlags, 'apps/api/src/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(apiPort),
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: '10',
          WORKERS: String(workers),
          DEMO_PASSWORD: PASSWORD,
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: '10000000',
        },
        stdio: 'ignore',
      });
      try {
        await waitFor(`http://127.0.0.1:${apiPort}/api/ready`);
        // The token for the running server (same database, same signing key).
        const login = await fetch(`http://127.0.0.1:${apiPort}/api/ClientUser/Login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'customer@demo.imole.ng', password: PASSWORD }),
        }).then((r) => r.json() as Promise<{ token: string }>);
        const signedIn = { authorization: `Bearer ${login.token}` };
        const base = `http://127.0.0.1:${apiPort}/api`;
        const calls: [string, string, Record<string, string>][] = [
          ['GetQuoteRequest', `${base}/Quote/GetQuoteRequest`, signedIn],
          ['GetWebProducts', `${base}/Product/GetWebProducts?key=demo-public-key`, {}],
          // The same cached package list, signed in: what the session check costs a read.
          ['GetProducts', `${base}/Product/GetProducts`, signedIn],
        ];
        const floors: [string, string][] = [
          ['floor /quote', `http://127.0.0.1:${rawPort}/quote`],
          ['floor /products', `http://127.0.0.1:${rawPort}/products`],
          ['floor /quote-steady', `http://127.0.0.1:${rawPort}/quote-steady`],
        ];
        if (workers === 1) {
          // Warm-up (not kept): JIT, prepared statements' generic plans, the caches.
          for (const [, target] of floors) await measure(target, {}, 2);
          for (const [, target, headers] of calls) await measure(target, headers, 2);
          for (let round = 0; round < ROUNDS; round++) {
            keep('floor /quote', await measure(floors[0]![1], {}));
            keep('1 GetQuoteRequest', await measure(calls[0]![1], calls[0]![2]));
            keep('floor /products', await measure(floors[1]![1], {}));
            keep('1 GetWebProducts', await measure(calls[1]![1], calls[1]![2]));
            keep('1 GetProducts', await measure(calls[2]![1], calls[2]![2]));
            keep('floor /quote-steady', await measure(floors[2]![1], {}));
          }
        } else {
          for (const [, target, headers] of calls) await measure(target, headers, 2);
          for (const [name, target, headers] of calls) keep(`${workers} ${name}`, await measure(target, headers));
        }
      } finally {
        api.kill('SIGTERM');
        await new Promise((resolve) => api.once('exit', resolve));
      }
    }
  } finally {
    floor.kill('SIGTERM');
  }
  const results = Object.fromEntries(Object.entries(rounds).map(([name, runs]) => [name, combine(runs)]));
  for (const [name, runs] of Object.entries(rounds))
    if (runs.length > 1)
      console.log(`${name.padEnd(20)} rounds: ${runs.map((r) => r.reqs.toFixed(0)).join(', ')} req/s`);
  report(results, capture, steady.length);
}

/** The figures, then each target of docs/performance.md (issue 17 §2, §3) against what was measured. */
function report(
  results: Record<string, { reqs: number; p99: number; non2xx: number }>,
  capture: Record<string, unknown[]>,
  steady: number,
) {
  const r = (name: string) => {
    const found = results[name];
    if (!found) throw new Error(`no result for ${name}`);
    return found;
  };
  console.log('\nwhat                          req/s    p99   non-2xx');
  for (const [name, { reqs, p99, non2xx }] of Object.entries(results))
    console.log(
      `${name.padEnd(26)} ${reqs.toFixed(0).padStart(8)} ${`${p99} ms`.padStart(7)} ${String(non2xx).padStart(8)}`,
    );
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  const line = (what: string, figure: string, target: string, met: boolean) =>
    console.log(`${met ? 'met    ' : 'NOT MET'}  ${what.padEnd(52)} ${figure.padStart(12)}   target ${target}`);
  console.log('\ntargets (one API process unless said)');
  const products = r('1 GetWebProducts').reqs / r('floor /products').reqs;
  line('GetWebProducts req/s vs its floor', pct(products), '≥ 100%', products >= 1);
  line(
    'GetWebProducts p99 vs its floor',
    `${r('1 GetWebProducts').p99} / ${r('floor /products').p99} ms`,
    '≤ floor',
    r('1 GetWebProducts').p99 <= r('floor /products').p99,
  );
  const quote = r('1 GetQuoteRequest').reqs / r('floor /quote').reqs;
  line('GetQuoteRequest req/s vs its floor', pct(quote), '≥ 85%', quote >= 0.85);
  line(
    'GetQuoteRequest p99 vs its floor',
    `${r('1 GetQuoteRequest').p99} / ${r('floor /quote').p99} ms`,
    '≤ 1.3 × floor',
    r('1 GetQuoteRequest').p99 <= 1.3 * r('floor /quote').p99,
  );
  const steadyQuote = r('1 GetQuoteRequest').reqs / r('floor /quote-steady').reqs;
  line('GetQuoteRequest vs a floor of its steady statement only', pct(steadyQuote), 'shown', true);
  const session = r('1 GetWebProducts').reqs / r('1 GetProducts').reqs - 1;
  line('signed-in read costs more than the public one', pct(session), '≤ 15%', session <= 0.15);
  for (const route of ['GetQuoteRequest', 'GetWebProducts']) {
    const scaling = r(`2 ${route}`).reqs / r(`1 ${route}`).reqs;
    line(`${route}: 2 processes vs 1 (scaling, no target)`, `× ${scaling.toFixed(2)}`, 'shown', true);
  }
  console.log(
    `(GetQuoteRequest ${capture['/quote-steady']?.length} SQL statement in steady state, its floor runs the ` +
      `${capture['/quote']?.length} of a call after a change; GetWebProducts ${steady} in steady ` +
      `state, its floor runs the ${capture['/products']?.length} that build the list)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
