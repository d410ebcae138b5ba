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
  const { data, pageIndex, totalCount, totalPages, counts, posting } = await api.get<Partial<CustomerIssuesPage>>(
    'MonitoringIssue/GetMainCustomersMonitoringIssue',
    { query: { PageIndex: page, PageSize: pageSize, ...(status === undefined ? {} : { Status: status }) } },
  );
  const items = data ?? [];
  return {
    data: items,
    pageIndex: pageIndex ?? page,
    pageSize,
    totalCount: totalCount ?? items.length,
    totalPages: totalPages ?? 1,
    // An API older than this app (during a deploy) sends neither: what the page shows, and the server still decides.
    counts: counts ?? countsOf(items),
    posting: posting ?? { allowed: !items.some(isOpen), reason: null, message: null, openIssueId: null },
  };
}

const isOpen = (issue: CustomerIssue) => issue.issueStatus === IssueStatus.Open;
const countsOf = (items: readonly CustomerIssue[]): IssueCounts => ({
  open: items.filter(isOpen).length,
  resolved: items.filter((i) => i.issueStatus === IssueStatus.Resolved).length,
  closed: items.filter((i) => i.issueStatus === IssueStatus.Closed).length,
});

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
  /** How many of the customer's issues are in each status, and how many there are in all. */
  counts: IssueCounts;
  total: number;
  /** Whether a new issue may be posted now, and if not why (the server's one rule). */
  posting: IssuePosting;
}

export const openIssuesOf = (issues: readonly CustomerIssue[]): CustomerIssue[] => issues.filter(isOpen);

export const openIssuesQueryOptions = () =>
  queryOptions({
    queryKey: [...customerIssuesKey, 'open'],
    // Fresh within seconds (staff may have just resolved an issue), yet one answer for the issues block and the
    // "Monitoring & Issues" badge shown together; posting an issue invalidates it at once.
    staleTime: 10_000,
    queryFn: async (): Promise<OpenIssues> => {
      const page = await getCustomerIssues(1, OPEN_ISSUES_WINDOW, IssueStatus.Open);
      const { counts, posting } = page;
      return {
        open: openIssuesOf(page.data),
        count: page.totalCount,
        counts,
        total: counts.open + counts.resolved + counts.closed,
        posting,
      };
    },
  });

/**
 * Where the customer stands with issues: the open ones, the counts, and whether a new one may be posted. Read by the
 * "Monitoring & Issues" badge, the installed system's issues block and /post-issue: one question, one answer.
 */
export function useOpenIssues({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...openIssuesQueryOptions(), enabled });
}
