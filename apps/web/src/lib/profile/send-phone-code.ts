import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** A 6-digit code by SMS to the signed-in user's saved phone number. */
export async function sendPhoneCode(): Promise<{ message: string }> {
  const { message } = await api.post('Utility/SendClientUserSmsOtp', {});
  return { message };
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
