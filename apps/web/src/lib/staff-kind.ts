/**
 * The three kinds of staff member (docs/roles.md): support (userRole 2), engineer (userRole 2 with isEngineer) and
 * admin (userRole 3). One place for the names people read.
 */
import { UserRole } from '@imole/domain/roles';

export type StaffKind = 'support' | 'engineer' | 'admin';

export const staffKindLabels: Record<StaffKind, string> = {
  support: 'Support',
  engineer: 'Engineer',
  admin: 'Admin',
};

/** null for customers and sales agents. */
export function staffKindOf(user: { userRole: number; isEngineer: boolean }): StaffKind | null {
  if (user.userRole === UserRole.Admin) return 'admin';
  if (user.userRole === UserRole.Support) return user.isEngineer ? 'engineer' : 'support';
  return null;
}
