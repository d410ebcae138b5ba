import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { QuoteSummary } from './assign-product.ts';
import type { RepaymentOption } from './get-request.ts';

export interface ConfirmedPricing {
  quote: QuoteSummary;
  totalAssetAmount: number;
  expiresAt: string;
  options: RepaymentOption[];
}

/** POST Quote/ConfirmQuotePricing: sends the priced quote to the customer (quoteRequestStatus 2). */
export async function confirmQuotePricing(quoteId: number): Promise<{ message: string; data: ConfirmedPricing }> {
  const { message, data } = await api.post<{ data: ConfirmedPricing }>('Quote/ConfirmQuotePricing', { quoteId });
  return { message, data };
}

export function useConfirmQuotePricing() {
  return useMutation({ mutationFn: confirmQuotePricing });
}
