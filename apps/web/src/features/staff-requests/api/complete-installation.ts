import { useMutation } from '@tanstack/react-query';
import type { InstallationCompletion } from '../../../components/ui/installation-completion-form.tsx';
import { api } from '../../../lib/api-client.ts';

/** POST Quote/InstallationCompletion: the work is done (installationStatus 3, waiting for the customer to confirm). */
export async function completeInstallation(input: InstallationCompletion & { quoteId: number }) {
  const { message } = await api.post('Quote/InstallationCompletion', input);
  return { message };
}

export function useCompleteInstallation() {
  return useMutation({ mutationFn: completeInstallation });
}
