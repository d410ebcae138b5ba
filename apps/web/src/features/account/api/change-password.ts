import { useMutation } from '@tanstack/react-query';
import { accountMessages, changePasswordSchema } from '@imole/domain/accounts';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** The form adds "confirm new password" to the shared rule (only the two passwords travel). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.confirmPassword === value.newPassword, {
    message: accountMessages.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export async function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  const { message } = await api.post('ClientUser/ChangePassword', {
    oldPassword: input.oldPassword,
    newPassword: input.newPassword,
  });
  return { message };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
