import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/users.ts';
import { createApiClient } from './api-client.ts';
import { logOut } from './logout.ts';
import { getSession } from './session.ts';

function setup(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  const queryClient = new QueryClient();
  queryClient.setQueryData(['account', 'profile', 7], { firstname: 'Ada' });
  const navigate = vi.fn<(to: string) => void>();
  return { client: createApiClient({ fetch }), calls, queryClient, navigate };
}

describe('logOut', () => {
  it('asks the API to end the login (cookie included), then clears the session and cache and goes to /login', async () => {
    signIn({ id: 7 });
    const { client, calls, queryClient, navigate } = setup(
      () => new Response(JSON.stringify({ status: true, message: 'You are logged out.' }), { status: 200 }),
    );

    await logOut({ client, queryClient, navigate });

    expect(calls.map((c) => [c.url, c.init.method, c.init.credentials])).toEqual([
      ['/api/ClientUser/Logout', 'POST', 'same-origin'],
    ]);
    expect(getSession()).toBeNull();
    expect(window.sessionStorage.getItem('imole.session')).toBeNull();
    expect(queryClient.getQueryData(['account', 'profile', 7])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('logs out on this phone even when the API cannot be reached', async () => {
    signIn();
    const { client, queryClient, navigate } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await logOut({ client, queryClient, navigate });
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
