import { resetPasswordSchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { SessionResponse } from '../session-response.ts';

/** The same shape as a reset: email, token (the invitation code) and password. */
export const setPasswordSchema = resetPasswordSchema;
export type SetPasswordInput = output<typeof setPasswordSchema>;

/** POST ClientUser/SetPassword: an invited staff member's first password; answers the session (staff spec §4). */
export const setPassword = (input: SetPasswordInput) => api.post<SessionResponse>('ClientUser/SetPassword', input);

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
