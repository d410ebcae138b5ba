import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, reply } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import SystemCheckupPage from './system-checkup-page.tsx';
import { checkupRequest, dueCode, maintenanceCheck, noCheckCode } from './test/fixtures.ts';

const REQUEST = 'GET Quote/GetQuoteRequest';
const CHECK = 'GET MonitoringSchedule/GetMonitoringSchedule';
const open = () =>
  renderPage(<SystemCheckupPage />, { route: '/system-checkup', url: '/system-checkup', from: ['/dashboard'] });

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/system-checkup', () => {
  it('shows the check that is due: code, date, engineer, what will happen and who to call', async () => {
    const api = fakeApi({ [REQUEST]: () => checkupRequest(dueCode), [CHECK]: () => maintenanceCheck() });
    open();
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Your system is due for a maintenance check.')).toBeTruthy();
    expect(api.callsTo(CHECK)[0]?.query.toString()).toBe('monitoringScheduleId=3');
    expect(screen.getByTestId('check-code').textContent).toBe('MC-7K2P9Q');
    expect(screen.getByTestId('check-due-date').textContent).toBe('Friday, 1 March 2030');
    expect(screen.getByTestId('check-engineer').textContent).toBe('Musa');
    expect(screen.getByRole('region', { name: 'What will happen' }).textContent).toContain(
      'Musa, your engineer, or our support team will call you',
    );
    expect(screen.getByText(/give your check code, MC-7K2P9Q/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call \+234 201 330 0000/ }).getAttribute('href')).toBe(
      'tel:+2342013300000',
    );
  });

  it('says when no engineer is assigned yet', async () => {
    fakeApi({ [REQUEST]: () => checkupRequest(dueCode), [CHECK]: () => maintenanceCheck({ engineer: null }) });
    open();
    expect((await screen.findByTestId('check-engineer')).textContent).toBe('Not assigned yet');
    expect(screen.getByText(/Our support team will assign an engineer/)).toBeTruthy();
  });

  it('says the system is good when no check is due', async () => {
    const api = fakeApi({ [REQUEST]: () => checkupRequest(noCheckCode) });
    open();
    expect(await screen.findByRole('heading', { name: 'No check due — your system is good' })).toBeTruthy();
    expect(api.callsTo(CHECK)).toHaveLength(0);
  });

  it('says checks start after installation, before the system is installed or without a request', async () => {
    fakeApi({ [REQUEST]: () => checkupRequest(noCheckCode, 2) });
    open();
    expect(await screen.findByText(/Maintenance checks start after your system is installed/)).toBeTruthy();
  });

  it('treats "not found" (no request at all) the same way', async () => {
    fakeApi({
      [REQUEST]: () => reply(404, { status: false, message: 'Quote request not found', code: 'NOT_FOUND' }),
    });
    open();
    expect(await screen.findByText(/Maintenance checks start after your system is installed/)).toBeTruthy();
  });

  it('still says a check is due when the answer does not say which', async () => {
    const api = fakeApi({
      [REQUEST]: () =>
        checkupRequest({ scheduleCode: 'MC-7K2P9Q', hasActiveMonitoringSchedule: true, monitoringScheduleId: null }),
    });
    open();
    expect(await screen.findByText('Your system is due for a maintenance check.')).toBeTruthy();
    expect(screen.getByText(/give your check code, MC-7K2P9Q/)).toBeTruthy();
    expect(api.callsTo(CHECK)).toHaveLength(0);
  });

  it("shows the server's message when the check does not load, and tries again", async () => {
    let answer: unknown = failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE');
    fakeApi({ [REQUEST]: () => checkupRequest(dueCode), [CHECK]: () => answer });
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your maintenance check');
    expect(alert.textContent).toContain('The service is busy. Try again in a minute.');
    answer = maintenanceCheck();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('check-code')).toBeTruthy();
  });
});
