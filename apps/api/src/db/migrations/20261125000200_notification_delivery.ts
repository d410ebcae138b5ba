import { sql, type Kysely } from 'kysely';

/**
 * When a notification's e-mail and SMS were handled (sent as the person's settings allow, or not wanted). Null until
 * then: the process that committed the change delivers right after its commit, and whatever a crash left undelivered
 * is picked up by the delivery sweep of any process (docs/decisions.md "Jobs"). Notifications written before this
 * migration were delivered by the code of their time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification').addColumn('delivered_at', 'timestamptz').execute();
  await sql`update notification set delivered_at = created_at`.execute(db);
  await sql`create index notification_undelivered_idx on notification (created_at) where delivered_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification').dropColumn('delivered_at').execute();
}
