/** The API client takes the answer index.html's early script already asked for (app/early-preload.ts), once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { signIn } from '../test/users.ts';
import { createApiClient } from './api-client.ts';

const envelope = (body: object) =>
  new Response(JSON.stringify({ status: true, message: 'OK', ...body }), {
    headers: { 'Content-Type': 'application/json' },
  });

function earlyAnswer(key: string, token: string, body: object, at = Date.now()) {
  (window as { __imoleEarly?: object }).__imoleEarly = {
    [key]: { token, at, response: Promise.resolve(envelope(body)) },
  };
}

afterEach(() => {
  delete (window as { __imoleEarly?: object }).__imoleEarly;
  vi.unstubAllGlobals();
});

describe('the early answer', () => {
  it('is taken once instead of asking again', async () => {
    signIn({}, 'token-1');
    const api = fakeApi({ 'GET Quote/GetQuoteRequest': () => ({ quoteRequest: { id: 2 } }) });
    earlyAnswer('/api/Quote/GetQuoteRequest', 'token-1', { quoteRequest: { id: 1 } });
    const client = createApiClient();
    expect(await client.get('Quote/GetQuoteRequest')).toMatchObject({ quoteRequest: { id: 1 } });
    expect(api.calls).toEqual([]);
    expect(await client.get('Quote/GetQuoteRequest')).toMatchObject({ quoteRequest: { id: 2 } });
    expect(api.calls).toHaveLength(1);
  });

  it('is ignored when it was asked with another session, or long ago', async () => {
    signIn({}, 'token-2');
    const api = fakeApi({ 'GET Quote/GetQuoteRequest': () => ({ quoteRequest: { id: 2 } }) });
    earlyAnswer('/api/Quote/GetQuoteRequest', 'token-1', { quoteRequest: { id: 1 } });
    expect(await createApiClient().get('Quote/GetQuoteRequest')).toMatchObject({ quoteRequest: { id: 2 } });
    earlyAnswer('/api/Quote/GetQuoteRequest', 'token-2', { quoteRequest: { id: 1 } }, Date.now() - 60_000);
    expect(await createApiClient().get('Quote/GetQuoteRequest')).toMatchObject({ quoteRequest: { id: 2 } });
    expect(api.calls).toHaveLength(2);
  });
});
