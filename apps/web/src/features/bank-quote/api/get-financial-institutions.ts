import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface FinancialInstitution {
  id: number;
  name: string;
  /** The link name: /bankquote?Name=<code>. */
  code: string;
  /** A data URL, or null. */
  logo: string | null;
}

/** GET FinancialInstitution/FinancialInstitutions (public): the active partner banks. */
export async function getFinancialInstitutions(): Promise<FinancialInstitution[]> {
  const answer = await api.get<{ data: FinancialInstitution[] }>('FinancialInstitution/FinancialInstitutions', {
    query: { PageIndex: 1, PageSize: 1000 },
  });
  return answer.data;
}

export const financialInstitutionsQueryOptions = () =>
  queryOptions({ queryKey: ['lookups', 'financial-institutions'], queryFn: getFinancialInstitutions });

export const useFinancialInstitutions = () => useQuery(financialInstitutionsQueryOptions());

/** The bank a link names: by its link name or its display name, in any case (docs/banks.md). */
export function bankNamed(banks: readonly FinancialInstitution[], name: string | null): FinancialInstitution | null {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return null;
  return (
    banks.find((b) => b.code.toLowerCase() === wanted) ?? banks.find((b) => b.name.toLowerCase() === wanted) ?? null
  );
}
