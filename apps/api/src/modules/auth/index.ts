/** Signing up and in, sessions, one-time codes, and the guard every signed-in route uses. */
export { authRoutes } from './auth.routes.ts';
export { registerAuth, requireAuth, authErrors, tokenVerifier, type AuthContext } from './guard.ts';
export { codeService } from './codes.ts';
export { codeConfirmedSince, latestCodeAddressForUser } from './auth.repository.ts';
export { UserCache, USER_TTL_MS } from './user-cache.ts';
export { startAccountMailJob } from './account-mail.ts';
export { createCustomerForAgent, createBankOfficer, setBankOfficerActive } from './auth.service.ts';
export { codeSignIn } from './auth.service.ts';
