/**
 * The server's sentence after an issue is posted, carried from /post-issue to /issues. Going back to /issues (when
 * the customer came from there) keeps the history as they built it, but a history step carries no state, so the
 * message waits here until the issues page takes it.
 */
let pending: string | null = null;

export function leaveFlash(text: string): void {
  pending = text;
}

/** The waiting message, once: taking it clears it. */
export function takeFlash(): string | null {
  const text = pending;
  pending = null;
  return text;
}

/** The link state that tells /post-issue the customer came from /issues, so success goes back rather than forward. */
export const FROM_ISSUES = { fromIssues: true } as const;

export const cameFromIssues = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { fromIssues?: unknown }).fromIssues === true;
