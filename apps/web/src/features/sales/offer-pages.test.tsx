import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { signIn } from '../../test/users.ts';
import type { AgentOfferView } from './api/offer-api.ts';
import AgentOfferAdminPage from './agent-offer-admin-page.tsx';
import AgentPackagesPage, { CoordinatorProductsPage } from './agent-packages-page.tsx';
import SalesPackageDetailPage from './package-detail-page.tsx';
import PackageRepaymentPage from './package-repayment-page.tsx';
import SalesTeamAdminPage from './sales-team-admin-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const agent = (over: { isCoordinator?: boolean } = {}) =>
  signIn({ id: 9, userRole: UserRole.SalesAgent, firstname: 'Kemi', lastname: 'Adeyemi', ...over });
const admin = () => signIn({ id: 1, userRole: UserRole.Admin, firstname: 'Ngozi', lastname: 'Eze' });

const item = (id: number, name: string) => ({
  product: {
    id,
    name,
    description: `${name}, for a flat`,
    repaymentAmount: 98_500,
    repaymentLength: 12,
    initialPayment: 616_000,
    oneOffPaymentCost: 1_540_000,
    warrantyPeriod: 24,
    hasSolarPanel: true,
  },
  productComponents: [{ name: 'Inverter 3.5 kVA', quantity: 1, componentId: 3 }],
  componentIdToSwitch: null,
});

const option = (pct: number) => ({
  equityPecentage: pct,
  equityPayment: pct * 15_400,
  monthlyRepayment: 100_000 - pct * 100,
  repaymentDuration: 12,
  totalRepayable: 1_800_000 - pct * 1000,
  costOfCredit: 260_000,
});

const repayments = (pct: number, plans: number[]) => ({
  product: {
    id: 2,
    name: 'Home 3.5 kVA',
    oneOffPaymentCost: 1_540_000,
    initialPayment: pct * 15_400,
    contributionPecentage: pct,
    repaymentAmount: 100_000 - pct * 100,
    repaymentLength: 12,
  },
  generalRepayment: [
    { totalRepayment: 96_000, installmentDate: '2026-12-26', repaymentStatus: 'pending' },
    { totalRepayment: 96_000, installmentDate: '2027-01-26', repaymentStatus: 'pending' },
  ],
  options: plans.map(option),
  effectiveAnnualRate: 42.58,
});

const detail = {
  ...item(2, 'Home 3.5 kVA'),
  installationCost: 50_000,
  transportCost: 20_000,
  isActive: true,
  batteryType: 'tubular',
  batteryComponentId: null,
  components: [
    { componentId: 3, name: 'Inverter 3.5 kVA', categoryName: 'Inverters', unitPrice: 1_470_000, quantity: 1 },
  ],
};

describe('/agent-packages and /coordinator-all-products', () => {
  it("shows only what the agent may offer, says whose choice it is, and opens a package's detail", async () => {
    agent();
    fakeApi({
      'GET Product/GetProducts': () => ({ data: [item(2, 'Home 3.5 kVA')] }),
      'GET SalesTeam/MyOffer': () => ({ data: { source: 'team', productIds: [2], equityPercentages: [40, 50] } }),
    });
    renderPage(<AgentPackagesPage />, '/agent-packages');
    expect(
      await screen.findByText(
        'An administrator chose what may be offered for your coordinator’s team: only the packages below. Down payments you may offer: 40% or 50%.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('40% down')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home 3.5 kVA' }).getAttribute('href')).toBe('/agent-package-detail/2');
    await userEvent.click(screen.getByRole('link', { name: 'Plans and prices of Home 3.5 kVA' }));
    expect(screen.getByTestId('where').textContent).toBe('/agent-package-detail/2');
  });

  it("opens the coordinator's own package detail, and says nothing is restricted when nothing is", async () => {
    agent({ isCoordinator: true });
    fakeApi({
      'GET Product/GetProducts': () => ({ data: [item(2, 'Home 3.5 kVA')] }),
      'GET SalesTeam/MyOffer': () => ({
        data: { source: 'everything', productIds: null, equityPercentages: [30, 40, 50, 60] },
      }),
    });
    renderPage(<CoordinatorProductsPage />, '/coordinator-all-products');
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(await screen.findByText('Down payments you may offer: 30%, 40%, 50% or 60%.')).toBeTruthy();
    expect(screen.queryByText(/An administrator chose/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Home 3.5 kVA' }).getAttribute('href')).toBe(
      '/cordinator-package-detail/2',
    );
    expect(screen.getByRole('link', { name: 'Packages' }).getAttribute('href')).toBe('/coordinator-all-products');
  });
});

const view = (over: Partial<AgentOfferView> = {}): AgentOfferView => ({
  salesTeamUserId: 9,
  name: 'Kemi Adeyemi',
  isCoordinator: false,
  coordinator: { id: 6, name: 'Emeka Obi' },
  source: 'team',
  own: null,
  team: { productIds: [1, 2], equityPercentages: [40, 50] },
  inForce: { productIds: [1, 2], equityPercentages: [40, 50] },
  packages: [
    { id: 1, name: 'Starter inverter' },
    { id: 2, name: 'Home 3.5 kVA' },
    { id: 3, name: 'Business 5 kVA' },
  ],
  plans: [30, 40, 50, 60],
  ...over,
});

describe('/sales-team/:id/offer', () => {
  it('says what is in force, lets an admin choose for the agent alone, and refuses an empty choice in the page', async () => {
    admin();
    const api = fakeApi({
      'GET SalesTeam/AgentOffer': () => ({ data: view() }),
      'POST SalesTeam/SetAgentOffer': () => ({
        data: view({
          source: 'own',
          own: { productIds: [3], equityPercentages: [50] },
          inForce: { productIds: [3], equityPercentages: [50] },
        }),
      }),
    });
    renderRoute(<AgentOfferAdminPage />, '/sales-team/:id/offer', '/sales-team/9/offer');
    const inForce = await screen.findByRole('region', { name: 'In force now' });
    expect(inForce.textContent).toContain(
      "May offer 2 of 3 packages (Starter inverter, Home 3.5 kVA), on 40% or 50% down: the choice for Emeka Obi's team.",
    );
    expect(screen.getByRole('radio', { name: /Same as Emeka Obi's team/ })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'A choice for Kemi alone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Every package, and any added later' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save for Kemi Adeyemi' }));
    expect(await screen.findByText('Tick at least one package, or Every package.')).toBeTruthy();
    expect(api.callsTo('POST SalesTeam/SetAgentOffer')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Business 5 kVA' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Every down payment offered (30%, 40%, 50% or 60%)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '50% down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save for Kemi Adeyemi' }));
    expect(await screen.findByText('Saved. Kemi Adeyemi sees it on their Packages page now.')).toBeTruthy();
    expect(api.callsTo('POST SalesTeam/SetAgentOffer')[0]!.body).toEqual({
      salesTeamUserId: 9,
      scope: 'agent',
      followTeam: false,
      productIds: [3],
      equityPercentages: [50],
    });
    expect(screen.getByRole('region', { name: 'In force now' }).textContent).toContain(
      'May offer 1 of 3 packages (Business 5 kVA), on 50% down: their own choice.',
    );
  });

  it("sets a coordinator's whole team, and shows the server's refusal", async () => {
    admin();
    const api = fakeApi({
      'GET SalesTeam/AgentOffer': () => ({
        data: view({
          salesTeamUserId: 6,
          name: 'Emeka Obi',
          isCoordinator: true,
          coordinator: null,
          source: 'everything',
          team: null,
          inForce: { productIds: null, equityPercentages: [30, 40, 50, 60] },
        }),
      }),
      'POST SalesTeam/SetAgentOffer': () =>
        failure(400, 'There is no package with id 1. Choose from the packages offered.'),
    });
    renderRoute(<AgentOfferAdminPage />, '/sales-team/:id/offer', '/sales-team/6/offer');
    expect(
      await screen.findByText('May offer every package on every down payment (nobody has chosen otherwise).'),
    ).toBeTruthy();
    // Alone: without a choice of their own, their team's applies to them.
    expect(screen.getByRole('radio', { name: /Same as the rule for the team they lead/ })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Their whole team' }));
    expect(screen.queryByRole('radio', { name: /Same as the rule for the team they lead/ })).toBeNull();
    expect(
      screen.getByText('For Emeka Obi and every agent under them. An agent given a choice of their own keeps it.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Every package, and any added later' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Starter inverter' }));
    await userEvent.click(screen.getByRole('button', { name: "Save for Emeka Obi's team" }));
    expect(await screen.findByText('There is no package with id 1. Choose from the packages offered.')).toBeTruthy();
    expect(api.callsTo('POST SalesTeam/SetAgentOffer')[0]!.body).toEqual({
      salesTeamUserId: 6,
      scope: 'team',
      followTeam: false,
      productIds: [1],
      equityPercentages: null,
    });
  });

  it('is opened from each member on /sales-team', async () => {
    admin();
    fakeApi({
      'GET ClientUser/GetSalesTeamMembers': () => ({
        data: [
          {
            id: 9,
            firstname: 'Kemi',
            lastname: 'A',
            email: 'k@x.ng',
            phoneNumber: '08030000005',
            isActive: true,
            isCoordinator: false,
            coordinatorId: null,
            coordinatorName: null,
          },
        ],
      }),
    });
    renderPage(<SalesTeamAdminPage />, '/sales-team');
    const link = await screen.findByRole('link', { name: 'What they may offer' });
    expect(link.getAttribute('href')).toBe('/sales-team/9/offer');
  });
});

describe('/agent-package-detail/:id and /cordinator-package-detail/:id', () => {
  it("shows an agent the package's parts and prices and only the plans they may offer", async () => {
    agent();
    const api = fakeApi({
      'GET Product/GetProductWithRelatedProperties': () => ({ data: detail }),
      'GET Transaction/GenerateProductRepayments': () => repayments(40, [40, 50]),
    });
    renderRoute(<SalesPackageDetailPage />, '/agent-package-detail/:id', '/agent-package-detail/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home 3.5 kVA' })).toBeTruthy();
    const plans = await screen.findAllByTestId('plan');
    expect(plans.map((p) => p.textContent)).toEqual([
      '40% down₦616,000.00 down, then ₦96,000.00 a month for 12 months · total ₦1,760,000.00',
      '50% down₦770,000.00 down, then ₦95,000.00 a month for 12 months · total ₦1,750,000.00',
    ]);
    expect(screen.getByText('Inverter 3.5 kVA')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Repayments month by month' }).getAttribute('href')).toBe(
      '/agent-package-repayment/2',
    );
    expect(screen.queryByRole('heading', { name: 'Agents who may offer it' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Make a sample quote' }).getAttribute('href')).toBe(
      '/agent-sample-quote?product=2',
    );
    expect(api.callsTo('GET SalesTeam/PackageAgents')).toHaveLength(0);
  });

  it('tells an agent when the package is not theirs to offer', async () => {
    agent();
    fakeApi({
      'GET Product/GetProductWithRelatedProperties': () =>
        failure(404, 'We could not find that package among the ones you may offer.', 'NOT_FOUND'),
    });
    renderRoute(<SalesPackageDetailPage />, '/agent-package-detail/:id', '/agent-package-detail/3');
    expect(await screen.findByText('We could not find that package among the ones you may offer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the packages' }).getAttribute('href')).toBe('/agent-packages');
    // Asking again would not change it: no "Try again".
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });

  it('shows staff which agents may offer it, each opening what they may offer for an admin', async () => {
    admin();
    fakeApi({
      'GET Product/GetProductWithRelatedProperties': () => ({ data: detail }),
      'GET Transaction/GenerateProductRepayments': () => repayments(30, [30, 40, 50, 60]),
      'GET SalesTeam/PackageAgents': () => ({
        data: [
          {
            id: 6,
            name: 'Emeka Obi',
            isCoordinator: true,
            source: 'everything',
            mayOffer: true,
            equityPercentages: [30, 40, 50, 60],
          },
          { id: 9, name: 'Kemi Adeyemi', isCoordinator: false, source: 'own', mayOffer: false, equityPercentages: [] },
        ],
      }),
    });
    renderRoute(<SalesPackageDetailPage />, '/agent-package-detail/:id', '/agent-package-detail/2');
    expect(await screen.findByRole('heading', { name: 'Agents who may offer it' })).toBeTruthy();
    const rows = await screen.findAllByTestId('package-agent');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Emeka Obi (coordinator)30%, 40%, 50% or 60% downOffers it',
      'Kemi AdeyemiMay not offer it · their own choiceNot theirs',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Kemi Adeyemi' }).getAttribute('href')).toBe(
      '/sales-team/9/offer',
    );
  });

  it('shows a coordinator their own team, themself as You', async () => {
    agent({ isCoordinator: true });
    fakeApi({
      'GET Product/GetProductWithRelatedProperties': () => ({ data: detail }),
      'GET Transaction/GenerateProductRepayments': () => repayments(40, [40]),
      'GET SalesTeam/PackageAgents': () => ({
        data: [
          { id: 9, name: 'Kemi Adeyemi', isCoordinator: true, source: 'team', mayOffer: true, equityPercentages: [40] },
          { id: 12, name: 'Tunde Bello', isCoordinator: false, source: 'own', mayOffer: false, equityPercentages: [] },
        ],
      }),
    });
    renderRoute(<SalesPackageDetailPage />, '/cordinator-package-detail/:id', '/cordinator-package-detail/2');
    expect(await screen.findByRole('heading', { name: 'Your team' })).toBeTruthy();
    expect((await screen.findAllByTestId('package-agent')).map((r) => r.textContent)).toEqual([
      'You40% downOffers it',
      'Tunde BelloMay not offer it · their own choiceNot theirs',
    ]);
    expect(screen.queryByRole('link', { name: 'Tunde Bello' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Make a sample quote' }).getAttribute('href')).toBe(
      '/agent-sample-quote?product=2',
    );
  });
});

describe('/agent-package-repayment/:id', () => {
  it('shows the months of the chosen down payment, another on a tap, and for staff how many agents may offer each', async () => {
    admin();
    const api = fakeApi({
      'GET Transaction/GenerateProductRepayments': ({ query }) =>
        repayments(Number(query.get('EquityPecentage') ?? 30), [30, 40]),
      'GET SalesTeam/PackageAgents': () => ({
        data: [
          {
            id: 6,
            name: 'Emeka Obi',
            isCoordinator: true,
            source: 'everything',
            mayOffer: true,
            equityPercentages: [30, 40],
          },
          { id: 9, name: 'Kemi Adeyemi', isCoordinator: false, source: 'own', mayOffer: true, equityPercentages: [40] },
        ],
      }),
    });
    const { here } = renderRoute(
      <PackageRepaymentPage />,
      '/agent-package-repayment/:id',
      '/agent-package-repayment/2',
    );
    expect(await screen.findByRole('heading', { name: '30% down, month by month' })).toBeTruthy();
    expect(await screen.findByText('1 agent may offer it')).toBeTruthy();
    expect(screen.getByText('2 agents may offer it')).toBeTruthy();
    expect(screen.getByTestId('total-repayable').textContent).toBe('₦654,000.00');
    await userEvent.click(screen.getByRole('radio', { name: /40% down/ }));
    expect(await screen.findByRole('heading', { name: '40% down, month by month' })).toBeTruthy();
    expect(here()).toBe('/agent-package-repayment/2?equity=40');
    expect(api.callsTo('GET Transaction/GenerateProductRepayments').at(-1)!.query.get('EquityPecentage')).toBe('40');
  });
});
