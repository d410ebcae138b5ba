/**
 * The OpenPAYGO Token encoder: a port of the reference's `OpenPAYGOTokenEncoder.generate_token`
 * (EnAccess/OpenPAYGO-python, openpaygo/token_encode.py; MIT). See docs/tokens.md "The algorithm".
 */
import {
  COUNTER_SYNC_VALUE,
  encodeBase,
  checkStartingCode,
  EXTENDED,
  generateStartingCode,
  loadSecretKey,
  MAX_ACTIVATION_VALUE,
  MAX_EXTENDED_ACTIVATION_VALUE,
  type OpenPaygoKey,
  PAYG_DISABLE_VALUE,
  putBaseInToken,
  STANDARD,
  toRestrictedDigits,
  tokenBase,
  type TokenSpace,
} from './shared.ts';

/** What a token does: add days, set the days left, unlock for good (disable PAYG), or re-align the device's count. */
export type TokenKind = 'add' | 'set' | 'disable' | 'counterSync';

export interface GeneratedToken {
  /** The token's digits, zero-padded (9 standard, 12 extended; 15 / 20 with the restricted digit set), no spaces. */
  token: string;
  /** The count this token was made for: the server stores it as the device's count for the next token. */
  count: number;
}

interface DeviceInput {
  key: OpenPaygoKey;
  /** The device's starting code (9 digits, set at the factory); missing or 0: derived from the key, as the reference does. */
  startingCode?: number;
  /** The count the server stored after the device's last token (its first token starts from the count given at setup). */
  count: number;
  /** Tokens of digits 1–4 only (keypads with 4 keys). */
  restrictedDigitSet?: boolean;
}

export interface GenerateTokenInput extends DeviceInput {
  kind: TokenKind;
  /** Days (or the device's unit) for 'add' and 'set'; none for 'disable' and 'counterSync'. */
  value?: number;
  /** The 12-digit extended token (values up to 999,999) instead of the 9-digit standard one (up to 995). */
  extended?: boolean;
}

/**
 * The count a new token uses: add-time tokens take the next even count, the others (set time, disable PAYG, counter
 * sync) the next odd one, so the device can tell the two apart (the reference's _get_new_count).
 */
export function nextTokenCount(count: number, kind: TokenKind): number {
  const odd = count % 2 === 1;
  if (kind === 'add') return odd ? count + 1 : count + 2;
  return odd ? count + 2 : count + 1;
}

function checkInput(input: GenerateTokenInput): number {
  checkStartingCode(input.startingCode);
  if (!Number.isSafeInteger(input.count) || input.count < 0) {
    throw new RangeError('The count must be a whole number, 0 or more.');
  }
  if (input.kind === 'disable' || input.kind === 'counterSync') {
    if (input.value !== undefined && input.value !== 0) {
      throw new RangeError('A value is not allowed for this token type.');
    }
    return input.kind === 'disable' ? PAYG_DISABLE_VALUE : COUNTER_SYNC_VALUE;
  }
  const max = input.extended ? MAX_EXTENDED_ACTIVATION_VALUE : MAX_ACTIVATION_VALUE;
  const value = input.value;
  if (value === undefined || !Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`The value must be a whole number from 0 to ${max}.`);
  }
  return value;
}

function generateInSpace(space: TokenSpace, key: Uint8Array, startingCode: number, value: number, count: number) {
  const base = encodeBase(space, tokenBase(space, startingCode), value);
  let code = putBaseInToken(space, startingCode, base);
  for (let i = 0; i < count; i++) code = space.next(code, key);
  return putBaseInToken(space, code, base);
}

/** Any token the reference's generate_token makes (standard or extended, plain or restricted digits). */
export function generateToken(input: GenerateTokenInput): GeneratedToken {
  const value = checkInput(input);
  const key = loadSecretKey(input.key);
  const space = input.extended ? EXTENDED : STANDARD;
  const count = nextTokenCount(input.count, input.kind);
  const startingCode = input.startingCode || generateStartingCode(key);
  const code = generateInSpace(space, key, startingCode, value, count);
  const token = input.restrictedDigitSet ? toRestrictedDigits(space, code) : String(code).padStart(space.digits, '0');
  return { token, count };
}

export interface EncodeTokenInput extends DeviceInput {
  /** 'add' adds days to what is left; 'set' replaces it (and re-locks an unlocked device). */
  mode: 'add' | 'set';
  /** Days: 0–995 for the standard token (encodeExtendedToken for more). */
  value: number;
}

/** A standard (9-digit) add- or set-time token. */
export function encodeToken(input: EncodeTokenInput): GeneratedToken {
  return generateToken({ ...input, kind: input.mode, extended: false });
}

/** A 12-digit extended add- or set-time token: values 0–999,999 (the device must support extended tokens). */
export function encodeExtendedToken(input: EncodeTokenInput): GeneratedToken {
  return generateToken({ ...input, kind: input.mode, extended: true });
}

/** The disable-PAYG token (value 998): the device unlocks for good. */
export function encodeDisablePaygToken(input: DeviceInput): GeneratedToken {
  return generateToken({ ...input, kind: 'disable' });
}

/** The counter-sync token (value 999): brings the device's count up to the server's without changing its time. */
export function encodeCounterSyncToken(input: DeviceInput): GeneratedToken {
  return generateToken({ ...input, kind: 'counterSync' });
}

/** The token in groups of 3 digits for people to read and type ("123 456 789"); decodeToken ignores the spaces. */
export function formatToken(token: string): string {
  return token.replace(/\D/g, '').replace(/(\d{3})(?=\d)/g, '$1 ');
}
