import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ManualPaymentInput {
  quoteId: number;
  /** Naira received. */
  amount: number;
}

/**
 * POST Transaction/ManualSaveQuoteEquityPayment: money received outside the card flow (a transfer, cash at the
 * office). The server credits it through the same code as a card payment; its message is the spec's success alert
 * "Payment has been confirmed, please proceed".
 */
export async function recordManualPayment({ quoteId, amount }: ManualPaymentInput) {
  const { message } = await api.post('Transaction/ManualSaveQuoteEquityPayment', { quoteId, amount });
  return { message };
}

export function useRecordManualPayment() {
  return useMutation({ mutationFn: recordManualPayment });
}
