import { UserRole } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/users/password.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedDemoAccounts, seedReferenceData } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: 'state' | 'lga' | 'bank' | 'employer' | 'component' | 'product' | 'product_component') =>
  Number(
    (
      await t.app.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seed', () => {
  it('is idempotent and keeps what staff changed since', async () => {
    const before = {
      state: await count('state'),
      lga: await count('lga'),
      bank: await count('bank'),
      component: await count('component'),
      product: await count('product'),
      product_component: await count('product_component'),
    };
    expect(before).toMatchObject({ state: 37, lga: 774 });
    expect(before.product).toBeGreaterThanOrEqual(6);

    const db = t.app.deps.db;
    const panel = await db
      .selectFrom('component')
      .select(['id', 'unit_price_kobo'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('component').set({ unit_price_kobo: 1_234_500 }).where('id', '=', panel.id).execute();

    await seedReferenceData(db);
    expect({
      state: await count('state'),
      lga: await count('lga'),
      bank: await count('bank'),
      component: await count('component'),
      product: await count('product'),
      product_component: await count('product_component'),
    }).toEqual(before);
    const after = await db
      .selectFrom('component')
      .select('unit_price_kobo')
      .where('id', '=', panel.id)
      .executeTakeFirstOrThrow();
    expect(after.unit_price_kobo).toBe(1_234_500);
  });

  it('links every starter package to a tubular battery that has a lithium alternative', async () => {
    const rows = await t.app.deps.db
      .selectFrom('product')
      .innerJoin('component', 'component.id', 'product.battery_component_id')
      .select(['product.name', 'component.lithium_alternative_id'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.lithium_alternative_id, row.name).not.toBeNull();
  });

  it('creates one demo account per role and resets their password to the one given', async () => {
    const accounts = await seedDemoAccounts(t.app.deps.db, 'first-demo-password');
    expect(accounts.map((a) => a.email)).toEqual([
      'customer@demo.imole.ng',
      'support@demo.imole.ng',
      'admin@demo.imole.ng',
      'engineer@demo.imole.ng',
      'agent@demo.imole.ng',
      'coordinator@demo.imole.ng',
      'bankofficer@demo.imole.ng',
    ]);
    await seedDemoAccounts(t.app.deps.db, 'second-demo-password');
    const users = await t.app.deps.db.selectFrom('app_user').selectAll().orderBy('id').execute();
    expect(users).toHaveLength(7);
    expect(users.map((u) => [u.user_role, u.is_engineer, u.is_coordinator])).toEqual([
      [UserRole.Customer, false, false],
      [UserRole.Support, false, false],
      [UserRole.Admin, false, false],
      [UserRole.Support, true, false],
      [UserRole.SalesAgent, false, false],
      [UserRole.SalesAgent, false, true],
      [UserRole.BankOfficer, false, false],
    ]);
    // The demo officer belongs to Sterling Bank (docs/banks.md).
    const sterling = await t.app.deps.db
      .selectFrom('financial_institution')
      .select('id')
      .where('code', '=', 'STERLING')
      .executeTakeFirstOrThrow();
    expect(users[6]!.financial_institution_id).toBe(sterling.id);
    const hash = users[0]!.password_hash!;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'second-demo-password')).toBe(true);
    expect(await verifyPassword(hash, 'first-demo-password')).toBe(false);
  });
});
