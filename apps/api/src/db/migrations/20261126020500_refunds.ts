import { sql, type Kysely } from 'kysely';

/**
 * Refunds made of money received above a request's first payment (issue 20: a refund posts a correcting commission
 * entry; docs/payments.md "Refunds"). Each refund an administrator records is a row; the quote keeps the sum, as it
 * keeps what the customer moved to their instalments, so the refund still due is one subtraction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_refund')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quote.id'))
    .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull().check(sql`amount_kobo > 0`))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('refunded_on', 'date', (c) => c.notNull())
    .addColumn('recorded_by_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_refund_quote_idx').on('payment_refund').column('quote_id').execute();
  await db.schema
    .alterTable('quote')
    .addColumn('refunded_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table quote add constraint quote_refunded_check check (refunded_kobo >= 0)`.execute(db);
  // The books: a refund is its own posting against the payment the money came with (one per payment stays the rule
  // for a payment's own posting).
  await db.schema
    .alterTable('ledger_entry')
    .addColumn('refund_id', 'integer', (c) => c.references('payment_refund.id'))
    .execute();
  await sql`alter table ledger_entry drop constraint ledger_entry_once`.execute(db);
  await sql`create unique index ledger_entry_once on ledger_entry (payment_id, account) where refund_id is null`.execute(
    db,
  );
  await sql`create unique index ledger_entry_refund_once on ledger_entry (refund_id, account) where refund_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index ledger_entry_refund_once`.execute(db);
  await sql`drop index ledger_entry_once`.execute(db);
  await sql`delete from ledger_entry where refund_id is not null`.execute(db);
  await db.schema.alterTable('ledger_entry').dropColumn('refund_id').execute();
  await sql`alter table ledger_entry add constraint ledger_entry_once unique (payment_id, account)`.execute(db);
  await db.schema.alterTable('quote').dropColumn('refunded_kobo').execute();
  await db.schema.dropTable('payment_refund').execute();
}
