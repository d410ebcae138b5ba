import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Business settings (finance rates, turnaround times, …): one row per key, the value as JSON.
  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('quote_request')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status between 0 and 5`),
    )
    .addColumn('state_id', 'integer', (c) => c.notNull().references('state.id'))
    .addColumn('lga_id', 'integer', (c) => c.notNull().references('lga.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('landmark', 'text', (c) => c.notNull())
    .addColumn('building_type', 'smallint', (c) => c.notNull().check(sql`building_type between 0 and 2`))
    .addColumn('employer_id', 'integer', (c) => c.notNull().references('employer.id'))
    .addColumn('work_email', 'text')
    .addColumn('is_lithium', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('no_of_bedrooms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_of_lights', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_of_fan', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_of_tv', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('include_refrigerator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('include_freezer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('include_air_condition', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('include_other', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('inverter_usage_hours_per_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hours_of_electric_power_per_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_generator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('generator_capacity', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('generator_capacity_others', 'text')
    .addColumn('have_preferred_location', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('preferred_location_description', 'text')
    .addColumn('address_requires_access_code', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('access_code_contact_person_name', 'text')
    .addColumn('access_code_contact_person_phone', 'text')
    .addColumn('product_id', 'integer', (c) => c.references('product.id'))
    .addColumn('sizing', 'jsonb')
    .addColumn('turn_around_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('quote_request_user_idx').on('quote_request').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('quote_request_status_idx').on('quote_request').columns(['status', 'id']).execute();

  await db.schema
    .createTable('quote_request_component')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('quote_request_id', 'integer', (c) => c.notNull().references('quote_request.id').onDelete('cascade'))
    .addColumn('component_id', 'integer', (c) => c.notNull().references('component.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema
    .createIndex('quote_request_component_idx')
    .on('quote_request_component')
    .column('quote_request_id')
    .execute();

  await db.schema
    .createTable('quote_request_change')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('quote_request_id', 'integer', (c) => c.notNull().references('quote_request.id').onDelete('cascade'))
    .addColumn('changed_by_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('change_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('quote_request_change_idx')
    .on('quote_request_change')
    .column('quote_request_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['quote_request_change', 'quote_request_component', 'quote_request', 'setting']) {
    await db.schema.dropTable(table).execute();
  }
}
