import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface BankQuoteInput {
  productId: number;
  financialInstitutionId: number;
  isLithium: boolean;
  stateId: number | null;
  lgaId: number | null;
  address: string;
  landmark: string;
  buildingType: number | null;
}

export interface CreatedRequest {
  id: number;
  referenceNo: string;
  turnAroundTime: string;
}

/**
 * POST FinancialInstitutionQuote/CreateFinancialInstitutionQuote, with the token the code gave (the session starts on
 * this device only when the person continues to their dashboard: the page is for guests).
 */
export const createFinancialInstitutionQuote = ({ token, ...input }: BankQuoteInput & { token: string }) =>
  api.post<{ data: CreatedRequest }>('FinancialInstitutionQuote/CreateFinancialInstitutionQuote', input, { token });

export const useCreateFinancialInstitutionQuote = () => useMutation({ mutationFn: createFinancialInstitutionQuote });
