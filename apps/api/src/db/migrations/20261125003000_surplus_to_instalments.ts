import { sql, type Kysely } from 'kysely';

/**
 * Money paid above a quote's first payment is refunded, or, when the customer chooses, counted towards their first
 * instalments (docs/payments.md "What is owed now"): how much of it they chose to keep on the loan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quote')
    .addColumn('surplus_to_instalments_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table quote add constraint quote_surplus_to_instalments_check check (surplus_to_instalments_kobo >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quote').dropColumn('surplus_to_instalments_kobo').execute();
}
