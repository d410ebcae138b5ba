import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueCategory } from '@imole/domain/issues';
import { api } from '../../../lib/api-client.ts';
import { customerIssuesKey, type CustomerIssue } from '../../../lib/issues/get-customer-issues.ts';

export interface CreateIssueInput {
  category: IssueCategory;
  description: string;
  /** Data URLs of photos already shrunk in the browser, at most MAX_ISSUE_PHOTOS. */
  photos: string[];
}

/** POST MonitoringIssue/CreateMonitoringIssue; answers the server's sentence and the new issue. */
export async function createIssue(input: CreateIssueInput): Promise<{ message: string; issue: CustomerIssue }> {
  const { message, data } = await api.post<{ data: CustomerIssue }>('MonitoringIssue/CreateMonitoringIssue', input);
  return { message, issue: data };
}

/** Posts the issue, then every list and count of the customer's issues loads again. */
export function useCreateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIssue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerIssuesKey }),
  });
}
