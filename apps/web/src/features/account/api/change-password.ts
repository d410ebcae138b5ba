import { useMutation } from '@tanstack/react-query';
import { accountMessages, changePasswordSchema } from '@imole/domain/accounts';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** The server's sentence for a new password equal to the current one, said before sending (the API says it too). */
export const samePasswordMessage = 'Your new password is the same as your current one. Choose a different password.';

/** The form adds "confirm new password" to the shared rule (only the two passwords travel). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword !== value.oldPassword, { message: samePasswordMessage, path: ['newPassword'] })
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
