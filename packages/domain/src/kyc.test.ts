import { describe, expect, it } from 'vitest';
import { kycFailure, kycLimitMessages, kycMessages, latestDateOfBirth, maskDigits, type KycInput } from './kyc.ts';

const today = '2026-11-26';
const pdf = { type: 'application/pdf', size: 120_000 };
const photo = { type: 'image/jpeg', size: 300_000 };
const valid: KycInput = {
  dateOfBirth: '1990-05-17',
  bvn: '22345678901',
  bankId: 4,
  stateOfAccount: pdf,
  accountNumber: '0123456789',
  accountName: 'Ada Obi',
  meansOfId: 1,
  meansOfIdImage: photo,
};

describe('the KYC form (staff spec §5 "KYC", in order)', () => {
  it('accepts a complete form', () => {
    expect(kycFailure(valid, today)).toBeNull();
  });

  it('answers the first failure in the spec’s order, with its field', () => {
    // Everything missing: the date of birth first; then each rule once those before it pass.
    const steps: [Partial<KycInput>, string, string][] = [
      [{ dateOfBirth: '' }, 'dateOfBirth', kycMessages.dateOfBirth],
      [{ bvn: '' }, 'bvn', kycMessages.bvn],
      [{ bankId: null }, 'bankId', kycMessages.bank],
      [{ stateOfAccount: null }, 'stateOfAccount', kycMessages.statement],
      [{ accountNumber: ' ' }, 'accountNumber', kycMessages.accountNumber],
      [{ accountName: '' }, 'accountName', kycMessages.accountName],
      [{ meansOfId: null }, 'meansOfId', kycMessages.meansOfId],
      [{ meansOfIdImage: null }, 'meansOfIdImage', kycMessages.idImage],
    ];
    let input: KycInput = {};
    for (const [, field, message] of steps) {
      expect(kycFailure(input, today)).toEqual({ field, message });
      input = { ...input, [field]: valid[field as keyof KycInput] };
    }
    expect(kycFailure(input, today)).toBeNull();
    for (const [change, field, message] of steps)
      expect(kycFailure({ ...valid, ...change }, today)).toEqual({ field, message });
  });

  it('holds the date of birth to a real day at least 18 years ago (today minus 18 years is the latest)', () => {
    expect(latestDateOfBirth('2026-11-26')).toBe('2008-11-26');
    expect(latestDateOfBirth('2028-02-29')).toBe('2010-02-28');
    expect(kycFailure({ ...valid, dateOfBirth: '2008-11-26' }, today)).toBeNull();
    expect(kycFailure({ ...valid, dateOfBirth: '2008-11-27' }, today)?.message).toBe(kycLimitMessages.tooYoung);
    expect(kycFailure({ ...valid, dateOfBirth: '1990-02-30' }, today)?.message).toBe(kycMessages.dateOfBirth);
    expect(kycFailure({ ...valid, dateOfBirth: '17/05/1990' }, today)?.message).toBe(kycMessages.dateOfBirth);
  });

  it('wants a BVN of exactly 11 digits and a 10-digit NUBAN', () => {
    for (const bvn of ['2234567890', '223456789012', '2234567890a', '22345 678901'])
      expect(kycFailure({ ...valid, bvn }, today)?.message).toBe(kycMessages.bvn);
    for (const accountNumber of ['012345678', '01234567890', '01234x6789'])
      expect(kycFailure({ ...valid, accountNumber }, today)?.message).toBe(kycLimitMessages.accountNumber);
  });

  it('takes a PDF statement and a photo of the ID, each at most 10 MB', () => {
    expect(kycFailure({ ...valid, stateOfAccount: photo }, today)?.message).toBe(kycLimitMessages.statementKind);
    expect(kycFailure({ ...valid, meansOfIdImage: pdf }, today)?.message).toBe(kycLimitMessages.idImageKind);
    expect(kycFailure({ ...valid, stateOfAccount: { ...pdf, size: 11 * 1024 * 1024 } }, today)?.message).toBe(
      kycLimitMessages.tooLarge,
    );
    expect(kycFailure({ ...valid, meansOfId: 4 }, today)?.message).toBe(kycMessages.meansOfId);
  });

  it('masks all but the last four digits', () => {
    expect(maskDigits('22345678901')).toBe('•••••••8901');
    expect(maskDigits('0123456789')).toBe('••••••6789');
    expect(maskDigits(null)).toBeNull();
    // Only the last four kept: masked to the whole number's length.
    expect(maskDigits('8901', 11)).toBe('•••••••8901');
  });
});
