import { sql, type Kysely } from 'kysely';

// Frozen in time: migrations never import application code.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('state')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('peak_sun_hours', sql`numeric(3,1)`, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lga')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('state.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addUniqueConstraint('lga_state_title_unique', ['state_id', 'title'])
    .execute();

  await db.schema
    .createTable('bank')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('employer')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('email_domain', 'text')
    .addColumn('validate_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index employer_name_lower_idx on employer (lower(name))`.execute(db);

  await db.schema
    .createTable('financial_institution')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('email_domain', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['financial_institution', 'employer', 'bank', 'lga', 'state']) {
    await db.schema.dropTable(table).execute();
  }
}
