import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface Bank {
  id: number;
  name: string;
  code: string;
}

/** GET Utility/BankList: Nigerian banks with their codes (seeded); `bankId` of the KYC form is one of these ids. */
export const bankListQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'banks'],
    queryFn: async () => (await api.get<{ data: Bank[] }>('Utility/BankList')).data,
    // The list changes when a bank is added, not during a visit.
    staleTime: 60 * 60_000,
  });

export const useBankList = () => useQuery(bankListQueryOptions());
