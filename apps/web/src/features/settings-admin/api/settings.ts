import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@imole/domain/settings';
import { api } from '../../../lib/api-client.ts';

export const settingsQueryKey = ['settings-admin', 'settings'] as const;

/** GET Settings/GetSettings (support, admin): the settings in force. */
export async function getSettings(): Promise<Settings> {
  const { data } = await api.get<{ data: Settings }>('Settings/GetSettings');
  return data;
}

/** POST Settings/UpdateSettings (admins): only the fields sent change; answers the settings now in force. */
export async function updateSettings(changes: Partial<Settings>): Promise<{ message: string; settings: Settings }> {
  const { message, data } = await api.post<{ data: Settings }>('Settings/UpdateSettings', changes);
  return { message, settings: data };
}

export function useSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: getSettings,
    // Fresh on every visit: another admin may have changed them.
    staleTime: 0,
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ settings }) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
