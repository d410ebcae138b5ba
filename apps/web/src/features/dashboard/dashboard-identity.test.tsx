import type { KycStatus } from '@imole/domain/kyc';
import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { forgetCheckout, rememberCheckout } from '../../lib/open-checkout.ts';
import { signIn } from '../../test/users.ts';
import { quoteRequestQueryOptions } from './api/get-quote-request.ts';
import DashboardPage from './dashboard-page.tsx';
import { installationAnswer, nextRepaymentAnswer, paidAnswer, readyAnswer } from './test-fixtures.ts';
import { renderAt } from './test-render.tsx';

type Answer = ReturnType<typeof paidAnswer>;

/** Identity verification still to do (issue 21 contract: isToDoVerification, kycStatus). */
const needing = (answer: Answer, kycStatus: KycStatus) => ({ ...answer, isToDoVerification: true, kycStatus });

function open(answer: unknown) {
  fakeApi({
    'GET Quote/GetQuoteRequest': () => answer,
    'GET Transaction/GetNextRepayment': () => nextRepaymentAnswer,
  });
  return renderAt(<DashboardPage />);
}

const banner = () => screen.queryByRole('link', { name: /Complete identity verification/ });
/** The dashboard itself is drawn (the skeleton has the greeting too, not the tabs). */
const loaded = () => screen.findByRole('tablist', { name: 'Dashboard' });

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard and identity verification (customer spec §2, §4)', () => {
  it('shows "Complete identity verification" above status 2, linking to the selfie check once details are in', async () => {
    const answer = needing(paidAnswer(), 'details');
    const { here } = open(answer);
    await loaded();
    expect(banner()?.getAttribute('href')).toBe(`/complete-liveliness/${answer.quoteRequest.id}`);
    expect(banner()?.textContent).toMatch(/Next, a quick selfie check/);
    expect(here()).toBe('/dashboard');
    // The payment-received panel says what the engineer waits for, not that one is being assigned.
    expect(screen.getByTestId('panel-payment-received').textContent).toContain(
      'We assign an engineer to install your system once your identity is verified.',
    );
  });

  it('says an engineer is being assigned once identity is verified', async () => {
    open({ ...paidAnswer(), isToDoVerification: false, kycStatus: 'verified' });
    await loaded();
    expect(screen.getByTestId('panel-payment-received').textContent).toContain(
      'We are assigning an engineer to install your system.',
    );
  });

  it('keeps the banner to the selfie check while rejected', async () => {
    const answer = needing(installationAnswer(1), 'rejected');
    open(answer);
    await loaded();
    expect(banner()?.getAttribute('href')).toBe(`/complete-liveliness/${answer.quoteRequest.id}`);
  });

  it.each(['submitted', 'review'] as const)(
    'while %s, shows a note that we are checking, not a call to complete anything',
    async (kyc) => {
      open(needing(installationAnswer(1), kyc));
      await loaded();
      expect(banner()).toBeNull();
      expect(screen.queryByText(/Complete identity verification/)).toBeNull();
      const note = screen.getByTestId('identity-banner');
      expect(note.textContent).toBe('We are checking your identity. We will tell you when it is done.');
      expect(note.closest('a')).toBeNull();
    },
  );

  it('shows no banner at status 2 or below, nor when nothing is to do', async () => {
    open(needing(readyAnswer(), 'none'));
    await loaded();
    expect(banner()).toBeNull();
  });

  it('shows no banner once verified (isToDoVerification false)', async () => {
    open({ ...paidAnswer(), isToDoVerification: false, kycStatus: 'verified' });
    await loaded();
    expect(banner()).toBeNull();
  });

  it('sends a customer with no details to /identification once per visit; back on the dashboard the banner leads there', async () => {
    const { here, router } = open(needing(paidAnswer(), 'none'));
    await waitFor(() => expect(here()).toBe('/identification'));

    // "Later" on the form comes back here: no second trip.
    await act(() => router.navigate('/dashboard'));
    await loaded();
    expect(banner()?.getAttribute('href')).toBe('/identification');
    expect(banner()?.textContent).toMatch(/give your details and take a quick selfie/);
    expect(here()).toBe('/dashboard');
  });

  it('does not send the customer to the form on a copy from before they gave their details', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Kept from earlier in the visit (nothing given then); the server now has the details.
    queryClient.setQueryData(quoteRequestQueryOptions().queryKey, needing(paidAnswer(), 'none'));
    const answer = needing(paidAnswer(), 'details');
    fakeApi({
      'GET Quote/GetQuoteRequest': () => answer,
      'GET Transaction/GetNextRepayment': () => nextRepaymentAnswer,
    });
    const { here } = renderAt(<DashboardPage />, { queryClient });
    await waitFor(() => expect(banner()?.getAttribute('href')).toBe(`/complete-liveliness/${answer.quoteRequest.id}`));
    expect(here()).toBe('/dashboard');
  });

  it('stays to tell the outcome of a card payment whose way back found no session, the banner leading to the form', async () => {
    rememberCheckout({ userId: 7, quoteId: 11, purpose: 'equity', reference: 'ABCDEFGHIJ12345', amount: 300000 });
    try {
      fakeApi({
        'GET Quote/GetQuoteRequest': () => needing(paidAnswer(), 'none'),
        'GET Transaction/GetNextRepayment': () => nextRepaymentAnswer,
        'POST Transaction/SaveQuoteEquityPayment': () =>
          reply(200, {
            status: true,
            message: 'Payment successful',
            data: { reference: 'ABCDEFGHIJ12345', amount: 300000, purpose: 'equity', alreadyCredited: true },
          }),
      });
      const { here } = renderAt(<DashboardPage />);
      const outcome = await screen.findByTestId('checkout-outcome');
      await waitFor(() => expect(outcome.textContent).toContain('is paid'));
      expect(banner()?.getAttribute('href')).toBe('/identification');
      expect(here()).toBe('/dashboard');
    } finally {
      forgetCheckout();
    }
  });
});
