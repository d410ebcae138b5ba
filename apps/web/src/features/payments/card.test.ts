import { describe, expect, it } from 'vitest';
import { cardBrandName, cardExpiry, isCardExpired, usableCards } from './card.ts';
import { expired, mastercard, visa } from './test/payment-fixtures.ts';

describe('saved card words', () => {
  it.each([
    ['visa', 'Visa'],
    ['MASTERCARD', 'Mastercard'],
    ['verve', 'Verve'],
    ['american express', 'American Express'],
    ['union pay', 'Union Pay'],
    ['', 'Card'],
  ])('brand %j reads %j', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });

  it('prints the expiry as on the card, MM/YY', () => {
    expect(cardExpiry({ expMonth: 3, expYear: 2029 })).toBe('03/29');
    expect(cardExpiry({ expMonth: 12, expYear: 2030 })).toBe('12/30');
  });

  it('a card works to the end of its expiry month, in Lagos', () => {
    const card = { expMonth: 11, expYear: 2026 };
    expect(isCardExpired(card, new Date('2026-11-30T22:59:00Z'))).toBe(false); // 23:59 in Lagos
    expect(isCardExpired(card, new Date('2026-11-30T23:00:00Z'))).toBe(true); // 1 December in Lagos
    expect(isCardExpired(card, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('offers the cards that can pay, most recently added first', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(usableCards([mastercard, expired, visa], now).map((c) => c.id)).toEqual([visa.id, mastercard.id]);
  });
});
