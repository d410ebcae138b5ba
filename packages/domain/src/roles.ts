/**
 * Roles as the spec names them. `userRole` on the wire is the number; docs/roles.md explains the mapping.
 * Coordinators are sales agents with the coordinator flag; engineers are support users of the engineer kind.
 */
export const UserRole = {
  Customer: 1,
  Support: 2,
  Admin: 3,
  SalesAgent: 4,
  /** A partner bank's loan officer: sees and decides only their institution's applications (docs/banks.md). */
  BankOfficer: 5,
} as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

/** Route-guard role names from the staff spec §2 and §6. */
export const RoleName = {
  GUEST: 'GUEST',
  AUTH: 'AUTH',
  SUPPORT: 'SUPPORT',
  ADMIN: 'ADMIN',
  SALES_AGENT: 'SALES_AGENT',
  BANK_OFFICER: 'BANK_OFFICER',
} as const;
export type RoleName = (typeof RoleName)[keyof typeof RoleName];

export const roleNameOf: Record<UserRole, Exclude<RoleName, 'GUEST'>> = {
  [UserRole.Customer]: RoleName.AUTH,
  [UserRole.Support]: RoleName.SUPPORT,
  [UserRole.Admin]: RoleName.ADMIN,
  [UserRole.SalesAgent]: RoleName.SALES_AGENT,
  [UserRole.BankOfficer]: RoleName.BANK_OFFICER,
};

export const isUserRole = (value: unknown): value is UserRole =>
  typeof value === 'number' && Object.values(UserRole).includes(value as UserRole);
