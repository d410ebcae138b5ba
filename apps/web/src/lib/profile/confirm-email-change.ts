import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { copyToSession, profileQueryKey, type ClientUser } from './get-profile.ts';

/** The 6-digit code sent to the new address (checked in the form with `codeField`). */
export interface ConfirmEmailChangeInput {
  token: string;
}

export async function confirmEmailChange(
  input: ConfirmEmailChangeInput,
): Promise<{ message: string; clientUser: ClientUser }> {
  const { message, clientUser } = await api.post<{ clientUser: ClientUser }>('ClientUser/ConfirmEmailChange', input);
  return { message, clientUser };
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: ({ clientUser }) => {
      copyToSession(clientUser);
      queryClient.setQueryData(profileQueryKey(clientUser.id), clientUser);
    },
  });
}
