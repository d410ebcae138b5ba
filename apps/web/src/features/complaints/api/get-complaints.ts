import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referredByQuery, type ReferredBy } from '../../../lib/sales-team/referred-by.ts';
import type { CustomerIssue } from '../../../lib/issues/get-customer-issues.ts';

/**
 * A complaint as the list and the detail name it (docs/after-sale.md "Issues and complaints"): the same object as the
 * customer's own issues.
 */
export type ComplaintSummary = CustomerIssue;

export interface ComplaintCounts {
  open: number;
  resolved: number;
  closed: number;
}

export interface ComplaintsPage {
  data: ComplaintSummary[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  counts: ComplaintCounts;
}

/** The three tabs of the Complaints view, by issueStatus. */
export const complaintTabs = [
  { key: 'open', label: 'Open', status: 0, empty: 'No open complaints' },
  { key: 'resolved', label: 'Resolved', status: 1, empty: 'No resolved complaints yet' },
  { key: 'closed', label: 'Closed', status: 2, empty: 'No closed complaints yet' },
] as const;

export type ComplaintTab = (typeof complaintTabs)[number];

/** The tab in the URL (`?tab=resolved`); anything else is Open. */
export const complaintTabOf = (key: string | null): ComplaintTab =>
  complaintTabs.find((tab) => tab.key === key) ?? complaintTabs[0];

/** Staff spec §9: staff lists use pages of 20. */
export const COMPLAINTS_PAGE_SIZE = 20;

/** GET MonitoringIssue/GetMonitoringIssueByStatus: one page of a status, with the count of every status. */
export async function getComplaintsPage(
  status: number,
  pageIndex: number,
  by: ReferredBy = '',
): Promise<ComplaintsPage> {
  const { data, pageSize, totalCount, totalPages, counts } = await api.get<ComplaintsPage>(
    'MonitoringIssue/GetMonitoringIssueByStatus',
    { query: { PageIndex: pageIndex, PageSize: COMPLAINTS_PAGE_SIZE, Status: status, ...referredByQuery(by) } },
  );
  return { data, pageIndex, pageSize, totalCount, totalPages, counts };
}

export const complaintsQueryKey = ['complaints', 'list'] as const;

export const complaintsQueryOptions = (tab: ComplaintTab, by: ReferredBy = '') =>
  infiniteQueryOptions({
    queryKey: [...complaintsQueryKey, tab.key, by],
    queryFn: ({ pageParam }) => getComplaintsPage(tab.status, pageParam, by),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex < last.totalPages ? last.pageIndex + 1 : undefined),
    // Complaints move between tabs as staff act: a tab opened again shows where things stand now.
    staleTime: 0,
  });

/** One tab of complaints; "Show more" loads the next page of 20. */
export function useComplaints(tab: ComplaintTab, by: ReferredBy = '') {
  return useInfiniteQuery(complaintsQueryOptions(tab, by));
}
