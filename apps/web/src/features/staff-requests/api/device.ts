import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaygDeviceInput } from '../../../components/ui/payg-device-form.tsx';
import type { PaygToken } from '../../../components/ui/payg-token.tsx';
import { api } from '../../../lib/api-client.ts';

export interface StaffDeviceToken extends PaygToken {
  id: number;
  count: number;
  paymentReference: string | null;
  /** Naira: the payment that bought it; null for a re-issue. */
  paymentAmount: number | null;
  issuedBy: string | null;
  createdAt: string;
  /** Issued for a device since replaced: the current device refuses it. */
  forPreviousDevice: boolean;
}

/** The device as staff read it: the starting code and key masked to their last four (docs/tokens.md). */
export interface StaffDevice {
  serialNumber: string;
  startingCode: string;
  secretKey: string;
  tokenCount: number;
  enteredBy: string | null;
  updatedAt: string;
  tokens: StaffDeviceToken[];
}

export const staffDeviceQueryKey = (quoteId: number) => ['staff-requests', 'device', quoteId] as const;

/** GET Device/GetDevice: whether the system is financed, and its device with every token issued. */
export function useStaffDevice(quoteId: number) {
  return useQuery({
    queryKey: staffDeviceQueryKey(quoteId),
    queryFn: async () => {
      const { financed, repaid, data } = await api.get<{
        financed: boolean;
        repaid?: boolean;
        data: StaffDevice | null;
      }>('Device/GetDevice', { query: { quoteId } });
      // repaid: a repayment was credited already, so the device's first token comes with the next one.
      return { financed, repaid: repaid === true, device: data };
    },
  });
}

/** POST Device/SaveDevice: enter, or (staff) replace, the device. */
export function useSaveStaffDevice(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PaygDeviceInput) => {
      const { message } = await api.post('Device/SaveDevice', { quoteId, ...input });
      return { message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffDeviceQueryKey(quoteId) }),
  });
}

/** POST Device/ReissueToken: the latest payment's days again as a fresh token, sent to the customer. */
export function useReissueToken(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { message, data } = await api.post<{ data: StaffDeviceToken }>('Device/ReissueToken', { quoteId });
      return { message, token: data };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffDeviceQueryKey(quoteId) }),
  });
}
