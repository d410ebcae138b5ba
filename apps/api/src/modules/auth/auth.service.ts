import { randomUUID } from 'node:crypto';
import { AppError, internationalPhone, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { checkBase64Image } from '../../lib/images.ts';
import { hashPassword, verifyPassword, toSessionUser } from '../users/index.ts';
import * as users from '../users/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import type { PageQuery } from '../../lib/http.ts';
import * as repo from './auth.repository.ts';
import { codeService, minutesUntil } from './codes.ts';
import { isCommonPassword } from './common-passwords.ts';
import { newRefreshToken, sha256, signAccessToken } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Absolute lifetime of a login (design.md §8): customers 30 days, staff and sales 12 hours. */
const sessionLifetime = (userRole: number) => (userRole === UserRole.Customer ? 30 * DAY : 12 * 60 * 60 * 1000);
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 20;

export const authMessages = {
  badCredentials: 'The e-mail address or password is not correct.',
  notConfirmed: 'Confirm your e-mail address first: enter the 6-digit code we sent you.',
  inactive: 'Your account is waiting for an administrator to activate it.',
  sessionEnded: 'Your session has ended. Please log in again.',
  emailTaken: 'An account with this email address already exists. Log in instead, or reset your password.',
  phoneTaken: 'An account with this phone number already exists.',
  commonPassword: 'This password is too common. Choose one that is harder to guess',
  unknownReferral: 'We could not find a sales agent with that referral code. Check the number, or leave it empty.',
  wrongOldPassword: 'Your current password is not correct.',
} as const;

/** A dummy hash to verify against when the account does not exist, so timing does not tell who has an account. */
let dummyHash: Promise<string> | null = null;

export interface Session {
  token: string;
  refreshToken: string;
  tokenExpiry: string;
  user: ReturnType<typeof toSessionUser>;
}

type SignUpKind = 'customer' | 'support' | 'sales';

/** Time as the app sees it (tests move it to check expiry); the one-time codes read the same clock. */
const now = (deps: AppDeps) => deps.clock.now();
const codesOf = (deps: AppDeps) => codeService(deps.db, deps.config.jwtSecret, () => now(deps));
const codeExpired = 'That code has expired or was already used. Ask for a new one.';

function refuseCommon(password: string): void {
  if (isCommonPassword(password)) throw new AppError('VALIDATION_FAILED', authMessages.commonPassword);
}

/** Delivers a code by e-mail, under a lead sentence that says why it was sent. */
const mailCode = (deps: AppDeps, to: string, subject: string, lead: string) => async (code: string) => {
  await deps.mail.send({
    to,
    subject,
    text: `${lead}\n\nYour Imole code is ${code}. It expires in 10 minutes and works once.\n\nIf you did not ask for it, ignore this e-mail.`,
  });
};

/** A new login (or, given its family and end, the next token of one): an access token and a refresh token. */
async function newSession(
  deps: AppDeps,
  user: AppUserRow,
  familyId: string = randomUUID(),
  familyEnd?: Date,
): Promise<Session> {
  const refreshToken = newRefreshToken();
  await repo.insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: familyEnd ?? new Date(now(deps).getTime() + sessionLifetime(user.user_role)),
  });
  const access = await signAccessToken(user.id, familyId, deps.config.jwtSecret, now(deps));
  return {
    token: access.token,
    refreshToken,
    tokenExpiry: access.expiresAt.toISOString(),
    user: toSessionUser(user),
  };
}

/** Refuses a login after too many recent failures for the account, or from the address. */
async function throttle(deps: AppDeps, account: string, ip: string): Promise<void> {
  const since = new Date(now(deps).getTime() - LOGIN_WINDOW_MS);
  for (const [key, max] of [
    [{ account }, MAX_FAILURES_PER_ACCOUNT],
    [{ ip }, MAX_FAILURES_PER_IP],
  ] as const) {
    const failures = await repo.recentFailures(deps.db, key, since);
    if (failures.count >= max) {
      const free = new Date((failures.oldest ?? now(deps)).getTime() + LOGIN_WINDOW_MS);
      throw new AppError(
        'RATE_LIMITED',
        `Too many failed attempts. Try again in ${minutesUntil(free, now(deps))} minutes.`,
      );
    }
  }
}

/** One account per e-mail address and per phone number (a sales agent's phone is their referral code). */
async function ensureUnused(deps: AppDeps, email: string, phoneNumber: string): Promise<void> {
  if (await users.emailTaken(deps.db, email)) throw new AppError('CONFLICT', authMessages.emailTaken);
  if (await users.phoneTaken(deps.db, phoneNumber)) throw new AppError('CONFLICT', authMessages.phoneTaken);
}

async function sendConfirmation(deps: AppDeps, user: AppUserRow): Promise<void> {
  await codesOf(deps).issue(
    'confirm-account',
    user.email,
    user.id,
    mailCode(deps, user.email, 'Confirm your Imole account', `Welcome to Imole, ${user.firstname}.`),
  );
}

async function sendInvitation(deps: AppDeps, user: AppUserRow): Promise<void> {
  await codesOf(deps).issue(
    'set-password',
    user.email,
    user.id,
    mailCode(
      deps,
      user.email,
      'Your Imole staff account',
      `Hello ${user.firstname}, an administrator has created an Imole staff account for you.\nSet your password at ${deps.config.publicUrl}/set-password?email=${encodeURIComponent(user.email)} with the code below.`,
    ),
  );
}

// Signing up

export interface SignUpInput {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  password: string;
  referralCode?: string | undefined;
}

/** The agent whose phone number a customer gave as referral code, or refuses an unknown one. */
async function referringAgent(deps: AppDeps, kind: SignUpKind, referralCode: string | undefined) {
  if (kind !== 'customer' || !referralCode) return null;
  const agent = await users.findUserByPhone(deps.db, referralCode);
  if (!agent || agent.user_role !== UserRole.SalesAgent)
    throw new AppError('BAD_REQUEST', authMessages.unknownReferral);
  return agent.id;
}

export async function signUp(deps: AppDeps, kind: SignUpKind, input: SignUpInput): Promise<{ email: string }> {
  const { db } = deps;
  refuseCommon(input.password);
  // An unconfirmed self sign-up holds nothing: signing up again with its e-mail updates it (a mistyped phone
  // number is corrected), and its phone number is free for someone who confirms (a mistyped e-mail is corrected).
  const unconfirmed = (u: AppUserRow | undefined) =>
    u !== undefined && u.email_confirmed_at === null && u.created_by === 'self';
  const sameEmail = await users.findUserByEmail(db, input.email);
  if (sameEmail && !unconfirmed(sameEmail)) throw new AppError('CONFLICT', authMessages.emailTaken);
  const samePhone = await users.findUserByPhone(db, input.phoneNumber);
  if (samePhone && samePhone.id !== sameEmail?.id && !unconfirmed(samePhone))
    throw new AppError('CONFLICT', authMessages.phoneTaken);
  if (await users.emailTaken(db, input.email, sameEmail?.id)) throw new AppError('CONFLICT', authMessages.emailTaken);
  const referredBy = await referringAgent(deps, kind, input.referralCode);
  const fields = {
    username: input.email,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    phone_number: input.phoneNumber,
    password_hash: await hashPassword(input.password),
    user_role: kind === 'customer' ? UserRole.Customer : kind === 'sales' ? UserRole.SalesAgent : UserRole.Support,
    // Staff who sign themselves up wait for an administrator (staff spec §1).
    is_active: kind !== 'support',
    is_first_time_user: true,
    referred_by_user_id: referredBy,
    created_by: 'self',
  };
  const user = await db.transaction().execute(async (trx) => {
    if (samePhone && samePhone.id !== sameEmail?.id) await users.deleteUnconfirmedUser(trx, samePhone.id);
    return sameEmail
      ? users.updateUser(trx, sameEmail.id, { ...fields, modified_by: 'self', modified_at: now(deps) })
      : users.insertUser(trx, fields);
  });
  await sendConfirmation(deps, user);
  return { email: user.email };
}

export async function confirmAccount(
  deps: AppDeps,
  email: string,
  code: string,
): Promise<Session | { pendingActivation: true }> {
  const user = await users.findUserByEmail(deps.db, email);
  await codesOf(deps).verify('confirm-account', email, code, true);
  if (!user) throw new AppError('BAD_REQUEST', codeExpired);
  const confirmed = await users.updateUser(deps.db, user.id, {
    email_confirmed_at: user.email_confirmed_at ?? now(deps),
  });
  if (!confirmed.is_active) return { pendingActivation: true };
  return newSession(deps, confirmed);
}

/** Sends a new sign-up or invitation code when one is due; answers the same either way. */
export async function resendCode(deps: AppDeps, email: string): Promise<void> {
  const user = await users.findUserByEmail(deps.db, email);
  if (!user || user.email_confirmed_at !== null) return;
  if (user.password_hash === null) await sendInvitation(deps, user);
  else await sendConfirmation(deps, user);
}

// Sessions

export async function login(deps: AppDeps, email: string, password: string, ip: string): Promise<Session> {
  const { db } = deps;
  await throttle(deps, email, ip);
  const user = await users.findUserByEmail(db, email);
  const hash = user?.password_hash ?? (await (dummyHash ??= hashPassword(`no-account-${randomUUID()}`)));
  const right = await verifyPassword(hash, password);
  if (!user || !user.password_hash || !right) {
    await repo.recordLoginFailure(db, email, ip);
    throw new AppError('UNAUTHENTICATED', authMessages.badCredentials);
  }
  await repo.clearLoginFailures(db, email);
  if (user.email_confirmed_at === null) {
    await sendConfirmation(deps, user).catch(() => undefined); // a code was sent recently enough: the old one still works
    throw new AppError('ACCOUNT_NOT_CONFIRMED', authMessages.notConfirmed);
  }
  if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', authMessages.inactive);
  return newSession(deps, user);
}

/** Rotates a refresh token (none given: the session has ended); a rotated token presented again ends the login. */
export async function refresh(
  deps: AppDeps,
  userId: number | undefined,
  refreshToken: string | undefined,
): Promise<Session> {
  if (!refreshToken) throw new AppError('UNAUTHENTICATED', authMessages.sessionEnded);
  const hash = sha256(refreshToken);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.lockRefreshToken(trx, hash);
    if (!row || (userId !== undefined && row.user_id !== userId)) return { error: 'unknown' } as const;
    if (row.revoked_at !== null) {
      // A rotated token presented again: someone else may hold it. End every session of that login.
      if (row.replaced_at !== null) await repo.revokeFamily(trx, row.family_id);
      return { error: 'revoked' } as const;
    }
    if (row.expires_at.getTime() <= now(deps).getTime()) return { error: 'expired' } as const;
    await repo.markRefreshTokenReplaced(trx, row.id);
    return { row } as const;
  });
  if ('error' in outcome) throw new AppError('UNAUTHENTICATED', authMessages.sessionEnded);
  const user = await users.findUserById(deps.db, outcome.row.user_id);
  if (!user || !user.is_active) throw new AppError('UNAUTHENTICATED', authMessages.sessionEnded);
  return newSession(deps, user, outcome.row.family_id, outcome.row.expires_at);
}

export async function logout(deps: AppDeps, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await repo.revokeRefreshTokenByHash(deps.db, sha256(refreshToken));
}

// Passwords

export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await users.findUserByEmail(deps.db, email);
  if (!user) return;
  try {
    await codesOf(deps).issue(
      'reset-password',
      user.email,
      user.id,
      mailCode(
        deps,
        user.email,
        'Reset your Imole password',
        `Hello ${user.firstname}, someone asked to reset your Imole password.`,
      ),
    );
  } catch (error) {
    // Refusing here would tell a stranger the address has an account; the owner can still use the codes sent.
    if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
  }
}

export async function checkResetCode(deps: AppDeps, email: string, code: string): Promise<void> {
  await codesOf(deps).verify('reset-password', email, code, false);
}

export async function resetPassword(deps: AppDeps, email: string, code: string, password: string): Promise<void> {
  refuseCommon(password);
  const { userId } = await codesOf(deps).verify('reset-password', email, code, true);
  if (userId === null) throw new AppError('BAD_REQUEST', codeExpired);
  await users.updateUser(deps.db, userId, {
    password_hash: await hashPassword(password),
    password_changed_at: now(deps),
    // Receiving the code proves the address.
    email_confirmed_at: now(deps),
    modified_by: 'password reset',
    modified_at: now(deps),
  });
  await repo.revokeAllForUser(deps.db, userId);
  await repo.clearLoginFailures(deps.db, email);
}

export async function setPassword(deps: AppDeps, email: string, code: string, password: string): Promise<Session> {
  refuseCommon(password);
  const { userId } = await codesOf(deps).verify('set-password', email, code, true);
  if (userId === null) throw new AppError('BAD_REQUEST', codeExpired);
  const user = await users.updateUser(deps.db, userId, {
    password_hash: await hashPassword(password),
    password_changed_at: now(deps),
    email_confirmed_at: now(deps),
    is_first_time_user: false,
    modified_by: 'invitation',
    modified_at: now(deps),
  });
  if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', authMessages.inactive);
  return newSession(deps, user);
}

export async function changePassword(
  deps: AppDeps,
  user: AppUserRow,
  sessionId: string | null,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  if (!user.password_hash || !(await verifyPassword(user.password_hash, oldPassword))) {
    throw new AppError('BAD_REQUEST', authMessages.wrongOldPassword);
  }
  refuseCommon(newPassword);
  await users.updateUser(deps.db, user.id, {
    password_hash: await hashPassword(newPassword),
    password_changed_at: now(deps),
    modified_by: user.email,
    modified_at: now(deps),
  });
  // Other devices must log in again; this one keeps its session.
  const families = await repo.liveFamiliesOf(deps.db, user.id);
  for (const familyId of families) if (familyId !== sessionId) await repo.revokeFamily(deps.db, familyId);
}

// The profile

export async function updateProfile(
  deps: AppDeps,
  user: AppUserRow,
  input: {
    firstname: string;
    lastname: string;
    email: string;
    phoneNumber: string;
    image?: string | null | undefined;
  },
): Promise<AppUserRow> {
  const { db } = deps;
  const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
  const phoneChanged = input.phoneNumber !== user.phone_number;
  if (emailChanged && (await users.emailTaken(db, input.email, user.id)))
    throw new AppError('CONFLICT', authMessages.emailTaken);
  if (phoneChanged && (await users.phoneTaken(db, input.phoneNumber, user.id)))
    throw new AppError('CONFLICT', authMessages.phoneTaken);
  const image =
    input.image === undefined
      ? user.image
      : input.image === null
        ? null
        : checkBase64Image(input.image, 300 * 1024, 'photo');
  if (emailChanged) {
    await codesOf(deps).issue(
      'change-email',
      input.email,
      user.id,
      mailCode(
        deps,
        input.email,
        'Confirm your new e-mail address',
        `Hello ${input.firstname}, confirm this address for your Imole account.`,
      ),
    );
  }
  return users.updateUser(db, user.id, {
    firstname: input.firstname,
    lastname: input.lastname,
    phone_number: input.phoneNumber,
    ...(phoneChanged ? { phone_confirmed_at: null } : {}),
    image,
    pending_email: emailChanged ? input.email : null,
    modified_by: user.email,
    modified_at: now(deps),
  });
}

export async function confirmEmailChange(deps: AppDeps, user: AppUserRow, code: string): Promise<AppUserRow> {
  if (!user.pending_email)
    throw new AppError('BAD_REQUEST', 'There is no new e-mail address waiting for confirmation.');
  await codesOf(deps).verify('change-email', user.pending_email, code, true);
  // Someone else may have taken the address since the code was sent.
  if (await users.emailTaken(deps.db, user.pending_email, user.id))
    throw new AppError('CONFLICT', authMessages.emailTaken);
  return users.updateUser(deps.db, user.id, {
    email: user.pending_email,
    username: user.pending_email,
    pending_email: null,
    email_confirmed_at: now(deps),
    modified_by: user.email,
    modified_at: now(deps),
  });
}

// Staff accounts

export async function createStaffUser(
  deps: AppDeps,
  admin: AppUserRow,
  input: {
    firstname: string;
    lastname: string;
    email: string;
    phoneNumber: string;
    userRole: 2 | 3;
    isEngineer: boolean;
  },
): Promise<AppUserRow> {
  await ensureUnused(deps, input.email, input.phoneNumber);
  const user = await users.insertUser(deps.db, {
    username: input.email,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    phone_number: input.phoneNumber,
    password_hash: null,
    user_role: input.userRole,
    is_engineer: input.userRole === UserRole.Support && input.isEngineer,
    is_active: true,
    is_first_time_user: true,
    created_by: admin.email,
  });
  await sendInvitation(deps, user);
  return user;
}

/** Staff users (support, engineers, admins), inactive first, as their sessions show them. */
export async function staffUsers(
  deps: AppDeps,
  filter: { userRole?: number | undefined; isActive?: boolean | undefined },
  page: PageQuery,
) {
  const { rows, total } = await users.pageStaffUsers(deps.db, {
    userRole: filter.userRole,
    isActive: filter.isActive,
    offset: (page.PageIndex - 1) * page.PageSize,
    limit: page.PageSize,
  });
  return { items: rows.map(toSessionUser), total };
}

export async function setActive(
  deps: AppDeps,
  admin: AppUserRow,
  userId: number,
  isActive: boolean,
): Promise<AppUserRow> {
  if (userId === admin.id) throw new AppError('BAD_REQUEST', 'You cannot change whether your own account is active.');
  const user = await users.findUserById(deps.db, userId);
  if (
    !user ||
    (user.user_role !== UserRole.Support && user.user_role !== UserRole.Admin && user.user_role !== UserRole.SalesAgent)
  ) {
    throw new AppError('NOT_FOUND', 'We could not find that staff member.');
  }
  const updated = await users.updateUser(deps.db, userId, {
    is_active: isActive,
    modified_by: admin.email,
    modified_at: now(deps),
  });
  if (!isActive) await repo.revokeAllForUser(deps.db, userId);
  return updated;
}

// The phone number

export async function sendPhoneCode(deps: AppDeps, user: AppUserRow): Promise<void> {
  await codesOf(deps).issue('confirm-phone', user.phone_number, user.id, async (code) => {
    await deps.sms.send({
      to: internationalPhone(user.phone_number),
      text: `Your Imole code is ${code}. It expires in 10 minutes.`,
    });
  });
}

export async function confirmPhoneCode(deps: AppDeps, user: AppUserRow, code: string): Promise<void> {
  await codesOf(deps).verify('confirm-phone', user.phone_number, code, true);
  await users.updateUser(deps.db, user.id, { phone_confirmed_at: now(deps) });
}
