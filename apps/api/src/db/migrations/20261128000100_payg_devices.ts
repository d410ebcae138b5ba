import { sql, type Kysely } from 'kysely';

/**
 * PAYG devices and their OpenPAYGO tokens (issue 23, docs/tokens.md). A financed system carries one device: its serial
 * number, and its starting code and secret key sealed at rest (AES-256-GCM, lib/sealed.ts) with only their last four
 * characters in the clear for staff to recognise them. `token_count` is the OpenPAYGO counter of the last token
 * issued. Every token issued is kept: for a credited payment (`add` days, or `disable` when it paid the loan off),
 * or re-issued by staff.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payg_device')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quote_id', 'integer', (c) => c.notNull().unique().references('quote.id'))
    .addColumn('serial', 'text', (c) => c.notNull().check(sql`length(serial) between 1 and 64`))
    .addColumn('starting_code_sealed', 'bytea', (c) => c.notNull())
    .addColumn('starting_code_last4', 'text', (c) => c.notNull())
    .addColumn('secret_key_sealed', 'bytea', (c) => c.notNull())
    .addColumn('secret_key_last4', 'text', (c) => c.notNull())
    .addColumn('token_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('entered_by', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('payg_token')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('device_id', 'integer', (c) => c.notNull().references('payg_device.id'))
    .addColumn('payment_id', 'integer', (c) => c.references('payment.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('add', 'disable', 'reissue')`))
    .addColumn('days', 'integer')
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payg_token_device_idx').on('payg_token').columns(['device_id', 'id']).execute();
  // One token per credited payment, whichever process credits it.
  await db.schema
    .createIndex('payg_token_payment_idx')
    .on('payg_token')
    .column('payment_id')
    .unique()
    .where(sql.ref('kind'), '<>', 'reissue')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payg_token').execute();
  await db.schema.dropTable('payg_device').execute();
}
