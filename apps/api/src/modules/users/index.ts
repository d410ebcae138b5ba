/** People's accounts: finding, creating and changing them, and their passwords. */
export * from './user.repository.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { toSessionUser, sessionUserOf } from './user.mapper.ts';
export { assignableEngineer } from './engineer.ts';
