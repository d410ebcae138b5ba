import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const AUDIENCE = 'imole';
const ISSUER = 'imole-api';

export interface AccessClaims {
  userId: number;
  /** The login (refresh-token family) this token was issued for. */
  sessionId: string | null;
}

export async function signAccessToken(
  userId: number,
  sessionId: string,
  secret: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_SECONDS) * 1000);
  const token = await new SignJWT({ userId, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt };
}

/** The claims of a valid token, or null: wrong key, wrong algorithm, wrong audience or issuer, or expired. */
export async function verifyAccessToken(token: string, secret: string, now = new Date()): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    return { userId, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
  } catch {
    return null;
  }
}

/** 256 random bits; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that rotation gives for `token`: derived from it with the server's key, so a second tab that
 * presents `token` within the grace window is answered the same pair, and no token is ever stored, only its hash.
 */
export function successorToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh-successor\n${token}`).digest('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A code is stored as an HMAC tied to its purpose and address, so a leaked table gives nothing to replay. */
export function codeHash(secret: string, purpose: string, address: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${address.toLowerCase()}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
