/**
 * Logins (sessions): logging in with its throttle, rotating refresh tokens with a grace window for a second tab,
 * logging out, and ending sessions. A session is a row of `auth_session`; the access token names it (`sid`) and the
 * guard checks it on every request, so ending it ends every token of that login at once (docs/accounts.md).
 */
import { randomUUID } from 'node:crypto';
import { AppError, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { hashPassword, sessionUserOf, verifyPassword, type toSessionUser } from '../users/index.ts';
import * as users from '../users/index.ts';
import * as repo from './auth.repository.ts';
import { minutesUntil } from './codes.ts';
import { newRefreshToken, sha256, signAccessToken, successorToken } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Absolute lifetime of a login (design.md §8): customers 30 days, staff and sales 12 hours. */
const sessionLifetime = (userRole: number) => (userRole === UserRole.Customer ? 30 * DAY : 12 * 60 * 60 * 1000);
/** A refresh token just rotated still answers, with the same new pair, for this long: two tabs refreshing at once. */
export const REFRESH_GRACE_MS = 20_000;

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** One address trying one account: the caller is slowed, the owner elsewhere is not. */
const MAX_FAILURES_PER_CALLER = 5;
/** One address trying any accounts. */
const MAX_FAILURES_PER_IP = 20;
/** Every address together on one account: a lock that a password reset (a code e-mailed to the owner) lifts. */
const MAX_FAILURES_PER_ACCOUNT = 50;

export const sessionMessages = {
  badCredentials: 'The e-mail address or password is not correct.',
  sessionEnded: 'Your session has ended. Please log in again.',
  notConfirmed: 'Confirm your e-mail address first: enter the 6-digit code we sent you.',
  inactive: 'Your account is waiting for an administrator to activate it.',
  deactivated: (by: string | null) =>
    by
      ? `Your account was deactivated by ${by}. Ask ${by} or another Imole administrator to activate it again.`
      : 'Your account was deactivated. Ask an Imole administrator to activate it again.',
  tooManyFailures: (minutes: number) => `Too many failed attempts. Try again in ${minutes} minutes.`,
  accountLocked: (minutes: number) =>
    `Too many failed attempts on this account. Reset your password to log in now, or try again in ${minutes} minutes.`,
} as const;

/** ACCOUNT_NOT_CONFIRMED with when the code to enter was sent (null: none yet), for the code step to say so. */
export class AccountNotConfirmed extends AppError {
  constructor(readonly codeSentAt: Date | null) {
    super('ACCOUNT_NOT_CONFIRMED', sessionMessages.notConfirmed);
  }
}

/**
 * Why an inactive account cannot log in: a staff member an administrator deactivated (the audit log says so, or an
 * account an administrator made, which starts active) is told who did it and whom to ask; a self sign-up waits.
 */
export async function inactiveMessage(deps: AppDeps, user: AppUserRow): Promise<string> {
  const deactivation = await repo.lastDeactivatedBy(deps.db, user.id);
  if (!deactivation && user.created_by === 'self') return sessionMessages.inactive;
  return sessionMessages.deactivated(deactivation?.name ?? null);
}

export interface Session {
  token: string;
  refreshToken: string;
  tokenExpiry: string;
  user: ReturnType<typeof toSessionUser>;
}

const now = (deps: AppDeps) => deps.clock.now();

/** A dummy hash to verify against when the account does not exist, so timing does not tell who has an account. */
let dummyHash: Promise<string> | null = null;

/** The answer of a login or a refresh: the access token is signed at `issuedAt`, so it can be answered again. */
async function sessionAnswer(
  deps: AppDeps,
  user: AppUserRow,
  sessionId: string,
  refreshToken: string,
  issuedAt: Date,
): Promise<Session> {
  const access = await signAccessToken(user.id, sessionId, deps.config.jwtSecret, issuedAt);
  return {
    token: access.token,
    refreshToken,
    tokenExpiry: access.expiresAt.toISOString(),
    user: await sessionUserOf(deps.db, user),
  };
}

/** A new login: a session row and the first refresh token of its family. */
export async function newSession(deps: AppDeps, user: AppUserRow): Promise<Session> {
  const id = randomUUID();
  const at = now(deps);
  const expiresAt = new Date(at.getTime() + sessionLifetime(user.user_role));
  const refreshToken = newRefreshToken();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertSession(trx, { id, userId: user.id, expiresAt });
    await repo.insertRefreshToken(trx, { userId: user.id, familyId: id, tokenHash: sha256(refreshToken), expiresAt });
  });
  return sessionAnswer(deps, user, id, refreshToken, at);
}

/** Refuses a login after too many recent failures: of this address on this account, of this address, of the account. */
async function throttle(deps: AppDeps, account: string, ip: string): Promise<void> {
  const since = new Date(now(deps).getTime() - LOGIN_WINDOW_MS);
  const checks = [
    [{ account, ip }, MAX_FAILURES_PER_CALLER, sessionMessages.tooManyFailures],
    [{ ip }, MAX_FAILURES_PER_IP, sessionMessages.tooManyFailures],
    [{ account }, MAX_FAILURES_PER_ACCOUNT, sessionMessages.accountLocked],
  ] as const;
  for (const [key, max, message] of checks) {
    const failures = await repo.recentFailures(deps.db, key, since);
    if (failures.count >= max) {
      const free = new Date((failures.oldest ?? now(deps)).getTime() + LOGIN_WINDOW_MS);
      throw new AppError('RATE_LIMITED', message(minutesUntil(free, now(deps))));
    }
  }
}

/** Checks a password as a login does: throttled, every failure counted against the caller and the account. */
export async function checkPassword(deps: AppDeps, email: string, password: string, ip: string) {
  await throttle(deps, email, ip);
  const user = await users.findUserByEmail(deps.db, email);
  const hash = user?.password_hash ?? (await (dummyHash ??= hashPassword(`no-account-${randomUUID()}`)));
  const right = await verifyPassword(hash, password);
  if (!user || !user.password_hash || !right) {
    await repo.recordLoginFailure(deps.db, email, ip);
    return null;
  }
  await repo.clearLoginFailures(deps.db, email);
  return user;
}

export async function login(
  deps: AppDeps,
  email: string,
  password: string,
  ip: string,
  /** Makes sure a working code is on its way; answers when it was sent. */
  codeToConfirm: (user: AppUserRow) => Promise<Date | null>,
): Promise<Session> {
  const user = await checkPassword(deps, email, password, ip);
  if (!user) throw new AppError('UNAUTHENTICATED', sessionMessages.badCredentials);
  if (user.email_confirmed_at === null) throw new AccountNotConfirmed(await codeToConfirm(user));
  if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', await inactiveMessage(deps, user));
  return newSession(deps, user);
}

interface Rotated {
  userId: number;
  sessionId: string;
  refreshToken: string;
  issuedAt: Date;
}

/**
 * Rotates a refresh token (none given: the session has ended). The successor of a token is derived from it
 * (tokens.ts successorToken), so a token rotated less than REFRESH_GRACE_MS ago answers the same new pair again
 * without any token being stored; presented later, it is reuse: the login ends.
 */
export async function refresh(
  deps: AppDeps,
  userId: number | undefined,
  refreshToken: string | undefined,
): Promise<Session> {
  const ended = new AppError('UNAUTHENTICATED', sessionMessages.sessionEnded);
  if (!refreshToken) throw ended;
  const rotated = await deps.db.transaction().execute((trx) => rotate(deps, trx, refreshToken, userId));
  if (!rotated) throw ended;
  const user = await users.findUserById(deps.db, rotated.userId);
  if (!user || !user.is_active) throw ended;
  return sessionAnswer(deps, user, rotated.sessionId, rotated.refreshToken, rotated.issuedAt);
}

async function rotate(
  deps: AppDeps,
  trx: Transaction,
  presented: string,
  userId: number | undefined,
): Promise<Rotated | null> {
  const at = now(deps);
  const secret = deps.config.jwtSecret;
  let raw = presented;
  let row = await repo.lockRefreshToken(trx, sha256(raw));
  if (!row || (userId !== undefined && row.user_id !== userId)) return null;
  const session = await repo.findSession(trx, row.family_id);
  if (!session || session.ended_at !== null || session.expires_at.getTime() <= at.getTime()) return null;
  // Rotated a moment ago (another tab): follow to the live successor and answer it as it was first answered.
  for (let hop = 0; hop < 5 && row.replaced_at !== null; hop++) {
    if (at.getTime() - row.replaced_at.getTime() > REFRESH_GRACE_MS) break;
    const issuedAt = row.replaced_at;
    raw = successorToken(secret, raw);
    row = await repo.lockRefreshToken(trx, sha256(raw));
    if (!row) return null;
    if (row.revoked_at === null) return { userId: row.user_id, sessionId: row.family_id, refreshToken: raw, issuedAt };
  }
  if (row.revoked_at !== null) {
    // A rotated token presented after the grace window: someone else may hold it. End that login everywhere.
    if (row.replaced_at !== null) await repo.endSession(trx, row.family_id, at);
    return null;
  }
  if (row.expires_at.getTime() <= at.getTime()) return null;
  await repo.markRefreshTokenReplaced(trx, row.id, at);
  const next = successorToken(secret, raw);
  await repo.insertRefreshToken(trx, {
    userId: row.user_id,
    familyId: row.family_id,
    tokenHash: sha256(next),
    expiresAt: row.expires_at,
  });
  return { userId: row.user_id, sessionId: row.family_id, refreshToken: next, issuedAt: at };
}

/** Ends the login of the presented refresh token: its access tokens stop working at once. */
export async function logout(deps: AppDeps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const row = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  if (row) await repo.endSession(deps.db, row.family_id, now(deps));
}
