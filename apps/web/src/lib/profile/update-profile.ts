import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema } from '@imole/domain/accounts';
import type { z } from 'zod';
import { api } from '../api-client.ts';
import { copyToSession, profileQueryKey, type ClientUser } from './get-profile.ts';

export { profileSchema };
/**
 * What is sent: `image` left out keeps the photo, null removes it, a data URL replaces it. `password` (ours, beyond
 * the spec: docs/accounts.md) is the current password, needed only when the e-mail address changes.
 */
export type UpdateProfileInput = z.output<typeof profileSchema> & { password?: string };

export async function updateProfile(input: UpdateProfileInput): Promise<{ message: string; clientUser: ClientUser }> {
  const { message, clientUser } = await api.post<{ clientUser: ClientUser }>('ClientUser/UpdateClientUser', input);
  return { message, clientUser };
}

/** Saves, copies the answer into the session and the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ clientUser }) => {
      copyToSession(clientUser);
      queryClient.setQueryData(profileQueryKey(clientUser.id), clientUser);
    },
  });
}
