import type { ApplicationStage, ApplicationStatus, KycStatus } from '@imole/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { FinancialInstitutionRow } from '../../db/tables/lookup.table.ts';

// Institutions (contract call 13)

export type InstitutionWithOfficers = FinancialInstitutionRow & { officer_count: number; active_officer_count: number };

/** Every institution, active first, then by name, with how many officers it has, and how many of them may sign in. */
export async function listInstitutions(db: DbOrTx): Promise<InstitutionWithOfficers[]> {
  const rows = await db
    .selectFrom('financial_institution as fi')
    .selectAll('fi')
    .select((eb) =>
      eb
        .selectFrom('app_user')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('app_user.financial_institution_id', '=', 'fi.id')
        .where('app_user.user_role', '=', 5)
        .where('app_user.deleted_at', 'is', null)
        .as('officer_count'),
    )
    .select((eb) =>
      eb
        .selectFrom('app_user')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('app_user.financial_institution_id', '=', 'fi.id')
        .where('app_user.user_role', '=', 5)
        .where('app_user.deleted_at', 'is', null)
        .where('app_user.is_active', '=', true)
        .as('active_officer_count'),
    )
    .orderBy('fi.is_active', 'desc')
    .orderBy('fi.name')
    .orderBy('fi.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    officer_count: Number(r.officer_count ?? 0),
    active_officer_count: Number(r.active_officer_count ?? 0),
  }));
}

export function findInstitution(db: DbOrTx, id: number): Promise<FinancialInstitutionRow | undefined> {
  return db.selectFrom('financial_institution').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The institution whose link name is `code`, whatever its case, other than `exceptId`. */
export function institutionWithCode(db: DbOrTx, code: string, exceptId: number | null) {
  let query = db
    .selectFrom('financial_institution')
    .select(['id', 'name'])
    .where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export interface InstitutionFields {
  code: string;
  name: string;
  logo: string | null;
  is_active: boolean;
  undertaking_text: string;
}

export function insertInstitution(db: DbOrTx, fields: InstitutionFields, now: Date) {
  return db
    .insertInto('financial_institution')
    .values({ ...fields, email_domain: '', updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateInstitution(db: DbOrTx, id: number, fields: InstitutionFields, now: Date) {
  return db
    .updateTable('financial_institution')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An institution's officers: active first, then by name. */
export function listOfficers(db: DbOrTx, financialInstitutionId: number) {
  return db
    .selectFrom('app_user')
    .select([
      'id',
      'firstname',
      'lastname',
      'email',
      'phone_number',
      'is_active',
      'created_at',
      sql<boolean>`password_hash is null`.as('invited'),
    ])
    .where('financial_institution_id', '=', financialInstitutionId)
    .where('user_role', '=', 5)
    .where('deleted_at', 'is', null)
    .orderBy('is_active', 'desc')
    .orderBy('firstname')
    .orderBy('id')
    .execute();
}

// Applications (contract calls 11 and 12)

/**
 * The stage as SQL, for filtering a page (the answer's stage comes from applicationStageOf in packages/domain; a test
 * holds the two to the same result for every stage).
 */
const stageSql = sql<ApplicationStage>`case
  when fia.status <> 'open' then fia.status
  when qr.status < 2 or q.id is null or q.quote_status = 0 then 'awaiting-price'
  when fia.undertaking_uploaded_at is not null
    and (q.priced_at is null or fia.undertaking_uploaded_at >= q.priced_at) then 'awaiting-decision'
  else 'awaiting-undertaking' end`;

export interface ApplicationFilter {
  /** Only this bank's (an officer's own, or the bank staff chose). */
  financialInstitutionId?: number | undefined;
  stage?: ApplicationStage | undefined;
  search?: string | undefined;
}

function applicationsBase(db: DbOrTx, filter: ApplicationFilter) {
  let base = db
    .selectFrom('financial_institution_application as fia')
    .innerJoin('quote_request as qr', 'qr.id', 'fia.quote_request_id')
    .innerJoin('app_user as c', 'c.id', 'qr.user_id')
    .innerJoin('financial_institution as fi', 'fi.id', 'fia.financial_institution_id')
    .leftJoin('quote as q', 'q.quote_request_id', 'qr.id')
    .leftJoin('product as p', 'p.id', 'qr.product_id');
  if (filter.financialInstitutionId !== undefined)
    base = base.where('fia.financial_institution_id', '=', filter.financialInstitutionId);
  if (filter.stage !== undefined) base = base.where(stageSql, '=', filter.stage);
  const search = filter.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const digits = search.replace(/\D/g, '');
    base = base.where((eb) => {
      const any: Expression<SqlBool>[] = [
        eb(sql<string>`c.firstname || ' ' || c.lastname`, 'ilike', like),
        eb('qr.reference_no', 'ilike', like),
        eb('c.email', 'ilike', like),
      ];
      if (digits.length >= 3) any.push(eb('c.phone_number', 'like', `%${digits}%`));
      return eb.or(any);
    });
  }
  return base;
}

const applicationColumns = [
  'fia.quote_request_id',
  'fia.financial_institution_id',
  'fia.status',
  'fia.undertaking_uploaded_at',
  'fia.undertaking_content_type',
  'fia.decided_at',
  'fia.decided_on_behalf',
  'fia.decision_reason',
  'fia.created_at',
  'qr.reference_no',
  'qr.status as request_status',
  'qr.address',
  'qr.landmark',
  'qr.building_type',
  'qr.state_id',
  'qr.lga_id',
  'c.firstname',
  'c.lastname',
  'c.phone_number',
  'c.email',
  'fi.name as institution_name',
  'q.id as quote_id',
  'q.quote_status',
  'q.priced_at',
  'q.installation_cost_kobo',
  'q.transport_cost_kobo',
  'q.discount_kobo',
] as const;

export interface ApplicationRow {
  quote_request_id: number;
  financial_institution_id: number;
  status: ApplicationStatus;
  undertaking_uploaded_at: Date | null;
  undertaking_content_type: string | null;
  decided_at: Date | null;
  decided_on_behalf: boolean;
  decision_reason: string | null;
  created_at: Date;
  reference_no: string;
  request_status: number;
  address: string;
  landmark: string;
  building_type: number;
  state_id: number;
  lga_id: number;
  firstname: string;
  lastname: string;
  phone_number: string;
  email: string;
  institution_name: string;
  quote_id: number | null;
  quote_status: number | null;
  priced_at: Date | null;
  installation_cost_kobo: number | null;
  transport_cost_kobo: number | null;
  discount_kobo: number | null;
  package_name: string | null;
  kyc_status: KycStatus | null;
}

function withDerived<T extends ReturnType<typeof applicationsBase>>(base: T) {
  return base
    .select(applicationColumns)
    .select((eb) => [
      eb.fn.coalesce('q.product_name', 'p.name').as('package_name'),
      eb
        .selectFrom('kyc_verification as k')
        .select('k.status')
        .whereRef('k.quote_request_id', '=', 'qr.id')
        .orderBy('k.id', 'desc')
        .limit(1)
        .as('kyc_status'),
    ]);
}

/** A page of applications, newest first. */
export async function pageApplications(
  db: DbOrTx,
  filter: ApplicationFilter,
  offset: number,
  limit: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const base = applicationsBase(db, filter);
  const [rows, total] = await Promise.all([
    withDerived(base)
      .orderBy('fia.created_at', 'desc')
      .orderBy('fia.quote_request_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ApplicationRow[], total: Number(total.n) };
}

/** One application (any bank's: the service checks who may see it). */
export async function findApplication(db: DbOrTx, quoteRequestId: number): Promise<ApplicationRow | undefined> {
  const row = await withDerived(applicationsBase(db, {}))
    .where('fia.quote_request_id', '=', quoteRequestId)
    .executeTakeFirst();
  return row as ApplicationRow | undefined;
}

/** The quotes' priced lines, for their totals and the package's components. */
export function quoteLinesOf(db: DbOrTx, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('quote_line')
    .select(['quote_id', 'name', 'category_name', 'unit_price_kobo', 'quantity'])
    .where('quote_id', 'in', quoteIds)
    .orderBy('id')
    .execute();
}

/** Where the request is: the state's and LGA's names. */
export async function placeOf(db: DbOrTx, stateId: number, lgaId: number) {
  const [state, lga] = await Promise.all([
    db.selectFrom('state').select('title').where('id', '=', stateId).executeTakeFirst(),
    db.selectFrom('lga').select('title').where('id', '=', lgaId).executeTakeFirst(),
  ]);
  return { state: state?.title ?? '', lga: lga?.title ?? '' };
}

/** Who decided, by name. */
export async function deciderOf(db: DbOrTx, quoteRequestId: number): Promise<string | null> {
  const row = await db
    .selectFrom('financial_institution_application as fia')
    .innerJoin('app_user as u', 'u.id', 'fia.decided_by_user_id')
    .select(['u.firstname', 'u.lastname'])
    .where('fia.quote_request_id', '=', quoteRequestId)
    .executeTakeFirst();
  return row ? `${row.firstname} ${row.lastname}` : null;
}

/**
 * The application's own audit trail: the entries about the application (entity financial_institution_application,
 * or an action named bank.* or *undertaking*), never the rest of the request's history (pricing, identity).
 */
export function applicationTrail(db: DbOrTx, quoteRequestId: number) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('app_user as u', 'u.id', 'a.actor_user_id')
    .select(['a.id', 'a.action', 'a.after', 'a.created_at', 'u.firstname', 'u.lastname', 'u.user_role'])
    .where('a.quote_request_id', '=', quoteRequestId)
    .where((eb) =>
      eb.or([
        eb('a.entity', '=', 'financial_institution_application'),
        eb('a.action', 'like', 'bank.%'),
        eb('a.action', 'like', '%undertaking%'),
      ]),
    )
    .orderBy('a.id')
    .execute();
}
