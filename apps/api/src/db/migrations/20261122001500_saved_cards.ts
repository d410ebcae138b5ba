import { sql, type Kysely } from 'kysely';

/**
 * Saved cards (issue: financing and payments): a customer may keep a card's reusable authorization to pay again
 * without typing it, and add one with a small verification charge that is refunded at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payment drop constraint payment_purpose_check`.execute(db);
  await sql`alter table payment add constraint payment_purpose_check check (purpose in ('equity', 'outright', 'repayment', 'payoff', 'card'))`.execute(
    db,
  );
  await sql`alter table payment drop constraint payment_status_check`.execute(db);
  await sql`alter table payment add constraint payment_status_check check (status in ('pending', 'success', 'failed', 'conflict', 'cancelled', 'refunded'))`.execute(
    db,
  );
  // A card verification belongs to no quote; every other purpose still needs one.
  await sql`alter table payment alter column quote_id drop not null`.execute(db);
  await sql`alter table payment add constraint payment_quote_needed check (quote_id is not null or purpose = 'card')`.execute(
    db,
  );
  await db.schema
    .alterTable('payment')
    .addColumn('save_card', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await sql`alter table sandbox_charge drop constraint sandbox_charge_status_check`.execute(db);
  await sql`alter table sandbox_charge add constraint sandbox_charge_status_check check (status in ('pending', 'success', 'abandoned', 'failed', 'refunded'))`.execute(
    db,
  );
  await db.schema.alterTable('sandbox_charge').addColumn('authorization_code', 'text').execute();

  await db.schema
    .createTable('saved_card')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('authorization_code', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'smallint', (c) => c.notNull())
    .addColumn('exp_year', 'smallint', (c) => c.notNull())
    .addColumn('bank', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  // The same card saved twice is one card.
  await sql`create unique index saved_card_one_per_signature on saved_card (user_id, signature) where removed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_card').execute();
  await db.schema.alterTable('sandbox_charge').dropColumn('authorization_code').execute();
  await db.schema.alterTable('payment').dropColumn('save_card').execute();
  await sql`alter table payment drop constraint payment_quote_needed`.execute(db);
}
