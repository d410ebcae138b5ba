import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpCustomer(t.app, 'products@example.com')).token;
});
afterAll(() => t.close());

interface Item {
  product: {
    id: number;
    name: string;
    repaymentAmount: number;
    repaymentLength: number;
    initialPayment: number;
    oneOffPaymentCost: number;
    warrantyPeriod: number;
    hasSolarPanel: boolean;
  };
  productComponents: { name: string; quantity: number }[];
  componentIdToSwitch: number | null;
}

describe('Product/GetWebProducts', () => {
  it('lists packages with and without solar panels, priced, for the public key only', async () => {
    const refused = await get(t.app, '/api/Product/GetWebProducts?key=wrong');
    expect(refused).toMatchObject({ statusCode: 401, body: { message: 'This page needs a valid access key.' } });
    expect((await get(t.app, '/api/Product/GetWebProducts')).statusCode).toBe(401);

    const { statusCode, body } = await get(t.app, '/api/Product/GetWebProducts?key=demo-public-key');
    expect(statusCode).toBe(200);
    const items = body.data as Item[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.some((i) => i.product.hasSolarPanel)).toBe(true);
    expect(items.some((i) => !i.product.hasSolarPanel)).toBe(true);
    for (const item of items) {
      const p = item.product;
      expect(p.initialPayment).toBeGreaterThan(0);
      expect(p.initialPayment).toBeLessThan(p.oneOffPaymentCost);
      expect(Number.isInteger(p.repaymentAmount)).toBe(true); // whole naira
      // Paying monthly costs more than paying outright.
      expect(p.initialPayment + p.repaymentAmount * p.repaymentLength).toBeGreaterThan(p.oneOffPaymentCost);
      expect(item.componentIdToSwitch).not.toBeNull();
      expect(item.productComponents.length).toBeGreaterThan(1);
    }
  });
});

describe('Product/GetWebProducts revalidation', () => {
  const url = '/api/Product/GetWebProducts?key=demo-public-key';
  const ask = (ifNoneMatch?: string) =>
    t.app.inject({ method: 'GET', url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

  it('answers a bodiless 304 while the catalogue is unchanged, and the new list once it changes', async () => {
    const first = await ask();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"catalogue-\d+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const unchanged = await ask(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    // A list of tags, the strong form of ours, and `*` match; another version does not.
    expect((await ask(`"something-else", ${etag.slice(2)}`)).statusCode).toBe(304);
    expect((await ask('*')).statusCode).toBe(304);
    expect((await ask('W/"catalogue-0"')).statusCode).toBe(200);
    // The key is checked first: a 304 tells nothing to a caller without it.
    expect(
      (await t.app.inject({ url: '/api/Product/GetWebProducts?key=wrong', headers: { 'if-none-match': '*' } }))
        .statusCode,
    ).toBe(401);

    // Any catalogue write moves the version (a trigger), here a setting: the tag no longer matches.
    await t.app.deps.db
      .updateTable('setting')
      .set({ updated_at: new Date() })
      .where('key', '=', (await t.app.deps.db.selectFrom('setting').select('key').executeTakeFirstOrThrow()).key)
      .execute();
    const changed = await ask(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.length).toBeGreaterThan(0);
  });
});

describe('Product/GetWebProductById', () => {
  it('swaps the tubular battery for its lithium alternative, and the price follows', async () => {
    const list = (await get(t.app, '/api/Product/GetWebProducts?key=demo-public-key')).body.data as Item[];
    const item = list[0]!;
    const tubular = await get(t.app, `/api/Product/GetWebProductById?key=demo-public-key&ProductId=${item.product.id}`);
    expect(tubular.body.data).toEqual(item);
    const lithium = await get(
      t.app,
      `/api/Product/GetWebProductById?key=demo-public-key&ProductId=${item.product.id}&ComponentIdToRemove=${item.componentIdToSwitch}`,
    );
    expect(lithium.statusCode).toBe(200);
    const swapped = lithium.body.data as Item;
    expect(swapped.productComponents.map((c) => c.name).join()).toMatch(/lithium|LiFePO4/i);
    expect(swapped.product.oneOffPaymentCost).not.toBe(item.product.oneOffPaymentCost);
  });

  it('refuses an unknown package or a component that is not in it', async () => {
    expect(await get(t.app, '/api/Product/GetWebProductById?key=demo-public-key&ProductId=99999')).toMatchObject({
      statusCode: 404,
      body: { message: 'We could not find that package. Choose one from the list.' },
    });
    const list = (await get(t.app, '/api/Product/GetWebProducts?key=demo-public-key')).body.data as Item[];
    expect(
      (
        await get(
          t.app,
          `/api/Product/GetWebProductById?key=demo-public-key&ProductId=${list[0]!.product.id}&ComponentIdToRemove=99999`,
        )
      ).statusCode,
    ).toBe(400);
    expect((await get(t.app, '/api/Product/GetWebProductById?key=demo-public-key')).body.message).toBe(
      'Choose a package',
    );
  });
});

describe('signed-in product calls', () => {
  it('lists packages and components by category', async () => {
    expect((await get(t.app, '/api/Product/GetProducts', token)).body.data.length).toBeGreaterThanOrEqual(6);
    expect((await get(t.app, '/api/Product/GetProductsAsyncSwitchable', token)).statusCode).toBe(200);
    const categories = (await get(t.app, '/api/Product/InstallationComponentsByCategoryWithoutImage', token)).body
      .data as {
      categoryName: string;
      data: { id: number; name: string; unitPrice: number }[];
    }[];
    expect(categories.map((c) => c.categoryName)).toEqual([
      'Solar panels',
      'Inverters',
      'Tubular batteries',
      'Lithium batteries',
      'Charge controllers',
      'Panel cable',
      'Breakers and protection',
      'Installation kit',
    ]);
    for (const c of categories) expect(c.data.length).toBeGreaterThan(0);
  });
});
