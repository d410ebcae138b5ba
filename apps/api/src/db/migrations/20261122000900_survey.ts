import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Whether the customer is still to be offered the satisfaction survey (customer spec §4 "Survey").
  await db.schema
    .alterTable('app_user')
    .addColumn('is_to_perform_survey', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('is_to_perform_survey').execute();
}
