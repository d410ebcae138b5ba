import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_setting')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('email', 'boolean', (c) => c.notNull())
    .addColumn('sms', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_setting_pk', ['user_id', 'event'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_setting').execute();
}
