import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseSettings } from '../test/database.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { hasPendingMigrations, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabaseSettings();
  dispose = fresh.dispose;
  handle = await openDatabase(fresh.settings);
  await migrateToLatest(handle.db);
});

afterAll(async () => {
  await handle.close();
  await dispose();
});

describe('database', () => {
  it('lists every migration file in the migration index, in order', () => {
    const files = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((f) => /^\d{14}_[a-z0-9_]+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
  });

  it('applies every migration and reports none pending', async () => {
    expect(await hasPendingMigrations(handle.db)).toBe(false);
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('returns BIGINT kobo as a number and DATE as a calendar string', async () => {
    const row = await sql<{
      amount: number;
      day: string;
    }>`select 123456789012::bigint as amount, date '2026-11-22' as day`
      .execute(handle.db)
      .then((r) => r.rows[0]);
    expect(row).toEqual({ amount: 123_456_789_012, day: '2026-11-22' });
  });

  it('keeps a plain query issued during an open transaction out of that transaction', async () => {
    const { db } = handle;
    let outside: Promise<unknown> | undefined;
    const failure = new Error('roll the transaction back');

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('bank').values({ name: 'Inside Bank', code: 'IN1' }).execute();
        // Issued on the root handle while the transaction is open, and not awaited before the rollback.
        outside = db.insertInto('bank').values({ name: 'Outside Bank', code: 'OUT1' }).execute();
        await new Promise((resolve) => setImmediate(resolve));
        throw failure;
      }),
    ).rejects.toBe(failure);
    await outside;

    const names = await db.selectFrom('bank').select('name').where('code', 'in', ['IN1', 'OUT1']).execute();
    expect(names.map((r) => r.name)).toEqual(['Outside Bank']);
  });

  it('lets a transaction see its own writes and commits them', async () => {
    const { db } = handle;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('bank').values({ name: 'Committed Bank', code: 'CMT' }).execute();
      const seen = await trx.selectFrom('bank').select('name').where('code', '=', 'CMT').executeTakeFirst();
      expect(seen?.name).toBe('Committed Bank');
    });
    const after = await db.selectFrom('bank').select('name').where('code', '=', 'CMT').executeTakeFirst();
    expect(after?.name).toBe('Committed Bank');
  });
});
