/**
 * LISTEN/NOTIFY on a PostgreSQL server, as each API process uses it for the catalogue version (docs/performance.md):
 * a listener that loses its connection says so at once (its owner stops trusting what it kept), and listens again.
 * Runs where TEST_DATABASE_URL names a PostgreSQL server (CI's second step); the embedded database has no connection
 * to lose.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { get } from '../test/session.ts';
import { recordStatements } from '../test/statements.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { freshDatabaseSettings } from '../test/database.ts';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabaseSettings();
  database = await openDatabase(fresh.settings);
  dispose = fresh.dispose;
});
afterAll(async () => {
  await database.close();
  await dispose();
});

const listeners = (channel: string, db = database.db) =>
  sql<{
    pid: number;
  }>`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${channel}`}`.execute(
    db,
  );

describe('a listener on the PostgreSQL server', () => {
  it('hears a notification sent by another connection', async () => {
    const heard: string[] = [];
    const listening = await database.listen('test_channel', () => heard.push('change'));
    onTestFinished(() => listening.close());
    expect(listening.live()).toBe(true);
    heard.length = 0;
    await sql`select pg_notify('test_channel', 'x')`.execute(database.db);
    await vi.waitFor(() => expect(heard).toEqual(['change']));
    await listening.close();
    expect(listening.live()).toBe(false);
  });

  it('says at once when its connection is lost, and listens again', async () => {
    let changes = 0;
    const listening = await database.listen('test_lost', () => (changes += 1));
    onTestFinished(() => listening.close());
    const { rows } = await listeners('test_lost');
    expect(rows).toHaveLength(1);
    changes = 0;
    await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(database.db);
    await vi.waitFor(() => expect(listening.live()).toBe(false));
    expect(changes).toBeGreaterThan(0);
    // A second later it has a new connection, and says so (whatever changed meanwhile was not heard).
    const lostAt = changes;
    await vi.waitFor(() => expect(listening.live()).toBe(true), { timeout: 5_000 });
    expect(changes).toBeGreaterThan(lostAt);
    // Counted before sending: the notification may reach the listener before the sender's statement returns.
    const before = changes;
    await sql`select pg_notify('test_lost', '')`.execute(database.db);
    await vi.waitFor(() => expect(changes).toBeGreaterThan(before), { timeout: 5_000 });
  });
});

describe('the package list of a process whose listener was cut off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the version row while it cannot hear, so a change made meanwhile is in the next answer', async () => {
    const packages = async () => {
      const { statusCode, body } = await get(t.app, '/api/Product/GetWebProducts?key=demo-public-key');
      expect(statusCode).toBe(200);
      return body.data as { product: { id: number; oneOffPaymentCost: number } }[];
    };
    const before = await packages();
    expect((await listeners('catalogue_version', t.app.deps.db)).rows.length).toBeGreaterThan(0);
    // Cut the listener off. Once the process has noticed (its next list reads the version row again), change
    // every component's price past the app, before it listens again (a second later).
    const admin = t.app.deps.db.withoutPlugins();
    await packages();
    const statements = recordStatements(t.app.deps.db);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN catalogue_version'`.execute(
      admin,
    );
    await vi.waitFor(async () => {
      statements.length = 0;
      await packages();
      expect(statements.join()).toContain('catalogue_version');
    });
    await sql`update component set unit_price_kobo = unit_price_kobo + 100`.execute(admin);
    const after = await packages();
    expect(after[0]!.product.oneOffPaymentCost).toBeGreaterThan(before[0]!.product.oneOffPaymentCost);
  });
});
