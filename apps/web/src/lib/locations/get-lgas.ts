import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export interface Lga {
  id: number;
  title: string;
}

/** GET Location/GetLgas?stateId=: the state's local government areas (the API takes the id or the title). */
export async function getLgas(stateId: number | string): Promise<Lga[]> {
  const { lgas } = await api.get<{ lgas: Lga[] }>('Location/GetLgas', { query: { stateId } });
  return [...lgas].sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

export const lgasQueryOptions = (stateId: number | string) =>
  queryOptions({ queryKey: ['lookups', 'lgas', stateId], queryFn: () => getLgas(stateId), staleTime: Infinity });

/** Loaded when the state changes; nothing until a state is chosen. */
export const useLgas = (stateId: number | string | null) =>
  useQuery({ ...lgasQueryOptions(stateId ?? ''), enabled: stateId !== null && stateId !== '' });
