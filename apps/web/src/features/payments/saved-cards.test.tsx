import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import AddPaymentPage from './add-payment-page.tsx';
import { goToCheckout } from './api/go-to-checkout.ts';
import PaymentMethodPage from './payment-method-page.tsx';
import { rememberReturn } from './return-to.ts';
import { cardsList, expired, mastercard, visa } from './test/payment-fixtures.ts';

vi.mock('./api/go-to-checkout.ts', () => ({ goToCheckout: vi.fn() }));

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockReset();
});

const openCards = () =>
  renderPage(<PaymentMethodPage />, { route: '/payment-method', url: '/payment-method', from: ['/settings'] });
const openAdd = (url = '/add-payment') =>
  renderPage(<AddPaymentPage />, { route: '/add-payment', url, from: ['/payment-method'] });

const CHECK_STARTED = {
  data: {
    reference: 'Ch3ck5andb0x001',
    amount: 50,
    provider: 'sandbox',
    accessCode: 'sandbox_Ch3ck5andb0x001',
    authorizationUrl: 'http://localhost:3000/sandbox/checkout/Ch3ck5andb0x001',
  },
};

describe('/payment-method', () => {
  it('lists each card: brand, last four digits, expiry, bank, date added; an expired card says so', async () => {
    fakeApi({ 'GET Transaction/GetSavedCards': cardsList(visa, mastercard, expired) });
    openCards();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeTruthy();
    const rows = await screen.findAllByTestId('saved-card');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Visa •••• ending in 4081');
    expect(rows[0]!.textContent).toContain('Expires 12/30 · Sandbox Bank');
    expect(rows[0]!.textContent).toContain('Added 21 Nov 2026'); // 23:30 UTC is the next day in Lagos
    expect(rows[0]!.textContent).not.toContain('Expired');
    expect(rows[1]!.textContent).toContain('Mastercard •••• ending in 5531');
    expect(rows[1]!.textContent).toContain('Expires 03/29 · Access Bank');
    expect(rows[2]!.textContent).toContain('Verve');
    expect(within(rows[2]!).getByText('Expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/add-payment');
  });

  it('removes a card only after the customer confirms, then says so', async () => {
    let cards = [visa, mastercard];
    const api = fakeApi({
      'GET Transaction/GetSavedCards': () => ({ data: cards }),
      'POST Transaction/RemoveSavedCard': (request) => {
        const { cardId } = request.body as { cardId: number };
        cards = cards.filter((card) => card.id !== cardId);
        return { message: 'Card removed' };
      },
    });
    const user = userEvent.setup();
    openCards();
    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard ending in 5531' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog.textContent).toContain('Mastercard •••• ending in 5531 will no longer be offered when you pay');
    await user.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST Transaction/RemoveSavedCard')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 5531' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText(/has been removed/)).toBeTruthy();
    expect(api.callsTo('POST Transaction/RemoveSavedCard')[0]?.body).toEqual({ cardId: mastercard.id });
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the card and shows the server’s sentence when removing fails', async () => {
    fakeApi({
      'GET Transaction/GetSavedCards': cardsList(visa),
      'POST Transaction/RemoveSavedCard': () => failure(404, 'Card not found.', 'NOT_FOUND'),
    });
    const user = userEvent.setup();
    openCards();
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4081' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Card not found.');
    expect(screen.getAllByTestId('saved-card')).toHaveLength(1);
  });

  it('without cards: says so and offers to add one', async () => {
    fakeApi({ 'GET Transaction/GetSavedCards': cardsList() });
    openCards();
    expect(await screen.findByText('No saved cards')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/add-payment');
  });

  it('a failed load shows the server’s sentence and tries again', async () => {
    let calls = 0;
    fakeApi({
      'GET Transaction/GetSavedCards': () =>
        ++calls === 1 ? failure(503, 'Something went wrong on our side.', 'INTERNAL') : { data: [visa] },
    });
    const user = userEvent.setup();
    openCards();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your cards');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('saved-card')).toBeTruthy();
  });
});

describe('/add-payment', () => {
  it('explains the ₦50 check and sends the browser to the checkout', async () => {
    const api = fakeApi({ 'POST Transaction/InitializeCardVerification': () => CHECK_STARTED });
    const user = userEvent.setup();
    openAdd();
    expect(screen.getByRole('heading', { level: 2, name: 'Save a card for quicker payments' })).toBeTruthy();
    expect(screen.getByText(/we charge/).textContent).toContain('we charge ₦50 and refund it at once');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('http://localhost:3000/sandbox/checkout/Ch3ck5andb0x001'),
    );
    expect(api.callsTo('POST Transaction/InitializeCardVerification')).toHaveLength(1);
    // While the browser leaves, the button stays busy: no second check.
    expect(screen.getByRole('button', { name: /Add card/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('a double tap starts one card check; shown again from the page cache, "Add card" is live (issue 19)', async () => {
    const api = fakeApi({ 'POST Transaction/InitializeCardVerification': () => CHECK_STARTED });
    openAdd();
    const add = screen.getByRole('button', { name: 'Add card' });
    act(() => {
      fireEvent.click(add);
      fireEvent.click(add);
    });
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    expect(api.callsTo('POST Transaction/InitializeCardVerification')).toHaveLength(1);

    const fromCache = new Event('pageshow');
    Object.defineProperty(fromCache, 'persisted', { value: true });
    act(() => void window.dispatchEvent(fromCache));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add card' }).getAttribute('aria-busy')).not.toBe('true'),
    );
  });

  it('offline, "Add card" is disabled with the reason (issue 19)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi({});
    openAdd();
    const add = screen.getByRole('button', { name: 'Add card' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(add.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You are offline. Adding a card needs an internet connection; it works again as soon as you reconnect.',
    );
    vi.restoreAllMocks();
  });

  it('refuses to charge an amount the page did not announce', async () => {
    fakeApi({
      'POST Transaction/InitializeCardVerification': () => ({ data: { ...CHECK_STARTED.data, amount: 100 } }),
    });
    const user = userEvent.setup();
    openAdd();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The card check now costs ₦100.00');
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('back from the checkout: saves the card once and shows it, then goes back to the cards', async () => {
    const api = fakeApi({
      'POST Transaction/SaveCard': () => ({ message: 'Your card has been saved', data: visa }),
    });
    const user = userEvent.setup();
    const { here } = openAdd('/add-payment?reference=Ch3ck5andb0x001&trxref=Ch3ck5andb0x001');
    expect(await screen.findByRole('heading', { name: 'Your card has been saved' })).toBeTruthy();
    expect(screen.getByTestId('saved-card').textContent).toBe('Visa •••• ending in 4081');
    expect(screen.getByText('Expires 12/30 · Sandbox Bank')).toBeTruthy();
    expect(screen.getByText(/We are refunding the ₦50 check now/)).toBeTruthy();
    expect(api.callsTo('POST Transaction/SaveCard')).toHaveLength(1);
    expect(api.callsTo('POST Transaction/SaveCard')[0]?.body).toEqual({ transactionReference: 'Ch3ck5andb0x001' });
    await user.click(screen.getByRole('button', { name: 'See your cards' }));
    await waitFor(() => expect(here()).toBe('/payment-method'));
  });

  it('goes back to the payment the customer came from, kept across the checkout', async () => {
    fakeApi({
      'POST Transaction/InitializeCardVerification': () => CHECK_STARTED,
      'POST Transaction/SaveCard': () => ({ message: 'Your card has been saved', data: visa }),
    });
    const user = userEvent.setup();
    const first = openAdd('/add-payment?returnTo=%2Fpayment');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    first.unmount();

    // The checkout comes back to a fixed address, without returnTo.
    const { here } = openAdd('/add-payment?reference=Ch3ck5andb0x001&trxref=Ch3ck5andb0x001');
    await user.click(await screen.findByRole('button', { name: 'Back to your payment' }));
    await waitFor(() => expect(here()).toBe('/payment'));
    expect(window.sessionStorage.getItem('imole.add-card.return-to')).toBeNull();
  });

  it('ignores a returnTo that is not one of our payment pages', async () => {
    fakeApi({ 'POST Transaction/SaveCard': () => ({ message: 'Your card has been saved', data: visa }) });
    rememberReturn('https://elsewhere.example/steal');
    openAdd('/add-payment?reference=R1&trxref=R1');
    expect(await screen.findByRole('button', { name: 'See your cards' })).toBeTruthy();
  });

  it('a cancelled checkout says nothing was taken and offers the check again', async () => {
    const api = fakeApi({});
    openAdd('/add-payment?reference=Ch3ck5andb0x001&cancelled=1');
    expect(await screen.findByText('You cancelled the card check')).toBeTruthy();
    expect(screen.getByText(/No money was taken and no card was saved/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('a check that did not go through: the server’s sentence and "Add card" to try again', async () => {
    fakeApi({
      'POST Transaction/SaveCard': () =>
        failure(400, 'The payment was not completed. No money was taken for this reference; you can try again.'),
    });
    openAdd('/add-payment?reference=R2&trxref=R2');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was not saved');
    expect(alert.textContent).toContain('The payment was not completed.');
    expect(screen.getByRole('button', { name: 'Add card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('no answer from the server: "Check again" asks once more', async () => {
    let calls = 0;
    fakeApi({
      'POST Transaction/SaveCard': () =>
        ++calls === 1
          ? failure(500, 'Something went wrong on our side.', 'INTERNAL')
          : { message: 'Your card has been saved', data: visa },
    });
    const user = userEvent.setup();
    openAdd('/add-payment?reference=R3&trxref=R3');
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Your card has been saved' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows "Checking your card" while the server verifies', async () => {
    fakeApi({ 'POST Transaction/SaveCard': () => new Promise(() => {}) });
    openAdd('/add-payment?reference=R4&trxref=R4');
    expect(await screen.findByText('Checking your card with your bank…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
  });
});
