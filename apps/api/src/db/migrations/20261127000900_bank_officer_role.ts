import { sql, type Kysely } from 'kysely';

/**
 * A bank officer's account (user_role 5; docs/roles.md, docs/banks.md "The bank's side"): the users table's role check
 * of migration 20261122000300 allowed 1 to 4 only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table app_user drop constraint if exists app_user_user_role_check`.execute(db);
  await sql`alter table app_user add constraint app_user_user_role_check check (user_role between 1 and 5)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table app_user drop constraint if exists app_user_user_role_check`.execute(db);
  await sql`alter table app_user add constraint app_user_user_role_check check (user_role between 1 and 4)`.execute(db);
}
