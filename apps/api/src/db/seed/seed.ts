import { randomBytes } from 'node:crypto';
import { defaultSettings, UserRole } from '@imole/domain';
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { insertMissingSettings } from '../../modules/settings/index.ts';
import { hashPassword } from '../../modules/users/index.ts';
import { banks, categories, components, employers, financialInstitutions, packages, states } from './data/index.ts';

/**
 * Reference data: idempotent, and it never overwrites what staff have since edited (prices, names): a row that
 * exists is left alone.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertMissingSettings(trx, defaultSettings);
    await trx
      .insertInto('state')
      .values(states.map((s) => ({ title: s.title, peak_sun_hours: s.peakSunHours })))
      .onConflict((oc) => oc.column('title').doNothing())
      .execute();
    const stateIds = new Map(
      (await trx.selectFrom('state').select(['id', 'title']).execute()).map((s) => [s.title, s.id]),
    );
    await trx
      .insertInto('lga')
      .values(states.flatMap((s) => s.lgas.map((title) => ({ state_id: stateIds.get(s.title)!, title }))))
      .onConflict((oc) => oc.columns(['state_id', 'title']).doNothing())
      .execute();

    await trx
      .insertInto('bank')
      .values([...banks])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('employer')
      .values(employers.map((e) => ({ name: e.name, email_domain: e.emailDomain, validate_email: e.validateEmail })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await trx
      .insertInto('financial_institution')
      .values(financialInstitutions.map((f) => ({ name: f.name, code: f.code, email_domain: f.emailDomain })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('component_category')
      .values(categories.map((c) => ({ key: c.key, name: c.name, sort_order: c.sortOrder })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const categoryIds = new Map(
      (await trx.selectFrom('component_category').select(['id', 'key']).execute()).map((c) => [c.key, c.id]),
    );
    await trx
      .insertInto('component')
      .values(
        components.map((c) => ({
          key: c.key,
          category_id: categoryIds.get(c.categoryKey)!,
          name: c.name,
          unit_price_kobo: c.unitPriceKobo,
          power_watts: c.powerWatts,
          capacity_wh: c.capacityWh,
        })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const componentIds = new Map(
      (await trx.selectFrom('component').select(['id', 'key']).where('key', 'is not', null).execute()).map((c) => [
        c.key!,
        c.id,
      ]),
    );
    for (const c of components) {
      if (!c.lithiumAlternativeKey) continue;
      await trx
        .updateTable('component')
        .set({ lithium_alternative_id: componentIds.get(c.lithiumAlternativeKey)! })
        .where('key', '=', c.key)
        .where('lithium_alternative_id', 'is', null)
        .execute();
    }

    for (const p of packages) {
      const inserted = await trx
        .insertInto('product')
        .values({
          key: p.key,
          name: p.name,
          description: p.description,
          has_solar_panel: p.hasSolarPanel,
          warranty_months: p.warrantyMonths,
          repayment_length_months: p.repaymentLengthMonths,
          installation_cost_kobo: p.installationCostKobo,
          transport_cost_kobo: p.transportCostKobo,
          battery_component_id: componentIds.get(p.batteryComponentKey)!,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      await trx
        .insertInto('product_component')
        .values(
          p.components.map((line) => ({
            product_id: inserted.id,
            component_id: componentIds.get(line.componentKey)!,
            quantity: line.quantity,
          })),
        )
        .execute();
    }
  });
}

export interface DemoAccount {
  role: string;
  email: string;
}

const DEMO_ACCOUNTS = [
  { role: 'customer', firstname: 'Adaeze', lastname: 'Okafor', phone: '08030000001', userRole: UserRole.Customer },
  { role: 'support', firstname: 'Tunde', lastname: 'Bakare', phone: '08030000002', userRole: UserRole.Support },
  { role: 'admin', firstname: 'Ngozi', lastname: 'Eze', phone: '08030000003', userRole: UserRole.Admin },
  {
    role: 'engineer',
    firstname: 'Ibrahim',
    lastname: 'Musa',
    phone: '08030000004',
    userRole: UserRole.Support,
    isEngineer: true,
  },
  { role: 'agent', firstname: 'Kemi', lastname: 'Adeyemi', phone: '08030000005', userRole: UserRole.SalesAgent },
  {
    role: 'coordinator',
    firstname: 'Emeka',
    lastname: 'Nwosu',
    phone: '08030000006',
    userRole: UserRole.SalesAgent,
    isCoordinator: true,
  },
  // A partner bank's loan officer, of Sterling Bank (docs/banks.md "The bank's side").
  {
    role: 'bankofficer',
    firstname: 'Folake',
    lastname: 'Adebayo',
    phone: '08030000007',
    userRole: UserRole.BankOfficer,
    bankCode: 'STERLING',
  },
] as const;

export function generateDemoPassword(): string {
  return `Imole-${randomBytes(9).toString('base64url')}`;
}

/**
 * One active, confirmed account per role at <role>@demo.imole.ng. Their password is set to `password` on every call
 * (DEMO_PASSWORD, or one generated at start and printed), so the printed password is always the one that works.
 * Never called in production.
 */
export async function seedDemoAccounts(db: Db, password: string): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  for (const account of DEMO_ACCOUNTS) {
    const email = `${account.role}@demo.imole.ng`;
    await db
      .insertInto('app_user')
      .values({
        username: email,
        firstname: account.firstname,
        lastname: account.lastname,
        email,
        phone_number: account.phone,
        password_hash: passwordHash,
        user_role: account.userRole,
        is_active: true,
        is_engineer: 'isEngineer' in account,
        is_coordinator: 'isCoordinator' in account,
        financial_institution_id:
          'bankCode' in account
            ? db
                .selectFrom('financial_institution')
                .select('id')
                .where(sql<string>`lower(code)`, '=', account.bankCode.toLowerCase())
            : null,
        is_first_time_user: false,
        email_confirmed_at: now,
        phone_confirmed_at: now,
        is_demo: true,
        created_by: 'seed',
      })
      .onConflict((oc) =>
        oc
          .expression(sql`lower(email)`)
          .doUpdateSet({ password_hash: passwordHash, is_active: true, modified_by: 'seed', modified_at: now }),
      )
      .execute();
  }
  // The demo agent works under the demo coordinator (docs/sales.md), unless an admin has moved them since.
  await db
    .updateTable('app_user')
    .set({
      coordinator_user_id: db.selectFrom('app_user').select('id').where('email', '=', 'coordinator@demo.imole.ng'),
    })
    .where('email', '=', 'agent@demo.imole.ng')
    .where('coordinator_user_id', 'is', null)
    .execute();
  return DEMO_ACCOUNTS.map((a) => ({ role: a.role, email: `${a.role}@demo.imole.ng` }));
}
