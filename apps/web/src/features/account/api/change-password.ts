import { useMutation } from '@tanstack/react-query';
import type { changePasswordSchema } from '@imole/domain/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

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
