import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

export function listStates(db: DbOrTx) {
  return db.selectFrom('state').select(['id', 'title']).orderBy('title').execute();
}

export function findStateId(db: DbOrTx, idOrTitle: number | string) {
  const query = db.selectFrom('state').select('id');
  return (
    typeof idOrTitle === 'number'
      ? query.where('id', '=', idOrTitle)
      : query.where(sql<string>`lower(title)`, '=', idOrTitle.toLowerCase())
  ).executeTakeFirst();
}

export function listLgas(db: DbOrTx, stateId: number) {
  return db.selectFrom('lga').select(['id', 'title']).where('state_id', '=', stateId).orderBy('title').execute();
}

/** Every LGA with its state, for the address search's names (address-search.service.ts). */
export function listAllLgas(db: DbOrTx) {
  return db.selectFrom('lga').select(['id', 'title', 'state_id']).orderBy('id').execute();
}

export function searchEmployers(db: DbOrTx, name: string | undefined) {
  let query = db.selectFrom('employer').select(['id', 'name', 'validate_email', 'email_domain']).orderBy('name');
  if (name) {
    const pattern = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<string>`lower(name)`, 'like', pattern);
  }
  return query.limit(50).execute();
}

export function findEmployerByName(db: DbOrTx, name: string) {
  return db
    .selectFrom('employer')
    .select(['id', 'name', 'validate_email', 'email_domain'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export function listBanks(db: DbOrTx) {
  return db.selectFrom('bank').select(['id', 'name', 'code']).orderBy('name').execute();
}

export async function pageFinancialInstitutions(db: DbOrTx, offset: number, limit: number) {
  const base = db.selectFrom('financial_institution').where('is_active', '=', true);
  const [rows, total] = await Promise.all([
    base.select(['id', 'name', 'code', 'logo']).orderBy('name').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
