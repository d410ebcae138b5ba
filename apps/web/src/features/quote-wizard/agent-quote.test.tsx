import { quoteMessages } from '@imole/domain/quote-request';
import { UserRole } from '@imole/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, failure } from '../../test/fake-api.ts';
import { catalogueHandlers, created, packageRequest, sizing } from '../../test/quote-fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import AgentQuotePage from './agent-quote-page.tsx';
import StartQuotePage from './start-quote-page.tsx';

const agent = () => signIn({ id: 5, userRole: UserRole.SalesAgent, firstname: 'Kemi', lastname: 'Adeyemi' });
const coordinator = () =>
  signIn({ id: 6, userRole: UserRole.SalesAgent, isCoordinator: true, firstname: 'Emeka', lastname: 'Nwosu' });

const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name });

async function fillCustomer(user: UserEvent) {
  await user.type(screen.getByLabelText("Customer's first name"), 'Funmi');
  await user.type(screen.getByLabelText("Customer's last name"), 'Bello');
  await user.type(screen.getByLabelText("Customer's email"), 'funmi@example.com');
  await user.type(screen.getByLabelText("Customer's phone number"), '0803 123 4567');
}

async function fillPlace(user: UserEvent) {
  await screen.findByRole('option', { name: 'Lagos' });
  await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
  await screen.findByRole('option', { name: 'Eti-Osa' });
  await user.selectOptions(screen.getByLabelText('Area (LGA)'), 'Eti-Osa');
  await user.type(screen.getByLabelText('Full address'), '12 Adeola Odeku Street, Victoria Island');
  await user.type(screen.getByLabelText('Nearest landmark'), 'Opposite Mega Plaza');
  await user.click(screen.getByRole('radio', { name: 'Block of flats' }));
  await user.click(screen.getByRole('button', { name: /Where does the customer work/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Where does the customer work?' });
  await user.click(await within(dialog).findByRole('button', { name: 'Others' }));
}

/** The plan path's "More details" step for the customer (progress 80, staff spec §2), answered with no generator. */
async function fillMoreDetails(user: UserEvent) {
  await stepTitle("More details about the customer's home");
  await user.type(screen.getByLabelText('How many bedrooms?'), '3');
  await user.type(screen.getByLabelText('How many lights does the customer want to power?'), '10');
  await user.type(screen.getByLabelText('How many fans?'), '3');
  await user.type(screen.getByLabelText('How many TVs?'), '2');
  await user.type(screen.getByLabelText('Hours of power the customer needs a day'), '12');
  await user.type(screen.getByLabelText('Hours of grid power the customer gets a day'), '8');
  await user.click(screen.getByRole('radio', { name: "I don't have one" }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** A test that walks every step of the wizard as a person does: seconds on a loaded 2-core machine. */
const WALK_MS = 20_000;

describe('the quote wizard for a customer (agent variant)', () => {
  it(
    'asks the customer first, shows them on the review, creates the request for them and ends on the agent’s quotes',
    async () => {
      agent();
      const api = fakeApi({
        ...catalogueHandlers(),
        'POST Quote/CreateSalesQuoteRequestWithProduct': () => ({ data: { ...created, customerId: 90 } }),
      });
      const user = userEvent.setup();
      const { progress, here } = renderPage(<StartQuotePage />, {
        route: '/start-quote',
        url: '/start-quote?id=3',
        from: ['/all-sales-quotes'],
      });

      await stepTitle('Customer information');
      expect(progress()).toBe(40);
      // The customer's contact comes first, and its rules are said of the customer.
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText("Please enter the customer's first name")).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText("Customer's first name"));
      await fillCustomer(user);
      await user.clear(screen.getByLabelText("Customer's phone number"));
      await user.type(screen.getByLabelText("Customer's phone number"), '12345');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Please enter a valid Nigerian phone number, e.g. 0803 123 4567')).toBeTruthy();
      await user.clear(screen.getByLabelText("Customer's phone number"));
      await user.type(screen.getByLabelText("Customer's phone number"), '0803 123 4567');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText("Please select the customer's state")).toBeTruthy();
      await fillPlace(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await stepTitle('Choose a plan');
      expect(progress()).toBe(60);
      expect(
        screen.getByText("Pick the package that suits the customer's home. You can see what is in each one."),
      ).toBeTruthy();
      const personalPlan = screen.getByRole('button', { name: /Make a personalized plan/ });
      expect(personalPlan.textContent).toContain('Choose components for the customer, or let us size a system.');
      await user.click(personalPlan);
      const choice = await screen.findByRole('dialog', { name: 'Make a personalized plan' });
      expect(
        within(choice).getByText('Choose the panels, inverter, batteries and cable the customer wants.'),
      ).toBeTruthy();
      expect(
        within(choice).getByText("Tell us about the customer's home and we will size a system for them."),
      ).toBeTruthy();
      await user.click(within(choice).getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Preview your plan' }));
      // Staff spec §2: 60 packages, 80 power need, 100 review (issue 22: the package no longer skips the power need).
      await stepTitle("More details about the customer's home");
      expect(progress()).toBe(80);
      await fillMoreDetails(user);

      await stepTitle('Review your request');
      expect(progress()).toBe(100);
      expect(screen.getByRole('button', { name: 'Customer' })).toBeTruthy();
      expect(screen.getByText('Funmi Bello')).toBeTruthy();
      expect(screen.getByText('funmi@example.com')).toBeTruthy();
      // The package's battery is said, Tubular too (not only Lithium's note).
      expect((await screen.findByTestId('chosen-battery')).textContent).toBe('Battery: Tubular');
      await user.click(screen.getByRole('button', { name: 'Proceed' }));

      const success = await screen.findByRole('dialog', { name: "Funmi's quote request is in" });
      expect(within(success).getByTestId('reference-no').textContent).toBe('IM-4K7Q-92HD');
      expect(within(success).getByText(/We have received the quote request for Funmi\./)).toBeTruthy();
      expect(within(success).getByRole('button', { name: 'Copy' })).toBeTruthy();
      expect(api.callsTo('POST Quote/CreateSalesQuoteRequestWithProduct')[0]?.body).toMatchObject({
        firstname: 'Funmi',
        lastname: 'Bello',
        email: 'funmi@example.com',
        phoneNumber: '0803 123 4567',
        productId: 3,
        state: 'Lagos',
        landmark: 'Opposite Mega Plaza',
        noOfBedrooms: 3,
        inverterUsageHoursPerDay: 12,
      });
      // A sales agent has no open requests of their own: the customer's new-quote rule is the server's.
      expect(api.callsTo('GET Quote/ActiveQuoteRequest')).toHaveLength(0);
      await user.click(within(success).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(here()).toBe('/all-sales-quotes'));
    },
    WALK_MS,
  );

  it(
    'shows the server’s refusal (another agent’s customer, an open request) in a dismissible alert',
    async () => {
      agent();
      const api = fakeApi({
        ...catalogueHandlers(),
        'POST Quote/CreateSalesQuoteRequestWithProduct': () =>
          failure(409, 'This customer was referred by another sales agent, so you cannot ask for a quote for them.'),
      });
      const user = userEvent.setup();
      renderPage(<StartQuotePage />, { route: '/start-quote', url: '/start-quote?id=3' });
      await stepTitle('Customer information');
      await fillCustomer(user);
      await fillPlace(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Preview your plan' }));
      await fillMoreDetails(user);
      await user.click(await screen.findByRole('button', { name: 'Proceed' }));
      expect(await screen.findByText(/referred by another sales agent/)).toBeTruthy();
      // The new-quote rule's sentence speaks to a customer: the agent is told what it means for them.
      api.on('POST Quote/CreateSalesQuoteRequestWithProduct', () => failure(409, quoteMessages.newQuote, 'CONFLICT'));
      await user.click(screen.getByRole('button', { name: 'Proceed' }));
      expect(await screen.findByText(/This customer already has an open quote request/)).toBeTruthy();
    },
    WALK_MS,
  );

  it('fills the customer’s state and area from a chosen address suggestion (issue 22)', async () => {
    agent();
    fakeApi({
      ...catalogueHandlers(),
      'GET Location/SearchAddress': () => ({
        provider: 'ours',
        suggestions: [
          {
            address: '3 Allen Avenue, Ikeja',
            description: 'Ikeja, Lagos',
            stateId: 25,
            state: 'Lagos',
            lgaId: 501,
            lga: 'Ikeja',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderPage(<StartQuotePage />, { route: '/start-quote', url: '/start-quote?id=3' });
    await stepTitle('Customer information');
    await screen.findByRole('option', { name: 'Lagos' });
    await user.type(screen.getByRole('combobox', { name: 'Full address' }), '3 Allen Av');
    await screen.findByRole('listbox', { name: 'Address suggestions' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Full address' })).toHaveProperty('value', '3 Allen Avenue, Ikeja');
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'Lagos');
    await waitFor(() => expect(screen.getByLabelText('Area (LGA)')).toHaveProperty('value', '501'));
  });

  it(
    'starts on the components at /generate-component, and a coordinator’s Continue goes to their dashboard',
    async () => {
      coordinator();
      const api = fakeApi({
        ...catalogueHandlers(),
        'POST Quote/CreateSalesQuoteRequestWithProduct': () => ({ data: { ...created, customerId: 90 } }),
      });
      const user = userEvent.setup();
      const { progress, here } = renderPage(<StartQuotePage />, {
        route: '/generate-component',
        url: '/generate-component',
        from: ['/all-cordinator-quotes'],
      });
      await stepTitle("Pick the customer's components");
      expect(progress()).toBe(20);
      await user.click(await screen.findByRole('checkbox', { name: 'Inverters' }));
      await user.click(await screen.findByRole('radio', { name: /3.5 kVA hybrid inverter/ }));
      await user.type(screen.getByLabelText('How many do you need?'), '1');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await stepTitle('Customer information');
      await fillCustomer(user);
      await fillPlace(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await stepTitle('Review your request');
      await user.click(screen.getByRole('button', { name: 'Proceed' }));
      const success = await screen.findByRole('dialog', { name: "Funmi's quote request is in" });
      expect(api.callsTo('POST Quote/CreateSalesQuoteRequestWithProduct')[0]?.body).toMatchObject({
        productId: null,
        installationComponents: [{ quantity: 1 }],
        firstname: 'Funmi',
      });
      await user.click(within(success).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(here()).toBe('/cordinator-dashboard'));
    },
    WALK_MS,
  );

  it(
    'changes a request at /agent-customer-edit-quote: loads it by id, shows whose it is, sends an update',
    async () => {
      agent();
      const api = fakeApi({
        ...catalogueHandlers(),
        'GET Quote/GetQuoteRequest': () => ({
          ...packageRequest,
          quoteRequest: {
            ...packageRequest.quoteRequest,
            clientUser: {
              firstname: 'Funmi',
              lastname: 'Bello',
              email: 'funmi@example.com',
              phoneNumber: '08031234567',
            },
          },
        }),
        'POST Quote/UpdateQuoteRequest': () => ({ data: created }),
      });
      const user = userEvent.setup();
      const { here } = renderPage(<StartQuotePage />, {
        route: '/agent-customer-edit-quote',
        url: '/agent-customer-edit-quote?isEditing=1&quoteRequestId=41',
        from: ['/agent-customer-quote/41'],
      });
      await stepTitle('Customer information');
      expect(api.callsTo('GET Quote/GetQuoteRequest')[0]?.query.get('id')).toBe('41');
      expect(screen.getByText('For Funmi Bello')).toBeTruthy();
      expect(screen.getByText(/You are changing Funmi’s quote request/)).toBeTruthy();
      expect(screen.queryByLabelText("Customer's first name")).toBeNull();
      await waitFor(() => expect(screen.getByLabelText('Area (LGA)')).toHaveProperty('value', '502'));
      await user.clear(screen.getByLabelText('Nearest landmark'));
      await user.type(screen.getByLabelText('Nearest landmark'), 'Behind the filling station');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Preview your plan' }));
      await fillMoreDetails(user);
      await user.click(await screen.findByRole('button', { name: 'Proceed' }));
      // A change, not a new request: the modal says so.
      const success = await screen.findByRole('dialog', { name: "Funmi's quote request is updated" });
      expect(within(success).getByText(/We have received the change to Funmi's quote request/)).toBeTruthy();
      expect(api.callsTo('POST Quote/UpdateQuoteRequest')[0]?.body).toMatchObject({
        quoteRequestId: 41,
        landmark: 'Behind the filling station',
      });
      expect(api.callsTo('POST Quote/CreateSalesQuoteRequestWithProduct')).toHaveLength(0);
      await user.click(within(success).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(here()).toBe('/all-sales-quotes'));
    },
    WALK_MS,
  );
  it(
    'speaks of the customer, not to "you", on every step the agent reads: place, employer, code, plan, power need',
    async () => {
      agent();
      fakeApi({
        ...catalogueHandlers(),
        'POST ClientUser/CompanyValidationOTP': () => ({ message: 'We have sent a 6-digit code.' }),
        'POST Quote/GetSizingRecommendation': () => ({ recommendation: sizing }),
      });
      const user = userEvent.setup();
      renderPage(<StartQuotePage />, { route: '/start-quote', url: '/start-quote' });
      await stepTitle('Customer information');
      await screen.findByRole('option', { name: 'Lagos' });
      expect(screen.getByRole('option', { name: "Select the customer's state" })).toBeTruthy();
      expect(screen.getByRole('option', { name: "Select the customer's state first" })).toBeTruthy();
      expect(screen.getByText("Select the customer's employer")).toBeTruthy();
      await fillCustomer(user);
      await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
      expect(await screen.findByRole('option', { name: "Select the customer's area" })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText("Please select the customer's city")).toBeTruthy();
      await user.selectOptions(screen.getByLabelText('Area (LGA)'), 'Eti-Osa');
      await user.type(screen.getByLabelText('Full address'), '12 Adeola Odeku Street, Victoria Island');
      await user.type(screen.getByLabelText('Nearest landmark'), 'Opposite Mega Plaza');
      await user.click(screen.getByRole('radio', { name: 'Block of flats' }));
      expect(screen.getByText("Please select the customer's employer")).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /Where does the customer work/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Where does the customer work?' });
      await user.type(within(dialog).getByLabelText("Search for the customer's employer"), 'zzz');
      expect(
        await within(dialog).findByText('If you can\'t find where the customer works, select "Others".'),
      ).toBeTruthy();
      await user.clear(within(dialog).getByLabelText("Search for the customer's employer"));
      await user.click(await within(dialog).findByRole('button', { name: 'Dangote Group' }));
      await user.type(screen.getByLabelText("Customer's work e-mail"), 'funmi@dangote.com');
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await stepTitle('Confirm Business email');
      expect(screen.getByText(/Ask the customer to read out the 6-digit code we sent to their inbox at/)).toBeTruthy();
      expect(screen.getByRole('group', { name: "Code from the customer's work e-mail" })).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/\byour\b/i);
    },
    WALK_MS,
  );

  it(
    'speaks of the customer on the plan, the power need and the recommendation',
    async () => {
      agent();
      fakeApi({
        ...catalogueHandlers(),
        'POST Quote/GetSizingRecommendation': () => ({ recommendation: sizing }),
      });
      const user = userEvent.setup();
      renderPage(<StartQuotePage />, { route: '/start-quote', url: '/start-quote?notSure=true' });
      await stepTitle('Customer information');
      await fillCustomer(user);
      await fillPlace(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await stepTitle("Tell us about the customer's power need");
      expect(screen.getByText("We use this to size a system for the customer's home.")).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByText('Enter number of bedrooms the customer has')).toBeTruthy();
      await user.type(screen.getByLabelText('How many bedrooms?'), '3');
      await user.type(screen.getByLabelText('How many lights does the customer want to power?'), '10');
      await user.type(screen.getByLabelText('How many fans?'), '3');
      await user.type(screen.getByLabelText('How many TVs?'), '2');
      await user.type(screen.getByLabelText('Hours of power the customer needs a day'), '12');
      await user.type(screen.getByLabelText('Hours of grid power the customer gets a day'), '8');
      expect(screen.getByText("Select the customer's generator capacity")).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Which of these will the customer power?' })).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: 'Others' }));
      await user.type(screen.getByLabelText("Tell us about the customer's generator"), 'A 3.5 KVA petrol generator');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await stepTitle('Review your request');
      expect(await screen.findByRole('region', { name: 'Recommended for the customer' })).toBeTruthy();
      expect(screen.queryByText('Recommended for you')).toBeNull();
    },
    WALK_MS,
  );
  it(
    'puts the reason under the field Continue takes the agent to, tied to it, and brings both into view',
    async () => {
      agent();
      fakeApi(catalogueHandlers());
      const scrolled: { element: Element; options: unknown }[] = [];
      // jsdom has no layout: record where the page is asked to scroll.
      Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
        scrolled.push({ element: this, options });
      };
      const user = userEvent.setup();
      renderPage(<StartQuotePage />, { route: '/start-quote', url: '/start-quote?id=3' });
      await stepTitle('Customer information');
      await screen.findByRole('option', { name: 'Lagos' });
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const firstName = screen.getByLabelText("Customer's first name");
      expect(document.activeElement).toBe(firstName);
      expect(describedBy(firstName)).toContain("Please enter the customer's first name");
      expect(scrolled.at(-1)).toEqual({ element: firstName, options: { block: 'center' } });
      // Nothing else repeats it by Continue, out of view.
      expect(screen.getAllByText("Please enter the customer's first name")).toHaveLength(1);

      await fillCustomer(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(describedBy(screen.getByLabelText('State'))).toContain("Please select the customer's state");
      await fillPlace(user);
      await user.clear(screen.getByLabelText('Nearest landmark'));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const landmark = screen.getByLabelText('Nearest landmark');
      expect(document.activeElement).toBe(landmark);
      expect(describedBy(landmark)).toContain("Please enter a landmark near the customer's home");
      expect(scrolled.at(-1)?.element).toBe(landmark);
    },
    WALK_MS,
  );
});

/** The text of the elements that describe a field (aria-describedby), as a screen reader reads it. */
function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const pricedView = (overrides: Record<string, unknown> = {}) => ({
  quoteRequest: {
    ...packageRequest.quoteRequest,
    quoteRequestStatus: 2,
    cityName: 'Eti-Osa',
    clientUser: { firstname: 'Funmi', lastname: 'Bello', email: 'funmi@example.com', phoneNumber: '08031234567' },
  },
  quoteRequestProduct: { name: 'Solar Home 3.5kVA', description: 'A home system', price: 2_500_000 },
  quoteRequestProductComponents: [
    { componentTypeValue: 'Solar panels', name: '550 W monocrystalline solar panel', quantity: 6, unitPrice: 230_000 },
  ],
  quote: {
    id: 77,
    quoteStatus: 1,
    installationStatus: 0,
    totalAssetAmount: 2_500_000,
    installationCost: 150_000,
    transportCost: 50_000,
    equity: 750_000,
    contributionPercentage: 30,
    monthlyRepayment: 180_000,
    durationMonths: 12,
    daysToExpiry: 5,
    isOutright: false,
  },
  referredByYou: true,
  ...overrides,
});

describe('the customer’s quote page for their agent', () => {
  it('shows the request, its status in words, the package and the priced plan, with Change request', async () => {
    agent();
    const api = fakeApi({ 'GET Quote/GetQuoteRequest': () => pricedView() });
    renderPage(<AgentQuotePage />, { route: '/agent-customer-quote/:id', url: '/agent-customer-quote/41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Funmi Bello' })).toBeTruthy();
    expect(api.callsTo('GET Quote/GetQuoteRequest')[0]?.query.get('id')).toBe('41');
    expect(screen.getByTestId('request-status').textContent).toBe('Quote pricing sent back to customer');
    expect(screen.getByTestId('package-name').textContent).toBe('Solar Home 3.5kVA');
    // Priced and sent: the quote's own system, line by line.
    expect(screen.getByRole('heading', { level: 2, name: 'The system' })).toBeTruthy();
    expect(screen.getByText(/6 × 550 W monocrystalline solar panel/)).toBeTruthy();
    expect(screen.getByText('₦750,000.00 (30%)')).toBeTruthy();
    expect(screen.getByText('₦180,000.00 × 12 months')).toBeTruthy();
    expect(screen.getByText('The offer stands for 5 more days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change request' }).getAttribute('href')).toBe(
      '/agent-customer-edit-quote?isEditing=1&quoteRequestId=41',
    );
  });

  it('changes the installation cost before payment, says so, and reloads the quote', async () => {
    agent();
    let installationCost = 150_000;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        pricedView({
          quote: { ...pricedView().quote, installationCost, totalAssetAmount: 2_350_000 + installationCost },
        }),
      'POST Quote/UpdateQuoteInstallationCost': ({ body }) => {
        installationCost = (body as { amount: number }).amount;
        return { message: 'Installation cost successfully updated', data: {} };
      },
    });
    const user = userEvent.setup();
    renderPage(<AgentQuotePage />, { route: '/agent-customer-quote/:id', url: '/agent-customer-quote/41' });
    const box = await screen.findByLabelText('Installation cost');
    await user.clear(box);
    await user.type(box, '200000');
    await user.click(screen.getByRole('button', { name: 'Save installation cost' }));
    expect(await screen.findByText('Installation cost successfully updated')).toBeTruthy();
    expect(api.callsTo('POST Quote/UpdateQuoteInstallationCost')[0]?.body).toEqual({ quoteId: 77, amount: 200_000 });
    await waitFor(() => expect(screen.getByText('₦2,550,000.00')).toBeTruthy());
    expect(api.callsTo('GET Quote/GetQuoteRequest').length).toBeGreaterThan(1);
  });

  it('shows the server’s refusal of a cost change', async () => {
    agent();
    fakeApi({
      'GET Quote/GetQuoteRequest': () => pricedView(),
      'POST Quote/UpdateQuoteTransportationCost': () =>
        failure(409, 'The customer has already paid on this quote; its costs can no longer change.', 'CONFLICT'),
    });
    const user = userEvent.setup();
    renderPage(<AgentQuotePage />, { route: '/agent-customer-quote/:id', url: '/agent-customer-quote/41' });
    await user.click(await screen.findByRole('button', { name: 'Save transport cost' }));
    expect(await screen.findByText(/its costs can no longer change/)).toBeTruthy();
  });

  it('lets the coordinator read their agent’s customer’s quote without changing it; nothing changes once paid', async () => {
    coordinator();
    fakeApi({ 'GET Quote/GetQuoteRequest': () => pricedView({ referredByYou: false }) });
    const view = renderPage(<AgentQuotePage />, {
      route: '/coordinator-customer-quote/:id',
      url: '/coordinator-customer-quote/41',
    });
    await screen.findByRole('heading', { level: 1, name: 'Funmi Bello' });
    expect(screen.queryByLabelText('Installation cost')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change request' })).toBeNull();
    expect(screen.getByText(/One of your agents referred this customer/)).toBeTruthy();
    view.unmount();

    agent();
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        pricedView({ quoteRequest: { ...pricedView().quoteRequest, quoteRequestStatus: 3 } }),
    });
    renderPage(<AgentQuotePage />, { route: '/agent-customer-quote/:id', url: '/agent-customer-quote/41' });
    expect(await screen.findByText(/The customer has paid on this quote/)).toBeTruthy();
    expect(screen.queryByLabelText('Installation cost')).toBeNull();
  });

  it('says so when the request is not one of the agent’s', async () => {
    agent();
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        failure(404, 'No quote request of a customer you referred has that id.', 'NOT_FOUND'),
    });
    renderPage(<AgentQuotePage />, { route: '/agent-customer-quote/:id', url: '/agent-customer-quote/99' });
    expect(await screen.findByText('No quote request of a customer you referred has that id.')).toBeTruthy();
  });
});
