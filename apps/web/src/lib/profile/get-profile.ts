import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@imole/domain/session';
import { api } from '../api-client.ts';
import { updateSessionUser, useSession } from '../session.ts';

/** The user as GET ClientUser/GetProfile and the profile calls answer it (docs/accounts.md). */
export interface ClientUser extends SessionUser {
  /** A new e-mail address waiting for its code, or null. */
  pendingEmail: string | null;
  phoneConfirmed: boolean;
}

export async function getProfile(): Promise<ClientUser> {
  const response = await api.get<{ clientUser: ClientUser }>('ClientUser/GetProfile');
  return response.clientUser;
}

/** Keyed by the user, so a person who signs in after another on the same phone never sees the other's profile. */
export const profileQueryKey = (userId: number) => ['profile', userId] as const;

export const profileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: profileQueryKey(userId), queryFn: getProfile });

export function useProfile() {
  const userId = useSession()?.user.id ?? 0;
  return useQuery({ ...profileQueryOptions(userId), enabled: userId > 0 });
}

/**
 * Staff spec §4: "Profile update copies the returned clientUser (firstname, lastname, email, phoneNumber, image)
 * into the session user", so the avatar and greetings change at once.
 */
export function copyToSession(user: ClientUser): void {
  updateSessionUser({
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phoneNumber: user.phoneNumber,
    image: user.image,
  });
}
