import { sql, type Kysely } from 'kysely';

/**
 * Which packages and down-payment plans an agent may offer (issue 20 "Beyond", docs/sales.md "What each agent may
 * offer"). No row: everything. A row for an agent (`scope` agent) or for a coordinator's whole team (`scope` team)
 * names the packages (`product_ids`, a JSON array of ids) and the plans (`equity_percentages`, a JSON array of
 * percentages) allowed; null in either means all of them. The agent's own row wins over their team's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sales_offer_rule')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('agent', 'team')`))
    .addColumn('product_ids', 'jsonb')
    .addColumn('equity_percentages', 'jsonb')
    .addColumn('updated_by_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sales_offer_rule_user_scope', ['user_id', 'scope'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sales_offer_rule').execute();
}
