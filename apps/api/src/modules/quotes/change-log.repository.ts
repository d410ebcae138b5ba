import type { ChangeNames } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';

/** The names behind the ids a change log holds: areas (LGAs), employers, packages and components, withdrawn or not. */
export async function changeLogNames(
  db: DbOrTx,
  ids: { lgaIds: number[]; employerIds: number[]; productIds: number[]; componentIds: number[] },
): Promise<ChangeNames> {
  const [lgas, employers, products, components] = await Promise.all([
    ids.lgaIds.length
      ? db.selectFrom('lga').select(['id', 'title as name']).where('id', 'in', ids.lgaIds).execute()
      : [],
    ids.employerIds.length
      ? db.selectFrom('employer').select(['id', 'name']).where('id', 'in', ids.employerIds).execute()
      : [],
    ids.productIds.length
      ? db.selectFrom('product').select(['id', 'name']).where('id', 'in', ids.productIds).execute()
      : [],
    ids.componentIds.length
      ? db.selectFrom('component').select(['id', 'name']).where('id', 'in', ids.componentIds).execute()
      : [],
  ]);
  const map = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return { lgas: map(lgas), employers: map(employers), products: map(products), components: map(components) };
}
