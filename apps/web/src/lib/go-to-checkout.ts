/**
 * Leaves the app for the provider's checkout (the sandbox's page or Paystack's), a full page load: the provider sends
 * the browser back to /payment or /outright-payment with `trxref` (docs/payments.md). Its own module so tests can
 * replace it; only http(s) addresses are followed.
 */
export function goToCheckout(authorizationUrl: string): void {
  const url = new URL(authorizationUrl, window.location.origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('The payment page address is not valid. Please try again or contact support.');
  }
  window.location.assign(url.href);
}
