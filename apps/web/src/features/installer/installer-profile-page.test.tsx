import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lagosDate } from '@imole/domain/dates';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRequestCardItem } from '../../components/ui/staff-request-card.tsx';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { signIn } from '../../test/users.ts';
import InstallerProfilePage from './installer-profile-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function job(id: number, installationStatus: number, firstname = 'Ada'): StaffRequestCardItem {
  return {
    quoteRequest: {
      id,
      quoteRequestStatus: 4,
      referenceNo: `IM-AAAA-BBB${id}`,
      noOfBedrooms: 0,
      noOfLights: 0,
      noOfFan: 0,
      noOfTv: 0,
      address: '12 Adeola Odeku Street',
      state: 'Lagos',
      dateCreated: '2030-01-02T10:00:00.000Z',
    },
    clientUser: { firstname, lastname: 'Okafor', email: 'a@example.com', phoneNumber: '0803', image: null },
    quote: {
      id: id * 10,
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

describe('/installer-profile', () => {
  it("lists the engineer's active and completed installations and marks one complete", async () => {
    signIn({
      userRole: UserRole.Support,
      isEngineer: true,
      firstname: 'Emeka',
      lastname: 'Eze',
      email: 'emeka@example.com',
    });
    let done = false;
    const api = fakeApi({
      'GET Quote/GetMyActiveInstallationQuotes': () =>
        page(done ? [job(2, 3, 'Bola')] : [job(1, 2), job(2, 3, 'Bola')]),
      'GET Quote/GetMyCompletedInstallationQuotes': () => page(done ? [job(1, 4)] : []),
      'GET Device/GetDevice': () => ({ financed: true, mayEdit: true, data: null }),
      'GET Device/GetMyEditable': () => ({ data: [10, 20] }),
      'POST Quote/InstallationCompletion': () => {
        done = true;
        return { message: 'Installation marked complete. The customer will be asked to confirm.', data: {} };
      },
    });
    renderPage(<InstallerProfilePage />, '/installer-profile');

    expect(await screen.findByText('Engineer · emeka@example.com')).toBeTruthy();
    const active = await screen.findAllByTestId('active-installation');
    expect(active).toHaveLength(2);
    expect(within(active[0]!).getByText('Customer has confirmed installation date')).toBeTruthy();
    // Already marked complete: waiting for the customer, no Mark complete (only its PAYG device, docs/tokens.md).
    expect(within(active[1]!).getByText('Marked complete, waiting for the customer to confirm')).toBeTruthy();
    expect(within(active[1]!).queryByRole('button', { name: /Mark complete/ })).toBeNull();
    expect(await within(active[1]!).findByRole('button', { name: 'PAYG device: Bola Okafor' })).toBeTruthy();
    expect(await screen.findByText('No completed installations yet.')).toBeTruthy();
    expect(api.callsTo('GET Quote/GetMyActiveInstallationQuotes')[0]?.query.toString()).toBe('PageIndex=1&PageSize=20');

    await userEvent.click(within(active[0]!).getByRole('button', { name: 'Mark complete: Ada Okafor' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark complete: Ada Okafor' }));
    const day = dialog.getByLabelText('Day of the installation') as HTMLInputElement;
    const today = lagosDate(new Date());
    expect(day.max).toBe(today);
    await userEvent.clear(day);
    await userEvent.type(day, '2999-01-01');
    await userEvent.type(dialog.getByLabelText('Comment'), 'All done.');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark complete' }));
    expect(dialog.getByText('The installation cannot be completed on a future date.')).toBeTruthy();
    expect(api.callsTo('POST Quote/InstallationCompletion')).toHaveLength(0);

    await userEvent.clear(day);
    await userEvent.type(day, today);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark complete' }));
    expect(
      await screen.findByText('Installation marked complete. The customer will be asked to confirm.'),
    ).toBeTruthy();
    expect(api.callsTo('POST Quote/InstallationCompletion')[0]?.body).toEqual({
      quoteId: 10,
      fulfilmentDate: today,
      installationData: 'All done.',
    });
    await waitFor(() => expect(screen.getAllByTestId('completed-installation')).toHaveLength(1));
    expect(screen.getAllByTestId('active-installation')).toHaveLength(1);
  });

  it("shows the server's refusal inside the dialog", async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true });
    fakeApi({
      'GET Quote/GetMyActiveInstallationQuotes': () => page([job(1, 1)]),
      'GET Quote/GetMyCompletedInstallationQuotes': () => page([]),
      'POST Quote/InstallationCompletion': () => failure(404, 'Quote not found.', 'NOT_FOUND'),
    });
    renderPage(<InstallerProfilePage />, '/installer-profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete: Ada Okafor' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Comment'), 'Done');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark complete' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('Quote not found.');
  });

  it('tells support staff who are not engineers that nothing is assigned to them', async () => {
    signIn({ userRole: UserRole.Admin });
    fakeApi({
      'GET Quote/GetMyActiveInstallationQuotes': () => page([]),
      'GET Quote/GetMyCompletedInstallationQuotes': () => page([]),
    });
    renderPage(<InstallerProfilePage />, '/installer-profile');
    expect(await screen.findByText('No installations are assigned to you.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeTruthy();
  });

  it('does not offer Mark complete before the booked day, and says why', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true, firstname: 'Emeka', lastname: 'Eze' });
    const later = lagosDate(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
    const booked = (id: number, fulfilmentDate: string) => {
      const item = job(id, 2);
      return { ...item, quote: { ...item.quote!, fulfilmentDate } };
    };
    fakeApi({
      'GET Quote/GetMyActiveInstallationQuotes': () => page([booked(1, later), booked(2, lagosDate(new Date()))]),
      'GET Quote/GetMyCompletedInstallationQuotes': () => page([]),
    });
    renderPage(<InstallerProfilePage />, '/installer-profile');
    const [early, due] = await screen.findAllByTestId('active-installation');
    expect(within(early!).queryByRole('button', { name: /Mark complete/ })).toBeNull();
    expect(within(early!).getByText(/^Booked for .+: you can mark it complete on that day or after\./)).toBeTruthy();
    expect(within(due!).getByRole('button', { name: 'Mark complete: Ada Okafor' })).toBeTruthy();
  });
});
