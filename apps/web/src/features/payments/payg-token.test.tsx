/** Issue 23: the PAYG token where the customer sees the payment (docs/tokens.md "Where tokens show"). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCheckout } from '../../lib/open-checkout.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import PaymentHistoryPage from './payment-history-page.tsx';
import PaymentPage from './payment-page.tsx';
import { QUOTE_ID, quoteRequest, saved } from './test/payment-fixtures.ts';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetCheckout();
});

const installed = () => quoteRequest({ status: 4, quote: { quoteStatus: 2, installationStatus: 4 } });
const tokens = (list: unknown[]) => () => ({ data: { serialNumber: 'IML-000123', tokens: list } });
const token = (over: Record<string, unknown>) => ({
  id: 1,
  kind: 'add',
  days: 30,
  token: '399845819',
  paymentReference: 'Ab3dE5gH7jK9mN1',
  createdAt: '2026-12-22T09:30:00.000Z',
  ...over,
});

describe('the payment-success screen', () => {
  it('shows the token a repayment bought, big and grouped for the keypad, with its days and a Copy button', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'POST Transaction/SaveRepayment': saved('repayment', 26723),
      'GET Device/GetTokens': tokens([token({})]),
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage(<PaymentPage />, {
      route: '/payment',
      url: `/payment?quoteId=${QUOTE_ID}&purpose=repayment&reference=Ab3dE5gH7jK9mN1&trxref=Ab3dE5gH7jK9mN1`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    const digits = await within(dialog).findByTestId('payg-token-digits');
    expect(digits.textContent).toBe('399 845 819');
    expect(digits.className).toContain('text-3xl');
    expect(dialog.textContent).toContain('Your token for device IML-000123');
    expect(dialog.textContent).toContain('Adds 30 days of use to your system.');
    expect(api.callsTo('GET Device/GetTokens')[0]?.query.get('quoteId')).toBe(String(QUOTE_ID));
    await user.click(within(dialog).getByRole('button', { name: 'Copy your token' }));
    expect(writeText).toHaveBeenCalledWith('399845819');
  });

  it('says the payoff unlocks the system for good', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'POST Transaction/SavePayOffRepayment': saved('payoff', 200000),
      'GET Device/GetTokens': tokens([token({ kind: 'disable', days: null, token: '123456789' })]),
    });
    renderPage(<PaymentPage />, {
      route: '/payment',
      url: `/payment?quoteId=${QUOTE_ID}&purpose=payoff&reference=Ab3dE5gH7jK9mN1&trxref=Ab3dE5gH7jK9mN1`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    await within(dialog).findByTestId('payg-token');
    expect(dialog.textContent).toContain('Your loan is paid off: this token unlocks your system for good.');
  });

  it('says so when a repayment bought less than a day of use', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'POST Transaction/SaveRepayment': saved('repayment', 26723),
      'GET Device/GetTokens': tokens([token({ paymentReference: 'Other0000000001' })]),
    });
    renderPage(<PaymentPage />, {
      route: '/payment',
      url: `/payment?quoteId=${QUOTE_ID}&purpose=repayment&reference=Ab3dE5gH7jK9mN1&trxref=Ab3dE5gH7jK9mN1`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect((await within(dialog).findByTestId('no-payg-token')).textContent).toContain('less than a day of use');
    expect(within(dialog).queryByTestId('payg-token')).toBeNull();
  });
});

describe('/payment-history', () => {
  it('shows each payment’s token under it, and a token re-issued by our team on top', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetTransactions': () => ({
        data: [
          {
            reference: 'Ab3dE5gH7jK9mN1',
            dateCreated: '2026-12-22T09:30:00.000Z',
            successful: true,
            amountInTransaction: 26723,
            transactionType: 1,
            purpose: 'repayment',
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
      'GET Device/GetTokens': tokens([
        token({ id: 2, kind: 'reissue', token: '555666777', paymentReference: null }),
        token({}),
      ]),
    });
    renderPage(<PaymentHistoryPage />, { route: '/payment-history', url: '/payment-history' });
    const rows = await screen.findAllByTestId('transaction');
    expect((await within(rows[0]!).findByTestId('payg-token-digits')).textContent).toBe('399 845 819');
    expect(within(rows[1]!).queryByTestId('payg-token')).toBeNull();
    const reissued = screen.getByTestId('reissued-token');
    expect(reissued.textContent).toContain('re-issued by our team');
    expect(within(reissued).getByTestId('payg-token-digits').textContent).toBe('555 666 777');
    // A copy of the latest token for the same days, to key in only if the earlier one was not.
    expect(reissued.textContent).toContain('A new copy of your latest token: the same 30 days of use, no more.');
    expect(reissued.textContent).not.toContain('Adds 30 days');
    expect(reissued.textContent).toMatch(
      /Key it in only if you did not key in the token of 22 Dec 2026, 10:30.*: keying in both gives the days twice\./,
    );
  });

  it('shows a token issued for a replaced device as the previous device’s, not as one to key in', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetTransactions': () => ({
        data: [
          {
            reference: 'Ab3dE5gH7jK9mN1',
            dateCreated: '2026-12-22T09:30:00.000Z',
            successful: true,
            amountInTransaction: 26723,
            transactionType: 1,
            purpose: 'repayment',
          },
        ],
      }),
      'GET Device/GetTokens': tokens([token({ forPreviousDevice: true })]),
    });
    renderPage(<PaymentHistoryPage />, { route: '/payment-history', url: '/payment-history' });
    const [row] = await screen.findAllByTestId('transaction');
    const previous = await within(row!).findByTestId('previous-device-token');
    expect(previous.textContent).toBe(
      'Token 399 845 819 was for your previous device: your new device does not take it.',
    );
    expect(within(row!).queryByTestId('payg-token')).toBeNull();
    expect(within(row!).queryByRole('button', { name: /Copy/ })).toBeNull();
  });
});
