import { sql, type Kysely } from 'kysely';

/**
 * A checkout can be voided: when the plan, the price or the request changes, the quote's open first-payment checkouts
 * no longer name what is owed (docs/payments.md "What is owed now"). A voided checkout that is paid anyway is still
 * credited: the money was received.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payment drop constraint payment_status_check`.execute(db);
  await sql`alter table payment add constraint payment_status_check check (status in ('pending', 'success', 'failed', 'conflict', 'cancelled', 'refunded', 'voided'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update payment set status = 'cancelled' where status = 'voided'`.execute(db);
  await sql`alter table payment drop constraint payment_status_check`.execute(db);
  await sql`alter table payment add constraint payment_status_check check (status in ('pending', 'success', 'failed', 'conflict', 'cancelled', 'refunded'))`.execute(
    db,
  );
}
