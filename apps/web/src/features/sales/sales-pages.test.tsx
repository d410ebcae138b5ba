import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lagosDate } from '@imole/domain/dates';
import { formatNaira } from '@imole/domain/format';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { goToCheckout } from '../../lib/go-to-checkout.ts';
import { signIn } from '../../test/users.ts';
import type { Referral } from './api/sales-api.ts';
import AgentProfilePage from './agent-profile-page.tsx';
import { AllReferralsPage, NonPerformingReferralsPage, TeamOwingReferralsPage } from './referrals-page.tsx';
import SalesDashboardPage from './sales-dashboard-page.tsx';
import CommissionsAdminPage from './commissions-admin-page.tsx';
import CoordinatorDashboardPage from './coordinator-dashboard-page.tsx';
import CustomerDetailsPage from './customer-details-page.tsx';
import SalesTeamAdminPage from './sales-team-admin-page.tsx';
import AgentQuotesPage from './agent-quotes-page.tsx';
import AddAgentPage from './add-agent-page.tsx';
import RepaymentSchedulePage from './repayment-schedule-page.tsx';
import TeamPage from './team-page.tsx';

vi.mock('../../lib/go-to-checkout.ts', () => ({ goToCheckout: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockReset();
});

const agent = () =>
  signIn({ id: 9, userRole: UserRole.SalesAgent, firstname: 'Kemi', lastname: 'Adeyemi', phoneNumber: '08030000005' });

const referral = (overrides: Partial<Referral>): Referral => ({
  customerId: 1,
  firstname: 'Bisi',
  lastname: 'Ade',
  phoneNumber: '08131234567',
  dateRequested: '2026-11-20',
  productName: 'Home 3.5 kVA',
  totalAssetAmount: 1_712_000,
  dueInDaysCount: null,
  dueDate: null,
  amountOverdue: 0,
  daysOverdue: 0,
  stage: 'quote',
  owing: false,
  nonPerforming: false,
  ...overrides,
});

const paged = (data: Referral[]) => ({ data, pageIndex: 1, pageSize: 10_000, totalCount: data.length, totalPages: 1 });

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  earned: i === 11 ? 85_600 : i === 10 ? 12_000.5 : 0,
  paid: i === 10 ? 12_000.5 : 0,
}));

describe('/sales-dashboard', () => {
  it('shows the commission from the ledger, the customers by standing, the chart with its table, and this week', async () => {
    agent();
    const api = fakeApi({
      'GET SalesTeam/GetDashBoardRecord': () => ({
        data: {
          totalCommission: 97_600.5,
          totalPaid: 12_000.5,
          totalUnPaid: 85_600,
          referredCustomers: 7,
          owingCustomers: 2,
          totalNonPerformingCustomers: 1,
          totalQuotes: 5,
        },
      }),
      'GET SalesTeam/GetSalesTeamCommisionKpi': () => ({ data: months }),
      'GET SalesTeam/RecentReferral': () => paged([referral({ customerId: 4, firstname: 'Tolu' })]),
    });
    renderPage(<SalesDashboardPage />);

    expect(await screen.findByRole('heading', { name: 'Hello, Kemi' })).toBeTruthy();
    expect((await screen.findByTestId('commission-unpaid')).textContent).toBe(formatNaira(85_600));
    expect(screen.getByText(formatNaira(97_600.5))).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Referred customers\s*7$/ }).getAttribute('href')).toBe(
      '/sales-referrals',
    );
    expect(screen.getByRole('link', { name: /^Owing today\s*2\s*Non-performing included$/ }).getAttribute('href')).toBe(
      '/sales-owing-referrals',
    );
    expect(screen.getByRole('link', { name: /^Non-performing\s*1\s*30\+ days overdue$/ }).getAttribute('href')).toBe(
      '/sales-nonperforming-referrals',
    );

    // The chart has its figures in a table: the newest month first, months with commission, and the last three.
    expect(await screen.findByRole('img', { name: /Commission earned by month/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Commission by month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('December 2026');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([formatNaira(12_000.5), formatNaira(12_000.5)]);

    expect(await screen.findByText('Tolu Ade')).toBeTruthy();
    const recent = api.callsTo('GET SalesTeam/RecentReferral')[0]!.query;
    expect(recent.get('StartDate')).toBe(lagosDate(new Date(Date.now() - 7 * 86_400_000)));
    expect([recent.get('PageIndex'), recent.get('PageSize')]).toEqual(['1', '5']);
    expect(screen.getByRole('navigation', { name: 'Sales' })).toBeTruthy();
  });
});

describe('the referral lists', () => {
  it('names a request without a package as a custom system, and a sign-up without a request as such', async () => {
    agent();
    fakeApi({
      'GET SalesTeam/AllReferral': () =>
        paged([
          referral({ customerId: 1, firstname: 'Chinedu', productName: null, stage: 'quote' }),
          referral({ customerId: 2, firstname: 'Sade', productName: null, stage: 'none', totalAssetAmount: 0 }),
        ]),
    });
    renderPage(<AllReferralsPage />);
    const [chinedu, sade] = await screen.findAllByTestId('referral-card');
    expect(within(chinedu!).getByText(/^Custom system/)).toBeTruthy();
    expect(within(sade!).getByText('No request yet')).toBeTruthy();
  });

  it("says 'No referrals to show yet' when there are none", async () => {
    agent();
    fakeApi({ 'GET SalesTeam/AllReferral': () => paged([]) });
    renderPage(<AllReferralsPage />);
    expect(await screen.findByRole('heading', { name: 'Referrals' })).toBeTruthy();
    expect(await screen.findByText('No referrals to show yet')).toBeTruthy();
  });

  it('lists customers with a phone to call and where their repayments stand', async () => {
    agent();
    const api = fakeApi({
      'GET SalesTeam/NonPerformingCustomers': () =>
        paged([
          referral({
            customerId: 3,
            firstname: 'Musa',
            stage: 'loan',
            owing: true,
            nonPerforming: true,
            amountOverdue: 98_500,
            daysOverdue: 41,
          }),
        ]),
    });
    renderPage(<NonPerformingReferralsPage />);
    const card = await screen.findByTestId('referral-card');
    expect(within(card).getByRole('link', { name: 'Call Musa Ade on 08131234567' }).getAttribute('href')).toBe(
      'tel:08131234567',
    );
    expect(within(card).getByText(`${formatNaira(98_500)} overdue for 41 days: non-performing`)).toBeTruthy();
    expect(screen.getByText('1 customer')).toBeTruthy();
    expect(api.callsTo('GET SalesTeam/NonPerformingCustomers')[0]!.query.get('PageSize')).toBe('10000');
  });
});

describe('/agent-profile', () => {
  it('shows the referral code, a sign-up link that fills it in, its QR code, and copies them', async () => {
    agent();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<AgentProfilePage />);
    expect(screen.getByTestId('referral-code').textContent).toBe('08030000005');
    const link = `${window.location.origin}/register?ref=08030000005`;
    expect(screen.getByTestId('referral-link').textContent).toBe(link);
    expect(screen.getByRole('img', { name: `QR code of your sign-up link, ${link}` })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy your referral code' }));
    expect(writeText).toHaveBeenCalledWith('08030000005');
    expect(await screen.findByRole('button', { name: 'Your referral code is copied' })).toBeTruthy();
  });
});

describe('/sales-commissions', () => {
  it('lists who is owed and records a payout after a yes, never more than is unpaid', async () => {
    signIn({ id: 1, userRole: UserRole.Admin, firstname: 'Ngozi', lastname: 'Eze' });
    let paid = false;
    const api = fakeApi({
      'GET SalesTeam/UnsettledCommissions': () => ({
        data: paid
          ? []
          : [
              {
                salesTeamUserId: 9,
                firstname: 'Kemi',
                lastname: 'Adeyemi',
                phoneNumber: '08030000005',
                isCoordinator: false,
                role: 'Sales agent',
                totalCommission: 15_000,
                totalPaid: 0,
                totalUnPaid: 15_000,
              },
            ],
      }),
      'POST SalesTeam/SettleCommission': () => {
        paid = true;
        return { message: 'Commission payout recorded.', data: { id: 1, unpaidAfter: 0 } };
      },
    });
    renderPage(<CommissionsAdminPage />);
    const card = await screen.findByTestId('owed-card');
    expect(within(card).getByText('Kemi Adeyemi')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark paid' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay Kemi Adeyemi' });
    const amount = within(dialog).getByLabelText('Amount paid out');
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    await userEvent.type(within(dialog).getByLabelText('Transfer reference'), 'TRF-0042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(`That is more than is unpaid: ${formatNaira(15_000)} is owed.`)).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, '15000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: `Record ${formatNaira(15_000)} paid to Kemi Adeyemi?` });
    expect(api.callsTo('POST SalesTeam/SettleCommission')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, record it' }));

    expect(await screen.findByText(`${formatNaira(15_000)} paid to Kemi Adeyemi is recorded.`)).toBeTruthy();
    expect(api.callsTo('POST SalesTeam/SettleCommission')[0]!.body).toEqual({
      salesTeamUserId: 9,
      amount: 15_000,
      reference: 'TRF-0042',
      paidOn: lagosDate(new Date()),
    });
    expect(await screen.findByText('All commission earned is paid')).toBeTruthy();
  });

  it('shows a customer owed referral rewards as a customer, with how to pay them', async () => {
    signIn({ id: 1, userRole: UserRole.Admin, firstname: 'Ngozi', lastname: 'Eze' });
    fakeApi({
      'GET SalesTeam/UnsettledCommissions': () => ({
        data: [
          {
            salesTeamUserId: 31,
            firstname: 'Ada',
            lastname: 'Okafor',
            phoneNumber: '08131234567',
            isCoordinator: false,
            role: 'Customer',
            totalCommission: 10_000,
            totalPaid: 5_000,
            totalUnPaid: 5_000,
          },
        ],
      }),
    });
    renderPage(<CommissionsAdminPage />);
    const card = await screen.findByTestId('owed-card');
    expect(within(card).getByText('Customer · 08131234567')).toBeTruthy();
    expect(card.textContent).toContain(`Referral rewards earned ${formatNaira(10_000)}`);
    expect(card.textContent).toContain('call them for an account in their own name');
  });
});

describe('/cordinator-dashboard', () => {
  it("shows the coordinator's commission, the team's customers and each agent with their figures", async () => {
    signIn({ id: 6, userRole: UserRole.SalesAgent, isCoordinator: true, firstname: 'Emeka', lastname: 'Nwosu' });
    fakeApi({
      'GET SalesTeam/GetCoordinatorDashBoardRecord': () => ({
        data: {
          totalCommission: 3_000,
          totalPaid: 0,
          totalUnPaid: 3_000,
          agents: 2,
          referredCustomers: 3,
          owingCustomers: 1,
          totalNonPerformingCustomers: 0,
        },
      }),
      'GET ClientUser/GetSalesTeamMembersUnderCordinator': () => ({
        data: [
          {
            id: 9,
            firstname: 'Kemi',
            lastname: 'Adeyemi',
            email: 'agent@demo.imole.ng',
            phoneNumber: '08030000005',
            isActive: true,
            dateCreated: '2026-11-01T10:00:00.000Z',
            referredCustomers: 3,
            owingCustomers: 1,
            nonPerformingCustomers: 0,
            totalCommission: 15_000,
          },
        ],
        pageIndex: 1,
        pageSize: 10_000,
        totalCount: 1,
        totalPages: 1,
      }),
      'GET SalesTeam/GetSalesTeamCommisionKpi': () => ({ data: months }),
    });
    renderPage(<CoordinatorDashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Hello, Emeka' })).toBeTruthy();
    expect((await screen.findByTestId('commission-unpaid')).textContent).toBe(formatNaira(3_000));
    const card = await screen.findByTestId('agent-card');
    expect(within(card).getByText('3 customers · 1 owing · 0 non-performing')).toBeTruthy();
    expect(within(card).getByText(formatNaira(15_000))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/all-cordinator-agents');
    // Their own quotes are one tap away (there is no Quotes tile on this home).
    expect(screen.getByRole('link', { name: /^Your quotes/ }).getAttribute('href')).toBe('/all-cordinator-quotes');
    // A warning colour only where there is something to warn about: 1 owing is coloured, 0 non-performing is not.
    const owing = screen.getByRole('link', { name: 'Owing today: 1, see them' });
    expect(within(owing).getByText('1').className).toContain('text-brand-800');
    const nonPerforming = screen.getByRole('link', { name: 'Non-performing: 0, see them' });
    expect(within(nonPerforming).getByText('0').className).not.toContain('danger');
    const nav = screen.getByRole('navigation', { name: 'Sales' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/cordinator-dashboard');
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/cordinator-profile');
  });
});

const breakdownFixture = {
  quoteId: 11,
  quoteRequestId: 21,
  productId: 3,
  firstname: 'Musa',
  lastname: 'Ade',
  phoneNumber: '08131234567',
  address: '12 Allen Avenue, Ikeja',
  dateRequested: '2026-09-01',
  productName: 'Home 3.5 kVA',
  totalAssetAmount: 1_712_000,
  amountOwnedByCustomer: 1_200_000,
  loanBalance: 1_050_000,
  totalAmountToRepay: 1_400_000,
  totalDue: 98_500,
  totalDueScheduleCount: 1,
  totalScheduleCount: 12,
  totalRePaidAmount: 200_000,
  repaymentStatus: 'owing',
  nextDueDate: '2026-11-01',
  canPay: true,
  nextRepaymentAmount: 98_500,
  payoffAmount: 1_060_000,
  stage: 'loan',
  daysOverdue: 24,
  totalCommision: 35_000,
  totalCommisionPaid: 20_000,
  totalCommisionUnpaid: 15_000,
};

describe('/sales-details/{id}', () => {
  it("shows a referred customer's contact, request, repayments and the commission on them", async () => {
    agent();
    const api = fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: breakdownFixture }),
    });
    renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/sales-details/7');
    expect((await screen.findByTestId('repayment-status')).textContent).toBe(
      `Owing · ${formatNaira(98_500)} due for 24 days`,
    );
    expect(screen.getByRole('link', { name: 'Call Musa Ade on 08131234567' })).toBeTruthy();
    expect(screen.getByText('1 of 12')).toBeTruthy();
    expect(screen.getByText(formatNaira(35_000))).toBeTruthy();
    // The product name opens the request (staff spec §2 "Sales area").
    expect(screen.getByRole('link', { name: breakdownFixture.productName! }).getAttribute('href')).toBe(
      `/agent-customer-quote/${breakdownFixture.quoteRequestId}`,
    );
    expect(api.callsTo('GET SalesTeam/ReferralDetailsByCustomerId')[0]!.query.get('CustomerId')).toBe('7');
  });

  it("pays the customer's next instalment by card, and confirms it once on the way back", async () => {
    agent();
    const api = fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: breakdownFixture }),
      'POST Transaction/InitializePayment': () => ({
        data: { authorizationUrl: 'http://localhost/sandbox/checkout/R1', reference: 'R1' },
      }),
      'POST Transaction/SaveRepayment': () => ({ message: 'Payment successful' }),
    });
    renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/sales-details/7');
    await userEvent.click(await screen.findByRole('button', { name: `Pay next instalment ${formatNaira(98_500)}` }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://localhost/sandbox/checkout/R1'));
    expect(api.callsTo('POST Transaction/InitializePayment')[0]!.body).toEqual({
      quoteId: 11,
      purpose: 'repayment',
      amount: 98_500,
    });
  });

  it("offers a coordinator no payment on an agent's customer (only the referring agent pays), and a way back from a wrong address", async () => {
    signIn({ id: 6, userRole: UserRole.SalesAgent, isCoordinator: true, firstname: 'Emeka', lastname: 'Nwosu' });
    fakeApi({ 'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: { ...breakdownFixture, canPay: false } }) });
    renderRoute(<CustomerDetailsPage />, '/coordinator-details/:id', '/coordinator-details/7');
    await screen.findByTestId('repayment-status');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('says a wrong address is no customer of theirs, with the way back', async () => {
    agent();
    fakeApi({});
    renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/sales-details/abc');
    expect(screen.getByText('No customer you referred has that address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to referrals' }).getAttribute('href')).toBe('/sales-referrals');
  });

  it('confirms the payment the checkout came back with, once', async () => {
    agent();
    const api = fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: breakdownFixture }),
      'POST Transaction/SaveRepayment': () => ({ message: 'Payment successful' }),
    });
    renderRoute(
      <CustomerDetailsPage />,
      '/sales-details/:id',
      '/sales-details/7?quoteId=11&purpose=repayment&reference=R1&trxref=R1',
    );
    expect(await screen.findByText('Payment successful. Thank you: the customer has their receipt.')).toBeTruthy();
    expect(api.callsTo('POST Transaction/SaveRepayment').map((c) => c.body)).toEqual([
      { quoteId: 11, transactionReference: 'R1' },
    ]);
  });
});

describe('/sales-team', () => {
  it('moves an agent under a coordinator and says what the server refused', async () => {
    signIn({ id: 1, userRole: UserRole.Admin, firstname: 'Ngozi', lastname: 'Eze' });
    const member = (id: number, firstname: string, over: Record<string, unknown> = {}) => ({
      id,
      firstname,
      lastname: 'A',
      email: `${firstname}@x.ng`,
      phoneNumber: '08030000005',
      isActive: true,
      isCoordinator: false,
      coordinatorId: null,
      coordinatorName: null,
      ...over,
    });
    const api = fakeApi({
      'GET ClientUser/GetSalesTeamMembers': () => ({
        data: [member(6, 'Emeka', { isCoordinator: true }), member(9, 'Kemi')],
      }),
      'POST ClientUser/UpdateSalesTeamMember': ({ body }) =>
        (body as { isCoordinator?: boolean }).isCoordinator === false
          ? failure(409, 'This coordinator leads 1 agent: move them to another coordinator first.', 'CONFLICT')
          : { message: 'Sales team updated.', data: { id: 9, isCoordinator: false, coordinatorId: 6 } },
    });
    renderPage(<SalesTeamAdminPage />);
    const cards = await screen.findAllByTestId('team-card');
    await userEvent.selectOptions(within(cards[1]!).getByLabelText('Coordinator of Kemi A'), 'Emeka A');
    // Read back for a yes: nothing is sent until then.
    expect(await screen.findByRole('heading', { name: 'Move Kemi A under Emeka A?' })).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UpdateSalesTeamMember')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, move them' }));
    expect(await screen.findByText('Kemi A now works under Emeka A.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UpdateSalesTeamMember')[0]!.body).toEqual({ agentId: 9, coordinatorId: 6 });
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Stop being a coordinator' }));
    expect(
      await screen.findByText('This coordinator leads 1 agent: move them to another coordinator first.'),
    ).toBeTruthy();
  });

  it("changes an agent's phone number, their referral code, after a yes that says what it means", async () => {
    signIn({ id: 1, userRole: UserRole.Admin, firstname: 'Ngozi', lastname: 'Eze' });
    let phone = '08030000005';
    const api = fakeApi({
      'GET ClientUser/GetSalesTeamMembers': () => ({
        data: [
          {
            id: 9,
            firstname: 'Kemi',
            lastname: 'A',
            email: 'kemi@x.ng',
            phoneNumber: phone,
            isActive: true,
            isCoordinator: false,
            coordinatorId: null,
            coordinatorName: null,
          },
        ],
      }),
      'POST ClientUser/ChangeSalesAgentPhone': ({ body }) => {
        phone = (body as { phoneNumber: string }).phoneNumber;
        return {
          message: 'Phone number changed: it is their referral code from now on.',
          data: { id: 9, phoneNumber: phone },
        };
      },
    });
    renderPage(<SalesTeamAdminPage />);
    const card = (await screen.findAllByTestId('team-card'))[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Change phone number' }));
    const field = screen.getByLabelText('New phone number');
    await userEvent.type(field, '0803');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a Nigerian mobile number, e.g. 0803 123 4567')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '+234 803 555 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: "Change Kemi A's phone to 08035550002?" })).toBeTruthy();
    expect(api.callsTo('POST ClientUser/ChangeSalesAgentPhone')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, change it' }));
    expect(await screen.findByText("Kemi A's phone number and referral code are now 08035550002.")).toBeTruthy();
    expect(api.callsTo('POST ClientUser/ChangeSalesAgentPhone')[0]!.body).toEqual({
      agentId: 9,
      phoneNumber: '08035550002',
    });
    expect(await within(card).findByText(/^08035550002 ·/)).toBeTruthy();
  });
});

describe('/all-sales-quotes', () => {
  it("lists the customers' quote requests with their status in words, each opening the customer", async () => {
    agent();
    fakeApi({
      'GET SalesTeam/SalesAgentQuoteList': () => ({
        data: [
          {
            quoteRequestId: 21,
            referenceNo: 'IM-ABCD-EFGH',
            quoteRequestStatus: 2,
            status: 'Quote pricing sent back to customer',
            installed: false,
            dateRequested: '2026-11-20',
            customerId: 7,
            firstname: 'Musa',
            lastname: 'Ade',
            productName: 'Home 3.5 kVA',
            totalAssetAmount: 1_712_000,
          },
        ],
        totalCount: 1,
        pageIndex: 1,
        pageSize: 10_000,
        totalPages: 1,
      }),
    });
    renderPage(<AgentQuotesPage />);
    const card = await screen.findByTestId('quote-card');
    expect(within(card).getByRole('link', { name: 'Musa Ade' }).getAttribute('href')).toBe('/sales-details/7');
    expect(within(card).getByText('Quote pricing sent back to customer')).toBeTruthy();
    // The reference opens the request's page; a new quote for a customer starts the agent's wizard (issue 20).
    expect(within(card).getByRole('link', { name: 'IM-ABCD-EFGH' }).getAttribute('href')).toBe(
      '/agent-customer-quote/21',
    );
    expect(screen.getByRole('link', { name: 'New quote for a customer' }).getAttribute('href')).toBe('/start-quote');
    expect(screen.getByText('1 quote')).toBeTruthy();
  });
});

describe('/add-cordinator-agent', () => {
  it('invites an agent under the coordinator, and says the form’s rules before sending', async () => {
    signIn({ id: 6, userRole: UserRole.SalesAgent, isCoordinator: true, firstname: 'Emeka', lastname: 'Nwosu' });
    const api = fakeApi({
      'POST ClientUser/SalesTeamUserCreationByCordinator': () => ({ message: 'Invitation sent to uche@example.com.' }),
    });
    renderPage(<AddAgentPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findAllByText(/Please enter/)).not.toHaveLength(0);
    expect(api.callsTo('POST ClientUser/SalesTeamUserCreationByCordinator')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('First name'), 'Uche');
    await userEvent.type(screen.getByLabelText('Last name'), 'Eze');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'uche@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '0803 555 0099');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to uche@example.com.')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/SalesTeamUserCreationByCordinator')[0]!.body).toMatchObject({
      firstname: 'Uche',
      lastname: 'Eze',
      email: 'uche@example.com',
    });
  });
});

describe('/all-cordinator-agents for an agent who leads nobody', () => {
  it('says what the page is for and leads home, without asking the server or offering "Try again"', async () => {
    agent();
    const api = fakeApi({});
    renderPage(<TeamPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'For coordinators' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home' }).getAttribute('href')).toBe('/sales-dashboard');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add an agent' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});

describe("a coordinator's team lists", () => {
  it("lists the team's customers with the agent who referred each", async () => {
    signIn({ id: 6, userRole: UserRole.SalesAgent, isCoordinator: true, firstname: 'Emeka', lastname: 'Nwosu' });
    const api = fakeApi({
      'GET SalesTeam/CoordinatorReferrals': () =>
        paged([{ ...referral({ customerId: 3, firstname: 'Musa' }), agentName: 'Kemi Adeyemi' }]),
    });
    renderPage(<TeamOwingReferralsPage />);
    expect(await screen.findByRole('heading', { name: 'Team: owing customers' })).toBeTruthy();
    const card = await screen.findByTestId('referral-card');
    expect(within(card).getByText('Referred by Kemi Adeyemi')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Musa Ade' }).getAttribute('href')).toBe('/coordinator-details/3');
    expect(api.callsTo('GET SalesTeam/CoordinatorReferrals')[0]!.query.get('Filter')).toBe('owing');
  });
});

describe('/all-cordinator-agents-quote/{id}', () => {
  it("lists one agent's quotes for their coordinator, naming the agent", async () => {
    signIn({ id: 6, userRole: UserRole.SalesAgent, isCoordinator: true, firstname: 'Emeka', lastname: 'Nwosu' });
    const api = fakeApi({
      'GET SalesTeam/SalesAgentQuoteListBySalesAgentId': () => ({
        data: [],
        totalCount: 0,
        pageIndex: 1,
        pageSize: 10_000,
        totalPages: 0,
      }),
      'GET ClientUser/GetSalesTeamMembersUnderCordinator': () => ({
        data: [{ id: 9, firstname: 'Tayo', lastname: 'Bello', email: 't@x.ng', phoneNumber: '08030000009' }],
        totalCount: 1,
        pageIndex: 1,
        pageSize: 10_000,
        totalPages: 1,
      }),
    });
    renderRoute(<AgentQuotesPage />, '/all-cordinator-agents-quote/:id', '/all-cordinator-agents-quote/9');
    expect(await screen.findByText('No quotes yet')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tayo’s quotes' })).toBeTruthy();
    expect(screen.getByText('Tayo’s customers’ quote requests appear here.')).toBeTruthy();
    expect(api.callsTo('GET SalesTeam/SalesAgentQuoteListBySalesAgentId')[0]!.query.get('SalesAgentId')).toBe('9');
  });
});

describe('/sales-details-repayment/{id}', () => {
  it("shows the customer's instalments, 'pending' and 'paid' as paid and the rest as due", async () => {
    agent();
    const api = fakeApi({
      'GET Transaction/GetRepayments': () => ({
        data: {
          generalRepayment: [
            {
              installmentNumber: 1,
              totalRepayment: 70_324,
              amountPaid: 70_324,
              installmentDate: '2026-12-26',
              repaymentStatus: 'paid',
              settledEarly: false,
            },
            {
              installmentNumber: 2,
              totalRepayment: 70_324,
              amountPaid: 0,
              installmentDate: '2027-01-26',
              repaymentStatus: 'due',
              settledEarly: false,
            },
            {
              installmentNumber: 3,
              totalRepayment: 70_324,
              amountPaid: 0,
              installmentDate: '2020-01-26',
              repaymentStatus: 'overdue',
              settledEarly: false,
            },
          ],
          isOutright: false,
          totalPaid: 70_324,
          remaining: 773_557,
          paidAhead: 0,
          closedOn: null,
        },
      }),
    });
    renderRoute(<RepaymentSchedulePage />, '/sales-details-repayment/:id', '/sales-details-repayment/11');
    const rows = await screen.findAllByTestId('instalment');
    expect(rows.map((r) => r.lastElementChild!.textContent)).toEqual(['Paid', 'Due', 'Due']);
    // A due day gone by says so beside its date (the Status keeps the spec's two words).
    expect(rows.map((r) => within(r).queryByText('Overdue') !== null)).toEqual([false, false, true]);
    expect(api.callsTo('GET Transaction/GetRepayments')[0]!.query.get('quoteId')).toBe('11');
  });

  it("says 'Repayment schedule yet to be confirmed' before installation", async () => {
    agent();
    fakeApi({
      'GET Transaction/GetRepayments': () => ({
        data: { generalRepayment: [], isOutright: false, totalPaid: 0, remaining: 0, paidAhead: 0, closedOn: null },
      }),
    });
    renderRoute(<RepaymentSchedulePage />, '/sales-details-repayment/:id', '/sales-details-repayment/11');
    expect(await screen.findByText('Repayment schedule yet to be confirmed')).toBeTruthy();
  });
});

describe('/sales-details/{id} — identity verification (issue 21)', () => {
  const kyc = (kycStatus: string, more: object = {}) => ({
    data: {
      kycStatus,
      statusLabel: kycStatus,
      documents: [],
      canOpenDocuments: false,
      canReview: false,
      locationCaptured: false,
      ...more,
    },
  });

  it('shows the referring agent the status and Update KYC details → /kyc/{quoteRequestId}', async () => {
    agent();
    const api = fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: breakdownFixture }),
      'GET SmileId/KycDetails': () => kyc('details'),
    });
    renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/sales-details/7');
    const section = within(await screen.findByRole('region', { name: 'Identity verification' }));
    expect(await section.findByText('Details given, selfie check to do')).toBeTruthy();
    expect(section.getByText('Details given. The customer finishes with a selfie check on their phone.')).toBeTruthy();
    expect(section.getByRole('link', { name: 'Update KYC details' }).getAttribute('href')).toBe('/kyc/21');
    expect(api.callsTo('GET SmileId/KycDetails')[0]!.query.get('quoteRequestId')).toBe('21');
  });

  it('says once, at the top, what the KYC form saved (its router state), then clears it so a reload does not repeat it', async () => {
    agent();
    fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: breakdownFixture }),
      'GET SmileId/KycDetails': () => kyc('details'),
    });
    const saved = 'The customer’s details are saved. They finish with a selfie check on their phone.';
    const { router } = renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/kyc/21');
    await act(() => router.navigate('/sales-details/7', { state: { kycSaved: saved } }));
    const alert = (await screen.findByText(saved)).closest('[role="status"]');
    // Right under the page's heading, above the customer's details.
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBe(alert);
    await vi.waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/sales-details/7');
    expect(screen.getByText(saved)).toBeTruthy();
    // Opened again without it (a reload reads the cleared state): nothing to say.
    await act(() => router.navigate('/sales-referrals'));
    await act(() => router.navigate('/sales-details/7'));
    await screen.findByRole('region', { name: 'Identity verification' });
    expect(screen.queryByText(saved)).toBeNull();
  });

  it('tells the agent why a check failed, and lets them give the details again', async () => {
    agent();
    fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: breakdownFixture }),
      'GET SmileId/KycDetails': () =>
        kyc('rejected', {
          resultText: 'Could not decide; a person will check.',
          reviewReason: 'The account name does not match the ID.',
        }),
    });
    renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/sales-details/7');
    const section = within(await screen.findByRole('region', { name: 'Identity verification' }));
    expect(await section.findByText('Not verified')).toBeTruthy();
    expect(section.getByText('Why: The account name does not match the ID.')).toBeTruthy();
    expect(section.getByRole('link', { name: 'Update KYC details' })).toBeTruthy();
  });

  it('offers no update once verified', async () => {
    agent();
    fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: breakdownFixture }),
      'GET SmileId/KycDetails': () => kyc('verified'),
    });
    renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/sales-details/7');
    const section = within(await screen.findByRole('region', { name: 'Identity verification' }));
    expect((await section.findByTestId('kyc-status')).textContent).toBe('Verified');
    expect(section.queryByRole('link', { name: 'Update KYC details' })).toBeNull();
  });

  it('lets a coordinator read the status of an agent’s customer, not update it', async () => {
    signIn({ id: 6, userRole: UserRole.SalesAgent, isCoordinator: true, firstname: 'Emeka', lastname: 'Nwosu' });
    fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: { ...breakdownFixture, canPay: false } }),
      'GET SmileId/KycDetails': () => kyc('review'),
    });
    renderRoute(<CustomerDetailsPage />, '/coordinator-details/:id', '/coordinator-details/7');
    const section = within(await screen.findByRole('region', { name: 'Identity verification' }));
    expect(await section.findByText('Waiting for our review')).toBeTruthy();
    expect(section.queryByRole('link', { name: 'Update KYC details' })).toBeNull();
  });

  it('offers the referring agent no update while the check runs or waits for review (the server refuses it)', async () => {
    agent();
    let status = 'submitted';
    fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({ data: breakdownFixture }),
      'GET SmileId/KycDetails': () => kyc(status),
    });
    const first = renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/sales-details/7');
    let section = within(await screen.findByRole('region', { name: 'Identity verification' }));
    expect(await section.findByText('Checking')).toBeTruthy();
    expect(section.queryByRole('link', { name: 'Update KYC details' })).toBeNull();
    first.unmount();
    status = 'review';
    renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/sales-details/7');
    section = within(await screen.findByRole('region', { name: 'Identity verification' }));
    expect(await section.findByText('Waiting for our review')).toBeTruthy();
    expect(section.queryByRole('link', { name: 'Update KYC details' })).toBeNull();
  });

  it('asks nothing of KycDetails for a customer with no request yet', async () => {
    agent();
    const api = fakeApi({
      'GET SalesTeam/ReferralDetailsByCustomerId': () => ({
        data: { ...breakdownFixture, quoteRequestId: null, quoteId: null, stage: 'none' },
      }),
    });
    renderRoute(<CustomerDetailsPage />, '/sales-details/:id', '/sales-details/7');
    await screen.findByTestId('repayment-status');
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
    expect(api.callsTo('GET SmileId/KycDetails')).toHaveLength(0);
  });
});
