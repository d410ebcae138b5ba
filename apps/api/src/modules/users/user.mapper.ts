import { isUserRole, UserRole, type SessionUser } from '@imole/domain';
import type { AppUserRow } from '../../db/tables/user.table.ts';

/** The user as the API shows it (staff spec §3 "Session"), never with the password or its hash. */
export function toSessionUser(row: AppUserRow): SessionUser & { pendingEmail: string | null; phoneConfirmed: boolean } {
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
