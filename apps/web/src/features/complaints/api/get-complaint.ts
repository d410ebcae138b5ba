import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ComplaintSummary } from './get-complaints.ts';

export interface ComplaintEvent {
  issueStatus: number;
  statusText: string;
  note: string;
  /** "You" for the customer (the API's words for the customer's own view), or "<name>, Imole support". */
  by: string;
  date: string;
}

export interface Complaint extends ComplaintSummary {
  /** data: URLs. */
  photos: string[];
  history: ComplaintEvent[];
}

/** GET MonitoringIssue/GetMonitoringIssueById (support, admin, the assigned engineer). */
export async function getComplaint(id: number): Promise<Complaint> {
  const { data } = await api.get<{ data: Complaint }>('MonitoringIssue/GetMonitoringIssueById', { query: { id } });
  return data;
}

export const complaintQueryKey = (id: number) => ['complaints', 'detail', id] as const;

export const complaintQueryOptions = (id: number) =>
  queryOptions({ queryKey: complaintQueryKey(id), queryFn: () => getComplaint(id), staleTime: 0 });

export function useComplaint(id: number) {
  return useQuery({ ...complaintQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
