import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface Employer {
  id: number;
  name: string;
  /** Staff of this employer confirm their work e-mail by code. */
  validateEmail: boolean;
  emailDomain: string | null;
}

/** GET UserEmployer/GetAllUserEmployers?name=: employers matching the search ("Others" is always offered). */
export async function getEmployers(name: string): Promise<Employer[]> {
  const { data } = await api.get<{ data: Employer[] }>('UserEmployer/GetAllUserEmployers', {
    query: { name: name.trim() || undefined },
  });
  return data;
}

export const employersQueryOptions = (name: string) =>
  queryOptions({ queryKey: ['lookups', 'employers', name.trim().toLowerCase()], queryFn: () => getEmployers(name) });

export const useEmployers = (name: string, enabled: boolean) =>
  useQuery({ ...employersQueryOptions(name), enabled, placeholderData: keepPreviousData });
