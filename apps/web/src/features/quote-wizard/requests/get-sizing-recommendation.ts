import type { SizingRecommendation } from '@imole/domain/sizing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PowerNeedPayload } from '../payload.ts';

export type SizingInput = PowerNeedPayload & { state: string };

/** POST Quote/GetSizingRecommendation: the system sized for the power need (docs/sizing.md). */
export async function getSizingRecommendation(input: SizingInput): Promise<SizingRecommendation> {
  const { recommendation } = await api.post<{ recommendation: SizingRecommendation }>(
    'Quote/GetSizingRecommendation',
    input,
  );
  return recommendation;
}

export const sizingQueryOptions = (input: SizingInput) =>
  queryOptions({
    queryKey: ['quotes', 'sizing', input],
    queryFn: () => getSizingRecommendation(input),
    staleTime: Infinity,
  });

export const useSizingRecommendation = (input: SizingInput | null) =>
  useQuery({ ...sizingQueryOptions(input ?? ({} as SizingInput)), enabled: input !== null });
