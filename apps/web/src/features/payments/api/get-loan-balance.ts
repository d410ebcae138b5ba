import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Where the loan stands today (docs/finance.md): all zero before installation, after a payoff, or when paid outright. */
export interface LoanBalance {
  /** Outstanding principal. */
  loanBalance: number;
  /** Instalments past their date and not paid. */
  arrears: number;
  /** What settles the loan today: the outstanding principal plus the interest accrued to today. */
  payoff: number;
  daysOverdue: number;
  nonPerforming: boolean;
  /** Interest accrued since the last payment: payoff − loanBalance. */
  interestToDate?: number;
  /** What the schedule still asks, keeping to it: more than the payoff by the interest of the months ahead. */
  remaining?: number;
  /** Paid beyond the instalment now running. */
  paidAhead?: number;
  paidOff?: boolean;
  isOutright?: boolean;
}

/** GET Transaction/GetLoanBalance. */
export async function getLoanBalance(quoteId: number): Promise<LoanBalance> {
  const { data } = await api.get<{ data: LoanBalance }>('Transaction/GetLoanBalance', { query: { quoteId } });
  return data;
}

export const loanBalanceQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: ['payments', 'loan-balance', quoteId],
    queryFn: () => getLoanBalance(quoteId),
    staleTime: 0,
  });

export const useLoanBalance = (quoteId: number, enabled = true) =>
  useQuery({ ...loanBalanceQueryOptions(quoteId), enabled });
