/**
 * Where /add-payment sends the customer once the card is saved. The checkout comes back to a fixed address
 * (/add-payment?reference=…), so the wish travels in sessionStorage across it. Only our own payment pages are
 * accepted: nothing from the address bar can send anyone elsewhere.
 */
const KEY = 'imole.add-card.return-to';
export const DEFAULT_RETURN = '/payment-method';
const ALLOWED = new Set(['/payment', '/outright-payment', '/make-payment', DEFAULT_RETURN]);

export const allowedReturn = (path: string | null | undefined): string | null =>
  path && ALLOWED.has(path) ? path : null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the default return is used
  }
}

export function rememberReturn(path: string): void {
  storage()?.setItem(KEY, path);
}

export function recallReturn(): string | null {
  return allowedReturn(storage()?.getItem(KEY));
}

export function forgetReturn(): void {
  storage()?.removeItem(KEY);
}

/** The words of the way back. */
export const returnLabel = (path: string) => (path === DEFAULT_RETURN ? 'See your cards' : 'Back to your payment');
