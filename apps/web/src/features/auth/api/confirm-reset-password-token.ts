import { confirmAccountSchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** The same shape as confirming an account: email and token (the code). */
export const confirmResetTokenSchema = confirmAccountSchema;
export type ConfirmResetTokenInput = output<typeof confirmResetTokenSchema>;

/** POST ClientUser/ConfirmResetPasswordToken: checks the code without spending it (ResetPassword spends it). */
export const confirmResetPasswordToken = (input: ConfirmResetTokenInput) =>
  api.post('ClientUser/ConfirmResetPasswordToken', input);

export const useConfirmResetPasswordToken = () => useMutation({ mutationFn: confirmResetPasswordToken });
