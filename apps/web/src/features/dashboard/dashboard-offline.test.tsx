/**
 * The dashboard without a connection (issue 10, docs/offline.md): what the customer last saw comes back from the
 * saved copy, and the actions that need the network are disabled with the reason, not lost after a tap.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { reachability } from '../../lib/offline/saved-responses.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import DashboardPage from './dashboard-page.tsx';
import { installationAnswer, nextRepaymentAnswer, readyAnswer } from './test-fixtures.ts';
import { renderAt } from './test-render.tsx';

vi.mock('./config.ts', () => ({ SURVEY_URL: null }));

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

beforeEach(() => {
  signIn({ firstname: 'Amaka' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the dashboard offline', () => {
  it('shows the saved dashboard and disables Pay Now, saying why', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => installationAnswer(4),
      'GET Transaction/GetNextRepayment': () => nextRepaymentAnswer,
    });
    const online = renderAt(<DashboardPage />, { url: '/dashboard?tab=installation' });
    const card = await screen.findByTestId('panel-installation-success');
    await within(card).findByTestId('next-repayment');
    expect(within(card).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment');
    online.unmount();

    goOffline();
    const { calls } = fakeApi({});
    renderAt(<DashboardPage />, { url: '/dashboard?tab=installation' });
    const saved = await screen.findByTestId('panel-installation-success');
    expect((await within(saved).findByTestId('next-repayment')).textContent).toBe('₦70,324.00');
    const payNow = within(saved).getByRole('button', { name: 'Pay Now' });
    expect((payNow as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(payNow.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toContain('You are offline. Paying needs an internet connection');
    expect(within(saved).queryByRole('link', { name: 'Pay Now' })).toBeNull();
    // Nothing was sent.
    expect(calls).toEqual([]);
  });

  it('disables Continue on a ready quote while offline', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => readyAnswer() });
    const online = renderAt(<DashboardPage />);
    expect((await screen.findByRole('button', { name: 'Continue' })).hasAttribute('disabled')).toBe(false);
    online.unmount();

    goOffline();
    renderAt(<DashboardPage />);
    const card = await screen.findByTestId('panel-ready');
    expect(within(card).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    expect(within(card).getByTestId('needs-connection').textContent).toContain('Paying needs an internet connection');
  });

  it('says it cannot load what was never saved', async () => {
    goOffline();
    fakeApi({});
    renderAt(<DashboardPage />);
    expect(await screen.findByText('We could not load your dashboard')).toBeTruthy();
    expect(screen.getByText('You are offline. Connect to the internet and try again.')).toBeTruthy();
  });

  it('online but Imole not answering: Pay Now disabled with the reason, and the page refreshes by itself once Imole answers (issue 19)', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => installationAnswer(4),
      'GET Transaction/GetNextRepayment': () => nextRepaymentAnswer,
    });
    const online = renderAt(<DashboardPage />, { url: '/dashboard?tab=installation' });
    await within(await screen.findByTestId('panel-installation-success')).findByTestId('next-repayment');
    online.unmount();

    // The browser says online all along (a phone on Wi-Fi with no internet): no `online` event will come.
    let answering = false;
    const delays = reachability.delaysMs;
    const probe = reachability.probe;
    reachability.delaysMs = [0];
    reachability.probe = vi.fn(async () => answering);
    try {
      fakeApi({
        'GET Quote/GetQuoteRequest': () => {
          if (!answering) throw new TypeError('Failed to fetch');
          return installationAnswer(4);
        },
        'GET Transaction/GetNextRepayment': () => {
          if (!answering) throw new TypeError('Failed to fetch');
          return { nextRepayment: { ...nextRepaymentAnswer.nextRepayment, amount: 80000 } };
        },
      });
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      renderAt(
        <Providers queryClient={queryClient}>
          <DashboardPage />
        </Providers>,
        { url: '/dashboard?tab=installation', queryClient },
      );
      const saved = await screen.findByTestId('panel-installation-success');
      expect((await within(saved).findByTestId('next-repayment')).textContent).toBe('₦70,324.00');
      const payNow = await within(saved).findByRole('button', { name: 'Pay Now' });
      expect((payNow as HTMLButtonElement).disabled).toBe(true);
      expect(document.getElementById(payNow.getAttribute('aria-describedby')!)?.textContent).toBe(
        'We could not reach Imole. Paying needs a connection to Imole; it works again as soon as we reach it.',
      );
      await waitFor(() => expect(reachability.probe).toHaveBeenCalled());

      answering = true;
      await waitFor(() => expect(screen.getByTestId('next-repayment').textContent).toBe('₦80,000.00'));
      expect(screen.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment');
      expect(screen.queryByTestId('needs-connection')).toBeNull();
    } finally {
      reachability.delaysMs = delays;
      reachability.probe = probe;
    }
  });
});
