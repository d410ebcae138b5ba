/**
 * SipHash-2-4 (Aumasson & Bernstein, 2012) in plain TypeScript with BigInt, so it runs in Node and in browsers alike
 * (no node:crypto, no Web Crypto: neither offers SipHash). OpenPAYGO Token uses it as its keyed hash: the reference
 * implementations call `siphash.SipHash_2_4(key, message).hash()`, which is the 64-bit result read as an unsigned
 * integer — what this function returns.
 */
const MASK_64 = 0xffff_ffff_ffff_ffffn;

function rotl(x: bigint, bits: bigint): bigint {
  return ((x << bits) | (x >> (64n - bits))) & MASK_64;
}

/** The little-endian word of bytes[offset..offset+length) (length ≤ 8). */
function readWordLE(bytes: Uint8Array, offset: number, length = 8): bigint {
  let word = 0n;
  for (let i = length - 1; i >= 0; i--) word = (word << 8n) | BigInt(bytes[offset + i] ?? 0);
  return word;
}

interface SipState {
  v0: bigint;
  v1: bigint;
  v2: bigint;
  v3: bigint;
}

function sipRound(s: SipState): void {
  s.v0 = (s.v0 + s.v1) & MASK_64;
  s.v1 = rotl(s.v1, 13n) ^ s.v0;
  s.v0 = rotl(s.v0, 32n);
  s.v2 = (s.v2 + s.v3) & MASK_64;
  s.v3 = rotl(s.v3, 16n) ^ s.v2;
  s.v0 = (s.v0 + s.v3) & MASK_64;
  s.v3 = rotl(s.v3, 21n) ^ s.v0;
  s.v2 = (s.v2 + s.v1) & MASK_64;
  s.v1 = rotl(s.v1, 17n) ^ s.v2;
  s.v2 = rotl(s.v2, 32n);
}

function compress(s: SipState, m: bigint): void {
  s.v3 ^= m;
  sipRound(s);
  sipRound(s);
  s.v0 ^= m;
}

/** The 64-bit SipHash-2-4 of message under a 16-byte key, as an unsigned BigInt. */
export function sipHash24(key: Uint8Array, message: Uint8Array): bigint {
  if (key.length !== 16) throw new RangeError('SipHash needs a 16-byte key.');
  const k0 = readWordLE(key, 0);
  const k1 = readWordLE(key, 8);
  const s: SipState = {
    v0: k0 ^ 0x736f6d6570736575n,
    v1: k1 ^ 0x646f72616e646f6dn,
    v2: k0 ^ 0x6c7967656e657261n,
    v3: k1 ^ 0x7465646279746573n,
  };
  const whole = message.length - (message.length % 8);
  for (let offset = 0; offset < whole; offset += 8) compress(s, readWordLE(message, offset));
  compress(s, (BigInt(message.length & 0xff) << 56n) | readWordLE(message, whole, message.length - whole));
  s.v2 ^= 0xffn;
  for (let i = 0; i < 4; i++) sipRound(s);
  return s.v0 ^ s.v1 ^ s.v2 ^ s.v3;
}
