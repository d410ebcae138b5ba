import type { SessionUser } from '@imole/domain/session';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What ClientUser/ConfirmUserAccount answers a bank's prospect: a session, and whether the account has no password. */
export interface ProspectSession {
  token: string;
  tokenExpiry: string;
  user: SessionUser;
  /** The account signs in with codes only until a password is set. */
  codeOnly: boolean;
}

/** POST ClientUser/ConfirmUserAccount: the code confirms a new account or signs in an existing customer. */
export const confirmCode = (input: { email: string; token: string }) =>
  api.post<ProspectSession>('ClientUser/ConfirmUserAccount', input);

export const useConfirmCode = () => useMutation({ mutationFn: confirmCode });

/** POST ClientUser/ResendOtp. */
export const resendCode = (email: string) => api.post('ClientUser/ResendOtp', { email });
