import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST Transaction/ApplyRefundToInstalments: the money paid above the first payment counts towards the first
 * instalments instead of being refunded (docs/payments.md "What is owed now"). Answers the server's sentence.
 */
export function useApplyRefundToInstalments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (quoteId: number) =>
      (await api.post('Transaction/ApplyRefundToInstalments', { quoteId })).message,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
  });
}
