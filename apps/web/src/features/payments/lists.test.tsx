import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import { goToCheckout } from './api/go-to-checkout.ts';
import MakePaymentPage from './make-payment-page.tsx';
import PaymentHistoryPage from './payment-history-page.tsx';
import RepaymentSchedulePage, { SCHEDULE_NOT_CONFIRMED } from './repayment-schedule-page.tsx';
import { QUOTE_ID, quoteRequest, started } from './test/payment-fixtures.ts';

vi.mock('./api/go-to-checkout.ts', () => ({ goToCheckout: vi.fn() }));

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockReset();
});

const installed = () => quoteRequest({ status: 4, quote: { quoteStatus: 2, installationStatus: 4 } });

describe('/payment-history', () => {
  it('lists each payment: date, amount styled by success, Equity or Repayment, reference', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetTransactions': () => ({
        data: [
          {
            reference: 'Rep0000000000002',
            dateCreated: '2026-12-22T09:30:00.000Z',
            successful: false,
            amountInTransaction: 245078,
            transactionType: 1,
            purpose: 'repayment',
            paidBy: 'Kemi Adeyemi',
          },
          {
            reference: 'Equ000000000001',
            dateCreated: '2026-11-02T13:05:00.000Z',
            successful: true,
            amountInTransaction: 1045500,
            transactionType: 0,
            purpose: 'equity',
          },
        ],
      }),
    });
    renderPage(<PaymentHistoryPage />, { route: '/payment-history', url: '/payment-history' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment history' })).toBeTruthy();
    const rows = await screen.findAllByTestId('transaction');
    expect(api.callsTo('GET Transaction/GetTransactions')[0]?.query.get('quoteId')).toBe(String(QUOTE_ID));

    expect(rows[0]!.textContent).toContain('Repayment');
    expect(rows[0]!.textContent).toContain('22 Dec 2026, 10:30'); // Lagos time
    expect(rows[0]!.textContent).toContain('Not completed');
    expect(within(rows[0]!).getByText('₦245,078.00').className).toContain('text-danger-700');

    // A payment the customer's sales agent made for them says so (issue 20); their own says nothing of a payer.
    expect(within(rows[0]!).getByTestId('paid-by').textContent).toBe('Paid by your sales agent Kemi Adeyemi');
    expect(within(rows[1]!).queryByTestId('paid-by')).toBeNull();
    expect(rows[1]!.textContent).toContain('Equity');
    expect(rows[1]!.textContent).toContain('Ref Equ000000000001');
    expect(rows[1]!.textContent).toContain('Successful');
    expect(within(rows[1]!).getByText('₦1,045,500.00').className).toContain('text-success-800');
  });

  it('names the partner bank that paid for a bank-financed system: "Paid by Sterling Bank" (issue 22)', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetTransactions': () => ({
        data: [
          {
            reference: 'Bnk000000000001',
            dateCreated: '2027-09-25T13:05:00.000Z',
            successful: true,
            amountInTransaction: 3485000,
            transactionType: 0,
            purpose: 'outright',
            paidBy: 'Sterling Bank',
            paidByBank: true,
          },
        ],
      }),
    });
    renderPage(<PaymentHistoryPage />, { route: '/payment-history', url: '/payment-history' });
    const [row] = await screen.findAllByTestId('transaction');
    expect(within(row!).getByTestId('paid-by').textContent).toBe('Paid by Sterling Bank');
    expect(row!.textContent).toContain('Paid in full');
  });

  it('names money paid outright "Paid in full", not "Equity" (issue 19)', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetTransactions': () => ({
        data: [
          {
            reference: 'Out000000000001',
            dateCreated: '2027-09-25T13:05:00.000Z',
            successful: true,
            amountInTransaction: 3485000,
            transactionType: 0,
            purpose: 'outright',
          },
        ],
      }),
    });
    renderPage(<PaymentHistoryPage />, { route: '/payment-history', url: '/payment-history' });
    const [row] = await screen.findAllByTestId('transaction');
    expect(row!.textContent).toContain('Paid in full');
    expect(row!.textContent).not.toContain('Equity');
    expect(row!.textContent).toContain('25 Sep 2027, 14:05'); // Lagos time
  });

  it('says what becomes of money paid above the first payment: a refund, or the first instalments', async () => {
    const equity = (reference: string) => ({
      reference,
      dateCreated: '2026-11-02T13:05:00.000Z',
      successful: true,
      amountInTransaction: 1045500,
      transactionType: 0,
      purpose: 'equity',
    });
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        quoteRequest({
          status: 3,
          quote: {
            quoteStatus: 2,
            firstPayment: { received: 2091000, due: 1045500, stillToPay: 0, refundDue: 1045500 },
          },
        }),
      'GET Transaction/GetTransactions': () => ({ data: [equity('Equ000000000002'), equity('Equ000000000001')] }),
    });
    renderPage(<PaymentHistoryPage />, { route: '/payment-history', url: '/payment-history' });
    expect(await screen.findAllByTestId('transaction')).toHaveLength(2);
    const refund = await screen.findByRole('region', { name: '₦1,045,500.00 to give back to you' });
    expect(within(refund).getByRole('button', { name: 'Use it for my first instalments' })).toBeTruthy();
  });

  it('says so when there is nothing yet, with a way to pay when the offer waits for it', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest(),
      'GET Transaction/GetTransactions': () => ({ data: [] }),
    });
    renderPage(<PaymentHistoryPage />, { route: '/payment-history', url: '/payment-history' });
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a payment' }).getAttribute('href')).toBe('/make-payment');
  });
});

describe('/repayment-schedule', () => {
  it('lists the instalments and a bar of paid against remaining', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetRepayments': () => ({
        message: 'Repayment schedule',
        data: {
          generalRepayment: [
            {
              installmentNumber: 1,
              totalRepayment: 245078,
              amountPaid: 245078,
              installmentDate: '2026-12-22',
              repaymentStatus: 'paid',
            },
            {
              installmentNumber: 2,
              totalRepayment: 245078,
              amountPaid: 9844,
              installmentDate: '2027-01-22',
              repaymentStatus: 'overdue',
            },
            {
              installmentNumber: 3,
              totalRepayment: 245067.46,
              amountPaid: 0,
              installmentDate: '2027-02-22',
              repaymentStatus: 'pending',
            },
          ],
        },
      }),
    });
    renderPage(<RepaymentSchedulePage />, { route: '/repayment-schedule', url: '/repayment-schedule' });
    const rows = await screen.findAllByTestId('instalment');
    expect(rows.map((row) => within(row).getByText(/^(Paid|Due|Overdue)$/).textContent)).toEqual([
      'Paid',
      'Overdue',
      'Due', // anything but 'paid' and 'overdue' reads as due
    ]);
    expect(rows[0]!.textContent).toContain('22 Dec 2026');
    expect(rows[1]!.textContent).toContain('Instalment 2 · ₦9,844.00 paid');
    expect(rows[2]!.textContent).toContain('₦245,067.46');

    expect(screen.getByTestId('paid-total').textContent).toBe('₦254,922.00');
    expect(screen.getByTestId('remaining-total').textContent).toBe('₦480,301.46');
    const bar = screen.getByRole('progressbar', { name: 'Repaid' });
    expect(bar.getAttribute('aria-valuenow')).toBe('35');
    expect(screen.getByText('35% repaid')).toBeTruthy();
  });

  it('says the plan\'s one total, the dashboard\'s "Total on instalments", while it runs as agreed (issue 19)', async () => {
    const instalment = (n: number, total: number, paid: number) => ({
      installmentNumber: n,
      totalRepayment: total,
      amountPaid: paid,
      installmentDate: `2027-0${n}-22`,
      repaymentStatus: paid ? 'paid' : 'due',
    });
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        quoteRequest({ status: 4, quote: { quoteStatus: 2, installationStatus: 4, repaymentAmount: 150694 } }),
      'GET Transaction/GetRepayments': () => ({
        message: 'Repayment schedule',
        data: {
          generalRepayment: [instalment(1, 50232, 50232), instalment(2, 50232, 0), instalment(3, 50230, 0)],
          isOutright: false,
          totalPaid: 50232,
          remaining: 100462,
          paidAhead: 0,
          closedOn: null,
        },
      }),
    });
    const view = renderPage(<RepaymentSchedulePage />, { route: '/repayment-schedule', url: '/repayment-schedule' });
    expect((await screen.findByTestId('plan-total')).textContent).toBe(
      'Total on instalments ₦1,196,194.00: your down payment of ₦1,045,500.00 and ₦150,694.00 of monthly repayments.',
    );
    view.unmount();

    // Paid early: less interest, so the instalments now add up to less than planned, and the page says why.
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        quoteRequest({ status: 4, quote: { quoteStatus: 2, installationStatus: 4, repaymentAmount: 150694 } }),
      'GET Transaction/GetRepayments': () => ({
        message: 'Repayment schedule',
        data: {
          generalRepayment: [instalment(1, 50232, 50232), instalment(2, 50232, 0), instalment(3, 49536, 0)],
          isOutright: false,
          totalPaid: 50232,
          remaining: 99768,
          paidAhead: 0,
          closedOn: null,
        },
      }),
    });
    renderPage(<RepaymentSchedulePage />, { route: '/repayment-schedule', url: '/repayment-schedule' });
    expect((await screen.findByTestId('plan-total')).textContent).toBe(
      'Total on instalments ₦1,195,500.00 (planned ₦1,196,194.00): ₦694.00 less interest, because you paid early or more.',
    );
  });

  it('after a payoff: "Paid" is what was paid, and the instalments it settled early say so (issue 18 §6)', async () => {
    const row = (n: number, total: number, paid: number, settledEarly: boolean) => ({
      installmentNumber: n,
      totalRepayment: total,
      amountPaid: paid,
      installmentDate: `2027-0${n}-22`,
      repaymentStatus: 'paid',
      settledEarly,
    });
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetRepayments': () => ({
        message: 'Repayment schedule',
        data: {
          generalRepayment: [row(1, 50232, 50232, false), row(2, 50232, 50232, true), row(3, 0, 0, true)],
          isOutright: false,
          totalPaid: 100464,
          remaining: 0,
          paidAhead: 0,
          closedOn: '2027-01-25',
        },
      }),
    });
    renderPage(<RepaymentSchedulePage />, { route: '/repayment-schedule', url: '/repayment-schedule' });
    const rows = await screen.findAllByTestId('instalment');
    expect(rows.map((r) => within(r).getByText(/^(Paid|Settled early|Nothing to pay)$/).textContent)).toEqual([
      'Paid',
      'Settled early',
      'Nothing to pay',
    ]);
    expect(screen.getByTestId('paid-total').textContent).toBe('₦100,464.00');
    expect(screen.getByTestId('remaining-total').textContent).toBe('₦0.00');
    expect(screen.getByText('100% repaid')).toBeTruthy();
    expect(screen.getByTestId('paid-off').textContent).toContain('You paid off your loan on 25 Jan 2027');
  });

  it("shows the server's paid, remaining and paid-ahead figures (issue 18 §6)", async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetRepayments': () => ({
        message: 'Repayment schedule',
        data: {
          generalRepayment: [
            {
              installmentNumber: 1,
              totalRepayment: 50232,
              amountPaid: 50232,
              installmentDate: '2026-12-22',
              repaymentStatus: 'paid',
              settledEarly: false,
            },
            {
              installmentNumber: 2,
              totalRepayment: 50232,
              amountPaid: 9768,
              installmentDate: '2027-01-22',
              repaymentStatus: 'due',
              settledEarly: false,
            },
          ],
          isOutright: false,
          totalPaid: 60000,
          remaining: 40464,
          paidAhead: 9768,
          closedOn: null,
        },
      }),
    });
    renderPage(<RepaymentSchedulePage />, { route: '/repayment-schedule', url: '/repayment-schedule' });
    expect((await screen.findByTestId('paid-ahead')).textContent).toContain('₦9,768.00 paid ahead');
    expect(screen.getByTestId('paid-total').textContent).toBe('₦60,000.00');
    expect(screen.getByTestId('remaining-total').textContent).toBe('₦40,464.00');
  });

  it('paid outright: "Paid in full", not a schedule "set when you confirm your installation"', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetRepayments': () => ({
        message: 'Paid in full: there is no repayment schedule',
        data: { generalRepayment: [], isOutright: true, totalPaid: 0, remaining: 0, paidAhead: 0, closedOn: null },
      }),
    });
    renderPage(<RepaymentSchedulePage />, { route: '/repayment-schedule', url: '/repayment-schedule' });
    expect(await screen.findByText('Paid in full')).toBeTruthy();
    expect(screen.queryByText(/set when you confirm your installation/)).toBeNull();
  });

  it('before installation: "Repayment schedule yet to be confirmed"', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => quoteRequest({ status: 3, quote: { quoteStatus: 2 } }),
      'GET Transaction/GetRepayments': () => ({
        message: SCHEDULE_NOT_CONFIRMED,
        data: { generalRepayment: [] },
      }),
    });
    renderPage(<RepaymentSchedulePage />, { route: '/repayment-schedule', url: '/repayment-schedule' });
    expect(await screen.findByText('Repayment schedule yet to be confirmed')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Repaid' })).toBeNull();
  });
});

describe('/make-payment', () => {
  const loan = (next: number, payoff: number) => ({
    'GET Quote/GetQuoteRequest': installed,
    'GET Transaction/GetNextRepayment': () => ({
      nextRepayment: { amount: next, dueInDaysCount: -3, dueDate: '2027-01-22' },
    }),
    'GET Transaction/GetLoanBalance': () => ({
      data: { loanBalance: payoff, arrears: next, payoff, daysOverdue: 3, nonPerforming: false },
    }),
    'POST Transaction/InitializePayment': started,
  });

  it('before the first payment: in full or in instalments', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => quoteRequest() });
    renderPage(<MakePaymentPage />, { route: '/make-payment', url: '/make-payment' });
    expect(await screen.findByRole('heading', { name: 'How do you want to pay?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Pay in full/ }).getAttribute('href')).toBe('/outright-payment');
    expect(screen.getByRole('link', { name: /^Pay in instalments/ }).getAttribute('href')).toBe('/payment');
  });

  it('with a loan: the next repayment (rounded up) or the payoff, one tap to the checkout', async () => {
    const api = fakeApi(loan(245067.46, 2143429.93));
    const user = userEvent.setup();
    renderPage(<MakePaymentPage />, { route: '/make-payment', url: '/make-payment' });
    const next = await screen.findByRole('button', { name: /^My next repayment/ });
    expect(next.textContent).toContain('₦245,068.00');
    expect(next.textContent).toContain('3 days overdue');
    expect(screen.getByRole('button', { name: /^Pay off the loan/ }).textContent).toContain('₦2,143,429.93');
    await user.click(next);
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'repayment',
      amount: 245068,
    });
  });

  it('goes straight to /payment when there is one thing or nothing to pay', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => quoteRequest({ status: 3, quote: { quoteStatus: 2 } }) });
    const { here } = renderPage(<MakePaymentPage />, { route: '/make-payment', url: '/make-payment' });
    await waitFor(() => expect(here()).toBe('/payment'));
  });
});
