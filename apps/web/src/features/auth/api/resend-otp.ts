import type { emailOnlySchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ResendOtpInput = output<typeof emailOnlySchema>;

/** POST ClientUser/ResendOtp: a new sign-up or invitation code (the same answer whether or not one was due). */
export const resendOtp = (input: ResendOtpInput) => api.post('ClientUser/ResendOtp', input);

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
