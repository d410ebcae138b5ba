import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One instalment of the schedule (GET Transaction/GetRepayments, data.generalRepayment). */
export interface Instalment {
  installmentNumber: number;
  totalRepayment: number;
  amountPaid: number;
  /** 'YYYY-MM-DD'. */
  installmentDate: string;
  /** 'paid', 'due' or 'overdue'. */
  repaymentStatus: string;
}

export interface RepaymentSchedule {
  instalments: Instalment[];
  /** The server's sentence: "Repayment schedule yet to be confirmed" while there is none. */
  message: string;
}

/** GET Transaction/GetRepayments (reads data.generalRepayment). */
export async function getRepayments(quoteId: number): Promise<RepaymentSchedule> {
  const { data, message } = await api.get<{ data: { generalRepayment: Instalment[] } }>('Transaction/GetRepayments', {
    query: { quoteId },
  });
  return { instalments: data.generalRepayment, message };
}

export const repaymentsQueryOptions = (quoteId: number) =>
  queryOptions({ queryKey: ['payments', 'repayments', quoteId], queryFn: () => getRepayments(quoteId), staleTime: 0 });

export const useRepayments = (quoteId: number, enabled = true) =>
  useQuery({ ...repaymentsQueryOptions(quoteId), enabled });
