import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quoteRequestKey } from './get-quote-request.ts';
import { nextRepaymentKey } from './get-next-repayment.ts';

/**
 * POST Quote/InstallationConfirmed (quoteId, rating 1–5): only once the engineer has marked the work done; sets
 * installationStatus 4 and starts the warranty and the repayment schedule.
 */
export async function confirmInstallation(input: { quoteId: number; rating: number }) {
  const { message } = await api.post('Quote/InstallationConfirmed', input);
  return { message };
}

export function useConfirmInstallation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmInstallation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteRequestKey }),
        queryClient.invalidateQueries({ queryKey: nextRepaymentKey }),
      ]),
  });
}
