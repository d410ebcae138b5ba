import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';

/**
 * GET Quote/GetQuoteRequest (the customer's current request), read for its installation: the fields these pages
 * use. The dashboard reads the same call under the same query key (['quotes', 'request', 'current']), so a page opened
 * from the dashboard shows at once and both refresh together; both fetchers answer the whole response, or null when
 * the customer has no request ("not found", customer spec §8).
 */
export interface InstallationView {
  quoteRequest: {
    id: number;
    referenceNo: string;
    quoteRequestStatus: number;
    address: string;
    landmark: string;
    state: string;
    buildingType: number;
  };
  quote: {
    id: number;
    installationStatus: number;
    fulfilmentDate: string | null;
    suggestedDate: string | null;
    installationCompletionDate: string | null;
    rating: number | null;
    productName?: string | null;
  } | null;
  quoteRequestProduct: { name?: string; warrantyPeriod: number } | null;
  supportStaff: { firstname: string; phone: string; image: string | null; rating: number | null } | null;
}

export async function getInstallation(): Promise<InstallationView | null> {
  try {
    return await api.get<InstallationView>('Quote/GetQuoteRequest');
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 404 && /not found/i.test(error.message)) return null;
    throw error;
  }
}

export const installationQueryOptions = () =>
  queryOptions({ queryKey: ['quotes', 'request', 'current'], queryFn: getInstallation, staleTime: 0 });

export function useInstallation() {
  return useQuery(installationQueryOptions());
}
