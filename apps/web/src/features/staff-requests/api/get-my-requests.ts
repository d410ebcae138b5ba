import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StaffRequestCardItem } from '../../../components/ui/staff-request-card.tsx';
import { api } from '../../../lib/api-client.ts';
import { BOARD_PAGE_SIZE } from './get-board.ts';

/** The stages of /requests: the board's five, and Closed (rejected or closed requests). */
export const myStages = [
  { key: 'pending', label: 'Pending', empty: 'Nothing of yours waits for pricing.' },
  { key: 'ready', label: 'Ready', empty: 'No quote of yours waits for the customer.' },
  { key: 'engineer', label: 'Engineer', empty: 'No paid request of yours waits for an engineer.' },
  { key: 'installation', label: 'Installation', empty: 'No installation of yours is under way.' },
  { key: 'completed', label: 'Completed', empty: 'No completed installations of yours yet.' },
  { key: 'closed', label: 'Closed', empty: 'No closed requests of yours.' },
] as const;

export type MyStage = (typeof myStages)[number];
export type MyStageKey = MyStage['key'];

export interface MyRequestsPage {
  data: StaffRequestCardItem[];
  pageIndex: number;
  totalCount: number;
  totalPages: number;
  /** How many of the person's own requests are at each stage. */
  counts: Record<MyStageKey, number>;
}

/**
 * GET Quote/MyRequests (docs/staff.md "My requests"): the signed-in staff member's own requests at one stage — the
 * ones they priced (an engineer: the jobs assigned to them) — with the count at each stage.
 */
export async function getMyRequests(stage: MyStageKey, pageIndex: number): Promise<MyRequestsPage> {
  const answer = await api.get<MyRequestsPage>('Quote/MyRequests', {
    query: { Stage: stage, PageIndex: pageIndex, PageSize: BOARD_PAGE_SIZE },
  });
  return {
    data: answer.data,
    pageIndex,
    totalCount: answer.totalCount,
    totalPages: answer.totalPages,
    counts: answer.counts,
  };
}

export const myRequestsQueryKey = ['staff-requests', 'mine'] as const;

export function useMyRequests(stage: MyStageKey) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...myRequestsQueryKey, stage],
      queryFn: ({ pageParam }) => getMyRequests(stage, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.pageIndex < last.totalPages ? last.pageIndex + 1 : undefined),
      staleTime: 0,
    }),
  );
}
