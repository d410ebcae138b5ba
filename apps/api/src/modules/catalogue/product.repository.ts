import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import { PREPARED } from '../../db/prepared-statements.ts';

export function listActiveProducts(db: DbOrTx, onlyWeb: boolean, productId?: number) {
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
      'is_web',
    ])
    .where('is_active', '=', true)
    .orderBy('has_solar_panel')
    .orderBy('id');
  if (onlyWeb) query = query.where('is_web', '=', true);
  if (productId !== undefined) query = query.where('id', '=', productId);
  return query.execute();
}
export type ProductRecord = Awaited<ReturnType<typeof listActiveProducts>>[number];

const componentColumns = [
  'component.id',
  'component.name',
  'component.unit_price_kobo',
  'component.power_watts',
  'component.capacity_wh',
  'component.lithium_alternative_id',
  'component_category.name as category_name',
  'component_category.key as category_key',
] as const;

export function listProductComponents(db: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_component')
    .innerJoin('component', 'component.id', 'product_component.component_id')
    .innerJoin('component_category', 'component_category.id', 'component.category_id')
    .select(['product_component.product_id', 'product_component.quantity', ...componentColumns])
    .where('product_component.product_id', 'in', productIds)
    .orderBy('component_category.sort_order')
    .orderBy('component.id')
    .execute();
}
export type ProductComponentRecord = Awaited<ReturnType<typeof listProductComponents>>[number];

export function findComponents(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('component')
    .innerJoin('component_category', 'component_category.id', 'component.category_id')
    .select(componentColumns)
    .where('component.id', 'in', ids)
    .where('component.is_active', '=', true)
    .execute();
}
export type ComponentRecord = Awaited<ReturnType<typeof findComponents>>[number];

export function listCategoriesWithComponents(db: DbOrTx) {
  return db
    .selectFrom('component_category')
    .leftJoin('component', (join) =>
      join.onRef('component.category_id', '=', 'component_category.id').on('component.is_active', '=', true),
    )
    .select(['component_category.name as category_name', 'component.id', 'component.name', 'component.unit_price_kobo'])
    .orderBy('component_category.sort_order')
    .orderBy('component.unit_price_kobo')
    .execute();
}

/**
 * The catalogue's version (migration 20261122001400): moved by a trigger in the same transaction as every write to
 * packages, their lines, components, categories or settings. One indexed row, read on every cached package call, as a
 * prepared statement.
 */
export async function catalogueVersion(db: DbOrTx): Promise<number> {
  const { rows } = await sql<{
    version: number;
  }>`${sql.raw(PREPARED)} select version from catalogue_version where id = 1`.execute(db);
  return rows[0]!.version;
}
