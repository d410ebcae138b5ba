import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCheckout, recallCheckout, rememberCheckout } from '../../lib/open-checkout.ts';
import { failure, fakeApi, reply } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { makeUser, signIn } from '../../test/users.ts';
import { goToCheckout } from './api/go-to-checkout.ts';
import { BELOW_NEXT_REPAYMENT } from './amount-rule.ts';
import OutrightPaymentPage from './outright-payment-page.tsx';
import PaymentPage from './payment-page.tsx';
import { QUOTE_ID, quoteRequest, range, saved, started } from './test/payment-fixtures.ts';

vi.mock('./api/go-to-checkout.ts', () => ({ goToCheckout: vi.fn() }));

const open = (url = '/payment') => renderPage(<PaymentPage />, { route: '/payment', url, from: ['/dashboard'] });

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockReset();
  forgetCheckout();
});

describe('/payment before installation: the down payment', () => {
  it('shows the chosen plan and pays its down payment through the checkout', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Quote/GetQuoteRepaymentsRange': () => range(30),
      'POST Transaction/InitializePayment': started,
    });
    const user = userEvent.setup();
    open();

    expect(await screen.findByRole('heading', { level: 2, name: 'Down payment · 30% plan' })).toBeTruthy();
    expect(screen.getByTestId('down-payment').textContent).toBe('₦1,045,500.00');
    const plan = screen.getByRole('region', { name: 'Down payment · 30% plan' });
    await within(plan).findByText('Total repayable');
    expect(plan.textContent).toContain('₦245,078.00');
    expect(plan.textContent).toContain('for 12 months');
    expect(plan.textContent).toContain('₦3,986,436.00');
    expect(plan.textContent).toContain('₦501,436.00');
    expect(plan.textContent).toContain('Effective annual rate 42.58%');
    expect(screen.getByText('This offer is due to expire in 9 days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay ₦3,485,000.00 in full instead' }).getAttribute('href')).toBe(
      '/outright-payment',
    );

    await user.click(screen.getByRole('button', { name: 'Pay ₦1,045,500.00' }));
    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('http://localhost:3000/sandbox/checkout/Ab3dE5gH7jK9mN1'),
    );
    expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'equity',
    });
    // While the browser leaves for the checkout, the button stays busy: no second payment.
    expect(screen.getByRole('button', { name: /Pay ₦1,045,500.00/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('shown again from the page cache (Back from the checkout), Pay is live again and the figures are asked again (issue 19)', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Quote/GetQuoteRepaymentsRange': () => range(30),
      'POST Transaction/InitializePayment': started,
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /Pay ₦1,045,500.00/ }).getAttribute('aria-busy')).toBe('true');
    const asked = api.callsTo('GET Quote/GetQuoteRequest').length;

    const fromCache = new Event('pageshow');
    Object.defineProperty(fromCache, 'persisted', { value: true });
    act(() => void window.dispatchEvent(fromCache));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay ₦1,045,500.00' }).getAttribute('aria-busy')).not.toBe('true'),
    );
    await waitFor(() => expect(api.callsTo('GET Quote/GetQuoteRequest').length).toBeGreaterThan(asked));
  });

  it('keeps the checkout it leaves for until its outcome is shown, for the dashboard if the way back finds no session (issue 19)', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Quote/GetQuoteRepaymentsRange': () => range(30),
      'POST Transaction/InitializePayment': started,
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(recallCheckout(makeUser().id)).toMatchObject({
      quoteId: QUOTE_ID,
      purpose: 'equity',
      reference: 'Ab3dE5gH7jK9mN1',
      amount: 1045500,
    });
    forgetCheckout();
  });

  it('counts money already received: shows what was paid and asks for the rest only', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        quoteRequest({
          quote: {
            contributionPercentage: 50,
            equity: 1742500,
            firstPayment: { received: 1045500, due: 1742500, stillToPay: 697000, refundDue: 0 },
          },
        }),
      'GET Quote/GetQuoteRepaymentsRange': () => range(50),
      'POST Transaction/InitializePayment': () => ({
        data: {
          reference: 'Ab3dE5gH7jK9mN1',
          amount: 697000,
          provider: 'sandbox',
          accessCode: 'sandbox_Ab3dE5gH7jK9mN1',
          authorizationUrl: 'http://localhost:3000/sandbox/checkout/Ab3dE5gH7jK9mN1',
        },
      }),
    });
    const user = userEvent.setup();
    open();
    expect((await screen.findByTestId('still-to-pay')).textContent).toBe(
      'You have paid ₦1,045,500.00. ₦697,000.00 still to pay.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay ₦697,000.00' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'equity',
    });
  });

  it('changes the plan in the modal, shows the server’s message for 10 seconds and the new figures', async () => {
    let percentage = 30;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        quoteRequest({
          quote: percentage === 50 ? { contributionPercentage: 50, equity: 1742500, monthlyRepayment: 175056 } : {},
        }),
      'GET Quote/GetQuoteRepaymentsRange': () => range(percentage),
      'POST Quote/UpdateQuoteEquityPecentage': (request) => {
        percentage = (request.body as { equityPercentage: number }).equityPercentage;
        return { message: `Your down payment plan is now ${percentage}%.` };
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Select a new down payment plan' });
    const fifty = await within(dialog).findByRole('radio', { name: /^50% down payment/ });
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.click(fifty);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const notice = await screen.findByText('Your down payment plan is now 50%.');
      expect(api.callsTo('POST Quote/UpdateQuoteEquityPecentage')[0]?.body).toEqual({
        quoteId: QUOTE_ID,
        equityPercentage: 50,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByRole('button', { name: 'Pay ₦1,742,500.00' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Down payment · 50% plan' })).toBeTruthy();

      vi.advanceTimersByTime(9_000);
      expect(notice.isConnected).toBe(true);
      vi.advanceTimersByTime(1_100);
      await waitFor(() => expect(screen.queryByText('Your down payment plan is now 50%.')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not send anyone to pay an amount they did not see', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Quote/GetQuoteRepaymentsRange': () => range(30),
      'POST Transaction/InitializePayment': (request) => ({
        data: { ...started(request).data, amount: 1742500 },
      }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    expect(await screen.findByText('The amount due is now ₦1,742,500.00. Check it, then tap Pay again.')).toBeTruthy();
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in a dismissible alert', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Quote/GetQuoteRepaymentsRange': () => range(30),
      'POST Transaction/InitializePayment': () => failure(409, 'This quote is not waiting for a payment.', 'CONFLICT'),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This quote is not waiting for a payment.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [{ status: 1, quote: null }, 'Your quote is being priced'],
    [{ quote: { daysToExpiry: -1 } }, 'This offer has expired'],
    [{ status: 3, quote: { quoteStatus: 2 } }, 'Your payment is in'],
  ])('explains a state with nothing to pay: %j', async (state, title) => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => quoteRequest(state) });
    open();
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('sends a customer without a request to get a quote', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => failure(404, 'Quote request not found.', 'NOT_FOUND') });
    open();
    expect(await screen.findByRole('heading', { name: 'You have no quote yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/get-qoute');
  });
});

describe('pay on delivery, nothing paid yet (request status 3 or 4)', () => {
  const onDelivery = (status: number) =>
    quoteRequest({ status, quote: { quoteStatus: 2, payOnDelivery: true, installationStatus: status === 4 ? 2 : 0 } });

  it.each([3, 4])(
    '/payment at status %i pays the agreed down payment, with no plan change and no expiry',
    async (status) => {
      const api = fakeApi({
        'GET Quote/GetQuoteRequest': () => onDelivery(status),
        'GET Quote/GetQuoteRepaymentsRange': () => range(30),
        'POST Transaction/InitializePayment': started,
      });
      const user = userEvent.setup();
      open();
      expect(await screen.findByRole('heading', { level: 2, name: 'Down payment · 30% plan' })).toBeTruthy();
      expect(screen.getByTestId('down-payment').textContent).toBe('₦1,045,500.00');
      expect(screen.getByTestId('pay-on-delivery-plan')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
      expect(screen.queryByText(/This offer is due to expire/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Pay ₦3,485,000.00 in full instead' }).getAttribute('href')).toBe(
        '/outright-payment',
      );
      await user.click(screen.getByRole('button', { name: 'Pay ₦1,045,500.00' }));
      await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
      expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
        quoteId: QUOTE_ID,
        purpose: 'equity',
      });
    },
  );

  it('/outright-payment at status 4 pays the full price', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => onDelivery(4),
      'POST Transaction/InitializePayment': started,
    });
    const user = userEvent.setup();
    renderPage(<OutrightPaymentPage />, { route: '/outright-payment', url: '/outright-payment' });
    expect((await screen.findByTestId('outright-amount')).textContent).toBe('₦3,485,000.00');
    expect(screen.queryByText(/This offer is due to expire/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay ₦3,485,000.00' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'outright',
    });
  });

  it('lands on "Payment successful" back from the checkout', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => onDelivery(4),
      'POST Transaction/SaveQuoteEquityPayment': saved('equity', 1045500),
    });
    open(`/payment?quoteId=${QUOTE_ID}&purpose=equity&reference=Ab3dE5gH7jK9mN1&trxref=Ab3dE5gH7jK9mN1`);
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog.textContent).toContain('your down payment of');
    expect(api.callsTo('POST Transaction/SaveQuoteEquityPayment')).toHaveLength(1);
  });
});

describe('/payment back from a checkout whose amount the request outgrew', () => {
  it('says "Payment received" and what is still to pay, as the server words it', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'POST Transaction/SaveQuoteEquityPayment': () => ({
        message: 'Payment received. ₦697,000.00 is still to pay on this request: pay the rest to go ahead.',
        data: { reference: 'Ab3dE5gH7jK9mN1', amount: 1045500, purpose: 'equity', alreadyCredited: false },
      }),
    });
    open(`/payment?quoteId=${QUOTE_ID}&purpose=equity&reference=Ab3dE5gH7jK9mN1&trxref=Ab3dE5gH7jK9mN1`);
    const dialog = await screen.findByRole('dialog', { name: 'Payment received' });
    expect(dialog.textContent).toContain('your down payment of ₦1,045,500.00');
    expect(within(dialog).getByTestId('payment-standing').textContent).toBe(
      '₦697,000.00 is still to pay on this request: pay the rest to go ahead.',
    );
  });
});

describe('/payment with money paid above the first payment', () => {
  it('says it will be refunded, and moves it to the first instalments when the customer chooses', async () => {
    let moved = false;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        quoteRequest({
          status: 3,
          quote: {
            quoteStatus: 2,
            firstPayment: moved
              ? { received: 2091000, due: 1045500, stillToPay: 0, refundDue: 0 }
              : { received: 2091000, due: 1045500, stillToPay: 0, refundDue: 1045500 },
          },
        }),
      'POST Transaction/ApplyRefundToInstalments': () => {
        moved = true;
        return { message: '₦1,045,500.00 will count towards your first instalments; nothing will be refunded.' };
      },
    });
    const user = userEvent.setup();
    open();
    const panel = await screen.findByRole('region', { name: '₦1,045,500.00 to give back to you' });
    expect(panel.textContent).toContain(
      'You paid ₦1,045,500.00 more than your first payment. Our team will refund it to you, or you can count it towards your first instalments instead.',
    );
    expect(screen.getByRole('heading', { name: 'Your payment is in' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Use it for my first instalments' }));
    await screen.findByText('₦1,045,500.00 will count towards your first instalments; nothing will be refunded.');
    expect(api.callsTo('POST Transaction/ApplyRefundToInstalments')[0]?.body).toEqual({ quoteId: QUOTE_ID });
    expect(screen.queryByRole('region', { name: /to give back to you/ })).toBeNull();
  });

  it('of a system paid in full, only says it will be refunded', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        quoteRequest({
          status: 3,
          quote: {
            quoteStatus: 2,
            isOutright: true,
            firstPayment: { received: 4530500, due: 3485000, stillToPay: 0, refundDue: 1045500 },
          },
        }),
    });
    open();
    const panel = await screen.findByRole('region', { name: '₦1,045,500.00 to give back to you' });
    expect(panel.textContent).toContain('Our team will refund it to you and let you know when it is on its way.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});

describe('/payment after installation: repayments', () => {
  const installed = () => quoteRequest({ status: 4, quote: { quoteStatus: 2, installationStatus: 4 } });
  const loanHandlers = () => ({
    'GET Quote/GetQuoteRequest': installed,
    'GET Transaction/GetNextRepayment': () => ({
      nextRepayment: { amount: 245067.46, dueInDaysCount: 12, dueDate: '2027-02-22' },
    }),
    'GET Transaction/GetLoanBalance': () => ({
      data: { loanBalance: 2090557.21, arrears: 0, payoff: 2143429.93, daysOverdue: 0, nonPerforming: false },
    }),
    'POST Transaction/InitializePayment': started,
  });

  it('shows the next repayment and refuses an amount below it, rounded up', async () => {
    const api = fakeApi(loanHandlers());
    const user = userEvent.setup();
    open();
    expect((await screen.findByTestId('next-repayment')).textContent).toBe('₦245,067.46');
    expect(screen.getByText('22 Feb 2027 · Due in 12 days')).toBeTruthy();
    const amount = screen.getByLabelText('Amount to pay');
    // Prefilled with the least it may be: the next repayment rounded up to the naira.
    expect((amount as HTMLInputElement).value).toBe('245,068');

    await user.clear(amount);
    await user.type(amount, '245067.46');
    expect((amount as HTMLInputElement).value).toBe('245,067.46');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(BELOW_NEXT_REPAYMENT)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST Transaction/InitializePayment')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '300000');
    expect(screen.queryByText(BELOW_NEXT_REPAYMENT)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay ₦300,000.00' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'repayment',
      amount: 300000,
    });
  });

  it('names the balance, the interest to today, the payoff and what the schedule still asks, so they add up', async () => {
    fakeApi({
      ...loanHandlers(),
      'GET Transaction/GetNextRepayment': () => ({
        nextRepayment: { amount: 40464, dueInDaysCount: 58, dueDate: '2027-01-22', paidAhead: 9768 },
      }),
      'GET Transaction/GetLoanBalance': () => ({
        data: {
          loanBalance: 441500,
          interestToDate: 1325,
          payoff: 442825,
          remaining: 491000,
          paidAhead: 9768,
          arrears: 0,
          daysOverdue: 0,
          nonPerforming: false,
        },
      }),
    });
    open();
    expect((await screen.findByTestId('paid-ahead')).textContent).toBe(
      // Paid ahead may cover whole instalments after this one: "towards it" would claim it all counts against this one.
      '₦9,768.00 paid ahead already counts towards your next instalments: this is what is left to pay of this one.',
    );
    expect(screen.getByText('Interest to today').nextSibling?.textContent).toBe('₦1,325.00');
    expect(screen.getByTestId('payoff-figure').textContent).toBe('₦442,825.00');
    expect(screen.getByTestId('remaining-figure').textContent).toBe('₦491,000.00');
    expect(
      screen.getByText(/Left on your schedule includes the interest of the months ahead; paying off today saves/)
        .textContent,
    ).toContain('₦48,175.00');
  });

  it('pays off the loan', async () => {
    const api = fakeApi(loanHandlers());
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay off ₦2,143,429.93' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'payoff',
    });
  });

  it('says when nothing is left to pay', async () => {
    fakeApi({
      ...loanHandlers(),
      'GET Transaction/GetNextRepayment': () => ({ nextRepayment: { amount: 0, dueInDaysCount: 0, dueDate: null } }),
      'GET Transaction/GetLoanBalance': () => ({
        data: { loanBalance: 0, arrears: 0, payoff: 0, daysOverdue: 0, nonPerforming: false },
      }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'You have nothing to pay' })).toBeTruthy();
  });
});

describe('back from the checkout', () => {
  it.each([
    ['equity', 'Transaction/SaveQuoteEquityPayment', false, 1045500, 'down payment'],
    ['repayment', 'Transaction/SaveRepayment', false, 245068, 'repayment'],
    ['payoff', 'Transaction/SavePayOffRepayment', true, 2143429.93, 'loan payoff'],
  ] as const)(
    'with trxref for %s, calls %s once and shows "Payment successful"',
    async (purpose, path, outright, amount, what) => {
      const api = fakeApi({
        'GET Quote/GetQuoteRequest': () => quoteRequest({ status: 3, quote: { quoteStatus: 2 } }),
        [`POST ${path}`]: saved(purpose, amount),
      });
      const user = userEvent.setup();
      const { here } = open(
        `/payment?quoteId=${QUOTE_ID}&purpose=${purpose}&reference=Ab3dE5gH7jK9mN1&trxref=Ab3dE5gH7jK9mN1`,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
      expect(within(dialog).getByTestId('transaction-reference').textContent).toBe('Ab3dE5gH7jK9mN1');
      expect(dialog.textContent).toContain(`your ${what} of`);
      expect(api.callsTo(`POST ${path}`)).toHaveLength(1);
      expect(api.callsTo(`POST ${path}`)[0]?.body).toEqual({
        quoteId: QUOTE_ID,
        transactionReference: 'Ab3dE5gH7jK9mN1',
        isOutRightPayment: outright,
        isPayStack: true,
      });

      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(here()).toBe('/dashboard'));
    },
  );

  it('copies the transaction reference', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest({ status: 3, quote: { quoteStatus: 2 } }),
      'POST Transaction/SaveQuoteEquityPayment': saved('equity', 1045500),
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    open(`/payment?quoteId=${QUOTE_ID}&purpose=equity&trxref=Ab3dE5gH7jK9mN1`);
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Ab3dE5gH7jK9mN1');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('outright: /outright-payment confirms with SaveQuoteEquityPayment and isOutRightPayment true', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest({ status: 3, quote: { quoteStatus: 2 } }),
      'POST Transaction/SaveQuoteEquityPayment': saved('outright', 3485000),
    });
    renderPage(<OutrightPaymentPage />, {
      route: '/outright-payment',
      url: `/outright-payment?quoteId=${QUOTE_ID}&purpose=outright&reference=R1&trxref=R1`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog.textContent).toContain('your payment in full of ₦3,485,000.00');
    expect(api.callsTo('POST Transaction/SaveQuoteEquityPayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      transactionReference: 'R1',
      isOutRightPayment: true,
      isPayStack: true,
    });
  });

  it('a failed repayment save shows the server’s sentence and "Please try again or contact support"', async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest({ status: 4, quote: { quoteStatus: 2, installationStatus: 4 } }),
      'GET Transaction/GetNextRepayment': () => ({
        nextRepayment: { amount: 245078, dueInDaysCount: 3, dueDate: '2027-01-22' },
      }),
      'GET Transaction/GetLoanBalance': () => ({
        data: { loanBalance: 2439500, arrears: 0, payoff: 2512685, daysOverdue: 0, nonPerforming: false },
      }),
      'POST Transaction/SaveRepayment': () =>
        ++attempts === 1
          ? failure(400, 'The payment was not completed. No money was taken for this reference; you can try again.')
          : saved('repayment', 245078)(),
    });
    const user = userEvent.setup();
    open(`/payment?quoteId=${QUOTE_ID}&purpose=repayment&trxref=Ab3dE5gH7jK9mN1`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The payment was not completed. No money was taken for this reference; you can try again. Please try again or contact support.',
    );
    expect(alert.textContent).toContain('Ab3dE5gH7jK9mN1');
    // The page is there to pay again.
    expect(await screen.findByLabelText('Amount to pay')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeTruthy();
    expect(api.callsTo('POST Transaction/SaveRepayment')).toHaveLength(2);
  });

  it('shows "Confirming your payment" and no Pay button while the server verifies', async () => {
    let finish: (value: unknown) => void = () => {};
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Quote/GetQuoteRepaymentsRange': () => range(30),
      'POST Transaction/SaveQuoteEquityPayment': () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    open(`/payment?quoteId=${QUOTE_ID}&purpose=equity&trxref=R2`);
    expect(await screen.findByText('Confirming your payment with the payment provider…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    finish(saved('equity', 1045500)());
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeTruthy();
  });

  it('cancelled: back to /dashboard saying nothing was charged, nothing saved (issue 19)', async () => {
    rememberCheckout({ userId: makeUser().id, quoteId: QUOTE_ID, purpose: 'equity', reference: 'R3', amount: 1 });
    const api = fakeApi({ 'GET Quote/GetQuoteRequest': () => quoteRequest() });
    const { here, router } = open(`/payment?quoteId=${QUOTE_ID}&purpose=equity&reference=R3&cancelled=1`);
    await waitFor(() => expect(here()).toBe('/dashboard'));
    expect(router.state.location.state).toEqual({ checkoutCancelled: true });
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(recallCheckout(makeUser().id)).toBeNull();
  });

  it('once its outcome is shown here, the dashboard does not ask again', async () => {
    rememberCheckout({ userId: makeUser().id, quoteId: QUOTE_ID, purpose: 'equity', reference: 'R4', amount: 1 });
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Quote/GetQuoteRepaymentsRange': () => range(30),
      'POST Transaction/SaveQuoteEquityPayment': () =>
        reply(200, {
          status: true,
          message: 'Payment successful',
          data: { reference: 'R4', amount: 1, purpose: 'equity', alreadyCredited: false },
        }),
    });
    open(`/payment?quoteId=${QUOTE_ID}&purpose=equity&reference=R4&trxref=R4`);
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeTruthy();
    expect(recallCheckout(makeUser().id)).toBeNull();
  });
});
