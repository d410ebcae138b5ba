import type { loginSchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { SessionResponse } from '../session-response.ts';

export type LoginInput = output<typeof loginSchema>;

/** POST ClientUser/Login. A 403 ACCOUNT_NOT_CONFIRMED means a new code is on its way to the e-mail address. */
export const login = (input: LoginInput) => api.post<SessionResponse>('ClientUser/Login', input);

export const useLogin = () => useMutation({ mutationFn: login });
