import { sql } from 'kysely';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { CodePurpose, RefreshTokenRow, VerificationCodeRow } from '../../db/tables/auth.table.ts';

// Codes

export async function countRecentCodes(
  db: DbOrTx,
  purpose: CodePurpose,
  address: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('verification_code')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('purpose', '=', purpose)
    .where(sql<string>`lower(address)`, '=', address.toLowerCase())
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

export async function insertCode(
  db: DbOrTx,
  code: { purpose: CodePurpose; address: string; userId: number | null; codeHash: string; expiresAt: Date },
): Promise<void> {
  // A new code replaces the earlier ones for the same purpose and address.
  await db
    .updateTable('verification_code')
    .set({ consumed_at: new Date() })
    .where('purpose', '=', code.purpose)
    .where(sql<string>`lower(address)`, '=', code.address.toLowerCase())
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('verification_code')
    .values({
      purpose: code.purpose,
      address: code.address,
      user_id: code.userId,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
    })
    .execute();
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

export function lockRefreshToken(trx: Transaction, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return trx.selectFrom('refresh_token').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export async function markRefreshTokenReplaced(trx: Transaction, id: number): Promise<void> {
  await trx
    .updateTable('refresh_token')
    .set({ replaced_at: new Date(), revoked_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeRefreshTokenByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllForUser(db: DbOrTx, userId: number): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The logins (refresh token families) of a user that still have a live token. */
export async function liveFamiliesOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('refresh_token')
    .select('family_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((r) => r.family_id);
}

// Login throttling

export async function recordLoginFailure(db: DbOrTx, account: string, ip: string): Promise<void> {
  await db.insertInto('login_failure').values({ account: account.toLowerCase(), ip }).execute();
}

export async function recentFailures(
  db: DbOrTx,
  key: { account: string } | { ip: string },
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  let query = db
    .selectFrom('login_failure')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', since);
  query = 'account' in key ? query.where('account', '=', key.account.toLowerCase()) : query.where('ip', '=', key.ip);
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
