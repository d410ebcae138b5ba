import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { AppUserRow, AppUserUpdate, NewAppUser } from '../../db/tables/user.table.ts';

export function findUserById(db: DbOrTx, id: number): Promise<AppUserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findUserByEmail(db: DbOrTx, email: string): Promise<AppUserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findUserByPhone(db: DbOrTx, phoneNumber: string): Promise<AppUserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('phone_number', '=', phoneNumber)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A bank officer's institution's display name (docs/banks.md "The bank's side"). */
export async function institutionNameOf(db: DbOrTx, financialInstitutionId: number): Promise<string | null> {
  const row = await db
    .selectFrom('financial_institution')
    .select('name')
    .where('id', '=', financialInstitutionId)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Is the address taken by someone else's e-mail, or waiting as someone's pending e-mail? */
export async function emailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db
    .selectFrom('app_user')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, '=', email.toLowerCase()),
        eb(sql<string>`lower(pending_email)`, '=', email.toLowerCase()),
      ]),
    );
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function phoneTaken(db: DbOrTx, phoneNumber: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('app_user').select('id').where('phone_number', '=', phoneNumber);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertUser(db: DbOrTx, user: NewAppUser): Promise<AppUserRow> {
  return db.insertInto('app_user').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: DbOrTx, id: number, changes: AppUserUpdate): Promise<AppUserRow> {
  return db.updateTable('app_user').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * One status per staff member (docs/staff.md "Staff members and their status"): `active` can log in; `invited` was
 * made by an administrator and has not set a password yet (cannot log in until they do); `waiting` signed up and waits
 * for an administrator; `deactivated` was switched off by one (the audit log says so).
 */
export type StaffStatus = 'active' | 'invited' | 'waiting' | 'deactivated';

export type StaffUserRow = AppUserRow & { staff_status: StaffStatus };

const staffStatusSql = sql<StaffStatus>`case
  when app_user.is_active and app_user.password_hash is null then 'invited'
  when app_user.is_active then 'active'
  when exists (
    select 1 from audit_log
    where audit_log.entity = 'app_user' and audit_log.entity_id = app_user.id and audit_log.action = 'user.deactivated'
  ) then 'deactivated'
  else 'waiting' end`;

/** The order of the list: who waits for an administrator first, then who waits to set a password, then the rest. */
const staffStatusRank = sql<number>`case ${staffStatusSql} when 'waiting' then 0 when 'invited' then 1
  when 'active' then 2 else 3 end`;

export async function pageStaffUsers(
  db: DbOrTx,
  filter: {
    userRole?: number | undefined;
    isActive?: boolean | undefined;
    /** Only who cannot log in yet and waits: `invited` and `waiting`. */
    waiting?: boolean | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: StaffUserRow[]; total: number }> {
  let base = db.selectFrom('app_user').where('deleted_at', 'is', null).where('user_role', 'in', [2, 3]);
  if (filter.userRole !== undefined) base = base.where('user_role', '=', filter.userRole);
  if (filter.isActive !== undefined) base = base.where('is_active', '=', filter.isActive);
  if (filter.waiting) base = base.where(staffStatusSql, 'in', ['invited', 'waiting']);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .select(staffStatusSql.as('staff_status'))
      .orderBy(staffStatusRank)
      .orderBy('firstname')
      .orderBy('id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Removes a sign-up that was never confirmed (it has no quotes, payments or sessions). */
export async function deleteUnconfirmedUser(db: DbOrTx, id: number): Promise<void> {
  await db
    .deleteFrom('app_user')
    .where('id', '=', id)
    .where('email_confirmed_at', 'is', null)
    .where('created_by', '=', 'self')
    .execute();
}

/** Who referred a customer, as staff filter their lists by it (issue 20): one agent, or a coordinator's whole team. */
export interface ReferralFilter {
  agentId?: number | undefined;
  coordinatorId?: number | undefined;
}

/**
 * The ids of the customers a filter keeps, as a subquery (`where(customerColumn, 'in', …)`): referred by the agent,
 * or by the coordinator or an agent under them. Null when the filter keeps everyone.
 */
export function customersReferredBy(db: DbOrTx, filter: ReferralFilter) {
  const { agentId, coordinatorId } = filter;
  if (agentId === undefined && coordinatorId === undefined) return null;
  return db
    .selectFrom('app_user as referred')
    .select('referred.id')
    .where((eb) => {
      const conditions = [];
      if (agentId !== undefined) conditions.push(eb('referred.referred_by_user_id', '=', agentId));
      if (coordinatorId !== undefined)
        conditions.push(
          eb(
            'referred.referred_by_user_id',
            'in',
            eb
              .selectFrom('app_user as agent')
              .select('agent.id')
              .where((a) =>
                a.or([a('agent.id', '=', coordinatorId), a('agent.coordinator_user_id', '=', coordinatorId)]),
              ),
          ),
        );
      return eb.and(conditions);
    });
}
