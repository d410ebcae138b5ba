import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lagosDate } from '@imole/domain/dates';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../../test/fake-api.ts';
import { signIn } from '../../../test/users.ts';
import RequestDetailPage from '../request-detail-page.tsx';
import { staffQuote, staffRequest } from '../test-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { auditActionLabel, describeAudit } from '../describe.ts';
import { scheduleCheckError, scheduleCheckMessages } from './schedule-check-form.tsx';

beforeEach(() => {
  signIn({ userRole: UserRole.Support });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const installed = (installationStatus = 4) =>
  staffRequest({
    quoteRequest: { quoteRequestStatus: 4 },
    quote: staffQuote({ quoteStatus: 2, installationStatus, fulfilmentDate: '2030-02-01' }),
    supportStaff: { id: 40, firstname: 'Emeka', lastname: 'Eze', phone: '08090000000', image: null, rating: 4.5 },
  });
const engineers = [
  { id: 40, firstname: 'Emeka', lastname: 'Eze', phoneNumber: '0809', image: null, rating: 4.5, openInstallations: 1 },
  { id: 41, firstname: 'Ngozi', lastname: 'Ibe', phoneNumber: '0808', image: null, rating: null, openInstallations: 0 },
];
const open = () => renderRoute(<RequestDetailPage />, '/request-detail/:id', '/request-detail/7');
const form = async () => within(await screen.findByRole('region', { name: 'Schedule a maintenance check' }));

describe('scheduleCheckError', () => {
  it('wants a day, not before today', () => {
    expect(scheduleCheckError('', '2030-03-05')).toBe(scheduleCheckMessages.date);
    expect(scheduleCheckError('2030-03-04', '2030-03-05')).toBe(scheduleCheckMessages.past);
    expect(scheduleCheckError('2030-03-05', '2030-03-05')).toBeNull();
  });
});

describe('the audit trail entry of a check scheduled by hand', () => {
  it('names it and gives the day, or the move from one day to another', () => {
    expect(auditActionLabel('maintenance.scheduled')).toBe('Maintenance check scheduled');
    const entry = { action: 'maintenance.scheduled', actor: 'Sade', date: '2030-03-05T10:00:00.000Z' };
    expect(describeAudit({ ...entry, before: null, after: { dueDate: '2030-03-05', engineerUserId: 4 } })).toEqual({
      lines: ['Due 5 March 2030'],
    });
    expect(
      describeAudit({
        ...entry,
        before: { dueDate: '2030-09-01' },
        after: { dueDate: '2030-03-05', engineerUserId: 4 },
      }),
    ).toEqual({ lines: ['1 September 2030 → 5 March 2030'] });
  });
});

describe('"Schedule a maintenance check" on /request-detail/:id', () => {
  it('schedules a check for today with the installing engineer, and links to it', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => installed(),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
      'POST MonitoringSchedule/CreateMonitoringSchedule': () => ({
        message: 'Maintenance check scheduled',
        data: { id: 12, scheduleCode: 'MC-7K2P9Q', dueDate: lagosDate(new Date()) },
      }),
    });
    open();
    const check = await form();
    const today = lagosDate(new Date());
    const day = check.getByLabelText('Day of the check') as HTMLInputElement;
    expect(day.value).toBe(today);
    expect(day.min).toBe(today);
    await check.findByRole('option', { name: 'Ngozi Ibe' });
    expect((check.getByLabelText('Engineer') as HTMLSelectElement).value).toBe('');

    await userEvent.click(check.getByRole('button', { name: 'Schedule the check' }));
    const link = await check.findByRole('link', { name: 'Open the check MC-7K2P9Q' });
    expect(link.getAttribute('href')).toBe('/monitor-schedule/12');
    expect(check.getByText(/Maintenance check scheduled:/)).toBeTruthy();
    expect(api.callsTo('POST MonitoringSchedule/CreateMonitoringSchedule')[0]?.body).toEqual({
      quoteRequestId: 7,
      dueDate: today,
    });
  });

  it('sends another engineer when one is chosen', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => installed(),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
      'POST MonitoringSchedule/CreateMonitoringSchedule': () => ({
        message: 'Maintenance check scheduled',
        data: { id: 12, scheduleCode: 'MC-7K2P9Q', dueDate: '2999-01-01' },
      }),
    });
    open();
    const check = await form();
    await check.findByRole('option', { name: 'Ngozi Ibe' });
    await userEvent.selectOptions(check.getByLabelText('Engineer'), '41');
    const day = check.getByLabelText('Day of the check');
    await userEvent.clear(day);
    await userEvent.type(day, '2999-01-01');
    await userEvent.click(check.getByRole('button', { name: 'Schedule the check' }));
    await check.findByRole('link', { name: 'Open the check MC-7K2P9Q' });
    expect(api.callsTo('POST MonitoringSchedule/CreateMonitoringSchedule')[0]?.body).toEqual({
      quoteRequestId: 7,
      dueDate: '2999-01-01',
      engineerUserId: 41,
    });
  });

  it("refuses a past day in the page, and shows the server's sentence when it refuses", async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => installed(),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
      'POST MonitoringSchedule/CreateMonitoringSchedule': () =>
        failure(409, 'This system already has a check due.', 'CONFLICT'),
    });
    open();
    const check = await form();
    const day = check.getByLabelText('Day of the check');
    await userEvent.clear(day);
    await userEvent.type(day, '2020-01-01');
    await userEvent.click(check.getByRole('button', { name: 'Schedule the check' }));
    expect(check.getByRole('alert').textContent).toBe(scheduleCheckMessages.past);

    await userEvent.clear(day);
    await userEvent.type(day, lagosDate(new Date()));
    await userEvent.click(check.getByRole('button', { name: 'Schedule the check' }));
    expect(await check.findByText('This system already has a check due.')).toBeTruthy();
  });

  it('is not offered before the installation is complete, nor to engineers', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => installed(3) });
    const first = open();
    await screen.findByRole('region', { name: 'Installation' });
    expect(screen.queryByRole('region', { name: 'Schedule a maintenance check' })).toBeNull();
    first.unmount();

    signIn({ userRole: UserRole.Support, isEngineer: true });
    fakeApi({ 'GET Quote/GetQuoteRequest': () => installed() });
    open();
    await screen.findByRole('region', { name: 'Installation' });
    expect(screen.queryByRole('region', { name: 'Schedule a maintenance check' })).toBeNull();
  });
});
