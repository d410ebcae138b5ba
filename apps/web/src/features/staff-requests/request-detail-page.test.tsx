import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lagosDate } from '@imole/domain/dates';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import type { StaffQuoteRequest } from './api/get-request.ts';
import RequestDetailPage from './request-detail-page.tsx';
import { options, staffQuote, staffRequest } from './test-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

beforeEach(() => {
  signIn({ userRole: UserRole.Support });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const open = () => renderRoute(<RequestDetailPage />, '/request-detail/:id', '/request-detail/7');
const section = (name: string) => screen.getByRole('region', { name });

describe('/request-detail/:id', () => {
  it('shows a new request with what the customer asked for, and Confirm pricing', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: { productId: 3, installationComponents: [] },
          quoteRequestProduct: {
            id: 3,
            name: 'Solar Home 3.5kVA',
            description: 'Lights, fans, TVs',
            warrantyPeriod: 24,
            price: 3485000,
          },
          changeLog: [
            {
              changeDate: '2030-01-02T11:00:00.000Z',
              changes: [
                { name: 'landmark', value: 'Opposite Mega Plaza' },
                { name: 'isLithiumComponent', value: 'false', label: 'Battery', text: 'Tubular' },
                { name: 'productId', value: '6', label: 'Package', text: 'Home Backup 3.5kVA' },
                {
                  name: 'installationComponents',
                  value: '6 × #2',
                  label: 'Components',
                  text: '6 × 550 W monocrystalline solar panel',
                },
              ],
            },
            {
              changeDate: '2030-01-03T11:00:00.000Z',
              changes: [
                { name: 'installationCost', value: '150000' },
                { name: 'totalAssetAmount', value: '1150000' },
              ],
            },
          ],
        }),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote details' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Customer' });
    expect(api.callsTo('GET Quote/GetQuoteRequest')[0]?.query.get('id')).toBe('7');

    const customer = within(section('Customer'));
    expect(customer.getByRole('link', { name: '08031234567' }).getAttribute('href')).toBe('tel:08031234567');
    expect(customer.getByText('Not verified yet')).toBeTruthy();
    const request = within(section('The request'));
    expect(request.getByText('Opposite Mega Plaza')).toBeTruthy();
    expect(request.getByText('Block of flats')).toBeTruthy();
    expect(request.getByText('Eti-Osa')).toBeTruthy(); // the area (LGA), by name
    expect(request.getByText('Area (LGA)')).toBeTruthy();
    expect(screen.getByText('New request, waiting for pricing')).toBeTruthy(); // the status, under the name

    // Status 0: the selected product is hidden; the customer's choice shows instead.
    expect(within(section('What the customer asked for')).getByText('Solar Home 3.5kVA')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Selected product' })).toBeNull();
    // The change log in words and naira, not the wire's field names and bare numbers.
    const changes = within(section('Changes to the request'));
    expect(changes.getByText('Landmark: Opposite Mega Plaza')).toBeTruthy();
    expect(changes.getByText('Battery: Tubular')).toBeTruthy();
    expect(changes.getByText('Package: Home Backup 3.5kVA')).toBeTruthy();
    expect(changes.getByText('Components: 6 × 550 W monocrystalline solar panel')).toBeTruthy();
    expect(changes.queryByText(/productId|isLithiumComponent|installationComponents|#2/)).toBeNull();
    expect(changes.getByText('Installation cost: ₦150,000.00')).toBeTruthy();
    expect(changes.getByText('Total: ₦1,150,000.00')).toBeTruthy();
    expect(within(section('Audit trail')).getByText('No staff action yet.')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Confirm pricing' }).getAttribute('href')).toBe('/confirm-pricing/7');
    expect(screen.queryByRole('link', { name: 'Assign Date' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm Installation' })).toBeNull();
  });

  it('shows the power need and the recommendation of a "Not sure" request', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: {
            installationComponents: [],
            noOfBedrooms: 3,
            noOfLights: 8,
            noOfFan: 3,
            noOfTv: 2,
            includeRefrigeratorEquiptment: true,
            inverterUsageHoursPerDay: 10,
            hoursOfElectricPowerPerDay: 6,
            generatorCapacity: 3,
            sizing: {
              dailyEnergyWh: 5200,
              peakLoadW: 1400,
              inverterW: 2800,
              inverterKva: 2.5,
              backupHours: 8,
              batteryKwhTubular: 9.6,
              batteryKwhLithium: 7.2,
              panelWatts: 550,
              panelCount: 6,
              peakSunHours: 4.5,
              product: { id: 3, name: 'Solar Home 3.5kVA', inverterKva: 3.5, batteryKwh: 10.6, reason: 'battery' },
            },
          },
        }),
    });
    open();
    const power = within(await screen.findByRole('region', { name: 'Power need' }));
    expect(power.getByText('Refrigerator')).toBeTruthy();
    expect(power.getByText('5 KVA')).toBeTruthy();
    // Staff wording: the sizing's suggestion for this customer, not "Recommended for you".
    expect(screen.queryByText('Recommended for you')).toBeNull();
    const recommended = within(section('Recommended system'));
    expect(recommended.getByText('Solar Home 3.5kVA')).toBeTruthy();
    expect(recommended.getByText('2.5 kVA')).toBeTruthy();
    // A package larger than the recommended inverter says why.
    expect(
      recommended.getByText(
        "Its 3.5 kVA inverter is larger than the 2.5 kVA the customer's appliances need: it is the smallest package whose batteries (10.6 kWh) carry the night (the battery above is sized for a whole day's backup; by day the panels or the grid share it).",
      ),
    ).toBeTruthy();
    expect(recommended.getByText('6 × 550 W')).toBeTruthy();
    expect(within(section('What the customer asked for')).getByText(/the customer was not sure/)).toBeTruthy();
  });

  it('edits the installation and transport cost as currency, with the spec’s success alerts, and reloads', async () => {
    let view: StaffQuoteRequest = staffRequest({
      quoteRequest: { quoteRequestStatus: 2 },
      quote: staffQuote({ quoteStatus: 1, daysToExpiry: 12 }),
      quoteLines: [
        {
          id: 100,
          componentId: 11,
          name: '3.5 kVA / 24 V hybrid inverter',
          categoryName: 'Inverters',
          unitPrice: 650000,
          quantity: 1,
        },
      ],
      options,
      auditTrail: [
        {
          action: 'quote.priced',
          actor: 'Sade Support',
          before: { quoteRequestStatus: 1 },
          after: { quoteRequestStatus: 2, total: 1540000, expiresAt: '2030-01-16T10:00:00.000Z' },
          date: '2030-01-02T12:00:00.000Z',
        },
      ],
    });
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => view,
      'POST Quote/UpdateQuoteInstallationCost': ({ body }) => {
        view = { ...view, quote: { ...view.quote!, installationCost: (body as { amount: number }).amount } };
        return { message: 'Installation cost successfully updated', data: {} };
      },
      'POST Quote/UpdateQuoteTransportationCost': () =>
        failure(409, 'The customer has already paid on this quote; its costs can no longer change.', 'CONFLICT'),
    });
    open();
    const selected = within(await screen.findByRole('region', { name: 'Selected product' }));
    expect(selected.getByText('₦1,540,000.00')).toBeTruthy();
    expect(selected.getByText('in 12 days')).toBeTruthy();
    expect(selected.getAllByTestId('repayment-option')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Confirm pricing' })).toBeNull();
    expect(within(section('Audit trail')).getByText('Quote sent to the customer')).toBeTruthy();

    const costs = within(section('Installation and transport cost'));
    const installation = costs.getByLabelText('Installation cost') as HTMLInputElement;
    expect(installation.value).toBe('50,000');
    await userEvent.clear(installation);
    await userEvent.type(installation, '150000');
    expect(installation.value).toBe('150,000');
    await userEvent.click(costs.getByRole('button', { name: 'Save installation cost' }));
    expect(await costs.findByText('Installation cost successfully updated')).toBeTruthy();
    expect(api.callsTo('POST Quote/UpdateQuoteInstallationCost')[0]?.body).toEqual({ quoteId: 3, amount: 150000 });
    await waitFor(() => expect(api.callsTo('GET Quote/GetQuoteRequest')).toHaveLength(2)); // reloaded

    // Whole naira: kobo is refused before it is sent, in the API's words (issue 19).
    const transport = costs.getByLabelText('Transport cost');
    await userEvent.clear(transport);
    await userEvent.type(transport, '15000.5');
    await userEvent.click(costs.getByRole('button', { name: 'Save transport cost' }));
    expect(await costs.findByText('Enter the transport cost in whole naira, without kobo.')).toBeTruthy();
    expect(api.callsTo('POST Quote/UpdateQuoteTransportationCost')).toEqual([]);
    await userEvent.clear(transport);
    await userEvent.type(transport, '15000');

    await userEvent.click(costs.getByRole('button', { name: 'Save transport cost' }));
    const refusal = await costs.findByRole('alert');
    expect(refusal.textContent).toContain('its costs can no longer change');
    await userEvent.click(within(refusal).getByRole('button', { name: 'Dismiss' }));
    expect(costs.queryByRole('alert')).toBeNull();
  });

  it('records a payment received outside the card flow after a yes, with the spec’s success alert on the page', async () => {
    let paid = false;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        paid
          ? staffRequest({ quoteRequest: { quoteRequestStatus: 3 }, quote: staffQuote({ quoteStatus: 2 }), options })
          : staffRequest({
              quoteRequest: { quoteRequestStatus: 2 },
              quote: staffQuote({ quoteStatus: 1, daysToExpiry: 12 }),
              options,
            }),
      'POST Transaction/ManualSaveQuoteEquityPayment': () => {
        paid = true;
        return { message: 'Payment has been confirmed, please proceed', data: {} };
      },
    });
    open();
    const payment = within(await screen.findByRole('region', { name: 'Record a payment received' }));
    // The two amounts the server takes, named up front.
    expect(
      payment.getByText(/the down payment of ₦462,000\.00, or the full price of ₦1,540,000\.00 paid outright/),
    ).toBeTruthy();
    await userEvent.click(payment.getByRole('button', { name: 'Record' }));
    expect(await payment.findByText('Enter the amount received in naira')).toBeTruthy();
    // Anything else is refused here, with the server's sentence, before it is sent.
    const amount = payment.getByLabelText('Amount received');
    for (const typed of ['500000', '462000.50', '1540001']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(payment.getByRole('button', { name: 'Record' }));
      expect(
        await payment.findByText(
          'Record the down payment of ₦462,000.00 or the full price of ₦1,540,000.00 (paid outright); the amount received must be one of them.',
        ),
      ).toBeTruthy();
    }
    await userEvent.clear(amount);
    await userEvent.type(amount, '462000');
    await userEvent.click(payment.getByRole('button', { name: 'Record' }));
    // Crediting cannot be undone: the amount and the customer are read back first, and Cancel sends nothing.
    let ask = await screen.findByRole('dialog', { name: 'Record ₦462,000.00 paid by Ada Okafor?' });
    expect(within(ask).getByText(/credited as the down payment.*cannot be undone/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST Transaction/ManualSaveQuoteEquityPayment')).toEqual([]);

    await userEvent.click(payment.getByRole('button', { name: 'Record' }));
    ask = await screen.findByRole('dialog', { name: 'Record ₦462,000.00 paid by Ada Okafor?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, record ₦462,000.00' }));
    // The request moves on to status 3 and the form goes; the spec's alert stays, at the top of the page.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Record a payment received' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Payment has been confirmed, please proceed');
    expect(api.callsTo('POST Transaction/ManualSaveQuoteEquityPayment')).toHaveLength(1);
    expect(api.callsTo('POST Transaction/ManualSaveQuoteEquityPayment')[0]?.body).toEqual({
      quoteId: 3,
      amount: 462000,
    });
  });

  it('records the full price of a pay-on-delivery request (status 3), and not once it is paid', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: { quoteRequestStatus: 3 },
          quote: staffQuote({ quoteStatus: 2, payOnDelivery: true }),
          options,
        }),
      'POST Transaction/ManualSaveQuoteEquityPayment': () => ({
        message: 'Payment has been confirmed, please proceed',
        data: {},
      }),
    });
    const first = open();
    const payment = within(await screen.findByRole('region', { name: 'Record a payment received' }));
    expect(payment.getByText(/received by transfer or at the office, on delivery/)).toBeTruthy();
    await userEvent.type(payment.getByLabelText('Amount received'), '1540000');
    await userEvent.click(payment.getByRole('button', { name: 'Record' }));
    const ask = await screen.findByRole('dialog', { name: 'Record ₦1,540,000.00 paid by Ada Okafor?' });
    expect(within(ask).getByText(/credited as the full price, paid outright/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, record ₦1,540,000.00' }));
    expect(await screen.findByText('Payment has been confirmed, please proceed')).toBeTruthy();
    expect(api.callsTo('POST Transaction/ManualSaveQuoteEquityPayment')[0]?.body).toEqual({
      quoteId: 3,
      amount: 1540000,
    });
    first.unmount();

    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({ quoteRequest: { quoteRequestStatus: 3 }, quote: staffQuote({ quoteStatus: 2 }), options }),
    });
    open();
    await screen.findByRole('region', { name: 'Customer' });
    expect(screen.queryByRole('region', { name: 'Record a payment received' })).toBeNull();
  });

  it('shows a payment whose amount differed as held for review, not as not completed', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: { quoteRequestStatus: 2 },
          quote: staffQuote({ quoteStatus: 1, daysToExpiry: 12 }),
          options,
          transactions: [
            {
              dateCreated: '2030-01-04T10:00:00.000Z',
              successful: false,
              status: 'conflict',
              amountInTransaction: 461900,
              transactionType: 0,
            },
            {
              dateCreated: '2030-01-03T10:00:00.000Z',
              successful: false,
              status: 'failed',
              amountInTransaction: 462000,
              transactionType: 0,
            },
          ],
          auditTrail: [
            {
              action: 'payment.conflict',
              actor: 'System',
              before: { reference: 'IMP-2', purpose: 'equity', amount: 462000, currency: 'NGN' },
              after: { reference: 'IMP-2', amount: 461900, currency: 'NGN' },
              date: '2030-01-04T10:00:00.000Z',
            },
          ],
        }),
    });
    open();
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    const [held, failed] = payments.getAllByRole('listitem');
    expect(within(held!).getByText('Held for review')).toBeTruthy();
    expect(within(held!).getByText('₦461,900.00')).toBeTruthy();
    expect(within(held!).queryByText('Not completed')).toBeNull();
    expect(within(failed!).getByText('Not completed')).toBeTruthy();
    const trail = within(section('Audit trail'));
    expect(trail.getByText('Payment held for review')).toBeTruthy();
    expect(trail.getByText('Received ₦461,900.00, ₦462,000.00 down payment due')).toBeTruthy();
  });

  it('shows a refund due when money came in above the first payment, and what is still to pay when short of it', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: { quoteRequestStatus: 3 },
          quote: staffQuote({
            quoteStatus: 2,
            firstPayment: { received: 924000, due: 462000, stillToPay: 0, refundDue: 462000, toInstalments: 0 },
          }),
          transactions: [
            {
              dateCreated: '2030-01-04T10:00:00.000Z',
              successful: true,
              amountInTransaction: 462000,
              transactionType: 0,
              purpose: 'outright',
            },
            {
              dateCreated: '2030-01-03T10:00:00.000Z',
              successful: true,
              amountInTransaction: 462000,
              transactionType: 0,
              purpose: 'equity',
            },
          ],
          auditTrail: [
            {
              action: 'payment.refund-due',
              actor: 'System',
              before: null,
              after: {
                amount: 462000,
                reason: 'Received above the first payment of this request: refund it to the customer.',
              },
              date: '2030-01-04T10:00:00.000Z',
            },
          ],
        }),
    });
    open();
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    // Each payment says what it was for.
    const [outright, equity] = payments.getAllByRole('listitem');
    expect(outright!.textContent).toContain('Paid in full');
    expect(equity!.textContent).toContain('Down payment');
    expect(equity!.textContent).not.toContain('or outright');
    expect(payments.getByTestId('refund-due').textContent).toContain(
      'Refund due: ₦462,000.00, received above the first payment of ₦462,000.00.',
    );
    // Support see it; recording the refund is an administrator's.
    expect(payments.getByTestId('refund-due').textContent).toContain(
      'An administrator records the refund once it is made.',
    );
    expect(payments.queryByRole('button', { name: 'Record refund made' })).toBeNull();
    const trail = within(section('Audit trail'));
    expect(trail.getByText('Refund due to the customer')).toBeTruthy();
    expect(trail.getByText('₦462,000.00 received above the first payment: refund it')).toBeTruthy();
  });

  it('lets an administrator record a refund made, read back for a yes, and shows what went back', async () => {
    signIn({ userRole: UserRole.Admin });
    let firstPayment = {
      received: 924000,
      due: 462000,
      stillToPay: 0,
      refundDue: 462000,
      toInstalments: 0,
      refunded: 0,
    };
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: { quoteRequestStatus: 3 },
          quote: staffQuote({ quoteStatus: 2, firstPayment }),
          transactions: [
            {
              dateCreated: '2030-01-03T10:00:00.000Z',
              successful: true,
              amountInTransaction: 924000,
              transactionType: 0,
            },
          ],
        }),
      'POST Transaction/RecordRefund': () => {
        firstPayment = { ...firstPayment, refundDue: 162000, refunded: 300000 };
        return {
          message: 'The refund is recorded and the customer has been told.',
          data: { id: 1, refundDue: 162000 },
        };
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Record refund made' }));
    const amount = screen.getByLabelText('Amount refunded');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That is more than is due: ₦462,000.00 is to be refunded.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '300000');
    await userEvent.type(screen.getByLabelText('Refund reference'), 'TRF-778812');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: /^Record ₦300,000.00 refunded to / })).toBeTruthy();
    expect(api.callsTo('POST Transaction/RecordRefund')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, record it' }));
    expect(await screen.findByText(/^₦300,000.00 refunded to .* is recorded\.$/)).toBeTruthy();
    expect(api.callsTo('POST Transaction/RecordRefund')[0]!.body).toEqual({
      quoteId: expect.any(Number),
      amount: 300000,
      reference: 'TRF-778812',
      refundedOn: lagosDate(new Date()),
    });
    expect(
      await screen.findByText('₦300,000.00 received above the first payment has been refunded to the customer.'),
    ).toBeTruthy();
    expect(screen.getByTestId('refund-due').textContent).toContain('Refund due: ₦162,000.00');
  });

  it('offers Assign Date and Confirm Installation once an engineer is on it, and confirms the installation', async () => {
    let view: StaffQuoteRequest = staffRequest({
      quoteRequest: { quoteRequestStatus: 4 },
      quote: staffQuote({ quoteStatus: 2, installationStatus: 1, fulfilmentDate: '2020-02-01' }), // a booked day gone by
      supportStaff: { id: 40, firstname: 'Emeka', lastname: 'Eze', phone: '08090000000', image: null, rating: 4.5 },
      transactions: [
        { dateCreated: '2030-01-03T10:00:00.000Z', successful: true, amountInTransaction: 462000, transactionType: 0 },
      ],
    });
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => view,
      'POST Quote/InstallationCompletion': () => {
        view = { ...view, quote: { ...view.quote!, installationStatus: 3 } };
        return { message: 'Installation marked complete. The customer will be asked to confirm.', data: {} };
      },
    });
    open();
    const assign = await screen.findByRole('link', { name: 'Assign Date' });
    // The route table's /assign-date/{id}/{quoteId}: the quote's id, then the request's.
    expect(assign.getAttribute('href')).toBe('/assign-date/3/7');
    const payments = within(section('Payments'));
    expect(payments.getByText('Down payment or outright')).toBeTruthy();
    expect(payments.getByText('₦462,000.00')).toBeTruthy();
    expect(payments.getByText('Paid')).toBeTruthy();
    const installation = within(section('Installation'));
    expect(installation.getByText('Emeka Eze')).toBeTruthy();
    expect(installation.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Installation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Confirm installation' }));
    const day = dialog.getByLabelText('Day of the installation') as HTMLInputElement;
    const today = lagosDate(new Date());
    expect(day.max).toBe(today);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Installation' }));
    expect(dialog.getByText('Add a short comment about the installation')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Comment'), 'Panels on the roof, inverter in the store.');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Installation' }));

    expect(
      await screen.findByText('Installation marked complete. The customer will be asked to confirm.'),
    ).toBeTruthy();
    expect(api.callsTo('POST Quote/InstallationCompletion')[0]?.body).toEqual({
      quoteId: 3,
      fulfilmentDate: today,
      installationData: 'Panels on the roof, inverter in the store.',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm Installation' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Assign Date' })).toBeNull();
  });

  it('offers an engineer, on their own job, Confirm Installation and none of the staff actions', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true, firstname: 'Emeka', lastname: 'Eze' });
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: { quoteRequestStatus: 4 },
          quote: staffQuote({ quoteStatus: 2, installationStatus: 2, fulfilmentDate: '2020-02-01' }),
          supportStaff: { id: 40, firstname: 'Emeka', lastname: 'Eze', phone: '08090000000', image: null, rating: 4.5 },
        }),
    });
    open();
    expect(await screen.findByRole('button', { name: 'Confirm Installation' })).toBeTruthy();
    expect(within(section('Installation')).getByText('Customer has confirmed installation date')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Assign Date' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Confirm pricing' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Installation and transport cost' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Record a payment received' })).toBeNull();
  });

  it('does not offer Confirm Installation before the booked day, and says what to do instead', async () => {
    const later = lagosDate(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
    const view = staffRequest({
      quoteRequest: { quoteRequestStatus: 4 },
      quote: staffQuote({ quoteStatus: 2, installationStatus: 2, fulfilmentDate: later }),
      supportStaff: { id: 40, firstname: 'Emeka', lastname: 'Eze', phone: '08090000000', image: null, rating: 4.5 },
    });
    fakeApi({ 'GET Quote/GetQuoteRequest': () => view });
    const staffView = open();
    await screen.findByRole('link', { name: 'Assign Date' });
    expect(screen.queryByRole('button', { name: 'Confirm Installation' })).toBeNull();
    expect(screen.getByTestId('booked-later').textContent).toMatch(
      /^Booked for .+: the installation can be confirmed on that day or after\. If the work was done earlier, change the date first \(Assign Date\)\.$/,
    );
    staffView.unmount();

    signIn({ userRole: UserRole.Support, isEngineer: true, firstname: 'Emeka', lastname: 'Eze' });
    open();
    expect((await screen.findByTestId('booked-later')).textContent).toMatch(
      /ask support to change the installation date first\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Confirm Installation' })).toBeNull();
  });

  it('shows the customer’s pending payment link with Copy, and nothing when there is none', async () => {
    const url = 'https://checkout.paystack.com/0peioxfhpn';
    let view = staffRequest({
      quoteRequest: { quoteRequestStatus: 2 },
      quote: staffQuote({ quoteStatus: 1, daysToExpiry: 12 }),
      options,
      authorizationLink: url,
    });
    fakeApi({ 'GET Quote/GetQuoteRequest': () => view });
    const user = userEvent.setup();
    const { unmount } = open();
    const customer = within(await screen.findByRole('region', { name: 'Customer' }));
    expect(customer.getByText('Payment link')).toBeTruthy();
    expect(customer.getByRole('link', { name: url }).getAttribute('href')).toBe(url);
    await user.click(customer.getByRole('button', { name: 'Copy the payment link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(customer.getByRole('button', { name: 'Payment link copied' }).textContent).toBe('Copied');
    unmount();

    view = { ...view, authorizationLink: null };
    open();
    const without = within(await screen.findByRole('region', { name: 'Customer' }));
    expect(without.queryByText('Payment link')).toBeNull();
    expect(without.queryByRole('button', { name: /Copy/ })).toBeNull();
  });

  it('sends a customer who opens an Active Quote card to the quote details of that request', async () => {
    signIn({ userRole: UserRole.Customer });
    const api = fakeApi({});
    renderRoute(<RequestDetailPage />, '/request-detail/:id', '/request-detail/7');
    expect((await screen.findByTestId('where')).textContent).toBe('/quote-details?id=7');
    expect(api.callsTo('GET Quote/GetQuoteRequest')).toHaveLength(0);
  });

  it("shows the server's message when the request cannot be loaded", async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => failure(404, 'Quote request not found.', 'NOT_FOUND') });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Quote request not found.');
    expect(screen.getByRole('link', { name: 'Back to requests' }).getAttribute('href')).toBe('/get-requests');
  });

  it('tells an engineer a request is not theirs, with the way back to their jobs, not "Try again"', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true, firstname: 'Emeka', lastname: 'Eze' });
    const notYours =
      'This request is not assigned to you: engineers see only the installations assigned to them. Ask support if it should be yours.';
    const api = fakeApi({ 'GET Quote/GetQuoteRequest': () => failure(403, notYours, 'FORBIDDEN') });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You cannot open this request');
    expect(alert.textContent).toContain(notYours);
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my installations' }).getAttribute('href')).toBe(
      '/installer-profile',
    );
    expect(api.callsTo('GET Quote/GetQuoteRequest')).toHaveLength(1); // a 403 is not asked again
  });
});

describe('/request-detail/:id of a bank request (issue 22)', () => {
  it('links to the bank application', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          financialInstitution: { id: 1, name: 'Sterling Bank', applicationStage: 'awaiting-decision' },
        }),
    });
    open();
    const link = await screen.findByRole('link', { name: 'Sterling Bank: open the application' });
    expect(link.getAttribute('href')).toBe('/bank-application/7');
  });
});
