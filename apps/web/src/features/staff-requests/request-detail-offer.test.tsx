import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signIn } from '../../test/users.ts';
import RequestDetailPage from './request-detail-page.tsx';
import { options, staffQuote, staffRequest } from './test-fixtures.ts';

/** Issue 22: "The offer" on /request-detail/{id} — pay on delivery and rejecting a quote with a reason. */
beforeEach(() => {
  signIn({ userRole: UserRole.Support });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const open = () => renderRoute(<RequestDetailPage />, '/request-detail/:id', '/request-detail/7');
const sentOffer = () =>
  staffRequest({
    quoteRequest: { quoteRequestStatus: 2 },
    quote: staffQuote({ quoteStatus: 1, daysToExpiry: 12 }),
    options,
  });

describe('/request-detail/:id, the offer', () => {
  it('sets pay on delivery after a confirmation that says what it means', async () => {
    let set = false;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        set
          ? staffRequest({
              quoteRequest: { quoteRequestStatus: 3 },
              quote: staffQuote({ quoteStatus: 2, payOnDelivery: true }),
              options,
            })
          : sentOffer(),
      'POST Transaction/SetPayOnDelivery': () => {
        set = true;
        return {
          message: 'Pay on delivery is set. The request is ready for an engineer; record the payment when it arrives.',
        };
      },
    });
    open();
    const offer = within(await screen.findByRole('region', { name: 'The offer' }));
    expect(
      offer.getByText(/the customer pays nothing now and the request moves on to be given an engineer/),
    ).toBeTruthy();
    await userEvent.click(offer.getByRole('button', { name: 'Set pay on delivery' }));
    let ask = await screen.findByRole('dialog', { name: 'Let Ada Okafor pay on delivery?' });
    expect(
      within(ask).getByText(/down payment of ₦462,000\.00 or the full price of ₦1,540,000\.00 when the system/),
    ).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST Transaction/SetPayOnDelivery')).toEqual([]);

    await userEvent.click(offer.getByRole('button', { name: 'Set pay on delivery' }));
    ask = await screen.findByRole('dialog', { name: 'Let Ada Okafor pay on delivery?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, set pay on delivery' }));
    expect(
      await screen.findByText(
        'Pay on delivery is set. The request is ready for an engineer; record the payment when it arrives.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST Transaction/SetPayOnDelivery')[0]?.body).toEqual({ quoteId: 3 });
    // Now at status 3 with nothing paid: no pay-on-delivery button, no rejection; the payment is recorded instead.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The offer' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Record a payment received' })).toBeTruthy();
  });

  it('rejects a quote only with a reason, after a confirmation, and then shows the reason', async () => {
    let rejected = false;
    const reason = 'Your employer is not on our instalment list yet.';
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        rejected
          ? staffRequest({
              quoteRequest: { quoteRequestStatus: 5 },
              quote: staffQuote({ quoteStatus: 8, daysToExpiry: 12 }),
              rejection: { reason, date: '2030-01-04T10:00:00.000Z' },
            })
          : sentOffer(),
      'POST Quote/RejectQuote': () => {
        rejected = true;
        return { message: 'The quote is rejected. The customer has been told why.', data: {} };
      },
    });
    open();
    const offer = within(await screen.findByRole('region', { name: 'The offer' }));
    await userEvent.click(offer.getByRole('button', { name: 'Reject quote' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject Ada Okafor’s quote?' });
    // A reason is required: the customer reads it.
    await userEvent.click(within(ask).getByRole('button', { name: 'Reject the quote' }));
    expect(
      await within(ask).findByText('Say why the quote is rejected, so the customer knows what to do.'),
    ).toBeTruthy();
    expect(api.callsTo('POST Quote/RejectQuote')).toEqual([]);
    await userEvent.type(within(ask).getByLabelText('Reason for the customer'), `  ${reason} `);
    await userEvent.click(within(ask).getByRole('button', { name: 'Reject the quote' }));
    expect(await screen.findByText('The quote is rejected. The customer has been told why.')).toBeTruthy();
    expect(api.callsTo('POST Quote/RejectQuote')[0]?.body).toEqual({ quoteRequestId: 7, reason });
    const done = await screen.findByTestId('offer-rejected');
    expect(within(done).getByText(`Reason given to the customer: ${reason}`)).toBeTruthy();
    // Said at the top, and no installation is shown as coming for a closed request.
    expect(screen.getByText('Closed: quote rejected')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Installation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set pay on delivery' })).toBeNull();
  });

  it('shows the server’s refusal in the dialog and keeps the reason typed', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => staffRequest({ quoteRequest: { quoteRequestStatus: 0 } }),
      'POST Quote/RejectQuote': () =>
        failure(409, 'Money has already been received on this quote, so it can no longer be rejected.', 'CONFLICT'),
    });
    open();
    const offer = within(await screen.findByRole('region', { name: 'The offer' }));
    // A new request can be rejected; pay on delivery needs a sent offer.
    expect(offer.queryByRole('button', { name: 'Set pay on delivery' })).toBeNull();
    await userEvent.click(offer.getByRole('button', { name: 'Reject quote' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject Ada Okafor’s quote?' });
    await userEvent.type(within(ask).getByLabelText('Reason for the customer'), 'We do not serve this area.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Reject the quote' }));
    expect(
      await within(ask).findByText('Money has already been received on this quote, so it can no longer be rejected.'),
    ).toBeTruthy();
    expect((within(ask).getByLabelText('Reason for the customer') as HTMLTextAreaElement).value).toBe(
      'We do not serve this area.',
    );
  });

  it('offers neither once money came in, nor to engineers', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => ({
        ...sentOffer(),
        transactions: [
          {
            dateCreated: '2030-01-03T10:00:00.000Z',
            successful: false,
            status: 'conflict',
            amountInTransaction: 100_000,
            transactionType: 0,
          },
        ],
      }),
    });
    const first = open();
    await screen.findByRole('region', { name: 'Customer' });
    expect(screen.queryByRole('region', { name: 'The offer' })).toBeNull();
    first.unmount();

    signIn({ userRole: UserRole.Support, isEngineer: true });
    fakeApi({ 'GET Quote/GetQuoteRequest': () => sentOffer() });
    open();
    await screen.findByRole('region', { name: 'Customer' });
    expect(screen.queryByRole('region', { name: 'The offer' })).toBeNull();
  });
});

describe('/request-detail/:id, the offer of a bank request (issue 22)', () => {
  const sterling = (applicationStage: string) => ({
    isFinancialInstitutionQuote: true,
    financialInstitution: { id: 1, name: 'Sterling Bank', applicationStage },
  });

  it('offers no pay on delivery, no rejection and no payment to record: the bank decides, on its application', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => ({ ...sentOffer(), ...sterling('awaiting-undertaking') }),
    });
    open();
    const offer = within(await screen.findByRole('region', { name: 'The offer' }));
    expect(offer.getByTestId('bank-decides').textContent).toBe(
      'Sterling Bank finances this request: the bank pays the price once its loan officer approves, so there is no pay on delivery and no rejection here. If the bank has asked Imole to decide for it, do so on the application’s page.',
    );
    expect(offer.getByRole('link', { name: 'Open Sterling Bank’s application' }).getAttribute('href')).toBe(
      '/bank-application/7',
    );
    expect(offer.queryByRole('button', { name: 'Set pay on delivery' })).toBeNull();
    expect(offer.queryByRole('button', { name: 'Reject quote' })).toBeNull();
    expect(screen.queryByText(/No instalment offer for this customer/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Record a payment received' })).toBeNull();
    // The bank pays the price: Imole's down-payment options are not this customer's.
    expect(screen.getByText('Sterling Bank pays ₦1,540,000.00, the full price, once it approves')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Down-payment options' })).toBeNull();
    expect(api.callsTo('POST Transaction/SetPayOnDelivery')).toEqual([]);
  });

  it('holds the price while the bank decides on the signed undertaking: no expiry shown, as before the upload it is', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => ({ ...sentOffer(), ...sterling('awaiting-decision') }),
    });
    open();
    const system = within(await screen.findByRole('region', { name: 'Selected product' }));
    expect(system.queryByText('Expires')).toBeNull();
    cleanup();
    fakeApi({
      'GET Quote/GetQuoteRequest': () => ({ ...sentOffer(), ...sterling('awaiting-undertaking') }),
    });
    open();
    const waiting = within(await screen.findByRole('region', { name: 'Selected product' }));
    expect(waiting.getByText('Expires')).toBeTruthy();
    expect(waiting.getByText('in 12 days')).toBeTruthy();
  });

  it('before pricing too: the line to the application replaces Reject quote', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({ quoteRequest: { quoteRequestStatus: 0 }, ...sterling('awaiting-price') }),
    });
    open();
    const offer = within(await screen.findByRole('region', { name: 'The offer' }));
    expect(offer.getByRole('link', { name: 'Open Sterling Bank’s application' })).toBeTruthy();
    expect(offer.queryByRole('button', { name: 'Reject quote' })).toBeNull();
  });

  it('once the bank approved: what the bank paid instead of a plan, and "Paid by Sterling Bank" on its payment', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: { quoteRequestStatus: 3 },
          quote: staffQuote({ quoteStatus: 2, isOutright: true }),
          ...sterling('approved'),
          transactions: [
            {
              dateCreated: '2030-01-03T10:00:00.000Z',
              successful: true,
              status: 'success',
              amountInTransaction: 1_540_000,
              transactionType: 0,
              purpose: 'outright',
              paidBy: 'Sterling Bank',
              paidByBank: true,
            },
          ],
        }),
    });
    open();
    const system = within(await screen.findByRole('region', { name: 'Selected product' }));
    expect(system.getByText('Paid by')).toBeTruthy();
    expect(system.getByText('Sterling Bank: ₦1,540,000.00, the full price')).toBeTruthy();
    expect(screen.queryByText(/% down:/)).toBeNull();
    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    expect(payments.getByText('Paid in full')).toBeTruthy();
    expect(payments.getByText('Paid by Sterling Bank')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'The offer' })).toBeNull();
  });

  it('an ordinary request paid outright reads "Paid in full", not a down-payment plan; an agent’s payment names them', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: { quoteRequestStatus: 3 },
          quote: staffQuote({ quoteStatus: 2, isOutright: true }),
          transactions: [
            {
              dateCreated: '2030-01-03T10:00:00.000Z',
              successful: true,
              status: 'success',
              amountInTransaction: 1_540_000,
              transactionType: 0,
              purpose: 'outright',
              paidBy: 'Musa Bello',
              paidByBank: false,
            },
          ],
        }),
    });
    open();
    const system = within(await screen.findByRole('region', { name: 'Selected product' }));
    expect(system.getByText('Paid in full: ₦1,540,000.00, no loan')).toBeTruthy();
    expect(screen.queryByText(/% down:/)).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Payments' })).getByText('Paid by Musa Bello (sales agent)'),
    ).toBeTruthy();
  });
});
