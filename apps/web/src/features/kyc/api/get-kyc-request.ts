import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycStatus } from '@imole/domain/kyc';
import { api, isApiError } from '../../../lib/api-client.ts';

/**
 * GET Quote/GetQuoteRequest, only the fields the identity pages read (docs/kyc.md): whose request it is, its number,
 * and where its verification stands. The customer's current one without an id; staff and the referring agent by id.
 */
export interface KycRequestView {
  quoteRequest: {
    id: number;
    referenceNo: string;
    quoteRequestStatus: number;
    clientUser: { firstname: string; lastname?: string };
  };
  isToDoVerification: boolean;
  isVerified?: boolean;
  /** Absent from a server before issue 21: read as 'none'. */
  kycStatus?: KycStatus;
  /** Sales agents and coordinators only: true for the agent who referred the customer (the one who may change). */
  referredByYou?: boolean;
}

/** The dashboard's key (['quotes', 'request', id | 'current']): a save here reloads the dashboard's copy too. */
export const kycRequestQueryOptions = (id?: number) =>
  queryOptions({
    queryKey: ['quotes', 'request', id ?? 'current'],
    queryFn: async (): Promise<KycRequestView | null> => {
      try {
        return await api.get<KycRequestView>('Quote/GetQuoteRequest', { query: { id } });
      } catch (error) {
        // No request yet (customer spec §8): the page says so instead of a form with nothing to attach it to.
        if (isApiError(error) && error.httpStatus === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });

export const useKycRequest = (id?: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...kycRequestQueryOptions(id), enabled: options.enabled ?? true });

export const kycStatusOf = (view: KycRequestView): KycStatus => view.kycStatus ?? 'none';
