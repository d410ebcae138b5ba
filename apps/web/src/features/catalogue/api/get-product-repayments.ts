import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RepaymentOption } from '../../../lib/quotes/get-quote-repayments-range.ts';
import { catalogueQueryKey } from './get-all-products.ts';

/** Staff spec §3 "Product repayment info" and "Schedule rows", plus every option the package would be offered with. */
export interface ProductRepayments {
  product: {
    id: number;
    name: string;
    oneOffPaymentCost: number;
    initialPayment: number;
    contributionPecentage: number;
    repaymentAmount: number;
    repaymentLength: number;
  };
  generalRepayment: { totalRepayment: number; installmentDate: string; repaymentStatus: string }[];
  /** The same figures as a quote's options (docs/payments.md), money in naira. */
  options: RepaymentOption[];
  /** Percent, e.g. 42.58. */
  effectiveAnnualRate: number;
}

/**
 * GET Transaction/GenerateProductRepayments?productId=&EquityPecentage=: every option, and the schedule of one
 * (the lowest down payment when none is named) as if the package were installed today.
 */
export async function getProductRepayments(productId: number, equity: number | null): Promise<ProductRepayments> {
  const { product, generalRepayment, options, effectiveAnnualRate } = await api.get<ProductRepayments>(
    'Transaction/GenerateProductRepayments',
    { query: { productId, EquityPecentage: equity } },
  );
  return { product, generalRepayment, options, effectiveAnnualRate };
}

export const productRepaymentsQueryOptions = (productId: number, equity: number | null) =>
  queryOptions({
    queryKey: [...catalogueQueryKey, 'repayments', productId, equity],
    queryFn: () => getProductRepayments(productId, equity),
  });

/** Keeps the previous option's figures on screen while another option's schedule loads. */
export function useProductRepayments(productId: number, equity: number | null) {
  return useQuery({
    ...productRepaymentsQueryOptions(productId, equity),
    enabled: Number.isInteger(productId) && productId > 0,
    placeholderData: keepPreviousData,
  });
}
