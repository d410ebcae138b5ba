import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, reply } from '../../test/fake-api.ts';
import { forgetCheckout, recallCheckout, rememberCheckout } from '../../lib/open-checkout.ts';
import { signIn } from '../../test/users.ts';
import { NO_TRANSACTIONS_TEXT } from './components/recent-transactions.tsx';
import { quoteRequestQueryOptions } from './api/get-quote-request.ts';
import DashboardPage from './dashboard-page.tsx';
import {
  changedAnswer,
  equityTransaction,
  installationAnswer,
  nextRepaymentAnswer,
  noRepaymentAnswer,
  notFound,
  paidAnswer,
  processingAnswer,
  readyAnswer,
} from './test-fixtures.ts';
import { renderAt } from './test-render.tsx';

const config = vi.hoisted(() => ({ SURVEY_URL: null as string | null }));
vi.mock('./config.ts', () => config);

type Answer = ReturnType<typeof processingAnswer>;

/** GetMainCustomersMonitoringIssue with one issue per status given, newest first; only those of `only` (the Status asked for) when given. */
const issuesAnswer = (statuses: number[], only?: string | null) => {
  const all = statuses.map((issueStatus, index) => ({
    id: statuses.length - index,
    category: 'No power at all',
    description: 'No light since Monday night.',
    issueStatus,
    statusText: ['Open', 'Resolved', 'Closed'][issueStatus],
    dateCreated: '2030-02-20T09:00:00.000Z',
    dateModified: '2030-02-20T09:00:00.000Z',
    photoCount: 0,
    customer: { firstname: 'Oluwaseyifunmi', lastname: 'Okafor', phoneNumber: '07030000000' },
    engineer: null,
  }));
  const data = only == null ? all : all.filter((issue) => issue.issueStatus === Number(only));
  return { data, pageIndex: 1, pageSize: 100, totalCount: data.length, totalPages: 1 };
};
const NOW = new Date('2030-03-01T09:00:00.000Z');

/** The dashboard over a fake API whose GetQuoteRequest answers `state.current` (changed by the actions). */
function openDashboard(
  answer: Answer | (() => unknown),
  extra: Parameters<typeof fakeApi>[0] = {},
  url = '/dashboard',
) {
  const state = { current: answer };
  const api = fakeApi({
    'GET Quote/GetQuoteRequest': () => (typeof state.current === 'function' ? state.current() : state.current),
    'GET Transaction/GetNextRepayment': () => nextRepaymentAnswer,
    ...extra,
  });
  const view = renderAt(<DashboardPage />, { url });
  return { ...view, api, state, user: userEvent.setup() };
}

const panel = (testId: string) => screen.findByTestId(testId);
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  config.SURVEY_URL = null;
  signIn({ firstname: 'Oluwaseyifunmi' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loading and failures', () => {
  it('shows skeletons while loading, then greets by the first name cut to 11 characters', async () => {
    openDashboard(processingAnswer());
    expect(screen.getByRole('status', { name: '' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading your dashboard')).toBeTruthy();
    await panel('panel-processing');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello, Oluwaseyifu');
  });

  it('shows a first request made since "no request yet" was read, never GetQuote from that old answer', async () => {
    // The dashboard read "not found" and sent the customer to GetQuote; they sent their first request and came back.
    fakeApi({ 'GET Quote/GetQuoteRequest': () => processingAnswer() });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(quoteRequestQueryOptions().queryKey, null);
    const { here } = renderAt(<DashboardPage />, { queryClient });
    await panel('panel-processing');
    expect(here()).toBe('/dashboard');
  });

  it('opens GetQuote when the customer has no request ("not found")', async () => {
    const { here } = openDashboard(() => reply(404, notFound));
    await waitFor(() => expect(here()).toBe('/get-qoute'));
  });

  it("shows the server's message in a dismissible alert, and tries again", async () => {
    const { user, state, api } = openDashboard(() =>
      failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is busy. Try again in a minute.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    state.current = processingAnswer();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await panel('panel-processing');
    expect(api.callsTo('GET Quote/GetQuoteRequest')).toHaveLength(2);
  });
});

describe('Quote panels', () => {
  it('processing (status 0): the turnaround countdown, the reference and editing', async () => {
    openDashboard(processingAnswer());
    const card = await panel('panel-processing');
    expect(within(card).getByRole('heading', { name: 'We are preparing your quote' })).toBeTruthy();
    expect(within(card).getByTestId('turnaround-countdown').textContent).toBe('00 days 22 hours 00 minutes 00 seconds');
    expect(within(card).getByText('IM-AACV-YKWW')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit quote request' }).getAttribute('href')).toBe(
      '/start-quote?isEditing=1',
    );
    expect(screen.queryByTestId('previous-requests')).toBeNull();
    expect(within(screen.getByTestId('recent-transactions')).getByText(NO_TRANSACTIONS_TEXT)).toBeTruthy();
  });

  it('changed (status 1): editing, and the previous quote requests with their counts', async () => {
    openDashboard(changedAnswer());
    const card = await panel('panel-changed');
    expect(card.textContent).toContain('You changed your request 3 hours ago.');
    expect(within(card).getByRole('link', { name: 'Edit quote request' }).getAttribute('href')).toBe(
      '/start-quote?isEditing=1',
    );
    const previous = screen.getByTestId('previous-requests');
    expect(within(previous).getByRole('heading', { name: 'Previous quote requests' })).toBeTruthy();
    expect(previous.textContent).toContain('You have changed this request once.');
    expect(previous.textContent).toContain('Changed 3 hours ago · 4 changes');
    const counts = Object.fromEntries(
      within(previous)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({ Bedrooms: '3', Bulbs: '8', Fans: '3', TVs: '2' });
    // What it counts is what it lists.
    expect(
      within(previous)
        .getAllByRole('listitem')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual(['Bedrooms: 3', 'Lights: 8', 'Fans: 3', 'TVs: 2']);
    expect(screen.getByText(NO_TRANSACTIONS_TEXT)).toBeTruthy();
  });

  it('ready (status 2): the plan, the expiry, and outright chosen by default', async () => {
    const { user, here } = openDashboard(readyAnswer());
    const card = await panel('panel-ready');
    expect(within(card).getByTestId('offer-expiry').textContent).toBe('This offer is due to expire in 14 days');
    expect(card.textContent).toContain('₦1,000,000.00');
    expect(card.textContent).toContain('Down payment (30%)');
    expect(card.textContent).toContain('₦300,000.00');
    expect(card.textContent).toContain('₦70,324.00');
    expect(card.textContent).toContain('for 12 months');
    expect(card.textContent).toContain('₦143,888.00 cost of credit');
    expect(screen.queryByTestId('previous-requests')).toBeNull();
    expect(screen.getByText(NO_TRANSACTIONS_TEXT)).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'How would you like to pay?' });
    expect((within(dialog).getByRole('radio', { name: /Pay outright/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(here()).toBe('/outright-payment');
  });

  it('ready after a first payment that fell short of what is owed now: what was paid, what is still to pay, and the payment listed', async () => {
    const answer = readyAnswer({
      equity: 500000,
      contributionPercentage: 50,
      firstPayment: { received: 300000, due: 500000, stillToPay: 200000, refundDue: 0 },
    });
    answer.transactions = [equityTransaction()];
    const { user } = openDashboard(answer);
    const card = await panel('panel-ready');
    expect(within(card).getByTestId('paid-so-far').textContent).toBe(
      'You have paid ₦300,000.00. ₦200,000.00 still to pay.',
    );
    const transactions = screen.getByTestId('recent-transactions');
    expect(within(transactions).queryByText(NO_TRANSACTIONS_TEXT)).toBeNull();
    expect(within(transactions).getByText('Equity')).toBeTruthy();
    expect(within(transactions).getByText('Successful')).toBeTruthy();

    // The payment choice asks for what is left, not the whole price or down payment again.
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'How would you like to pay?' });
    expect(dialog.textContent).toContain('₦700,000.00 more (of ₦1,000,000.00), with no interest.');
    expect(dialog.textContent).toContain('₦200,000.00 more now, then ₦70,324.00 a month for 12 months.');
  });

  it('ready: instalments go to /payment', async () => {
    const { user, here } = openDashboard(readyAnswer());
    const card = await panel('panel-ready');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'How would you like to pay?' });
    const instalments = within(dialog).getByRole('radio', { name: /Pay in instalments \(12 months\)/ });
    expect(instalments.closest('label')?.textContent).toContain(
      '₦300,000.00 now, then ₦70,324.00 a month for 12 months.',
    );
    await user.click(instalments);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(here()).toBe('/payment');
  });

  it.each([
    [0, 'This offer is due to expire today'],
    [1, 'This offer is due to expire in 1 day'],
  ])('ready: expiry with %i days left', async (daysToExpiry, text) => {
    openDashboard(readyAnswer({ daysToExpiry }));
    expect((await screen.findByTestId('offer-expiry')).textContent).toBe(text);
  });

  it('ready for a bank: pending approval, the undertaking to download, no payment choice (bank-panel.test.tsx)', async () => {
    openDashboard({ ...readyAnswer(), isFinancialInstitutionQuote: true });
    const card = await panel('panel-ready-bank');
    expect(within(card).getByRole('heading', { name: 'Pending bank approval' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Download the undertaking form' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('pay on delivery: delivery pending, with Pay Now offering outright or instalments as the ready panel does', async () => {
    const { user, here } = openDashboard({ ...paidAnswer({ payOnDelivery: true }), transactions: [] });
    const card = await panel('panel-ready-pay-on-delivery');
    expect(within(card).getByRole('heading', { name: 'Delivery pending' })).toBeTruthy();
    expect(card.textContent).toContain('Down payment (30%)');
    await user.click(within(card).getByRole('button', { name: 'Pay Now' }));
    const dialog = screen.getByRole('dialog', { name: 'How would you like to pay?' });
    expect(
      within(dialog)
        .getByRole('radio', { name: /Pay outright/ })
        .closest('label')?.textContent,
    ).toContain('₦1,000,000.00 once');
    await user.click(within(dialog).getByRole('radio', { name: /Pay in instalments \(12 months\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(here()).toBe('/payment');
  });

  it('pay on delivery with an engineer assigned (status 4): still Pay Now, outright goes to /outright-payment', async () => {
    const answer = { ...installationAnswer(2, { payOnDelivery: true }), transactions: [] };
    const { user, here } = openDashboard(answer, {}, '/dashboard?tab=quote');
    const card = await panel('panel-ready-pay-on-delivery');
    await user.click(within(card).getByRole('button', { name: 'Pay Now' }));
    const dialog = screen.getByRole('dialog', { name: 'How would you like to pay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(here()).toBe('/outright-payment');
  });

  it('payment received (quoteStatus 2): the payment, the transactions, and the way to the installation', async () => {
    const { user } = openDashboard(paidAnswer());
    const card = await panel('panel-payment-received');
    expect(card.textContent).toContain('We have received your payment of ₦300,000.00 (2 hours ago).');
    const transactions = screen.getByTestId('recent-transactions');
    const row = within(transactions).getByRole('listitem');
    expect(row.textContent).toContain('Equity');
    expect(row.textContent).toContain('1 Mar 2030');
    expect(within(row).getByText('₦300,000.00').closest('p')?.className).toContain('text-success-800');
    expect(row.textContent).toContain('Successful');
    await user.click(within(card).getByRole('button', { name: 'Follow your installation' }));
    expect(await panel('panel-installation-default')).toBeTruthy();
  });

  it('"Follow your installation" opens the pending-date panel while the date awaits the customer (issue 19)', async () => {
    const { user, here } = openDashboard(installationAnswer(1), {}, '/dashboard?tab=quote');
    const card = await panel('panel-payment-received');
    await user.click(within(card).getByRole('button', { name: 'Follow your installation' }));
    const pending = await panel('panel-installation-pending-date');
    expect(here()).toBe('/dashboard?tab=installation');
    // Brought to the customer, not switched somewhere above a scrolled phone screen.
    await waitFor(() => expect(document.activeElement).toBe(within(pending).getByRole('heading', { level: 2 })));
  });

  it('opens on the Installation tab where the customer acts next: the date to answer, then the repayments (issue 19)', async () => {
    const first = openDashboard(installationAnswer(1));
    expect(await panel('panel-installation-pending-date')).toBeTruthy();
    first.unmount();
    openDashboard(installationAnswer(4));
    expect(await panel('panel-installation-success')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Installation' }).getAttribute('aria-selected')).toBe('true');
  });

  it('payment received with money above the first payment: one line says it is refunded or can count on the loan', async () => {
    const { user, here } = openDashboard(
      paidAnswer({ firstPayment: { received: 600000, due: 300000, stillToPay: 0, refundDue: 300000 } }),
    );
    const card = await panel('panel-payment-received');
    expect(within(card).getByTestId('refund-due').textContent).toBe(
      '₦300,000.00 of it is more than your first payment: our team will refund it, or you can count it towards your first instalments on Pay now.',
    );
    await user.click(within(card).getByRole('link', { name: 'Pay now' }));
    expect(here()).toBe('/payment');
  });

  it('payment received once the installation is confirmed (installationStatus 4): installed, nothing left to follow', async () => {
    const { user } = openDashboard(installationAnswer(4), {}, '/dashboard?tab=quote');
    const card = await panel('panel-payment-received');
    expect(card.textContent).toContain(
      'Your system is installed: your repayments, warranty and any issues are on the Installation tab.',
    );
    expect(card.textContent).not.toContain('Follow your installation');
    await user.click(within(card).getByRole('button', { name: 'Go to your installation' }));
    expect(await panel('panel-installation-success')).toBeTruthy();
  });

  it('payment received after the loan is paid off: "Repaid", not the plan\'s monthly repayment', async () => {
    openDashboard(
      installationAnswer(4),
      { 'GET Transaction/GetNextRepayment': () => noRepaymentAnswer },
      '/dashboard?tab=quote',
    );
    const card = await panel('panel-payment-received');
    await waitFor(() => expect(card.textContent).toContain('Repaid'));
    expect(card.textContent).toContain('No more monthly repayments');
    expect(card.textContent).not.toContain('Monthly repayment');
  });

  it('payment received while the loan runs: the monthly repayment stays', async () => {
    openDashboard(installationAnswer(4), {}, '/dashboard?tab=quote');
    const card = await panel('panel-payment-received');
    await waitFor(() => expect(card.textContent).toContain('Monthly repayment'));
    expect(card.textContent).not.toContain('Repaid');
  });

  it('shows a failed transaction in the error style, as Repayment', async () => {
    const answer = installationAnswer(4);
    answer.transactions = [
      ...answer.transactions,
      {
        dateCreated: new Date(NOW.getTime() - 60_000).toISOString(),
        successful: false,
        amountInTransaction: 70324,
        transactionType: 1,
      },
    ];
    openDashboard(answer);
    const rows = within(await screen.findByTestId('recent-transactions')).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Repayment');
    expect(rows[0]!.textContent).toContain('Not completed');
    expect(within(rows[0]!).getByText('₦70,324.00').closest('p')?.className).toContain('text-danger-700');
    expect(rows[1]!.textContent).toContain('Equity');
  });

  it('expired (quoteStatus 7): "Update quote" refreshes it, then the quote reloads', async () => {
    const { user, api, state } = openDashboard(readyAnswer({ quoteStatus: 7, daysToExpiry: -2 }), {
      'POST Quote/RefreshQuote': () => {
        state.current = readyAnswer();
        return { data: { totalAssetAmount: 1000000, expiresAt: '2030-03-15T09:00:00.000Z' } };
      },
    });
    const card = await panel('panel-expired');
    expect(within(card).getByRole('heading', { name: 'This offer has expired' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Update quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Update your quote' });
    expect(dialog.textContent).toContain('A new quote will be generated from your previous details');
    await user.click(within(dialog).getByRole('button', { name: 'Update quote' }));
    await panel('panel-ready');
    expect(api.callsTo('POST Quote/RefreshQuote')[0]?.body).toEqual({ quoteId: 1 });
    expect(api.callsTo('GET Quote/GetQuoteRequest')).toHaveLength(2);
  });

  it("expired: a refused refresh shows the server's message", async () => {
    const { user } = openDashboard(readyAnswer({ daysToExpiry: -1 }), {
      'POST Quote/RefreshQuote': () =>
        failure(409, 'This offer has not expired; there is nothing to refresh.', 'CONFLICT'),
    });
    await user.click(within(await panel('panel-expired')).getByRole('button', { name: 'Update quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Update your quote' });
    await user.click(within(dialog).getByRole('button', { name: 'Update quote' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This offer has not expired; there is nothing to refresh.',
    );
  });

  it('expired: "Start new" goes to GetQuote', async () => {
    const { user, here } = openDashboard(readyAnswer({ quoteStatus: 7 }));
    await user.click(within(await panel('panel-expired')).getByRole('button', { name: 'Start new' }));
    expect(here()).toBe('/get-qoute');
  });

  it('rejected (quoteStatus 8): no instalment offer, a one-time payment through sales, Pay Now', async () => {
    openDashboard(readyAnswer({ quoteStatus: 8 }));
    const card = await panel('panel-rejected');
    expect(card.textContent).toContain('An instalment offer is not available');
    expect(card.textContent).toContain('We will notify you as soon as one is.');
    expect(card.textContent).toContain('one-time payment');
    expect(within(card).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment');
  });
});

describe('tabs', () => {
  it('stay on Quote before payment, and say why', async () => {
    const { user } = openDashboard(readyAnswer());
    await panel('panel-ready');
    await user.click(tab('Installation'));
    expect(tab('Quote').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('panel-ready')).toBeTruthy();
    expect(screen.getByText('Installation and Monitoring open once your payment has been received.')).toBeTruthy();
    await user.click(tab('Monitoring'));
    expect(tab('Quote').getAttribute('aria-selected')).toBe('true');
  });

  it('open at status 3, and move with the arrow keys', async () => {
    const { user, here } = openDashboard(paidAnswer());
    await panel('panel-payment-received');
    await user.click(tab('Installation'));
    expect(tab('Installation').getAttribute('aria-selected')).toBe('true');
    expect(here()).toBe('/dashboard?tab=installation');
    await user.keyboard('{ArrowRight}');
    expect(tab('Monitoring').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Monitoring'));
    expect(await panel('panel-monitoring-good')).toBeTruthy();
  });

  it('open Installation by themselves at installationStatus 3', async () => {
    openDashboard(installationAnswer(3));
    expect(await panel('panel-installation-done')).toBeTruthy();
    expect(tab('Installation').getAttribute('aria-selected')).toBe('true');
  });
});

describe('Installation panels', () => {
  it('default: the countdown to the assignment turnaround plus one day from the payment', async () => {
    openDashboard(paidAnswer(), {}, '/dashboard?tab=installation');
    const card = await panel('panel-installation-default');
    // Paid 2 hours ago; 48 hours to assign plus one day: 70 hours left.
    expect(within(card).getByTestId('assignment-countdown').textContent).toBe('02 days 22 hours 00 minutes 00 seconds');
    expect(screen.getByTestId('recent-transactions').textContent).toContain('Equity');
  });

  it('pending date: the engineer, the date to confirm; confirming sends accepted and reloads', async () => {
    const { user, api, state } = openDashboard(
      installationAnswer(1),
      {
        'POST Quote/RespondToFulfilmentDate': () => {
          state.current = installationAnswer(2);
          return { message: 'Customer has confirmed installation date' };
        },
      },
      '/dashboard?tab=installation',
    );
    const card = await panel('panel-installation-pending-date');
    expect(within(card).getByTestId('engineer-name').textContent).toBe('Ibrahim');
    expect(
      within(card)
        .getByRole('link', { name: /Call Ibrahim on 08030000004/ })
        .getAttribute('href'),
    ).toBe('tel:08030000004');
    expect(within(card).getByText('Not rated yet')).toBeTruthy();
    expect(within(card).getByTestId('fulfilment-date').textContent).toBe('Sunday, 3 March 2030');
    await user.click(within(card).getByRole('button', { name: 'Confirm this date' }));
    await panel('panel-installation-pending');
    expect(api.callsTo('POST Quote/RespondToFulfilmentDate')[0]?.body).toEqual({ quoteId: 1, accepted: true });
  });

  it('pending date: a double tap on "Confirm this date" answers once (issue 19)', async () => {
    const { api, state } = openDashboard(
      installationAnswer(1),
      {
        'POST Quote/RespondToFulfilmentDate': () => {
          state.current = installationAnswer(2);
          return { message: 'Customer has confirmed installation date' };
        },
      },
      '/dashboard?tab=installation',
    );
    const confirm = within(await panel('panel-installation-pending-date')).getByRole('button', {
      name: 'Confirm this date',
    });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await panel('panel-installation-pending');
    expect(api.callsTo('POST Quote/RespondToFulfilmentDate')).toHaveLength(1);
  });

  it('pending date: the engineer with a numeric rating and a photo', async () => {
    const answer = installationAnswer(1);
    const photo = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    answer.supportStaff = { ...answer.supportStaff!, rating: 4.3, image: photo };
    openDashboard(answer, {}, '/dashboard?tab=installation');
    const card = await panel('panel-installation-pending-date');
    const stars = within(card).getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(stars.textContent).toBe('4.5');
    expect(stars.querySelector('svg')?.getAttribute('width')).toBe('15');
    expect(within(card).queryByText('Not rated yet')).toBeNull();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(`data:image/png;base64,${photo}`);
    expect(within(card).getByTestId('engineer-name').textContent).toBe('Ibrahim');
  });

  it('pending date: a refusal shows the server message with the support suffix', async () => {
    const { user } = openDashboard(
      installationAnswer(1),
      {
        'POST Quote/RespondToFulfilmentDate': () =>
          failure(409, 'There is no installation date waiting for your answer.', 'CONFLICT'),
      },
      '/dashboard?tab=installation',
    );
    await user.click(
      within(await panel('panel-installation-pending-date')).getByRole('button', { name: 'Confirm this date' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'There is no installation date waiting for your answer. Please try again or contact support',
    );
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pending date: proposing another date sends it to staff', async () => {
    const { user, api } = openDashboard(
      installationAnswer(1),
      {
        'POST Quote/RespondToFulfilmentDate': () => ({ message: 'Thank you. We will confirm the new date with you.' }),
      },
      '/dashboard?tab=installation',
    );
    const card = await panel('panel-installation-pending-date');
    await user.click(within(card).getByRole('button', { name: 'Suggest another date' }));
    await user.click(within(card).getByRole('button', { name: 'Send this date' }));
    expect(within(card).getByText('Choose the date that suits you better.')).toBeTruthy();
    await user.type(within(card).getByLabelText('A date that suits you'), '2030-03-09');
    await user.click(within(card).getByRole('button', { name: 'Send this date' }));
    expect(await within(card).findByText('Thank you. We will confirm the new date with you.')).toBeTruthy();
    expect(api.callsTo('POST Quote/RespondToFulfilmentDate')[0]?.body).toEqual({
      quoteId: 1,
      accepted: false,
      suggestedDate: '2030-03-09',
    });
  });

  it('pending date without a date yet, and with a suggestion waiting', async () => {
    openDashboard(installationAnswer(1, { fulfilmentDate: null }), {}, '/dashboard?tab=installation');
    const card = await panel('panel-installation-pending-date');
    expect(card.textContent).toContain('Your engineer will propose an installation date soon.');
    expect(within(card).queryByRole('button', { name: 'Confirm this date' })).toBeNull();
  });

  it('pending (date confirmed): "Installation done?" waits for the completion date', async () => {
    openDashboard(installationAnswer(2), {}, '/dashboard?tab=installation');
    const card = await panel('panel-installation-pending');
    expect((within(card).getByRole('button', { name: 'Installation done?' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pending with a completion date: "Installation done?" opens the confirmation', async () => {
    openDashboard(
      installationAnswer(2, { installationCompletionDate: '2030-03-01' }),
      {},
      '/dashboard?tab=installation',
    );
    const card = await panel('panel-installation-pending');
    expect(within(card).getByRole('link', { name: 'Installation done?' }).getAttribute('href')).toBe(
      '/complete-installation/1',
    );
  });

  it('done: a rating is required; confirming sends it and shows the next repayment', async () => {
    const { user, api, state, here } = openDashboard(installationAnswer(3), {
      'POST Quote/InstallationConfirmed': () => {
        state.current = installationAnswer(4);
        return { message: 'Thank you. Your installation is confirmed.' };
      },
    });
    const card = await panel('panel-installation-done');
    expect(card.textContent).toContain('Ibrahim marked the installation complete on Friday, 1 March 2030.');
    expect(card.textContent).toContain('All done, tested.');
    await user.click(within(card).getByRole('button', { name: 'Confirm installation' }));
    expect(within(card).getByText('Choose how many stars you give the installation')).toBeTruthy();
    const stars = within(card).getAllByRole('radio');
    expect(stars.map((s) => s.closest('label')?.querySelector('svg')?.getAttribute('width'))).toEqual(
      Array(5).fill('30'),
    );
    await user.click(within(card).getByRole('radio', { name: '4 stars' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm installation' }));
    const success = await panel('panel-installation-success');
    expect(api.callsTo('POST Quote/InstallationConfirmed')[0]?.body).toEqual({ quoteId: 1, rating: 4 });
    expect((await within(success).findByTestId('next-repayment')).textContent).toBe('₦70,324.00');
    expect(success.textContent).toContain('In 30 days');
    expect(within(success).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment');
    expect(here()).toBe('/dashboard?tab=installation');
  });

  it('done on pay on delivery, unpaid: says to pay first and offers Pay Now instead of the rating', async () => {
    const { user, here, api } = openDashboard({ ...installationAnswer(3, { payOnDelivery: true }), transactions: [] });
    const card = await panel('panel-installation-done');
    expect(within(card).getByTestId('pay-on-delivery-due').textContent).toBe(
      'Pay the down payment of ₦300,000.00 or the full price of ₦1,000,000.00 first, then confirm the installation.',
    );
    expect(within(card).queryByRole('button', { name: 'Confirm installation' })).toBeNull();
    expect(within(card).queryByRole('radio', { name: '5 stars' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Pay Now' }));
    const dialog = screen.getByRole('dialog', { name: 'How would you like to pay?' });
    await user.click(within(dialog).getByRole('radio', { name: /Pay in instalments/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(here()).toBe('/payment');
    expect(api.callsTo('POST Quote/InstallationConfirmed')).toHaveLength(0);
  });

  it('done: a refusal shows the server message with the support suffix', async () => {
    const { user } = openDashboard(installationAnswer(3), {
      'POST Quote/InstallationConfirmed': () =>
        failure(409, 'The engineer has not marked the installation as done yet.', 'CONFLICT'),
    });
    const card = await panel('panel-installation-done');
    await user.click(within(card).getByRole('radio', { name: '5 stars' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm installation' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'The engineer has not marked the installation as done yet. Please try again or contact support',
    );
  });

  it('success: no Pay Now when nothing is due', async () => {
    const { api } = openDashboard(
      installationAnswer(4),
      { 'GET Transaction/GetNextRepayment': () => noRepaymentAnswer },
      '/dashboard?tab=installation',
    );
    const card = await panel('panel-installation-success');
    expect(await within(card).findByTestId('no-repayment-due')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(api.callsTo('GET Transaction/GetNextRepayment')[0]?.query.get('quoteId')).toBe('1');
  });
});

describe('Monitoring tab', () => {
  it('system good without an active schedule; no alert on the tab', async () => {
    openDashboard(installationAnswer(4), {}, '/dashboard?tab=monitoring');
    expect(await panel('panel-monitoring-good')).toBeTruthy();
    expect(screen.queryByTestId('monitoring-alert')).toBeNull();
  });

  it('maintenance required with an active schedule: the alert icon on the tab, and a way to the check', async () => {
    const { user, here } = openDashboard(
      {
        ...installationAnswer(4),
        monitoringScheduleCode: {
          scheduleCode: 'MC-7K2P9Q',
          hasActiveMonitoringSchedule: true,
          monitoringScheduleId: 3,
        },
      },
      {},
      '/dashboard?tab=monitoring',
    );
    const card = await panel('panel-monitoring-maintenance');
    expect(tab('Monitoring').textContent).toContain('(maintenance required)');
    expect(screen.getByTestId('monitoring-alert')).toBeTruthy();
    await user.click(within(card).getByRole('link', { name: 'See the maintenance check' }));
    expect(here()).toBe('/system-checkup');
  });
});

describe('More options', () => {
  const entries = () =>
    within(screen.getByTestId('more-options'))
      .getAllByRole('listitem')
      .map((item) => {
        const link = within(item).queryByRole('link');
        return link ? `${link.textContent} ${link.getAttribute('href')}` : item.textContent;
      });

  it('on the Quote tab at status 2', async () => {
    const { user } = openDashboard(readyAnswer());
    await panel('panel-ready');
    await user.click(screen.getByRole('button', { name: /More options/ }));
    expect(entries()).toEqual([
      'Quote Details /quote-details',
      'Edit Quote Request /start-quote?isEditing=1',
      'Installation Details /installation-details',
      'Repayment Schedule /repayment-schedule',
      'Increase Contribution',
    ]);
  });

  it('at status 0 before the quote is priced: "Increase Contribution" too, saying when it can be changed (spec §4, issue 19)', async () => {
    const { user } = openDashboard(processingAnswer());
    await panel('panel-processing');
    await user.click(screen.getByRole('button', { name: /More options/ }));
    expect(entries()).toEqual([
      'Quote Details /quote-details',
      'Edit Quote Request /start-quote?isEditing=1',
      'Installation Details /installation-details',
      'Increase Contribution',
    ]);
    await user.click(screen.getByRole('button', { name: 'Increase Contribution' }));
    const dialog = screen.getByRole('dialog', { name: 'Increase your contribution' });
    expect(dialog.textContent).toContain('You can choose how much to pay down once your quote is priced.');
  });

  it('rejected (request status 5): no "Edit Quote Request", which the API would refuse (issue 22)', async () => {
    const answer = readyAnswer({ quoteStatus: 8 });
    answer.quoteRequest = { ...answer.quoteRequest, quoteRequestStatus: 5 };
    const { user } = openDashboard(answer);
    await panel('panel-rejected');
    await user.click(screen.getByRole('button', { name: /More options/ }));
    expect(entries()).toEqual(['Quote Details /quote-details']);
  });

  it('on the Installation tab once installed, with Monitoring & Issues', async () => {
    const { user, api } = openDashboard(
      installationAnswer(4),
      { 'GET MonitoringIssue/GetMainCustomersMonitoringIssue': () => issuesAnswer([]) },
      '/dashboard?tab=installation',
    );
    await panel('panel-installation-success');
    await user.click(screen.getByRole('button', { name: /More options/ }));
    expect(entries()).toEqual([
      'Quote Details /quote-details',
      'Installation Details /install-details',
      'Repayment Schedule /repayment-schedule',
      'Payment History /payment-history',
      'Monitoring & Issues /issues',
      'Warranty Details /warranty-details',
    ]);
    await waitFor(() => expect(api.callsTo('GET MonitoringIssue/GetMainCustomersMonitoringIssue')).toHaveLength(1));
    expect(screen.queryByTestId('open-issues-badge')).toBeNull();
  });

  it('counts the open issues on Monitoring & Issues, with the one answer the issues block reads', async () => {
    const { user, api } = openDashboard(
      installationAnswer(4),
      {
        'GET MonitoringIssue/GetMainCustomersMonitoringIssue': (request) =>
          issuesAnswer([0, 1, 0, 2], request.query.get('Status')),
      },
      '/dashboard?tab=installation',
    );
    await panel('panel-installation-success');
    // The installed system's issues block (customer spec §4) asks at once; the badge reads that same answer.
    expect((await screen.findByTestId('installed-issues')).textContent).toContain('View Issues');
    await user.click(screen.getByRole('button', { name: /More options/ }));
    const link = within(screen.getByTestId('more-options')).getByRole('link', { name: /Monitoring & Issues/ });
    expect((await within(link).findByTestId('open-issues-badge')).textContent).toBe('2 open issues');
    expect(link.textContent).toBe('Monitoring & Issues2 open issues');
    expect(api.callsTo('GET MonitoringIssue/GetMainCustomersMonitoringIssue')[0]?.query.toString()).toBe(
      'PageIndex=1&PageSize=100&Status=0',
    );
    await user.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/issues');
  });

  it('does not ask for issues when Monitoring & Issues is not offered', async () => {
    const { user, api } = openDashboard(readyAnswer());
    await panel('panel-ready');
    await user.click(screen.getByRole('button', { name: /More options/ }));
    expect(entries()).not.toContain('Monitoring & Issues /issues');
    expect(api.callsTo('GET MonitoringIssue/GetMainCustomersMonitoringIssue')).toHaveLength(0);
  });

  it('"Increase Contribution" opens the plan modal; a new plan says so and reloads the quote', async () => {
    const { user, api, state } = openDashboard(readyAnswer(), {
      'GET Quote/GetQuoteRepaymentsRange': () => ({
        data: readyAnswer().options,
        selected: 30,
        effectiveAnnualRate: 42.58,
      }),
      'POST Quote/UpdateQuoteEquityPecentage': () => {
        state.current = readyAnswer({ contributionPercentage: 40, equity: 400000, monthlyRepayment: 60278 });
        return { message: 'Your down payment plan is now 40%.' };
      },
    });
    await panel('panel-ready');
    await user.click(screen.getByRole('button', { name: /More options/ }));
    await user.click(screen.getByRole('button', { name: 'Increase Contribution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a new down payment plan' });
    await user.click(await within(dialog).findByRole('radio', { name: /40% down payment/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your down payment plan is now 40%.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('panel-ready').textContent).toContain('Down payment (40%)'));
    expect(api.callsTo('POST Quote/UpdateQuoteEquityPecentage')[0]?.body).toEqual({ quoteId: 1, equityPercentage: 40 });
  });
});

describe('the add button and the new-quote rule', () => {
  it('warns while a quote is open', async () => {
    const { user, here } = openDashboard(readyAnswer());
    await panel('panel-ready');
    await user.click(screen.getByRole('link', { name: 'Get a new quote' }));
    const dialog = screen.getByRole('dialog', { name: 'You have an open quote' });
    expect(dialog.textContent).toContain(
      'You can not create a new quote because you currently have an existing quote.',
    );
    expect(here()).toBe('/dashboard');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(here()).toBe('/dashboard');
  });

  it('goes to GetQuote once the installation is past stage 2', async () => {
    const { user, here } = openDashboard(installationAnswer(3));
    await panel('panel-installation-done');
    await user.click(screen.getByRole('link', { name: 'Get a new quote' }));
    expect(here()).toBe('/get-qoute');
  });

  it('goes to GetQuote while there is no quote yet', async () => {
    const { user, here } = openDashboard(processingAnswer());
    await panel('panel-processing');
    await user.click(screen.getByRole('link', { name: 'Get a new quote' }));
    expect(here()).toBe('/get-qoute');
  });
});

describe('the survey prompt', () => {
  it('after installation, when a survey is configured: "Not now" opts out', async () => {
    config.SURVEY_URL = 'https://survey.example/imole';
    const { user, api } = openDashboard(installationAnswer(4), {
      'POST Utility/PerformAndUndoSurvey': () => ({ message: 'We will not ask you again. Thank you.' }),
    });
    const prompt = await screen.findByTestId('survey-prompt');
    const link = within(prompt).getByRole('link', { name: 'Take the survey' });
    expect(link.getAttribute('href')).toBe('https://survey.example/imole');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('survey-prompt')).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('POST Utility/PerformAndUndoSurvey')[0]?.body).toEqual({ isToPerformSurvey: false }),
    );
  });

  it('"Take the survey" opens the configured address in a new tab and opts out too', async () => {
    config.SURVEY_URL = 'https://survey.example/imole';
    const { user, api } = openDashboard(installationAnswer(4), {
      'POST Utility/PerformAndUndoSurvey': () => ({ message: 'We will not ask you again. Thank you.' }),
    });
    const prompt = await screen.findByTestId('survey-prompt');
    const link = within(prompt).getByRole('link', { name: 'Take the survey' });
    expect(link.getAttribute('rel')).toContain('noopener');
    // A new tab (target=_blank) in the browser; here the click is only followed by the opt-out.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() =>
      expect(api.callsTo('POST Utility/PerformAndUndoSurvey')[0]?.body).toEqual({ isToPerformSurvey: false }),
    );
    expect(screen.queryByTestId('survey-prompt')).toBeNull();
  });

  it('not before installation, not when opted out, and not without a configured survey', async () => {
    config.SURVEY_URL = 'https://survey.example/imole';
    const opted = installationAnswer(4);
    opted.quoteRequest = { ...opted.quoteRequest, clientUser: { firstname: 'Ada', isToPerformSurvey: false } };
    const first = openDashboard(opted);
    await panel('panel-installation-success');
    expect(screen.queryByTestId('survey-prompt')).toBeNull();
    first.unmount();

    const second = openDashboard(installationAnswer(2));
    await panel('panel-installation-pending');
    expect(screen.queryByTestId('survey-prompt')).toBeNull();
    second.unmount();

    config.SURVEY_URL = null;
    openDashboard(installationAnswer(4));
    await panel('panel-installation-success');
    expect(screen.queryByTestId('survey-prompt')).toBeNull();
  });
});

describe('a system paid outright: no loan figures, no schedule (issue 18 §6)', () => {
  it('payment received: "Paid in full", not a monthly repayment', async () => {
    openDashboard(paidAnswer({ isOutright: true }));
    const card = await panel('panel-payment-received');
    expect(card.textContent).toContain('Paid in full');
    expect(card.textContent).toContain('No monthly repayments');
    expect(card.textContent).not.toContain('Monthly repayment');
    // Its transaction too (issue 19): not "Equity", which is a down payment.
    const row = within(screen.getByTestId('recent-transactions')).getByRole('listitem');
    expect(row.textContent).toContain('Paid in full');
    expect(row.textContent).not.toContain('Equity');
  });

  it('installed: no next repayment asked for, and More options offers no repayment schedule', async () => {
    const { user, api } = openDashboard(
      installationAnswer(4, { isOutright: true }),
      { 'GET MonitoringIssue/GetMainCustomersMonitoringIssue': () => issuesAnswer([]) },
      '/dashboard?tab=installation',
    );
    const card = await panel('panel-installation-success');
    expect(within(card).getByTestId('paid-in-full').textContent).toBe('Paid in full: you have no repayments.');
    expect(within(card).queryByTestId('next-repayment')).toBeNull();
    expect(api.callsTo('GET Transaction/GetNextRepayment')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /More options/ }));
    const labels = within(screen.getByTestId('more-options'))
      .getAllByRole('listitem')
      .map((i) => i.textContent);
    expect(labels.some((l) => l?.includes('Payment History'))).toBe(true);
    expect(labels.some((l) => l?.includes('Repayment Schedule'))).toBe(false);
  });

  it('with a loan: money paid above an instalment shows as paid ahead', async () => {
    openDashboard(
      installationAnswer(4),
      {
        'GET Transaction/GetNextRepayment': () => ({
          nextRepayment: { ...nextRepaymentAnswer.nextRepayment, amount: 60556, paidAhead: 9768 },
        }),
      },
      '/dashboard?tab=installation',
    );
    const card = await panel('panel-installation-success');
    expect((await within(card).findByTestId('paid-ahead')).textContent).toBe('₦9,768.00');
    expect(within(card).getByTestId('next-repayment').textContent).toBe('₦60,556.00');
  });
});

describe('a card payment whose way back found no session (issue 19)', () => {
  const checkout = { userId: 7, quoteId: 11, purpose: 'equity', reference: 'ABCDEFGHIJ12345', amount: 300000 } as const;
  afterEach(() => forgetCheckout());

  it('logged in again on a bare /login, the customer sees on the dashboard that the payment is in', async () => {
    rememberCheckout(checkout);
    const { api } = openDashboard(paidAnswer(), {
      'POST Transaction/SaveQuoteEquityPayment': () =>
        reply(200, {
          status: true,
          message: 'Payment successful',
          data: { reference: checkout.reference, amount: 300000, purpose: 'equity', alreadyCredited: true },
        }),
    });
    const outcome = await screen.findByTestId('checkout-outcome');
    await waitFor(() => expect(outcome.textContent).toContain('Your down payment of ₦300,000.00 is paid'));
    expect(outcome.textContent).toContain('Payment successful');
    expect(outcome.textContent).toContain('ABCDEFGHIJ12345');
    const saves = api.calls.filter((c) => c.path === 'Transaction/SaveQuoteEquityPayment');
    expect(saves.map((c) => c.body)).toEqual([
      { quoteId: 11, transactionReference: 'ABCDEFGHIJ12345', isOutRightPayment: false, isPayStack: true },
    ]);
    // Shown once: the next visit does not ask again.
    expect(recallCheckout(7)).toBeNull();
  });

  it('says a payment that was not completed was not paid, and forgets it', async () => {
    rememberCheckout({ ...checkout, purpose: 'repayment', amount: 70324 });
    openDashboard(installationAnswer(4), {
      'POST Transaction/SaveRepayment': () =>
        failure(400, 'The payment was not completed. No money was taken for this reference; you can try again.'),
    });
    const outcome = await screen.findByTestId('checkout-outcome');
    await waitFor(() => expect(outcome.textContent).toContain('Your repayment of ₦70,324.00 was not paid'));
    expect(outcome.textContent).toContain('No money was taken');
    expect(recallCheckout(7)).toBeNull();
  });

  it('with no answer from the server, says it is still being confirmed and keeps it to check again', async () => {
    rememberCheckout(checkout);
    let reachable = false;
    const { user } = openDashboard(paidAnswer(), {
      'POST Transaction/SaveQuoteEquityPayment': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return reply(200, {
          status: true,
          message: 'Payment successful',
          data: { reference: checkout.reference, amount: 300000, purpose: 'equity', alreadyCredited: false },
        });
      },
    });
    const outcome = await screen.findByTestId('checkout-outcome');
    await waitFor(() =>
      expect(outcome.textContent).toContain('Your down payment of ₦300,000.00 is still being confirmed'),
    );
    expect(recallCheckout(7)?.reference).toBe('ABCDEFGHIJ12345');
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-outcome').textContent).toContain('Your down payment of ₦300,000.00 is paid'),
    );
    expect(recallCheckout(7)).toBeNull();
  });

  it("never shows another person's payment on a shared phone", async () => {
    rememberCheckout({ ...checkout, userId: 8 });
    const { api } = openDashboard(paidAnswer());
    await panel('panel-payment-received');
    expect(screen.queryByTestId('checkout-outcome')).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('Transaction/Save'))).toBe(false);
  });
});

describe('a cancelled checkout (issue 19)', () => {
  it('says on the dashboard that nothing was charged', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => readyAnswer(),
      'GET Transaction/GetNextRepayment': () => nextRepaymentAnswer,
    });
    const { router } = renderAt(<DashboardPage />, { state: { checkoutCancelled: true } });
    await panel('panel-ready');
    expect(screen.getByText('Payment cancelled')).toBeTruthy();
    expect(screen.getByText('Nothing was charged. You can pay whenever you are ready.')).toBeTruthy();
    // Said once: a reload or Back does not say it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText('Payment cancelled')).toBeTruthy();
  });
});
