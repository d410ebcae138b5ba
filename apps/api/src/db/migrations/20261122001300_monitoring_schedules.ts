import { sql, type Kysely } from 'kysely';

/** Maintenance checks of installed systems (issue: after-sale care), with the photos taken at each. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitoring_schedule')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('schedule_code', 'text', (c) => c.notNull().unique())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quote.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('engineer_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('monitoring_schedule_open_idx')
    .on('monitoring_schedule')
    .columns(['closed_at', 'due_date'])
    .execute();
  await db.schema
    .createIndex('monitoring_schedule_quote_idx')
    .on('monitoring_schedule')
    .columns(['quote_id', 'id'])
    .execute();
  // At most one open check per installation: a second one scheduled by hand replaces nothing, it is refused.
  await sql`create unique index monitoring_schedule_one_open on monitoring_schedule (quote_id) where closed_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('monitoring_schedule_image')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('monitoring_schedule.id').onDelete('cascade'))
    .addColumn('data_url', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['monitoring_schedule_image', 'monitoring_schedule']) await db.schema.dropTable(table).execute();
}
