/**
 * The identity check's entries in a request's audit trail (issue 21), in words: who gave the details, who opened a
 * document, who approved or rejected and why, when the documents were deleted. The server writes them masked (BVN
 * •••••••1234); nothing here unmasks anything.
 */
import { formatDay } from '../../lib/staff-dates.ts';
import type { AuditEntry } from './api/get-request.ts';

export const kycActionLabels: Record<string, string> = {
  'kyc.details': 'Identity details given',
  'kyc.approved': 'Identity approved',
  'kyc.rejected': 'Identity rejected',
  'kyc.document-opened': 'Identity document opened',
  'kyc.data-deleted': 'Identity documents deleted',
};

const documentWords: Record<string, string> = {
  statement: 'Statement of account',
  'id-document': 'ID document',
  selfie: 'Selfie',
};

type Row = Record<string, unknown>;
const rowOf = (value: unknown): Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : {};
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The lines of a `kyc.*` entry, or null for an action this file does not know. */
export function describeKycAudit(entry: AuditEntry): string[] | null {
  const after = rowOf(entry.after);
  switch (entry.action) {
    case 'kyc.details':
      return [
        [text(after.meansOfId), text(after.bank) && `${text(after.bank)}, account ${text(after.accountNumber)}`]
          .filter(Boolean)
          .join('; '),
        ...(after.bvn ? [`BVN ${text(after.bvn)}`] : []),
      ].filter(Boolean);
    case 'kyc.approved':
    case 'kyc.rejected':
      return after.reason ? [`“${text(after.reason)}”`] : ['No reason given'];
    case 'kyc.document-opened':
      return [documentWords[text(after.kind)] ?? text(after.kind)];
    case 'kyc.data-deleted': {
      // What the retention counted from (docs/kyc.md "Data protection"): a loan's closing, an outright system's
      // installation, or the closing of a request that never got one.
      const from = after.loanClosedOn ?? after.endedOn;
      const since =
        after.ended === 'outright'
          ? 'the system was installed (paid outright)'
          : after.ended === 'closed'
            ? 'the request was closed'
            : 'the loan closed';
      return [
        `${text(after.documents)} ${after.documents === 1 ? 'document' : 'documents'} deleted, ${text(after.retentionDays)} days after ${since}${from ? ` on ${formatDay(text(from))}` : ''}`,
      ];
    }
    default:
      return null;
  }
}
