import { lagosDate } from '@imole/domain/dates';
import { kycLimitMessages, kycMessages, latestDateOfBirth } from '@imole/domain/kyc';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signIn } from '../../test/users.ts';
import IdentificationPage from './identification-page.tsx';
import {
  BANKS,
  GET_REQUEST,
  KYC_DETAILS,
  UPDATE_KYC,
  banks,
  idPhoto,
  kycDetailsAnswer,
  pdf,
  requestAnswer,
} from './test/fixtures.ts';
import { field, fillKycForm } from './test/form.ts';

const SAVED = 'Your details are saved. Next, a quick selfie check.';

const open = () => renderRoute(<IdentificationPage />, '/identification', '/identification', ['/dashboard']);
const submit = () => screen.getByRole('button', { name: 'Submit details' });
const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/identification', () => {
  it('shows the first failure in the spec’s order, under its field, one at a time', async () => {
    const api = fakeApi({ [GET_REQUEST]: () => requestAnswer('none'), [BANKS]: () => banks });
    const user = userEvent.setup({ applyAccept: false });
    open();
    await screen.findByRole('option', { name: 'Access Bank' });
    // The picker's max is today minus 18 years, in Lagos.
    expect(field('Date of birth').max).toBe(latestDateOfBirth(lagosDate(new Date())));

    await user.click(submit());
    expect(alerts()).toEqual([kycMessages.dateOfBirth]);
    expect(document.activeElement).toBe(field('Date of birth'));

    fireEvent.change(field('Date of birth'), { target: { value: lagosDate(new Date()) } });
    expect(alerts()).toEqual([kycLimitMessages.tooYoung]);
    fireEvent.change(field('Date of birth'), { target: { value: '1990-04-12' } });
    expect(alerts()).toEqual([kycMessages.bvn]);

    // Only digits go in, at most 11.
    await user.type(field('BVN (Bank Verification Number)'), '2221-234567899');
    expect(field('BVN (Bank Verification Number)').value).toBe('22212345678');
    expect(alerts()).toEqual([kycMessages.bank]);

    await user.selectOptions(field('Bank'), 'Access Bank');
    expect(alerts()).toEqual([kycMessages.statement]);
    await user.upload(screen.getByTestId('statement-input'), new File(['x'], 'statement.png', { type: 'image/png' }));
    expect(alerts()).toEqual([kycLimitMessages.statementKind]);
    await user.upload(screen.getByTestId('statement-input'), pdf());
    expect(alerts()).toEqual([kycMessages.accountNumber]);

    await user.type(field('Account number'), '012345678');
    expect(alerts()).toEqual([kycLimitMessages.accountNumber]);
    await user.type(field('Account number'), '9');
    expect(alerts()).toEqual([kycMessages.accountName]);

    await user.type(field('Account name'), 'Ada Obi');
    expect(alerts()).toEqual([kycMessages.meansOfId]);
    await user.selectOptions(field('Means of identification'), "Voter's card");
    expect(alerts()).toEqual([kycMessages.idImage]);

    await user.click(submit());
    expect(document.activeElement).toBe(screen.getByTestId('id-image-input'));
    await user.upload(screen.getByTestId('id-image-input'), pdf('id.pdf'));
    expect(await screen.findByText(kycLimitMessages.idImageKind)).toBeTruthy();
    await user.upload(screen.getByTestId('id-image-input'), idPhoto());
    await screen.findByText(/ready to send/);
    expect(alerts()).toEqual([]);
    expect(api.callsTo(UPDATE_KYC)).toHaveLength(0);
  });

  it('says before submit what is collected, why and for how long, and that the statement covers 3 months', async () => {
    fakeApi({ [GET_REQUEST]: () => requestAnswer('none'), [BANKS]: () => banks });
    open();
    expect(await screen.findByText('It must cover more than 3 months, up to today.')).toBeTruthy();
    const consent = screen.getByTestId('kyc-consent').textContent ?? '';
    expect(consent).toMatch(/BVN, bank details, statement and ID photo/);
    expect(consent).toMatch(/to confirm who you are for this credit/);
    expect(consent).toMatch(/while you repay and for five years after, as the law asks/);
    expect(field('Account number').inputMode).toBe('numeric');
    expect(field('BVN (Bank Verification Number)').inputMode).toBe('numeric');
  });

  it('sends the spec’s payload with the files as base64 and continues to the selfie check', async () => {
    const api = fakeApi({
      [GET_REQUEST]: () => requestAnswer('none'),
      [BANKS]: () => banks,
      [UPDATE_KYC]: () => ({ isSuccess: true, message: SAVED }),
    });
    const user = userEvent.setup();
    const { here } = open();
    await fillKycForm(user);
    await user.click(submit());

    await waitFor(() => expect(here()).toBe('/complete-liveliness/41'));
    const [sent] = api.callsTo(UPDATE_KYC);
    expect(sent?.body).toEqual({
      quoteRequestId: 41,
      dateOfBirth: '1990-04-12',
      bvn: '22212345678',
      bankId: 9,
      stateOfAccount: expect.stringMatching(/^data:application\/pdf;base64,JVBERi0xLjQK/),
      accountNumber: '0123456789',
      accountName: 'Ada Obi',
      meansOfId: 1,
      meansOfIdImage: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\/4A/),
    });
    // The customer's current request: no id asked for.
    expect(api.callsTo(GET_REQUEST)[0]?.query.get('id')).toBeNull();
  });

  it('shows the server’s refusal as an error and keeps everything typed', async () => {
    fakeApi({
      [GET_REQUEST]: () => requestAnswer('none'),
      [BANKS]: () => banks,
      [UPDATE_KYC]: () => failure(400, 'Your statement of account must be a PDF file.'),
    });
    const user = userEvent.setup();
    const { here } = open();
    await fillKycForm(user);
    await user.click(submit());
    expect(await screen.findByText('Your statement of account must be a PDF file.')).toBeTruthy();
    expect(here()).toBe('/identification');
    expect(field('Account number').value).toBe('0123456789');
  });

  it('shows a message without isSuccess as an error', async () => {
    fakeApi({
      [GET_REQUEST]: () => requestAnswer('none'),
      [BANKS]: () => banks,
      [UPDATE_KYC]: () => ({ isSuccess: false, message: 'We could not save your details. Try again.' }),
    });
    const user = userEvent.setup();
    const { here } = open();
    await fillKycForm(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('We could not save your details. Try again.');
    expect(here()).toBe('/identification');
  });

  it('says where a verification stands instead of the form once it is with us or verified', async () => {
    fakeApi({ [GET_REQUEST]: () => requestAnswer('review'), [BANKS]: () => banks });
    open();
    expect(await screen.findByText('We are checking your identity')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See where it stands' }).getAttribute('href')).toBe(
      '/complete-liveliness/41',
    );
    expect(screen.queryByRole('button', { name: 'Submit details' })).toBeNull();
  });

  it('offers the selfie next when the details are in, and "Later" goes back to the dashboard', async () => {
    fakeApi({ [GET_REQUEST]: () => requestAnswer('details'), [BANKS]: () => banks });
    const user = userEvent.setup();
    const { here } = open();
    expect((await screen.findByRole('link', { name: 'Take the selfie' })).getAttribute('href')).toBe(
      '/complete-liveliness/41',
    );
    expect(screen.getByRole('button', { name: 'Submit details' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Later' }));
    expect(here()).toBe('/dashboard');
  });
});

describe('/identification: your data', () => {
  it('lets a customer who gave their details download what we hold, and says so when it fails', async () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost/identity');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let fail = false;
    const api = fakeApi({
      [GET_REQUEST]: () => requestAnswer('verified'),
      'GET SmileId/MyKycData': () =>
        fail ? failure(404, 'No quote request of yours has that id.') : { data: { bvn: '22345678901' } },
    });
    const user = userEvent.setup();
    open();
    await screen.findByText('Your identity is verified');
    await user.click(screen.getByRole('button', { name: 'Download what we hold' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const asked = api.calls.filter((call) => call.path === 'SmileId/MyKycData');
    expect(asked.map((call) => call.query.get('quoteRequestId'))).toEqual(['41']);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download what we hold' }));
    await screen.findByText('No quote request of yours has that id.');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('offers no download before any details are given', async () => {
    fakeApi({ [GET_REQUEST]: () => requestAnswer('none'), [BANKS]: () => banks });
    open();
    await screen.findByRole('option', { name: 'Access Bank' });
    expect(screen.queryByRole('button', { name: 'Download what we hold' })).toBeNull();
  });
});

describe('/identification, pasted numbers', () => {
  it('keeps every digit of a BVN or account number pasted with dashes or spaces', async () => {
    fakeApi({ [GET_REQUEST]: () => requestAnswer('none'), [BANKS]: () => banks });
    const user = userEvent.setup();
    open();
    await screen.findByRole('option', { name: 'Access Bank' });
    await user.click(field('BVN (Bank Verification Number)'));
    await user.paste('223-4567-8901');
    expect(field('BVN (Bank Verification Number)').value).toBe('22345678901');
    await user.clear(field('BVN (Bank Verification Number)'));
    await user.paste('2234 5678 901');
    expect(field('BVN (Bank Verification Number)').value).toBe('22345678901');
    await user.click(field('Account number'));
    await user.paste('012-345-6789');
    expect(field('Account number').value).toBe('0123456789');
  });
});

describe('/identification after a check that did not pass', () => {
  it('says why, and shows what was given last time above the form', async () => {
    const api = fakeApi({
      [GET_REQUEST]: () => requestAnswer('rejected'),
      [BANKS]: () => banks,
      [KYC_DETAILS]: () => kycDetailsAnswer({ reviewReason: 'The name on the statement is not yours.' }),
    });
    open();
    expect(await screen.findByText('Why: The name on the statement is not yours.')).toBeTruthy();
    const given = screen.getByRole('region', { name: 'What you gave last time' });
    for (const text of ['•••••••8901', 'Guaranty Trust Bank', '••••••6789', 'Ada Obi', 'National ID', '12 April 1990'])
      expect(given.textContent).toContain(text);
    expect(given.textContent).toContain('Give all the details again, with the one that was wrong corrected.');
    // Above the form, which stays empty: the API takes the details whole.
    expect(given.compareDocumentPosition(field('Date of birth')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field('BVN (Bank Verification Number)').value).toBe('');
    expect(api.callsTo(KYC_DETAILS)[0]?.query.get('quoteRequestId')).toBe('41');
  });

  it('gives the provider’s reason when no person gave one, and leads with the details when the BVN was not found', async () => {
    fakeApi({
      [GET_REQUEST]: () => requestAnswer('rejected'),
      [BANKS]: () => banks,
      [KYC_DETAILS]: () =>
        kycDetailsAnswer({ resultText: 'The ID number was not found at the ID authority.', resultCode: '1023' }),
    });
    open();
    expect(await screen.findByText('Why: The ID number was not found at the ID authority.')).toBeTruthy();
    expect(screen.getByText(/a new selfie alone would not pass/)).toBeTruthy();
  });

  it('asks for nothing held before any details are given', async () => {
    const api = fakeApi({ [GET_REQUEST]: () => requestAnswer('none'), [BANKS]: () => banks });
    open();
    await screen.findByRole('option', { name: 'Access Bank' });
    expect(api.callsTo(KYC_DETAILS)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'What you gave last time' })).toBeNull();
  });
});
