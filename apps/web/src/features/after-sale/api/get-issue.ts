import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { customerIssuesKey, type CustomerIssue } from '../../../lib/issues/get-customer-issues.ts';

/** One change of an issue's status, with the note the customer sees (docs/after-sale.md). */
export interface IssueEvent {
  issueStatus: number;
  statusText: string;
  note: string;
  /** "You", "Musa, Imole support" or "Imole support". */
  by: string;
  date: string;
}

export interface IssueDetail extends CustomerIssue {
  /** Data URLs, in the order they were sent. */
  photos: string[];
  /** Oldest first, starting with "Issue reported". */
  history: IssueEvent[];
}

/** GET MonitoringIssue/GetCustomerMonitoringIssueById: one of the customer's own issues with its photos and history. */
export async function getIssue(id: number): Promise<IssueDetail> {
  const { data } = await api.get<{ data: IssueDetail }>('MonitoringIssue/GetCustomerMonitoringIssueById', {
    query: { id },
  });
  return data;
}

export const issueQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...customerIssuesKey, 'detail', id], queryFn: () => getIssue(id), staleTime: 0 });

export function useIssue(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...issueQueryOptions(id), enabled });
}
