/**
 * The paying pages without a connection (issue 10, docs/offline.md): the saved figures stay readable, Pay is
 * disabled and says why, and comes back with the connection.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetShownCopies } from '../../lib/offline/saved-responses.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import PaymentPage from './payment-page.tsx';
import { quoteRequest, range } from './test/payment-fixtures.ts';

const open = () => renderPage(<PaymentPage />, { route: '/payment', url: '/payment', from: ['/dashboard'] });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/payment offline', () => {
  it('shows the saved down payment with Pay disabled and the reason, until the connection is back', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Quote/GetQuoteRepaymentsRange': () => range(30),
      'GET Transaction/GetSavedCards': () => ({ data: [] }),
    });
    const online = open();
    expect((await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' })).hasAttribute('disabled')).toBe(false);
    online.unmount();

    setOnline(false);
    const api = fakeApi({});
    open();
    const pay = await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(pay.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      'You are offline. Paying needs an internet connection; it works again as soon as you reconnect.',
    );
    expect(api.calls).toEqual([]);

    setOnline(true);
    // What the app does on `online` (app/providers.tsx): the copy on screen is forgotten and everything asked again.
    act(() => void forgetShownCopies());
    expect(pay.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('needs-connection')).toBeNull();
  });

  it('online but Imole not answering: the saved figures with Pay disabled and the reason at once (issue 19)', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Quote/GetQuoteRepaymentsRange': () => range(30),
      'GET Transaction/GetSavedCards': () => ({ data: [] }),
    });
    const online = open();
    expect((await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' })).hasAttribute('disabled')).toBe(false);
    online.unmount();

    const noAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    fakeApi({
      'GET Quote/GetQuoteRequest': noAnswer,
      'GET Quote/GetQuoteRepaymentsRange': noAnswer,
      'GET Transaction/GetSavedCards': noAnswer,
    });
    open();
    const pay = await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' });
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(true));
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toBe(
      'We could not reach Imole. Paying needs a connection to Imole; it works again as soon as we reach it.',
    );
  });
});
