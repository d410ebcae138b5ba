import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface RefundInput {
  quoteId: number;
  /** Naira refunded. */
  amount: number;
  /** The provider's refund reference or the bank transfer's. */
  reference: string;
  /** The day the money was sent, YYYY-MM-DD. */
  refundedOn: string;
}

/**
 * POST Transaction/RecordRefund (admins; docs/payments.md "Refunds"): money above the first payment, sent back to the
 * customer from the provider's dashboard or by transfer, recorded so the refund due goes down and the commission it
 * earned is taken back.
 */
export async function recordRefund(input: RefundInput) {
  const { message } = await api.post('Transaction/RecordRefund', input);
  return { message };
}

export function useRecordRefund() {
  return useMutation({ mutationFn: recordRefund });
}
