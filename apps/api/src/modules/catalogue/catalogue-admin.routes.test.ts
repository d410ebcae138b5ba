import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { loadSettings } from '../settings/settings.service.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, login, post } from '../../test/session.ts';

let t: TestApp;
let admin: string;
let support: string;
let engineer: string;
let agent: string;
let customer: string;
const PASSWORD = 'Catalogue-tests-1';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  engineer = (await login(t.app, 'engineer@demo.imole.ng', PASSWORD)).token;
  agent = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).token;
  customer = (await login(t.app, 'customer@demo.imole.ng', PASSWORD)).token;
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

  it('creates a category once when the same name is sent several times at once: the others are 409, never 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(t.app, '/api/Product/CreateComponentCategory', { name: 'Cable trays' }, admin),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.body.message).toMatch(
        /^(That category already exists\.|The same thing was just saved by someone else\.)/,
      );
    const rows = await t.app.deps.db
      .selectFrom('component_category')
      .select('id')
      .where('name', '=', 'Cable trays')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lists every package for support and engineers, withdrawn ones too, with costs and battery type', async () => {
    const { data: catalogue } = (await get(t.app, '/api/Product/GetComponentCatalogue', admin)).body;
    const inverters = catalogue.find((c: { name: string }) => c.name === 'Inverters');
    const lithium = catalogue.find((c: { name: string }) => c.name === 'Lithium batteries');
    const body = {
      name: 'Withdrawn Lithium 1.5kVA',
      description: 'An inverter and a lithium battery, no longer sold.',
      hasSolarPanel: false,
      warrantyMonths: 6,
      repaymentLengthMonths: 3,
      installationCost: 0,
      transportCost: 0,
      isActive: false,
      components: [
        { componentId: inverters.components[0].id, quantity: 1 },
        { componentId: lithium.components[0].id, quantity: 2 },
      ],
    };
    const { id } = (await post(t.app, '/api/Product/CreateProduct', body, admin)).body.data;

    const all = (await get(t.app, '/api/Product/GetAllProducts', support)).body.data;
    const withdrawn = all.find((p: { product: { id: number } }) => p.product.id === id);
    expect(withdrawn).toMatchObject({ isActive: false, batteryType: 'lithium', installationCost: 0 });
    expect(withdrawn.product.oneOffPaymentCost).toBe(
      inverters.components[0].unitPrice + 2 * lithium.components[0].unitPrice,
    );
    // Active packages first; the customer's list leaves the withdrawn one out.
    expect(all.at(-1).product.id).toBe(id);
    expect(all[0]).toMatchObject({ isActive: true, batteryType: 'tubular' });
    const forCustomers = (await get(t.app, '/api/Product/GetProducts', support)).body.data;
    expect(forCustomers.some((p: { product: { id: number } }) => p.product.id === id)).toBe(false);
    expect(all).toHaveLength(forCustomers.length + 1);
    expect((await get(t.app, '/api/Product/GetAllProducts', engineer)).statusCode).toBe(200);
    expect((await get(t.app, '/api/Product/GetAllProducts', agent)).statusCode).toBe(403);
    expect((await get(t.app, '/api/Product/GetAllProducts', customer)).statusCode).toBe(403);

    // Staff open a withdrawn package and its preview (to bring it back); agents sell active ones only.
    const detail = await get(t.app, `/api/Product/GetProductWithRelatedProperties?id=${id}`, support);
    expect(detail.body.data).toMatchObject({ isActive: false, batteryType: 'lithium' });
    expect(detail.body.data.components.map((c: { quantity: number }) => c.quantity)).toEqual([1, 2]);
    expect((await get(t.app, `/api/Transaction/GenerateProductRepayments?productId=${id}`, admin)).statusCode).toBe(
      200,
    );
    const forAgent = await get(t.app, `/api/Product/GetProductWithRelatedProperties?id=${id}`, agent);
    expect(forAgent.statusCode).toBe(404);
    expect(forAgent.body.message).toBe('We could not find that package. Choose one from the list.');
  });

  it('previews every down-payment option and the schedule of the one asked for', async () => {
    const first = (await get(t.app, '/api/Product/GetProducts', support)).body.data[0].product;
    const url = `/api/Transaction/GenerateProductRepayments?productId=${first.id}`;
    const preview = (await get(t.app, url, support)).body;
    const offered = [...(await loadSettings(t.app.deps.db)).equityPercentages].sort((a, b) => a - b);
    expect(offered.length).toBeGreaterThan(2);
    expect(preview.options.map((o: { equityPecentage: number }) => o.equityPecentage)).toEqual(offered);
    expect(preview.effectiveAnnualRate).toBeGreaterThan(0);
    expect(preview.product.oneOffPaymentCost).toBe(first.oneOffPaymentCost);
    const [lowest, , half] = preview.options;
    expect(lowest).toMatchObject({
      equityPayment: first.initialPayment,
      monthlyRepayment: first.repaymentAmount,
      repaymentDuration: first.repaymentLength,
    });
    for (const option of preview.options) {
      // The planned instalments' total (docs/finance.md): never more than monthly × months, within one month of it.
      const instalments = option.totalRepayable - option.equityPayment;
      expect(instalments).toBeLessThanOrEqual(option.monthlyRepayment * option.repaymentDuration);
      expect(instalments).toBeGreaterThan(option.monthlyRepayment * (option.repaymentDuration - 1));
      expect(option.costOfCredit).toBe(option.totalRepayable - first.oneOffPaymentCost);
    }

    const chosen = (await get(t.app, `${url}&EquityPecentage=${half.equityPecentage}`, support)).body;
    expect(chosen.product).toMatchObject({
      contributionPecentage: half.equityPecentage,
      initialPayment: half.equityPayment,
      repaymentAmount: half.monthlyRepayment,
    });
    expect(chosen.generalRepayment).toHaveLength(first.repaymentLength);
    const repaid = chosen.generalRepayment.reduce(
      (sum: number, row: { totalRepayment: number }) => sum + row.totalRepayment * 100,
      0,
    );
    // The schedule pays off what is financed plus the interest, to the kobo (its last row takes what is left).
    expect(Math.round(repaid)).toBeLessThanOrEqual(Math.round(half.monthlyRepayment * half.repaymentDuration * 100));
    expect(chosen.generalRepayment[0].totalRepayment).toBe(half.monthlyRepayment);

    const refused = await get(t.app, `${url}&EquityPecentage=${offered[0]! + 1}`, support);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(`Choose one of the offered down payments: ${offered.join('%, ')}%.`);
  });

  it('gives support and admins the components with prices, withdrawn ones too; only admins change them', async () => {
    const category = await post(t.app, '/api/Product/CreateComponentCategory', { name: 'Surge protectors' }, admin);
    expect(category.statusCode).toBe(200);
    const body = {
      categoryId: category.body.data.id,
      name: '40 kA surge protection device',
      unitPrice: 18_500.5,
      powerWatts: null,
      capacityWh: null,
    };
    expect((await post(t.app, '/api/Product/CreateComponent', body, support)).statusCode).toBe(403);
    const created = (await post(t.app, '/api/Product/CreateComponent', body, admin)).body.data;
    expect(
      (await post(t.app, '/api/Product/UpdateComponent', { ...body, id: created.id, isActive: false }, admin))
        .statusCode,
    ).toBe(200);

    const catalogue = await get(t.app, '/api/Product/GetComponentCatalogue', support);
    expect(catalogue.statusCode).toBe(200);
    const surge = catalogue.body.data.find((c: { id: number }) => c.id === category.body.data.id);
    expect(surge.components).toEqual([
      {
        id: created.id,
        name: '40 kA surge protection device',
        unitPrice: 18_500.5,
        powerWatts: null,
        capacityWh: null,
        isActive: false,
        lithiumAlternativeId: null,
      },
    ]);
    expect(surge.key).toBe('surge-protectors');
    const tubular = catalogue.body.data.find((c: { key: string }) => c.key === 'tubular-batteries');
    expect(tubular.name).toBe('Tubular batteries');
    expect(tubular.components[0]).toMatchObject({ isActive: true, capacityWh: expect.any(Number) });
    expect(tubular.components[0].lithiumAlternativeId).not.toBeNull();
    expect((await get(t.app, '/api/Product/GetComponentCatalogue', agent)).statusCode).toBe(403);

    const trail = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'component')
      .where('entity_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual(['component.created', 'component.updated']);
  });

  it('lets an admin rename a category, audited, keeping its key; refuses a clash, an empty name or an unknown id', async () => {
    const { data: before } = (await get(t.app, '/api/Product/GetComponentCatalogue', admin)).body;
    const tubular = before.find((c: { key: string }) => c.key === 'tubular-batteries');
    const inverters = before.find((c: { key: string }) => c.key === 'inverters');
    const rename = (body: object, token = admin) => post(t.app, '/api/Product/UpdateComponentCategory', body, token);
    const name = async (id: number) =>
      (
        await t.app.deps.db
          .selectFrom('component_category')
          .select(['name', 'key'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).name;

    // Refusals change nothing.
    for (const token of [support, engineer, agent, customer])
      expect((await rename({ id: tubular.id, name: 'Batteries' }, token)).statusCode).toBe(403);
    expect(await rename({ id: tubular.id, name: '  ' })).toMatchObject({
      statusCode: 400,
      body: { message: 'Enter the category name' },
    });
    expect(await rename({ id: tubular.id })).toMatchObject({
      statusCode: 400,
      body: { message: 'Enter the category name' },
    });
    expect(await rename({ name: 'Batteries' })).toMatchObject({
      statusCode: 400,
      body: { message: 'Choose the category' },
    });
    expect(await rename({ id: 99_999, name: 'Batteries' })).toMatchObject({
      statusCode: 404,
      body: { message: 'We could not find that category.' },
    });
    for (const clash of ['Inverters', 'INVERTERS', 'inverters!'])
      expect(await rename({ id: tubular.id, name: clash })).toMatchObject({
        statusCode: 409,
        body: { message: 'That category already exists.' },
      });
    expect(await name(tubular.id)).toBe('Tubular batteries');
    expect(await name(inverters.id)).toBe('Inverters');

    const renamed = await rename({ id: tubular.id, name: '  Tubular (lead-acid) batteries ' });
    expect(renamed).toMatchObject({
      statusCode: 200,
      body: { message: 'Category renamed.', data: { id: tubular.id } },
    });
    const { data: after } = (await get(t.app, '/api/Product/GetComponentCatalogue', support)).body;
    const now = after.find((c: { id: number }) => c.id === tubular.id);
    // The key stays: the code reads it (a package's battery type, the lithium swap).
    expect(now).toMatchObject({ key: 'tubular-batteries', name: 'Tubular (lead-acid) batteries' });
    expect(now.components).toEqual(tubular.components);
    const list = (await get(t.app, '/api/Product/InstallationComponentsByCategoryWithoutImage', admin)).body.data;
    expect(list.map((c: { categoryName: string }) => c.categoryName)).toContain('Tubular (lead-acid) batteries');
    // Its own name in another case is not a clash.
    expect((await rename({ id: tubular.id, name: 'TUBULAR (lead-acid) batteries' })).statusCode).toBe(200);

    const trail = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'before', 'after'])
      .where('entity', '=', 'component_category')
      .where('entity_id', '=', tubular.id)
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      {
        action: 'category.updated',
        actor_user_id: expect.any(Number),
        before: { name: 'Tubular batteries' },
        after: { name: 'Tubular (lead-acid) batteries' },
      },
      {
        action: 'category.updated',
        actor_user_id: expect.any(Number),
        before: { name: 'Tubular (lead-acid) batteries' },
        after: { name: 'TUBULAR (lead-acid) batteries' },
      },
    ]);
    // Back as it was, for the other tests.
    expect((await rename({ id: tubular.id, name: 'Tubular batteries' })).statusCode).toBe(200);
  });

  it('answers a mistyped package with a sentence', async () => {
    const base = {
      name: 'Typo Package',
      description: 'A package with a mistake in it somewhere.',
      hasSolarPanel: false,
      warrantyMonths: 12,
      repaymentLengthMonths: 6,
      installationCost: 0,
      transportCost: 0,
      components: [{ componentId: 1, quantity: 1 }],
    };
    const message = async (change: object) =>
      (await post(t.app, '/api/Product/CreateProduct', { ...base, ...change }, admin)).body.message;
    expect(await message({ warrantyMonths: -1 })).toBe('The warranty cannot be negative');
    expect(await message({ repaymentLengthMonths: 61 })).toBe('The plan length must be between 1 and 60 months');
    expect(await message({ components: [{ componentId: 1, quantity: 0 }] })).toBe('Please add quantity');
    expect(await message({ components: [] })).toBe('Add at least one component');
    // The customer's rules hold for a package too (issue 19): costs in whole naira, panel cable 20 yards at least.
    expect(await message({ transportCost: 15_000.5 })).toBe('Enter the transport cost in whole naira, without kobo.');
    expect(await message({ installationCost: 0.5 })).toBe('Enter the installation cost in whole naira, without kobo.');
    const cable = await t.app.deps.db
      .selectFrom('component')
      .innerJoin('component_category', 'component_category.id', 'component.category_id')
      .select('component.id')
      .where('component_category.key', '=', 'panel-cable')
      .executeTakeFirstOrThrow();
    expect(await message({ components: [{ componentId: cable.id, quantity: 5 }] })).toBe(
      'Panel cable can only be a minimum of 20 yards',
    );
  });
});
