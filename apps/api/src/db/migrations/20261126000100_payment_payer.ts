import type { Kysely } from 'kysely';

/**
 * Who paid, when it is not the customer: a sales agent paying a referred customer's instalment or payoff by card
 * (issue 20, docs/sales.md "Paying for a customer"). Null: the customer paid (or staff recorded money received).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment')
    .addColumn('paid_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment').dropColumn('paid_by_user_id').execute();
}
