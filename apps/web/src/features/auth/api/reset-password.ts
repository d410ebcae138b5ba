import { resetPasswordSchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api } from '../../../lib/api-client.ts';

export { resetPasswordSchema };
export type ResetPasswordInput = output<typeof resetPasswordSchema>;

/** POST ClientUser/ResetPassword: email, token (the code) and the new password; every other login ends. */
export const resetPassword = (input: ResetPasswordInput) => api.post('ClientUser/ResetPassword', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
