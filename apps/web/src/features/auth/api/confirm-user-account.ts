import type { confirmAccountSchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import type { SessionResponse } from '../session-response.ts';

export type ConfirmAccountInput = output<typeof confirmAccountSchema>;

/**
 * POST ClientUser/ConfirmUserAccount. Answers the session when the account is active; a staff sign-up that waits for
 * an administrator gets only a message (no token).
 */
export const confirmUserAccount = (input: ConfirmAccountInput) =>
  api.post<Partial<SessionResponse>>('ClientUser/ConfirmUserAccount', input) as Promise<
    ApiResponse<SessionResponse> | ApiResponse
  >;

export const useConfirmUserAccount = () => useMutation({ mutationFn: confirmUserAccount });
