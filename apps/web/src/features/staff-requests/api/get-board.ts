import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import type { StaffRequestCardItem } from '../../../components/ui/staff-request-card.tsx';
import { api } from '../../../lib/api-client.ts';
import { referredByQuery, type ReferredBy } from '../../../lib/sales-team/referred-by.ts';

/** The five tabs of "Manage requests" (staff spec §2; which requests each holds: docs/staff.md "The board"). */
export const boardTabs = [
  { key: 'pending', label: 'Pending', path: 'Quote/GetNotRespondedQuotes', empty: 'No quotes yet' },
  { key: 'ready', label: 'Ready', path: 'Quote/GetAwaitingCustomerResponseQuotes', empty: 'No quotes yet' },
  { key: 'engineer', label: 'Engineer', path: 'Quote/GetAwaitingEngineerAssignmentQuotes', empty: 'No quotes yet' },
  { key: 'installation', label: 'Installation', path: 'Quote/GetAwaitingInstallationQuotes', empty: 'No quotes yet' },
  {
    key: 'completed',
    label: 'Completed',
    path: 'Quote/GetCompletedInstallationQuotes',
    empty: 'No completed quotes yet',
  },
] as const;

export type BoardTab = (typeof boardTabs)[number];
export type BoardTabKey = BoardTab['key'];

/** The tabs shown to one person: never empty, so the first is the default. */
export type ShownBoardTabs = readonly [BoardTab, ...BoardTab[]];

/**
 * The tabs that can hold an engineer's jobs: the board answers an engineer only the requests assigned to them, and
 * a request has an engineer from Installation on (docs/staff.md "The board").
 */
const engineerTabs: ShownBoardTabs = [boardTabs[3], boardTabs[4]];

/** The tabs a staff member sees: all five, or Installation and Completed for an engineer. */
export function boardTabsFor(user: { isEngineer: boolean } | null | undefined): ShownBoardTabs {
  return user?.isEngineer ? engineerTabs : boardTabs;
}

/** The tab in the URL (`?tab=ready`) among those shown; anything else is the first of them (Pending for support). */
export const boardTabOf = (key: string | null, tabs: ShownBoardTabs = boardTabs): BoardTab =>
  tabs.find((tab) => tab.key === key) ?? tabs[0];

export interface BoardPage {
  data: StaffRequestCardItem[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** Staff spec §9: staff quote lists use pages of 20. */
export const BOARD_PAGE_SIZE = 20;

export async function getBoardPage(
  tab: BoardTab,
  search: string,
  pageIndex: number,
  by: ReferredBy = '',
): Promise<BoardPage> {
  const { data, pageSize, totalCount, totalPages } = await api.get<BoardPage>(tab.path, {
    query: { PageIndex: pageIndex, PageSize: BOARD_PAGE_SIZE, Search: search || undefined, ...referredByQuery(by) },
  });
  return { data, pageIndex, pageSize, totalCount, totalPages };
}

export const boardQueryKey = ['staff-requests', 'board'] as const;

export const boardQueryOptions = (tab: BoardTab, search: string, by: ReferredBy = '') =>
  infiniteQueryOptions({
    queryKey: [...boardQueryKey, tab.key, search, by],
    queryFn: ({ pageParam }) => getBoardPage(tab, search, pageParam, by),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex < last.totalPages ? last.pageIndex + 1 : undefined),
    // Requests move between tabs as staff and customers act: a tab opened again shows where things stand now.
    staleTime: 0,
  });

/** One tab of the board; "Show more" loads the next page of 20. */
export function useBoard(tab: BoardTab, search: string, by: ReferredBy = '') {
  return useInfiniteQuery(boardQueryOptions(tab, search, by));
}

/**
 * A search looks in every stage, not only the tab on screen (issue 19: a customer searched for on Pending had moved to
 * Ready): the first page of each other tab's matches.
 */
export const boardSearchQueryOptions = (tab: BoardTab, search: string, by: ReferredBy = '') =>
  queryOptions({
    queryKey: [...boardQueryKey, 'search', tab.key, search, by],
    queryFn: () => getBoardPage(tab, search, 1, by),
    staleTime: 0,
  });

export function useBoardSearchElsewhere(tabs: readonly BoardTab[], search: string, by: ReferredBy = '') {
  return useQueries({
    queries: tabs.map((tab) => ({ ...boardSearchQueryOptions(tab, search, by), enabled: search !== '' })),
  });
}
