import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, createApiClient } from './api-client.ts';
import { clearSession, getSession } from './session.ts';
import { signIn } from '../test/users.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server at the network boundary: records every call and answers with `handler`. */
function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit; auth: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      url,
      init,
      auth: headers.Authorization ?? null,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    });
    return handler(url, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(handler: Handler, path = '/dashboard?tab=quote') {
  const server = fakeFetch(handler);
  const navigate = vi.fn<(to: string) => void>();
  const client = createApiClient({ fetch: server.fetch, navigate, currentPath: () => path });
  return { client, navigate, calls: server.calls };
}

const isRefresh = (url: string) => url.endsWith('/api/ClientUser/RefreshUserToken');

describe('api client', () => {
  beforeEach(() => {
    signIn({ id: 42 }, 'old-token');
  });

  it('sends JSON with the bearer token to /api/ and returns the envelope', async () => {
    const { client, calls } = setup(() => json(200, { status: true, message: 'ok', states: [{ id: 1 }] }));

    const result = await client.get<{ states: { id: number }[] }>('Location/GetStates', {
      query: { PageIndex: 1, PageSize: 20, Status: undefined, name: null },
    });

    expect(result.states).toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/Location/GetStates?PageIndex=1&PageSize=20');
    expect(calls[0]?.auth).toBe('Bearer old-token');
    expect(calls[0]?.init.credentials).toBe('same-origin');
  });

  it('posts a JSON body', async () => {
    const { client, calls } = setup(() => json(200, { status: true, message: 'Saved' }));
    await client.post('Quote/RefreshQuote', { quoteId: 3 });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ quoteId: 3 });
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns an error body into an ApiError carrying the server message and code', async () => {
    const body = { status: false, message: 'Please select your state', code: 'VALIDATION_FAILED' };
    const { client } = setup(() => json(400, body));

    const error = await client.post('Quote/CreateQuoteRequest', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please select your state',
      code: 'VALIDATION_FAILED',
      httpStatus: 400,
      body,
    });
  });

  it('treats status false as a failure even with HTTP 200', async () => {
    const { client } = setup(() => json(200, { status: false, message: 'Quote not found', code: 'NOT_FOUND' }));
    await expect(client.get('Quote/GetQuoteRequest')).rejects.toMatchObject({
      message: 'Quote not found',
      code: 'NOT_FOUND',
      httpStatus: 200,
    });
  });

  it('gives a friendly message when the body is not our JSON', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('Location/GetStates')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      httpStatus: 502,
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('turns a network failure into an ApiError with a friendly message', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('Location/GetStates')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      httpStatus: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('on a 401 refreshes once, stores the new token and retries the request once', async () => {
    const { client, calls } = setup((url, init) => {
      if (isRefresh(url))
        return json(200, { status: true, message: 'ok', token: 'new-token', tokenExpiry: '2026-03-05T12:15:00Z' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-token'
        ? json(200, { status: true, message: 'ok', count: 3 })
        : json(401, { status: false, message: 'Your session has expired.', code: 'UNAUTHENTICATED' });
    });

    const result = await client.get<{ count: number }>('ClientUser/GetNotificationCount');

    expect(result.count).toBe(3);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/ClientUser/GetNotificationCount',
      '/api/ClientUser/RefreshUserToken',
      '/api/ClientUser/GetNotificationCount',
    ]);
    // The refresh token is in the httpOnly cookie: the body names the user, the cookie goes with same-origin.
    expect(calls[1]?.body).toEqual({ userId: 42 });
    expect(calls[1]?.init.credentials).toBe('same-origin');
    expect(calls[1]?.init.method).toBe('POST');
    expect(calls[1]?.auth).toBeNull();
    expect(getSession()).toMatchObject({ token: 'new-token', tokenExpiry: '2026-03-05T12:15:00Z' });
    expect(window.sessionStorage.getItem('imole.session')).toContain('new-token');
  });

  it('shares one refresh between concurrent 401s', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, calls } = setup(async (url, init) => {
      if (isRefresh(url)) {
        await refreshGate;
        return json(200, { status: true, message: 'ok', token: 'new-token' });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-token'
        ? json(200, { status: true, message: 'ok', path: url })
        : json(401, { status: false, message: 'Expired', code: 'UNAUTHENTICATED' });
    });

    const pending = Promise.all([
      client.get<{ path: string }>('A/One'),
      client.get<{ path: string }>('B/Two'),
      client.get<{ path: string }>('C/Three'),
    ]);
    await vi.waitFor(() => expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(1));
    releaseRefresh();
    const results = await pending;

    expect(results.map((result) => result.path)).toEqual(['/api/A/One', '/api/B/Two', '/api/C/Three']);
    expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(1);
    expect(calls).toHaveLength(7); // 3 refused, 1 refresh, 3 retries
  });

  it('does not refresh again for a 401 that arrives after another request already refreshed', async () => {
    let first = true;
    const { client, calls } = setup((url, init) => {
      if (isRefresh(url)) return json(200, { status: true, message: 'ok', token: 'new-token' });
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth === 'Bearer new-token') return json(200, { status: true, message: 'ok' });
      if (first) {
        first = false;
        // While this request was in flight, another one refreshed the token.
        signIn({ id: 42 }, 'new-token');
      }
      return json(401, { status: false, message: 'Expired', code: 'UNAUTHENTICATED' });
    });

    await client.get('A/One');

    expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(0);
    expect(calls.at(-1)?.auth).toBe('Bearer new-token');
  });

  it('when the refresh is refused, clears the session and goes to login with the current path', async () => {
    const { client, navigate, calls } = setup((url) =>
      isRefresh(url)
        ? json(401, { status: false, message: 'Please sign in again.', code: 'UNAUTHENTICATED' })
        : json(401, { status: false, message: 'Your session has expired.', code: 'UNAUTHENTICATED' }),
    );

    await expect(client.get('Quote/GetQuoteRequest')).rejects.toMatchObject({
      httpStatus: 401,
      message: 'Your session has expired.',
    });

    // The refresh's own 401 does not start another refresh.
    expect(calls.map((call) => call.url)).toEqual(['/api/Quote/GetQuoteRequest', '/api/ClientUser/RefreshUserToken']);
    expect(getSession()).toBeNull();
    expect(window.sessionStorage.getItem('imole.session')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%3Ftab%3Dquote');
  });

  it('ends the session once when several requests fail together', async () => {
    const { client, navigate } = setup(() => json(401, { status: false, message: 'Expired', code: 'UNAUTHENTICATED' }));
    const results = await Promise.allSettled([client.get('A/One'), client.get('B/Two')]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the retried request is refused again', async () => {
    const { client, navigate, calls } = setup((url) =>
      isRefresh(url)
        ? json(200, { status: true, message: 'ok', token: 'new-token' })
        : json(401, { status: false, message: 'Expired', code: 'UNAUTHENTICATED' }),
    );

    await expect(client.get('A/One')).rejects.toMatchObject({ httpStatus: 401 });

    expect(calls).toHaveLength(3); // one refresh, one retry, no loop
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%3Ftab%3Dquote');
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { client, navigate } = setup((url) => {
      if (isRefresh(url)) throw new TypeError('Failed to fetch');
      return json(401, { status: false, message: 'Expired', code: 'UNAUTHENTICATED' });
    });

    await expect(client.get('A/One')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });

    expect(getSession()?.token).toBe('old-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh for a 401 on a request made without a session (a wrong password)', async () => {
    clearSession();
    const { client, navigate, calls } = setup(() =>
      json(401, { status: false, message: 'E-mail or password is incorrect.', code: 'UNAUTHENTICATED' }),
    );

    await expect(client.post('ClientUser/Login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      message: 'E-mail or password is incorrect.',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.auth).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('downloads a file with the token, refreshing it once on a 401, and turns a refusal into the server sentence', async () => {
    let first = true;
    const { client, calls } = setup((url) => {
      if (isRefresh(url)) return json(200, { status: true, message: 'ok', token: 'new-token' });
      if (url.includes('id=404')) return json(404, { status: false, message: 'No such file.', code: 'NOT_FOUND' });
      if (first) {
        first = false;
        return json(401, { status: false, message: 'Expired', code: 'UNAUTHENTICATED' });
      }
      return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'Content-Type': 'application/pdf' } });
    });

    const blob = await client.file('Quote/SampleQuotePdf', { query: { id: 7 } });
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF');
    expect(calls.map((c) => c.auth)).toEqual(['Bearer old-token', null, 'Bearer new-token']);
    expect(calls[2]?.url).toBe('/api/Quote/SampleQuotePdf?id=7');
    await expect(client.file('Quote/SampleQuotePdf', { query: { id: 404 } })).rejects.toMatchObject({
      message: 'No such file.',
      code: 'NOT_FOUND',
    });
  });

  it('uses the global fetch when none is passed', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { status: true, message: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    try {
      await createApiClient().get('Utility/BankList');
      expect(calls[0]?.url).toBe('/api/Utility/BankList');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
