/** Payment references (staff spec §7, §9): 15 random letters and digits, chosen by the server or by the app. */
/** Web Crypto, global in browsers and in Node ≥ 19; the domain compiles without DOM or Node types. */
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const PAYMENT_REFERENCE_LENGTH = 15;
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9]{15}$/;

/** A fresh reference from the platform's cryptographic random source (Node and browsers alike), without modulo bias. */
export function newPaymentReference(): string {
  let reference = '';
  while (reference.length < PAYMENT_REFERENCE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      // 248 = 4 × 62: bytes above it would favour the first letters, so they are drawn again.
      if (byte < 248 && reference.length < PAYMENT_REFERENCE_LENGTH) reference += ALPHANUMERIC[byte % 62];
    }
  }
  return reference;
}

/**
 * A checkout link is shown to staff as the customer's payment link for this long after it was made: the amount of a
 * repayment or payoff is worked out for the day, so an older link may ask for the wrong sum. The link is kept on the
 * payment's row when the payment is started (the API's payments module, keepCheckoutLink).
 */
export const CHECKOUT_LINK_HOURS = 24;
