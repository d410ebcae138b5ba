import { sql, type Kysely } from 'kysely';

/**
 * The sandbox identity provider's books (issue 21; docs/kyc.md "Sandbox"): each job it received and the outcome it
 * decided at once, so any API process answers its status and /dev/kyc-sandbox lists them. No personal data: the ID
 * number is kept masked and the images are not kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_kyc_job')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('id_number_masked', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('verified', 'review', 'rejected')`))
    .addColumn('result_code', 'text', (c) => c.notNull())
    .addColumn('result_text', 'text', (c) => c.notNull())
    .addColumn('actions', 'jsonb', (c) => c.notNull())
    .addColumn('selfie_deviation', 'real')
    .addColumn('liveness_count', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sandbox_kyc_job_received_idx').on('sandbox_kyc_job').column('received_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_kyc_job').execute();
}
