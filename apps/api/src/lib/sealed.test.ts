import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyring, keyId, keyIdOf, reseal, seal, SealError, unseal, unsealText } from './sealed.ts';

describe('sealed records (AES-256-GCM with a key ring)', () => {
  const key = randomBytes(32);
  const ring = createKeyring(key);

  it('opens what it sealed, and seals the same text differently each time (a fresh nonce per record)', () => {
    const first = seal(ring, '22212345678');
    const second = seal(ring, '22212345678');
    expect(unsealText(ring, first)).toBe('22212345678');
    expect(first.equals(second)).toBe(false);
    expect(first.includes(Buffer.from('22212345678'))).toBe(false);
    // [1 version][4 key id][12 nonce][16 tag][ciphertext]
    expect(first).toHaveLength(1 + 4 + 12 + 16 + 11);
    expect(first[0]).toBe(1);
    expect(keyIdOf(first)).toBe(keyId(key));
    expect(keyId(key)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('seals files too', () => {
    const file = randomBytes(100_000);
    expect(unseal(ring, seal(ring, file)).equals(file)).toBe(true);
  });

  it('detects a record that was changed: ciphertext, tag, nonce or key id', () => {
    const sealed = seal(ring, 'account 0123456789');
    for (const at of [sealed.length - 1, 1 + 4 + 12, 1 + 4, 1]) {
      const tampered = Buffer.from(sealed);
      tampered[at] = tampered[at]! ^ 0x01;
      expect(() => unseal(ring, tampered)).toThrow(SealError);
    }
    expect(() => unseal(ring, sealed.subarray(0, 20))).toThrow('This is not a sealed record');
  });

  it('refuses to open a record with the wrong key, naming the key it needs', () => {
    const other = createKeyring(randomBytes(32));
    const sealed = seal(ring, 'secret');
    expect(() => unseal(other, sealed)).toThrow(`sealed with key ${keyId(key)}, which this key ring does not hold`);
  });

  it('rotates: records sealed with an old key still open, new ones use the current key', () => {
    const oldRecord = seal(ring, 'sealed before the rotation');
    const newKey = randomBytes(32);
    const rotated = createKeyring(newKey, [key]);
    expect(unsealText(rotated, oldRecord)).toBe('sealed before the rotation');
    const newRecord = seal(rotated, 'sealed after');
    expect(keyIdOf(newRecord)).toBe(keyId(newKey));
    expect(keyIdOf(oldRecord)).toBe(keyId(key));
    // Without the old key the old record no longer opens: rotation keeps it in the ring until everything is re-sealed.
    expect(() => unseal(createKeyring(newKey), oldRecord)).toThrow(SealError);
  });

  it('re-seals a record of an old key with the current one, and leaves a current record alone', () => {
    const oldRecord = seal(ring, 'to move to the new key');
    const newKey = randomBytes(32);
    const rotated = createKeyring(newKey, [key]);
    const moved = reseal(rotated, oldRecord);
    expect(moved).not.toBeNull();
    expect(keyIdOf(moved!)).toBe(keyId(newKey));
    expect(unsealText(createKeyring(newKey), moved!)).toBe('to move to the new key');
    expect(reseal(rotated, moved!)).toBeNull();
  });

  it('takes only 32-byte keys', () => {
    expect(() => createKeyring(randomBytes(16))).toThrow('An AES-256 key is 32 bytes, not 16');
  });
});
