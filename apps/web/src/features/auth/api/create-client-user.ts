import type { signUpSchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { output } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type SignUpValues = output<typeof signUpSchema>;

/** POST ClientUser/CreateClientUser: customer sign-up; a 6-digit code goes to the e-mail address. */
export const createClientUser = (input: SignUpValues) => api.post('ClientUser/CreateClientUser', input);

export const useCreateClientUser = () => useMutation({ mutationFn: createClientUser });
