/**
 * Opening the app offline in a tab with no session (from the home screen): the person whose copy the phone holds
 * can read it; back online the refresh cookie decides (docs/offline.md).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, failure } from '../../test/fake-api.ts';
import { makeUser } from '../../test/users.ts';

const ada = makeUser({ id: 7, firstname: 'Ada' });

/** A fresh copy of the session module, as at the start of the app. */
async function startApp() {
  vi.resetModules();
  const session = await import('../session.ts');
  const { createApiClient } = await import('../api-client.ts');
  return { ...session, client: createApiClient({ navigate: vi.fn() }) };
}

beforeEach(async () => {
  const { saveResponse } = await import('./saved-responses.ts');
  saveResponse(ada, 'Quote/GetQuoteRequest', { quoteRequest: { id: 4 } });
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  (await import('../session.ts')).clearSession();
});

describe('a new tab with no session', () => {
  it('online: nobody is signed in (the login page, as before)', async () => {
    const { getSession } = await startApp();
    expect(getSession()).toBeNull();
  });

  it('offline: shows the saved copy of the person it belongs to, with no token', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { getSession, client } = await startApp();
    expect(getSession()).toMatchObject({ token: '', user: { id: 7, firstname: 'Ada' } });
    expect(await client.get('Quote/GetQuoteRequest')).toMatchObject({ quoteRequest: { id: 4 } });
  });

  it('back online: the refresh cookie signs the person in again, or the session ends', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { getSession, client } = await startApp();
    onLine.mockReturnValue(true);
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': (request) =>
        request.query.size === 0 && getSession()?.token === 'fresh'
          ? { quoteRequest: { id: 5 } }
          : failure(401, 'Log in to continue.', 'UNAUTHENTICATED'),
      'POST ClientUser/RefreshUserToken': () => ({ token: 'fresh', tokenExpiry: null, user: ada }),
    });
    expect(await client.get('Quote/GetQuoteRequest')).toMatchObject({ quoteRequest: { id: 5 } });
    expect(api.callsTo('POST ClientUser/RefreshUserToken')[0]?.body).toEqual({ userId: 7 });
    expect(getSession()?.token).toBe('fresh');
  });

  it('back online with the cookie gone: the session ends and the saved copy with it', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { getSession, client } = await startApp();
    onLine.mockReturnValue(true);
    fakeApi({
      'GET Quote/GetQuoteRequest': () => failure(401, 'Log in to continue.', 'UNAUTHENTICATED'),
      'POST ClientUser/RefreshUserToken': () => failure(401, 'Your session has ended.', 'UNAUTHENTICATED'),
    });
    await expect(client.get('Quote/GetQuoteRequest')).rejects.toThrow('Log in to continue.');
    expect(getSession()).toBeNull();
    const { savedUser } = await import('./saved-responses.ts');
    expect(savedUser()).toBeNull();
  });
});
