import type { BankClientUserInput } from '@imole/domain/bank-prospect';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST ClientUser/CreateBankClientUser: a code to the e-mail (the same answer whether or not it has an account). */
export const createBankClientUser = (input: BankClientUserInput) => api.post('ClientUser/CreateBankClientUser', input);

export const useCreateBankClientUser = () => useMutation({ mutationFn: createBankClientUser });
