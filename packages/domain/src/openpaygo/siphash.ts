/**
 * SipHash-2-4 (Aumasson & Bernstein, 2012) in plain TypeScript, so it runs in Node and in browsers alike (no
 * node:crypto, no Web Crypto: neither offers SipHash). OpenPAYGO Token uses it as its keyed hash: the reference
 * implementations call `siphash.SipHash_2_4(key, message).hash()`, the 64-bit result read as an unsigned integer.
 * The 64-bit words are kept as two unsigned 32-bit halves in plain numbers: a token for count n takes n hashes, and
 * this runs some 20 times faster than BigInt arithmetic.
 */

/** A 64-bit word: its high and low unsigned 32-bit halves. */
export interface Word64 {
  h: number;
  l: number;
}

function add(a: Word64, b: Word64): void {
  const low = a.l + b.l;
  a.l = low >>> 0;
  a.h = (a.h + b.h + (low > 0xffff_ffff ? 1 : 0)) >>> 0;
}

function xor(a: Word64, b: Word64): void {
  a.h = (a.h ^ b.h) >>> 0;
  a.l = (a.l ^ b.l) >>> 0;
}

/** Rotates left by n bits, 0 < n < 32. */
function rotl(a: Word64, n: number): void {
  const h = a.h;
  a.h = ((h << n) | (a.l >>> (32 - n))) >>> 0;
  a.l = ((a.l << n) | (h >>> (32 - n))) >>> 0;
}

function swapHalves(a: Word64): void {
  const h = a.h;
  a.h = a.l;
  a.l = h;
}

function sipRound(v0: Word64, v1: Word64, v2: Word64, v3: Word64): void {
  add(v0, v1);
  rotl(v1, 13);
  xor(v1, v0);
  swapHalves(v0);
  add(v2, v3);
  rotl(v3, 16);
  xor(v3, v2);
  add(v0, v3);
  rotl(v3, 21);
  xor(v3, v0);
  add(v2, v1);
  rotl(v1, 17);
  xor(v1, v2);
  swapHalves(v2);
}

/** The little-endian 32-bit word of bytes[offset..offset+4), bytes at or past `end` read as 0. */
function readLE32(bytes: Uint8Array, offset: number, end: number): number {
  let word = 0;
  for (let i = 3; i >= 0; i--) word = (word * 256 + (offset + i < end ? (bytes[offset + i] ?? 0) : 0)) >>> 0;
  return word;
}

/** The 64-bit SipHash-2-4 of message under a 16-byte key, as its two 32-bit halves. */
export function sipHash24Word(key: Uint8Array, message: Uint8Array): Word64 {
  if (key.length !== 16) throw new RangeError('SipHash needs a 16-byte key.');
  const k0 = { h: readLE32(key, 4, 16), l: readLE32(key, 0, 16) };
  const k1 = { h: readLE32(key, 12, 16), l: readLE32(key, 8, 16) };
  const v0 = { h: (k0.h ^ 0x736f6d65) >>> 0, l: (k0.l ^ 0x70736575) >>> 0 };
  const v1 = { h: (k1.h ^ 0x646f7261) >>> 0, l: (k1.l ^ 0x6e646f6d) >>> 0 };
  const v2 = { h: (k0.h ^ 0x6c796765) >>> 0, l: (k0.l ^ 0x6e657261) >>> 0 };
  const v3 = { h: (k1.h ^ 0x74656462) >>> 0, l: (k1.l ^ 0x79746573) >>> 0 };
  const end = message.length;
  const compress = (m: Word64): void => {
    xor(v3, m);
    sipRound(v0, v1, v2, v3);
    sipRound(v0, v1, v2, v3);
    xor(v0, m);
  };
  const whole = end - (end % 8);
  for (let offset = 0; offset < whole; offset += 8) {
    compress({ h: readLE32(message, offset + 4, end), l: readLE32(message, offset, end) });
  }
  // The last word: the remaining bytes, and the length's low byte in its top byte.
  const lastHigh = readLE32(message, whole + 4, end);
  compress({ h: (lastHigh | ((end & 0xff) << 24)) >>> 0, l: readLE32(message, whole, end) });
  v2.l = (v2.l ^ 0xff) >>> 0;
  for (let i = 0; i < 4; i++) sipRound(v0, v1, v2, v3);
  xor(v0, v1);
  xor(v0, v2);
  xor(v0, v3);
  return v0;
}

/** The 64-bit SipHash-2-4 of message under a 16-byte key, as an unsigned BigInt. */
export function sipHash24(key: Uint8Array, message: Uint8Array): bigint {
  const { h, l } = sipHash24Word(key, message);
  return (BigInt(h) << 32n) | BigInt(l);
}
