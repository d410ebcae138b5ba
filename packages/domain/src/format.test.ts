import { describe, expect, it } from 'vitest';
import {
  countOf,
  amountWithoutCommas,
  ellipsis,
  formatDateDDMMYY,
  formatKoboAsNaira,
  formatNaira,
  relativeTime,
  sanitizeNumberInput,
} from './format.ts';
import { kobo } from './money.ts';

describe('formatNaira', () => {
  it.each([
    [0, '₦0.00'],
    [1, '₦1.00'],
    [1234.5, '₦1,234.50'],
    [1_000_000, '₦1,000,000.00'],
    [250_000.75, '₦250,000.75'],
    [-5, '-₦5.00'],
  ])('%s -> %s', (naira, expected) => {
    expect(formatNaira(naira)).toBe(expected);
  });
});

describe('formatKoboAsNaira', () => {
  it.each([
    [0, '₦0.00'],
    [1, '₦0.01'],
    [123_450, '₦1,234.50'],
    [50_000_000, '₦500,000.00'],
  ])('%s kobo -> %s', (value, expected) => {
    expect(formatKoboAsNaira(kobo(value))).toBe(expected);
  });
});

describe('amountWithoutCommas', () => {
  it.each<[string | number, string]>([
    ['1,234.5', '1234.50'],
    ['1,234', '1234.00'],
    ['1,000,000.25', '1000000.25'],
    ['₦ 20,000', '20000.00'],
    ['0', '0.00'],
    ['.5', '0.50'],
    ['12.', '12.00'],
    ['1.005', '1.01'],
    ['2.675', '2.68'],
    ['1.004', '1.00'],
    ['-1,500.5', '-1500.50'],
    ['-0.001', '0.00'],
    [1234.5, '1234.50'],
    [0.1 + 0.2, '0.30'],
    [1e-7, '0.00'],
    [1e21, ''],
    ['', ''],
    ['abc', ''],
    ['1.2.3', ''],
    ['-', ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%j -> %j', (input, expected) => {
    expect(amountWithoutCommas(input)).toBe(expected);
  });
});

describe('sanitizeNumberInput', () => {
  it.each([
    ['12.3456', '12.345'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['', ''],
    ['123', '123'],
    ['12.', '12.'],
    ['.5', '.5'],
    ['1,000', '1000'],
    ['₦ 2,500.50', '2500.50'],
    ['-42', '42'],
    ['1e5', '15'],
    ['0.1234.5', '0.123'],
    ['..1', '.1'],
    ['١٢٣', ''],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeNumberInput(input)).toBe(expected);
  });
});

describe('ellipsis', () => {
  const fifty = 'a'.repeat(50);

  it.each([
    ['', 50, ''],
    ['short', 50, 'short'],
    [fifty, 50, fifty],
    [`${fifty}b`, 50, `${fifty}...`],
    ['Hello world, how are you', 11, 'Hello world...'],
    ['Hello world, how are you', 6, 'Hello...'],
    ['😀😀😀', 2, '😀😀...'],
  ])('%j (max %s) -> %j', (text, max, expected) => {
    expect(ellipsis(text, max)).toBe(expected);
  });

  it('defaults to 50 characters', () => {
    const long = 'x'.repeat(80);
    expect(ellipsis(long)).toBe(`${'x'.repeat(50)}...`);
    expect(ellipsis(fifty)).toBe(fifty);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-05T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const minute = 60;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [0, 'just now'],
    [30, 'just now'],
    [59, 'just now'],
    [minute, 'a minute ago'],
    [5 * minute, '5 minutes ago'],
    [59 * minute, '59 minutes ago'],
    [hour, 'an hour ago'],
    [2 * hour, '2 hours ago'],
    [23 * hour, '23 hours ago'],
    [day, 'yesterday'],
    [47 * hour, 'yesterday'],
    [2 * day, '2 days ago'],
    [3 * day, '3 days ago'],
    [29 * day, '29 days ago'],
    [30 * day, 'a month ago'],
    [61 * day, '2 months ago'],
    [364 * day, '11 months ago'],
    [365 * day, 'a year ago'],
    [2 * 365 * day, '2 years ago'],
    [-30, 'just now'],
    [-5 * minute, 'in 5 minutes'],
    [-3 * hour, 'in 3 hours'],
    [-day, 'tomorrow'],
    [-3 * day, 'in 3 days'],
  ])('%s seconds ago -> %j', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected);
  });

  it('accepts ISO strings and timestamps', () => {
    expect(relativeTime('2026-03-05T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime(now.getTime() - 2 * hour * 1000, now.getTime())).toBe('2 hours ago');
  });

  it('gives an empty string for an invalid date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('formatDateDDMMYY', () => {
  it.each<[Date, string]>([
    [new Date(2026, 2, 5), '05-03-26'],
    [new Date(2026, 11, 31, 23, 59), '31-12-26'],
    [new Date(2000, 0, 1), '01-01-00'],
    [new Date(2009, 9, 10), '10-10-09'],
  ])('%s -> %s', (date, expected) => {
    expect(formatDateDDMMYY(date)).toBe(expected);
  });

  it('accepts strings and gives an empty string for an invalid date', () => {
    expect(formatDateDDMMYY(new Date(2026, 2, 5, 10).toISOString())).toBe('05-03-26');
    expect(formatDateDDMMYY('nope')).toBe('');
  });
});

describe('countOf', () => {
  it('agrees the noun with the count', () => {
    expect(countOf(1, 'TV')).toBe('1 TV');
    expect(countOf(2, 'TV')).toBe('2 TVs');
    expect(countOf(0, 'bedroom')).toBe('0 bedrooms');
    expect(countOf(1, 'hour')).toBe('1 hour');
    expect(countOf(1200, 'bulb')).toBe('1,200 bulbs');
  });
});
