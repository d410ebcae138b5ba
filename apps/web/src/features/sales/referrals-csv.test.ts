import { describe, expect, it } from 'vitest';
import type { Referral } from './api/sales-api.ts';
import { csvCell } from '../../lib/csv.ts';
import { referralsCsv } from './referrals-csv.ts';

const referral = (over: Partial<Referral>): Referral => ({
  customerId: 1,
  firstname: 'Bisi',
  lastname: 'Ade',
  phoneNumber: '08131234567',
  dateRequested: '2026-11-20',
  productName: 'Home 3.5 kVA',
  totalAssetAmount: 1_712_000,
  dueInDaysCount: 3,
  dueDate: '2026-11-28',
  amountOverdue: 0,
  daysOverdue: 0,
  stage: 'loan',
  owing: false,
  nonPerforming: false,
  ...over,
});

describe('the referrals CSV', () => {
  it('has a header and one row a customer, CRLF, figures as numbers', () => {
    expect(referralsCsv([referral({})])).toBe(
      'First name,Last name,Phone,Requested,Product,Total (NGN),Stage,Next due,Overdue (NGN),Days overdue,Non-performing\r\n' +
        'Bisi,Ade,08131234567,2026-11-20,Home 3.5 kVA,1712000,loan,2026-11-28,0,0,no\r\n',
    );
  });

  it('quotes commas and quotes, and never lets a spreadsheet run a name as a formula', () => {
    expect(csvCell('Okafor, Jr')).toBe('"Okafor, Jr"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+2348030000005')).toBe("'+2348030000005");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('adds who referred each customer on a team list', () => {
    const text = referralsCsv([{ ...referral({}), agentName: 'Kemi Adeyemi' }]);
    expect(text.split('\r\n')[0]!.endsWith(',Referred by')).toBe(true);
    expect(text.split('\r\n')[1]!.endsWith(',Kemi Adeyemi')).toBe(true);
  });
});
