import { sql, type Kysely } from 'kysely';

/**
 * Collections (issue 23, docs/portfolio.md "Collections and reminders"): each contact staff make with a customer
 * whose loan is overdue (a call, a visit, an SMS), what came of it, and the promise to pay they took, if any. Rows
 * are never changed: a new contact is a new row; whether a promise was kept is worked out from the payments.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('collection_contact')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quote.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('call', 'visit', 'sms')`))
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`length(outcome) between 1 and 500`))
    .addColumn('promise_date', 'date')
    .addColumn('promise_amount', 'bigint', (c) => c.check(sql`promise_amount > 0`))
    .addColumn('by_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('collection_contact_amount_with_date', sql`promise_amount is null or promise_date is not null`)
    .execute();
  // A loan's history, newest first; the worklist's "last contact" and "promise" per loan.
  await db.schema
    .createIndex('collection_contact_quote_idx')
    .on('collection_contact')
    .columns(['quote_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('collection_contact').execute();
}
