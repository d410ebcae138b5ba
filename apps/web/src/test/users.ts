import { UserRole } from '@imole/domain/roles';
import type { SessionUser } from '@imole/domain/session';
import { setSession } from '../lib/session.ts';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    tenantId: 1,
    username: 'ada@example.com',
    firstname: 'Ada',
    lastname: 'Obi',
    email: 'ada@example.com',
    phoneNumber: '08030000000',
    image: null,
    isActive: true,
    userRole: UserRole.Customer,
    isFirstTimeUser: false,
    isCoordinator: false,
    isEngineer: false,
    financialInstitutionId: null,
    financialInstitutionName: null,
    createdBy: null,
    dateCreated: '2026-01-01T00:00:00.000Z',
    modifiedBy: null,
    dateModified: null,
    deletedBy: null,
    dateDeleted: null,
    ...overrides,
  };
}

export function signIn(overrides: Partial<SessionUser> = {}, token = 'token-1'): SessionUser {
  const user = makeUser(overrides);
  setSession({ token, tokenExpiry: null, user });
  return user;
}
