import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** A sales agent or coordinator, for the staff lists' "Referred by" filter (GET ClientUser/GetSalesTeamMembers). */
export interface SalesTeamMember {
  id: number;
  firstname: string;
  lastname: string;
  isCoordinator: boolean;
}

export const salesTeamQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'sales-team'],
    queryFn: async () => (await api.get<{ data: SalesTeamMember[] }>('ClientUser/GetSalesTeamMembers')).data,
    staleTime: 5 * 60_000,
  });

export const useSalesTeamMembers = (enabled: boolean) => useQuery({ ...salesTeamQueryOptions(), enabled });

/**
 * Who referred the customers a staff list shows (issue 20): `agent-9` (one sales agent), `team-6` (a coordinator and
 * their agents), or '' (anyone). Kept in the page's URL as `by`.
 */
export type ReferredBy = string;

/** The API's query for it: SalesAgentId or CoordinatorId (docs/sales.md "Staff lists by agent"). */
export function referredByQuery(by: ReferredBy): { SalesAgentId?: number; CoordinatorId?: number } {
  const match = /^(agent|team)-(\d+)$/.exec(by);
  if (!match) return {};
  return match[1] === 'agent' ? { SalesAgentId: Number(match[2]) } : { CoordinatorId: Number(match[2]) };
}
