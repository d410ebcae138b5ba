/** Issue 23: the PAYG device on /request-detail/{id} — its tokens, staff re-issue and replace (docs/tokens.md). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signIn } from '../../test/users.ts';
import RequestDetailPage from './request-detail-page.tsx';
import { options, staffQuote, staffRequest } from './test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = () => renderRoute(<RequestDetailPage />, '/request-detail/:id', '/request-detail/7');
const installed = () =>
  staffRequest({
    quoteRequest: { quoteRequestStatus: 4 },
    quote: staffQuote({ quoteStatus: 2, installationStatus: 4, installationCompletionDate: '2030-02-01' }),
    options,
  });
const firstToken = {
  id: 1,
  kind: 'add',
  days: 30,
  token: '399845819',
  count: 2,
  paymentReference: 'Ab3dE5gH7jK9mN1',
  paymentAmount: 70324,
  issuedBy: null,
  createdAt: '2030-03-01T10:00:00.000Z',
};
const device = (tokens: unknown[]) => ({
  financed: true,
  data: {
    id: 1,
    quoteId: 3,
    serialNumber: 'IML-000123',
    startingCode: '•••••6789',
    secretKey: `${'•'.repeat(28)}86b1`,
    tokenCount: 2,
    enteredBy: 'Emeka Eze',
    updatedAt: '2030-02-01T10:00:00.000Z',
    tokens,
  },
});

describe('/request-detail/:id, the PAYG device', () => {
  it('shows the device masked and its tokens; support re-issues the current token after a warning', async () => {
    signIn({ userRole: UserRole.Support });
    let reissued = false;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Device/GetDevice': () =>
        device(
          reissued
            ? [
                {
                  ...firstToken,
                  id: 2,
                  kind: 'reissue',
                  token: '555666777',
                  count: 4,
                  paymentReference: null,
                  issuedBy: 'Sade Bello',
                },
                firstToken,
              ]
            : [firstToken],
        ),
      'POST Device/ReissueToken': () => {
        reissued = true;
        return { message: 'A new token is issued and sent to the customer.', data: firstToken };
      },
    });
    const user = userEvent.setup();
    open();
    const section = within(await screen.findByRole('region', { name: 'PAYG device' }));
    expect(await section.findByText('IML-000123')).toBeTruthy();
    expect(section.getByText('•••• 86b1')).toBeTruthy();
    expect(section.getByText('399 845 819')).toBeTruthy();
    // Plain words: what it does and after which payment; no "count" jargon.
    expect(section.getByText('Adds 30 days')).toBeTruthy();
    expect(section.getByText('Issued 1 March 2030, after the ₦70,324 repayment (ref Ab3dE5gH7jK9mN1)')).toBeTruthy();
    expect(section.queryByText(/count/i)).toBeNull();
    expect(section.queryByText(/Days ·/)).toBeNull();

    await user.click(section.getByRole('button', { name: 'Re-issue current token' }));
    expect(section.getByText(/This gives 30 days again as a new token/)).toBeTruthy();
    expect(api.callsTo('POST Device/ReissueToken')).toHaveLength(0);
    await user.click(section.getByRole('button', { name: 'Yes, re-issue the token' }));
    expect(await section.findByText('A new token is issued and sent to the customer.')).toBeTruthy();
    expect(api.callsTo('POST Device/ReissueToken')[0]?.body).toEqual({ quoteId: 3 });
    await waitFor(() => expect(section.getAllByTestId('token-row')).toHaveLength(2));
    expect(section.getByText(/^Re-issued 1 March 2030 by Sade Bello$/)).toBeTruthy();
    expect(section.getByText('Copy of the latest token: adds 30 days')).toBeTruthy();
    // The digits keep to one line at 412 px; the longer label goes under them (seen in the e2e screenshot).
    expect(section.getByText('555 666 777').className).toContain('whitespace-nowrap');
  });

  it('lets support replace the device', async () => {
    signIn({ userRole: UserRole.Support });
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Device/GetDevice': () => device([firstToken]),
      'POST Device/SaveDevice': () => ({ message: 'The device is replaced.', data: device([]).data }),
    });
    const user = userEvent.setup();
    open();
    const section = within(await screen.findByRole('region', { name: 'PAYG device' }));
    await user.click(await section.findByRole('button', { name: 'Replace device' }));
    await user.type(section.getByLabelText('Serial number'), 'IML-9');
    await user.type(section.getByLabelText('Starting code'), '42');
    await user.type(section.getByLabelText(/Secret key/), 'f'.repeat(32));
    await user.click(section.getByRole('button', { name: 'Replace device' }));
    await waitFor(() =>
      expect(api.callsTo('POST Device/SaveDevice')[0]?.body).toEqual({
        quoteId: 3,
        serialNumber: 'IML-9',
        startingCode: '42',
        secretKey: 'f'.repeat(32),
      }),
    );
    // The form closes and forgets the key; the section says the device was replaced.
    expect(await section.findByText(/Device replaced/)).toBeTruthy();
    expect(section.queryByRole('form', { name: 'PAYG device' })).toBeNull();
    expect(section.queryByLabelText(/Secret key/)).toBeNull();
    expect(document.body.innerHTML).not.toContain('f'.repeat(32));
    // Opened again, the form is empty.
    await user.click(section.getByRole('button', { name: 'Replace device' }));
    expect((section.getByLabelText(/Secret key/) as HTMLInputElement).value).toBe('');
    expect(section.queryByText(/Device replaced/)).toBeNull();
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(section.queryByRole('form', { name: 'PAYG device' })).toBeNull();
  });

  it('lets staff cancel the re-issue, with Cancel or Esc, and nothing is issued', async () => {
    signIn({ userRole: UserRole.Support });
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Device/GetDevice': () => device([firstToken]),
    });
    const user = userEvent.setup();
    open();
    const section = within(await screen.findByRole('region', { name: 'PAYG device' }));
    await user.click(await section.findByRole('button', { name: 'Re-issue current token' }));
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(section.queryByRole('button', { name: 'Yes, re-issue the token' })).toBeNull();
    await user.click(section.getByRole('button', { name: 'Re-issue current token' }));
    await user.keyboard('{Escape}');
    expect(section.queryByRole('button', { name: 'Yes, re-issue the token' })).toBeNull();
    expect(section.getByRole('button', { name: 'Re-issue current token' })).toBeTruthy();
    expect(api.callsTo('POST Device/ReissueToken')).toHaveLength(0);
  });

  it('offers an engineer no re-issue or replace', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true });
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Device/GetDevice': () => device([firstToken]),
    });
    open();
    const section = within(await screen.findByRole('region', { name: 'PAYG device' }));
    expect(await section.findByText('399 845 819')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Re-issue current token' })).toBeNull();
    expect(section.queryByRole('button', { name: 'Replace device' })).toBeNull();
  });

  it('marks the tokens of a replaced device as the previous device’s', async () => {
    signIn({ userRole: UserRole.Support });
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Device/GetDevice': () =>
        device([
          { ...firstToken, id: 2, kind: 'reissue', token: '555666777', paymentReference: null, issuedBy: 'Sade Bello' },
          { ...firstToken, forPreviousDevice: true },
        ]),
    });
    open();
    const section = within(await screen.findByRole('region', { name: 'PAYG device' }));
    const [current, previous] = await section.findAllByTestId('token-row');
    expect(current!.textContent).not.toContain('previous device');
    expect(previous!.textContent).toContain('For the previous device: the current one does not take it');
  });

  it('says the first token comes with the next repayment when repayments were made before the device', async () => {
    signIn({ userRole: UserRole.Support });
    fakeApi({
      'GET Quote/GetQuoteRequest': installed,
      'GET Device/GetDevice': () => ({ ...device([]), mayEdit: true, repaid: true }),
    });
    open();
    const section = within(await screen.findByRole('region', { name: 'PAYG device' }));
    expect(await section.findByText(/the first comes with the customer’s next repayment/)).toBeTruthy();
    expect(section.queryByText(/first repayment/)).toBeNull();
  });
});
