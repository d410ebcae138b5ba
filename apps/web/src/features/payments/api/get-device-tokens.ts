import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaygToken } from '../../../components/ui/payg-token.tsx';
import { api } from '../../../lib/api-client.ts';

export interface DeviceToken extends PaygToken {
  id: number;
  /** The payment that bought it; null for a token re-issued by staff. */
  paymentReference: string | null;
  createdAt: string;
  /** Issued for a device since replaced: the current device refuses it (docs/tokens.md "Where tokens show"). */
  forPreviousDevice: boolean;
}

/** The quote's PAYG device and its tokens, newest first; null when the system carries no device. */
export interface DeviceTokens {
  serialNumber: string;
  tokens: DeviceToken[];
}

/** GET Device/GetTokens (docs/tokens.md). */
export async function getDeviceTokens(quoteId: number): Promise<DeviceTokens | null> {
  const { data } = await api.get<{ data: DeviceTokens | null }>('Device/GetTokens', { query: { quoteId } });
  return data;
}

export const deviceTokensQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: ['payments', 'device-tokens', quoteId],
    queryFn: () => getDeviceTokens(quoteId),
    staleTime: 0,
  });

export const useDeviceTokens = (quoteId: number | undefined, enabled = true) =>
  useQuery({ ...deviceTokensQueryOptions(quoteId ?? 0), enabled: enabled && quoteId !== undefined });
