import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quoteRequestKey } from './get-quote-request.ts';

/** POST Utility/PerformAndUndoSurvey { isToPerformSurvey: false }: do not offer the survey again. */
export async function skipSurvey() {
  const { message } = await api.post('Utility/PerformAndUndoSurvey', { isToPerformSurvey: false });
  return { message };
}

export function useSkipSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipSurvey,
    // Customer spec §8: a failure of the survey call is only logged; the prompt goes either way.
    onError: (error) => console.warn('The survey opt-out failed:', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteRequestKey }),
  });
}
