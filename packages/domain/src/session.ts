import type { UserRole } from './roles.ts';

/** The signed-in user as the API returns it from ClientUser/Login (staff spec §3 "Session"), minus the password. */
export interface SessionUser {
  id: number;
  tenantId: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  /** base64 PNG or null */
  image: string | null;
  isActive: boolean;
  userRole: UserRole;
  isFirstTimeUser: boolean;
  /** A sales agent who coordinates other agents (staff spec §1). */
  isCoordinator: boolean;
  /** A support user who installs systems (staff spec §1 "Engineers and installers"). */
  isEngineer: boolean;
  /** A bank officer's institution (userRole 5; docs/banks.md "The bank's side"); null for everyone else. */
  financialInstitutionId: number | null;
  /** Its display name, for the officer's top bar; null for everyone else. */
  financialInstitutionName: string | null;
  createdBy: string | null;
  dateCreated: string;
  modifiedBy: string | null;
  dateModified: string | null;
  deletedBy: string | null;
  dateDeleted: string | null;
}
