import type { Kysely } from 'kysely';

/**
 * Issue 19 (docs/accounts.md "Codes"): a code the system sends by itself (the one a log-in to an unconfirmed account
 * sends, an administrator's invitation) is marked `automatic` and does not use up the person's own requests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('verification_code')
    .addColumn('automatic', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verification_code').dropColumn('automatic').execute();
}
