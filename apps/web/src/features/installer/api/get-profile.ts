import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@imole/domain/session';
import { api } from '../../../lib/api-client.ts';
import { updateSessionUser, useSession } from '../../../lib/session.ts';

/** The signed-in user as GET ClientUser/GetProfile and the profile calls answer it (docs/accounts.md). */
export interface ClientUser extends SessionUser {
  /** A new e-mail address waiting for its code, or null. */
  pendingEmail: string | null;
  phoneConfirmed: boolean;
}

export async function getProfile(): Promise<ClientUser> {
  const { clientUser } = await api.get<{ clientUser: ClientUser }>('ClientUser/GetProfile');
  return clientUser;
}

/** Keyed by the user, so whoever signs in next on a shared phone never sees the previous person's details. */
export const profileQueryKey = (userId: number) => ['installer', 'profile', userId] as const;

export const profileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: profileQueryKey(userId), queryFn: getProfile });

export function useProfile() {
  const userId = useSession()?.user.id ?? 0;
  return useQuery({ ...profileQueryOptions(userId), enabled: userId > 0 });
}

/** Staff spec §4: a profile update copies the returned clientUser into the session user (the menu's avatar, names). */
export function copyToSession(user: ClientUser): void {
  updateSessionUser({
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phoneNumber: user.phoneNumber,
    image: user.image,
  });
}
