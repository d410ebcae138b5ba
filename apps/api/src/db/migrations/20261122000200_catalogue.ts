import { sql, type Kysely } from 'kysely';

// Components and starter packages. Money columns are BIGINT kobo and say so in their names.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('component_category')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('component')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('component_category.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price_kobo', 'bigint', (c) => c.notNull().check(sql`unit_price_kobo >= 0`))
    .addColumn('power_watts', 'integer')
    .addColumn('capacity_wh', 'integer')
    .addColumn('lithium_alternative_id', 'integer', (c) => c.references('component.id'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('component_category_idx').on('component').column('category_id').execute();

  await db.schema
    .createTable('product')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('has_solar_panel', 'boolean', (c) => c.notNull())
    .addColumn('warranty_months', 'integer', (c) => c.notNull().check(sql`warranty_months >= 0`))
    .addColumn('repayment_length_months', 'integer', (c) => c.notNull().check(sql`repayment_length_months > 0`))
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
    .addColumn('battery_component_id', 'integer', (c) => c.references('component.id'))
    .addColumn('is_web', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('product_component')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('component_id', 'integer', (c) => c.notNull().references('component.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addUniqueConstraint('product_component_unique', ['product_id', 'component_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['product_component', 'product', 'component', 'component_category']) {
    await db.schema.dropTable(table).execute();
  }
}
