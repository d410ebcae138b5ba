import { sql, type Kysely } from 'kysely';

// Sessions the guard checks on every signed-in request, account e-mail that commits with its change (the outbox of
// the account calls), and the requesting address of each code (daily caps). docs/accounts.md.

export async function up(db: Kysely<any>): Promise<void> {
  // One row per login (a refresh-token family): the access token's `sid` names it; ending it ends the access at once.
  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_session_user_idx').on('auth_session').column('user_id').execute();
  // Logins made before this table: a family with a live token is a live session, the others have ended.
  await sql`
    insert into auth_session (id, user_id, expires_at, ended_at, created_at)
    select family_id, min(user_id), max(expires_at),
           case when bool_and(revoked_at is not null) then now() end, min(created_at)
    from refresh_token group by family_id`.execute(db);

  await db.schema
    .createTable('account_mail')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('give_up_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index account_mail_waiting_idx on account_mail (next_attempt_at) where sent_at is null`.execute(db);

  await db.schema.alterTable('verification_code').addColumn('requested_ip', 'text').execute();
  await sql`create index verification_code_ip_idx on verification_code (purpose, requested_ip, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('verification_code_ip_idx').execute();
  await db.schema.alterTable('verification_code').dropColumn('requested_ip').execute();
  await db.schema.dropTable('account_mail').execute();
  await db.schema.dropTable('auth_session').execute();
}
