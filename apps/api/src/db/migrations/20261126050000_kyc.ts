import { sql, type Kysely } from 'kysely';

/**
 * Identity verification (KYC, issue 21; docs/kyc.md). One verification per quote request: the form's answers (BVN and
 * account number sealed with AES-256-GCM, only their last four digits in the clear), where the check stands, the
 * provider's result and a reviewer's decision. Each selfie check is a job; each file (statement, ID image, selfie) is
 * sealed and kept through the file store, its row here naming it. The house's location, shared from the phone, is
 * kept on the request. The quote view (GetQuoteRequest) reads the verification's status, so a change to it moves the
 * view's stamp (migration 20261126040000).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kyc_verification')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quote_request_id', 'integer', (c) => c.notNull().unique().references('quote_request.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`status in ('none', 'details', 'submitted', 'review', 'verified', 'rejected')`),
    )
    .addColumn('date_of_birth', 'date')
    .addColumn('bvn_sealed', 'bytea')
    .addColumn('bvn_last4', 'text')
    .addColumn('bank_id', 'integer', (c) => c.references('bank.id'))
    .addColumn('account_number_sealed', 'bytea')
    .addColumn('account_number_last4', 'text')
    .addColumn('account_name', 'text')
    .addColumn('means_of_id', 'smallint', (c) => c.check(sql`means_of_id in (1, 2, 3)`))
    .addColumn('details_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('details_at', 'timestamptz')
    .addColumn('submitted_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('result_code', 'text')
    .addColumn('result_text', 'text')
    .addColumn('review_reason', 'text')
    .addColumn('reviewed_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('data_deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('kyc_verification_user_idx').on('kyc_verification').column('user_id').execute();

  await db.schema
    .createTable('kyc_job')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().unique())
    .addColumn('kyc_verification_id', 'integer', (c) => c.notNull().references('kyc_verification.id'))
    .addColumn('quote_request_id', 'integer', (c) => c.notNull().references('quote_request.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'submitted', 'complete')`),
    )
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('verified', 'review', 'rejected')`))
    .addColumn('result_code', 'text')
    .addColumn('result_text', 'text')
    .addColumn('raw_result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('kyc_job_request_idx').on('kyc_job').columns(['quote_request_id', 'id']).execute();

  await db.schema
    .createTable('kyc_document')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kyc_verification_id', 'integer', (c) => c.notNull().references('kyc_verification.id'))
    .addColumn('quote_request_id', 'integer', (c) => c.notNull().references('quote_request.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('statement', 'id-document', 'selfie')`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('kyc_document_verification_idx')
    .on('kyc_document')
    .columns(['kyc_verification_id', 'id'])
    .execute();

  await db.schema
    .alterTable('quote_request')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('location_accuracy_m', 'real')
    .addColumn('location_captured_at', 'timestamptz')
    .execute();

  // The quote view shows the verification's status (isVerified, isToDoVerification, kycStatus).
  await sql`create trigger kyc_verification_view_change after insert or update or delete on kyc_verification
    for each row execute function quote_view_touch_request('quote_request_id')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists kyc_verification_view_change on kyc_verification`.execute(db);
  await db.schema
    .alterTable('quote_request')
    .dropColumn('latitude')
    .dropColumn('longitude')
    .dropColumn('location_accuracy_m')
    .dropColumn('location_captured_at')
    .execute();
  await db.schema.dropTable('kyc_document').execute();
  await db.schema.dropTable('kyc_job').execute();
  await db.schema.dropTable('kyc_verification').execute();
}
