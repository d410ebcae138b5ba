import { UserRole } from '@imole/domain';
import { sql } from 'kysely';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { AccountMailRow, CodePurpose, RefreshTokenRow, VerificationCodeRow } from '../../db/tables/auth.table.ts';
import type { SessionState } from './session-cache.ts';

// Codes

export async function countRecentCodes(
  db: DbOrTx,
  purpose: CodePurpose,
  address: string,
  since: Date,
  automatic = false,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('verification_code')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('purpose', '=', purpose)
    .where(sql<string>`lower(address)`, '=', address.toLowerCase())
    .where('automatic', '=', automatic)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

/** How many codes of a purpose were asked for since `since` by one requesting address (IP), and the oldest's time. */
export async function countCodesFromIp(
  db: DbOrTx,
  purpose: CodePurpose,
  ip: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('verification_code')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('purpose', '=', purpose)
    .where('requested_ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

/** The newest code of a purpose and address (whether it still works is the caller's question). */
export function latestCode(
  db: DbOrTx,
  purpose: CodePurpose,
  address: string,
): Promise<VerificationCodeRow | undefined> {
  return db
    .selectFrom('verification_code')
    .selectAll()
    .where('purpose', '=', purpose)
    .where(sql<string>`lower(address)`, '=', address.toLowerCase())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Who (first and last name) last deactivated a user, from the audit log; null when no one ever did. */
export async function lastDeactivatedBy(db: DbOrTx, userId: number): Promise<{ name: string | null } | null> {
  const row = await db
    .selectFrom('audit_log')
    .leftJoin('app_user as actor', 'actor.id', 'audit_log.actor_user_id')
    .select(['actor.firstname', 'actor.lastname'])
    .where('audit_log.entity', '=', 'app_user')
    .where('audit_log.entity_id', '=', userId)
    .where('audit_log.action', '=', 'user.deactivated')
    .orderBy('audit_log.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { name: row.firstname ? `${row.firstname} ${row.lastname ?? ''}`.trim() : null };
}

export async function insertCode(
  db: DbOrTx,
  code: {
    purpose: CodePurpose;
    address: string;
    userId: number | null;
    codeHash: string;
    expiresAt: Date;
    requestedIp: string | null;
    automatic: boolean;
  },
): Promise<VerificationCodeRow> {
  // A new code replaces the earlier ones for the same purpose and address.
  await db
    .updateTable('verification_code')
    .set({ consumed_at: new Date() })
    .where('purpose', '=', code.purpose)
    .where(sql<string>`lower(address)`, '=', code.address.toLowerCase())
    .where('consumed_at', 'is', null)
    .execute();
  return db
    .insertInto('verification_code')
    .values({
      purpose: code.purpose,
      address: code.address,
      user_id: code.userId,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      requested_ip: code.requestedIp,
      automatic: code.automatic,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The newest code for a purpose and address, locked so two checks of it cannot both succeed. */
export function lockLatestCode(
  trx: Transaction,
  purpose: CodePurpose,
  address: string,
): Promise<VerificationCodeRow | undefined> {
  return trx
    .selectFrom('verification_code')
    .selectAll()
    .where('purpose', '=', purpose)
    .where(sql<string>`lower(address)`, '=', address.toLowerCase())
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordCodeAttempt(trx: Transaction, id: number, consume: boolean): Promise<void> {
  await trx
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), ...(consume ? { consumed_at: new Date() } : {}) }))
    .where('id', '=', id)
    .execute();
}

export async function consumeCode(trx: Transaction, id: number): Promise<void> {
  await trx.updateTable('verification_code').set({ consumed_at: new Date() }).where('id', '=', id).execute();
}

// Refresh tokens

export async function insertRefreshToken(
  db: DbOrTx,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_token')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
    })
    .execute();
}

export function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function lockRefreshToken(trx: Transaction, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return trx.selectFrom('refresh_token').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

/** Rotation: the token is replaced at `at`, the time its successor's access token is signed (the grace window). */
export async function markRefreshTokenReplaced(trx: Transaction, id: number, at: Date): Promise<void> {
  await trx.updateTable('refresh_token').set({ replaced_at: at, revoked_at: at }).where('id', '=', id).execute();
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

// Sessions

export async function insertSession(
  db: DbOrTx,
  session: { id: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('auth_session')
    .values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt })
    .execute();
}

export function findSession(db: DbOrTx, id: string): Promise<SessionState | undefined> {
  return db
    .selectFrom('auth_session')
    .select(['user_id', 'expires_at', 'ended_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Ends one session (a login) and revokes its refresh tokens. */
export async function endSession(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ ended_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
  await revokeFamily(db, id);
}

/** Ends every session of a user but `keep` (the device that asked), and revokes their refresh tokens. */
export async function endSessionsOfUser(
  db: DbOrTx,
  userId: number,
  at: Date,
  keep: string | null = null,
): Promise<void> {
  let sessions = db
    .updateTable('auth_session')
    .set({ ended_at: at })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  let tokens = db
    .updateTable('refresh_token')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep !== null) {
    sessions = sessions.where('id', '<>', keep);
    tokens = tokens.where('family_id', '<>', keep);
  }
  await sessions.execute();
  await tokens.execute();
}

// Account e-mail (the outbox of the account calls)

export async function insertAccountMail(
  db: DbOrTx,
  mail: { recipient: string; subject: string; body: string; giveUpAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('account_mail')
    .values({ recipient: mail.recipient, subject: mail.subject, body: mail.body, give_up_at: mail.giveUpAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Claims account e-mails to send now: the given ones (right after the commit that wrote them), or every one whose
 * next attempt is due (the retry sweep). The claim moves the next attempt on (`retryAt`), rows locked and skipped if
 * another process holds them, so two processes never send one message at the same time.
 */
export async function claimAccountMail(
  db: DbOrTx,
  at: Date,
  retryAt: Date,
  which: { ids: number[] } | { due: true },
  limit = 50,
): Promise<AccountMailRow[]> {
  return db
    .updateTable('account_mail')
    .set((eb) => ({ next_attempt_at: retryAt, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => {
      let waiting = eb
        .selectFrom('account_mail')
        .select('id')
        .where('sent_at', 'is', null)
        .where('give_up_at', '>', at);
      waiting =
        'ids' in which
          ? waiting.where('id', 'in', which.ids.length > 0 ? which.ids : [-1])
          : waiting.where('next_attempt_at', '<=', at);
      return waiting.orderBy('id').limit(limit).forUpdate().skipLocked();
    })
    .returningAll()
    .execute();
}

/** A sent message keeps no body: a code lives only in the person's mailbox. */
export async function markAccountMailSent(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.updateTable('account_mail').set({ sent_at: at, body: '', last_error: null }).where('id', '=', id).execute();
}

export async function markAccountMailFailed(db: DbOrTx, id: number, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('account_mail')
    .set({ last_error: error.slice(0, 500), next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();
}

// Login throttling

export async function recordLoginFailure(db: DbOrTx, account: string, ip: string): Promise<void> {
  await db.insertInto('login_failure').values({ account: account.toLowerCase(), ip }).execute();
}

export async function recentFailures(
  db: DbOrTx,
  key: { account?: string; ip?: string },
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  let query = db
    .selectFrom('login_failure')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', since);
  if (key.account !== undefined) query = query.where('account', '=', key.account.toLowerCase());
  if (key.ip !== undefined) query = query.where('ip', '=', key.ip);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

export async function clearLoginFailures(db: DbOrTx, account: string): Promise<void> {
  await db.deleteFrom('login_failure').where('account', '=', account.toLowerCase()).execute();
}

/** The address of the newest code of a purpose sent for a user (codes confirmed with the code alone). */
export async function latestCodeAddressForUser(
  db: DbOrTx,
  purpose: CodePurpose,
  userId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('verification_code')
    .select('address')
    .where('purpose', '=', purpose)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.address ?? null;
}

/** Was a code of this purpose for this address and user used (i.e. confirmed) since the given time? */
export async function codeConfirmedSince(
  db: DbOrTx,
  purpose: CodePurpose,
  address: string,
  userId: number,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('verification_code')
    .select('id')
    .where('purpose', '=', purpose)
    .where(sql<string>`lower(address)`, '=', address.toLowerCase())
    .where('user_id', '=', userId)
    .where('consumed_at', '>', since)
    .where('attempts', '<', 5)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The account holding a phone number when it is only a bank prospect's first try: a customer with no password, never
 * confirmed, made by a bank's page (`created_by` 'bank:…'), with no quote request. A prospect who mistyped their
 * address left it; asking again with the right address moves it there (auth's codeSignIn).
 */
export async function findMovableBankProspectByPhone(
  db: DbOrTx,
  phoneNumber: string,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('app_user')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .where('user_role', '=', UserRole.Customer)
    .where('password_hash', 'is', null)
    .where('email_confirmed_at', 'is', null)
    .where('pending_email', 'is', null)
    .where('created_by', 'like', 'bank:%')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('quote_request')
            .select('quote_request.id')
            .whereRef('quote_request.user_id', '=', 'app_user.id'),
        ),
      ),
    )
    .executeTakeFirst();
}
