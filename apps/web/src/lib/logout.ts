/**
 * Logging out: the API revokes this login's refresh token (the httpOnly cookie travels with the request) and clears
 * the cookie; then the session leaves memory and sessionStorage, the cached data of the person goes with it, and the
 * browser goes to /login. When the API cannot be reached the person is still logged out on this device.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api, type ApiClient } from './api-client.ts';
import { clearSavedResponses } from './offline/saved-responses.ts';
import { clearSession } from './session.ts';

export interface LogOutOptions {
  navigate: (to: string) => void;
  /** Cleared so the next person to sign in on this phone never sees the previous one's data. */
  queryClient?: QueryClient;
  client?: ApiClient;
}

export async function logOut({ navigate, queryClient, client = api }: LogOutOptions): Promise<void> {
  try {
    await client.post('ClientUser/Logout', {});
  } catch {
    // Offline or a server error: leaving must still work. The cookie dies with its 30-day (12-hour staff) limit.
  }
  clearSession();
  clearSavedResponses();
  queryClient?.clear();
  navigate('/login');
}

/**
 * The app leaves by a full page load to /login rather than a router navigation: nothing of the person who logged
 * out stays in memory (forms, caches, module state), and the route guard of the page being left (which sends a
 * signed-out visitor to /login?redirect=<that page>) cannot win the race against it. The scripts come from the
 * browser cache, so on a slow network this costs only index.html. An object so tests can replace it.
 */
export const pageLoad = {
  go(to: string): void {
    window.location.replace(to);
  },
};

/** For a "Log out" button: `const { logOut, pending } = useLogOut();`. */
export function useLogOut(): { logOut: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logOut({ queryClient, navigate: (to) => pageLoad.go(to) });
    } finally {
      setPending(false);
    }
  }, [queryClient]);
  return { logOut: run, pending };
}
