import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { QuoteSummary } from './assign-product.ts';

export type CostKind = 'installation' | 'transport';

const paths: Record<CostKind, string> = {
  installation: 'Quote/UpdateQuoteInstallationCost',
  transport: 'Quote/UpdateQuoteTransportationCost',
};

export interface UpdateCostInput {
  kind: CostKind;
  quoteId: number;
  /** Naira. */
  amount: number;
}

/**
 * POST Quote/UpdateQuoteInstallationCost or Quote/UpdateQuoteTransportationCost. The answer's message is the
 * spec's success alert ("Installation cost successfully updated", "Transportation cost successfully updated").
 */
export async function updateQuoteCost({ kind, quoteId, amount }: UpdateCostInput) {
  const { message, data } = await api.post<{ data: QuoteSummary }>(paths[kind], { quoteId, amount });
  return { message, data };
}

export function useUpdateQuoteCost() {
  return useMutation({ mutationFn: updateQuoteCost });
}
