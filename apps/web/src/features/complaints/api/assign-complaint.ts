import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { complaintQueryKey, type Complaint } from './get-complaint.ts';
import { complaintsQueryKey } from './get-complaints.ts';

/** POST MonitoringIssue/AssignMonitoringIssue (support and admin; the server refuses engineers). */
export async function assignComplaint(input: { id: number; engineerUserId: number }) {
  const { message, data } = await api.post<{ data: Complaint }>('MonitoringIssue/AssignMonitoringIssue', input);
  return { message, data };
}

export function useAssignComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignComplaint,
    onSuccess: ({ data }) => queryClient.setQueryData(complaintQueryKey(data.id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: complaintsQueryKey }),
  });
}
