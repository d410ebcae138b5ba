import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeansOfId } from '@imole/domain/kyc';
import { api } from '../../../lib/api-client.ts';

/** POST SmileId/UpdateKyc (staff spec §3 KYC payload; docs/kyc.md). Files are base64 data URLs. */
export interface UpdateKycInput {
  quoteRequestId: number;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  bvn: string;
  bankId: number;
  /** The statement of account, a PDF as a data URL. */
  stateOfAccount: string;
  accountNumber: string;
  accountName: string;
  meansOfId: MeansOfId;
  /** The ID document's photo, shrunk to at most 500 KB, as a data URL. */
  meansOfIdImage: string;
}

export interface UpdateKycAnswer {
  isSuccess: boolean;
  message: string;
}

export function useUpdateKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateKycInput): Promise<UpdateKycAnswer> => {
      const answer = await api.post<{ isSuccess?: boolean }>('SmileId/UpdateKyc', input);
      return { isSuccess: answer.isSuccess !== false, message: answer.message };
    },
    // The request's kycStatus moved (none → details): the dashboard's copy and the staff pages read it again, even
    // those no page shows now (refetchType 'all').
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'], refetchType: 'all' }),
  });
}
