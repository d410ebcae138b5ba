import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST ClientUser/CompanyValidationOTPConfirmation: the 6-digit code sent to the work e-mail. */
export async function confirmCompanyCode(otp: string): Promise<string> {
  const { message } = await api.post('ClientUser/CompanyValidationOTPConfirmation', { otp });
  return message;
}

export const useConfirmCompanyCode = () => useMutation({ mutationFn: confirmCompanyCode });
