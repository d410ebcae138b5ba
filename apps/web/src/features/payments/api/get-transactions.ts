import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One payment on a quote (customer spec §3 "transactions"), newest first. */
export interface Transaction {
  reference: string;
  dateCreated: string;
  successful: boolean;
  amountInTransaction: number;
  /** 0 Equity, otherwise Repayment (customer spec §2). */
  transactionType: number;
  /** equity, outright, repayment or payoff. */
  purpose: string;
  /** Who paid when it was not the customer: their sales agent (issue 20), or their partner bank; null or absent otherwise. */
  paidBy?: string | null;
  /** paidBy names the partner bank that financed the request (docs/banks.md), not a sales agent. */
  paidByBank?: boolean;
}

/** GET Transaction/GetTransactions (reads data). */
export async function getTransactions(quoteId: number): Promise<Transaction[]> {
  const { data } = await api.get<{ data: Transaction[] }>('Transaction/GetTransactions', { query: { quoteId } });
  return data;
}

export const transactionsQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: ['payments', 'transactions', quoteId],
    queryFn: () => getTransactions(quoteId),
    staleTime: 0,
  });

export const useTransactions = (quoteId: number, enabled = true) =>
  useQuery({ ...transactionsQueryOptions(quoteId), enabled });
