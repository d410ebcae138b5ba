/**
 * The domain-event bus on a real database: `within` handlers commit with the change or roll back with it,
 * `afterCommit` handlers run only after a commit and can never undo it, and an event recorded outside
 * `events.transaction` is refused.
 */
import { kobo } from '@imole/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { createDomainEvents, type DomainEvent } from './events.ts';
import { freshDatabaseSettings } from './test/database.ts';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabaseSettings();
  dispose = fresh.dispose;
  database = await openDatabase(fresh.settings);
  await sql`create table event_probe (id serial primary key, what text not null)`.execute(database.db);
});
afterAll(async () => {
  await database.close();
  await dispose();
});

const priced = (quoteId: number): DomainEvent => ({
  type: 'quote.priced',
  quoteId,
  customerId: 1,
  referenceNo: 'QR-TEST',
  totalKobo: kobo(100_000_00),
  smallestDownPaymentKobo: null,
});

async function probes(): Promise<string[]> {
  const { rows } = await sql<{ what: string }>`select what from event_probe order by id`.execute(database.db);
  return rows.map((r) => r.what);
}

const silentLog = () => {
  const errors: unknown[] = [];
  return { errors, log: { error: (...args: unknown[]) => void errors.push(args) } };
};

describe('domain events', () => {
  it('runs within-handlers in the transaction and after-commit handlers once it has committed', async () => {
    await sql`truncate event_probe`.execute(database.db);
    const { log } = silentLog();
    const events = createDomainEvents(database.db, log);
    const seenAfterCommit: string[][] = [];
    events.on('quote.priced', {
      async within(trx, event) {
        await sql`insert into event_probe (what) values (${`within ${event.quoteId}`})`.execute(trx);
      },
      async afterCommit() {
        // What another connection sees: the change and the within-handler's row, committed.
        seenAfterCommit.push(await probes());
      },
    });
    await events.transaction(async (trx) => {
      await sql`insert into event_probe (what) values ('change')`.execute(trx);
      await events.record(trx, priced(7));
    });
    expect(await probes()).toEqual(['change', 'within 7']);
    expect(seenAfterCommit).toEqual([['change', 'within 7']]);
  });

  it('rolls the change back with a failing within-handler, and runs no after-commit handler', async () => {
    await sql`truncate event_probe`.execute(database.db);
    const { log } = silentLog();
    const events = createDomainEvents(database.db, log);
    let afterCommits = 0;
    events.on('quote.priced', {
      async within() {
        throw new Error('the notice could not be written');
      },
      async afterCommit() {
        afterCommits += 1;
      },
    });
    await expect(
      events.transaction(async (trx) => {
        await sql`insert into event_probe (what) values ('change')`.execute(trx);
        await events.record(trx, priced(8));
      }),
    ).rejects.toThrow('the notice could not be written');
    expect(await probes()).toEqual([]);
    expect(afterCommits).toBe(0);
  });

  it('keeps the change when an after-commit handler fails, and logs the failure', async () => {
    await sql`truncate event_probe`.execute(database.db);
    const { errors, log } = silentLog();
    const events = createDomainEvents(database.db, log);
    const delivered: number[] = [];
    events.on('quote.priced', {
      async afterCommit() {
        throw new Error('the SMS provider is down');
      },
    });
    events.on('quote.priced', {
      async afterCommit(event) {
        delivered.push(event.quoteId);
      },
    });
    const result = await events.transaction(async (trx) => {
      await sql`insert into event_probe (what) values ('change')`.execute(trx);
      await events.record(trx, priced(9));
      return 'done';
    });
    expect(result).toBe('done');
    expect(await probes()).toEqual(['change']);
    expect(delivered).toEqual([9]);
    expect(errors).toHaveLength(1);
  });

  it('refuses an event recorded in a transaction it did not open', async () => {
    const { log } = silentLog();
    const events = createDomainEvents(database.db, log);
    await expect(database.db.transaction().execute((trx) => events.record(trx, priced(10)))).rejects.toThrow(
      'recorded outside events.transaction()',
    );
  });
});
