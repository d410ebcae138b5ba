import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Every payment we expect, with what we expect to receive; the provider reference is credited at most once.
  await db.schema
    .createTable('payment')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quote.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('equity', 'outright', 'repayment', 'payoff')`),
    )
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('paystack', 'sandbox', 'manual')`))
    .addColumn('expected_kobo', 'bigint', (c) => c.notNull().check(sql`expected_kobo > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('NGN'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'success', 'failed', 'conflict', 'cancelled')`),
    )
    .addColumn('paid_kobo', 'bigint')
    .addColumn('provider_status', 'text')
    .addColumn('channel', 'text')
    .addColumn('recorded_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payment_quote_idx').on('payment').columns(['quote_id', 'id']).execute();

  // Double entry, append-only: each credited payment debits cash and credits the customer's receivable.
  await db.schema
    .createTable('ledger_entry')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payment.id'))
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quote.id'))
    .addColumn('account', 'text', (c) => c.notNull().check(sql`account in ('cash', 'customer_receivable')`))
    .addColumn('debit_kobo', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`debit_kobo >= 0`),
    )
    .addColumn('credit_kobo', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`credit_kobo >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ledger_entry_once', ['payment_id', 'account'])
    .execute();
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger_entry is append-only';
    end $$`.execute(db);
  await sql`create trigger ledger_no_change before update or delete on ledger_entry for each row execute function ledger_append_only()`.execute(
    db,
  );

  // The sandbox provider's own books: what its checkout page settled.
  await db.schema
    .createTable('sandbox_charge')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'success', 'abandoned')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('quote')
    .addColumn('is_outright', 'boolean', (c) => c.notNull().defaultTo(false))
    // The rate is frozen when the quote is priced: a later change of the settings never reprices a loan.
    .addColumn('monthly_rate_bps', 'integer')
    // The day the customer confirmed the installation: the schedule and the warranty start from it.
    .addColumn('installation_confirmed_on', 'date')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quote')
    .dropColumn('installation_confirmed_on')
    .dropColumn('monthly_rate_bps')
    .dropColumn('is_outright')
    .execute();
  await db.schema.dropTable('sandbox_charge').execute();
  await sql`drop trigger if exists ledger_no_change on ledger_entry`.execute(db);
  await sql`drop function if exists ledger_append_only()`.execute(db);
  await db.schema.dropTable('ledger_entry').execute();
  await db.schema.dropTable('payment').execute();
}
