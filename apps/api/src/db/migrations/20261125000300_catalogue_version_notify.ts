import { sql, type Kysely } from 'kysely';

/**
 * The catalogue version's trigger also sends NOTIFY `catalogue_version` (delivered when the writing transaction
 * commits, once per transaction). Every API process listens on its own connection and keeps the version in memory
 * while that connection is up, so a package list is answered with no statement at all; a lost connection sends the
 * process back to reading the version row on every call until it listens again (docs/performance.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function catalogue_version_bump() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      perform pg_notify('catalogue_version', '');
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function catalogue_version_bump() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
}
