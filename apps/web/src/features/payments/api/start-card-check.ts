import { formatNaira } from '@imole/domain/format';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CARD_CHECK_NAIRA } from '../card.ts';
import { goToCheckout } from './go-to-checkout.ts';
import type { StartedPayment } from './initialize-payment.ts';

/**
 * POST Transaction/InitializeCardVerification: the ₦50 charge that checks a card before it is saved. Its checkout
 * comes back to /add-payment?reference=….
 */
export async function initializeCardVerification(): Promise<StartedPayment> {
  const { data } = await api.post<{ data: StartedPayment }>('Transaction/InitializeCardVerification', {});
  return data;
}

/** Starts the check and leaves for the checkout, unless the server asks for another amount than the page says. */
export function useStartCardCheck() {
  return useMutation({
    mutationFn: async () => {
      const started = await initializeCardVerification();
      if (Math.round(started.amount * 100) !== CARD_CHECK_NAIRA * 100) {
        throw new Error(`The card check now costs ${formatNaira(started.amount)}. Please contact support.`);
      }
      goToCheckout(started.authorizationUrl);
      return started;
    },
  });
}
