import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RepaymentOption } from './get-request.ts';

export interface RepaymentRange {
  options: RepaymentOption[];
  /** The percentage the customer chose, if any. */
  selected: number | null;
  /** Percent a year, e.g. 42.58. */
  effectiveAnnualRate: number;
}

/**
 * GET Quote/GetQuoteRepaymentsRange?quoteId=: every down-payment option of a quote as the server computes it, also
 * for a saved draft, so staff see what the customer will be offered before sending (no finance in the browser).
 */
export async function getRepaymentRange(quoteId: number): Promise<RepaymentRange> {
  const { data, selected, effectiveAnnualRate } = await api.get<{
    data: RepaymentOption[];
    selected: number | null;
    effectiveAnnualRate: number;
  }>('Quote/GetQuoteRepaymentsRange', { query: { quoteId } });
  return { options: data, selected, effectiveAnnualRate };
}

export const repaymentRangeQueryKey = ['staff-requests', 'repayment-range'] as const;

export const repaymentRangeQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: [...repaymentRangeQueryKey, quoteId],
    queryFn: () => getRepaymentRange(quoteId),
    staleTime: 0,
  });

export function useRepaymentRange(quoteId: number | null) {
  return useQuery({ ...repaymentRangeQueryOptions(quoteId ?? 0), enabled: quoteId !== null });
}
