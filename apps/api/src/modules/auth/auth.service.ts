import { accountMessages, AppError, internationalPhone, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import { hashPassword, verifyPassword, toSessionUser } from '../users/index.ts';
import * as users from '../users/index.ts';
import { audit } from '../audit/index.ts';
import type { AppUserRow, NewAppUser } from '../../db/tables/user.table.ts';
import type { PageQuery } from '../../lib/http.ts';
import * as repo from './auth.repository.ts';
import { accountMail, type AccountMailMessage } from './account-mail.ts';
import { CODE_LIFETIME_MS, codeMessages, codeService, waitUntil } from './codes.ts';
import { isCommonPassword } from './common-passwords.ts';
import * as sessions from './session.service.ts';
import type { Session } from './session.service.ts';

export type { Session } from './session.service.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A notice (a password changed) is worth sending for three days; a code only while it works. */
const NOTICE_KEEP_TRYING_MS = 3 * DAY;
/** Password-reset codes a day, per account and per requesting address (IP), beyond the 3 in 15 minutes. */
export const RESET_CODES_PER_ACCOUNT_PER_DAY = 10;
export const RESET_CODES_PER_IP_PER_DAY = 20;

export const authMessages = {
  ...sessions.sessionMessages,
  emailTaken: 'An account with this email address already exists. Log in instead, or reset your password.',
  phoneTaken: 'An account with this phone number already exists.',
  commonPassword: accountMessages.passwordCommon,
  unknownReferral:
    'We could not find a sales agent or customer with that referral code. Check the number, or leave it empty.',
  ownReferral: 'Your own phone number cannot be your referral code. Enter the number of the person who referred you.',
  wrongOldPassword: 'Your current password is not correct.',
  oldPasswordMissing: 'Please enter your current password',
  samePassword: accountMessages.samePassword,
} as const;

type SignUpKind = 'customer' | 'support' | 'sales';
type Outbox = ReturnType<typeof accountMail>;

/** Time as the app sees it (tests move it to check expiry); the one-time codes read the same clock. */
const now = (deps: AppDeps) => deps.clock.now();
export const codesOf = (deps: AppDeps) => codeService(deps.db, deps.config.jwtSecret, () => now(deps));
const codeExpired = 'That code has expired or was already used. Ask for a new one.';

function refuseCommon(password: string): void {
  if (isCommonPassword(password)) throw new AppError('VALIDATION_FAILED', authMessages.commonPassword);
}

/** Queues a code's e-mail in the code's transaction, under a lead sentence that says why it was sent. */
export const mailCode = (
  outbox: Outbox,
  to: string,
  subject: string,
  lead: string,
  tail = 'If you did not ask for it, ignore this e-mail.',
) => ({
  within: async (code: string, trx: Transaction) => {
    await outbox.queue(
      trx,
      {
        to,
        subject,
        text: `${lead}\n\nYour Imole code is ${code}. It expires in 10 minutes and works once.\n\n${tail}`,
      },
      CODE_LIFETIME_MS,
    );
  },
});

/** Queues a notice to the account's e-mail in the change's transaction. */
export async function queueNotice(outbox: Outbox, trx: Transaction, message: AccountMailMessage): Promise<void> {
  await outbox.queue(trx, message, NOTICE_KEEP_TRYING_MS);
}

/** One account per e-mail address and per phone number (a sales agent's phone is their referral code). */
async function ensureUnused(deps: AppDeps, email: string, phoneNumber: string): Promise<void> {
  if (await users.emailTaken(deps.db, email)) throw new AppError('CONFLICT', authMessages.emailTaken);
  if (await users.phoneTaken(deps.db, phoneNumber)) throw new AppError('CONFLICT', authMessages.phoneTaken);
}

async function sendConfirmation(
  deps: AppDeps,
  user: AppUserRow,
  outbox: Outbox,
  options: { trx?: Transaction; automatic?: boolean } = {},
): Promise<{ sentAt: Date }> {
  return codesOf(deps).issue(
    'confirm-account',
    user.email,
    user.id,
    mailCode(outbox, user.email, 'Confirm your Imole account', `Welcome to Imole, ${user.firstname}.`),
    options,
  );
}

/**
 * An invitation code. The administrator's first one is sent by the system (`automatic`): it does not use up the
 * invited person's own requests; one they ask for again ("Send me a new code") counts as theirs.
 */
async function sendInvitation(
  deps: AppDeps,
  user: AppUserRow,
  outbox: Outbox,
  options: { trx?: Transaction; automatic?: boolean } = {},
): Promise<void> {
  // A customer invited by their sales agent is told who (issue 20); read in the caller's transaction, if any.
  // An agent invited by their coordinator is told who added them.
  const inviterId =
    user.user_role === UserRole.Customer
      ? user.referred_by_user_id
      : user.user_role === UserRole.SalesAgent
        ? user.coordinator_user_id
        : null;
  const agent = inviterId !== null ? await users.findUserById(options.trx ?? deps.db, inviterId) : undefined;
  await codesOf(deps).issue(
    'set-password',
    user.email,
    user.id,
    mailCode(
      outbox,
      user.email,
      invitationSubject(user),
      `Hello ${user.firstname}, ${invitationText(user, agent)}\nSet your password at ${deps.config.publicUrl}/set-password?email=${encodeURIComponent(user.email)} with the code below.`,
      // An invitation is often read hours later: say how to get a fresh code, not "ignore it if you did not ask".
      user.user_role === UserRole.Customer
        ? 'If the code has expired, open the link above and choose "Send me a new code": a new one comes at once. If you do not know your sales agent, ignore this e-mail: nobody can use the account without the password you set.'
        : 'If the code has expired, open the link above and choose "Send me a new code": a new one comes at once.',
    ),
    options,
  );
}

function invitationSubject(user: AppUserRow): string {
  if (user.user_role === UserRole.Customer) return 'Your Imole quote request';
  if (user.user_role === UserRole.BankOfficer) return 'Your Imole partner bank account';
  return user.user_role === UserRole.SalesAgent ? 'Your Imole sales agent account' : 'Your Imole staff account';
}

function invitationText(user: AppUserRow, agent?: AppUserRow): string {
  if (user.user_role === UserRole.Customer)
    return `your Imole sales agent${agent ? `, ${agent.firstname} ${agent.lastname},` : ''} has asked for a solar quote for you and made you an Imole account to follow it. Set a password to see your quote, pay and follow your installation.`;
  if (user.user_role === UserRole.BankOfficer)
    return "an Imole administrator has created an account for you to review and decide your bank's solar financing applications.";
  return user.user_role === UserRole.SalesAgent
    ? `your coordinator${agent ? `, ${agent.firstname} ${agent.lastname},` : ''} has added you to their Imole sales team. Your phone number is your referral code.`
    : 'an administrator has created an Imole staff account for you.';
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

/**
 * Who referred a new customer: the sales agent or the customer (the customer referral programme, docs/sales.md) whose
 * phone number is the code. A customer's code counts once their account is confirmed; nobody refers themself; an
 * unknown code is refused, never dropped.
 */
async function referrerOf(deps: AppDeps, kind: SignUpKind, input: SignUpInput, self: AppUserRow | undefined) {
  const code = input.referralCode;
  if (kind !== 'customer' || !code) return null;
  if (code === input.phoneNumber) throw new AppError('BAD_REQUEST', authMessages.ownReferral);
  const referrer = await users.findUserByPhone(deps.db, code);
  if (referrer !== undefined && referrer.id === self?.id) throw new AppError('BAD_REQUEST', authMessages.ownReferral);
  const agent = referrer?.user_role === UserRole.SalesAgent;
  const customer =
    referrer?.user_role === UserRole.Customer && referrer.email_confirmed_at !== null && referrer.is_active;
  if (!referrer || !(agent || customer)) throw new AppError('BAD_REQUEST', authMessages.unknownReferral);
  return referrer.id;
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
  const referredBy = await referrerOf(deps, kind, input, sameEmail);
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
  // The account and its code e-mail commit together; a mail server that is down delays the e-mail, never the account.
  const outbox = accountMail(deps);
  const user = await db.transaction().execute(async (trx) => {
    if (samePhone && samePhone.id !== sameEmail?.id) await users.deleteUnconfirmedUser(trx, samePhone.id);
    const saved = sameEmail
      ? await users.updateUser(trx, sameEmail.id, { ...fields, modified_by: 'self', modified_at: now(deps) })
      : await users.insertUser(trx, fields);
    await sendConfirmation(deps, saved, outbox, { trx });
    return saved;
  });
  await outbox.flush();
  return { email: user.email };
}

/**
 * Confirms an account with its code, or signs in a customer who asked for a code from a partner bank's page
 * (codeSignIn): either way the answer is a session. `codeOnly`: the account has no password yet
 * (a bank's prospect), so the page offers to set one.
 */
export async function confirmAccount(
  deps: AppDeps,
  email: string,
  code: string,
): Promise<(Session & { codeOnly: boolean }) | { pendingActivation: true }> {
  const user = await users.findUserByEmail(deps.db, email);
  await codesOf(deps).verify('confirm-account', email, code, true);
  if (!user) throw new AppError('BAD_REQUEST', codeExpired);
  const confirmed = await users.updateUser(deps.db, user.id, {
    email_confirmed_at: user.email_confirmed_at ?? now(deps),
  });
  if (!confirmed.is_active) return { pendingActivation: true };
  return { ...(await sessions.newSession(deps, confirmed)), codeOnly: confirmed.password_hash === null };
}

/** Sends a new sign-up, invitation or bank sign-in code when one is due; answers the same either way. */
export async function resendCode(deps: AppDeps, email: string): Promise<void> {
  const user = await users.findUserByEmail(deps.db, email);
  if (!user) return;
  const outbox = accountMail(deps);
  if (user.email_confirmed_at !== null) {
    if (!(await codeSignInUnderway(deps, user))) return;
    await codesOf(deps).issue('confirm-account', user.email, user.id, signInCodeMail(outbox, user));
  } else if (user.password_hash === null && !isBankProspect(user)) await sendInvitation(deps, user, outbox);
  else await sendConfirmation(deps, user, outbox);
  await outbox.flush();
}

// A partner bank's prospect (docs/banks.md "The prospect")

/** Who a bank's page made an account for: `created_by` names the bank's link code. */
const BANK_PROSPECT_PREFIX = 'bank:';
const isBankProspect = (user: AppUserRow) => user.created_by?.startsWith(BANK_PROSPECT_PREFIX) ?? false;

const signInCodeMail = (outbox: Outbox, user: AppUserRow, bankName?: string) =>
  mailCode(
    outbox,
    user.email,
    'Your Imole sign-in code',
    `Hello ${user.firstname}, here is the code to continue your solar quote${bankName ? ` with ${bankName}` : ''}. It signs you in to your Imole account.`,
    'If you did not ask for it, ignore this e-mail: nobody can use your account without it.',
  );

/** How long after a bank's page sent a customer a sign-in code "Resend now" may send another. */
const SIGN_IN_RESEND_MS = 60 * 60 * 1000;

/**
 * A confirmed customer is signing in with a code when the newest code of the address came after the confirmation,
 * within the last hour: a resend for them sends no more than CreateBankClientUser would.
 */
async function codeSignInUnderway(deps: AppDeps, user: AppUserRow): Promise<boolean> {
  if (user.user_role !== UserRole.Customer || !user.is_active || user.email_confirmed_at === null) return false;
  const latest = await codesOf(deps).latest('confirm-account', user.email);
  const since = Math.max(user.email_confirmed_at.getTime(), now(deps).getTime() - SIGN_IN_RESEND_MS);
  return latest !== null && latest.sentAt.getTime() > since;
}

export interface CodeSignInInput {
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber: string;
}

/**
 * A partner bank's prospect asks for a code (ClientUser/CreateBankClientUser). A new address gets a customer account
 * (no password, unconfirmed, `created_by` naming the bank) and a code; a customer's address a sign-in code (nothing
 * else changes); an unconfirmed customer a new confirmation code. Staff, agents, officers and deactivated accounts
 * get nothing. The caller answers the same in every case, so nothing tells a stranger whether an address has an
 * account; for the same reason the 3-codes-in-15-minutes limit sends nothing more rather than refusing.
 */
export async function codeSignIn(
  deps: AppDeps,
  input: CodeSignInInput,
  bank: { code: string; name: string },
  ip: string,
): Promise<void> {
  const user = await users.findUserByEmail(deps.db, input.email);
  const outbox = accountMail(deps);
  try {
    if (!user) await newBankProspect(deps, input, bank, outbox, ip);
    else if (user.user_role !== UserRole.Customer || !user.is_active) return;
    else if (user.email_confirmed_at === null) await sendConfirmation(deps, user, outbox);
    else
      await codesOf(deps).issue('confirm-account', user.email, user.id, signInCodeMail(outbox, user, bank.name), {
        ip,
      });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
  }
  await outbox.flush();
}

async function newBankProspect(
  deps: AppDeps,
  input: CodeSignInInput,
  bank: { code: string; name: string },
  outbox: Outbox,
  ip: string,
): Promise<void> {
  const { db } = deps;
  // A prospect who mistyped their address and corrects it: the first try's account (no password, never confirmed,
  // made by a bank's page, no request) holds their phone; it moves to the corrected address, which gets the code.
  const movable = (await users.emailTaken(db, input.email))
    ? undefined
    : await repo.findMovableBankProspectByPhone(db, input.phoneNumber);
  // The phone number belongs to another account (or the address waits on someone's e-mail change): no account can be
  // made; the address's owner is told why, and nobody else learns anything.
  if (!movable && ((await users.phoneTaken(db, input.phoneNumber)) || (await users.emailTaken(db, input.email)))) {
    await db.transaction().execute((trx) =>
      queueNotice(outbox, trx, {
        to: input.email,
        subject: 'Your Imole quote request',
        text: `Someone asked for a solar quote with ${bank.name} for this address, with a phone number that another Imole account already uses, so we could not open an account.\n\nIf it was you, ask again with your own phone number, or log in at ${deps.config.publicUrl}/login if you already have an account. If not, ignore this e-mail.`,
      }),
    );
    return;
  }
  await db.transaction().execute(async (trx) => {
    const person = {
      username: input.email,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      created_by: `${BANK_PROSPECT_PREFIX}${bank.code}`,
    };
    const user = movable
      ? await users.updateUser(trx, movable.id, person)
      : await users.insertUser(trx, {
          ...person,
          phone_number: input.phoneNumber,
          password_hash: null,
          user_role: UserRole.Customer,
          is_active: true,
          is_first_time_user: true,
        });
    await codesOf(deps).issue(
      'confirm-account',
      user.email,
      user.id,
      mailCode(
        outbox,
        user.email,
        'Your Imole code',
        `Welcome to Imole, ${user.firstname}. Here is the code to continue your solar quote with ${bank.name}.`,
      ),
      { trx, ip },
    );
  });
}

// Sessions

export async function login(deps: AppDeps, email: string, password: string, ip: string): Promise<Session> {
  return sessions.login(deps, email, password, ip, (user) => codeForUnconfirmedLogin(deps, user));
}

/**
 * A log-in to an unconfirmed account: the code that still works is the one to enter (no new e-mail, and no code of
 * the person's resends used up); when none works, the system sends one by itself (automatic, counted apart).
 * Answers when the code to enter was sent, or null when none was ever sent.
 */
async function codeForUnconfirmedLogin(deps: AppDeps, user: AppUserRow): Promise<Date | null> {
  const latest = await codesOf(deps).latest('confirm-account', user.email);
  if (latest?.live) return latest.sentAt;
  const outbox = accountMail(deps);
  try {
    const { sentAt } = await sendConfirmation(deps, user, outbox, { automatic: true });
    await outbox.flush();
    return sentAt;
  } catch (error) {
    // Three automatic codes in 15 minutes: the person's own "Resend now" still works.
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return latest?.sentAt ?? null;
    throw error;
  }
}

export const refresh = sessions.refresh;
export const logout = sessions.logout;

// Passwords

/**
 * Sends a reset code, or to an address without an account a note that says so: the same work and the same answer
 * either way (a code is stored, an e-mail queued and sent), so neither the answer nor its time tells a stranger who
 * has an account. Over the daily caps (per address, per requesting IP) or the 15-minute one, nothing is sent and the
 * answer is a 429 that says when the next code can be asked for: every cap counts the codes of the address or the
 * IP, account or not, so the refusal tells no more than the answer does.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  await refuseOverDailyResetCaps(deps, email, ip);
  const user = await users.findUserByEmail(deps.db, email);
  const outbox = accountMail(deps);
  const deliver = user
    ? mailCode(
        outbox,
        email,
        'Reset your Imole password',
        `Hello ${user.firstname}, someone asked to reset your Imole password.`,
      )
    : {
        within: async (_code: string, trx: Transaction) =>
          queueNotice(outbox, trx, {
            to: email,
            subject: 'Reset your Imole password',
            text: `Someone asked to reset the password of the Imole account of ${email}, but no Imole account uses this address.\n\nIf it was you, you may have signed up with another address, or you can create an account at ${deps.config.publicUrl}/register. If not, ignore this e-mail.`,
          }),
      };
  await codesOf(deps).issue('reset-password', email, user?.id ?? null, deliver, { ip });
  await outbox.flush();
}

async function refuseOverDailyResetCaps(deps: AppDeps, email: string, ip: string): Promise<void> {
  const at = now(deps);
  const since = new Date(at.getTime() - DAY);
  const [forAddress, fromIp] = await Promise.all([
    repo.countRecentCodes(deps.db, 'reset-password', email, since),
    repo.countCodesFromIp(deps.db, 'reset-password', ip, since),
  ]);
  const freeAt = (oldest: Date | null) => waitUntil(new Date((oldest ?? at).getTime() + DAY), at);
  if (forAddress.count >= RESET_CODES_PER_ACCOUNT_PER_DAY)
    throw new AppError(
      'RATE_LIMITED',
      codeMessages.tooManyToday(RESET_CODES_PER_ACCOUNT_PER_DAY, freeAt(forAddress.oldest)),
    );
  if (fromIp.count >= RESET_CODES_PER_IP_PER_DAY)
    throw new AppError('RATE_LIMITED', codeMessages.tooManyFromNetwork(freeAt(fromIp.oldest)));
}

export async function checkResetCode(deps: AppDeps, email: string, code: string): Promise<void> {
  const { userId } = await codesOf(deps).verify('reset-password', email, code, false);
  if (userId === null) throw new AppError('BAD_REQUEST', codeExpired);
}

/** The notice a password change or reset sends to the account's e-mail. */
const passwordChangedNotice = (deps: AppDeps, user: AppUserRow, how: string): AccountMailMessage => ({
  to: user.email,
  subject: 'Your Imole password was changed',
  text: `Hello ${user.firstname}, the password of your Imole account was ${how} on ${now(deps).toUTCString()}. Every other phone or computer signed in to your account has been logged out.\n\nIf you did not do this, reset your password now at ${deps.config.publicUrl}/reset-password and tell us.`,
});

/** A new password with a reset code: every session of the account ends, and the account's e-mail is told. */
export async function resetPassword(deps: AppDeps, email: string, code: string, password: string): Promise<void> {
  refuseCommon(password);
  const { userId } = await codesOf(deps).verify('reset-password', email, code, true);
  if (userId === null) throw new AppError('BAD_REQUEST', codeExpired);
  const passwordHash = await hashPassword(password);
  const outbox = accountMail(deps);
  await deps.db.transaction().execute(async (trx) => {
    const user = await users.updateUser(trx, userId, {
      password_hash: passwordHash,
      password_changed_at: now(deps),
      // Receiving the code proves the address.
      email_confirmed_at: now(deps),
      modified_by: 'password reset',
      modified_at: now(deps),
    });
    await repo.endSessionsOfUser(trx, userId, now(deps));
    // The e-mailed code lifts any lock that failed log-ins put on the account.
    await repo.clearLoginFailures(trx, user.email);
    await queueNotice(outbox, trx, passwordChangedNotice(deps, user, 'reset'));
  });
  await outbox.flush();
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
  if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', await sessions.inactiveMessage(deps, user));
  return sessions.newSession(deps, user);
}

/** A signed-in password change: every other session ends at once, this one stays; the account's e-mail is told. */
export async function changePassword(
  deps: AppDeps,
  user: AppUserRow,
  sessionId: string | null,
  oldPassword: string | undefined,
  newPassword: string,
): Promise<void> {
  // An account made without a password (a bank's prospect, docs/banks.md) sets its first one here, signed in.
  const first = user.password_hash === null;
  if (!first) {
    if (!oldPassword) throw new AppError('VALIDATION_FAILED', authMessages.oldPasswordMissing);
    if (!(await verifyPassword(user.password_hash!, oldPassword)))
      throw new AppError('BAD_REQUEST', authMessages.wrongOldPassword);
    if (newPassword === oldPassword) throw new AppError('BAD_REQUEST', authMessages.samePassword);
  }
  refuseCommon(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const outbox = accountMail(deps);
  await deps.db.transaction().execute(async (trx) => {
    await users.updateUser(trx, user.id, {
      password_hash: passwordHash,
      password_changed_at: now(deps),
      modified_by: user.email,
      modified_at: now(deps),
    });
    await repo.endSessionsOfUser(trx, user.id, now(deps), sessionId);
    await queueNotice(outbox, trx, passwordChangedNotice(deps, user, first ? 'set' : 'changed'));
  });
  await outbox.flush();
}

// Staff accounts, sales agents, and customers an agent asks a quote for: one invited account

type Invitee = { firstname: string; lastname: string; email: string; phoneNumber: string };

/**
 * Makes an account with no password and invites its person by e-mail (a code to set their password on
 * /set-password, counted as sent by the system), in one transaction with `within` (what the account is made for), so
 * a refusal there leaves no account behind. `role` holds what differs: the role and who the person belongs to.
 */
async function inviteAccount<T>(
  deps: AppDeps,
  by: AppUserRow,
  input: Invitee,
  role: Pick<NewAppUser, 'user_role'> & Partial<NewAppUser>,
  within: (trx: Transaction, user: AppUserRow) => Promise<T> = async () => undefined as T,
): Promise<{ user: AppUserRow; result: T }> {
  await ensureUnused(deps, input.email, input.phoneNumber);
  const outbox = accountMail(deps);
  const done = await deps.db.transaction().execute(async (trx) => {
    const user = await users.insertUser(trx, {
      username: input.email,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      phone_number: input.phoneNumber,
      password_hash: null,
      is_active: true,
      is_first_time_user: true,
      created_by: by.email,
      ...role,
    });
    const result = await within(trx, user);
    await sendInvitation(deps, user, outbox, { trx, automatic: true });
    return { user, result };
  });
  await outbox.flush();
  return done;
}

export async function createStaffUser(
  deps: AppDeps,
  admin: AppUserRow,
  input: Invitee & { userRole: 2 | 3; isEngineer: boolean },
): Promise<AppUserRow> {
  const role = { user_role: input.userRole, is_engineer: input.userRole === UserRole.Support && input.isEngineer };
  return (await inviteAccount(deps, admin, input, role)).user;
}

/**
 * A coordinator adds a sales agent to their team (staff spec §1, issue 20): the new agent works under them and gets
 * the same invitation by e-mail as invited staff (a code to set their password), counted as sent by the system.
 */
export async function createSalesAgent(deps: AppDeps, coordinator: AppUserRow, input: Invitee): Promise<AppUserRow> {
  const role = { user_role: UserRole.SalesAgent, coordinator_user_id: coordinator.id };
  return (await inviteAccount(deps, coordinator, input, role)).user;
}

/**
 * A sales agent asks for a quote for a new customer (issue 20): the customer's account is made, referred to the agent,
 * and invited like invited staff. `within` runs in the same transaction (the request made for them), so a refused
 * request leaves no account behind.
 */
export async function createCustomerForAgent<T>(
  deps: AppDeps,
  agent: AppUserRow,
  input: Invitee,
  within: (trx: Transaction, customer: AppUserRow) => Promise<T>,
): Promise<{ customer: AppUserRow; result: T }> {
  const role = { user_role: UserRole.Customer, referred_by_user_id: agent.id };
  const { user, result } = await inviteAccount(deps, agent, input, role, within);
  return { customer: user, result };
}

/**
 * An admin adds a partner bank's officer (docs/banks.md "The bank's side"): invited like staff (a code to set their
 * password), belonging to one institution. `within` runs in the same transaction (the bank's audit entry).
 */
export async function createBankOfficer(
  deps: AppDeps,
  admin: AppUserRow,
  input: Invitee & { financialInstitutionId: number },
  within: (trx: Transaction, officer: AppUserRow) => Promise<void>,
): Promise<AppUserRow> {
  const { financialInstitutionId, ...person } = input;
  const role = { user_role: UserRole.BankOfficer, financial_institution_id: financialInstitutionId };
  return (await inviteAccount(deps, admin, person, role, within)).user;
}

/** Staff users (support, engineers, admins), inactive first, as their sessions show them. */
export async function staffUsers(
  deps: AppDeps,
  filter: { userRole?: number | undefined; isActive?: boolean | undefined; waiting?: boolean | undefined },
  page: PageQuery,
) {
  const { rows, total } = await users.pageStaffUsers(deps.db, {
    userRole: filter.userRole,
    isActive: filter.isActive,
    waiting: filter.waiting,
    offset: (page.PageIndex - 1) * page.PageSize,
    limit: page.PageSize,
  });
  return { items: rows.map((row) => ({ ...toSessionUser(row), staffStatus: row.staff_status })), total };
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
  return changeActive(deps, admin, user, isActive);
}

/** An admin switches a bank officer's account on or off (audited; switching off ends their sessions). */
export async function setBankOfficerActive(
  deps: AppDeps,
  admin: AppUserRow,
  userId: number,
  isActive: boolean,
): Promise<AppUserRow> {
  const user = await users.findUserById(deps.db, userId);
  if (!user || user.user_role !== UserRole.BankOfficer)
    throw new AppError('NOT_FOUND', 'We could not find that bank officer.');
  return changeActive(deps, admin, user, isActive);
}

async function changeActive(deps: AppDeps, admin: AppUserRow, user: AppUserRow, isActive: boolean) {
  const userId = user.id;
  // Audited: a deactivated member reads "Deactivated" in the staff list, not "Waiting for activation".
  return deps.db.transaction().execute(async (trx) => {
    const updated = await users.updateUser(trx, userId, {
      is_active: isActive,
      modified_by: admin.email,
      modified_at: now(deps),
    });
    await audit(trx, {
      actorUserId: admin.id,
      action: isActive ? 'user.activated' : 'user.deactivated',
      entity: 'app_user',
      entityId: userId,
      before: { isActive: user.is_active },
      after: { isActive },
    });
    if (!isActive) await repo.endSessionsOfUser(trx, userId, now(deps));
    return updated;
  });
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
