import { sql, type Kysely } from 'kysely';

/**
 * The loan book (issue 23; docs/portfolio.md "How the figures are computed"): a read model of every loan, kept by the
 * portfolio module in the transaction of each change. One row per loan (a financed quote whose installation is
 * confirmed), its planned instalments, and one entry per payment applied to it with the position after it and the
 * days that position holds (`paid_on <= D < valid_to`), so the book as of any day is one indexed read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('loan_book')
    .addColumn('quote_id', 'integer', (c) => c.primaryKey().references('quote.id'))
    .addColumn('quote_request_id', 'integer', (c) => c.notNull().references('quote_request.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('start_on', 'date', (c) => c.notNull())
    .addColumn('cohort_month', 'date', (c) => c.notNull())
    .addColumn('financed', 'bigint', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('state_id', 'integer')
    .addColumn('package_id', 'integer')
    .addColumn('agent_id', 'integer')
    .addColumn('coordinator_id', 'integer')
    .addColumn('financial_institution_id', 'integer')
    .addColumn('first_due_on', 'date', (c) => c.notNull())
    .addColumn('first_paid_on', 'date')
    .addColumn('outstanding', 'bigint', (c) => c.notNull())
    .addColumn('cum_paid', 'bigint', (c) => c.notNull())
    .addColumn('first_unpaid_due', 'date')
    .addColumn('closed_on', 'date')
    .addColumn('last_paid_on', 'date')
    .addColumn('written_off_on', 'date')
    .addColumn('written_off_by', 'integer', (c) => c.references('app_user.id'))
    .addColumn('written_off_reason', 'text')
    .addColumn('written_off_principal', 'bigint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('loan_book_start_idx').on('loan_book').column('start_on').execute();
  await db.schema.createIndex('loan_book_first_unpaid_idx').on('loan_book').column('first_unpaid_due').execute();

  await db.schema
    .createTable('loan_book_instalment')
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('loan_book.quote_id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('due_on', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('cum_amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('loan_book_instalment_pk', ['quote_id', 'number'])
    .execute();
  // The instalments due in a period, read from the index alone (the collection rate).
  await sql`create index loan_book_instalment_due_idx on loan_book_instalment (due_on)
    include (quote_id, amount, cum_amount)`.execute(db);

  await db.schema
    .createTable('loan_book_entry')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('loan_book.quote_id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.references('payment.id'))
    .addColumn('paid_on', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('interest', 'bigint', (c) => c.notNull())
    .addColumn('principal_after', 'bigint', (c) => c.notNull())
    .addColumn('cum_paid', 'bigint', (c) => c.notNull())
    .addColumn('first_unpaid_due', 'date')
    .addColumn('valid_to', 'date')
    .addColumn('month_offset', 'integer', (c) => c.notNull())
    .addColumn('cohort_month', 'date', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('loan_book_entry_quote_idx')
    .on('loan_book_entry')
    .columns(['quote_id', 'paid_on'])
    .execute();
  await db.schema.createIndex('loan_book_entry_paid_idx').on('loan_book_entry').column('paid_on').execute();
  // The position of a loan paid since a past day: the entry whose range holds it, found by its end (docs/portfolio.md).
  await sql`create index loan_book_entry_until_idx on loan_book_entry (valid_to)
    include (quote_id, paid_on, principal_after, cum_paid, first_unpaid_due) where valid_to is not null`.execute(db);
  await sql`create index loan_book_entry_valid_idx on loan_book_entry ((coalesce(valid_to, 'infinity'::date)))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('loan_book_entry').execute();
  await db.schema.dropTable('loan_book_instalment').execute();
  await db.schema.dropTable('loan_book').execute();
}
