/** Words for the numbers and log entries of a request, as staff read them (staff spec §4, design.md §5). */
import { changeLine, readableChanges } from '@imole/domain/change-log';
import { formatNaira } from '@imole/domain/format';
import { quoteRequestStatusText } from '@imole/domain/quote-request';
import { formatDay } from '../../lib/staff-dates.ts';
import type { AuditEntry } from './api/get-request.ts';
import { describeKycAudit, kycActionLabels } from './kyc-audit.ts';

const requestStatusWords: Record<number, string> = {
  0: 'New request, waiting for pricing',
  1: 'Pending: in review or changed by the customer',
  5: 'Closed',
};

export function requestStatusText(status: number): string {
  return quoteRequestStatusText[status] ?? requestStatusWords[status] ?? `Status ${status}`;
}

const installationWords: Record<number, string> = {
  0: 'Waiting for an engineer',
  1: 'Eng. assigned, date not yet confirmed by the customer',
  2: 'Customer has confirmed installation date',
  3: 'Engineer marked it complete, waiting for the customer to confirm',
  4: 'Installation is complete for this customer',
};

export const installationStatusText = (status: number): string => installationWords[status] ?? `Status ${status}`;

const actionLabels: Record<string, string> = {
  'quote.components': 'System priced',
  'quote.installation-cost': 'Installation cost changed',
  'quote.transport-cost': 'Transport cost changed',
  'quote.priced': 'Quote sent to the customer',
  'installation.engineer': 'Engineer assigned',
  'installation.date': 'Installation date set',
  'installation.completed': 'Installation marked complete',
  'installation.confirmed': 'Customer confirmed the installation',
  'payment.credited': 'Payment received',
  'payment.manual': 'Payment recorded by staff',
  'payment.conflict': 'Payment held for review',
  'payment.pay-on-delivery': 'Pay on delivery set',
  'quote.rejected': 'Quote rejected: no instalment offer',
  'payment.refund-due': 'Refund due to the customer',
  'payment.refund-to-instalments': 'Refund moved to the instalments',
  'quote.plan': 'Down payment changed',
  'quote.refreshed': 'Expired offer refreshed',
  'maintenance.scheduled': 'Maintenance check scheduled',
  'request.changed': 'Changed by the customer',
  'request.closed': 'Request closed',
};

const purposeWords: Record<string, string> = {
  equity: 'down payment',
  outright: 'payment in full',
  repayment: 'repayment',
  payoff: 'payoff',
};

export const auditActionLabel = (action: string): string => actionLabels[action] ?? kycActionLabels[action] ?? action;

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

const componentLines = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);

/** "13 lines, ₦11,254,000.00": a priced system in a few words. */
function systemSummary(value: unknown): string {
  const lines = componentLines(value);
  const sum = lines.reduce((total, line) => total + Number(line.unitPrice) * Number(line.quantity), 0);
  return `${lines.length} ${lines.length === 1 ? 'line' : 'lines'}, ${formatNaira(Number.isFinite(sum) ? sum : 0)}`;
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isRow(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${plain(item)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}

export interface AuditDescription {
  /** One or two short sentences. */
  lines: string[];
  /** A longer list (the priced lines), shown folded. */
  items?: string[];
}

/** What changed, in one or two short sentences a person can read; an unknown action shows its before and after. */
export function describeAudit(entry: AuditEntry): AuditDescription {
  const { lines, items } = describe(entry);
  return items ? { lines, items } : { lines };
}

function describe(entry: AuditEntry): AuditDescription {
  const { action, before, after } = entry;
  switch (action) {
    case 'quote.components':
      return {
        lines: [
          `Now ${systemSummary(after)}`,
          ...(componentLines(before).length > 0 ? [`Before: ${systemSummary(before)}`] : []),
        ],
        items: componentLines(after).map(
          (line) => `${String(line.name)} × ${String(line.quantity)} at ${formatNaira(Number(line.unitPrice))}`,
        ),
      };
    case 'quote.installation-cost':
    case 'quote.transport-cost':
      return { lines: [`${formatNaira(Number(before))} → ${formatNaira(Number(after))}`] };
    case 'quote.priced': {
      const data = isRow(after) ? after : {};
      return {
        lines: [
          `Total ${formatNaira(Number(data.total))}${data.expiresAt ? `, valid until ${formatDay(String(data.expiresAt))}` : ''}`,
        ],
      };
    }
    case 'installation.engineer': {
      const data = isRow(after) ? after : {};
      return { lines: [String(data.engineer ?? data.supportUserId ?? '')] };
    }
    case 'installation.date': {
      const was = isRow(before) ? before.fulfilmentDate : null;
      const now = isRow(after) ? after.fulfilmentDate : null;
      return { lines: [`${was ? `${formatDay(String(was))} → ` : ''}${formatDay(String(now ?? ''))}`] };
    }
    case 'installation.completed': {
      const data = isRow(after) ? after : {};
      return {
        lines: [
          `Done on ${formatDay(String(data.installationCompletionDate ?? ''))}`,
          ...(data.installationData ? [`“${String(data.installationData)}”`] : []),
        ],
      };
    }
    case 'installation.confirmed': {
      const data = isRow(after) ? after : {};
      return { lines: [data.rating ? `Rated ${String(data.rating)} out of 5` : 'Confirmed'] };
    }
    case 'payment.credited':
    case 'payment.manual': {
      const data = isRow(after) ? after : {};
      const purpose = purposeWords[String(data.purpose)] ?? String(data.purpose ?? '');
      return {
        lines: [`${formatNaira(Number(data.amount))} ${purpose}`.trim(), `Reference ${String(data.reference ?? '—')}`],
      };
    }
    case 'payment.conflict': {
      // Money arrived that differs from what was due: not credited, for staff to settle with the customer.
      const due = isRow(before) ? before : {};
      const paid = isRow(after) ? after : {};
      const purpose = purposeWords[String(due.purpose)] ?? String(due.purpose ?? '');
      return {
        lines: [
          `Received ${formatNaira(Number(paid.amount))}${paid.currency && paid.currency !== 'NGN' ? ` (${String(paid.currency)})` : ''}, ${formatNaira(Number(due.amount))} ${purpose} due`.trim(),
          `Reference ${String(paid.reference ?? due.reference ?? '—')}`,
        ],
      };
    }
    case 'payment.pay-on-delivery':
      return { lines: ['The customer pays when the system is delivered; the request is ready for an engineer'] };
    case 'quote.rejected': {
      const data = isRow(after) ? after : {};
      return { lines: [`Reason given to the customer: ${String(data.reason ?? '—')}`] };
    }
    case 'payment.refund-due': {
      // Money received above the first payment (docs/payments.md "What is owed now"): staff refund it.
      const data = isRow(after) ? after : {};
      return { lines: [`${formatNaira(Number(data.amount))} received above the first payment: refund it`] };
    }
    case 'payment.refund-to-instalments': {
      const data = isRow(after) ? after : {};
      return {
        lines: [`The customer counts ${formatNaira(Number(data.toInstalments))} towards their first instalments`],
      };
    }
    case 'request.changed':
    case 'request.closed': {
      // A change of status staff did not make: the customer's edit (back to pending) or an expired offer closed.
      const was = isRow(before) ? before.quoteRequestStatus : null;
      const now = isRow(after) ? after : {};
      const lines = [`${requestStatusText(Number(was))} → ${requestStatusText(Number(now.quoteRequestStatus))}`];
      if (now.reason === 'offer-expired')
        lines.push(
          `The offer had expired; the customer started a new request${now.newReferenceNo ? ` (${String(now.newReferenceNo)})` : ''}`,
        );
      return { lines };
    }
    case 'quote.plan': {
      const was = isRow(before) ? before.equityPercentage : null;
      const now = isRow(after) ? after.equityPercentage : null;
      return { lines: [`${was === null || was === undefined ? '' : `${String(was)}% → `}${String(now)}% down`] };
    }
    case 'quote.refreshed': {
      const data = isRow(after) ? after : {};
      return {
        lines: [
          `Total ${formatNaira(Number(data.total))}${data.expiresAt ? `, valid until ${formatDay(String(data.expiresAt))}` : ''}`,
        ],
      };
    }
    case 'maintenance.scheduled': {
      const was = isRow(before) ? before.dueDate : null;
      const now = isRow(after) ? after.dueDate : null;
      return { lines: [`${was ? `${formatDay(String(was))} → ` : 'Due '}${formatDay(String(now ?? ''))}`] };
    }
    default:
      return { lines: describeKycAudit(entry) ?? [`Before: ${plain(before)}`, `After: ${plain(after)}`] };
  }
}

/**
 * One line of the change log as staff read it ("Package: Home Backup 3.5kVA", "Installation cost: ₦150,000.00"),
 * not the wire's field names and ids: the server sends each entry's words (label, text); an answer without them is
 * read by the same shared rules (packages/domain change-log.ts), ids then left unnamed.
 */
export function changeText(change: { name: string; value: string; label?: string; text?: string }): string {
  if (change.label !== undefined && change.text !== undefined)
    return changeLine({ label: change.label, text: change.text });
  const [readable] = readableChanges([change]);
  return readable ? changeLine(readable) : `${change.name}: ${change.value}`;
}
