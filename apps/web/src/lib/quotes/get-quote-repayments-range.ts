import type { DownPaymentOption } from '@imole/domain/finance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** One down-payment plan of a quote (customer spec §3 "Repayment range option", docs/payments.md), money in naira. */
export type RepaymentOption = DownPaymentOption;

export interface RepaymentsRange {
  options: RepaymentOption[];
  /** The percentage the customer chose, or null while they have not chosen (the quote is on the lowest). */
  selected: number | null;
  /** Percent a year, e.g. 42.58. */
  effectiveAnnualRate: number;
}

/** GET Quote/GetQuoteRepaymentsRange: the down-payment plans the server offers on a quote. */
export async function getQuoteRepaymentsRange(quoteId: number): Promise<RepaymentsRange> {
  const { data, selected, effectiveAnnualRate } = await api.get<{
    data: RepaymentOption[];
    selected: number | null;
    effectiveAnnualRate: number;
  }>('Quote/GetQuoteRepaymentsRange', { query: { quoteId } });
  return { options: data, selected, effectiveAnnualRate };
}

/** Under ['quotes', …] so a plan change (which invalidates ['quotes']) refreshes every screen showing the plans. */
export const quoteRepaymentsRangeQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: ['quotes', 'repayments-range', quoteId],
    queryFn: () => getQuoteRepaymentsRange(quoteId),
  });

export function useQuoteRepaymentsRange(quoteId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...quoteRepaymentsRangeQueryOptions(quoteId), enabled: options.enabled ?? true });
}
