import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { REACHABLE_EVENT, forgetShownCopies } from '../lib/offline/saved-responses.ts';

/**
 * Defaults for slow mobile networks: keep data fresh for a minute instead of refetching on every mount or focus,
 * retry a failed read once (not when the server said no: a 4xx will say no again). Calls run offline too
 * (`networkMode: 'always'`): the API client answers reads from the saved copy and refuses the rest at once, where
 * TanStack Query would otherwise hold them paused, and send a payment later, when nobody is looking.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    // Back online: what was shown from the saved copy is asked for again (the pages on screen at once).
    const refresh = () => {
      if (forgetShownCopies()) void client.invalidateQueries();
    };
    window.addEventListener('online', refresh);
    // Imole answers again while the copy is shown, though the browser never went offline (saved-responses.ts).
    window.addEventListener(REACHABLE_EVENT, refresh);
    return () => {
      window.removeEventListener('online', refresh);
      window.removeEventListener(REACHABLE_EVENT, refresh);
    };
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
