import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstallationCompletion } from '../../../components/ui/installation-completion-form.tsx';
import { api } from '../../../lib/api-client.ts';
import { myInstallationsQueryKey } from './get-my-installations.ts';

/** POST Quote/InstallationCompletion: the engineer marks their job done (installationStatus 3). */
export async function completeInstallation(input: InstallationCompletion & { quoteId: number }) {
  const { message } = await api.post('Quote/InstallationCompletion', input);
  return { message };
}

/** Reloads both lists afterwards. */
export function useCompleteInstallation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeInstallation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myInstallationsQueryKey }),
  });
}
