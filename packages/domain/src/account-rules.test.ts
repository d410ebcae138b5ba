import { describe, expect, it } from 'vitest';
import { isCode } from './account-rules.ts';
import { codeField } from './accounts.ts';

describe('isCode', () => {
  it('is the rule of codeField, without the schema library', () => {
    for (const value of ['123456', ' 123456 ', '12345', '1234567', '12a456', '', '１２３４５６']) {
      expect(isCode(value), JSON.stringify(value)).toBe(codeField.safeParse(value).success);
    }
    expect(isCode(' 004211 ')).toBe(true);
    expect(isCode('12345')).toBe(false);
  });
});
