import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A sales agent or coordinator, for the board's "Referred by" filter (GET ClientUser/GetSalesTeamMembers). */
export interface SalesTeamMember {
  id: number;
  firstname: string;
  lastname: string;
  isCoordinator: boolean;
}

export const salesTeamQueryOptions = () =>
  queryOptions({
    queryKey: ['staff-requests', 'sales-team'],
    queryFn: async () => (await api.get<{ data: SalesTeamMember[] }>('ClientUser/GetSalesTeamMembers')).data,
    staleTime: 5 * 60_000,
  });

export const useSalesTeamMembers = (enabled: boolean) => useQuery({ ...salesTeamQueryOptions(), enabled });
