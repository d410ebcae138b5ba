/**
 * The card payment a customer has left the app to pay (issue 19). The checkout comes back to /payment with the
 * reference, but that return may land without a session (it expired while they paid, or another tab, or an origin
 * that is not ours): the customer then logs in again, perhaps from a bare /login. So the reference is kept here, in
 * this browser's localStorage (it outlives the tab and the session; it holds no secret: a reference, a quote id, a
 * purpose and an amount), for that user only, until the payment's outcome has been shown. The payments pages write
 * it and clear it; the dashboard shows what became of it. Shared here because features do not import each other.
 */
export type CheckoutPurpose = 'equity' | 'outright' | 'repayment' | 'payoff';

export interface OpenCheckout {
  userId: number;
  quoteId: number;
  purpose: CheckoutPurpose;
  reference: string;
  /** Naira, as the checkout asked. */
  amount: number;
  /** When it was started (ms since the epoch): an outcome nobody came back for is dropped after a week. */
  startedAt: number;
}

const KEY = 'imole.open-checkout';
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const PURPOSES: readonly string[] = ['equity', 'outright', 'repayment', 'payoff'];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: the return page still shows the outcome
  }
}

function isOpenCheckout(value: unknown): value is OpenCheckout {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.userId) &&
    Number.isSafeInteger(v.quoteId) &&
    typeof v.purpose === 'string' &&
    PURPOSES.includes(v.purpose) &&
    typeof v.reference === 'string' &&
    /^[A-Za-z0-9]{1,64}$/.test(v.reference) &&
    typeof v.amount === 'number' &&
    typeof v.startedAt === 'number'
  );
}

export function rememberCheckout(checkout: Omit<OpenCheckout, 'startedAt'>, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...checkout, startedAt: now }));
  } catch {
    // Quota or blocked storage: the return page still shows the outcome.
  }
}

/** The open checkout of this user, if any (another person's on a shared phone is never shown). */
export function recallCheckout(userId: number | undefined, now = Date.now()): OpenCheckout | null {
  let value: unknown;
  try {
    value = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isOpenCheckout(value) || value.userId !== userId) return null;
  if (now - value.startedAt > KEPT_MS) {
    forgetCheckout(value.reference);
    return null;
  }
  return value;
}

/** Once its outcome has been shown (paid, not paid, held for review) or the checkout was cancelled. */
export function forgetCheckout(reference?: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    const value: unknown = JSON.parse(store.getItem(KEY) ?? 'null');
    if (!reference || !isOpenCheckout(value) || value.reference === reference) store.removeItem(KEY);
  } catch {
    store.removeItem(KEY);
  }
}
