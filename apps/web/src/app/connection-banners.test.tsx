import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayLink, useNeedsConnection } from '../components/ui/needs-connection.tsx';
import { forgetShownCopies, saveResponse, takeSavedResponse } from '../lib/offline/saved-responses.ts';
import { setWaitingWorker } from '../lib/offline/update-state.ts';
import { makeUser } from '../test/users.ts';
import { OfflineBanner, UpdateBanner } from './connection-banners.tsx';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setWaitingWorker(null));
  forgetShownCopies();
});

describe('OfflineBanner', () => {
  it('says nothing online while everything shown is fresh', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says when the saved copy on screen is from, in Lagos time, and goes when it's fresh again", () => {
    const user = makeUser();
    render(<OfflineBanner />);
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Pages you have not opened yet need a connection.',
    );
    // Saved at 14:05 in Lagos (13:05 UTC), shown now.
    const at = new Date();
    at.setUTCHours(13, 5, 0, 0);
    act(() => {
      saveResponse(user, 'Quote/GetQuoteRequest', {}, at.getTime());
      takeSavedResponse(user.id, 'Quote/GetQuoteRequest');
    });
    expect(screen.getByRole('status').textContent).toMatch(/^You are offline — showing what you saw at 14:05/);

    setOnline(true);
    // Online with the copy still on screen: Imole did not answer.
    expect(screen.getByRole('status').textContent).toMatch(/^We could not reach Imole — showing what you saw at/);
    act(() => saveResponse(user, 'Quote/GetQuoteRequest', {}));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('UpdateBanner', () => {
  it('appears when a new version waits, and the tap asks it to take over', async () => {
    render(<UpdateBanner />);
    expect(screen.queryByRole('button')).toBeNull();
    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;
    act(() => setWaitingWorker(worker));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update available — reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});

describe('actions that need the network', () => {
  function Pay() {
    const pay = useNeedsConnection('Paying');
    return (
      <>
        <button type="button" disabled={pay.offline} aria-describedby={pay.describedBy}>
          Pay
        </button>
        {pay.hint}
      </>
    );
  }

  it('are disabled offline with the reason under them, and come back online', () => {
    render(
      <MemoryRouter>
        <Pay />
        <PayLink to="/payment" className="button">
          Pay Now
        </PayLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment');
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(false);

    setOnline(false);
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You are offline. Paying needs an internet connection; it works again as soon as you reconnect.',
    );
    expect(screen.getByRole('button', { name: 'Pay Now' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();

    setOnline(true);
    expect(screen.getByRole('link', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.queryByTestId('needs-connection')).toBeNull();
  });
});
