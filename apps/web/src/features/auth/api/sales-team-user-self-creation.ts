import type { staffSignUpSchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type SalesSignUpValues = output<typeof staffSignUpSchema>;

/** POST ClientUser/SalesTeamUserSelfCreation: sales agent sign-up; the phone number becomes the referral code. */
export const salesTeamUserSelfCreation = (input: SalesSignUpValues) =>
  api.post('ClientUser/SalesTeamUserSelfCreation', input);

export const useSalesTeamUserSelfCreation = () => useMutation({ mutationFn: salesTeamUserSelfCreation });
