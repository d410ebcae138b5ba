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
  /** Falls due after the loan was paid off: settled early by that payment, not paid on its own day. */
  settledEarly?: boolean;
}

/** The schedule's totals, from the server's one statement of the loan (docs/finance.md). */
export interface ScheduleTotals {
  /** Everything paid to the loan (the repayments in the history). */
  totalPaid: number;
  /** What the schedule still asks, keeping to it; it includes the interest of the months ahead. */
  remaining: number;
  /** Paid beyond the instalment now running, waiting against the next ones. */
  paidAhead: number;
  /** Paid outright: there is no loan and no schedule. */
  isOutright: boolean;
  /** The day a payment cleared the loan. */
  closedOn: string | null;
}

export interface RepaymentSchedule extends ScheduleTotals {
  instalments: Instalment[];
  /** The server's sentence: "Repayment schedule yet to be confirmed" while there is none. */
  message: string;
}

/** GET Transaction/GetRepayments (reads data.generalRepayment). */
export async function getRepayments(quoteId: number): Promise<RepaymentSchedule> {
  const { data, message } = await api.get<{ data: { generalRepayment: Instalment[] } & Partial<ScheduleTotals> }>(
    'Transaction/GetRepayments',
    { query: { quoteId } },
  );
  const kobo = (naira: number) => Math.round(naira * 100);
  const paid = data.generalRepayment.reduce((sum, i) => sum + kobo(i.amountPaid), 0);
  const total = data.generalRepayment.reduce((sum, i) => sum + kobo(i.totalRepayment), 0);
  return {
    instalments: data.generalRepayment,
    message,
    // An answer saved before these totals were sent carries only the rows: their sums say the same.
    totalPaid: data.totalPaid ?? paid / 100,
    remaining: data.remaining ?? (total - paid) / 100,
    paidAhead: data.paidAhead ?? 0,
    isOutright: data.isOutright ?? false,
    closedOn: data.closedOn ?? null,
  };
}

export const repaymentsQueryOptions = (quoteId: number) =>
  queryOptions({ queryKey: ['payments', 'repayments', quoteId], queryFn: () => getRepayments(quoteId), staleTime: 0 });

export const useRepayments = (quoteId: number, enabled = true) =>
  useQuery({ ...repaymentsQueryOptions(quoteId), enabled });
