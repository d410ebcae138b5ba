import { sql, type Kysely } from 'kysely';

/**
 * The commission ledger (docs/sales.md): append-only entries of what agents and coordinators earned on each credited
 * payment of a customer they referred (and corrections), and the payouts admins recorded against them. The totals an
 * agent sees (earned, paid, unpaid) are sums over these two tables; nothing is kept as a running number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('commission_entry')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('earner_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('agent', 'coordinator')`))
    .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('payment_id', 'integer', (c) => c.references('payment.id'))
    .addColumn('quote_id', 'integer', (c) => c.references('quote.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('earned', 'correction')`))
    .addColumn('basis_kobo', 'bigint', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull().check(sql`rate_bps >= 0`))
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A credited payment earns each of its earners once, whatever retries or concurrent deliveries do.
  await sql`create unique index commission_entry_once on commission_entry (payment_id, earner_user_id, role) where kind = 'earned'`.execute(
    db,
  );
  await db.schema
    .createIndex('commission_entry_earner')
    .on('commission_entry')
    .columns(['earner_user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('commission_payout')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('earner_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull().check(sql`amount_kobo > 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'date', (c) => c.notNull())
    .addColumn('recorded_by_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('commission_payout_reference', ['earner_user_id', 'reference'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('commission_payout').execute();
  await db.schema.dropTable('commission_entry').execute();
}
