/**
 * Two API processes on one PostgreSQL server, as two machines behind a load balancer would run (issue 17 "More than
 * one process"; docs/operations.md). Started together with the real `server.ts`, they show that:
 * - a route's own rate limit (log-in, codes, password reset) holds across them: those counters live in PostgreSQL;
 * - a catalogue change made through one is in the other's answers as soon as PostgreSQL's notification arrives;
 * - the reminder job, which both run at start, sends a due reminder once;
 * - starting together, each preparing the database (migrations, seed, demo accounts), neither fails.
 * Runs where TEST_DATABASE_URL names a PostgreSQL server (CI's second step); the embedded database belongs to one
 * process, so the PGlite run leaves this file out (apps/api/vitest.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { seedDemoAccounts, seedReferenceData } from './db/seed/seed.ts';
import { pricedQuote, seedIds } from './test/fixtures.ts';
import { freshDatabaseSettings } from './test/database.ts';
import { login } from './test/session.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_PASSWORD = 'Two-Processes-2026';
/** The log-in route's own limit a minute per address (auth.schemas.ts). */
const LOGIN_PER_MINUTE = 30;

let dispose: () => Promise<void>;
let database: DatabaseHandle;
let databaseUrl: string;
const processes: ChildProcess[] = [];
let urls: [string, string];
let expiringQuoteId: number;
let customerId: number;

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** `npm run serve` as a machine runs it, on its own port. */
function startApi(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      WORKERS: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      // One proxy in front, as a load balancer: the tests write the client's address in X-Forwarded-For.
      TRUST_PROXY: '1',
      // Machines behind one load balancer share one signing key (without it each would generate its own in DATA_DIR).
      JWT_SECRET: `two-processes-signing-key-${DEMO_PASSWORD}`,
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`API process on ${port} exited with ${code}:\n${output}`);
  });
  processes.push(child);
  return child;
}

/** Until the process answers its health check (polled from an address of its own, outside the limits). */
async function ready(url: string, child: ChildProcess): Promise<void> {
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the API process on ${url} exited with ${child.exitCode}`);
      const response = await fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': '10.9.9.9' } });
      if (!response.ok) throw new Error(`the API process on ${url} answered ${response.status}`);
    },
    { timeout: 90_000, interval: 200 },
  );
}

beforeAll(async () => {
  const fresh = await freshDatabaseSettings();
  if (fresh.settings.kind !== 'postgres') throw new Error('This file needs TEST_DATABASE_URL (a PostgreSQL server).');
  dispose = fresh.dispose;
  databaseUrl = fresh.settings.url;

  // An offer about to expire, made through the API in this process before the two start.
  const app = await buildApp(testConfig({ database: fresh.settings }));
  await seedReferenceData(app.deps.db);
  await seedDemoAccounts(app.deps.db, DEMO_PASSWORD);
  const support = await login(app, 'support@demo.imole.ng', DEMO_PASSWORD);
  const priced = await pricedQuote(app, await seedIds(app.deps.db), support.token, 'two-processes@example.com');
  expiringQuoteId = priced.quoteId;
  customerId = priced.customer.user.id;
  await app.deps.db
    .updateTable('quote')
    .set({ expires_at: new Date(Date.now() + 24 * 60 * 60 * 1000) })
    .where('id', '=', expiringQuoteId)
    .execute();
  await app.close();

  database = await openDatabase(fresh.settings);
  const [a, b] = [await freePort(), await freePort()];
  urls = [`http://127.0.0.1:${a}`, `http://127.0.0.1:${b}`];
  await Promise.all([ready(urls[0], startApi(a)), ready(urls[1], startApi(b))]);
}, 240_000);

afterAll(async () => {
  await Promise.all(
    processes.map(async (child) => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }),
  );
  await database?.close();
  await dispose?.();
});

describe('two API processes on one PostgreSQL', () => {
  it('hold a route’s own limit (the password-reset request, as log-in) between them', async () => {
    // The password-reset request has the limit of its own that log-in has (30 a minute an address). A different
    // e-mail each time: the database's own throttles (codes an e-mail, codes a network) are not what is tested here.
    let tries = 0;
    const resetRequest = (url: string, from = '10.1.2.3') =>
      fetch(`${url}/api/ClientUser/ResetPasswordRequest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email: `nobody.${++tries}@example.com` }),
      });
    // The route's limit answers "Too many requests…"; the codes' own cap from one network (20 a day,
    // docs/accounts.md) answers its own 429 along the way, and is not what is counted here.
    const routeLimited = async (response: Response) =>
      response.status === 429 && /^Too many requests\./.test(((await response.json()) as { message: string }).message);
    const answers: boolean[] = [];
    for (let i = 0; i < LOGIN_PER_MINUTE; i++)
      answers.push(await routeLimited(await resetRequest(urls[i % 2 === 0 ? 0 : 1])));
    expect(answers.filter(Boolean)).toEqual([]);
    const over = await resetRequest(urls[1]);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(/^Too many requests\. Please wait/);
    expect((await resetRequest(urls[0])).status).toBe(429);
    // Another client is not held back by this one.
    expect((await resetRequest(urls[0], '10.1.2.4')).status).not.toBe(429);
  });

  it('show a catalogue change made through one in the other’s next answer', async () => {
    const packages = async (url: string) => {
      const response = await fetch(`${url}/api/Product/GetWebProducts?key=demo-public-key`, {
        headers: { 'x-forwarded-for': '10.1.2.5' },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { product: { id: number; oneOffPaymentCost: number } }[] }).data;
    };
    const before = await packages(urls[1]);
    const inverter = await database.db
      .selectFrom('component')
      .select(['id', 'name', 'category_id', 'unit_price_kobo'])
      .where('key', 'like', 'inverter%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const admin = (await (
      await fetch(`${urls[0]}/api/ClientUser/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.2.6' },
        body: JSON.stringify({ email: 'admin@demo.imole.ng', password: DEMO_PASSWORD }),
      })
    ).json()) as { token: string };
    const changed = await fetch(`${urls[0]}/api/Product/UpdateComponent`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.token}`,
        'x-forwarded-for': '10.1.2.6',
      },
      body: JSON.stringify({
        id: inverter.id,
        categoryId: inverter.category_id,
        name: inverter.name,
        unitPrice: inverter.unit_price_kobo / 100 + 1000,
      }),
    });
    expect(changed.status).toBe(200);

    // The other process keeps the catalogue version in memory and forgets it when PostgreSQL's notification of the
    // commit reaches it: milliseconds after the writer's answer, so the check allows it a moment.
    await vi.waitFor(
      async () => {
        const after = await packages(urls[1]);
        const rises = after.filter((item) => {
          const old = before.find((b) => b.product.id === item.product.id);
          return old !== undefined && item.product.oneOffPaymentCost === old.product.oneOffPaymentCost + 1000;
        });
        expect(rises.length).toBeGreaterThan(0);
      },
      { timeout: 1_000, interval: 10 },
    );
  });

  it('show a customer a write to their request in their very next answer, from either process', async () => {
    const signIn = (await (
      await fetch(`${urls[0]}/api/ClientUser/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.2.7' },
        body: JSON.stringify({ email: 'two-processes@example.com', password: 'Sunny-Roof-2026' }),
      })
    ).json()) as { token: string };
    const address = async (url: string) => {
      const response = await fetch(`${url}/api/Quote/GetQuoteRequest`, {
        headers: { authorization: `Bearer ${signIn.token}`, 'x-forwarded-for': '10.1.2.7' },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { quoteRequest: { address: string } }).quoteRequest.address;
    };
    // Both processes keep the view (quote-view.cache.ts); a write from elsewhere moves its stamp in the database,
    // so neither serves the kept one again: no waiting for a notification, unlike the catalogue above.
    const before = await address(urls[0]);
    expect(await address(urls[1])).toBe(before);
    await database.db
      .updateTable('quote_request')
      .set({ address: 'Plot 2, Two Processes Close' })
      .where('user_id', '=', customerId)
      .execute();
    expect(await address(urls[1])).toBe('Plot 2, Two Processes Close');
    expect(await address(urls[0])).toBe('Plot 2, Two Processes Close');
  });

  it('send a due reminder once, though both run the reminder job', async () => {
    // Both passes ran at start; one of them claimed the reminder. Wait for it to be there, then for both to stop.
    await vi.waitFor(
      async () => {
        const claimed = await database.db
          .selectFrom('reminder_sent')
          .select('subject_key')
          .where('event', '=', 'offer-expiring')
          .execute();
        expect(claimed).toHaveLength(1);
      },
      { timeout: 30_000, interval: 200 },
    );
    await Promise.all(
      processes.map(async (child) => {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }),
    );
    const notices = await database.db
      .selectFrom('notification')
      .select('title')
      .where('user_id', '=', customerId)
      .where('event', '=', 'offer-expiring')
      .execute();
    expect(notices).toEqual([{ title: 'Your offer is about to expire' }]);
    const mails = await database.db
      .selectFrom('outbox_message')
      .select('subject')
      .where('recipient', '=', 'two-processes@example.com')
      .where('subject', '=', 'Your offer is about to expire')
      .execute();
    expect(mails).toHaveLength(1);
  });
});
