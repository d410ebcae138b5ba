import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StaffRequestCardItem } from '../../../components/ui/staff-request-card.tsx';
import { api } from '../../../lib/api-client.ts';

/** A job card as the board sends it: its quote also carries the booked day (YYYY-MM-DD, docs/staff.md). */
export type InstallationItem = StaffRequestCardItem & {
  quote: (NonNullable<StaffRequestCardItem['quote']> & { fulfilmentDate: string | null }) | null;
};

export interface InstallationsPage {
  data: InstallationItem[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export type InstallationsKind = 'active' | 'completed';

const paths: Record<InstallationsKind, string> = {
  active: 'Quote/GetMyActiveInstallationQuotes',
  completed: 'Quote/GetMyCompletedInstallationQuotes',
};

/** Staff lists use pages of 20 (staff spec §9). */
export const INSTALLATIONS_PAGE_SIZE = 20;

/** GET Quote/GetMyActiveInstallationQuotes or GetMyCompletedInstallationQuotes: the signed-in engineer's own jobs. */
export async function getMyInstallations(kind: InstallationsKind, pageIndex: number): Promise<InstallationsPage> {
  const { data, pageSize, totalCount, totalPages } = await api.get<InstallationsPage>(paths[kind], {
    query: { PageIndex: pageIndex, PageSize: INSTALLATIONS_PAGE_SIZE },
  });
  return { data, pageIndex, pageSize, totalCount, totalPages };
}

export const myInstallationsQueryKey = ['installer', 'installations'] as const;

export const myInstallationsQueryOptions = (kind: InstallationsKind) =>
  infiniteQueryOptions({
    queryKey: [...myInstallationsQueryKey, kind],
    queryFn: ({ pageParam }) => getMyInstallations(kind, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex < last.totalPages ? last.pageIndex + 1 : undefined),
    staleTime: 0,
  });

export function useMyInstallations(kind: InstallationsKind) {
  return useInfiniteQuery(myInstallationsQueryOptions(kind));
}
