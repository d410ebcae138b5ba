import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useSession } from '../session.ts';
import { profileQueryKey, type ClientUser } from './get-profile.ts';

/** The 6-digit code sent by SMS (checked in the form with `codeField`). */
export interface ConfirmPhoneCodeInput {
  otp: string;
}

export async function confirmPhoneCode(input: ConfirmPhoneCodeInput): Promise<{ message: string }> {
  const { message } = await api.post('Utility/ConfirmPhoneOtp', input);
  return { message };
}

/** On success the cached profile says the phone is confirmed (the call answers only a message). */
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
