import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('image', 'text')
    .addColumn('user_role', 'smallint', (c) => c.notNull().check(sql`user_role between 1 and 4`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_coordinator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_engineer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_first_time_user', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('email_confirmed_at', 'timestamptz')
    .addColumn('phone_confirmed_at', 'timestamptz')
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_by', 'text')
    .addColumn('modified_at', 'timestamptz')
    .addColumn('deleted_by', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // One account per e-mail address and per phone number, whatever the case of the address.
  await sql`create unique index app_user_email_unique on app_user (lower(email))`.execute(db);
  await sql`create unique index app_user_phone_unique on app_user (phone_number)`.execute(db);

  await db.schema
    .createTable('outbox_message')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index outbox_message_recipient_idx on outbox_message (lower(recipient), id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_message').execute();
  await db.schema.dropTable('app_user').execute();
}
