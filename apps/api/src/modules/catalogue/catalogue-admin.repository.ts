import type { DbOrTx, Transaction } from '../../db/database.ts';

// Packages

/** Packages as staff see them: withdrawn ones too, active first, then as customers see them listed. */
export function listStaffProducts(db: DbOrTx, productId?: number) {
  let query = db
    .selectFrom('product')
    .select([
      'id',
      'name',
      'description',
      'has_solar_panel',
      'warranty_months',
      'repayment_length_months',
      'installation_cost_kobo',
      'transport_cost_kobo',
      'battery_component_id',
      'is_active',
    ])
    .orderBy('is_active', 'desc')
    .orderBy('has_solar_panel')
    .orderBy('id');
  if (productId !== undefined) query = query.where('id', '=', productId);
  return query.execute();
}
export type StaffProductRecord = Awaited<ReturnType<typeof listStaffProducts>>[number];

/** What a package's row is set to when it is created or changed. */
export interface ProductValues {
  name: string;
  description: string;
  has_solar_panel: boolean;
  warranty_months: number;
  repayment_length_months: number;
  installation_cost_kobo: number;
  transport_cost_kobo: number;
  battery_component_id: number | null;
  is_active: boolean;
  updated_at: Date;
}

/** The package's row, locked until the transaction ends. */
export function lockProduct(trx: Transaction, id: number) {
  return trx.selectFrom('product').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertProduct(trx: Transaction, values: ProductValues) {
  return trx.insertInto('product').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateProduct(trx: Transaction, id: number, values: ProductValues) {
  return trx.updateTable('product').set(values).where('id', '=', id).returning('id').executeTakeFirstOrThrow();
}

/** The package's lines become exactly these. */
export async function replaceProductComponents(
  trx: Transaction,
  productId: number,
  components: readonly { componentId: number; quantity: number }[],
): Promise<void> {
  await trx.deleteFrom('product_component').where('product_id', '=', productId).execute();
  await trx
    .insertInto('product_component')
    .values(components.map((c) => ({ product_id: productId, component_id: c.componentId, quantity: c.quantity })))
    .execute();
}

// Components

/** Every component, withdrawn ones too: active first, cheapest first. */
export function listAllComponents(db: DbOrTx) {
  return db
    .selectFrom('component')
    .select([
      'id',
      'category_id',
      'name',
      'unit_price_kobo',
      'power_watts',
      'capacity_wh',
      'is_active',
      'lithium_alternative_id',
    ])
    .orderBy('is_active', 'desc')
    .orderBy('unit_price_kobo')
    .orderBy('id')
    .execute();
}

/** The components of these ids that exist (withdrawn ones too), with their category's key. */
export function findComponentCategoryKeys(db: DbOrTx, ids: readonly number[]) {
  return db
    .selectFrom('component')
    .innerJoin('component_category', 'component_category.id', 'component.category_id')
    .select(['component.id', 'component_category.key'])
    .where('component.id', 'in', ids)
    .execute();
}

/** What a component's row is set to when it is created or changed. */
export interface ComponentValues {
  category_id: number;
  name: string;
  unit_price_kobo: number;
  power_watts: number | null;
  capacity_wh: number | null;
  is_active: boolean;
  updated_at: Date;
}

/** The component's row, locked until the transaction ends. */
export function lockComponent(trx: Transaction, id: number) {
  return trx.selectFrom('component').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertComponent(trx: Transaction, values: ComponentValues) {
  return trx.insertInto('component').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateComponent(trx: Transaction, id: number, values: ComponentValues) {
  return trx.updateTable('component').set(values).where('id', '=', id).returning('id').executeTakeFirstOrThrow();
}

// Categories

export function listCategories(db: DbOrTx) {
  return db
    .selectFrom('component_category')
    .select(['id', 'key', 'name'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findCategory(db: DbOrTx, id: number) {
  return db.selectFrom('component_category').select('id').where('id', '=', id).executeTakeFirst();
}

/** Another category has this key or this name, whatever its case (`except` is the one renamed). */
export async function categoryKeyOrNameTaken(db: DbOrTx, key: string, name: string, except?: number): Promise<boolean> {
  let query = db
    .selectFrom('component_category')
    .select('id')
    .where((eb) => eb.or([eb('key', '=', key), eb(eb.fn('lower', ['name']), '=', name.toLowerCase())]));
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The highest sort order of any category, 0 when there is none. */
export async function maxCategorySortOrder(db: DbOrTx): Promise<number> {
  const max = await db
    .selectFrom('component_category')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .executeTakeFirstOrThrow();
  return Number(max.m ?? 0);
}

export function insertCategory(trx: Transaction, category: { key: string; name: string; sortOrder: number }) {
  return trx
    .insertInto('component_category')
    .values({ key: category.key, name: category.name, sort_order: category.sortOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The category's row, locked until the transaction ends. */
export function lockCategory(trx: Transaction, id: number) {
  return trx
    .selectFrom('component_category')
    .select(['id', 'name'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function renameCategory(trx: Transaction, id: number, name: string): Promise<void> {
  await trx.updateTable('component_category').set({ name }).where('id', '=', id).execute();
}
