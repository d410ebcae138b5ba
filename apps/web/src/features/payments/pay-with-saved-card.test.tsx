import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, type FakeHandler } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import { goToCheckout } from './api/go-to-checkout.ts';
import MakePaymentPage from './make-payment-page.tsx';
import OutrightPaymentPage from './outright-payment-page.tsx';
import PaymentPage from './payment-page.tsx';
import {
  cardsList,
  expired,
  mastercard,
  paidWithCard,
  QUOTE_ID,
  quoteRequest,
  range,
  started,
  visa,
} from './test/payment-fixtures.ts';

vi.mock('./api/go-to-checkout.ts', () => ({ goToCheckout: vi.fn() }));

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockReset();
});

const open = (url = '/payment') => renderPage(<PaymentPage />, { route: '/payment', url, from: ['/dashboard'] });

const downPayment = (handlers: Record<string, FakeHandler> = {}) =>
  fakeApi({
    'GET Quote/GetQuoteRequest': () => quoteRequest(),
    'GET Quote/GetQuoteRepaymentsRange': () => range(30),
    'GET Transaction/GetSavedCards': cardsList(mastercard, visa, expired),
    'POST Transaction/InitializePayment': started,
    'POST Transaction/PayWithSavedCard': paidWithCard,
    ...handlers,
  });

describe('paying with a saved card', () => {
  it('a double tap charges the card once (issue 19)', async () => {
    const api = downPayment();
    open();
    const pay = await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' });
    // Two taps in one moment: the page has not redrawn between them.
    act(() => {
      fireEvent.click(pay);
      fireEvent.click(pay);
    });
    await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(api.callsTo('POST Transaction/PayWithSavedCard')).toHaveLength(1);
  });

  it('a double tap on a new card opens one checkout (issue 19)', async () => {
    const api = downPayment({ 'GET Transaction/GetSavedCards': cardsList() });
    open();
    const pay = await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' });
    act(() => {
      fireEvent.click(pay);
      fireEvent.click(pay);
    });
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(api.callsTo('POST Transaction/InitializePayment')).toHaveLength(1);
    expect(goToCheckout).toHaveBeenCalledOnce();
  });

  it('offers the saved cards above a new card, the most recent chosen, and pays with it at once', async () => {
    const api = downPayment();
    const user = userEvent.setup();
    const { here } = open();

    const group = await screen.findByRole('group', { name: 'Pay with' });
    // In this order: the saved cards, newest first, then a new card.
    expect(within(group).getAllByRole('radio')).toEqual([
      within(group).getByRole('radio', { name: 'Visa ending in 4081', description: 'Expires 12/30 · Sandbox Bank' }),
      within(group).getByRole('radio', {
        name: 'Mastercard ending in 5531',
        description: 'Expires 03/29 · Access Bank',
      }),
      within(group).getByRole('radio', {
        name: 'Pay with a new card',
        description: 'On a secure payment page: card, bank transfer or QR',
      }),
    ]);
    // The expired card is not offered; the newest card is the default.
    expect((within(group).getByRole('radio', { name: /Visa ending in 4081/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /Save this card/ })).toBeNull();
    expect(screen.getByText('We charge your Visa card ending 4081 at once.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay ₦1,045,500.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(within(dialog).getByTestId('transaction-reference').textContent).toBe('Cd4eF6gH8jK0mN2');
    expect(dialog.textContent).toContain('your down payment of ₦1,045,500.00');
    expect(api.callsTo('POST Transaction/PayWithSavedCard')).toHaveLength(1);
    expect(api.callsTo('POST Transaction/PayWithSavedCard')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'equity',
      amount: 1045500,
      cardId: visa.id,
      reference: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
    });
    expect(api.callsTo('POST Transaction/InitializePayment')).toEqual([]);
    expect(goToCheckout).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });

  it('pays with another saved card when the customer picks it', async () => {
    const api = downPayment();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: /Mastercard ending in 5531/ }));
    expect(screen.getByText('We charge your Mastercard card ending 5531 at once.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay ₦1,045,500.00' }));
    await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(api.callsTo('POST Transaction/PayWithSavedCard')[0]?.body).toMatchObject({ cardId: mastercard.id });
  });

  it('a declined card shows the server’s sentence and leaves the choice open; a new card may then be kept', async () => {
    const api = downPayment({
      'POST Transaction/PayWithSavedCard': () =>
        failure(400, 'Your card was declined. No money was taken; try another card.'),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined. No money was taken; try another card.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('radio', { name: /Visa ending in 4081/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay ₦1,045,500.00' }).hasAttribute('disabled')).toBe(false);

    // Choosing another way clears the failure; a new card with "Save this card" goes to the checkout.
    await user.click(screen.getByRole('radio', { name: /Pay with a new card/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    expect(screen.getByText('You pay on a secure payment page, then come back here.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay ₦1,045,500.00' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'equity',
      saveCard: true,
    });
  });

  it('without saved cards: a new card, kept only when the customer ticks the box', async () => {
    const api = downPayment({ 'GET Transaction/GetSavedCards': cardsList(expired) });
    const user = userEvent.setup();
    open();
    const keep = await screen.findByRole('checkbox', { name: 'Save this card for next time' });
    expect((keep as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay ₦1,045,500.00' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'equity',
    });
  });

  it('charges nothing when the amount due changed since the page loaded', async () => {
    let quoteCalls = 0;
    const api = downPayment({
      'GET Quote/GetQuoteRequest': () =>
        quoteRequest(++quoteCalls > 1 ? { quote: { contributionPercentage: 50, equity: 1742500 } } : {}),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The amount due is now ₦1,742,500.00. Check it, then tap Pay again.',
    );
    expect(api.callsTo('POST Transaction/PayWithSavedCard')).toEqual([]);
  });

  it('no answer to a card charge: the customer checks the history before paying again', async () => {
    downPayment({
      'POST Transaction/PayWithSavedCard': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not confirm this payment');
    expect(alert.textContent).toContain('we cannot tell whether your card was charged');
    expect(within(alert).getByRole('link', { name: 'payment history' }).getAttribute('href')).toBe('/payment-history');
  });

  it('paying again after no answer repeats the same reference and the amount shown, so the server charges once', async () => {
    let calls = 0;
    const api = downPayment({
      'POST Transaction/PayWithSavedCard': (request) => {
        if (++calls === 1) throw new TypeError('Failed to fetch');
        return paidWithCard(request);
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain('you will not be charged twice');
    await user.click(screen.getByRole('button', { name: 'Pay ₦1,045,500.00' }));
    await screen.findByRole('dialog', { name: 'Payment successful' });
    const [first, second] = api
      .callsTo('POST Transaction/PayWithSavedCard')
      .map((c) => c.body as Record<string, unknown>);
    expect(first?.reference).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(second?.reference).toBe(first?.reference);
    expect(first).toMatchObject({ purpose: 'equity', amount: 1045500 });
  });

  it('our server failing mid-charge is just as unconfirmed', async () => {
    downPayment({
      'POST Transaction/PayWithSavedCard': () => failure(500, 'Something went wrong on our side.', 'INTERNAL'),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not confirm this payment');
  });

  it('a failure before the card is charged says so plainly', async () => {
    let quoteCalls = 0;
    const api = downPayment({
      'GET Quote/GetQuoteRequest': () =>
        ++quoteCalls > 1
          ? failure(503, 'Something went wrong on our side. Please try again.', 'INTERNAL')
          : quoteRequest(),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,045,500.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again.');
    expect(alert.textContent).not.toContain('We could not confirm this payment');
    expect(api.callsTo('POST Transaction/PayWithSavedCard')).toEqual([]);
  });

  it('a failed card list still lets the customer pay with a new card, and tries again', async () => {
    let calls = 0;
    downPayment({
      'GET Transaction/GetSavedCards': () =>
        ++calls <= 2 ? failure(503, 'Something went wrong on our side.', 'INTERNAL') : { data: [visa] },
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(/We could not load your saved cards/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Save this card for next time' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Visa ending in 4081/ })).toBeTruthy();
  });

  it('links to adding another card, coming back to this page', async () => {
    downPayment();
    open();
    const link = await screen.findByRole('link', { name: 'Add another card' });
    expect(link.getAttribute('href')).toBe('/add-payment?returnTo=%2Fpayment');
  });

  it('/outright-payment pays the whole price with the chosen card', async () => {
    const api = downPayment();
    const user = userEvent.setup();
    renderPage(<OutrightPaymentPage />, { route: '/outright-payment', url: '/outright-payment' });
    await screen.findByRole('radio', { name: /Visa ending in 4081/ });
    await user.click(screen.getByRole('button', { name: 'Pay ₦3,485,000.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog.textContent).toContain('your payment in full of ₦3,485,000.00');
    expect(api.callsTo('POST Transaction/PayWithSavedCard')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'outright',
      amount: 3485000,
      cardId: visa.id,
      reference: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
    });
  });
});

describe('saved cards after installation', () => {
  const installed = () => quoteRequest({ status: 4, quote: { quoteStatus: 2, installationStatus: 4 } });
  const loan = (handlers: Record<string, FakeHandler> = {}) =>
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Transaction/GetNextRepayment': () => ({
        nextRepayment: { amount: 245067.46, dueInDaysCount: 12, dueDate: '2027-02-22' },
      }),
      'GET Transaction/GetLoanBalance': () => ({
        data: { loanBalance: 2090557.21, arrears: 0, payoff: 2143429.93, daysOverdue: 0, nonPerforming: false },
      }),
      'GET Transaction/GetSavedCards': cardsList(visa),
      'POST Transaction/InitializePayment': started,
      'POST Transaction/PayWithSavedCard': paidWithCard,
      ...handlers,
    });

  it('/payment: one "Pay with" choice serves the repayment and the payoff', async () => {
    const api = loan();
    const user = userEvent.setup();
    open();
    expect(await screen.findAllByRole('group', { name: 'Pay with' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pay off ₦2,143,429.93' }));
    // A saved card is charged at once: the whole loan is asked for first, and Cancel charges nothing.
    let ask = await screen.findByRole('dialog', { name: 'Pay ₦2,143,429.93 now?' });
    expect(ask.textContent).toContain('for the whole loan');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST Transaction/PayWithSavedCard')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Pay off ₦2,143,429.93' }));
    ask = await screen.findByRole('dialog', { name: 'Pay ₦2,143,429.93 now?' });
    await user.click(within(ask).getByRole('button', { name: 'Pay ₦2,143,429.93' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog.textContent).toContain('your loan payoff of ₦2,143,429.93');
    expect(api.callsTo('POST Transaction/PayWithSavedCard')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'payoff',
      amount: 2143429.93,
      cardId: visa.id,
      reference: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
    });
  });

  it('/payment: a declined repayment shows under the repayment, not under the payoff', async () => {
    const api = loan({
      'POST Transaction/PayWithSavedCard': () =>
        failure(400, 'Your card was declined. No money was taken; try another card.'),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦245,068.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(alert.closest('form')).not.toBeNull();
    expect(api.callsTo('POST Transaction/PayWithSavedCard')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'repayment',
      amount: 245068,
      cardId: visa.id,
      reference: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
    });
  });

  it('/make-payment: a tap on an amount asks before charging the saved card', async () => {
    const api = loan();
    const user = userEvent.setup();
    const { here } = renderPage(<MakePaymentPage />, { route: '/make-payment', url: '/make-payment' });
    await screen.findByRole('radio', { name: /Visa ending in 4081/ });
    await user.click(screen.getByRole('button', { name: /^My next repayment/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay ₦245,068.00 now?' });
    expect(confirm.textContent).toContain('We will charge your Visa •••• ending in 4081 for your next repayment.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST Transaction/PayWithSavedCard')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^My next repayment/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Pay ₦245,068.00 now?' })).getByRole('button', {
        name: 'Pay ₦245,068.00',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog.textContent).toContain('your repayment of ₦245,068.00');
    expect(api.callsTo('POST Transaction/PayWithSavedCard')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'repayment',
      amount: 245068,
      cardId: visa.id,
      reference: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });

  it('/make-payment: with a new card chosen, a tap goes straight to the checkout', async () => {
    const api = loan();
    const user = userEvent.setup();
    renderPage(<MakePaymentPage />, { route: '/make-payment', url: '/make-payment' });
    await user.click(await screen.findByRole('radio', { name: /Pay with a new card/ }));
    await user.click(screen.getByRole('button', { name: /^Pay off the loan/ }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    expect(api.callsTo('POST Transaction/InitializePayment')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      purpose: 'payoff',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
