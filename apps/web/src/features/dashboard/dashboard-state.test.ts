import { describe, expect, it } from 'vitest';
import { formatCountdown, countdownParts } from '../../lib/countdown.ts';
import {
  assignmentTarget,
  canOpenOtherTabs,
  canStartNewQuote,
  effectiveTab,
  expiryText,
  greetingName,
  installationPanelOf,
  monthlyRepaymentHint,
  moreOptionsFor,
  previousRequests,
  quotePanelOf,
  recentTransactions,
  type DashboardTab,
  type MoreOption,
} from './dashboard-state.ts';
import { changedAnswer, installationAnswer, paidAnswer, processingAnswer, readyAnswer } from './test-fixtures.ts';

describe('the greeting', () => {
  it('cuts the first name to 11 characters', () => {
    expect(greetingName('Oluwaseyifunmi')).toBe('Oluwaseyifu');
    expect(Array.from(greetingName('Oluwaseyifunmi'))).toHaveLength(11);
    expect(greetingName('Chukwuemeka')).toBe('Chukwuemeka');
    expect(greetingName('  Ada ')).toBe('Ada');
  });
});

describe('the Quote panel of each state', () => {
  it.each([
    ['processing (status 0)', processingAnswer(), 'processing'],
    ['changed (status 1)', changedAnswer(), 'changed'],
    ['ready (status 2, sent)', readyAnswer(), 'ready'],
    ['ready for a bank', { ...readyAnswer(), isFinancialInstitutionQuote: true }, 'ready-financial-institution'],
    [
      "a bank has the undertaking: the price is held past the offer's expiry",
      {
        ...readyAnswer({ daysToExpiry: -2 }),
        isFinancialInstitutionQuote: true,
        financialInstitution: {
          id: 1,
          name: 'Sterling Bank',
          logo: null,
          applicationStage: 'awaiting-decision' as const,
          decisionReason: null,
          decidedAt: null,
          undertakingUploadedAt: null,
        },
      },
      'ready-financial-institution',
    ],
    [
      'declined by the bank',
      {
        ...readyAnswer({ quoteStatus: 7 }),
        isFinancialInstitutionQuote: true,
        financialInstitution: {
          id: 1,
          name: 'Sterling Bank',
          logo: null,
          applicationStage: 'declined' as const,
          decisionReason: null,
          decidedAt: null,
          undertakingUploadedAt: null,
        },
      },
      'ready-financial-institution',
    ],
    [
      'a bank request not priced yet (awaiting-price)',
      {
        ...processingAnswer(),
        isFinancialInstitutionQuote: true,
        financialInstitution: {
          id: 1,
          name: 'Sterling Bank',
          logo: null,
          applicationStage: 'awaiting-price' as const,
          decisionReason: null,
          decidedAt: null,
          undertakingUploadedAt: null,
        },
      },
      'processing',
    ],
    [
      'a bank request expired before the upload',
      {
        ...readyAnswer({ daysToExpiry: -1 }),
        isFinancialInstitutionQuote: true,
        financialInstitution: {
          id: 1,
          name: 'Sterling Bank',
          logo: null,
          applicationStage: 'awaiting-undertaking' as const,
          decisionReason: null,
          decidedAt: null,
          undertakingUploadedAt: null,
        },
      },
      'expired',
    ],
    ['expired (quoteStatus 7)', readyAnswer({ quoteStatus: 7 }), 'expired'],
    ['expired (daysToExpiry < 0)', readyAnswer({ daysToExpiry: -1 }), 'expired'],
    ['still ready on its last day', readyAnswer({ daysToExpiry: 0 }), 'ready'],
    ['rejected (quoteStatus 8)', readyAnswer({ quoteStatus: 8 }), 'rejected'],
    ['payment received (quoteStatus 2)', paidAnswer(), 'payment-received'],
    [
      'pay on delivery (status 3, quote payment received, no payment)',
      { ...paidAnswer({ payOnDelivery: true }), transactions: [] },
      'ready-pay-on-delivery',
    ],
    [
      'pay on delivery set before the quote moved with it (quote still sent)',
      { ...paidAnswer({ quoteStatus: 1, payOnDelivery: true }), transactions: [] },
      'ready-pay-on-delivery',
    ],
    ['payment received, installed', installationAnswer(4), 'payment-received'],
  ] as const)('%s', (_name, answer, panel) => {
    expect(quotePanelOf(answer)).toBe(panel);
  });

  it('a closed request (status 5) is rejected', () => {
    const answer = readyAnswer({ quoteStatus: 8 });
    answer.quoteRequest = { ...answer.quoteRequest, quoteRequestStatus: 5 };
    expect(quotePanelOf(answer)).toBe('rejected');
  });
});

describe('the Installation panel of each stage', () => {
  it.each([
    [0, 'default'],
    [1, 'pending-date'],
    [2, 'pending'],
    [3, 'done'],
    [4, 'success'],
  ] as const)('installationStatus %i is %s', (installationStatus, panel) => {
    expect(installationPanelOf({ installationStatus })).toBe(panel);
  });
});

describe('tabs', () => {
  it('open only at request status 3 and 4', () => {
    expect([0, 1, 2, 3, 4, 5].map(canOpenOtherTabs)).toEqual([false, false, false, true, true, false]);
  });

  it('go back to Quote when asked for before payment', () => {
    expect(effectiveTab('installation', readyAnswer())).toBe('quote');
    expect(effectiveTab('monitoring', readyAnswer())).toBe('quote');
    expect(effectiveTab('installation', paidAnswer())).toBe('installation');
    expect(effectiveTab('monitoring', installationAnswer(4))).toBe('monitoring');
  });

  it('open where the customer acts next: Installation once an engineer is assigned, unless the customer chose a tab (issue 19)', () => {
    expect(effectiveTab(null, installationAnswer(3))).toBe('installation');
    expect(effectiveTab('quote', installationAnswer(3))).toBe('quote');
    expect(effectiveTab(null, installationAnswer(1))).toBe('installation');
    expect(effectiveTab(null, installationAnswer(2))).toBe('installation');
    expect(effectiveTab(null, installationAnswer(4))).toBe('installation');
    expect(effectiveTab(null, paidAnswer())).toBe('quote');
    expect(effectiveTab('nonsense', paidAnswer())).toBe('quote');
  });
});

describe('"More options" visibility (customer spec §4), every tab and status', () => {
  const Q: MoreOption = 'quote-details';
  const E: MoreOption = 'edit-quote-request';
  const I: MoreOption = 'installation-details';
  const C: MoreOption = 'increase-contribution';
  const R: MoreOption = 'repayment-schedule';
  const P: MoreOption = 'payment-history';
  const M: MoreOption = 'monitoring-and-issues';
  const W: MoreOption = 'warranty-details';
  const table: [DashboardTab, number, MoreOption[]][] = [
    ['quote', 0, [Q, E, I, C]],
    ['quote', 1, [Q, E, I, C]],
    ['quote', 2, [Q, E, I, C, R]],
    ['quote', 3, [Q, I, P]],
    // Not E at 4 and 5: the API refuses an edit from 3 on (issue 22).
    ['quote', 4, [Q, M, W]],
    ['quote', 5, [Q]],
    ['installation', 3, [Q, I, R, P, M, W]],
    ['installation', 4, [Q, I, R, P, M, W]],
    ['monitoring', 3, [Q, I, P]],
    ['monitoring', 4, [Q, M, W]],
  ];
  it.each(table)('%s tab at status %i', (tab, status, expected) => {
    expect(moreOptionsFor(tab, status)).toEqual(expected);
  });

  it('offers a bank-financed request no edit, no plan change and no repayment schedule (the bank’s terms)', () => {
    expect(moreOptionsFor('quote', 1, false, true)).toEqual([Q, I]);
    expect(moreOptionsFor('quote', 2, false, true)).toEqual([Q, I]);
    expect(moreOptionsFor('installation', 3, true, true)).toEqual([Q, I, P, M, W]);
  });
});

describe('the new-quote rule', () => {
  it('lets a customer with no request or no quote start one', () => {
    expect(canStartNewQuote(null)).toBe(true);
    expect(canStartNewQuote(processingAnswer())).toBe(true);
    expect(canStartNewQuote(changedAnswer())).toBe(true);
  });

  it('refuses while a quote is open and the installation not past stage 2', () => {
    expect(canStartNewQuote(readyAnswer())).toBe(false);
    expect(canStartNewQuote(paidAnswer())).toBe(false);
    expect(canStartNewQuote(installationAnswer(1))).toBe(false);
    expect(canStartNewQuote(installationAnswer(2))).toBe(false);
  });

  it('allows a new quote once installationStatus is above 2', () => {
    expect(canStartNewQuote(installationAnswer(3))).toBe(true);
    expect(canStartNewQuote(installationAnswer(4))).toBe(true);
  });
});

describe('the offer expiry text', () => {
  it.each([
    [14, 'This offer is due to expire in 14 days'],
    [2, 'This offer is due to expire in 2 days'],
    [1, 'This offer is due to expire in 1 day'],
    [0, 'This offer is due to expire today'],
    [-1, 'This offer has expired'],
    [-30, 'This offer has expired'],
  ])('%i days', (days, text) => {
    expect(expiryText(days)).toBe(text);
  });

  it('says nothing without an expiry', () => {
    expect(expiryText(null)).toBeNull();
  });
});

describe('the engineer-assignment countdown', () => {
  it('counts to the turnaround hours plus one day from the equity payment', () => {
    const paidAt = '2030-03-01T09:00:00.000Z';
    const target = assignmentTarget({ supportUserAssignmentTurnAroundTime: 48 }, [
      { dateCreated: '2030-03-01T08:00:00.000Z', successful: false, amountInTransaction: 300000, transactionType: 0 },
      { dateCreated: paidAt, successful: true, amountInTransaction: 300000, transactionType: 0 },
      { dateCreated: '2030-04-01T09:00:00.000Z', successful: true, amountInTransaction: 70324, transactionType: 1 },
    ]);
    expect(target?.toISOString()).toBe('2030-03-04T09:00:00.000Z');
    const now = new Date('2030-03-01T10:30:15.000Z').getTime();
    expect(formatCountdown(countdownParts(target!, now))).toBe('02 days 22 hours 29 minutes 45 seconds');
  });

  it('has nothing to count from without a payment (pay on delivery)', () => {
    expect(assignmentTarget({ supportUserAssignmentTurnAroundTime: 48 }, [])).toBeNull();
  });
});

describe('recent transactions', () => {
  it('are newest first, five at most', () => {
    const list = Array.from({ length: 7 }, (_, i) => ({
      dateCreated: `2030-0${i + 1}-01T00:00:00.000Z`,
      successful: true,
      amountInTransaction: i,
      transactionType: i === 0 ? 0 : 1,
    }));
    expect(recentTransactions(list).map((t) => t.amountInTransaction)).toEqual([6, 5, 4, 3, 2]);
  });
});

describe('previous quote requests', () => {
  const current = { noOfBedrooms: 4, noOfLights: 10, noOfFan: 3, noOfTv: 2 };

  it('gives each change the counts as they stood after it', () => {
    const log = [
      {
        changeDate: '2030-01-03T00:00:00Z',
        changes: [
          { name: 'noOfBedrooms', value: '4' },
          { name: 'address', value: 'x' },
        ],
      },
      {
        changeDate: '2030-01-02T00:00:00Z',
        changes: [
          { name: 'noOfLights', value: '10' },
          { name: 'noOfBedrooms', value: '3' },
        ],
      },
    ];
    expect(previousRequests(log, current)).toEqual([
      {
        changeDate: '2030-01-03T00:00:00Z',
        lines: ['Bedrooms: 4', 'Address: x'],
        changeCount: 2,
        powerNeed: true,
        counts: { noOfBedrooms: 4, noOfLights: 10, noOfFan: 3, noOfTv: 2 },
      },
      {
        changeDate: '2030-01-02T00:00:00Z',
        lines: ['Lights: 10', 'Bedrooms: 3'],
        changeCount: 2,
        powerNeed: true,
        counts: { noOfBedrooms: 3, noOfLights: 10, noOfFan: 3, noOfTv: 2 },
      },
    ]);
  });

  it('counts what it lists: a change that was not to the power need lists its words, and no zero counts', () => {
    const packageRequest = { noOfBedrooms: 0, noOfLights: 0, noOfFan: 0, noOfTv: 0 };
    const [entry] = previousRequests(
      [
        {
          changeDate: '2030-01-03T00:00:00Z',
          changes: [
            { name: 'landmark', value: 'Behind the mall', label: 'Landmark', text: 'Behind the mall' },
            { name: 'productId', value: '6', label: 'Package', text: 'Home Backup 3.5kVA' },
            { name: 'isLithiumComponent', value: 'true', label: 'Battery', text: 'Lithium' },
          ],
        },
      ],
      packageRequest,
    );
    expect(entry).toMatchObject({
      lines: ['Landmark: Behind the mall', 'Package: Home Backup 3.5kVA', 'Battery: Lithium'],
      changeCount: 3,
      powerNeed: false,
    });
  });

  it('leaves a count unknown when a later change touched it and no earlier one says what it was', () => {
    const log = [
      { changeDate: '2030-01-03T00:00:00Z', changes: [{ name: 'noOfTv', value: '2' }] },
      { changeDate: '2030-01-02T00:00:00Z', changes: [{ name: 'address', value: 'x' }] },
    ];
    expect(previousRequests(log, current)[1]!.counts.noOfTv).toBeNull();
    expect(previousRequests(log, current)[1]!.counts.noOfFan).toBe(3);
  });
});

describe('loan figures (issue 18 §6)', () => {
  it('offers no repayment schedule for a system paid outright', () => {
    expect(moreOptionsFor('installation', 4, true)).not.toContain('repayment-schedule');
    expect(moreOptionsFor('quote', 2, true)).not.toContain('repayment-schedule');
    expect(moreOptionsFor('installation', 4)).toContain('repayment-schedule');
  });

  it('names the last instalment when it is smaller, so the plan adds up on the screen', () => {
    // 11 × ₦50,232 + ₦50,219 = ₦602,771 (it said "for 12 months" against a total that was not 12 × ₦50,232).
    expect(monthlyRepaymentHint({ monthlyRepayment: 50232, durationMonths: 12, repaymentAmount: 602771 })).toBe(
      'for 12 months; the last ₦50,219.00',
    );
    expect(monthlyRepaymentHint({ monthlyRepayment: 100, durationMonths: 12, repaymentAmount: 1200 })).toBe(
      'for 12 months',
    );
  });
});

describe('dates on the dashboard: one month form (issue 19)', () => {
  it('writes September "Sep" beside "Aug"', async () => {
    const { formatShortDate } = await import('./dates.ts');
    expect(formatShortDate('2027-08-25T10:00:00Z')).toBe('25 Aug 2027');
    expect(formatShortDate('2027-09-25T10:00:00Z')).toBe('25 Sep 2027');
  });
});
