/** Issue 23: the engineer enters the PAYG device of a financed system at installation (docs/tokens.md). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRequestCardItem } from '../../components/ui/staff-request-card.tsx';
import { deviceFieldMessages } from '../../components/ui/payg-device-form.tsx';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { signIn } from '../../test/users.ts';
import InstallerProfilePage from './installer-profile-page.tsx';

const KEY = 'a29ab82edc5fbbc41ec9530f6dac86b1';

beforeEach(() => {
  signIn({ userRole: UserRole.Support, isEngineer: true, firstname: 'Emeka', lastname: 'Eze' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function job(installationStatus: number): StaffRequestCardItem {
  return {
    quoteRequest: {
      id: 1,
      quoteRequestStatus: 4,
      referenceNo: 'IM-AAAA-BBB1',
      noOfBedrooms: 0,
      noOfLights: 0,
      noOfFan: 0,
      noOfTv: 0,
      address: '12 Adeola Odeku Street',
      state: 'Lagos',
      dateCreated: '2030-01-02T10:00:00.000Z',
    },
    clientUser: { firstname: 'Ada', lastname: 'Okafor', email: 'a@example.com', phoneNumber: '0803', image: null },
    quote: {
      id: 10,
      dateCreated: '2030-01-02T10:00:00.000Z',
      quoteStatus: 2,
      installationStatus,
      installationCompletionDate: installationStatus >= 3 ? '2030-02-01' : null,
    },
    supportStaff: { firstname: 'Emeka', image: null, rating: 4 },
  };
}
const page = (data: StaffRequestCardItem[]) => ({
  data,
  pageIndex: 1,
  pageSize: 20,
  totalCount: data.length,
  totalPages: 1,
});
const savedDevice = {
  id: 1,
  quoteId: 10,
  serialNumber: 'IML-000123',
  startingCode: '•••••6789',
  secretKey: `${'•'.repeat(28)}86b1`,
  tokenCount: 1,
  enteredBy: 'Emeka Eze',
  updatedAt: '2030-02-01T10:00:00.000Z',
  tokens: [],
};

describe('the PAYG device at installation', () => {
  it('is entered in the Mark complete dialog, checked field by field as the server would, then shown masked', async () => {
    let device: typeof savedDevice | null = null;
    const api = fakeApi({
      'GET Quote/GetMyActiveInstallationQuotes': () => page([job(2)]),
      'GET Quote/GetMyCompletedInstallationQuotes': () => page([]),
      'GET Device/GetDevice': () => ({ financed: true, data: device }),
      'POST Device/SaveDevice': () => {
        device = savedDevice;
        return { message: 'The device is saved.', data: savedDevice };
      },
    });
    const user = userEvent.setup();
    renderPage(<InstallerProfilePage />, '/installer-profile');
    await user.click(await screen.findByRole('button', { name: 'Mark complete: Ada Okafor' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark complete: Ada Okafor' }));
    const form = within(await dialog.findByRole('form', { name: 'PAYG device' }));

    await user.type(form.getByLabelText('Serial number'), 'IML 000/123');
    await user.type(form.getByLabelText('Starting code'), '123456789');
    await user.type(form.getByLabelText(/Secret key/), KEY.slice(1));
    await user.click(form.getByRole('button', { name: 'Save device' }));
    expect(form.getByText(deviceFieldMessages.serial)).toBeTruthy();
    expect(form.getByText(deviceFieldMessages.keyLength(31))).toBeTruthy();
    expect(api.callsTo('POST Device/SaveDevice')).toHaveLength(0);
    // Only the typed key is monospace: its label, hint and error read like the other fields'.
    const keyInput = form.getByLabelText(/Secret key/);
    expect(keyInput.style.fontFamily).toContain('mono');
    for (const text of ['Secret key', /^32 characters/, deviceFieldMessages.keyLength(31)])
      expect(form.getByText(text).closest('.font-mono')).toBeNull();

    await user.clear(form.getByLabelText('Serial number'));
    await user.type(form.getByLabelText('Serial number'), 'IML-000123');
    await user.clear(form.getByLabelText(/Secret key/));
    await user.type(form.getByLabelText(/Secret key/), KEY);
    await user.click(form.getByRole('button', { name: 'Save device' }));
    const saved = await dialog.findByTestId('saved-device');
    expect(saved.textContent).toContain('IML-000123');
    expect(saved.textContent).toContain('86b1');
    expect(saved.textContent).not.toContain(KEY);
    expect(api.callsTo('POST Device/SaveDevice')[0]?.body).toEqual({
      quoteId: 10,
      serialNumber: 'IML-000123',
      startingCode: '123456789',
      secretKey: KEY,
    });
    // The engineer may correct it until a token is issued.
    expect(within(saved).getByRole('button', { name: 'Correct the device' })).toBeTruthy();
  });

  it('can be entered right after, from the job marked done; shows the server’s refusal', async () => {
    fakeApi({
      'GET Quote/GetMyActiveInstallationQuotes': () => page([job(3)]),
      'GET Quote/GetMyCompletedInstallationQuotes': () => page([]),
      'GET Device/GetDevice': () => ({ financed: true, mayEdit: true, data: null }),
      'GET Device/GetMyEditable': () => ({ data: [10] }),
      'POST Device/SaveDevice': () =>
        failure(409, 'Tokens have already been issued for this device, so only support can replace it.', 'CONFLICT'),
    });
    const user = userEvent.setup();
    renderPage(<InstallerProfilePage />, '/installer-profile');
    await user.click(await screen.findByRole('button', { name: 'PAYG device: Ada Okafor' }));
    const dialog = within(screen.getByRole('dialog', { name: 'PAYG device: Ada Okafor' }));
    const form = within(await dialog.findByRole('form', { name: 'PAYG device' }));
    await user.type(form.getByLabelText('Serial number'), 'IML-1');
    await user.type(form.getByLabelText('Starting code'), '42');
    await user.type(form.getByLabelText(/Secret key/), KEY);
    await user.click(form.getByRole('button', { name: 'Save device' }));
    await waitFor(() => expect(dialog.getByText(/only support can replace it/)).toBeTruthy());
  });

  it('offers the PAYG device button only on jobs where the engineer may still enter or correct it', async () => {
    const api = fakeApi({
      'GET Quote/GetMyActiveInstallationQuotes': () => page([]),
      'GET Quote/GetMyCompletedInstallationQuotes': () =>
        page([
          job(4),
          { ...job(4), quoteRequest: { ...job(4).quoteRequest, id: 2 }, quote: { ...job(4).quote!, id: 11 } },
        ]),
      // Quote 10: tokens issued, so only support may replace it; quote 11: no device yet. Asked once for the board.
      'GET Device/GetMyEditable': () => ({ data: [11] }),
    });
    renderPage(<InstallerProfilePage />, '/installer-profile');
    const done = await screen.findAllByTestId('completed-installation');
    expect(done).toHaveLength(2);
    expect(await within(done[1]!).findByRole('button', { name: 'PAYG device: Ada Okafor' })).toBeTruthy();
    expect(within(done[0]!).queryByRole('button', { name: /PAYG device/ })).toBeNull();
    expect(api.callsTo('GET Device/GetMyEditable')).toHaveLength(1);
    expect(api.callsTo('GET Device/GetDevice')).toHaveLength(0);
  });

  it('is not asked for a system paid in full', async () => {
    const api = fakeApi({
      'GET Quote/GetMyActiveInstallationQuotes': () => page([job(3)]),
      'GET Quote/GetMyCompletedInstallationQuotes': () => page([]),
      'GET Device/GetMyEditable': () => ({ data: [] }),
    });
    renderPage(<InstallerProfilePage />, '/installer-profile');
    await screen.findByTestId('active-installation');
    // No PAYG device button on a system paid in full (it carries none): not among the engineer's editable devices.
    await waitFor(() => expect(api.callsTo('GET Device/GetMyEditable')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /PAYG device/ })).toBeNull());
    expect(screen.getByText(/waiting for the customer/)).toBeTruthy();
  });
});
