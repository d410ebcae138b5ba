import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The priced offer for a quote request: what staff built, line by line, with prices frozen at pricing time.
  await db.schema
    .createTable('quote')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('quote_request_id', 'integer', (c) =>
      c.notNull().unique().references('quote_request.id').onDelete('cascade'),
    )
    .addColumn('quote_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('installation_status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`installation_status between 0 and 4`),
    )
    .addColumn('product_id', 'integer', (c) => c.references('product.id'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('warranty_months', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('installation_cost_kobo', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`installation_cost_kobo >= 0`),
    )
    .addColumn('transport_cost_kobo', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`transport_cost_kobo >= 0`),
    )
    .addColumn('discount_kobo', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_kobo >= 0`),
    )
    .addColumn('equity_percentage', 'integer')
    .addColumn('duration_months', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('priced_at', 'timestamptz')
    .addColumn('priced_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('pay_on_delivery', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('support_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('fulfilment_date', 'date')
    .addColumn('suggested_date', 'date')
    .addColumn('installation_completion_date', 'date')
    .addColumn('installation_data', 'text')
    .addColumn('rating', 'smallint', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('quote_support_user_idx')
    .on('quote')
    .columns(['support_user_id', 'installation_status'])
    .execute();

  await db.schema
    .createTable('quote_line')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quote.id').onDelete('cascade'))
    .addColumn('component_id', 'integer', (c) => c.notNull().references('component.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('unit_price_kobo', 'bigint', (c) => c.notNull().check(sql`unit_price_kobo >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema.createIndex('quote_line_quote_idx').on('quote_line').column('quote_id').execute();

  // Append-only: who did what to money, a status, an engineer or a date, with the values before and after.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('actor_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('quote_request_id', 'integer', (c) => c.references('quote_request.id').onDelete('set null'))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_quote_request_idx')
    .on('audit_log')
    .columns(['quote_request_id', 'id'])
    .execute();
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
  await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists audit_log_no_change on audit_log`.execute(db);
  await sql`drop function if exists audit_log_append_only()`.execute(db);
  for (const table of ['audit_log', 'quote_line', 'quote']) await db.schema.dropTable(table).execute();
}
