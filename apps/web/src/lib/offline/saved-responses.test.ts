import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, failure } from '../../test/fake-api.ts';
import { makeUser, signIn } from '../../test/users.ts';
import { UserRole } from '@imole/domain/roles';
import { createApiClient, isApiError } from '../api-client.ts';
import { OFFLINE_MESSAGE, savedAtText } from './network.ts';
import {
  clearSavedResponses,
  forgetShownCopies,
  saveResponse,
  savedReadKey,
  savedUser,
  takeSavedResponse,
  useShownCopyTime,
} from './saved-responses.ts';

const ada = makeUser({ id: 7 });
const bola = makeUser({ id: 8, firstname: 'Bola' });

function offline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('savedReadKey', () => {
  it('keeps the reads the offline pages show, with their query in a stable order', () => {
    expect(savedReadKey('Quote/GetQuoteRequest')).toBe('Quote/GetQuoteRequest');
    expect(savedReadKey('/Transaction/GetRepayments', { quoteId: 3, extra: undefined })).toBe(
      'Transaction/GetRepayments?quoteId=3',
    );
    expect(savedReadKey('Transaction/GetTransactions', { quoteId: 3, a: 'x' })).toBe(
      'Transaction/GetTransactions?a=x&quoteId=3',
    );
  });

  it('keeps nothing else', () => {
    expect(savedReadKey('Product/GetWebProducts')).toBeNull();
    expect(savedReadKey('Transaction/InitializePayment')).toBeNull();
  });
});

describe('the saved copy', () => {
  it("keeps one person's answers, and drops them when someone else's are saved", () => {
    saveResponse(ada, 'Quote/GetQuoteRequest', { quote: 1 }, 1000);
    expect(takeSavedResponse(ada.id, 'Quote/GetQuoteRequest')).toEqual({ quote: 1 });
    expect(savedUser()?.id).toBe(ada.id);
    saveResponse(bola, 'Quote/GetQuoteRequest', { quote: 2 }, 2000);
    expect(takeSavedResponse(ada.id, 'Quote/GetQuoteRequest')).toBeNull();
    expect(takeSavedResponse(bola.id, 'Quote/GetQuoteRequest')).toEqual({ quote: 2 });
    expect(savedUser()?.firstname).toBe('Bola');
  });

  it('goes entirely at logout', () => {
    saveResponse(ada, 'Quote/GetQuoteRequest', { quote: 1 });
    clearSavedResponses();
    expect(takeSavedResponse(ada.id, 'Quote/GetQuoteRequest')).toBeNull();
    expect(savedUser()).toBeNull();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('imole.saved.'))).toEqual([]);
  });

  it('reports the oldest saved answer on screen until fresh ones replace it', () => {
    const { result } = renderHook(() => useShownCopyTime());
    expect(result.current).toBeNull();
    saveResponse(ada, 'Quote/GetQuoteRequest', {}, 5000);
    saveResponse(ada, 'Transaction/GetTransactions?quoteId=1', {}, 3000);
    act(() => {
      takeSavedResponse(ada.id, 'Quote/GetQuoteRequest');
      takeSavedResponse(ada.id, 'Transaction/GetTransactions?quoteId=1');
    });
    expect(result.current).toBe(3000);
    act(() => saveResponse(ada, 'Transaction/GetTransactions?quoteId=1', {}, 9000));
    expect(result.current).toBe(5000);
    act(() => void forgetShownCopies());
    expect(result.current).toBeNull();
  });
});

describe('the API client offline', () => {
  it('answers a saved read from the copy without sending anything, and refuses the rest at once', async () => {
    signIn({ id: 7 });
    const api = fakeApi({ 'GET Quote/GetQuoteRequest': () => ({ quoteRequest: { id: 4 } }) });
    const client = createApiClient();
    await client.get('Quote/GetQuoteRequest');
    expect(api.calls).toHaveLength(1);

    offline();
    expect(await client.get('Quote/GetQuoteRequest')).toMatchObject({ quoteRequest: { id: 4 } });
    const refused = await client.post('Transaction/InitializePayment', { quoteId: 1 }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.message).toBe(OFFLINE_MESSAGE);
    const unsaved = await client.get('Product/GetProducts').catch((error: unknown) => error);
    expect(isApiError(unsaved) && unsaved.code).toBe('NETWORK_ERROR');
    expect(api.calls).toHaveLength(1);
  });

  it('falls back to the copy when a request gets no answer at all, not when the server says no', async () => {
    signIn({ id: 7 });
    const api = fakeApi({ 'GET Quote/GetQuoteRequest': () => ({ quoteRequest: { id: 4 } }) });
    const client = createApiClient();
    await client.get('Quote/GetQuoteRequest');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await client.get('Quote/GetQuoteRequest')).toMatchObject({ quoteRequest: { id: 4 } });

    fakeApi({ 'GET Quote/GetQuoteRequest': () => failure(500, 'Something broke') });
    await expect(client.get('Quote/GetQuoteRequest')).rejects.toThrow('Something broke');
    expect(api.calls).toHaveLength(1);
  });

  it("never keeps staff screens' answers (other people's data)", async () => {
    signIn({ id: 9, userRole: UserRole.Support });
    fakeApi({ 'GET Quote/GetQuoteRequest': () => ({ quoteRequest: { id: 4 } }) });
    await createApiClient().get('Quote/GetQuoteRequest', { query: { id: 4 } });
    expect(savedUser()).toBeNull();
  });
});

describe('savedAtText', () => {
  it('gives the Lagos time, and the day when it was not today', () => {
    const at = Date.UTC(2026, 10, 22, 13, 5);
    expect(savedAtText(at, at + 60_000)).toBe('14:05');
    expect(savedAtText(at, at + 24 * 3_600_000)).toBe('14:05 on 22 Nov');
  });

  it('writes September "Sep" like every other month (issue 19)', () => {
    const at = Date.UTC(2027, 8, 25, 13, 5);
    expect(savedAtText(at, at + 24 * 3_600_000)).toBe('14:05 on 25 Sep');
  });
});
