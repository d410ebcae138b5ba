import type { DbOrTx } from '../../db/database.ts';
import type { SandboxKycJobTable } from '../../db/tables/sandbox-kyc.table.ts';
import type { Insertable } from 'kysely';

export async function insertSandboxKycJob(db: DbOrTx, job: Insertable<SandboxKycJobTable>): Promise<void> {
  // A job id is submitted once, as SmileID takes it: submitting it again changes nothing.
  await db
    .insertInto('sandbox_kyc_job')
    .values(job)
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();
}

export function findSandboxKycJob(db: DbOrTx, jobId: string) {
  return db.selectFrom('sandbox_kyc_job').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

export function listSandboxKycJobs(db: DbOrTx, limit: number) {
  return db
    .selectFrom('sandbox_kyc_job')
    .selectAll()
    .orderBy('received_at', 'desc')
    .orderBy('job_id')
    .limit(limit)
    .execute();
}
