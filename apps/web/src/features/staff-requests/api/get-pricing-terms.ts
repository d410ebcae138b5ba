import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanTerms } from '@imole/domain/finance';
import { api } from '../../../lib/api-client.ts';

/** GET Quote/GetPricingTerms: what a quote is priced with once saved and sent (docs/staff.md "Pricing"). */
export interface PricingTerms extends PlanTerms {
  equityPercentages: number[];
  monthlyInterestRateBps: number;
  /** The plan length the quote gets: the package's, or the one for a system built from components. */
  planLengthMonths: number;
  /** Percent a year, e.g. 42.58. */
  effectiveAnnualRate: number;
  /** The package's installation and transport costs (naira), which pricing from it starts with; null without one. */
  installationCost?: number | null;
  transportCost?: number | null;
}

export async function getPricingTerms(productId: number | null): Promise<PricingTerms> {
  const { data } = await api.get<{ data: PricingTerms }>('Quote/GetPricingTerms', {
    query: { productId },
  });
  return data;
}

export const pricingTermsQueryKey = ['staff-requests', 'pricing-terms'] as const;

export const pricingTermsQueryOptions = (productId: number | null) =>
  queryOptions({
    queryKey: [...pricingTermsQueryKey, productId],
    queryFn: () => getPricingTerms(productId),
    // An admin may change the rate or the offered down payments: read them again each time the page opens.
    staleTime: 0,
  });

/** The terms for the package the lines are based on (none: a system built from components). */
export function usePricingTerms(productId: number | null) {
  return useQuery({ ...pricingTermsQueryOptions(productId), placeholderData: keepPreviousData });
}
