import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitoring_issue')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('quote_id', 'integer', (c) => c.references('quote.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status between 0 and 2`),
    )
    .addColumn('engineer_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('monitoring_issue_user_idx').on('monitoring_issue').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('monitoring_issue_status_idx').on('monitoring_issue').columns(['status', 'id']).execute();

  await db.schema
    .createTable('monitoring_issue_photo')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('monitoring_issue.id').onDelete('cascade'))
    .addColumn('data_url', 'text', (c) => c.notNull())
    .execute();

  // The history: every status change with the note the customer sees.
  await db.schema
    .createTable('monitoring_issue_event')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('monitoring_issue.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['monitoring_issue_event', 'monitoring_issue_photo', 'monitoring_issue'])
    await db.schema.dropTable(table).execute();
}
