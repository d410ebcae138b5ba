import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lagosDate } from '@imole/domain/dates';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import AssignDatePage, { assignError, assignMessages } from './assign-date-page.tsx';
import { staffQuote, staffRequest } from './test-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

beforeEach(() => {
  signIn({ userRole: UserRole.Support });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const engineers = [
  { id: 40, firstname: 'Emeka', lastname: 'Eze', phoneNumber: '0809', image: null, rating: 4.5, openInstallations: 2 },
  {
    id: 41,
    firstname: 'Funmi',
    lastname: 'Bello',
    phoneNumber: '0810',
    image: null,
    rating: null,
    openInstallations: 0,
  },
];

const paid = () =>
  staffRequest({
    quoteRequest: { quoteRequestStatus: 3 },
    quote: staffQuote({ quoteStatus: 2, installationStatus: 0 }),
  });

/** /assign-date/{quote id}/{request id}, opened from the request's page. */
const open = () =>
  renderRoute(<AssignDatePage />, '/assign-date/:id/:quoteId', '/assign-date/3/7', ['/request-detail/7']);

describe('/assign-date/:id/:quoteId', () => {
  it('refuses a date before today, with the date input’s min at today', () => {
    expect(assignError({ engineerId: null, date: '' }, '2030-01-02')).toBe(assignMessages.engineer);
    expect(assignError({ engineerId: 40, date: '' }, '2030-01-02')).toBe(assignMessages.date);
    expect(assignError({ engineerId: 40, date: '2030-01-01' }, '2030-01-02')).toBe(assignMessages.past);
    expect(assignError({ engineerId: 40, date: '2030-01-02' }, '2030-01-02')).toBeNull();
  });

  it('assigns an engineer and a date, then goes back to the request', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => paid(),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
      'POST Quote/AssignSupportUserToQuoteRequest': () => ({
        message: 'Engineer has been assigned to customer',
        data: {},
      }),
      'POST Quote/SetFulfilmentDate': () => ({ message: 'The installation date has been set.', data: {} }),
    });
    const { here } = open();
    const emeka = await screen.findByRole('radio', { name: 'Emeka Eze' });
    expect(emeka.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('2 open installations')).toBeTruthy();
    expect(screen.getByText('No open installations')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();

    const today = lagosDate(new Date());
    const date = screen.getByLabelText('Installation date') as HTMLInputElement;
    expect(date.min).toBe(today);

    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText(assignMessages.engineer)).toBeTruthy();
    await userEvent.click(emeka);
    await userEvent.type(date, '2000-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText(assignMessages.past)).toBeTruthy();
    expect(api.callsTo('POST Quote/AssignSupportUserToQuoteRequest')).toHaveLength(0);

    await userEvent.clear(date);
    await userEvent.type(date, today);
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(here()).toBe('/request-detail/7'));
    expect(api.callsTo('POST Quote/AssignSupportUserToQuoteRequest')[0]?.body).toEqual({
      quoteId: 3,
      supportUserId: 40,
    });
    expect(api.callsTo('POST Quote/SetFulfilmentDate')[0]?.body).toEqual({ quoteId: 3, fulfilmentDate: today });
  });

  it('only moves the date when the same engineer stays, and shows the server’s refusal', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        staffRequest({
          quoteRequest: { quoteRequestStatus: 4 },
          quote: staffQuote({ quoteStatus: 2, installationStatus: 1, fulfilmentDate: '2000-01-01' }),
          supportStaff: { id: 41, firstname: 'Funmi', lastname: 'Bello', phone: '0810', image: null, rating: null },
        }),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
      'POST Quote/SetFulfilmentDate': () => failure(400, 'The installation date cannot be earlier than today.'),
    });
    open();
    const funmi = (await screen.findByRole('radio', { name: 'Funmi Bello (assigned)' })) as HTMLInputElement;
    expect(funmi.checked).toBe(true);
    // A past date already set is not offered again.
    expect((screen.getByLabelText('Installation date') as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByLabelText('Installation date'), lagosDate(new Date()));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const alert = await screen.findByText('The installation date cannot be earlier than today.');
    expect(api.callsTo('POST Quote/AssignSupportUserToQuoteRequest')).toHaveLength(0);
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    );
    expect(screen.queryByText('The installation date cannot be earlier than today.')).toBeNull();
  });
});
