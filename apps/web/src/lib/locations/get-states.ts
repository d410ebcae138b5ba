import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export interface State {
  id: number;
  title: string;
}

/** GET Location/GetStates, sorted by title (customer spec §2 "Personal information"). */
export async function getStates(): Promise<State[]> {
  const { states } = await api.get<{ states: State[] }>('Location/GetStates');
  return [...states].sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

export const statesQueryOptions = () =>
  queryOptions({ queryKey: ['lookups', 'states'], queryFn: getStates, staleTime: Infinity });

export const useStates = () => useQuery(statesQueryOptions());
