import { isUserRole, UserRole, type SessionUser } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { institutionNameOf } from './user.repository.ts';

/**
 * The user as the API shows it (staff spec §3 "Session"), never with the password or its hash. A bank officer's
 * institution name is read apart (sessionUserOf): only the answers that start or refresh a session need it.
 */
export function toSessionUser(
  row: AppUserRow,
  financialInstitutionName: string | null = null,
): SessionUser & { pendingEmail: string | null; phoneConfirmed: boolean } {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phoneNumber: row.phone_number,
    image: row.image,
    isActive: row.is_active,
    userRole: isUserRole(row.user_role) ? row.user_role : UserRole.Customer,
    isFirstTimeUser: row.is_first_time_user,
    isCoordinator: row.is_coordinator,
    isEngineer: row.is_engineer,
    financialInstitutionId: row.financial_institution_id,
    financialInstitutionName: row.financial_institution_id === null ? null : financialInstitutionName,
    createdBy: row.created_by,
    dateCreated: row.created_at.toISOString(),
    modifiedBy: row.modified_by,
    dateModified: row.modified_at?.toISOString() ?? null,
    deletedBy: row.deleted_by,
    dateDeleted: row.deleted_at?.toISOString() ?? null,
    pendingEmail: row.pending_email,
    phoneConfirmed: row.phone_confirmed_at !== null,
  };
}

/** toSessionUser with a bank officer's institution name read (the login answer, the profile). */
export async function sessionUserOf(db: DbOrTx, row: AppUserRow) {
  const name = row.financial_institution_id === null ? null : await institutionNameOf(db, row.financial_institution_id);
  return toSessionUser(row, name);
}
