import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface CompanyCodeInput {
  /** The work e-mail. */
  email: string;
  /** The employer's id. */
  companyId: number;
}

/** POST ClientUser/CompanyValidationOTP: a code to the work e-mail (refused when it is not on the employer's domain). */
export async function sendCompanyCode(input: CompanyCodeInput): Promise<string> {
  const { message } = await api.post('ClientUser/CompanyValidationOTP', input);
  return message;
}

export const useSendCompanyCode = () => useMutation({ mutationFn: sendCompanyCode });
