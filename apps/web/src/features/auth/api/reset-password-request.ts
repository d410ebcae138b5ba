import { emailOnlySchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api } from '../../../lib/api-client.ts';

export { emailOnlySchema };
export type ResetPasswordRequestInput = output<typeof emailOnlySchema>;

/** POST ClientUser/ResetPasswordRequest: the same neutral answer whether or not the address has an account. */
export const resetPasswordRequest = (input: ResetPasswordRequestInput) =>
  api.post('ClientUser/ResetPasswordRequest', input);

export const useResetPasswordRequest = () => useMutation({ mutationFn: resetPasswordRequest });
