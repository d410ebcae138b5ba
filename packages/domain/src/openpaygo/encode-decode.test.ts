import { describe, expect, it } from 'vitest';
import {
  decodeToken,
  encodeCounterSyncToken,
  encodeDisablePaygToken,
  encodeExtendedToken,
  encodeToken,
  formatToken,
  nextTokenCount,
  updateUsedCounts,
} from './index.ts';

const device = { key: 'bc41ec9530f6dac86b1a29ab82edc5fb', startingCode: 516959010 };

describe('token counts (the reference _get_new_count)', () => {
  it('gives add-time tokens the next even count and every other token the next odd count', () => {
    expect([1, 2, 3, 10].map((c) => nextTokenCount(c, 'add'))).toEqual([2, 4, 4, 12]);
    expect([1, 2, 3, 10].map((c) => nextTokenCount(c, 'set'))).toEqual([3, 3, 5, 11]);
    expect(nextTokenCount(4, 'disable')).toBe(5);
    expect(nextTokenCount(5, 'counterSync')).toBe(7);
  });

  it('returns the count the server stores, and the next token follows from it', () => {
    const first = encodeToken({ ...device, count: 1, mode: 'add', value: 30 });
    const second = encodeToken({ ...device, count: first.count, mode: 'add', value: 30 });
    expect([first.count, second.count]).toEqual([2, 4]);
    expect(second.token).not.toBe(first.token);
    expect(decodeToken({ ...device, token: second.token, lastCount: first.count })).toMatchObject({
      type: 'add',
      value: 30,
      count: 4,
    });
  });
});

describe('the contract calls', () => {
  it('encodeToken makes 9-digit add and set tokens for 0–995 days and refuses more', () => {
    expect(encodeToken({ ...device, count: 1, mode: 'set', value: 0 }).token).toMatch(/^\d{9}$/);
    expect(encodeToken({ ...device, count: 1, mode: 'add', value: 995 }).token).toMatch(/^\d{9}$/);
    expect(() => encodeToken({ ...device, count: 1, mode: 'add', value: 996 })).toThrow('from 0 to 995');
    expect(() => encodeToken({ ...device, count: 1, mode: 'add', value: 1.5 })).toThrow('whole number');
    expect(() => encodeToken({ ...device, count: -1, mode: 'add', value: 1 })).toThrow('count');
  });

  it('encodeExtendedToken makes 12-digit tokens up to 999,999', () => {
    const made = encodeExtendedToken({ ...device, count: 7, mode: 'add', value: 999_999 });
    expect(made).toMatchObject({ count: 8, token: expect.stringMatching(/^\d{12}$/) });
    expect(decodeToken({ ...device, token: made.token, lastCount: 7 })).toMatchObject({
      type: 'add',
      value: 999_999,
      extended: true,
    });
    expect(() => encodeExtendedToken({ ...device, count: 7, mode: 'add', value: 1_000_000 })).toThrow('999999');
  });

  it('encodeDisablePaygToken and encodeCounterSyncToken carry 998 and 999 on odd counts', () => {
    const disable = encodeDisablePaygToken({ ...device, count: 2 });
    expect(decodeToken({ ...device, token: disable.token, lastCount: 2 })).toMatchObject({
      type: 'disable',
      value: 998,
      count: 3,
    });
    const sync = encodeCounterSyncToken({ ...device, count: 3 });
    expect(decodeToken({ ...device, token: sync.token, lastCount: 3 })).toMatchObject({
      type: 'counterSync',
      value: 999,
      count: 5,
    });
  });

  it('accepts the key as bytes as well as hex, and derives the starting code from the key when none is given', () => {
    const bytes = Uint8Array.from(device.key.match(/../g) ?? [], (h) => Number.parseInt(h, 16));
    const hex = encodeToken({ ...device, count: 1, mode: 'add', value: 5 });
    expect(encodeToken({ ...device, key: bytes, count: 1, mode: 'add', value: 5 })).toEqual(hex);
    const derived = encodeToken({ key: device.key, count: 1, mode: 'add', value: 5 });
    expect(decodeToken({ key: device.key, token: derived.token, lastCount: 1 })).toMatchObject({ value: 5 });
    expect(() => encodeToken({ ...device, key: 'abc', count: 1, mode: 'add', value: 5 })).toThrow('32 hexadecimal');
  });
});

describe('decodeToken', () => {
  it('reads tokens typed with spaces, and refuses tokens for another device or another starting code', () => {
    const { token } = encodeToken({ ...device, count: 1, mode: 'add', value: 7 });
    expect(decodeToken({ ...device, token: formatToken(token), lastCount: 1 })).toMatchObject({ value: 7 });
    const otherKey = { ...device, key: 'dac86b1a29ab82edc5fbbc41ec9530f6' };
    expect(decodeToken({ ...otherKey, token, lastCount: 1 })).toMatchObject({ type: 'invalid', value: null });
    expect(decodeToken({ ...device, startingCode: 432435255, token, lastCount: 1 }).type).toBe('invalid');
  });

  it('refuses malformed tokens with a clear error, as the reference raises', () => {
    expect(() => decodeToken({ ...device, token: '12345678901234', lastCount: 1 })).toThrow('too long');
    expect(() => decodeToken({ ...device, token: '12a456789', lastCount: 1 })).toThrow('digits only');
    expect(() => decodeToken({ ...device, token: '123451234512345', lastCount: 1, restrictedDigitSet: true })).toThrow(
      '1 to 4',
    );
  });

  it('keeps 17 counts of used tokens: add-time marks its own count, other tokens mark the whole window', () => {
    expect(updateUsedCounts([], 5, 2, 'add')).toEqual([2]);
    expect(updateUsedCounts([2, 4], 5, 8, 'add')).toEqual([2, 4, 8]);
    expect(updateUsedCounts([2, 4], 5, 40, 'add')).toEqual([40]);
    expect(updateUsedCounts([2], 5, 5, 'set')).toEqual([
      -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5,
    ]);
  });
});

describe('formatToken', () => {
  it('groups the digits by three for reading', () => {
    expect(formatToken('588224011')).toBe('588 224 011');
    expect(formatToken('247264959011')).toBe('247 264 959 011');
    expect(formatToken('314114432231134')).toBe('314 114 432 231 134');
  });
});
