import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { profileQueryKey, type ClientUser } from './get-profile.ts';

/** POST Utility/ConfirmPhoneOtp: the code sent by SMS. */
export async function confirmPhoneCode(input: { otp: string }): Promise<{ message: string }> {
  const { message } = await api.post('Utility/ConfirmPhoneOtp', input);
  return { message };
}

/** The call answers only a message: the cached profile is marked confirmed. */
export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? 0;
  return useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: () => {
      queryClient.setQueryData<ClientUser>(profileQueryKey(userId), (user) =>
        user ? { ...user, phoneConfirmed: true } : user,
      );
    },
  });
}
