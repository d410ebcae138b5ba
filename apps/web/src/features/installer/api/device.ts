import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaygDeviceInput } from '../../../components/ui/payg-device-form.tsx';
import { api } from '../../../lib/api-client.ts';

/** The device as an installer reads it: the starting code and key masked to their last four. */
export interface InstallerDevice {
  serialNumber: string;
  startingCode: string;
  secretKey: string;
  tokenCount: number;
  tokens: unknown[];
}

const key = (quoteId: number) => ['installer', 'device', quoteId] as const;

/** GET Device/GetDevice: whether the system is financed (only then it carries a device), and the device if entered. */
export function useInstallerDevice(quoteId: number | undefined) {
  return useQuery({
    queryKey: key(quoteId ?? 0),
    queryFn: async () => {
      const { financed, mayEdit, data } = await api.get<{
        financed: boolean;
        mayEdit?: boolean;
        data: InstallerDevice | null;
      }>('Device/GetDevice', { query: { quoteId } });
      // mayEdit: the engineer may still enter or correct the device (the server's rules: until a token is issued).
      return { financed, mayEdit: mayEdit === true, device: data };
    },
    enabled: quoteId !== undefined,
  });
}

/**
 * GET Device/GetMyEditable: the signed-in engineer's jobs whose device they may still enter or correct, asked once for
 * the whole board rather than once a job.
 */
export function useEditableDevices() {
  return useQuery({
    queryKey: ['installer', 'device', 'editable'] as const,
    queryFn: async () => new Set((await api.get<{ data: number[] }>('Device/GetMyEditable')).data),
  });
}

/** POST Device/SaveDevice (docs/tokens.md "The device at installation"). */
export function useSaveDevice(quoteId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PaygDeviceInput) => {
      const { message } = await api.post('Device/SaveDevice', { quoteId, ...input });
      return { message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['installer', 'device'] }),
  });
}
