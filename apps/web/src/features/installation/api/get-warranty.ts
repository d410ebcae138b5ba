import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface Warranty {
  /** Months. */
  duration: number;
  /** YYYY-MM-DD: the day the customer confirmed the installation; null before. */
  startDate: string | null;
  endDate: string | null;
  monthsLeft: number;
  daysLeft: number;
  status: 'Not started' | 'Active' | 'Expired' | string;
}

/** GET Quote/GetWarrantyData?quoteId= (docs/payments.md). */
export async function getWarranty(quoteId: number): Promise<Warranty> {
  const { warranty } = await api.get<{ warranty: Warranty }>('Quote/GetWarrantyData', { query: { quoteId } });
  return warranty;
}

export const warrantyQueryOptions = (quoteId: number) =>
  queryOptions({ queryKey: ['warranty', quoteId], queryFn: () => getWarranty(quoteId) });

export function useWarranty(quoteId: number | null) {
  return useQuery({ ...warrantyQueryOptions(quoteId ?? 0), enabled: quoteId !== null });
}
