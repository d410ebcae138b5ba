/**
 * Leaves the app for the provider's checkout (a full page load); the provider sends the agent back to the customer's
 * details with `trxref`. Its own module so tests can replace it; only http(s) addresses are followed.
 */
export function goToCheckout(authorizationUrl: string): void {
  const url = new URL(authorizationUrl, window.location.origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('The payment page address is not valid. Please try again or contact support.');
  }
  window.location.assign(url.href);
}
