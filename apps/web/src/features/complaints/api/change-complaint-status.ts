import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { complaintQueryKey, type Complaint } from './get-complaint.ts';
import { complaintsQueryKey } from './get-complaints.ts';

export interface ChangeComplaintStatusInput {
  id: number;
  /** 0 open, 1 resolved, 2 closed. */
  issueStatus: number;
  /** The customer sees it (3 to 1,000 characters). */
  note: string;
}

/** POST MonitoringIssue/ChangeMonitoringIssueStatus: the customer is notified with the note. */
export async function changeComplaintStatus(input: ChangeComplaintStatusInput) {
  const { message, data } = await api.post<{ data: Complaint }>('MonitoringIssue/ChangeMonitoringIssueStatus', input);
  return { message, data };
}

export function useChangeComplaintStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeComplaintStatus,
    onSuccess: ({ data }) => queryClient.setQueryData(complaintQueryKey(data.id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: complaintsQueryKey }),
  });
}
