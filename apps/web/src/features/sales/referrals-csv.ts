import { csvText } from '../../lib/csv.ts';
import type { Referral } from './api/sales-api.ts';

const columns: [string, (r: Referral) => string | number | boolean | null][] = [
  ['First name', (r) => r.firstname],
  ['Last name', (r) => r.lastname],
  ['Phone', (r) => r.phoneNumber],
  ['Requested', (r) => r.dateRequested],
  ['Product', (r) => r.productName],
  ['Total (NGN)', (r) => r.totalAssetAmount],
  ['Stage', (r) => r.stage],
  ['Next due', (r) => r.dueDate],
  ['Overdue (NGN)', (r) => r.amountOverdue],
  ['Days overdue', (r) => r.daysOverdue],
  ['Non-performing', (r) => (r.nonPerforming ? 'yes' : 'no')],
];

/** The referrals as a CSV file's text (RFC 4180, CRLF), with a header row; a team list adds who referred each. */
export function referralsCsv(referrals: readonly Referral[]): string {
  const withAgent = referrals.some((r) => r.agentName !== undefined);
  const all: [string, (r: Referral) => string | number | boolean | null][] = withAgent
    ? [...columns, ['Referred by', (r) => r.agentName ?? null]]
    : columns;
  const rows = [all.map(([name]) => name), ...referrals.map((r) => all.map(([, read]) => read(r)))];
  return csvText(rows);
}

/** Saves the text as a file on the phone or computer (a download; nothing leaves the device). */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
