import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downPaymentOptions } from '@imole/domain/finance';
import { formatNaira } from '@imole/domain/format';
import { nairaToKobo } from '@imole/domain/money';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, type FakeRequest } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import ConfirmPricingPage from './confirm-pricing-page.tsx';
import type { StaffQuoteRequest } from './api/get-request.ts';
import { catalogue, options, staffQuote, staffRequest } from './test-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

beforeEach(() => {
  signIn({ userRole: UserRole.Support });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const open = () => renderRoute(<ConfirmPricingPage />, '/confirm-pricing/:id', '/confirm-pricing/7');
const lines = () => screen.queryAllByTestId('pricing-line');
const lineNamed = (name: string) => lines().find((line) => within(line).queryByRole('heading', { name }))!;
const total = () => screen.getByTestId('pricing-total').textContent;
const terms = { equityPercentages: [30, 50], monthlyInterestRateBps: 300, effectiveAnnualRate: 42.58 };

/** The options shown live are the domain's downPaymentOptions of the typed total, figure by figure. */
async function expectLiveOptions(totalNaira: number, months: number) {
  const expected = downPaymentOptions(nairaToKobo(totalNaira), terms, months);
  await waitFor(() =>
    expect(within(screen.getByTestId('live-options')).getByText(new RegExp(`over ${months} months`))).toBeTruthy(),
  );
  const live = within(screen.getByTestId('live-options'));
  expect(
    live.getByText(`As the customer will see them for ${formatNaira(totalNaira)}, over ${months} months.`),
  ).toBeTruthy();
  const shown = live.getAllByTestId('repayment-option');
  expect(shown).toHaveLength(expected.length);
  expected.forEach((option, index) => {
    const card = within(shown[index]!);
    expect(card.getByText(`${option.equityPecentage}% down payment`)).toBeTruthy();
    expect(card.getByText(`Monthly, ${months} months`)).toBeTruthy();
    for (const figure of [option.equityPayment, option.monthlyRepayment, option.totalRepayable, option.costOfCredit])
      expect(card.getByText(formatNaira(figure))).toBeTruthy();
  });
  return expected;
}

/** The packages' own installation and transport costs (naira), as GetPricingTerms answers them. */
const packageCosts: Record<number, { installationCost: number; transportCost: number }> = {
  3: { installationCost: 60000, transportCost: 20000 },
  5: { installationCost: 45000, transportCost: 15000 },
};

/** A fake server that keeps what is saved, the way the API does. */
function pricingServer(initial: StaffQuoteRequest) {
  let view = initial;
  return {
    get view() {
      return view;
    },
    handlers: {
      'GET Quote/GetQuoteRequest': () => view,
      'GET Product/InstallationComponentsByCategoryWithoutImage': () => ({ data: catalogue }),
      'GET Quote/GetQuoteRepaymentsRange': () => ({ data: options, selected: null, effectiveAnnualRate: 42.58 }),
      // A package (id 3) has its own plan length and costs; a system built from components gets 12 months, no costs.
      'GET Quote/GetPricingTerms': ({ query }: FakeRequest) => ({
        data: {
          ...terms,
          planLengthMonths: query.get('productId') === '3' ? 18 : 12,
          ...(packageCosts[Number(query.get('productId'))] ?? { installationCost: null, transportCost: null }),
        },
      }),
      'POST Quote/AssignProductToQuote': ({ body }: FakeRequest) => {
        const input = body as {
          productId: number | null;
          components: { componentId: number; quantity: number; unitPrice: number }[];
        };
        // A new quote made from a package starts with the package's costs, as the API does.
        const quote =
          view.quote ??
          staffQuote({
            installationCost: packageCosts[input.productId ?? 0]?.installationCost ?? 0,
            transportCost: packageCosts[input.productId ?? 0]?.transportCost ?? 0,
          });
        view = {
          ...view,
          quote,
          quoteLines: input.components.map((c, n) => {
            const entry = catalogue
              .flatMap((cat) => cat.data.map((d) => ({ ...d, categoryName: cat.categoryName })))
              .find((d) => d.id === c.componentId)!;
            return {
              id: 100 + n,
              componentId: c.componentId,
              name: entry.name,
              categoryName: entry.categoryName,
              unitPrice: c.unitPrice,
              quantity: c.quantity,
            };
          }),
        };
        return {
          message: 'The system is saved on the quote.',
          data: {
            id: quote.id,
            quoteRequestId: 7,
            quoteStatus: 0,
            productName: 'Custom system',
            installationCost: quote.installationCost,
            transportCost: quote.transportCost,
          },
        };
      },
      'POST Quote/UpdateQuoteInstallationCost': ({ body }: FakeRequest) => {
        const { amount } = body as { amount: number };
        view = { ...view, quote: { ...view.quote!, installationCost: amount } };
        return { message: 'Installation cost successfully updated', data: {} };
      },
      'POST Quote/UpdateQuoteTransportationCost': ({ body }: FakeRequest) => {
        const { amount } = body as { amount: number };
        view = { ...view, quote: { ...view.quote!, transportCost: amount } };
        return { message: 'Transportation cost successfully updated', data: {} };
      },
    },
  };
}

describe('/confirm-pricing/:id', () => {
  it('starts from the customer’s components, edits the lines, saves them with the costs and sends the quote', async () => {
    const server = pricingServer(staffRequest());
    const api = fakeApi({
      ...server.handlers,
      'POST Quote/ConfirmQuotePricing': () => ({
        message: 'The quote has been sent to the customer.',
        data: {
          quote: {
            id: 3,
            quoteRequestId: 7,
            quoteStatus: 1,
            productName: 'Custom system',
            installationCost: 50000,
            transportCost: 20000,
          },
          totalAssetAmount: 1_540_000,
          expiresAt: '2030-01-16T10:00:00.000Z',
          options,
        },
      }),
    });
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm pricing' })).toBeTruthy();
    expect(await screen.findByText(/No components yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /The customer's package/ })).toBeNull(); // no package chosen
    await userEvent.click(screen.getByRole('button', { name: "The customer's components" }));

    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(total()).toBe('₦1,270,000.00');
    // Before anything is saved, every option the customer will be offered, live.
    await expectLiveOptions(1_270_000, 12);
    expect(api.callsTo('GET Quote/GetPricingTerms')[0]?.query.toString()).toBe('');

    // A line: quantity and unit price (prefilled from the catalogue), then the total and the options follow.
    const battery = within(lineNamed('220 Ah tubular battery'));
    expect((battery.getByLabelText('Unit price') as HTMLInputElement).value).toBe('310,000');
    await userEvent.clear(battery.getByLabelText('Quantity'));
    await userEvent.type(battery.getByLabelText('Quantity'), '4x');
    expect((battery.getByLabelText('Quantity') as HTMLInputElement).value).toBe('4');
    expect(total()).toBe('₦1,890,000.00');
    await expectLiveOptions(1_890_000, 12);

    // Add a panel from the catalogue; a component already on the quote cannot be added twice.
    const add = screen.getByLabelText('Add a component') as HTMLSelectElement;
    expect((within(add).getByRole('option', { name: /220 Ah tubular battery/ }) as HTMLOptionElement).disabled).toBe(
      true,
    );
    await userEvent.selectOptions(add, '31');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the quote' }));
    expect(lines()).toHaveLength(3);
    const panel = within(lineNamed('550 W monocrystalline panel'));
    await userEvent.clear(panel.getByLabelText('Quantity'));
    await userEvent.type(panel.getByLabelText('Quantity'), '6');
    await userEvent.clear(panel.getByLabelText('Unit price'));
    await userEvent.type(panel.getByLabelText('Unit price'), '140000');
    expect((panel.getByLabelText('Unit price') as HTMLInputElement).value).toBe('140,000');

    // Remove the inverter.
    await userEvent.click(screen.getByRole('button', { name: 'Remove 3.5 kVA / 24 V hybrid inverter' }));
    expect(lines()).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Installation cost'), '75000');
    await userEvent.type(screen.getByLabelText('Transport cost'), '25000.5');
    expect((screen.getByLabelText('Installation cost') as HTMLInputElement).value).toBe('75,000');
    // Costs are whole naira: kobo is refused under the box, in the API's words, and nothing is sent (issue 19).
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const transportBox = screen.getByLabelText('Transport cost');
    expect(transportBox.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Enter the transport cost in whole naira, without kobo.').length).toBeGreaterThan(0);
    expect(api.callsTo('POST Quote/AssignProductToQuote')).toEqual([]);
    await userEvent.clear(transportBox);
    await userEvent.type(transportBox, '25000');
    expect(transportBox.getAttribute('aria-invalid')).toBeNull();
    expect(total()).toBe('₦2,180,000.00');
    await expectLiveOptions(2_180_000, 12);

    expect((screen.getByRole('button', { name: 'Send to customer' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/The system is saved on the quote\. Installation cost successfully updated/);

    expect(api.callsTo('POST Quote/AssignProductToQuote')[0]?.body).toEqual({
      quoteRequestId: 7,
      productId: null,
      components: [
        { componentId: 21, quantity: 4, unitPrice: 310000 },
        { componentId: 31, quantity: 6, unitPrice: 140000 },
      ],
    });
    expect(api.callsTo('POST Quote/UpdateQuoteInstallationCost')[0]?.body).toEqual({ quoteId: 3, amount: 75000 });
    expect(api.callsTo('POST Quote/UpdateQuoteTransportationCost')[0]?.body).toEqual({ quoteId: 3, amount: 25000 });

    // Saved: the server's figures, and Send is open.
    const send = screen.getByRole('button', { name: 'Send to customer' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    const saved = within(screen.getByTestId('saved-figures'));
    expect(saved.getByText(/Saved: ₦1,540,000.00/)).toBeTruthy();
    expect(within(screen.getByTestId('live-options')).getByText('Effective annual rate 42.58%.')).toBeTruthy();
    // Before sending, the dialog lists the server's options for the saved draft.
    await waitFor(() =>
      expect(api.callsTo('GET Quote/GetQuoteRepaymentsRange').at(-1)?.query.get('quoteId')).toBe('3'),
    );
    await userEvent.click(send);
    const dialog = within(screen.getByRole('dialog', { name: 'Send this quote to the customer?' }));
    expect(dialog.getByText('₦1,540,000.00')).toBeTruthy();
    expect(dialog.getAllByTestId('repayment-option')).toHaveLength(2);
    expect(dialog.getByText('50% down payment')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Send to customer' }));

    expect(await screen.findByText('The quote has been sent to the customer')).toBeTruthy();
    expect(api.callsTo('POST Quote/ConfirmQuotePricing')[0]?.body).toEqual({ quoteId: 3 });
    expect(screen.getAllByTestId('repayment-option')).toHaveLength(2);
    const first = within(screen.getAllByTestId('repayment-option')[0]!);
    expect(first.getByText('30% down payment')).toBeTruthy();
    expect(first.getByText('₦462,000.00')).toBeTruthy();
    expect(first.getByText('₦99,450.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the Ready requests' }).getAttribute('href')).toBe(
      '/get-requests?tab=ready',
    );
  });

  it('starts from the customer’s package with the lines the request copied from it', async () => {
    const server = pricingServer(
      staffRequest({
        quoteRequest: { productId: 3 },
        quoteRequestProduct: { id: 3, name: 'Solar Home 3.5kVA', description: '…', warrantyPeriod: 24, price: 3485000 },
      }),
    );
    const api = fakeApi(server.handlers);
    open();
    await userEvent.click(await screen.findByRole('button', { name: "The customer's package: Solar Home 3.5kVA" }));
    // The package's lines are not offered a second time as "the customer's components".
    expect(screen.queryByRole('button', { name: "The customer's components" })).toBeNull();
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(api.callsTo('GET Product/GetWebProductById')).toHaveLength(0);
    // The package's own installation and transport costs are put in their fields, still editable.
    await waitFor(() => expect((screen.getByLabelText('Installation cost') as HTMLInputElement).value).toBe('60,000'));
    expect((screen.getByLabelText('Transport cost') as HTMLInputElement).value).toBe('20,000');
    expect(screen.getByTestId('costs-from').textContent).toBe(
      'Started from Solar Home 3.5kVA’s own costs; change them if this house needs more or less.',
    );
    // The options follow the package's plan length (the server gives the quote the package's), and its costs.
    await expectLiveOptions(1_350_000, 18);
    expect(total()).toBe('₦1,350,000.00');
    expect(api.callsTo('GET Quote/GetPricingTerms').at(-1)?.query.get('productId')).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST Quote/AssignProductToQuote')).toHaveLength(1));
    expect(api.callsTo('POST Quote/AssignProductToQuote')[0]?.body).toMatchObject({
      productId: 3,
      components: [
        { componentId: 11, quantity: 1, unitPrice: 650000 },
        { componentId: 21, quantity: 2, unitPrice: 310000 },
      ],
    });
    // The quote already has the package's costs: saving leaves them as they are (never ₦0).
    await screen.findByText('The system is saved on the quote.');
    expect(api.callsTo('POST Quote/UpdateQuoteInstallationCost')).toEqual([]);
    expect(api.callsTo('POST Quote/UpdateQuoteTransportationCost')).toEqual([]);
    expect(server.view.quote).toMatchObject({ installationCost: 60000, transportCost: 20000 });
  });

  it('keeps a cost changed after starting from the package, and saves that one', async () => {
    const server = pricingServer(
      staffRequest({
        quoteRequest: { productId: 3 },
        quoteRequestProduct: { id: 3, name: 'Solar Home 3.5kVA', description: '…', warrantyPeriod: 24, price: 3485000 },
      }),
    );
    const api = fakeApi(server.handlers);
    open();
    await userEvent.click(await screen.findByRole('button', { name: "The customer's package: Solar Home 3.5kVA" }));
    const transportBox = screen.getByLabelText('Transport cost') as HTMLInputElement;
    await waitFor(() => expect(transportBox.value).toBe('20,000'));
    await userEvent.clear(transportBox);
    await userEvent.type(transportBox, '35000');
    expect(total()).toBe('₦1,365,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Transportation cost successfully updated/);
    expect(api.callsTo('POST Quote/UpdateQuoteTransportationCost')[0]?.body).toEqual({ quoteId: 3, amount: 35000 });
    expect(api.callsTo('POST Quote/UpdateQuoteInstallationCost')).toEqual([]);
    expect(server.view.quote).toMatchObject({ installationCost: 60000, transportCost: 35000 });
  });

  it('starts from a package whose lines the request does not carry by matching them to the catalogue (Lithium)', async () => {
    const server = pricingServer(
      staffRequest({
        quoteRequest: { productId: 3, isLithiumComponent: true, installationComponents: [] },
        quoteRequestProduct: { id: 3, name: 'Solar Home 3.5kVA', description: '…', warrantyPeriod: 24, price: 3485000 },
      }),
    );
    const api = fakeApi({
      ...server.handlers,
      'GET Product/GetWebProductById': ({ query }) => ({
        data: {
          product: { id: 3, name: 'Solar Home 3.5kVA' },
          componentIdToSwitch: 21,
          productComponents:
            query.get('ComponentIdToRemove') === '21'
              ? [
                  { name: '3.5 kVA / 24 V hybrid inverter', quantity: 1 },
                  { name: '5 kWh lithium battery', quantity: 2 },
                  { name: 'Mounting kit', quantity: 1 },
                ]
              : [{ name: '220 Ah tubular battery', quantity: 4 }],
        },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: "The customer's package: Solar Home 3.5kVA" }));
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(lineNamed('5 kWh lithium battery')).toBeTruthy();
    expect(screen.getByText(/Not in the component list, so not added: Mounting kit/)).toBeTruthy();
    expect(screen.getByText('Solar Home 3.5kVA', { selector: 'span' })).toBeTruthy(); // "Based on …"
    expect(api.callsTo('GET Product/GetWebProductById').map((c) => c.query.get('ComponentIdToRemove'))).toEqual([
      '0',
      '21',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST Quote/AssignProductToQuote')).toHaveLength(1));
    expect(api.callsTo('POST Quote/AssignProductToQuote')[0]?.body).toMatchObject({ productId: 3 });
  });

  it('on a bank request says the bank pays the total and the customer then sends its undertaking: no Imole plans', async () => {
    const server = pricingServer(
      staffRequest({
        isFinancialInstitutionQuote: true,
        financialInstitution: { id: 1, name: 'Sterling Bank', applicationStage: 'awaiting-price' },
      }),
    );
    fakeApi({
      ...server.handlers,
      'POST Quote/ConfirmQuotePricing': () => ({
        message: 'The quote has been sent to the customer.',
        data: {
          quote: { id: 3, quoteRequestId: 7, quoteStatus: 1, productName: 'Custom system' },
          totalAssetAmount: 1_270_000,
          expiresAt: '2030-01-16T10:00:00.000Z',
          options,
        },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: "The customer's components" }));
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(screen.getByTestId('bank-pays-live').textContent).toMatch(/^Sterling Bank pays Imole this total/);
    expect(screen.queryByTestId('live-options')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/The system is saved on the quote/);
    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this quote to the customer?' }));
    expect(dialog.getByTestId('bank-pays').textContent).toBe(
      'Sterling Bank pays the total of ₦1,540,000.00 once its loan officer approves. Imole offers this customer no down payment or monthly plan: they repay Sterling Bank on the bank’s terms.Once sent, the customer downloads the bank’s undertaking form from their dashboard, signs it and sends it back; then Sterling Bank decides.',
    );
    expect(dialog.queryByText(/% down payment/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Send to customer' }));
    expect(await screen.findByText('The quote has been sent to the customer')).toBeTruthy();
    expect(screen.getByTestId('bank-pays').textContent).toMatch(/Now the customer downloads the bank’s undertaking/);
    expect(screen.queryByRole('heading', { name: 'Down-payment options' })).toBeNull();
    expect(screen.queryByText(/% down payment/)).toBeNull();
  });

  it('does not take a priced system for the customer’s package when a changed request comes back to pricing', async () => {
    fakeApi(
      pricingServer(
        staffRequest({
          quoteRequest: { quoteRequestStatus: 1 },
          // Once sent, the staff view describes the priced system here (no package behind it: id null).
          quoteRequestProduct: {
            id: null,
            name: 'Custom system',
            description: '…',
            warrantyPeriod: 12,
            price: 1540000,
          },
          quote: staffQuote({ quoteStatus: 1 }),
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
        }),
      ).handlers,
    );
    open();
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /The customer's package/ })).toBeNull();
    expect(screen.getByRole('button', { name: "The customer's components" })).toBeTruthy();
  });

  it('asks before replacing lines already on screen, and offers the recommended package', async () => {
    const server = pricingServer(
      staffRequest({
        quoteRequest: {
          sizing: {
            dailyEnergyWh: 5200,
            peakLoadW: 1400,
            inverterW: 2800,
            inverterKva: 3.5,
            backupHours: 8,
            batteryKwhTubular: 9.6,
            batteryKwhLithium: 7.2,
            panelWatts: 550,
            panelCount: 6,
            peakSunHours: 4.5,
            product: { id: 5, name: 'Inverter Basic 1.5kVA' },
          },
        },
      }),
    );
    fakeApi({
      ...server.handlers,
      'GET Product/GetWebProductById': () => ({
        data: {
          product: { id: 5 },
          componentIdToSwitch: null,
          productComponents: [{ name: '1.5 kVA inverter', quantity: 1 }],
        },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: "The customer's components" }));
    await waitFor(() => expect(lines()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'The recommended package: Inverter Basic 1.5kVA' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace the lines?' });
    expect(
      within(dialog).getByText(
        /replaced by the recommended package: inverter basic 1\.5kva, and the installation and transport costs by its own\./,
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(lineNamed('1.5 kVA inverter')).toBeTruthy();
    expect((screen.getByLabelText('Installation cost') as HTMLInputElement).value).toBe('45,000');
    expect((screen.getByLabelText('Transport cost') as HTMLInputElement).value).toBe('15,000');
  });

  it('checks each line before saving, and shows the server’s refusal', async () => {
    const server = pricingServer(staffRequest());
    const api = fakeApi({
      ...server.handlers,
      'POST Quote/AssignProductToQuote': () =>
        failure(409, 'This request has already been priced and sent to the customer.', 'CONFLICT'),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one component to the quote.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: "The customer's components" }));
    await waitFor(() => expect(lines()).toHaveLength(2));
    await userEvent.clear(within(lineNamed('220 Ah tubular battery')).getByLabelText('Quantity'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(lineNamed('220 Ah tubular battery')).getByText('Please add quantity')).toBeTruthy();
    expect(api.callsTo('POST Quote/AssignProductToQuote')).toHaveLength(0);

    await userEvent.type(within(lineNamed('220 Ah tubular battery')).getByLabelText('Quantity'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('This request has already been priced and sent to the customer.');
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    );
    expect(screen.queryByText('This request has already been priced and sent to the customer.')).toBeNull();
  });

  it('opens a saved draft with its lines and costs, and says when a request is already priced', async () => {
    const draft = staffRequest({
      quote: staffQuote(),
      quoteLines: [
        {
          id: 100,
          componentId: 11,
          name: '3.5 kVA / 24 V hybrid inverter',
          categoryName: 'Inverters',
          unitPrice: 640000,
          quantity: 1,
        },
      ],
    });
    fakeApi(pricingServer(draft).handlers);
    const first = open();
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect((within(lines()[0]!).getByLabelText('Unit price') as HTMLInputElement).value).toBe('640,000');
    expect((screen.getByLabelText('Installation cost') as HTMLInputElement).value).toBe('50,000');
    expect((screen.getByRole('button', { name: 'Send to customer' }) as HTMLButtonElement).disabled).toBe(false);
    first.unmount();

    fakeApi(
      pricingServer(staffRequest({ quoteRequest: { quoteRequestStatus: 2 }, quote: staffQuote({ quoteStatus: 1 }) }))
        .handlers,
    );
    open();
    expect(await screen.findByText('This request is already priced')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
