import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNaira } from '@imole/domain/format';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, reply } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { signIn } from '../../test/users.ts';
import type { SampleQuote } from './api/sample-quote-api.ts';
import AgentPackagesPage from './agent-packages-page.tsx';
import SampleQuotePage from './sample-quote-page.tsx';
import SalesDashboardPage from './sales-dashboard-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const agent = () =>
  signIn({ id: 9, userRole: UserRole.SalesAgent, firstname: 'Kemi', lastname: 'Adeyemi', phoneNumber: '08030000005' });

const packages = [
  {
    product: {
      id: 2,
      name: 'Home 3.5 kVA',
      description: 'Lights, fans, TV and a fridge',
      repaymentAmount: 124_308,
      repaymentLength: 6,
      initialPayment: 288_600,
      oneOffPaymentCost: 962_000,
      warrantyPeriod: 24,
      hasSolarPanel: true,
    },
    productComponents: [{ name: '12 V 220 Ah tubular battery', quantity: 2 }],
    componentIdToSwitch: 11,
  },
  {
    product: {
      id: 3,
      name: 'Starter 1.5 kVA',
      description: 'Lights and a TV',
      repaymentAmount: 50_000,
      repaymentLength: 6,
      initialPayment: 100_000,
      oneOffPaymentCost: 400_000,
      warrantyPeriod: 12,
      hasSolarPanel: false,
    },
    productComponents: [],
    componentIdToSwitch: null,
  },
];

const sample = (overrides: Partial<SampleQuote> = {}): SampleQuote => ({
  id: 41,
  referenceNo: 'SQ-ABCD-2345',
  prospectName: 'Funke Alabi',
  state: 'Lagos',
  productId: 2,
  productName: 'Home 3.5 kVA',
  isLithiumComponent: true,
  lines: [{ name: '12 V 200 Ah lithium battery', quantity: 2, unitPrice: 400_000, amount: 800_000 }],
  componentsTotal: 800_000,
  installationCost: 50_000,
  transportCost: 20_000,
  totalAssetAmount: 870_000,
  warrantyPeriod: 24,
  repaymentDuration: 6,
  plans: [
    {
      equityPecentage: 30,
      equityPayment: 261_000,
      monthlyRepayment: 112_416,
      repaymentDuration: 6,
      totalRepayable: 935_496,
      costOfCredit: 65_496,
    },
    {
      equityPecentage: 40,
      equityPayment: 348_000,
      monthlyRepayment: 96_357,
      repaymentDuration: 6,
      totalRepayable: 926_142,
      costOfCredit: 56_142,
    },
  ],
  selectedEquityPecentage: null,
  effectiveAnnualRate: 42.58,
  createdAt: '2026-11-26T09:00:00.000Z',
  expiresAt: '2026-12-10T09:00:00.000Z',
  expired: false,
  ...overrides,
});

const states = {
  states: [
    { id: 25, title: 'Lagos' },
    { id: 1, title: 'Abia' },
  ],
};
const list = (data: SampleQuote[]) => ({ data, pageIndex: 1, pageSize: 50, totalCount: data.length, totalPages: 1 });

describe('/agent-sample-quote', () => {
  it('prices the package chosen on /agent-packages with its battery, shows every plan, and downloads the PDF', async () => {
    agent();
    const created = vi.fn(() => ({ data: sample({ selectedEquityPecentage: 40 }) }));
    const api = fakeApi({
      'GET Product/GetProducts': () => ({ data: packages }),
      'GET Location/GetStates': () => states,
      'GET Quote/SampleQuotes': () => list([]),
      'POST Quote/CreateSampleQuoteRequestWithProduct': created,
      'GET Quote/SampleQuotePdf': () => reply(200, '%PDF-1.7'),
      'GET SalesTeam/MyOffer': () => ({ data: { source: 'own', productIds: [2, 3], equityPercentages: [30, 40] } }),
    });
    const createObjectURL = vi.fn(() => 'blob:sample');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage(<SampleQuotePage />, '/agent-sample-quote?product=2');

    expect(await screen.findByRole('heading', { name: 'Sample quote' })).toBeTruthy();
    expect(await screen.findByText('No sample quotes yet')).toBeTruthy();
    const select = await screen.findByRole('combobox', { name: 'Package' });
    expect((select as HTMLSelectElement).value).toBe('2');
    await user.click(screen.getByRole('radio', { name: 'Lithium' }));
    expect(screen.getByText('The price reflects Lithium battery prices.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Their name (optional)' }), 'Funke Alabi');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Their state (optional)' }), 'Lagos');
    const plan = await screen.findByRole('combobox', { name: 'The plan they like (optional)' });
    expect(
      within(plan)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Show every plan the same', '30% down payment', '40% down payment']);
    await user.selectOptions(plan, '40');
    await user.click(screen.getByRole('button', { name: 'See the price' }));

    expect((await screen.findByTestId('sample-total')).textContent).toBe(formatNaira(870_000));
    expect(api.callsTo('POST Quote/CreateSampleQuoteRequestWithProduct')[0]!.body).toEqual({
      productId: 2,
      isLithiumComponent: true,
      prospectName: 'Funke Alabi',
      state: 'Lagos',
      equityPecentage: 40,
    });
    expect(screen.getByText('Sample SQ-ABCD-2345')).toBeTruthy();
    const plans = within(screen.getByRole('list', { name: 'Down payment plans' })).getAllByRole('listitem');
    expect(plans).toHaveLength(2);
    expect(plans[0]!.textContent).toContain(`30% down: ${formatNaira(261_000)}`);
    expect(plans[0]!.textContent).toContain(`then ${formatNaira(112_416)} a month × 6`);
    expect(within(plans[1]!).getByText('Their choice')).toBeTruthy();
    expect(within(plans[0]!).queryByText('Their choice')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Download the PDF' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const pdfCall = api.callsTo('GET Quote/SampleQuotePdf')[0]!;
    expect(pdfCall.query.get('id')).toBe('41');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('builds a sample from components with the agent’s installation estimate, and says what the server refuses', async () => {
    agent();
    const api = fakeApi({
      'GET Product/GetProducts': () => ({ data: packages }),
      'GET Location/GetStates': () => states,
      'GET Quote/SampleQuotes': () => list([]),
      'GET Product/InstallationComponentsByCategoryWithoutImage': () => ({
        data: [
          { categoryName: 'Inverters', data: [{ id: 5, name: '3.5 kVA inverter', unitPrice: 350_000 }] },
          { categoryName: 'Panel cable', data: [{ id: 8, name: '6 mm² cable (yard)', unitPrice: 1_500 }] },
        ],
      }),
      'POST Quote/CreateSampleQuoteRequestWithProduct': () =>
        failure(400, 'Panel cable is sold by the yard: at least 20 yards.', 'VALIDATION_FAILED'),
    });
    const user = userEvent.setup();
    renderPage(<SampleQuotePage />, '/agent-sample-quote');

    await user.click(await screen.findByRole('radio', { name: 'Components' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(screen.getByText('You have not selected a product yet')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Component' }), '5');
    const quantity = screen.getByRole('textbox', { name: 'How many do you need?' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Component' }), '8');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const chosen = screen.getByRole('list', { name: 'Components in the sample' });
    expect(chosen.textContent).toContain('2 × 3.5 kVA inverter');
    expect(chosen.textContent).toContain(formatNaira(701_500));
    await user.type(screen.getByRole('textbox', { name: 'Installation' }), '25000');
    await user.click(screen.getByRole('button', { name: 'See the price' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Panel cable is sold by the yard: at least 20 yards.',
    );
    expect(api.callsTo('POST Quote/CreateSampleQuoteRequestWithProduct')[0]!.body).toEqual({
      installationComponents: [
        { id: 5, quantity: 2 },
        { id: 8, quantity: 1 },
      ],
      installationCost: 25_000,
    });
  });

  it('says the sample is for paying outright when no down-payment plan is open to the agent', async () => {
    agent();
    fakeApi({
      'GET Product/GetProducts': () => ({ data: packages }),
      'GET Location/GetStates': () => states,
      'GET Quote/SampleQuotes': () => list([]),
      'POST Quote/CreateSampleQuoteRequestWithProduct': () => ({ data: sample({ plans: [] }) }),
    });
    const user = userEvent.setup();
    renderPage(<SampleQuotePage />, '/agent-sample-quote?product=3');
    expect(((await screen.findByRole('combobox', { name: 'Package' })) as HTMLSelectElement).value).toBe('3');
    // No lithium option on this package: no battery choice.
    expect(screen.queryByRole('radio', { name: 'Lithium' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See the price' }));
    expect(await screen.findByText(/No down-payment plan is open to you/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Down payment plans' })).toBeNull();
    expect(document.activeElement?.id).toBe('result-heading');
  });

  it('lists the agent’s samples to download again, and says when the PDF cannot be made', async () => {
    agent();
    fakeApi({
      'GET Product/GetProducts': () => ({ data: packages }),
      'GET Location/GetStates': () => states,
      'GET Quote/SampleQuotes': () => ({
        ...list([sample(), sample({ id: 40, referenceNo: 'SQ-WXYZ-7777', prospectName: null, expired: true })]),
        totalCount: 57,
      }),
      'GET Quote/SampleQuotePdf': () => failure(404, 'You have no sample quote with that id.', 'NOT_FOUND'),
    });
    const user = userEvent.setup();
    renderPage(<SampleQuotePage />, '/agent-sample-quote');

    const samples = await screen.findByRole('region', { name: 'Your samples' });
    const items = await within(samples).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Funke Alabi');
    expect(items[0]!.textContent).toContain(formatNaira(870_000));
    expect(items[1]!.textContent).toContain('No name given');
    expect(items[1]!.textContent).toContain('prices expired');
    expect(within(samples).getByText('Your 2 newest of 57 samples.')).toBeTruthy();
    await user.click(within(items[1]!).getByRole('button', { name: 'Download the PDF of SQ-WXYZ-7777' }));
    expect((await within(items[1]!).findByRole('alert')).textContent).toBe('You have no sample quote with that id.');
  });
});

describe('the way to a sample quote', () => {
  it('offers "Make a sample quote" on each package', async () => {
    agent();
    fakeApi({ 'GET Product/GetProducts': () => ({ data: packages }) });
    renderPage(<AgentPackagesPage />, '/agent-packages');
    const links = await screen.findAllByRole('link', { name: 'Make a sample quote' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/agent-sample-quote?product=2',
      '/agent-sample-quote?product=3',
    ]);
  });

  it('puts the sample quote and the undertaking form on the sales home', async () => {
    agent();
    fakeApi({});
    renderPage(<SalesDashboardPage />, '/sales-dashboard');
    const tools = await screen.findByRole('region', { name: 'In the field' });
    expect(
      within(tools)
        .getByRole('link', { name: /Make a sample quote/ })
        .getAttribute('href'),
    ).toBe('/agent-sample-quote');
    expect(
      within(tools)
        .getByRole('link', { name: /New quote for a customer/ })
        .getAttribute('href'),
    ).toBe('/start-quote');
    const form = within(tools).getByRole('link', { name: /Download the undertaking form/ });
    expect(form.getAttribute('href')).toBe('/api/SalesTeam/UndertakingForm');
    expect(form.getAttribute('download')).toBe('Imole-undertaking-form.pdf');
  });
});
