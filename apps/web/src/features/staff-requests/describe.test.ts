import { describe, expect, it } from 'vitest';
import { auditActionLabel, describeAudit, installationStatusText, requestStatusText } from './describe.ts';

const entry = (action: string, before: unknown, after: unknown) => ({
  action,
  actor: 'Sade Support',
  before,
  after,
  date: '2030-01-02T12:00:00.000Z',
});

describe('words for a request', () => {
  it('names every status of the state machines', () => {
    expect(requestStatusText(0)).toBe('New request, waiting for pricing');
    expect(requestStatusText(2)).toBe('Quote pricing sent back to customer');
    expect(requestStatusText(4)).toBe('Engineer has been assigned to customer');
    expect(installationStatusText(2)).toBe('Customer has confirmed installation date');
    expect(installationStatusText(4)).toBe('Installation is complete for this customer');
  });

  it('sums up a priced system and folds its lines', () => {
    const line = { name: 'MC4 connector pair', quantity: 8, unitPrice: 3500 };
    const described = describeAudit(
      entry('quote.components', [line], [line, { ...line, name: 'Panel', quantity: 2, unitPrice: 100000 }]),
    );
    expect(described.lines).toEqual(['Now 2 lines, ₦228,000.00', 'Before: 1 line, ₦28,000.00']);
    expect(described.items).toEqual(['MC4 connector pair × 8 at ₦3,500.00', 'Panel × 2 at ₦100,000.00']);
  });

  it('reads the changes of status staff did not make: the customer’s edit, an expired offer closed', () => {
    expect(auditActionLabel('request.changed')).toBe('Changed by the customer');
    expect(describeAudit(entry('request.changed', { quoteRequestStatus: 2 }, { quoteRequestStatus: 1 })).lines).toEqual(
      ['Quote pricing sent back to customer → Pending: in review or changed by the customer'],
    );
    expect(auditActionLabel('request.closed')).toBe('Request closed');
    expect(
      describeAudit(
        entry(
          'request.closed',
          { quoteRequestStatus: 2 },
          { quoteRequestStatus: 5, reason: 'offer-expired', newReferenceNo: 'IM-7TQ2-K9PD' },
        ),
      ).lines,
    ).toEqual([
      'Quote pricing sent back to customer → Closed',
      'The offer had expired; the customer started a new request (IM-7TQ2-K9PD)',
    ]);
  });

  it('reads costs, engineers, dates and completions, and shows anything else as it is', () => {
    expect(describeAudit(entry('quote.transport-cost', 80000, 15000)).lines).toEqual(['₦80,000.00 → ₦15,000.00']);
    expect(describeAudit(entry('installation.engineer', {}, { engineer: 'Ibrahim Musa' })).lines).toEqual([
      'Ibrahim Musa',
    ]);
    expect(
      describeAudit(entry('installation.date', { fulfilmentDate: '2030-02-01' }, { fulfilmentDate: '2030-02-03' }))
        .lines,
    ).toEqual(['1 February 2030 → 3 February 2030']);
    expect(
      describeAudit(
        entry('installation.completed', {}, { installationCompletionDate: '2030-02-03', installationData: 'Done' }),
      ).lines,
    ).toEqual(['Done on 3 February 2030', '“Done”']);
    expect(
      describeAudit(entry('payment.credited', null, { reference: 'IMP-1', purpose: 'equity', amount: 462000 })).lines,
    ).toEqual(['₦462,000.00 down payment', 'Reference IMP-1']);
    // A payment held for review: what arrived against what was due, and its reference.
    expect(auditActionLabel('payment.conflict')).toBe('Payment held for review');
    expect(
      describeAudit(
        entry(
          'payment.conflict',
          { reference: 'IMP-2', purpose: 'equity', amount: 462000, currency: 'NGN' },
          { reference: 'IMP-2', amount: 461900, currency: 'NGN' },
        ),
      ).lines,
    ).toEqual(['Received ₦461,900.00, ₦462,000.00 down payment due', 'Reference IMP-2']);
    expect(auditActionLabel('payment.pay-on-delivery')).toBe('Pay on delivery set');
    expect(describeAudit(entry('quote.plan', { equityPercentage: 30 }, { equityPercentage: 50 })).lines).toEqual([
      '30% → 50% down',
    ]);
    expect(auditActionLabel('payment.refund')).toBe('payment.refund');
    expect(describeAudit(entry('payment.refund', null, { amount: 500 })).lines).toEqual([
      'Before: —',
      'After: amount: 500',
    ]);
  });
});

describe('the identity check in the audit trail (issue 21)', () => {
  it('names each entry and reads it in words, masked as the server wrote it', () => {
    expect(auditActionLabel('kyc.details')).toBe('Identity details given');
    expect(
      describeAudit(
        entry(
          'kyc.details',
          { status: 'none', bvn: null },
          {
            status: 'details',
            bvn: '•••••••1111',
            accountNumber: '••••••6789',
            bank: 'Guaranty Trust Bank',
            meansOfId: "Voter's card",
            documents: ['statement of account', 'means of identification'],
          },
        ),
      ).lines,
    ).toEqual(["Voter's card; Guaranty Trust Bank, account ••••••6789", 'BVN •••••••1111']);
    expect(auditActionLabel('kyc.approved')).toBe('Identity approved');
    expect(
      describeAudit(entry('kyc.approved', { status: 'review' }, { status: 'verified', reason: null })).lines,
    ).toEqual(['No reason given']);
    expect(auditActionLabel('kyc.rejected')).toBe('Identity rejected');
    expect(
      describeAudit(entry('kyc.rejected', { status: 'review' }, { status: 'rejected', reason: 'Blurred ID.' })).lines,
    ).toEqual(['“Blurred ID.”']);
    expect(auditActionLabel('kyc.document-opened')).toBe('Identity document opened');
    expect(describeAudit(entry('kyc.document-opened', null, { kind: 'selfie' })).lines).toEqual(['Selfie']);
    expect(auditActionLabel('kyc.data-deleted')).toBe('Identity documents deleted');
    expect(
      describeAudit(entry('kyc.data-deleted', null, { loanClosedOn: '2031-01-31', retentionDays: 1825, documents: 3 }))
        .lines,
    ).toEqual(['3 documents deleted, 1825 days after the loan closed on 31 January 2031']);
    const ended = (kind: string) =>
      describeAudit(
        entry('kyc.data-deleted', null, { ended: kind, endedOn: '2031-01-31', retentionDays: 1825, documents: 1 }),
      ).lines;
    expect(ended('outright')).toEqual([
      '1 document deleted, 1825 days after the system was installed (paid outright) on 31 January 2031',
    ]);
    expect(ended('closed')).toEqual(['1 document deleted, 1825 days after the request was closed on 31 January 2031']);
  });
});
