import type { Kysely } from 'kysely';

/**
 * The checkout link the provider gave for a payment (Paystack's `authorization_url`, or the sandbox checkout page),
 * so staff can see and copy the customer's pending payment link on the request (docs/staff.md "The request in full").
 * Null for a payment made without a checkout page (manual, a saved card).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment').addColumn('authorization_url', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment').dropColumn('authorization_url').execute();
}
