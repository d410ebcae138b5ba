/**
 * A checkout link is shown to staff as the customer's payment link for this long after it was made: the amount of a
 * repayment or payoff is worked out for the day, so an older link may ask for the wrong sum. The link is kept on the
 * payment's row when the payment is started (payment.service.ts, payment.repository.ts keepCheckoutLink).
 */
export const CHECKOUT_LINK_HOURS = 24;
