import { bankProspectMessages } from '@imole/domain/bank-prospect';
import { quoteMessages } from '@imole/domain/quote-request';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { catalogueHandlers, products } from '../../test/quote-fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { makeUser } from '../../test/users.ts';
import BankQuotePage from './bank-quote-page.tsx';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const banks = [
  { id: 4, name: 'Sterling Bank', code: 'STERLING', logo: LOGO },
  { id: 5, name: 'Wema Bank', code: 'WEMA', logo: null },
];
const prospect = makeUser({ id: 77, firstname: 'Ngozi', lastname: 'Okafor', email: 'ngozi@example.com' });

function handlers(overrides: Record<string, (request: { body: unknown }) => unknown> = {}) {
  return {
    ...catalogueHandlers(),
    'GET Product/GetWebProducts': () => ({ data: products }),
    'GET FinancialInstitution/FinancialInstitutions': () => ({
      data: banks,
      pageIndex: 1,
      pageSize: 1000,
      totalCount: 2,
      totalPages: 1,
    }),
    'POST ClientUser/CreateBankClientUser': () => ({ message: 'We have sent a 6-digit code to ngo****.' }),
    'POST ClientUser/ResendOtp': () => ({ message: 'If that account is waiting for a code, we have sent a new one.' }),
    'POST ClientUser/ConfirmUserAccount': () => ({
      token: 'prospect-token',
      refreshToken: 'r',
      tokenExpiry: new Date(Date.now() + 900_000).toISOString(),
      user: prospect,
      codeOnly: true,
    }),
    'POST FinancialInstitutionQuote/CreateFinancialInstitutionQuote': () => ({
      data: { id: 901, referenceNo: 'BQ7K2M9P', turnAroundTime: new Date(Date.now() + 24 * 3600_000).toISOString() },
    }),
    'POST ClientUser/ChangePassword': () => ({ message: 'Your password has been changed.' }),
    'GET FinancialInstitutionQuote/NewQuoteCheck': () => ({ data: { allowed: true, message: null } }),
    'GET Location/SearchAddress': () => ({
      provider: 'ours',
      suggestions: [
        {
          address: '14 Admiralty Way, Lekki Phase One',
          description: 'Eti-Osa, Lagos',
          stateId: 25,
          state: 'Lagos',
          lgaId: 502,
          lga: 'Eti-Osa',
        },
      ],
    }),
    ...overrides,
  };
}

const open = (url = '/bankquote?Name=STERLING') =>
  renderPage(<BankQuotePage />, { route: '/bankquote', url, from: [] });

afterEach(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  sessionStorage.clear();
});

/** Fills the details modal and sends it; answers the dialog. */
async function sendDetails(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'Solar Home 3.5kVA' });
  await user.click(within(card).getByRole('button', { name: 'Get Quote' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your details' });
  await user.type(within(dialog).getByLabelText('E-mail'), 'ngozi@example.com');
  await user.type(within(dialog).getByLabelText('First name'), 'Ngozi');
  await user.type(within(dialog).getByLabelText('Last name'), 'Okafor');
  await user.type(within(dialog).getByLabelText(/Phone number/), '0803 123 4567');
  await user.click(within(dialog).getByRole('button', { name: 'Send me a code' }));
  return screen.findByRole('dialog', { name: 'Enter your code' });
}

async function enterCode(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await sendDetails(user);
  const first = within(dialog).getAllByRole('textbox')[0]!;
  fireEvent.paste(first, { clipboardData: { getData: () => '123456' } });
  return screen.findByRole('dialog', { name: 'Where should we install your system?' });
}

async function giveLocation(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await within(dialog).findByRole('option', { name: 'Lagos' });
  await user.selectOptions(within(dialog).getByLabelText('State'), '25');
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Ikeja' })).toBeTruthy());
  await user.selectOptions(within(dialog).getByLabelText('Area (LGA)'), '501');
  await user.type(within(dialog).getByLabelText(/Full address/), '14 Admiralty Way, Lekki');
  await user.type(within(dialog).getByLabelText(/Nearest landmark/), 'Opposite the filling station');
  await user.click(within(dialog).getByRole('radio', { name: 'Bungalow' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send my quote request' }));
}

describe('/bankquote', () => {
  it('shows the bank’s logo and name over the packages of /get-qoute, matched in any case', async () => {
    fakeApi(handlers());
    const { container } = open('/bankquote?Name=sterling');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sterling Bank' })).toBeTruthy();
    expect(container.querySelector(`img[src="${LOGO}"]`)).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Solar Home 3.5kVA' });
    // The bank pays the price and sets the repayments: Imole's own plan is not offered.
    expect(within(card).getByText('₦3,485,000.00')).toBeTruthy();
    expect(within(card).getByText('Agreed with Sterling Bank, who pays us the price')).toBeTruthy();
    expect(within(card).queryByText('Monthly repayment')).toBeNull();
    expect(within(card).queryByText('Down payment')).toBeNull();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Inverter only' }));
    expect(screen.getByRole('article', { name: 'Inverter Basic 1.5kVA' })).toBeTruthy();
  });

  it('says so when the link names no active bank, with what to do instead of a form', async () => {
    const api = fakeApi(handlers());
    open('/bankquote?Name=NOWHERE');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this partner bank' })).toBeTruthy();
    expect(screen.getByText(/Open the link your bank gave you again/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a quote without a bank' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Get Quote' })).toBeNull();
    expect(api.callsTo('GET Product/GetWebProducts')).toHaveLength(0);
  });

  it("asks the details with the bank read-only, showing the spec's messages in order, the first failure only", async () => {
    const api = fakeApi(handlers());
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Solar Home 3.5kVA' });
    await user.click(within(card).getByRole('button', { name: 'Get Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your details' });
    const bank = within(dialog).getByLabelText(/^Bank/) as HTMLInputElement;
    expect(bank.value).toBe('Sterling Bank');
    expect(bank.readOnly).toBe(true);

    const send = () => user.click(within(dialog).getByRole('button', { name: 'Send me a code' }));
    const shown = () =>
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent);
    await send();
    expect(shown()).toEqual([bankProspectMessages.email]);
    await user.type(within(dialog).getByLabelText('E-mail'), 'ngozi@example.com');
    expect(shown()).toEqual([bankProspectMessages.firstname]);
    await user.type(within(dialog).getByLabelText('First name'), 'Ngozi');
    expect(shown()).toEqual([bankProspectMessages.lastname]);
    await user.type(within(dialog).getByLabelText('Last name'), 'Okafor');
    expect(shown()).toEqual([bankProspectMessages.phoneNumber]);
    expect(api.callsTo('POST ClientUser/CreateBankClientUser')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Phone number/), '0803 123 4567');
    await send();
    await screen.findByRole('dialog', { name: 'Enter your code' });
    expect(api.callsTo('POST ClientUser/CreateBankClientUser')[0]!.body).toEqual({
      email: 'ngozi@example.com',
      firstname: 'Ngozi',
      lastname: 'Okafor',
      phoneNumber: '0803 123 4567',
      bank: 4,
      bankName: 'Sterling Bank',
    });
  });

  it("shows the server's refusal of the bank in the details modal", async () => {
    fakeApi(handlers({ 'POST ClientUser/CreateBankClientUser': () => failure(400, bankProspectMessages.unknownBank) }));
    const user = userEvent.setup();
    open();
    await sendDetails(user).catch(() => undefined);
    expect(await screen.findByText(bankProspectMessages.unknownBank)).toBeTruthy();
  });

  it('shows the masked e-mail and six boxes, and "Resend now" waits 59 seconds', async () => {
    const api = fakeApi(handlers());
    const user = userEvent.setup();
    open();
    const dialog = await sendDetails(user);
    expect(dialog.textContent).toContain('We have sent a 6-digit code to ngo****.');
    expect(dialog.textContent).not.toContain('ngozi@example.com');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: /^Resend in 0:5\d$/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm code' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the 6-digit code');
    expect(api.callsTo('POST ClientUser/ConfirmUserAccount')).toHaveLength(0);
    expect(api.callsTo('POST ClientUser/ResendOtp')).toHaveLength(0);
  });

  it('says a wrong code is wrong, and goes back to correct the e-mail', async () => {
    fakeApi(
      handlers({
        'POST ClientUser/ConfirmUserAccount': () => failure(400, 'That code is not correct. Check it and try again.'),
      }),
    );
    const user = userEvent.setup();
    open();
    const dialog = await sendDetails(user);
    fireEvent.paste(within(dialog).getAllByRole('textbox')[0]!, { clipboardData: { getData: () => '654321' } });
    expect(await within(dialog).findByText('That code is not correct. Check it and try again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Wrong e-mail? Change it' }));
    const details = await screen.findByRole('dialog', { name: 'Your details' });
    expect((within(details).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ngozi@example.com');
  });

  it('asks where to install with the wizard’s rules in order, then sends the request with the code’s session', async () => {
    const api = fakeApi(handlers());
    const user = userEvent.setup();
    open();
    const dialog = await enterCode(user);
    expect(api.callsTo('POST ClientUser/ConfirmUserAccount')[0]!.body).toEqual({
      email: 'ngozi@example.com',
      token: '123456',
    });
    // Not signed in on this device yet: the page is for guests.
    expect(getSession()).toBeNull();

    const send = () => user.click(within(dialog).getByRole('button', { name: 'Send my quote request' }));
    const shown = () =>
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent);
    await send();
    expect(shown()).toEqual([quoteMessages.state]);
    await user.selectOptions(within(dialog).getByLabelText('State'), '25');
    expect(shown()).toEqual([quoteMessages.city]);
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Ikeja' })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText('Area (LGA)'), '501');
    expect(shown()).toEqual([quoteMessages.address]);
    await user.type(within(dialog).getByLabelText(/Full address/), 'Lekki');
    expect(shown()).toEqual([quoteMessages.fullAddress]);
    await user.type(within(dialog).getByLabelText(/Full address/), ' Phase One, Lagos');
    expect(shown()).toEqual([quoteMessages.landmark]);
    await user.type(within(dialog).getByLabelText(/Nearest landmark/), 'By the church');
    expect(shown()).toEqual([quoteMessages.buildingType]);
    await user.click(within(dialog).getByRole('radio', { name: 'Storey building' }));
    await send();

    await screen.findByRole('dialog', { name: 'Thank you, Ngozi!' });
    expect(api.callsTo('POST FinancialInstitutionQuote/CreateFinancialInstitutionQuote')[0]!.body).toEqual({
      productId: 3,
      financialInstitutionId: 4,
      isLithium: false,
      stateId: 25,
      lgaId: 501,
      address: 'Lekki Phase One, Lagos',
      landmark: 'By the church',
      buildingType: 0,
    });
    const sent = (globalThis.fetch as Mock).mock.calls.find(([url]) =>
      String(url).includes('CreateFinancialInstitutionQuote'),
    )!;
    expect((sent[1] as RequestInit & { headers: Record<string, string> }).headers.Authorization).toBe(
      'Bearer prospect-token',
    );
  });

  it('suggests addresses in Nigeria as the prospect types, with the code’s session; choosing one fills the state and area', async () => {
    const api = fakeApi(handlers());
    const user = userEvent.setup();
    open();
    const dialog = await enterCode(user);
    await within(dialog).findByRole('option', { name: 'Lagos' });
    const address = within(dialog).getByRole('combobox', { name: 'Full address' });
    await user.type(address, '14 Admiralty Way, Lek');
    await user.click(await within(dialog).findByRole('option', { name: /Lekki Phase One/ }));
    expect(address).toHaveProperty('value', '14 Admiralty Way, Lekki Phase One');
    expect(within(dialog).getByLabelText('State')).toHaveProperty('value', '25');
    await waitFor(() => expect(within(dialog).getByLabelText('Area (LGA)')).toHaveProperty('value', '502'));
    const search = (globalThis.fetch as Mock).mock.calls.find(([url]) => String(url).includes('SearchAddress'))!;
    expect((search[1] as RequestInit & { headers: Record<string, string> }).headers.Authorization).toBe(
      'Bearer prospect-token',
    );
    expect(api.callsTo('GET Location/SearchAddress').at(-1)?.query.get('query')).toBe('14 Admiralty Way, Lek');

    await user.type(within(dialog).getByLabelText(/Nearest landmark/), 'Opposite the filling station');
    await user.click(within(dialog).getByRole('radio', { name: 'Bungalow' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send my quote request' }));
    await screen.findByRole('dialog', { name: 'Thank you, Ngozi!' });
    expect(api.callsTo('POST FinancialInstitutionQuote/CreateFinancialInstitutionQuote')[0]!.body).toMatchObject({
      stateId: 25,
      lgaId: 502,
      address: '14 Admiralty Way, Lekki Phase One',
    });
  });

  it('shows the reference with Copy and the turnaround, invites a password, and Continue signs in to /dashboard', async () => {
    const api = fakeApi(handlers());
    const user = userEvent.setup();
    const { here } = open();
    await giveLocation(user, await enterCode(user));
    const done = await screen.findByRole('dialog', { name: 'Thank you, Ngozi!' });
    expect(within(done).getByTestId('reference-no').textContent).toBe('BQ7K2M9P');
    expect(within(done).getByTestId('turnaround-countdown').textContent).toMatch(/hours/);
    await user.click(within(done).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('BQ7K2M9P');
    expect(within(done).getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(done.textContent).toContain('undertaking form for Sterling Bank');

    await user.click(within(done).getByRole('button', { name: 'Set password' }));
    expect(within(done).getByRole('alert').textContent).toBe('Please enter your password');
    await user.type(within(done).getByLabelText(/Choose a password/), 'Solar-Roof-Lekki-9');
    await user.click(within(done).getByRole('button', { name: 'Set password' }));
    expect(await within(done).findByText('Your password is set')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/ChangePassword')[0]!.body).toEqual({ newPassword: 'Solar-Roof-Lekki-9' });

    await user.click(within(done).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
    expect(getSession()).toMatchObject({ token: 'prospect-token', user: { id: 77 } });
  });

  it('does not offer a password to an account that has one', async () => {
    const confirm = handlers()['POST ClientUser/ConfirmUserAccount'];
    fakeApi(handlers({ 'POST ClientUser/ConfirmUserAccount': () => ({ ...confirm(), codeOnly: false }) }));
    const user = userEvent.setup();
    open();
    await giveLocation(user, await enterCode(user));
    const done = await screen.findByRole('dialog', { name: 'Thank you, Ngozi!' });
    expect(within(done).queryByLabelText(/Choose a password/)).toBeNull();
  });

  it('tells a customer with an open request right after the code, before any location, with "Go to my dashboard"', async () => {
    const message = quoteMessages.newQuote;
    const api = fakeApi(
      handlers({ 'GET FinancialInstitutionQuote/NewQuoteCheck': () => ({ data: { allowed: false, message } }) }),
    );
    const user = userEvent.setup();
    const { here } = open();
    const dialog = await sendDetails(user);
    fireEvent.paste(within(dialog).getAllByRole('textbox')[0]!, { clipboardData: { getData: () => '123456' } });
    const told = await screen.findByRole('dialog', { name: 'You already have a quote request' });
    expect(within(told).getByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Where should we install your system?' })).toBeNull();
    const asked = (globalThis.fetch as Mock).mock.calls.find(([url]) => String(url).includes('NewQuoteCheck'))!;
    expect((asked[1] as RequestInit & { headers: Record<string, string> }).headers.Authorization).toBe(
      'Bearer prospect-token',
    );
    expect(api.callsTo('POST FinancialInstitutionQuote/CreateFinancialInstitutionQuote')).toHaveLength(0);
    await user.click(within(told).getByRole('button', { name: 'Go to my dashboard' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
    expect(getSession()).toMatchObject({ token: 'prospect-token' });
  });

  it('sends a person with an open request to their dashboard when the request itself is refused (the 409 rule)', async () => {
    const message = 'You can not create a new quote because you currently have an existing quote.';
    fakeApi(
      handlers({
        'POST FinancialInstitutionQuote/CreateFinancialInstitutionQuote': () => failure(409, message, 'CONFLICT'),
      }),
    );
    const user = userEvent.setup();
    const { here } = open();
    const dialog = await enterCode(user);
    await giveLocation(user, dialog);
    expect(await within(dialog).findByText(message)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Go to my dashboard' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });
});
