import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supportUsersQueryKey, type StaffUser } from './get-support-users.ts';

export interface SetUserActiveStatusInput {
  userId: number;
  isActive: boolean;
}

export async function setUserActiveStatus(
  input: SetUserActiveStatusInput,
): Promise<{ message: string; clientUser: StaffUser }> {
  const { message, clientUser } = await api.post<{ clientUser: StaffUser }>('ClientUser/SetUserActiveStatus', input);
  return { message, clientUser };
}

/** Refreshes the lists afterwards: the person moves between "All" and "Waiting for activation". */
export function useSetUserActiveStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActiveStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportUsersQueryKey }),
  });
}
