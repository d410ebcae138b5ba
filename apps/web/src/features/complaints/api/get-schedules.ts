import { CheckStatus } from '@imole/domain/checks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MaintenanceCheckSummary } from '../../../lib/checks/get-maintenance-check.ts';

/** A maintenance check in a list (the API's shape, shared with the customer's pages). */
export type ScheduleSummary = MaintenanceCheckSummary;

export interface ScheduleCounts {
  due: number;
  upcoming: number;
  closed: number;
}

export interface SchedulesPage {
  data: ScheduleSummary[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  counts: ScheduleCounts;
}

/** The three tabs of the Maintenance checks view, by status. */
export const scheduleTabs = [
  { key: 'due', label: 'Due', status: CheckStatus.Due, empty: 'No checks are due' },
  { key: 'upcoming', label: 'Upcoming', status: CheckStatus.Upcoming, empty: 'No checks coming up' },
  { key: 'closed', label: 'Closed', status: CheckStatus.Closed, empty: 'No closed checks yet' },
] as const;

export type ScheduleTab = (typeof scheduleTabs)[number];

/** The tab in the URL (`?view=checks&tab=upcoming`); anything else is Due. */
export const scheduleTabOf = (key: string | null): ScheduleTab =>
  scheduleTabs.find((tab) => tab.key === key) ?? scheduleTabs[0];

export const SCHEDULES_PAGE_SIZE = 20;

/** GET MonitoringSchedule/GetMonitoringSchedules: one page of a status, with the count of every status. */
export async function getSchedulesPage(status: number, pageIndex: number): Promise<SchedulesPage> {
  const { data, pageSize, totalCount, totalPages, counts } = await api.get<SchedulesPage>(
    'MonitoringSchedule/GetMonitoringSchedules',
    { query: { pageIndex, pageSize: SCHEDULES_PAGE_SIZE, status } },
  );
  return { data, pageIndex, pageSize, totalCount, totalPages, counts };
}

export const schedulesQueryKey = ['complaints', 'schedules'] as const;

export const schedulesQueryOptions = (tab: ScheduleTab) =>
  infiniteQueryOptions({
    queryKey: [...schedulesQueryKey, tab.key],
    queryFn: ({ pageParam }) => getSchedulesPage(tab.status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex < last.totalPages ? last.pageIndex + 1 : undefined),
    staleTime: 0,
  });

export function useSchedules(tab: ScheduleTab) {
  return useInfiniteQuery(schedulesQueryOptions(tab));
}
