import type { PaymentProvider } from '../../adapters/payments/payments.ts';
import type { DbOrTx } from '../../db/database.ts';

/**
 * A checkout link is shown to staff as the customer's payment link for this long after it was made: the amount of a
 * repayment or payoff is worked out for the day, so an older link may ask for the wrong sum.
 */
export const CHECKOUT_LINK_HOURS = 24;

/**
 * The provider, keeping the checkout link of every payment it starts on the payment's row (by its reference, which
 * the row already holds: a payment is recorded before the provider is asked). Staff see the newest one that is still
 * payable on the request (docs/staff.md "The request in full"). Every provider the app runs with is wrapped (app.ts),
 * so the payment code itself does not change.
 */
export function keepingCheckoutLinks(provider: PaymentProvider, db: DbOrTx): PaymentProvider {
  return {
    kind: provider.kind,
    async initialize(request) {
      const started = await provider.initialize(request);
      await db
        .updateTable('payment')
        .set({ authorization_url: started.authorizationUrl })
        .where('reference', '=', request.reference)
        .execute();
      return started;
    },
    verify: (reference) => provider.verify(reference),
    chargeAuthorization: (charge) => provider.chargeAuthorization(charge),
    refund: (reference) => provider.refund(reference),
    verifySignature: (rawBody, signature) => provider.verifySignature(rawBody, signature),
  };
}
