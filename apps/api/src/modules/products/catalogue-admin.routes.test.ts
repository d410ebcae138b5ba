import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, login, post } from '../../test/session.ts';

let t: TestApp;
let admin: string;
let support: string;
const PASSWORD = 'Catalogue-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
});
afterAll(() => t.close());

describe('packages and prices', () => {
  it('shows a package with its lines and a repayment preview', async () => {
    const first = (await get(t.app, '/api/Product/GetProducts', support)).body.data[0];
    const detail = (await get(t.app, `/api/Product/GetProductWithRelatedProperties?id=${first.product.id}`, support))
      .body.data;
    expect(detail.product).toEqual(first.product);
    expect(detail.components.length).toBeGreaterThan(1);
    const preview = (
      await get(t.app, `/api/Transaction/GenerateProductRepayments?productId=${first.product.id}`, support)
    ).body;
    expect(preview.product).toMatchObject({
      id: first.product.id,
      contributionPecentage: 30,
      repaymentAmount: first.product.repaymentAmount,
    });
    expect(preview.generalRepayment).toHaveLength(first.product.repaymentLength);
  });

  it('lets an admin create a package and change a price, audited; support may not', async () => {
    const categories = (await get(t.app, '/api/Product/InstallationComponentsByCategoryWithoutImage', admin)).body.data;
    const inverter = categories.find((c: { categoryName: string }) => c.categoryName === 'Inverters').data[0];
    const battery = categories.find((c: { categoryName: string }) => c.categoryName === 'Tubular batteries').data[0];
    const body = {
      name: 'Backup Mini 1kVA',
      description: 'A small inverter and one battery for lights, fans and a TV.',
      hasSolarPanel: false,
      warrantyMonths: 12,
      repaymentLengthMonths: 6,
      installationCost: 40_000,
      transportCost: 10_000,
      components: [
        { componentId: inverter.id, quantity: 1 },
        { componentId: battery.id, quantity: 1 },
      ],
    };
    expect((await post(t.app, '/api/Product/CreateProduct', body, support)).statusCode).toBe(403);
    expect(
      (await post(t.app, '/api/Product/CreateProduct', { ...body, installationCost: -1 }, admin)).body.message,
    ).toBe('The installation cost cannot be negative');
    const created = await post(t.app, '/api/Product/CreateProduct', body, admin);
    expect(created.statusCode).toBe(200);
    const item = (await get(t.app, `/api/Product/GetProductWithRelatedProperties?id=${created.body.data.id}`, admin))
      .body.data;
    expect(item.product.oneOffPaymentCost).toBe(inverter.unitPrice + battery.unitPrice + 50_000);
    expect(item.componentIdToSwitch).toBe(battery.id);

    const component = await post(
      t.app,
      '/api/Product/UpdateComponent',
      {
        id: inverter.id,
        categoryId: (
          await t.app.deps.db
            .selectFrom('component')
            .select('category_id')
            .where('id', '=', inverter.id)
            .executeTakeFirstOrThrow()
        ).category_id,
        name: inverter.name,
        unitPrice: inverter.unitPrice + 1000,
      },
      admin,
    );
    expect(component.statusCode).toBe(200);
    const repriced = (
      await get(t.app, `/api/Product/GetProductWithRelatedProperties?id=${created.body.data.id}`, admin)
    ).body.data;
    expect(repriced.product.oneOffPaymentCost).toBe(item.product.oneOffPaymentCost + 1000);
    const trail = await t.app.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', 'in', ['product', 'component'])
      .execute();
    expect(trail.map((r) => r.action)).toEqual(['product.created', 'component.updated']);
    expect((await post(t.app, '/api/Product/CreateComponentCategory', { name: 'Inverters' }, admin)).statusCode).toBe(
      409,
    );
  });
});
