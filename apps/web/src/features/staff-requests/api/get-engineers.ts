import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** An active engineer who can take a job (docs/staff.md "Engineers and installation"). */
export interface AssignableEngineer {
  id: number;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  image: string | null;
  rating: number | null;
  openInstallations: number;
}

/** GET Quote/GetEngineersForAssignment. */
export async function getEngineersForAssignment(): Promise<AssignableEngineer[]> {
  const { data } = await api.get<{ data: AssignableEngineer[] }>('Quote/GetEngineersForAssignment');
  return data;
}

export const engineersQueryOptions = () =>
  queryOptions({ queryKey: ['staff-requests', 'engineers'], queryFn: getEngineersForAssignment, staleTime: 0 });

export function useEngineersForAssignment() {
  return useQuery(engineersQueryOptions());
}
