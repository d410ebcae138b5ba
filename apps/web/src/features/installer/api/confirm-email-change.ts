import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { copyToSession, profileQueryKey, type ClientUser } from './get-profile.ts';

/** POST ClientUser/ConfirmEmailChange: the 6-digit code sent to the new address. */
export async function confirmEmailChange(input: {
  token: string;
}): Promise<{ message: string; clientUser: ClientUser }> {
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
