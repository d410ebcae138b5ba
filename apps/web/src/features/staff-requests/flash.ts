/**
 * A success message carried from an action page back to the request it acted on (/assign-date -> Back ->
 * /request-detail). Going back keeps the history as the person built it (no duplicate detail page to step through),
 * but a history step carries no state, so the message waits here until the detail page takes it.
 */
let pending: { requestId: number; text: string } | null = null;

export function leaveFlash(requestId: number, text: string): void {
  pending = { requestId, text };
}

/** The message left for this request (read while rendering; clearFlash once shown). */
export function peekFlash(requestId: number): string | null {
  return pending?.requestId === requestId ? pending.text : null;
}

export function clearFlash(): void {
  pending = null;
}
