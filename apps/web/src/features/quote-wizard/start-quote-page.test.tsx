import { bankRequestLockedMessage } from '@imole/domain/bank-application';
import { quoteMessages } from '@imole/domain/quote-request';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, failure } from '../../test/fake-api.ts';
import { catalogueHandlers, created, packageRequest, sizing } from '../../test/quote-fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import StartQuotePage from './start-quote-page.tsx';

function open(url: string, from?: string[]) {
  return renderPage(<StartQuotePage />, { route: '/start-quote', url, ...(from ? { from } : {}) });
}

async function chooseEmployer(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: /Where do you work/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Where do you work?' });
  await user.click(await within(dialog).findByRole('button', { name }));
}

/** Fills the personal step with a valid address in Lagos; the employer is Lagos State Government unless told. */
async function fillPersonal(user: UserEvent, employer = 'Lagos State Government', email = 'ada@lagosstate.gov.ng') {
  await screen.findByRole('option', { name: 'Lagos' });
  await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
  await screen.findByRole('option', { name: 'Eti-Osa' });
  await user.selectOptions(screen.getByLabelText('Area (LGA)'), 'Eti-Osa');
  await user.type(screen.getByLabelText('Full address'), '12 Adeola Odeku Street, Victoria Island');
  await user.type(screen.getByLabelText('Nearest landmark'), 'Opposite Mega Plaza');
  await user.click(screen.getByRole('radio', { name: 'Block of flats' }));
  await chooseEmployer(user, employer);
  if (email) await user.type(screen.getByLabelText('Work e-mail'), email);
}

async function fillPowerNeed(user: UserEvent) {
  await user.type(screen.getByLabelText('How many bedrooms?'), '3');
  await user.type(screen.getByLabelText('How many lights do you want to power?'), '10');
  await user.type(screen.getByLabelText('How many fans?'), '3');
  await user.type(screen.getByLabelText('How many TVs?'), '2');
  await user.click(screen.getByRole('checkbox', { name: 'Refrigerator' }));
  await user.type(screen.getByLabelText('Hours of power you need a day'), '12');
  await user.type(screen.getByLabelText('Hours of grid power you get a day'), '8');
}

/** The plan path's "More details" step (progress 80), answered in full with no generator. */
async function fillMoreDetails(user: UserEvent) {
  await stepTitle('More details about your home');
  await fillPowerNeed(user);
  await user.click(screen.getByRole('radio', { name: "I don't have one" }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** A test that walks every step of the wizard as a person does: seconds on a loaded 2-core machine. */
const WALK_MS = 20_000;

const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name });

beforeEach(() => {
  signIn({ firstname: 'Ada' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the quote wizard: package path', () => {
  it(
    'goes personal 40 → choose plan 60 (package preselected) → more details 80 → review 100, and submits the package with the battery and the power need',
    async () => {
      // Priced within two days and three hours of now.
      const turnAroundTime = new Date(Date.now() + (2 * 24 + 3) * 3600_000 + 30_000).toISOString();
      const api = fakeApi({
        ...catalogueHandlers(),
        'POST Quote/CreateQuoteRequestWithProduct': () => ({ data: { ...created, turnAroundTime } }),
      });
      const user = userEvent.setup();
      const { progress, here } = open('/start-quote?id=3&battery=2');

      await stepTitle('Personal information');
      expect(progress()).toBe(40);
      await fillPersonal(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await stepTitle('Choose a plan');
      expect(progress()).toBe(60);
      expect(screen.getByRole('radio', { name: /Solar Home 3.5kVA/ })).toHaveProperty('checked', true);
      expect(await screen.findByTestId('lithium-note')).toBeTruthy();
      // The spec's label names the review: the page says what comes first.
      expect(
        screen.getByText('Next: a few questions about your home, then you check everything before sending.').id,
      ).toBe(screen.getByRole('button', { name: 'Preview your plan' }).getAttribute('aria-describedby'));
      await user.click(screen.getByRole('button', { name: 'Preview your plan' }));

      // The spec's plan path (customer spec §4): the more-details step comes after the package (issue 22).
      await stepTitle('More details about your home');
      expect(progress()).toBe(80);
      await user.click(screen.getByRole('button', { name: 'Go back' }));
      await stepTitle('Choose a plan');
      expect(progress()).toBe(60);
      await user.click(screen.getByRole('button', { name: 'Preview your plan' }));
      await fillMoreDetails(user);

      await stepTitle('Review your request');
      expect(progress()).toBe(100);
      // The spec's accordion, in its order.
      expect(
        screen
          .getAllByRole('button', { name: /^(House Location|Power need|Selected Package\(s\))$/ })
          .map((b) => b.textContent),
      ).toEqual(['House Location', 'Power need', 'Selected Package(s)']);
      // No sizing on the plan path: the person chose the package.
      expect(screen.queryByRole('region', { name: 'Recommended for you' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Edit Power need' }));
      await stepTitle('More details about your home');
      expect(screen.getByLabelText('How many bedrooms?')).toHaveProperty('value', '3');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await stepTitle('Review your request');
      // Back from the review goes to the more-details step, not the plan.
      await user.click(screen.getByRole('button', { name: 'Go back' }));
      await stepTitle('More details about your home');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Proceed' }));

      const success = await screen.findByRole('dialog', { name: 'Thank you, Ada!' });
      // A new request keeps the spec's words.
      expect(
        within(success).getByText(/We have received your quote request\. Our team will send your quote/),
      ).toBeTruthy();
      expect(within(success).getByTestId('reference-no').textContent).toBe('IM-4K7Q-92HD');
      expect(within(success).getByTestId('turnaround-countdown').textContent).toMatch(
        /^02 days 03 hours 00 minutes \d{2} seconds$/,
      );
      expect(within(success).getByText(/Our team will send your quote within 2 days 3 hours\./)).toBeTruthy();
      expect(api.callsTo('POST Quote/CreateQuoteRequestWithProduct')[0]?.body).toEqual({
        address: '12 Adeola Odeku Street, Victoria Island',
        landmark: 'Opposite Mega Plaza',
        buildingType: 2,
        state: 'Lagos',
        city: 502,
        employerId: 14,
        workEmail: 'ada@lagosstate.gov.ng',
        isLithiumComponent: true,
        productId: 3,
        installationComponents: [],
        noOfBedrooms: 3,
        noOfLights: 10,
        noOfFan: 3,
        noOfTv: 2,
        includeRefrigeratorEquiptment: true,
        includeFreezerEquiptment: false,
        includeAirConditionEquiptment: false,
        includeOtherEquiptment: false,
        inverterUsageHoursPerDay: 12,
        hoursOfElectricPowerPerDay: 8,
        hasGenerator: false,
        generatorCapacity: 0,
        generatorCapacityOthers: '',
      });
      // Lithium prices come from the product reloaded with the tubular battery switched.
      expect(api.callsTo('GET Product/GetWebProductById')[0]?.query.get('ComponentIdToRemove')).toBe('17');

      await user.click(within(success).getByRole('button', { name: 'Copy' }));
      expect(await navigator.clipboard.readText()).toBe('IM-4K7Q-92HD');
      expect(within(success).getByRole('button', { name: 'Copied' })).toBeTruthy();
      await user.click(within(success).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(here()).toBe('/dashboard'));
      // The saved request is not kept for a reload.
      expect(window.sessionStorage.getItem('imole.quote-wizard')).toBeNull();
    },
    WALK_MS,
  );

  it('shows the chosen battery’s amounts on the plan card, in the specs and on the review: one source, Lithium’s', async () => {
    fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    open('/start-quote');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Choose a plan');
    const card = () => screen.getByRole('radio', { name: /Solar Home 3.5kVA/ }).closest('div')!;
    // Tubular: the list's own figures.
    expect(await within(card()).findByText('₦3,485,000.00')).toBeTruthy();

    await user.click(within(card()).getByRole('button', { name: /View specs/ }));
    const specs = await screen.findByRole('dialog', { name: 'Solar Home 3.5kVA' });
    await user.click(within(specs).getByRole('radio', { name: 'Lithium' }));
    expect(await within(specs).findByText('₦4,485,000.00')).toBeTruthy();
    await user.click(within(specs).getByRole('button', { name: 'Choose this plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The card says Lithium and shows Lithium's amounts, never Tubular's beside the Lithium label.
    expect(screen.getByRole('radio', { name: /Solar Home 3.5kVA/ })).toHaveProperty('checked', true);
    expect(await within(card()).findByText('₦4,485,000.00')).toBeTruthy();
    expect(within(card()).getByText('₦1,345,500.00')).toBeTruthy();
    expect(within(card()).getByText('₦126,700.00')).toBeTruthy();
    expect(within(card()).queryByText('₦3,485,000.00')).toBeNull();
    expect(within(card()).getByTestId('lithium-note').textContent).toContain(
      '2 × 5 kWh lithium battery in place of the 4 × 220 Ah tubular battery in the description',
    );

    await user.click(screen.getByRole('button', { name: 'Preview your plan' }));
    await fillMoreDetails(user);
    await stepTitle('Review your request');
    expect(await screen.findByText('₦4,485,000.00')).toBeTruthy();
    expect(screen.getByTestId('chosen-battery').textContent).toBe('Battery: Lithium');
    expect(screen.queryByText('₦3,485,000.00')).toBeNull();
  });

  it('says a 24-hour turnaround as "24 hours", not "01 days 00 hours" alone', async () => {
    const turnAroundTime = new Date(Date.now() + 24 * 3600_000).toISOString();
    fakeApi({
      ...catalogueHandlers(),
      'POST Quote/CreateQuoteRequestWithProduct': () => ({ data: { ...created, turnAroundTime } }),
    });
    const user = userEvent.setup();
    open('/start-quote?id=5');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Preview your plan' }));
    await fillMoreDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    const success = await screen.findByRole('dialog', { name: 'Thank you, Ada!' });
    expect(within(success).getByText(/Our team will send your quote within 24 hours\. Time left:/)).toBeTruthy();
  });

  it('keeps "Preview your plan" disabled until a plan is chosen', async () => {
    fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    open('/start-quote');
    await stepTitle('Personal information');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Choose a plan');
    const preview = screen.getByRole('button', { name: 'Preview your plan' });
    expect(preview).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('radio', { name: /Inverter Basic 1.5kVA/ }));
    expect(preview).toHaveProperty('disabled', false);
  });

  it('shows the server’s message in a dismissible alert when the request fails', async () => {
    fakeApi({
      ...catalogueHandlers(),
      'POST Quote/CreateQuoteRequestWithProduct': () => failure(409, quoteMessages.newQuote, 'CONFLICT'),
    });
    const user = userEvent.setup();
    open('/start-quote?id=3');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Preview your plan' }));
    await fillMoreDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(quoteMessages.newQuote);
    expect(screen.getByRole('button', { name: 'Proceed' }).getAttribute('data-state')).toBe('ERROR');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the personal step', () => {
  it('fills the state and area from a chosen address suggestion, and keeps free typing (issue 22)', async () => {
    const api = fakeApi({
      ...catalogueHandlers(),
      'GET Location/SearchAddress': () => ({
        provider: 'ours',
        suggestions: [
          {
            address: '12 Adeola Odeku Street, Victoria Island',
            description: 'Eti-Osa, Lagos',
            stateId: 25,
            state: 'Lagos',
            lgaId: 502,
            lga: 'Eti-Osa',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    open('/start-quote');
    await screen.findByRole('option', { name: 'Lagos' });
    const address = screen.getByRole('combobox', { name: 'Full address' });
    await user.type(address, '12 Adeola Odeku Street, Victoria');
    await user.click(await screen.findByRole('option', { name: /Victoria Island/ }));
    expect(address).toHaveProperty('value', '12 Adeola Odeku Street, Victoria Island');
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'Lagos');
    await waitFor(() => expect(screen.getByLabelText('Area (LGA)')).toHaveProperty('value', '502'));
    expect(screen.getByTestId('address-filled').textContent).toContain('Eti-Osa, Lagos');
    expect(api.callsTo('GET Location/SearchAddress').at(-1)?.query.get('query')).toBe(
      '12 Adeola Odeku Street, Victoria',
    );

    // Typing on is still the person's own text; the state and area stay as chosen.
    await user.type(address, ' (the blue gate)');
    expect(address).toHaveProperty('value', '12 Adeola Odeku Street, Victoria Island (the blue gate)');
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'Lagos');
  });

  it('shows the first failing rule under the form when Continue is pressed, in the spec’s order', async () => {
    fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    open('/start-quote');
    await screen.findByRole('option', { name: 'Lagos' });
    expect(screen.queryByRole('alert')).toBeNull(); // nothing before the person tries

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await user.click(continueButton);
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.state);
    expect(document.activeElement).toBe(screen.getByLabelText('State'));

    // The reason is under the field Continue moved to, and describes it (not by Continue, out of view on a phone).
    expect(screen.getByLabelText('State').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.city);
    await screen.findByRole('option', { name: 'Ikeja' });
    await user.selectOptions(screen.getByLabelText('Area (LGA)'), 'Ikeja');
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.address);
    await user.type(screen.getByLabelText('Full address'), '12 Allen');
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.fullAddress);
    await user.type(screen.getByLabelText('Full address'), ' Avenue');
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.landmark);
    await user.type(screen.getByLabelText('Nearest landmark'), 'Near the roundabout');
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.buildingType);
    await user.click(screen.getByRole('radio', { name: 'Bungalow' }));
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.employer);
    expect(screen.getByRole('button', { name: /Where do you work/ }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
    await chooseEmployer(user, 'Lagos State Government');
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.workEmail);
  });

  it('hides the work e-mail for "Others", and shows the empty search message with the hint', async () => {
    fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    open('/start-quote');
    await screen.findByRole('option', { name: 'Lagos' });
    expect(screen.getByLabelText('Work e-mail')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Where do you work/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Where do you work?' });
    await user.type(within(dialog).getByLabelText('Search for your employer'), 'Zzz Holdings');
    expect(await within(dialog).findByText('Can’t find the business for your query'.replace('’', "'"))).toBeTruthy();
    expect(within(dialog).getByText(/select "Others"/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Others' }));

    expect(screen.queryByLabelText('Work e-mail')).toBeNull();
    expect(screen.getByRole('button', { name: /Where do you work/ }).textContent).toContain('Others');
  });

  it('loads the LGAs of the chosen state and lists the states sorted by title', async () => {
    const api = fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    open('/start-quote');
    await screen.findByRole('option', { name: 'Lagos' });
    const options = within(screen.getByLabelText('State'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Select your state', 'Abia', 'FCT', 'Lagos']);
    expect(screen.getByLabelText('Area (LGA)')).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
    await screen.findByRole('option', { name: 'Ikeja' });
    expect(api.callsTo('GET Location/GetLgas')[0]?.query.get('stateId')).toBe('25');
  });
});

describe('the work e-mail code', () => {
  it('sends a code when leaving the personal step, refuses a wrong code with red boxes, accepts the right one', async () => {
    const api = fakeApi({
      ...catalogueHandlers(),
      'POST ClientUser/CompanyValidationOTP': () => ({ message: 'We have sent a 6-digit code.' }),
      'POST ClientUser/CompanyValidationOTPConfirmation': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? { message: 'Your work email is confirmed.' }
          : failure(400, 'That code is not right. Check the e-mail and try again.'),
    });
    const user = userEvent.setup();
    const { progress } = open('/start-quote');
    await fillPersonal(user, 'Dangote Group', 'ada@dangote.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepTitle('Confirm Business email');
    expect(api.callsTo('POST ClientUser/CompanyValidationOTP')[0]?.body).toEqual({
      email: 'ada@dangote.com',
      companyId: 1,
    });
    expect(progress()).toBe(40);
    expect(screen.getByText('ada@dangote.com')).toBeTruthy();

    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    await user.click(first);
    await user.keyboard('654321');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. Check the e-mail and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('aria-invalid')).toBe('true');

    // The code was sent on the way here: the 59-second wait runs from then, no resend yet (issue 19).
    expect(screen.getByRole('button', { name: /Resend in 0:5\d/ }).getAttribute('aria-disabled')).toBe('true');
    expect(api.callsTo('POST ClientUser/CompanyValidationOTP')).toHaveLength(1);

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await stepTitle('Choose a plan');
    expect(progress()).toBe(60);

    // Confirmed: Back skips the code step.
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await stepTitle('Personal information');
  });

  it('shows why the code could not be sent (an address outside the employer’s domain)', async () => {
    fakeApi({
      ...catalogueHandlers(),
      'POST ClientUser/CompanyValidationOTP': () =>
        failure(400, 'This is not a Dangote Group e-mail address. Use your work e-mail ending in @dangote.com.'),
    });
    const user = userEvent.setup();
    open('/start-quote');
    await fillPersonal(user, 'Dangote Group', 'ada@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Use your work e-mail ending in @dangote.com.');
    expect(screen.getByRole('heading', { level: 2, name: 'Personal information' })).toBeTruthy();
  });
});

describe('the custom-components path', () => {
  it('goes components 20 → personal 40 → review 100; validates each line; clears non-numbers; Back walks back', async () => {
    const api = fakeApi({
      ...catalogueHandlers(),
      'POST Quote/CreateQuoteRequestWithProduct': () => ({ data: created }),
    });
    const user = userEvent.setup();
    const { progress, here } = open('/start-quote?product=true');

    await stepTitle('Pick your components');
    expect(progress()).toBe(20);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveProperty('disabled', true);

    await user.click(await screen.findByRole('checkbox', { name: 'Solar panels' }));
    await user.click(screen.getByRole('radio', { name: /550 W monocrystalline/ }));
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.quantity);
    await user.type(screen.getByLabelText('How many do you need?'), '4');
    expect(screen.getByTestId('components-total').textContent).toBe('₦920,000.00');

    await user.click(screen.getByRole('checkbox', { name: 'Panel cable' }));
    expect(continueButton).toHaveProperty('disabled', true);
    expect(screen.getByTestId('components-hint').textContent).toBe(quoteMessages.noProduct);
    await user.click(screen.getByRole('radio', { name: /6 mm² solar cable/ }));
    const cable = screen.getAllByLabelText('How many do you need?')[1]!;
    await user.type(cable, 'abc');
    await user.tab();
    expect(cable).toHaveProperty('value', '');
    await user.type(cable, '15');
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.cable);
    expect(continueButton).toHaveProperty('disabled', true);
    await user.clear(cable);
    await user.type(cable, '25');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(continueButton).toHaveProperty('disabled', false);
    expect(screen.getByTestId('components-total').textContent).toBe('₦965,000.00');

    await user.click(screen.getByRole('button', { name: 'See breakdown' }));
    const breakdown = await screen.findByRole('dialog', { name: 'Cost breakdown' });
    expect(within(breakdown).getByText('25 × ₦1,800.00')).toBeTruthy();
    await user.click(within(breakdown).getByRole('button', { name: 'Close' }));

    await user.click(continueButton);
    await stepTitle('Personal information');
    expect(progress()).toBe(40);
    await fillPersonal(user, 'Others', '');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Review your request');
    expect(progress()).toBe(100);

    // Back: review → personal → components → the page before the wizard.
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await stepTitle('Personal information');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await stepTitle('Pick your components');
    expect(screen.getAllByLabelText('How many do you need?')[1]).toHaveProperty('value', '25');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(here()).toBe('/get-qoute'));
    expect(api.callsTo('POST Quote/CreateQuoteRequestWithProduct')).toHaveLength(0);
  });

  it('never makes another number of a quantity: "2.5", "-3" and "4x" are refused, then cleared with a word', async () => {
    fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    open('/start-quote?product=true');
    await user.click(await screen.findByRole('checkbox', { name: 'Inverters' }));
    await user.click(screen.getByRole('radio', { name: /3.5 kVA hybrid inverter/ }));
    const quantity = screen.getByLabelText('How many do you need?');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    for (const typed of ['2.5', '-3', '4x']) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      // As typed, and refused while it is there: never 25, 3 or 4.
      expect(quantity).toHaveProperty('value', typed);
      expect(continueButton).toHaveProperty('disabled', true);
      expect(screen.getByTestId('components-total').textContent).toBe('₦0.00');
      await user.tab();
      expect(quantity).toHaveProperty('value', '');
      expect(screen.getByRole('status').textContent).toBe(`“${typed}” is not a whole number, so it was cleared.`);
      expect(screen.getByRole('alert').textContent).toBe(quoteMessages.quantity);
    }
    // The phone keyboard's Done/Go key (Enter) closes the keyboard without leaving the box: it clears it too.
    await user.type(quantity, 'abc{Enter}');
    expect(document.activeElement).toBe(quantity);
    expect(quantity).toHaveProperty('value', '');
    expect(screen.getByRole('status').textContent).toBe('“abc” is not a whole number, so it was cleared.');
    await user.type(quantity, '2');
    expect(screen.queryByRole('status')).toBeNull();
    expect(continueButton).toHaveProperty('disabled', false);
    expect(screen.getByTestId('components-total').textContent).toBe('₦1,900,000.00');
  });

  it('sends the lines as installationComponents', async () => {
    const api = fakeApi({
      ...catalogueHandlers(),
      'POST Quote/CreateQuoteRequestWithProduct': () => ({ data: created }),
    });
    const user = userEvent.setup();
    open('/start-quote?product=true');
    await user.click(await screen.findByRole('checkbox', { name: 'Inverters' }));
    await user.click(screen.getByRole('radio', { name: /3.5 kVA hybrid inverter/ }));
    await user.type(screen.getByLabelText('How many do you need?'), '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillPersonal(user, 'Others', '');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    await screen.findByRole('dialog', { name: 'Thank you, Ada!' });
    expect(api.callsTo('POST Quote/CreateQuoteRequestWithProduct')[0]?.body).toMatchObject({
      employerId: 16,
      workEmail: '',
      isLithiumComponent: false,
      productId: null,
      installationComponents: [{ id: 6, quantity: 1 }],
    });
  });
});

describe('the not-sure path', () => {
  it('goes personal 40 → power need 80 → review 100 with "Recommended for you", and creates the request', async () => {
    const api = fakeApi({
      ...catalogueHandlers(),
      'POST Quote/GetSizingRecommendation': () => ({ recommendation: sizing }),
      'POST Quote/CreateQuoteRequest': () => ({ data: created }),
    });
    const user = userEvent.setup();
    const { progress } = open('/start-quote?notSure=true');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepTitle('Tell us about your power need');
    expect(progress()).toBe(80);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.bedrooms);
    // Under the field Continue moved to, and describing it.
    expect(document.activeElement).toBe(screen.getByLabelText('How many bedrooms?'));
    expect(screen.getByLabelText('How many bedrooms?').getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
    await fillPowerNeed(user);
    expect(screen.getByRole('alert').textContent).toBe(quoteMessages.generator);
    await user.click(screen.getByRole('radio', { name: 'Others' }));
    await user.type(screen.getByLabelText('Tell us about your generator'), 'A 3.5 KVA petrol generator');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepTitle('Review your request');
    expect(progress()).toBe(100);
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(recommended).findByText('4,350 Wh')).toBeTruthy();
    expect(within(recommended).getByText('960 W')).toBeTruthy();
    expect(within(recommended).getByText('2.5 kVA')).toBeTruthy();
    expect(within(recommended).getByText('9.7 kWh')).toBeTruthy();
    expect(within(recommended).getByText('3 × 550 W')).toBeTruthy();
    expect(within(recommended).getByText('Solar Home 3.5kVA')).toBeTruthy();
    // A package larger than the recommended inverter says why, beside it.
    expect(within(recommended).getByTestId('closest-package').textContent).toContain(
      "Its 3.5 kVA inverter is larger than the 2.5 kVA your appliances need: it is the smallest package whose batteries (10.6 kWh) carry the night (the battery above is sized for a whole day's backup; by day the panels or the grid share it).",
    );
    expect(api.callsTo('POST Quote/GetSizingRecommendation')[0]?.body).toMatchObject({
      state: 'Lagos',
      noOfBedrooms: 3,
      noOfLights: 10,
      inverterUsageHoursPerDay: 12,
      hoursOfElectricPowerPerDay: 8,
    });

    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await screen.findByRole('dialog', { name: 'Thank you, Ada!' });
    expect(api.callsTo('POST Quote/CreateQuoteRequest')[0]?.body).toMatchObject({
      noOfBedrooms: 3,
      noOfLights: 10,
      noOfFan: 3,
      noOfTv: 2,
      includeRefrigeratorEquiptment: true,
      includeFreezerEquiptment: false,
      hasGenerator: true,
      generatorCapacity: 5,
      generatorCapacityOthers: 'A 3.5 KVA petrol generator',
    });
  });

  it('refuses 30 hours a day at the step, with the message, before anything is sized', async () => {
    const api = fakeApi({
      ...catalogueHandlers(),
      'POST Quote/GetSizingRecommendation': () => ({ recommendation: sizing }),
    });
    const user = userEvent.setup();
    open('/start-quote?notSure=true');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Tell us about your power need');
    await fillPowerNeed(user);
    await user.click(screen.getByRole('radio', { name: "I don't have one" }));
    const needed = screen.getByLabelText('Hours of power you need a day');
    await user.clear(needed);
    await user.type(needed, '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Hours in a day must be a whole number from 1 to 24.');
    expect(document.activeElement).toBe(needed);
    expect(needed.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about your power need' })).toBeTruthy();

    await user.clear(needed);
    await user.type(needed, '1');
    const grid = screen.getByLabelText('Hours of grid power you get a day');
    await user.clear(grid);
    await user.type(grid, '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Review your request');
    await screen.findByRole('region', { name: 'Recommended for you' });
    expect(
      api
        .callsTo('POST Quote/GetSizingRecommendation')
        .map((c) => (c.body as { inverterUsageHoursPerDay: number }).inverterUsageHoursPerDay),
    ).toEqual([1]);
    // "1 hour", not "1 hours".
    expect(screen.getByText('Power needed').nextElementSibling?.textContent).toBe('1 hour a day');
  });

  it('reaches the power need from the plan step’s "Make a personalized plan" → "Not sure", and Back returns to the plan', async () => {
    fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    const { progress } = open('/start-quote');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Choose a plan');
    await user.click(screen.getByRole('button', { name: /Make a personalized plan/ }));
    const modal = await screen.findByRole('dialog', { name: 'Make a personalized plan' });
    expect(within(modal).getByRole('button', { name: /Pick from our components list/ })).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: /Not sure/ }));
    await stepTitle('Tell us about your power need');
    expect(progress()).toBe(80);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await stepTitle('Choose a plan');
    expect(progress()).toBe(60);
  });
});

describe('edit mode', () => {
  it('prefills every step from the current request and sends an update', async () => {
    const api = fakeApi({
      ...catalogueHandlers(),
      'GET Quote/GetQuoteRequest': () => packageRequest,
      'POST Quote/UpdateQuoteRequest': () => ({ data: created }),
    });
    const user = userEvent.setup();
    open('/start-quote?isEditing=1', ['/dashboard']);

    await stepTitle('Personal information');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveProperty('value', 'Lagos'));
    await waitFor(() => expect(screen.getByLabelText('Area (LGA)')).toHaveProperty('value', '502'));
    expect(screen.getByLabelText('Full address')).toHaveProperty('value', '12 Adeola Odeku Street, Victoria Island');
    expect(screen.getByLabelText('Nearest landmark')).toHaveProperty('value', 'Opposite Mega Plaza');
    expect(screen.getByRole('radio', { name: 'Block of flats' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: /Where do you work/ }).textContent).toContain('Lagos State Government');
    expect(screen.getByLabelText('Work e-mail')).toHaveProperty('value', 'ada@lagosstate.gov.ng');
    // Edit mode is not a new quote: the new-quote rule does not apply.
    expect(api.callsTo('GET Quote/ActiveQuoteRequest')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Nearest landmark'));
    await user.type(screen.getByLabelText('Nearest landmark'), 'Behind the filling station');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Choose a plan');
    expect(screen.getByRole('radio', { name: /Solar Home 3.5kVA/ })).toHaveProperty('checked', true);
    expect(api.callsTo('GET Product/GetProductsAsyncSwitchable')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Preview your plan' }));
    // A request made before the plan path asked it has no power need yet: the step asks it now.
    await fillMoreDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    const success = await screen.findByRole('dialog', { name: 'Thank you, Ada!' });
    // A change, not a new request: the modal says so.
    expect(within(success).getByText(/We have received the change to your quote request/)).toBeTruthy();
    expect(api.callsTo('POST Quote/UpdateQuoteRequest')[0]?.body).toMatchObject({
      quoteRequestId: 41,
      landmark: 'Behind the filling station',
      productId: 3,
      installationComponents: [],
    });
  });

  it('says a paid request can no longer be changed instead of a wizard the API would refuse (issue 22)', async () => {
    fakeApi({
      ...catalogueHandlers(),
      'GET Quote/GetQuoteRequest': () => ({
        ...packageRequest,
        quoteRequest: { ...packageRequest.quoteRequest, quoteRequestStatus: 4 },
      }),
    });
    open('/start-quote?isEditing=1', ['/dashboard']);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This quote request can no longer be changed here: it has been paid for.');
    expect(screen.queryByRole('heading', { level: 2, name: 'Personal information' })).toBeNull();
  });

  it('says a bank-financed request is changed by support instead of the ordinary wizard (docs/banks.md)', async () => {
    fakeApi({
      ...catalogueHandlers(),
      'GET Quote/GetQuoteRequest': () => ({ ...packageRequest, isFinancialInstitutionQuote: true }),
    });
    open('/start-quote?isEditing=1', ['/dashboard']);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A partner bank finances this request');
    expect(alert.textContent).toContain(bankRequestLockedMessage);
    expect(screen.queryByRole('heading', { level: 2, name: 'Personal information' })).toBeNull();
    expect(screen.queryByText('Where do you work?')).toBeNull();
  });

  it('skips the work e-mail code in edit mode while the earlier confirmation holds, and asks for it otherwise', async () => {
    const dangote = (workEmailConfirmed: boolean) => ({
      ...packageRequest,
      quoteRequest: { ...packageRequest.quoteRequest, employerId: 1, workEmail: 'ada@dangote.com', workEmailConfirmed },
      employer: { id: 1, name: 'Dangote Group', validateEmail: true },
    });
    const api = fakeApi({
      ...catalogueHandlers(),
      'GET Quote/GetQuoteRequest': () => dangote(true),
      'POST ClientUser/CompanyValidationOTP': () => ({ message: 'We have sent a 6-digit code.' }),
    });
    const user = userEvent.setup();
    const first = open('/start-quote?isEditing=1', ['/dashboard']);
    await stepTitle('Personal information');
    await waitFor(() => expect(screen.getByLabelText('Work e-mail')).toHaveProperty('value', 'ada@dangote.com'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Choose a plan');
    expect(api.callsTo('POST ClientUser/CompanyValidationOTP')).toHaveLength(0);
    first.unmount();
    sessionStorage.clear();

    fakeApi({
      ...catalogueHandlers(),
      'GET Quote/GetQuoteRequest': () => dangote(false),
      'POST ClientUser/CompanyValidationOTP': () => ({ message: 'We have sent a 6-digit code.' }),
    });
    open('/start-quote?isEditing=1', ['/dashboard']);
    await stepTitle('Personal information');
    await waitFor(() => expect(screen.getByLabelText('Work e-mail')).toHaveProperty('value', 'ada@dangote.com'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Confirm Business email');
  });

  it('starts from the saved request, not from a draft of an earlier edit left in this tab (after a reload too)', async () => {
    fakeApi({ ...catalogueHandlers(), 'GET Quote/GetQuoteRequest': () => packageRequest });
    const user = userEvent.setup();
    const first = open('/start-quote?isEditing=1', ['/dashboard']);
    await stepTitle('Personal information');
    await waitFor(() =>
      expect(screen.getByLabelText('Nearest landmark')).toHaveProperty('value', 'Opposite Mega Plaza'),
    );
    await user.clear(screen.getByLabelText('Nearest landmark'));
    await user.type(screen.getByLabelText('Nearest landmark'), 'A change never sent');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Choose a plan');
    // Abandoned here; later the customer opens "Edit Quote Request" again (or reloads the page).
    first.unmount();

    const { progress } = open('/start-quote?isEditing=1', ['/dashboard']);
    await stepTitle('Personal information');
    expect(progress()).toBe(40);
    await waitFor(() =>
      expect(screen.getByLabelText('Nearest landmark')).toHaveProperty('value', 'Opposite Mega Plaza'),
    );
  });

  it('jumps back to a step from its edit icon on the review', async () => {
    fakeApi({ ...catalogueHandlers(), 'GET Quote/GetQuoteRequest': () => packageRequest });
    const user = userEvent.setup();
    const { progress } = open('/start-quote?isEditing=1');
    await stepTitle('Personal information');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Preview your plan' }));
    await fillMoreDetails(user);
    await stepTitle('Review your request');
    await user.click(screen.getByRole('button', { name: 'Edit Selected Package(s)' }));
    await stepTitle('Choose a plan');
    expect(progress()).toBe(60);
  });
});

describe('the new-quote rule and reloads', () => {
  it('tells a customer with an open request that a new quote cannot be made', async () => {
    fakeApi({
      ...catalogueHandlers(),
      'GET Quote/ActiveQuoteRequest': () => ({
        data: [{ id: 9 }],
        pageIndex: 1,
        pageSize: 20,
        totalCount: 1,
        totalPages: 1,
      }),
    });
    open('/start-quote?id=3');
    const modal = await screen.findByRole('dialog', { name: 'You have an open quote' });
    expect(within(modal).getByText(quoteMessages.newQuote)).toBeTruthy();
    expect(within(modal).getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('keeps what was typed across a reload of the same wizard', async () => {
    fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    const first = open('/start-quote?product=true');
    await user.click(await screen.findByRole('checkbox', { name: 'Inverters' }));
    await user.click(screen.getByRole('radio', { name: /3.5 kVA hybrid inverter/ }));
    await user.type(screen.getByLabelText('How many do you need?'), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepTitle('Personal information');
    first.unmount();

    const { progress } = open('/start-quote?product=true');
    await stepTitle('Personal information');
    expect(progress()).toBe(40);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await stepTitle('Pick your components');
    expect(screen.getByLabelText('How many do you need?')).toHaveProperty('value', '2');
  });
});
