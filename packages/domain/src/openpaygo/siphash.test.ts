import { describe, expect, it } from 'vitest';
import { sipHash24 } from './siphash.ts';

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i);

describe('SipHash-2-4', () => {
  // The paper's test vectors (Aumasson & Bernstein, "SipHash: a fast short-input PRF", appendix A and vectors.h):
  // key 00 01 … 0f, message 00 01 … (n − 1).
  it('gives the published outputs for the key 00…0f', () => {
    expect(sipHash24(bytes(16), bytes(0))).toBe(0x726fdb47dd0e0e31n);
    expect(sipHash24(bytes(16), bytes(1))).toBe(0x74f839c593dc67fdn);
    expect(sipHash24(bytes(16), bytes(8))).toBe(0x93f5f5799a932462n);
    expect(sipHash24(bytes(16), bytes(15))).toBe(0xa129ca6149be45e5n);
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => sipHash24(bytes(15), bytes(8))).toThrow('16-byte key');
  });
});
