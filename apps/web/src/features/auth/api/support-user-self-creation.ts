import type { staffSignUpSchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type StaffSignUpValues = output<typeof staffSignUpSchema>;

/** POST ClientUser/SupportUserSelfCreation: staff sign-up; after the code, the account waits for an administrator. */
export const supportUserSelfCreation = (input: StaffSignUpValues) =>
  api.post('ClientUser/SupportUserSelfCreation', input);

export const useSupportUserSelfCreation = () => useMutation({ mutationFn: supportUserSelfCreation });
