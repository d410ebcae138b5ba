import { sql, type Kysely } from 'kysely';

/**
 * Partner banks (issue 22; docs/banks.md). A financial institution gets what admins manage (the `code` its link
 * `/bankquote?Name=` names, a logo, the undertaking's text); a bank officer is a user of role 5 belonging to one
 * institution; a request financed by a bank names it, and its application (one per request) holds the customer's
 * signed undertaking and the bank's decision. The bank is the payer of record of an approved request's payment.
 * The quote view reads the application, so a change to it moves the view's stamp (migration 20261126040000).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('financial_institution')
    .addColumn('logo', 'text')
    .addColumn('undertaking_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index financial_institution_code_lower_idx on financial_institution (lower(code))`.execute(
    db,
  );

  await db.schema
    .alterTable('app_user')
    .addColumn('financial_institution_id', 'integer', (c) => c.references('financial_institution.id'))
    .execute();
  await sql`alter table app_user add constraint app_user_bank_officer_institution
    check (user_role <> 5 or financial_institution_id is not null)`.execute(db);

  await db.schema
    .alterTable('quote_request')
    .addColumn('financial_institution_id', 'integer', (c) => c.references('financial_institution.id'))
    .execute();

  await db.schema
    .createTable('financial_institution_application')
    .addColumn('quote_request_id', 'integer', (c) => c.primaryKey().references('quote_request.id'))
    .addColumn('financial_institution_id', 'integer', (c) => c.notNull().references('financial_institution.id'))
    .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'approved', 'declined', 'switched')`),
    )
    .addColumn('undertaking_file', 'text')
    .addColumn('undertaking_content_type', 'text')
    .addColumn('undertaking_uploaded_at', 'timestamptz')
    .addColumn('undertaking_uploaded_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('decided_on_behalf', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('decision_reason', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('financial_institution_application_bank_idx')
    .on('financial_institution_application')
    .columns(['financial_institution_id', 'status'])
    .execute();

  // The bank pays an approved request's price: the payment's payer of record.
  await sql`alter table payment drop constraint if exists payment_provider_check`.execute(db);
  await sql`alter table payment add constraint payment_provider_check
    check (provider in ('paystack', 'sandbox', 'manual', 'bank'))`.execute(db);
  await db.schema
    .alterTable('payment')
    .addColumn('payer_financial_institution_id', 'integer', (c) => c.references('financial_institution.id'))
    .execute();

  await sql`create trigger financial_institution_application_view_change
    after insert or update or delete on financial_institution_application
    for each row execute function quote_view_touch_request('quote_request_id')`.execute(db);
  // A bank's name or logo is shown in every view of a request it finances.
  await sql`create trigger financial_institution_view_change after update or delete on financial_institution
    for each statement execute function quote_view_touch_all()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists financial_institution_view_change on financial_institution`.execute(db);
  await sql`drop trigger if exists financial_institution_application_view_change on financial_institution_application`.execute(
    db,
  );
  await db.schema.alterTable('payment').dropColumn('payer_financial_institution_id').execute();
  await sql`alter table payment drop constraint if exists payment_provider_check`.execute(db);
  await sql`alter table payment add constraint payment_provider_check
    check (provider in ('paystack', 'sandbox', 'manual'))`.execute(db);
  await db.schema.dropTable('financial_institution_application').execute();
  await db.schema.alterTable('quote_request').dropColumn('financial_institution_id').execute();
  await sql`alter table app_user drop constraint if exists app_user_bank_officer_institution`.execute(db);
  await db.schema.alterTable('app_user').dropColumn('financial_institution_id').execute();
  await sql`drop index if exists financial_institution_code_lower_idx`.execute(db);
  await db.schema
    .alterTable('financial_institution')
    .dropColumn('logo')
    .dropColumn('undertaking_text')
    .dropColumn('updated_at')
    .execute();
}
