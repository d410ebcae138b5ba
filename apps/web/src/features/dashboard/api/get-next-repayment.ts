import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface NextRepayment {
  /** Naira; 0 before installation or when everything is repaid. */
  amount: number;
  dueInDaysCount: number;
  /** YYYY-MM-DD, or null when nothing is owed. */
  dueDate: string | null;
  /** Money already paid beyond the instalment now running, waiting against the next ones. */
  paidAhead?: number;
}

/** GET Transaction/GetNextRepayment: the next instalment still owing (customer spec §4: installationStatus 4). */
export async function getNextRepayment(quoteId: number): Promise<NextRepayment> {
  const { nextRepayment } = await api.get<{ nextRepayment: NextRepayment }>('Transaction/GetNextRepayment', {
    query: { quoteId },
  });
  return nextRepayment;
}

export const nextRepaymentKey = ['next-repayment'] as const;

export const nextRepaymentQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: [...nextRepaymentKey, quoteId],
    queryFn: () => getNextRepayment(quoteId),
    staleTime: 0,
  });

export function useNextRepayment(quoteId: number | null) {
  return useQuery({ ...nextRepaymentQueryOptions(quoteId ?? 0), enabled: quoteId !== null });
}
