import { sql, type Kysely } from 'kysely';

/**
 * One row whose number changes with every write to what a package's price is made of: packages, their lines,
 * components, categories and settings. A trigger bumps it in the same transaction as the write, so any writer (the
 * admin calls, the seed, a script, psql) moves it, and an API process that sees the number unchanged knows its cached
 * package list is still right, however many processes share the database (docs/performance.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);
  await sql`
    create function catalogue_version_bump() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of ['product', 'product_component', 'component', 'component_category', 'setting']) {
    await sql`create trigger ${sql.id(`${table}_catalogue_version`)} after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function catalogue_version_bump()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['product', 'product_component', 'component', 'component_category', 'setting']) {
    await sql`drop trigger if exists ${sql.id(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists catalogue_version_bump()`.execute(db);
  await db.schema.dropTable('catalogue_version').execute();
}
