import { IssueStatus } from '@imole/domain/issues';

const tones: Record<number, string> = {
  [IssueStatus.Open]: 'bg-brand-100 text-brand-900',
  [IssueStatus.Resolved]: 'bg-success-100 text-success-800',
  [IssueStatus.Closed]: 'bg-ink-200 text-ink-800',
};

/** "Open", "Resolved" or "Closed" (the server's words), coloured by status. */
export function IssueStatusBadge({ status, text }: { status: number; text: string }) {
  return (
    <span
      data-testid="issue-status"
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${tones[status] ?? tones[IssueStatus.Closed]}`}
    >
      {text}
    </span>
  );
}
