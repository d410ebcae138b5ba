import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import { accountLinksOf } from '../../app/account-links.ts';
import { StaffLayout } from '../../app/layouts/staff-layout.tsx';
import { StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import type { BankApplication, BankApplicationItem, Institution } from './api.ts';
import BankApplicationPage from './bank-application-page.tsx';
import BankApplicationsPage from './bank-applications-page.tsx';
import InstitutionsPage from './institutions-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const officer = () =>
  signIn({
    id: 30,
    userRole: UserRole.BankOfficer,
    firstname: 'Folake',
    lastname: 'Adebayo',
    financialInstitutionId: 1,
    financialInstitutionName: 'Sterling Bank',
  });

const item = (overrides: Partial<BankApplicationItem> = {}): BankApplicationItem => ({
  quoteRequestId: 5,
  referenceNo: 'IMQ-ABC123',
  customerName: 'Obiageli Nwafor',
  phoneNumber: '08031234567',
  email: 'obi@example.com',
  packageName: 'Home 3 kVA',
  amount: 1_250_000,
  kycStatus: 'verified',
  kycStatusLabel: 'Verified',
  applicationStage: 'awaiting-decision',
  undertakingUploadedAt: '2026-11-20T10:00:00.000Z',
  dateCreated: '2026-11-18T10:00:00.000Z',
  decidedAt: null,
  financialInstitution: { id: 1, name: 'Sterling Bank' },
  ...overrides,
});

const page = (data: BankApplicationItem[]) => ({
  data,
  pageIndex: 1,
  pageSize: 20,
  totalCount: data.length,
  totalPages: 1,
});

const application = (overrides: Partial<BankApplication> = {}): BankApplication => ({
  ...item(),
  address: '9 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  landmark: 'By the roundabout',
  buildingType: 1,
  buildingTypeLabel: 'Bungalow',
  components: [{ name: '3 kVA inverter', category: 'Inverters', quantity: 1 }],
  plan: { total: 1_250_000, bankPays: 1_250_000 },
  undertaking: { contentType: 'application/pdf', uploadedAt: '2026-11-20T10:00:00.000Z' },
  decision: null,
  auditTrail: [
    {
      id: 1,
      action: 'bank.undertaking-uploaded',
      label: 'Undertaking uploaded',
      by: 'Obiageli Nwafor',
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('/bank-applications', () => {
  it('shows an officer their bank’s applications awaiting decision first, in words, with no bank filter', async () => {
    officer();
    const api = fakeApi({ 'GET FinancialInstitutionQuote/Applications': () => page([item()]) });
    renderPage(<BankApplicationsPage />, { route: '/bank-applications', url: '/bank-applications' });

    const card = await screen.findByTestId('application-card');
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeTruthy();
    expect(screen.getByText(/asked Sterling Bank to finance/)).toBeTruthy();
    expect(within(card).getByText('Obiageli Nwafor')).toBeTruthy();
    expect(within(card).getByText('Home 3 kVA')).toBeTruthy();
    expect(within(card).getByText('₦1,250,000.00')).toBeTruthy();
    expect(within(card).getByText('Verified')).toBeTruthy();
    expect(within(card).getByText(/^Uploaded /)).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/bank-application/5');
    expect(screen.getByRole('link', { name: 'Awaiting decision' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByLabelText('Bank')).toBeNull();
    expect(screen.getByRole('link', { name: 'Change your password' }).getAttribute('href')).toBe('/admin-password');
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    expect(api.callsTo('GET FinancialInstitutionQuote/Applications')[0]?.query.get('Stage')).toBe('awaiting-decision');
  });

  it('says in words when a tab is empty, and searches by name, phone or reference', async () => {
    officer();
    const api = fakeApi({ 'GET FinancialInstitutionQuote/Applications': () => page([]) });
    renderPage(<BankApplicationsPage />, { route: '/bank-applications', url: '/bank-applications?stage=approved' });
    expect(await screen.findByText('No application has been approved yet.')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'IMQ-9');
    expect(await screen.findByText('No application matches “IMQ-9” here')).toBeTruthy();
    expect(api.callsTo('GET FinancialInstitutionQuote/Applications').at(-1)?.query.get('Search')).toBe('IMQ-9');
  });

  it('shows staff which bank, and filters by bank', async () => {
    signIn({ userRole: UserRole.Support });
    const api = fakeApi({
      'GET FinancialInstitutionQuote/Applications': () =>
        page([item({ financialInstitution: { id: 2, name: 'Wema Bank' } })]),
      'GET FinancialInstitution/FinancialInstitutions': () => ({
        data: [
          { id: 1, name: 'Sterling Bank' },
          { id: 2, name: 'Wema Bank' },
        ],
      }),
    });
    renderPage(<BankApplicationsPage />, { route: '/bank-applications', url: '/bank-applications' });
    expect(await screen.findByText('IMQ-ABC123 · Wema Bank')).toBeTruthy();
    await userEvent.selectOptions(await screen.findByLabelText('Bank'), 'Wema Bank');
    await waitFor(() =>
      expect(
        api.callsTo('GET FinancialInstitutionQuote/Applications').at(-1)?.query.get('FinancialInstitutionId'),
      ).toBe('2'),
    );
  });
});

describe('/bank-application/{id}', () => {
  it('lets an officer approve after a confirm step', async () => {
    officer();
    let decided = false;
    const api = fakeApi({
      'GET FinancialInstitutionQuote/Application': () => ({
        data: decided
          ? application({
              applicationStage: 'approved',
              decision: {
                approved: true,
                reason: null,
                decidedAt: '2026-11-21T09:00:00.000Z',
                decidedBy: 'Folake Adebayo',
                onBehalf: false,
              },
            })
          : application(),
      }),
      'POST FinancialInstitutionQuote/Decide': () => {
        decided = true;
        return { message: 'The application is approved.' };
      },
    });
    renderPage(<BankApplicationPage />, { route: '/bank-application/:id', url: '/bank-application/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Obiageli Nwafor' })).toBeTruthy();
    expect(screen.getByText('9 Allen Avenue, Ikeja, Lagos')).toBeTruthy();
    expect(screen.getByText('3 kVA inverter')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the undertaking' })).toBeTruthy();
    expect(screen.getByText('Undertaking uploaded')).toBeTruthy();
    expect(screen.queryByText(/on Sterling Bank’s behalf/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the request' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Obiageli Nwafor’s application?' });
    expect(api.callsTo('POST FinancialInstitutionQuote/Decide')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText('The application is approved.')).toBeTruthy();
    expect(api.callsTo('POST FinancialInstitutionQuote/Decide')[0]?.body).toEqual({ quoteRequestId: 5, approve: true });
    expect(await screen.findByText(/by Folake Adebayo/)).toBeTruthy();
  });

  it('requires a reason to decline, and tells staff they decide on the bank’s behalf', async () => {
    signIn({ userRole: UserRole.Admin });
    const api = fakeApi({
      'GET FinancialInstitutionQuote/Application': () => ({ data: application() }),
      'POST FinancialInstitutionQuote/Decide': () => ({ message: 'The application is declined.' }),
    });
    renderPage(<BankApplicationPage />, { route: '/bank-application/:id', url: '/bank-application/5' });
    expect(await screen.findByText(/You are deciding on Sterling Bank’s behalf/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe('/request-detail/5');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Obiageli Nwafor’s application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline the application' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Say why the application is declined, so the customer knows what to do.',
    );
    // Marked like every other field in error: a red border, not only the words.
    expect(within(dialog).getByLabelText('Why is it declined?').className).toContain('border-danger-700');
    expect(api.callsTo('POST FinancialInstitutionQuote/Decide')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Why is it declined?'), 'Salary account too new.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline the application' }));
    await waitFor(() =>
      expect(api.callsTo('POST FinancialInstitutionQuote/Decide')[0]?.body).toEqual({
        quoteRequestId: 5,
        approve: false,
        reason: 'Salary account too new.',
      }),
    );
  });

  it('offers no decision before the undertaking, and says why an application cannot be opened', async () => {
    officer();
    fakeApi({
      'GET FinancialInstitutionQuote/Application': () => ({
        data: application({ applicationStage: 'awaiting-undertaking', undertaking: null }),
      }),
    });
    renderPage(<BankApplicationPage />, { route: '/bank-application/:id', url: '/bank-application/5' });
    expect(await screen.findByText('The customer has not uploaded the signed undertaking yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says when the undertaking names an old amount (the request was priced again), and offers no decision', async () => {
    officer();
    fakeApi({
      'GET FinancialInstitutionQuote/Application': () => ({
        data: application({ applicationStage: 'awaiting-undertaking' }),
      }),
    });
    renderPage(<BankApplicationPage />, { route: '/bank-application/:id', url: '/bank-application/5' });
    expect((await screen.findByTestId('undertaking-outdated')).textContent).toContain('names an old amount');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the refusal of another bank’s application', async () => {
    officer();
    fakeApi({
      'GET FinancialInstitutionQuote/Application': () =>
        failure(404, 'We could not find that bank application.', 'NOT_FOUND'),
    });
    renderPage(<BankApplicationPage />, { route: '/bank-application/:id', url: '/bank-application/9' });
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeTruthy();
    expect(
      screen.getByText(
        'There is no Sterling Bank application with this number. The link may be wrong: open the application from your list.',
      ),
    ).toBeTruthy();
    // A retry cannot find it: the way on is the list.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to applications' }).getAttribute('href')).toBe('/bank-applications');
  });

  it('offers Try again when the application failed to load for another reason', async () => {
    officer();
    let calls = 0;
    fakeApi({
      'GET FinancialInstitutionQuote/Application': () =>
        ++calls === 1 ? failure(503, 'The service is busy. Try again in a minute.') : { data: application() },
    });
    renderPage(<BankApplicationPage />, { route: '/bank-application/:id', url: '/bank-application/5' });
    expect(await screen.findByText('The service is busy. Try again in a minute.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to applications' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Obiageli Nwafor' })).toBeTruthy();
  });
});

describe('/bank-applications for an admin', () => {
  it('filters by any bank, inactive ones too', async () => {
    signIn({ userRole: UserRole.Admin });
    fakeApi({
      'GET FinancialInstitutionQuote/Applications': () => page([]),
      'GET FinancialInstitution/All': () => ({
        data: [
          { id: 1, name: 'Sterling Bank', isActive: true },
          { id: 3, name: 'FCMB', isActive: false },
        ],
      }),
    });
    renderPage(<BankApplicationsPage />, { route: '/bank-applications', url: '/bank-applications' });
    const select = await screen.findByLabelText('Bank');
    await screen.findByRole('option', { name: 'FCMB' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every bank', 'Sterling Bank', 'FCMB']);
  });
});

describe('/financial-institutions', () => {
  const bank = (overrides: Partial<Institution> = {}): Institution => ({
    id: 1,
    code: 'STERLING',
    name: 'Sterling Bank',
    logo: null,
    isActive: true,
    undertakingText: '',
    officerCount: 1,
    activeOfficerCount: 1,
    link: '/bankquote?Name=STERLING',
    ...overrides,
  });

  it('lists the banks with their link, adds a bank, and adds an officer', async () => {
    signIn({ userRole: UserRole.Admin });
    const api = fakeApi({
      'GET FinancialInstitution/All': () => ({
        data: [
          bank(),
          bank({
            id: 3,
            code: 'FCMB',
            name: 'FCMB',
            isActive: false,
            officerCount: 0,
            activeOfficerCount: 0,
            link: '/bankquote?Name=FCMB',
          }),
        ],
      }),
      'POST FinancialInstitution/Save': () => ({
        message: 'Access Bank is saved.',
        data: bank({ id: 9, code: 'ACCESS', name: 'Access Bank' }),
      }),
      'GET FinancialInstitution/Officers': () => ({ data: [] }),
      'POST FinancialInstitution/CreateOfficer': () => ({
        message: 'Invitation sent to bisi@sterling.ng: they set a password, then see Sterling Bank’s applications.',
        data: {
          id: 40,
          firstname: 'Bisi',
          lastname: 'Ola',
          email: 'bisi@sterling.ng',
          phoneNumber: '08091234567',
          isActive: true,
          invited: true,
          dateCreated: '',
        },
      }),
    });
    renderPage(<InstitutionsPage />, { route: '/financial-institutions', url: '/financial-institutions' });
    const cards = await screen.findAllByTestId('bank-card');
    expect(within(cards[0]!).getByText(/\/bankquote\?Name=STERLING$/)).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Copy Sterling Bank’s link' })).toBeTruthy();
    expect(within(cards[1]!).getByText('Inactive: its link takes no new applications')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add a partner bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add the bank' }));
    expect(screen.getByText('Use 2 to 30 letters, digits or hyphens, e.g. STERLING.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name customers read'), 'Access Bank');
    await userEvent.type(screen.getByLabelText('Link name'), 'ACCESS');
    await userEvent.click(screen.getByRole('button', { name: 'Add the bank' }));
    expect(await screen.findByText('Access Bank is saved.')).toBeTruthy();
    expect(api.callsTo('POST FinancialInstitution/Save')[0]?.body).toEqual({
      code: 'ACCESS',
      name: 'Access Bank',
      logo: null,
      isActive: true,
      undertakingText: '',
    });

    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Officers' }));
    expect(await screen.findByText(/No officer yet: add the bank’s loan officer/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add an officer' }));
    await userEvent.type(screen.getByLabelText('Their first name'), 'Bisi');
    await userEvent.type(screen.getByLabelText('Their last name'), 'Ola');
    await userEvent.type(screen.getByLabelText('Their work e-mail'), 'bisi@sterling.ng');
    await userEvent.type(screen.getByLabelText('Their phone number'), '08091234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText(/Invitation sent to bisi@sterling.ng/)).toBeTruthy();
    expect(api.callsTo('POST FinancialInstitution/CreateOfficer')[0]?.body).toEqual({
      financialInstitutionId: 1,
      firstname: 'Bisi',
      lastname: 'Ola',
      email: 'bisi@sterling.ng',
      phoneNumber: '08091234567',
    });
  });
});

describe('the bank officer’s layout and the staff navigation', () => {
  function renderIn(ui: ReactNode, url: string) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('gives an officer a top bar with their bank, Applications and Sign out, and no staff menu', () => {
    officer();
    renderIn(<StaffLayout>page</StaffLayout>, '/bank-application/5');
    expect(screen.getByText('Sterling Bank')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/bank-applications');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    cleanup();
    // Their home, the list, has no arrow back (to the login page).
    renderIn(<StaffLayout>page</StaffLayout>, '/bank-applications');
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('links support and admins to Bank applications, not engineers; admins also to Partner banks', () => {
    const admin = signIn({ userRole: UserRole.Admin });
    renderIn(<StaffNavBar />, '/get-requests');
    expect(screen.getByRole('link', { name: 'Bank applications' }).getAttribute('href')).toBe('/bank-applications');
    expect(accountLinksOf(admin).map((link) => link.to)).toContain('/financial-institutions');
    const support = signIn({ userRole: UserRole.Support });
    expect(accountLinksOf(support).map((link) => link.to)).not.toContain('/financial-institutions');
    cleanup();
    signIn({ userRole: UserRole.Support, isEngineer: true });
    renderIn(<StaffNavBar />, '/get-requests');
    expect(screen.queryByRole('link', { name: 'Bank applications' })).toBeNull();
  });
});

describe('a bank’s officers', () => {
  it('deactivates an officer after asking, who then reads as deactivated', async () => {
    signIn({ userRole: UserRole.Admin });
    let active = true;
    const officer = {
      id: 40,
      firstname: 'Bisi',
      lastname: 'Ola',
      email: 'bisi.olanrewaju-adeyemi@sterlingbankplc.com.ng',
      phoneNumber: '08091234567',
      invited: false,
      dateCreated: '',
    };
    const api = fakeApi({
      'GET FinancialInstitution/All': () => ({
        data: [
          {
            id: 1,
            code: 'STERLING',
            name: 'Sterling Bank',
            logo: null,
            isActive: true,
            undertakingText: '',
            officerCount: 1,
            activeOfficerCount: active ? 1 : 0,
            link: '/bankquote?Name=STERLING',
          },
        ],
      }),
      'GET FinancialInstitution/Officers': () => ({ data: [{ ...officer, isActive: active }] }),
      'POST FinancialInstitution/SetOfficerActive': () => {
        active = false;
        return { message: 'Bisi can no longer sign in.', data: { ...officer, isActive: false } };
      },
    });
    renderPage(<InstitutionsPage />, { route: '/financial-institutions', url: '/financial-institutions' });
    expect(await screen.findByText('1 officer')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Officers' }));
    const row = await screen.findByTestId('officer-row');
    // The whole address, wrapped, never cut with an ellipsis.
    const email = within(row).getByTestId('officer-email');
    expect(email.textContent).toBe('bisi.olanrewaju-adeyemi@sterlingbankplc.com.ng');
    expect(email.className).not.toMatch(/truncate/);
    expect(email.className).toMatch(/break-all/);
    expect(within(row).getByText('Active')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate Bisi Ola' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate Bisi Ola?' });
    expect(api.callsTo('POST FinancialInstitution/SetOfficerActive')).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Deactivate Bisi' }));
    expect(await screen.findByText('Bisi can no longer sign in.')).toBeTruthy();
    expect(api.callsTo('POST FinancialInstitution/SetOfficerActive')[0]?.body).toEqual({ userId: 40, isActive: false });
    expect(await within(await screen.findByTestId('officer-row')).findByText('Deactivated')).toBeTruthy();
    // The card no longer counts Bisi as an officer who can act for the bank.
    expect(await screen.findByText('No active officer (1 switched off)')).toBeTruthy();
  });
});
