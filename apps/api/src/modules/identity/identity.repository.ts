import type { Insertable, Updateable } from 'kysely';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type {
  KycDocumentTable,
  KycJobTable,
  KycVerificationRow,
  KycVerificationTable,
} from '../../db/tables/kyc.table.ts';

/** The request a KYC call names: its customer, the agent who referred them and that agent's coordinator, its quote. */
export async function findRequestParties(db: DbOrTx, quoteRequestId: number) {
  return db
    .selectFrom('quote_request as r')
    .innerJoin('app_user as customer', 'customer.id', 'r.user_id')
    .leftJoin('app_user as agent', 'agent.id', 'customer.referred_by_user_id')
    .leftJoin('quote as q', 'q.quote_request_id', 'r.id')
    .select([
      'r.id',
      'r.user_id as customerId',
      'r.reference_no as referenceNo',
      'r.status',
      'r.location_captured_at as locationCapturedAt',
      'r.latitude',
      'r.longitude',
      'r.location_accuracy_m as locationAccuracyM',
      'customer.firstname',
      'customer.lastname',
      'customer.referred_by_user_id as referrerId',
      'agent.coordinator_user_id as referrerCoordinatorId',
      'q.is_outright as isOutright',
      'q.installation_confirmed_on as installationConfirmedOn',
    ])
    .where('r.id', '=', quoteRequestId)
    .executeTakeFirst();
}
export type RequestParties = NonNullable<Awaited<ReturnType<typeof findRequestParties>>>;

/** PGlite answers bytea as a Uint8Array, pg as a Buffer: sealed columns are made Buffers here. */
const withBuffers = (row: KycVerificationRow): KycVerificationRow => ({
  ...row,
  bvn_sealed: row.bvn_sealed && Buffer.from(row.bvn_sealed),
  account_number_sealed: row.account_number_sealed && Buffer.from(row.account_number_sealed),
});

export async function findVerification(db: DbOrTx, quoteRequestId: number) {
  const row = await db
    .selectFrom('kyc_verification')
    .selectAll()
    .where('quote_request_id', '=', quoteRequestId)
    .executeTakeFirst();
  return row && withBuffers(row);
}

/** The request's verification, made (status none) if it has none yet, and locked for the change. */
export async function lockVerification(
  trx: Transaction,
  quoteRequestId: number,
  userId: number,
): Promise<KycVerificationRow> {
  await trx
    .insertInto('kyc_verification')
    .values({ quote_request_id: quoteRequestId, user_id: userId })
    .onConflict((oc) => oc.column('quote_request_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('kyc_verification')
    .selectAll()
    .where('quote_request_id', '=', quoteRequestId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return withBuffers(row);
}

export async function updateVerification(db: DbOrTx, id: number, changes: Updateable<KycVerificationTable>) {
  await db.updateTable('kyc_verification').set(changes).where('id', '=', id).execute();
}

export function findBank(db: DbOrTx, bankId: number) {
  return db.selectFrom('bank').select(['id', 'name']).where('id', '=', bankId).executeTakeFirst();
}

export function personName(db: DbOrTx, userId: number) {
  return db.selectFrom('app_user').select(['firstname', 'lastname']).where('id', '=', userId).executeTakeFirst();
}

export async function insertDocument(db: DbOrTx, row: Insertable<KycDocumentTable>): Promise<number> {
  const { id } = await db.insertInto('kyc_document').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The verification's documents still held, oldest first. */
export function listDocuments(db: DbOrTx, verificationId: number) {
  return db
    .selectFrom('kyc_document')
    .selectAll()
    .where('kyc_verification_id', '=', verificationId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export function findDocument(db: DbOrTx, id: number) {
  return db.selectFrom('kyc_document').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks the held documents of these kinds deleted (replaced, or past retention); answers their storage keys. */
export async function retireDocuments(
  db: DbOrTx,
  verificationId: number,
  kinds: readonly KycDocumentTable['kind'][],
  at: Date,
): Promise<string[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .updateTable('kyc_document')
    .set({ deleted_at: at })
    .where('kyc_verification_id', '=', verificationId)
    .where('kind', 'in', kinds)
    .where('deleted_at', 'is', null)
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

export async function insertJob(db: DbOrTx, row: Insertable<KycJobTable>): Promise<void> {
  await db.insertInto('kyc_job').values(row).execute();
}

/** A job of the request by its id, or the request's newest job. */
export function findJob(db: DbOrTx, quoteRequestId: number, jobId: string | undefined) {
  let query = db.selectFrom('kyc_job').selectAll().where('quote_request_id', '=', quoteRequestId);
  query = jobId === undefined ? query.orderBy('id', 'desc').limit(1) : query.where('job_id', '=', jobId);
  return query.executeTakeFirst();
}

/** Whether a later job of the request was sent to the provider after `job` (its result is then the one that counts). */
export async function laterJobSubmitted(db: DbOrTx, job: { quote_request_id: number; id: number }): Promise<boolean> {
  const later = await db
    .selectFrom('kyc_job')
    .select('id')
    .where('quote_request_id', '=', job.quote_request_id)
    .where('id', '>', job.id)
    .where('submitted_at', 'is not', null)
    .executeTakeFirst();
  return later !== undefined;
}

export function lockJobById(trx: Transaction, jobId: string) {
  return trx.selectFrom('kyc_job').selectAll().where('job_id', '=', jobId).forUpdate().executeTakeFirst();
}

export async function updateJob(db: DbOrTx, jobId: string, changes: Updateable<KycJobTable>): Promise<void> {
  await db.updateTable('kyc_job').set(changes).where('job_id', '=', jobId).execute();
}

export function listJobs(db: DbOrTx, quoteRequestId: number) {
  return db
    .selectFrom('kyc_job')
    .select(['job_id', 'status', 'outcome', 'result_code', 'result_text', 'created_at', 'submitted_at', 'completed_at'])
    .where('quote_request_id', '=', quoteRequestId)
    .orderBy('id')
    .execute();
}

/**
 * Verifications whose data the retention job may have to delete (data still held), with what starts their time:
 * - `loan`: a financed quote whose installation was confirmed (a loan runs; it starts when the loan closes);
 * - `outright`: a quote paid in full and installed (no loan; it starts on the installation's confirmation);
 * - `closed`: a request closed without an installation (it starts when the request was closed, its last change).
 */
export async function retentionCandidates(db: DbOrTx) {
  const rows = await db
    .selectFrom('kyc_verification as k')
    .innerJoin('quote_request as r', 'r.id', 'k.quote_request_id')
    .leftJoin('quote as q', 'q.quote_request_id', 'k.quote_request_id')
    .select([
      'k.id',
      'k.quote_request_id as quoteRequestId',
      'q.id as quoteId',
      'q.is_outright as isOutright',
      'q.installation_confirmed_on as installedOn',
      'r.status as requestStatus',
      'r.updated_at as requestUpdatedAt',
    ])
    .where('k.data_deleted_at', 'is', null)
    .where((eb) => eb.or([eb('q.installation_confirmed_on', 'is not', null), eb('r.status', '=', 5)]))
    .orderBy('k.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    quoteRequestId: row.quoteRequestId,
    quoteId: row.quoteId,
    kind: !row.installedOn ? ('closed' as const) : row.isOutright ? ('outright' as const) : ('loan' as const),
    installedOn: row.installedOn,
    closedAt: row.requestUpdatedAt,
  }));
}

/** Claims a verification's data for deletion: true for exactly one caller (the row is locked, then marked). */
export async function claimDataDeletion(trx: Transaction, id: number, at: Date): Promise<boolean> {
  const row = await trx
    .updateTable('kyc_verification')
    .set({ data_deleted_at: at, bvn_sealed: null, account_number_sealed: null, updated_at: at })
    .where('id', '=', id)
    .where('data_deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
