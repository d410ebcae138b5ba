/**
 * The OpenPAYGO Token decoder, as a device runs it: a port of the reference's `OpenPAYGOTokenDecoder`
 * (EnAccess/OpenPAYGO-python, openpaygo/token_decode.py; MIT), with its counter window and used-count tracking. We use
 * it to prove a token we issue is one the device accepts. See docs/tokens.md "The algorithm" for where it differs.
 */
import type { TokenKind } from './encode.ts';
import {
  checkStartingCode,
  COUNTER_SYNC_VALUE,
  decodeBase,
  EXTENDED,
  fromRestrictedDigits,
  generateStartingCode,
  loadSecretKey,
  type OpenPaygoKey,
  PAYG_DISABLE_VALUE,
  putBaseInToken,
  STANDARD,
  tokenBase,
  type TokenSpace,
} from './shared.ts';

/** How many counts past the device's last count it searches (100 for a counter-sync token). */
export const MAX_TOKEN_JUMP = 64;
export const MAX_TOKEN_JUMP_COUNTER_SYNC = 100;
/** How far below its last count an unused add-time token is still accepted (tokens entered out of order). */
export const MAX_UNUSED_OLDER_TOKENS = 16;

export interface DecodeTokenInput {
  key: OpenPaygoKey;
  startingCode?: number;
  /** The digits as typed; spaces are ignored. 9 digits or fewer: standard, 10–12: extended (15 / 20 restricted). */
  token: string;
  /** The device's count: the highest count it has accepted (its setup count before any token). */
  lastCount: number;
  /** Counts of recent tokens the device has used (to refuse a second entry of an older add-time token). */
  usedCounts?: readonly number[] | null;
  restrictedDigitSet?: boolean;
}

export interface DecodedToken {
  /** What the device does with it; 'invalid' (not for this device) or 'alreadyUsed' (a good token entered again). */
  type: TokenKind | 'invalid' | 'alreadyUsed';
  /** The value carried: days for add/set, 998 disable PAYG, 999 counter sync; null unless accepted. */
  value: number | null;
  /** The token's count; the device's new count is max(lastCount, count) (count itself for counter sync). */
  count: number | null;
  /** The device's used counts after this token (unchanged when it is refused). */
  usedCounts: number[];
  extended: boolean;
}

function parseToken(input: DecodeTokenInput): { digits: string; extended: boolean } {
  const digits = input.token.replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) throw new RangeError('A token is made of digits only.');
  const [standardLength, extendedLength] = input.restrictedDigitSet ? [15, 20] : [9, 12];
  if (digits.length > extendedLength) throw new RangeError('Token is too long.');
  if (input.restrictedDigitSet && !/^[1-4]+$/.test(digits)) {
    throw new RangeError('A restricted-digit token uses the digits 1 to 4 only.');
  }
  return { digits, extended: digits.length > standardLength };
}

/** The reference's _count_is_valid: newer than the last count, or an unused add-time token in the window below it. */
function countIsValid(count: number, lastCount: number, value: number, type: TokenKind, used: readonly number[]) {
  if (value === COUNTER_SYNC_VALUE) return count > lastCount - MAX_TOKEN_JUMP;
  if (count > lastCount) return true;
  return count > lastCount - MAX_UNUSED_OLDER_TOKENS && !used.includes(count) && type === 'add';
}

/** The reference's update_used_counts: keep the window below the highest count; anything but add-time uses it all. */
export function updateUsedCounts(past: readonly number[], value: number, count: number, type: TokenKind): number[] {
  const highest = Math.max(count, ...past);
  const usesAll = type !== 'add' || value === COUNTER_SYNC_VALUE || value === PAYG_DISABLE_VALUE;
  const used: number[] = [];
  for (let c = highest - MAX_UNUSED_OLDER_TOKENS; c <= highest; c++) {
    if (usesAll || c === count || past.includes(c)) used.push(c);
  }
  return used;
}

function typeAt(count: number, value: number, extended: boolean): TokenKind {
  if (count % 2 === 0) return 'add';
  // The reference's extended decoder calls every odd count "set time", whatever the value.
  if (extended) return 'set';
  if (value === COUNTER_SYNC_VALUE) return 'counterSync';
  if (value === PAYG_DISABLE_VALUE) return 'disable';
  return 'set';
}

interface Search {
  space: TokenSpace;
  key: Uint8Array;
  startingCode: number;
  token: number;
  lastCount: number;
  used: readonly number[];
  extended: boolean;
}

function search(s: Search): DecodedToken {
  const base = tokenBase(s.space, s.token);
  const value = decodeBase(s.space, tokenBase(s.space, s.startingCode), base);
  const jump = value === COUNTER_SYNC_VALUE && !s.extended ? MAX_TOKEN_JUMP_COUNTER_SYNC : MAX_TOKEN_JUMP;
  let code = putBaseInToken(s.space, s.startingCode, base);
  let olderMatch = false;
  for (let count = 0; count <= s.lastCount + jump; count++) {
    if (putBaseInToken(s.space, code, base) === s.token) {
      const type = typeAt(count, value, s.extended);
      if (countIsValid(count, s.lastCount, value, type, s.used)) {
        const usedCounts = updateUsedCounts(s.used, value, count, type);
        return { type, value, count, usedCounts, extended: s.extended };
      }
      olderMatch = true;
    }
    code = s.space.next(code, s.key);
  }
  const type = olderMatch ? 'alreadyUsed' : 'invalid';
  return { type, value: null, count: null, usedCounts: [...s.used], extended: s.extended };
}

/** Decodes a token as the device with this key, starting code, last count and used counts would. */
export function decodeToken(input: DecodeTokenInput): DecodedToken {
  checkStartingCode(input.startingCode);
  if (!Number.isSafeInteger(input.lastCount) || input.lastCount < 0) {
    throw new RangeError('The last count must be a whole number, 0 or more.');
  }
  const key = loadSecretKey(input.key);
  const { digits, extended } = parseToken(input);
  const space = extended ? EXTENDED : STANDARD;
  const token = input.restrictedDigitSet ? fromRestrictedDigits(digits) : Number(digits);
  return search({
    space,
    key,
    startingCode: input.startingCode || generateStartingCode(key),
    token,
    lastCount: input.lastCount,
    used: input.usedCounts ?? [],
    extended,
  });
}
