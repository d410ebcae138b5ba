import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Customer spec §3 "nextRepayment"; amount 0 before installation or when nothing is owed. */
export interface NextRepayment {
  amount: number;
  /** Negative when the instalment is overdue. */
  dueInDaysCount: number;
  /** 'YYYY-MM-DD', null when nothing is due. */
  dueDate: string | null;
  /** Money already paid beyond the instalment now running, waiting against the next ones. */
  paidAhead?: number;
}

/** GET Transaction/GetNextRepayment. */
export async function getNextRepayment(quoteId: number): Promise<NextRepayment> {
  const { nextRepayment } = await api.get<{ nextRepayment: NextRepayment }>('Transaction/GetNextRepayment', {
    query: { quoteId },
  });
  return nextRepayment;
}

export const nextRepaymentQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: ['payments', 'next-repayment', quoteId],
    queryFn: () => getNextRepayment(quoteId),
    staleTime: 0,
  });

export const useNextRepayment = (quoteId: number, enabled = true) =>
  useQuery({ ...nextRepaymentQueryOptions(quoteId), enabled });
