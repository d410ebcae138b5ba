import { sql, type Kysely } from 'kysely';

/**
 * Sample quotes an agent prices for a prospect in the field (docs/sales.md "Sample quotes"): no account and no quote
 * request is made; the sample keeps what it was priced from (the lines at their prices, installation, transport, the
 * plan length, the rate and the down-payment options), so the PDF downloaded later shows what the prospect was shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sample_quote')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('agent_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('prospect_name', 'text')
    .addColumn('state_title', 'text')
    .addColumn('product_id', 'integer', (c) => c.references('product.id'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('is_lithium', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('installation_cost_kobo', 'bigint', (c) => c.notNull().check(sql`installation_cost_kobo >= 0`))
    .addColumn('transport_cost_kobo', 'bigint', (c) => c.notNull().check(sql`transport_cost_kobo >= 0`))
    .addColumn('warranty_months', 'integer', (c) => c.notNull())
    .addColumn('duration_months', 'integer', (c) => c.notNull())
    .addColumn('monthly_rate_bps', 'integer', (c) => c.notNull())
    .addColumn('equity_percentages', 'jsonb', (c) => c.notNull())
    .addColumn('chosen_equity_percentage', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sample_quote_agent')
    .on('sample_quote')
    .columns(['agent_user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sample_quote').execute();
}
