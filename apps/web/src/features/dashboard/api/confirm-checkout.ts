import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { OpenCheckout } from '../../../lib/open-checkout.ts';

/** The Save call of each purpose (docs/payments.md "Paying" step 3): the server verifies with the provider first. */
const saveCallOf: Record<OpenCheckout['purpose'], { path: string; isOutRightPayment: boolean }> = {
  equity: { path: 'Transaction/SaveQuoteEquityPayment', isOutRightPayment: false },
  outright: { path: 'Transaction/SaveQuoteEquityPayment', isOutRightPayment: true },
  repayment: { path: 'Transaction/SaveRepayment', isOutRightPayment: false },
  payoff: { path: 'Transaction/SavePayOffRepayment', isOutRightPayment: true },
};

export interface ConfirmedCheckout {
  /** The server's one true sentence ("Payment successful", or what is still to pay on a first payment). */
  message: string;
  amount: number;
}

/**
 * Asks what became of a checkout the customer left the app for (lib/open-checkout.ts): the same Save call the return
 * page makes, so a payment counts once whoever asks first (it answers alreadyCredited).
 */
export async function confirmCheckout(checkout: OpenCheckout): Promise<ConfirmedCheckout> {
  const { path, isOutRightPayment } = saveCallOf[checkout.purpose];
  const { data, message } = await api.post<{ data: { amount: number } }>(path, {
    quoteId: checkout.quoteId,
    transactionReference: checkout.reference,
    isOutRightPayment,
    isPayStack: true,
  });
  return { message, amount: data.amount };
}

/** Crediting moves the request on: the dashboard and the payment pages read again. */
export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCheckout,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
  });
}
