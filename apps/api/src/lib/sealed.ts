import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Sealing of personal data at rest (docs/kyc.md "Encryption and keys"): AES-256-GCM, a fresh 12-byte nonce for every
 * record, and the id of the key that sealed it stored beside the ciphertext, so a key can be rotated: records sealed
 * with an old key still open while new ones use the current key.
 *
 * A sealed record is `[1 version][4 key id][12 nonce][16 tag][ciphertext]`.
 */
export interface Keyring {
  /** The id of the key new records are sealed with. */
  currentId: string;
  /** Every key this process may open records with, by id (8 hex characters of the key's SHA-256). */
  keys: ReadonlyMap<string, Buffer>;
}

const VERSION = 1;
const KEY_ID_BYTES = 4;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + KEY_ID_BYTES + NONCE_BYTES + TAG_BYTES;

export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealError';
  }
}

/** A key's id: the first 8 hex characters of its SHA-256 (it names the key without revealing it). */
export function keyId(key: Buffer): string {
  return createHash('sha256')
    .update(key)
    .digest('hex')
    .slice(0, KEY_ID_BYTES * 2);
}

/** A ring of the current key (seals and opens) and older keys (open only). Each key is 32 bytes. */
export function createKeyring(current: Buffer, old: readonly Buffer[] = []): Keyring {
  for (const key of [current, ...old])
    if (key.length !== 32) throw new SealError(`An AES-256 key is 32 bytes, not ${key.length}`);
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...old]) keys.set(keyId(key), key);
  return { currentId: keyId(current), keys };
}

export function seal(keyring: Keyring, plain: Buffer | string): Buffer {
  const key = keyring.keys.get(keyring.currentId);
  if (!key) throw new SealError(`The key ring has no key ${keyring.currentId}`);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const idBytes = Buffer.from(keyring.currentId, 'hex');
  const version = Buffer.from([VERSION]);
  // The version and key id are authenticated too: changing either makes the record fail to open.
  cipher.setAAD(Buffer.concat([version, idBytes]));
  const ciphertext = Buffer.concat([
    cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain),
    cipher.final(),
  ]);
  return Buffer.concat([version, idBytes, nonce, cipher.getAuthTag(), ciphertext]);
}

/** The id of the key a record was sealed with (to find the records a rotation still has to re-seal). */
export function keyIdOf(sealed: Buffer): string {
  if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION) throw new SealError('This is not a sealed record');
  return sealed.subarray(1, 1 + KEY_ID_BYTES).toString('hex');
}

/** Opens a record sealed with any key of the ring; throws a SealError when the key is missing or the record changed. */
export function unseal(keyring: Keyring, sealed: Buffer): Buffer {
  const id = keyIdOf(sealed);
  const key = keyring.keys.get(id);
  if (!key) throw new SealError(`The record was sealed with key ${id}, which this key ring does not hold`);
  const nonce = sealed.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + NONCE_BYTES);
  const tag = sealed.subarray(1 + KEY_ID_BYTES + NONCE_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(sealed.subarray(0, 1 + KEY_ID_BYTES));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new SealError(`The record sealed with key ${id} does not open: it was changed or damaged`);
  }
}

/**
 * The record sealed again with the current key when an older key sealed it, or null when it already uses the current
 * key (a rotation re-seals records as they are read or by a sweep, then drops the old key; docs/operations.md).
 */
export function reseal(keyring: Keyring, sealed: Buffer): Buffer | null {
  return keyIdOf(sealed) === keyring.currentId ? null : seal(keyring, unseal(keyring, sealed));
}

/** A UTF-8 text sealed (a BVN, an account number). */
export const sealText = (keyring: Keyring, text: string): Buffer => seal(keyring, text);
export const unsealText = (keyring: Keyring, sealed: Buffer): string => unseal(keyring, sealed).toString('utf8');
