import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { IssueStatus } from '@imole/domain/issues';
import { api } from '../api-client.ts';
import type { Paged } from '../quotes/get-active-quote-requests.ts';

/** One of the customer's issues as GET MonitoringIssue/GetMainCustomersMonitoringIssue lists it (docs/after-sale.md). */
export interface CustomerIssue {
  id: number;
  category: string;
  description: string;
  /** 0 open (active), 1 resolved, 2 closed. */
  issueStatus: number;
  statusText: string;
  dateCreated: string;
  dateModified: string;
  photoCount: number;
  customer: { firstname: string; lastname: string; phoneNumber: string };
  engineer: { id: number; firstname: string } | null;
}

/** Customer spec §9: the issues page asks for 10 at a time. */
export const ISSUES_PAGE_SIZE = 10;
/**
 * The open issues are asked for by status (`Status=0`), so the server filters and counts them (its totalCount),
 * wherever they sit in the list; the newest 100 of them (the API's largest page) are enough to link to.
 */
export const OPEN_ISSUES_WINDOW = 100;

/** Every query of the customer's issues starts with this; posting an issue invalidates it. */
export const customerIssuesKey = ['issues', 'mine'] as const;

/** How many of the customer's issues are in each status (whatever page or status was asked for). */
export interface IssueCounts {
  open: number;
  resolved: number;
  closed: number;
}

/**
 * Whether the customer may post an issue now, as the server decides it (docs/after-sale.md "One rule for posting"):
 * only with the system installed, and with no issue open. When not, `message` says why in words to show as they are.
 */
export interface IssuePosting {
  allowed: boolean;
  reason: 'not-installed' | 'open-issue' | null;
  message: string | null;
  openIssueId: number | null;
}

export interface CustomerIssuesPage extends Paged<CustomerIssue> {
  counts: IssueCounts;
  posting: IssuePosting;
}

export async function getCustomerIssues(
  page = 1,
  pageSize = ISSUES_PAGE_SIZE,
  status?: number,
): Promise<CustomerIssuesPage> {
  const { data, pageIndex, totalCount, totalPages, counts, posting } = await api.get<CustomerIssuesPage>(
    'MonitoringIssue/GetMainCustomersMonitoringIssue',
    { query: { PageIndex: page, PageSize: pageSize, ...(status === undefined ? {} : { Status: status }) } },
  );
  return { data, pageIndex, pageSize, totalCount, totalPages, counts, posting };
}

/** Where the customer stands: the counts, whether a new issue may be posted, and the newest issue. */
export interface IssuesOverview {
  counts: IssueCounts;
  posting: IssuePosting;
  total: number;
}

export const issuesOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...customerIssuesKey, 'overview'],
    queryFn: async (): Promise<IssuesOverview> => {
      const { counts, posting, totalCount } = await getCustomerIssues(1, 1);
      return { counts, posting, total: totalCount };
    },
    staleTime: 0,
  });

/** /post-issue and the installed system's issues block: may a new issue be posted, and the counts. */
export function useIssuesOverview() {
  return useQuery(issuesOverviewQueryOptions());
}

/** The issues page: 10 at a time, newest first, "Load more" for the next ten. */
export const customerIssuesInfiniteOptions = () =>
  infiniteQueryOptions({
    queryKey: [...customerIssuesKey, 'list'],
    queryFn: ({ pageParam }) => getCustomerIssues(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex < last.totalPages ? last.pageIndex + 1 : undefined),
  });

export function useCustomerIssues() {
  return useInfiniteQuery(customerIssuesInfiniteOptions());
}

export interface OpenIssues {
  /** Open (active) issues, newest first (the newest 100). */
  open: CustomerIssue[];
  /** How many issues are open, as the server counts them. */
  count: number;
}

export const openIssuesOf = (issues: readonly CustomerIssue[]): CustomerIssue[] =>
  issues.filter((issue) => issue.issueStatus === IssueStatus.Open);

export const openIssuesQueryOptions = () =>
  queryOptions({
    queryKey: [...customerIssuesKey, 'open'],
    queryFn: async (): Promise<OpenIssues> => {
      const page = await getCustomerIssues(1, OPEN_ISSUES_WINDOW, IssueStatus.Open);
      return { open: openIssuesOf(page.data), count: page.totalCount };
    },
  });

/** The customer's open issues (the "Monitoring & Issues" badge, and whether "Post an issue" is offered). */
export function useOpenIssues({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...openIssuesQueryOptions(), enabled });
}
