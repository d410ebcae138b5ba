import { sql, type Kysely } from 'kysely';

/**
 * The customer referral programme (docs/sales.md "Customer referral programme"): a customer who referred another
 * earns a fixed reward when that customer's first payment is credited, posted in the same ledger as agents'
 * commission with the role 'customer'. A referred customer earns their referrer one reward, whatever retries or
 * concurrent payments do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table commission_entry drop constraint if exists commission_entry_role_check`.execute(db);
  await sql`alter table commission_entry add constraint commission_entry_role_check check (role in ('agent', 'coordinator', 'customer'))`.execute(
    db,
  );
  await sql`create unique index commission_entry_customer_reward_once on commission_entry (customer_user_id) where role = 'customer' and kind = 'earned'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index commission_entry_customer_reward_once`.execute(db);
  await sql`delete from commission_entry where role = 'customer'`.execute(db);
  await sql`alter table commission_entry drop constraint commission_entry_role_check`.execute(db);
  await sql`alter table commission_entry add constraint commission_entry_role_check check (role in ('agent', 'coordinator'))`.execute(
    db,
  );
}
