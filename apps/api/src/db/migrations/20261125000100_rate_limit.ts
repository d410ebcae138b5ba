import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every API process on one PostgreSQL (issue 17 "More than one process"): one row per
 * scope and client address, the hits of the current window and when it ends. Kept unlogged: a counter lost in a
 * crash costs nothing but a fresh window, and unlogged writes are cheaper.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table rate_limit (
      key text primary key,
      hits integer not null,
      window_ends_at timestamptz not null
    )`.execute(db);
  await db.schema.createIndex('rate_limit_window_ends_at').on('rate_limit').column('window_ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit').execute();
}
