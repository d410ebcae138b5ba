import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get } from '../../test/session.ts';
import { recordStatements } from '../../test/statements.ts';
import { productService } from './product.service.ts';

// GetWebProducts is served from a cache keyed on the catalogue's version, kept in memory while the process hears the
// version's notifications (docs/performance.md). These tests change the catalogue straight in the database, through
// the app's handle (a write of this process) or past it (as another process or a script would), and expect the next
// call to see it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  product: { id: number; name: string; oneOffPaymentCost: number; initialPayment: number; repaymentAmount: number };
  productComponents: { name: string; quantity: number; componentId: number }[];
}
const webProducts = async () => {
  const { statusCode, body } = await get(t.app, '/api/Product/GetWebProducts?key=demo-public-key');
  expect(statusCode).toBe(200);
  return body.data as Item[];
};

describe('the package list cache', () => {
  it('answers the same list until the catalogue changes', async () => {
    const first = await webProducts();
    expect(await webProducts()).toEqual(first);
    expect(first[0]!.product).not.toHaveProperty('is_web');
  });

  it('answers JSON, compressed for a client that asks', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/Product/GetWebProducts?key=demo-public-key' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/Product/GetWebProducts?key=demo-public-key',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('answers from memory: once the list is known, a call runs no statement', async () => {
    await webProducts();
    const statements = recordStatements(t.app.deps.db);
    await webProducts();
    await webProducts();
    expect(statements).toEqual([]);
  });

  it('follows a price changed past this process (a script, another process) when the notification arrives', async () => {
    const before = (await webProducts())[0]!;
    const line = before.productComponents[0]!;
    await sql`update component set unit_price_kobo = unit_price_kobo + 50000 where id = ${line.componentId}`.execute(
      t.app.deps.db.withoutPlugins(),
    );
    // PostgreSQL delivers the notification when the write commits; it reaches this process a moment later.
    await vi.waitFor(
      async () => {
        const after = (await webProducts()).find((i) => i.product.id === before.product.id)!;
        expect(after.product.oneOffPaymentCost).toBe(before.product.oneOffPaymentCost + 500 * line.quantity);
      },
      { timeout: 2_000, interval: 20 },
    );
  });

  it('follows a component price changed by any writer at once', async () => {
    const before = (await webProducts())[0]!;
    const line = before.productComponents[0]!;
    await sql`update component set unit_price_kobo = unit_price_kobo + 100000 where id = ${line.componentId}`.execute(
      t.app.deps.db,
    );
    const after = (await webProducts()).find((i) => i.product.id === before.product.id)!;
    expect(after.product.oneOffPaymentCost).toBe(before.product.oneOffPaymentCost + 1000 * line.quantity);
  });

  it('follows packages taken off the web and put back', async () => {
    const [first] = await webProducts();
    await sql`update product set is_web = false where id = ${first!.product.id}`.execute(t.app.deps.db);
    expect((await webProducts()).map((i) => i.product.id)).not.toContain(first!.product.id);
    await sql`update product set is_web = true where id = ${first!.product.id}`.execute(t.app.deps.db);
    expect((await webProducts()).map((i) => i.product.id)).toContain(first!.product.id);
  });

  it('follows a settings change: the down payment follows the lowest equity percentage', async () => {
    const before = (await webProducts())[0]!;
    await sql`insert into setting (key, value) values ('equityPercentages', ${JSON.stringify([50, 60])})
      on conflict (key) do update set value = excluded.value`.execute(t.app.deps.db);
    const after = (await webProducts()).find((i) => i.product.id === before.product.id)!;
    expect(after.product.initialPayment).toBe(Math.ceil(before.product.oneOffPaymentCost * 0.5));
    expect(after.product.initialPayment).toBeGreaterThan(before.product.initialPayment);
  });

  it('is not filled from a transaction that rolls back', async () => {
    const before = await webProducts();
    const id = before[0]!.productComponents[0]!.componentId;
    const inside = await t.app.deps.db
      .transaction()
      .execute(async (trx) => {
        await sql`update component set unit_price_kobo = unit_price_kobo * 2 where id = ${id}`.execute(trx);
        const seen = await productService(trx).list(true);
        throw Object.assign(new Error('roll back'), { seen });
      })
      .catch((error: { seen: Item[] }) => error.seen);
    expect(inside[0]!.product.oneOffPaymentCost).toBeGreaterThan(before[0]!.product.oneOffPaymentCost);
    expect(await webProducts()).toEqual(before);
  });
});
