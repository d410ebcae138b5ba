import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { startSession, type SessionResponse } from '../session-response.ts';

/**
 * Signs a person in on this device. Cached data is dropped first, so whoever used the phone before (a logout, or a
 * different account in an invitation link) never shows through. On a guest-only page the route guard then sends the
 * person on: to the `redirect` path when it is ours, otherwise home.
 */
export function useStartSession(): (response: SessionResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (response: SessionResponse) => {
      queryClient.clear();
      startSession(response);
    },
    [queryClient],
  );
}
