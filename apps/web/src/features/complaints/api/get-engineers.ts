import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** An active engineer who can take a complaint (the fields this feature shows). */
export interface Engineer {
  id: number;
  firstname: string;
  lastname: string;
  openInstallations: number;
}

/** GET Quote/GetEngineersForAssignment (support and admin). */
export async function getEngineers(): Promise<Engineer[]> {
  const { data } = await api.get<{ data: Engineer[] }>('Quote/GetEngineersForAssignment');
  return data;
}

export const engineersQueryOptions = () =>
  queryOptions({ queryKey: ['complaints', 'engineers'], queryFn: getEngineers, staleTime: 60_000 });

/** Only asked for when the person may assign (`enabled`): engineers never load it. */
export function useEngineers(enabled: boolean) {
  return useQuery({ ...engineersQueryOptions(), enabled });
}
