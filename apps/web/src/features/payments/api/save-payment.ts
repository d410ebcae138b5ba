import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PaymentPurpose } from './initialize-payment.ts';

/** Which Save call confirms a purpose, and its isOutRightPayment flag (staff spec §7, docs/payments.md). */
export const saveCallOf: Record<PaymentPurpose, { path: string; isOutRightPayment: boolean }> = {
  equity: { path: 'Transaction/SaveQuoteEquityPayment', isOutRightPayment: false },
  outright: { path: 'Transaction/SaveQuoteEquityPayment', isOutRightPayment: true },
  repayment: { path: 'Transaction/SaveRepayment', isOutRightPayment: false },
  payoff: { path: 'Transaction/SavePayOffRepayment', isOutRightPayment: true },
};

export interface SavePaymentInput {
  quoteId: number;
  purpose: PaymentPurpose;
  transactionReference: string;
}

export interface SavedPayment {
  reference: string;
  amount: number;
  purpose: string;
  /** The provider's webhook got there first; the payment counts once either way. */
  alreadyCredited: boolean;
  /**
   * The server's sentence: "Payment successful", or for a first payment weighed against what the request owes now,
   * what is still to pay or to be refunded (docs/payments.md "What is owed now").
   */
  message?: string;
}

/** The Save call of a purpose: the server verifies the reference with the provider before crediting anything. */
export async function savePayment({ quoteId, purpose, transactionReference }: SavePaymentInput): Promise<SavedPayment> {
  const { path, isOutRightPayment } = saveCallOf[purpose];
  const { data, message } = await api.post<{ data: SavedPayment }>(path, {
    quoteId,
    transactionReference,
    isOutRightPayment,
    isPayStack: true,
  });
  return { ...data, message };
}

/** Saving changes what every payment screen shows (the request moves on, the schedule fills in). */
export function useSavePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayment,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
  });
}
