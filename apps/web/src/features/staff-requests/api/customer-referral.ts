import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Who referred a request's customer (issue 20), and whether it can still change (until the first payment). */
export interface CustomerReferral {
  customerId: number;
  /** isCustomer: a customer's friend code (the customer referral programme), not a sales agent. */
  referredBy: { id: number; name: string; phoneNumber: string; isCustomer: boolean } | null;
  fixed: boolean;
}

export const customerReferralQuery = (quoteRequestId: number) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['staff-requests', 'referral', quoteRequestId],
    queryFn: async () =>
      (
        await api.get<{ data: CustomerReferral }>('ClientUser/GetCustomerReferral', {
          query: { QuoteRequestId: quoteRequestId },
        })
      ).data,
  });

export const useCustomerReferral = (quoteRequestId: number) => useQuery(customerReferralQuery(quoteRequestId));

/** POST ClientUser/UpdateCustomerReferral: set (an agent's phone number) or remove (null) who referred the customer. */
export function useUpdateCustomerReferral(quoteRequestId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { customerId: number; referralCode: string | null }) =>
      api.post<{ message: string }>('ClientUser/UpdateCustomerReferral', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff-requests', 'referral', quoteRequestId] }),
  });
}
