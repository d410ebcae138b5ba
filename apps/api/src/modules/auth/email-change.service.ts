/**
 * The profile, and changing the login e-mail (issue 18 §5): a new address needs the current password and its own
 * code; once changed, the old address is told, with a link that restores it and logs every device out for 7 days.
 */
import { randomBytes } from 'node:crypto';
import { AppError, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { checkBase64Image } from '../../lib/images.ts';
import * as users from '../users/index.ts';
import { accountMail } from './account-mail.ts';
import * as repo from './auth.repository.ts';
import { authMessages, codesOf, mailCode, queueNotice } from './auth.service.ts';
import { checkPassword } from './session.service.ts';

/** How long the old address may undo a change of the login e-mail. */
export const UNDO_EMAIL_CHANGE_MS = 7 * 24 * 60 * 60 * 1000;

export const emailChangeMessages = {
  passwordNeeded: 'Enter your current password to change your e-mail address.',
  nothingPending: 'There is no new e-mail address waiting for confirmation.',
  // Said to a signed-in person: "log in instead" (the sign-up's words) would make no sense to them.
  emailOfAnother: 'This e-mail address belongs to another Imole account. Use a different address.',
  phoneOfAnother: 'This phone number belongs to another Imole account. Use a different number.',
  // docs/sales.md "Profile settings": an agent's phone is their referral code.
  agentPhone: 'Your phone number is your referral code, so only an administrator can change it. Ask an administrator.',
  oldAddressTaken: (email: string) =>
    `Another account now uses ${email}, so we cannot give it back to yours. Contact us and we will help.`,
  undone: (email: string) =>
    `Your account's e-mail address is ${email} again, and every device has been logged out. Reset your password now if you did not make the change.`,
} as const;

const now = (deps: AppDeps) => deps.clock.now();

export interface ProfileInput {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  image?: string | null | undefined;
  /** The current password: needed to change the e-mail address. */
  password?: string | undefined;
}

export async function updateProfile(deps: AppDeps, user: AppUserRow, input: ProfileInput, ip: string) {
  const { db } = deps;
  const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
  const phoneChanged = input.phoneNumber !== user.phone_number;
  if (emailChanged && (await users.emailTaken(db, input.email, user.id)))
    throw new AppError('CONFLICT', emailChangeMessages.emailOfAnother);
  if (phoneChanged && user.user_role === UserRole.SalesAgent)
    throw new AppError('FORBIDDEN', emailChangeMessages.agentPhone);
  if (phoneChanged && (await users.phoneTaken(db, input.phoneNumber, user.id)))
    throw new AppError('CONFLICT', emailChangeMessages.phoneOfAnother);
  // The password is asked when a new address is chosen; sending the waiting one again (a new code) needs none.
  const sameAsWaiting = input.email.toLowerCase() === user.pending_email?.toLowerCase();
  if (emailChanged && !sameAsWaiting) await requirePassword(deps, user, input.password, ip);
  const image =
    input.image === undefined
      ? user.image
      : input.image === null
        ? null
        : checkBase64Image(input.image, 300 * 1024, 'photo');
  const outbox = accountMail(deps);
  const updated = await db.transaction().execute(async (trx) => {
    if (emailChanged) {
      const lead = `Hello ${input.firstname}, confirm this address for your Imole account.`;
      await codesOf(deps).issue(
        'change-email',
        input.email,
        user.id,
        mailCode(outbox, input.email, 'Confirm your new e-mail address', lead),
        { trx, ip },
      );
    }
    return users.updateUser(trx, user.id, {
      firstname: input.firstname,
      lastname: input.lastname,
      phone_number: input.phoneNumber,
      ...(phoneChanged ? { phone_confirmed_at: null } : {}),
      image,
      pending_email: emailChanged ? input.email : null,
      modified_by: user.email,
      modified_at: now(deps),
    });
  });
  await outbox.flush();
  return updated;
}

/** The current password, checked as a log-in checks it (throttled; failures count against the account). */
async function requirePassword(deps: AppDeps, user: AppUserRow, password: string | undefined, ip: string) {
  if (!password) throw new AppError('BAD_REQUEST', emailChangeMessages.passwordNeeded);
  const checked = await checkPassword(deps, user.email, password, ip);
  if (!checked || checked.id !== user.id) throw new AppError('BAD_REQUEST', authMessages.wrongOldPassword);
}

/** The new address's code: the e-mail changes, and the old address gets a link to undo it. */
export async function confirmEmailChange(deps: AppDeps, user: AppUserRow, code: string): Promise<AppUserRow> {
  const newEmail = user.pending_email;
  if (!newEmail) throw new AppError('BAD_REQUEST', emailChangeMessages.nothingPending);
  await codesOf(deps).verify('change-email', newEmail, code, true);
  // Someone else may have taken the address since the code was sent.
  if (await users.emailTaken(deps.db, newEmail, user.id))
    throw new AppError('CONFLICT', emailChangeMessages.emailOfAnother);
  const outbox = accountMail(deps);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const changed = await users.updateUser(trx, user.id, {
      email: newEmail,
      username: newEmail,
      pending_email: null,
      email_confirmed_at: now(deps),
      modified_by: user.email,
      modified_at: now(deps),
    });
    await codesOf(deps).issue(
      'undo-email-change',
      user.email,
      user.id,
      { within: async (token, tx) => queueNotice(outbox, tx, undoNotice(deps, user, newEmail, token)) },
      { trx, lifetimeMs: UNDO_EMAIL_CHANGE_MS, code: () => randomBytes(24).toString('base64url') },
    );
    return changed;
  });
  await outbox.flush();
  return updated;
}

const undoNotice = (deps: AppDeps, user: AppUserRow, newEmail: string, token: string) => ({
  to: user.email,
  subject: 'The e-mail address of your Imole account was changed',
  text: `Hello ${user.firstname}, the e-mail address of your Imole account was changed from ${user.email} to ${newEmail} on ${now(deps).toUTCString()}.\n\nIf you did not make this change, open this link within 7 days: it gives your account this address back and logs every device out.\n${deps.config.publicUrl}/undo-email-change?email=${encodeURIComponent(user.email)}&token=${token}\n\nThen reset your password.`,
});

/** The old address's undo link: the account gets that address back, and every session ends. */
export async function undoEmailChange(deps: AppDeps, email: string, token: string): Promise<string> {
  const { userId } = await codesOf(deps).verify('undo-email-change', email, token, true);
  if (userId === null) throw new AppError('BAD_REQUEST', 'That link has expired or was already used.');
  if (await users.emailTaken(deps.db, email, userId))
    throw new AppError('CONFLICT', emailChangeMessages.oldAddressTaken(email));
  await deps.db.transaction().execute(async (trx) => {
    await users.updateUser(trx, userId, {
      email,
      username: email,
      pending_email: null,
      modified_by: 'e-mail change undone',
      modified_at: now(deps),
    });
    await repo.endSessionsOfUser(trx, userId, now(deps));
  });
  return emailChangeMessages.undone(email);
}
