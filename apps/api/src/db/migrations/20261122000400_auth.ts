import { sql, type Kysely } from 'kysely';

// Codes (OTP), refresh tokens and login throttling.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('referred_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('coordinator_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('pending_email', 'text')
    .addColumn('password_changed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index verification_code_lookup_idx on verification_code (purpose, lower(address), id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('replaced_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_token_family_idx').on('refresh_token').column('family_id').execute();
  await db.schema.createIndex('refresh_token_user_idx').on('refresh_token').column('user_id').execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failure_account_idx')
    .on('login_failure')
    .columns(['account', 'created_at'])
    .execute();
  await db.schema.createIndex('login_failure_ip_idx').on('login_failure').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failure').execute();
  await db.schema.dropTable('refresh_token').execute();
  await db.schema.dropTable('verification_code').execute();
  await db.schema
    .alterTable('app_user')
    .dropColumn('password_changed_at')
    .dropColumn('pending_email')
    .dropColumn('coordinator_user_id')
    .dropColumn('referred_by_user_id')
    .execute();
}
