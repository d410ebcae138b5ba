/**
 * The parts of OpenPAYGO Token shared by the encoder and the decoder: a port of the reference's
 * `OpenPAYGOTokenShared` and `OpenPAYGOTokenSharedExtended` (EnAccess/OpenPAYGO-python, openpaygo/token_shared.py and
 * token_shared_extended.py; MIT). See docs/tokens.md "The algorithm".
 */
import { sipHash24Word, type Word64 } from './siphash.ts';

/** Standard tokens: 9 digits; the last 3 carry the value (0–995 time, 998 disable PAYG, 999 counter sync). */
export const MAX_ACTIVATION_VALUE = 995;
export const PAYG_DISABLE_VALUE = 998;
export const COUNTER_SYNC_VALUE = 999;
const TOKEN_VALUE_OFFSET = 1000;

/** Extended tokens: 12 digits; the last 6 carry the value (0–999,999). */
export const MAX_EXTENDED_ACTIVATION_VALUE = 999_999;
const TOKEN_VALUE_OFFSET_EXTENDED = 1_000_000;

/** A device's secret key: 16 bytes, or 32 hexadecimal characters. */
export type OpenPaygoKey = Uint8Array | string;

export function loadSecretKey(key: OpenPaygoKey): Uint8Array {
  if (typeof key !== 'string') {
    if (key.length !== 16) throw new RangeError('The secret key must be 16 bytes.');
    return key;
  }
  if (!/^[0-9a-fA-F]{32}$/.test(key)) throw new RangeError('The secret key must be 32 hexadecimal characters.');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = Number.parseInt(key.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function checkStartingCode(startingCode: number | undefined): void {
  if (startingCode === undefined) return;
  if (!Number.isSafeInteger(startingCode) || startingCode < 0 || startingCode > 999_999_999) {
    throw new RangeError('The starting code must be a whole number of at most 9 digits.');
  }
}

/** One of the two token spaces: standard (9 digits, 30 bits) and extended (12 digits, 40 bits). */
export interface TokenSpace {
  /** The value part of a token lives in code % offset. */
  offset: number;
  /** Bits of a token, and so digits (2 bits each) of its restricted-digit form. */
  bits: number;
  /** Digits of the plain token (zero-padded). */
  digits: number;
  /** The next code in a device's chain after code. */
  next(code: number, key: Uint8Array): number;
}

export function tokenBase(space: TokenSpace, code: number): number {
  return code % space.offset;
}

export function putBaseInToken(space: TokenSpace, code: number, base: number): number {
  return code - tokenBase(space, code) + base;
}

/** value + starting code's base, wrapped into the value part (the reference's _encode_base). */
export function encodeBase(space: TokenSpace, startingBase: number, value: number): number {
  return (startingBase + value) % space.offset;
}

/** The value a token's base carries for a starting code's base (the reference's _decode_base). */
export function decodeBase(space: TokenSpace, startingBase: number, base: number): number {
  return (base - startingBase + space.offset) % space.offset;
}

/** The 64-bit hash folded to 32 bits (hi XOR lo), then 30 bits kept and squeezed under 1e9 (the reference's 29_5). */
function hashToStandardToken(hash: Word64): number {
  const bits30 = ((hash.h ^ hash.l) >>> 2) & 0x3fff_ffff;
  return bits30 > 999_999_999 ? bits30 - 73_741_825 : bits30;
}

/** 40 bits of the hash (bits 24–63) squeezed under 1e12 (the reference's _convert_to_40_bits). */
function hashToExtendedToken(hash: Word64): number {
  const bits40 = hash.h * 256 + (hash.l >>> 24);
  return bits40 > 999_999_999_999 ? bits40 - 99_511_627_777 : bits40;
}

export const STANDARD: TokenSpace = {
  offset: TOKEN_VALUE_OFFSET,
  bits: 30,
  digits: 9,
  next(code, key) {
    // The code as 4 big-endian bytes, written twice (SipHash's message is then 8 bytes).
    const message = new Uint8Array(8);
    const view = new DataView(message.buffer);
    view.setUint32(0, code);
    view.setUint32(4, code);
    return hashToStandardToken(sipHash24Word(key, message));
  },
};

export const EXTENDED: TokenSpace = {
  offset: TOKEN_VALUE_OFFSET_EXTENDED,
  bits: 40,
  digits: 12,
  next(code, key) {
    const message = new Uint8Array(8);
    new DataView(message.buffer).setBigUint64(0, BigInt(code));
    return hashToExtendedToken(sipHash24Word(key, message));
  },
};

/** The starting code the reference derives from a key when none is given (hash of the key under itself). */
export function generateStartingCode(key: OpenPaygoKey): number {
  const bytes = loadSecretKey(key);
  return hashToStandardToken(sipHash24Word(bytes, bytes));
}

/** Restricted digit set: each 2 bits of the token become one digit 1–4 (15 digits standard, 20 extended). */
export function toRestrictedDigits(space: TokenSpace, code: number): string {
  let digits = '';
  let value = BigInt(code);
  for (let i = 0; i < space.bits / 2; i++) {
    digits = String(Number(value & 3n) + 1) + digits;
    value >>= 2n;
  }
  return digits;
}

export function fromRestrictedDigits(digits: string): number {
  let value = 0n;
  for (const digit of digits) value = (value << 2n) | BigInt(Number(digit) - 1);
  return Number(value);
}
