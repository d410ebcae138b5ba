import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, reply } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import SystemCheckupPage from './system-checkup-page.tsx';
import {
  checkupRequest,
  closedCheck,
  customerChecks,
  dueCode,
  maintenanceCheck,
  noCheckCode,
  PHOTO,
} from './test/fixtures.ts';

const REQUEST = 'GET Quote/GetQuoteRequest';
const CHECK = 'GET MonitoringSchedule/GetMonitoringSchedule';
const MINE = 'GET MonitoringSchedule/GetCustomerMonitoringSchedules';
const open = (url = '/system-checkup') =>
  renderPage(<SystemCheckupPage />, { route: '/system-checkup', url, from: ['/dashboard'] });

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/system-checkup', () => {
  it('shows the check that is due: code, date, engineer, what will happen and who to call', async () => {
    const api = fakeApi({
      [MINE]: () => customerChecks([]),
      [REQUEST]: () => checkupRequest(dueCode),
      [CHECK]: () => maintenanceCheck(),
    });
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
    fakeApi({
      [MINE]: () => customerChecks([]),
      [REQUEST]: () => checkupRequest(dueCode),
      [CHECK]: () => maintenanceCheck({ engineer: null }),
    });
    open();
    expect((await screen.findByTestId('check-engineer')).textContent).toBe('Not assigned yet');
    expect(screen.getByText(/Our support team will assign an engineer/)).toBeTruthy();
  });

  it('says the system is good when no check is due', async () => {
    const api = fakeApi({ [MINE]: () => customerChecks([]), [REQUEST]: () => checkupRequest(noCheckCode) });
    open();
    expect(await screen.findByRole('heading', { name: 'No check due — your system is good' })).toBeTruthy();
    expect(api.callsTo(CHECK)).toHaveLength(0);
  });

  it('says checks start after installation, before the system is installed or without a request', async () => {
    fakeApi({ [MINE]: () => customerChecks([]), [REQUEST]: () => checkupRequest(noCheckCode, 2) });
    open();
    expect(await screen.findByText(/Maintenance checks start after your system is installed/)).toBeTruthy();
  });

  it('treats "not found" (no request at all) the same way', async () => {
    fakeApi({
      [MINE]: () => customerChecks([]),
      [REQUEST]: () => reply(404, { status: false, message: 'Quote request not found', code: 'NOT_FOUND' }),
    });
    open();
    expect(await screen.findByText(/Maintenance checks start after your system is installed/)).toBeTruthy();
  });

  it('still says a check is due when the answer does not say which', async () => {
    const api = fakeApi({
      [MINE]: () => customerChecks([]),
      [REQUEST]: () =>
        checkupRequest({ scheduleCode: 'MC-7K2P9Q', hasActiveMonitoringSchedule: true, monitoringScheduleId: null }),
    });
    open();
    expect(await screen.findByText('Your system is due for a maintenance check.')).toBeTruthy();
    expect(screen.getByText(/give your check code, MC-7K2P9Q/)).toBeTruthy();
    expect(api.callsTo(CHECK)).toHaveLength(0);
  });

  it('shows what the last check found: its day, the engineer, the note and the photos, and the next check', async () => {
    const upcoming = { ...closedCheck(5), status: 1, statusText: 'Upcoming', dueDate: '2030-03-02', closedAt: null };
    const api = fakeApi({
      [REQUEST]: () => checkupRequest(noCheckCode),
      [MINE]: () =>
        customerChecks([
          { ...upcoming, scheduleCode: 'MC-NEXT05', note: '', closedBy: null, imageCount: 0 },
          closedCheck(4),
          closedCheck(2, { note: 'Tightened a loose cable.', closedAt: '2029-03-01T09:00:00.000Z' }),
        ]),
      [CHECK]: (request) =>
        maintenanceCheck({
          ...closedCheck(Number(request.query.get('monitoringScheduleId'))),
          images: [{ id: 1, url: PHOTO, dateCreated: '2029-09-02T10:00:00.000Z' }],
        }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'No check due — your system is good' })).toBeTruthy();
    expect(screen.getByTestId('next-check').textContent).toBe(
      'Your next check, MC-NEXT05, is due on Saturday, 2 March 2030 with Musa. We will let you know.',
    );
    const report = await screen.findByTestId('check-report');
    expect(screen.getByRole('heading', { name: 'Check MC-DONE04: done' })).toBeTruthy();
    expect(within(report).getByTestId('check-done-on').textContent?.replace(/\s/g, ' ')).toMatch(
      /^2 Sept? 2029, 11:30 am$/,
    );
    expect(within(report).getByTestId('check-done-by').textContent).toBe('Musa');
    expect(within(report).getByTestId('check-note').textContent).toBe('Cleaned the panels; batteries at 98%.');
    expect(within(report).getByRole('img', { name: 'Photo 1 of 1, open it larger' }).getAttribute('src')).toBe(PHOTO);
    expect(api.callsTo(CHECK).map((c) => c.query.toString())).toEqual(['monitoringScheduleId=4']);
    // The earlier one is listed, and opens its own report.
    const earlier = within(screen.getByTestId('earlier-checks')).getByRole('link');
    expect(earlier.getAttribute('href')).toBe('/system-checkup?check=2');
    expect(earlier.textContent).toContain('Tightened a loose cable.');
  });

  it('opens the check a notice names (?check=), its report first', async () => {
    const mine = [closedCheck(4), closedCheck(2, { note: 'Tightened a loose cable.' })];
    const api = fakeApi({
      [REQUEST]: () => checkupRequest(noCheckCode),
      [MINE]: () => customerChecks(mine),
      [CHECK]: (request) =>
        maintenanceCheck(mine.find((c) => c.id === Number(request.query.get('monitoringScheduleId')))),
    });
    open('/system-checkup?check=2');
    const report = await screen.findByTestId('check-report');
    expect(screen.getByRole('heading', { name: 'Check MC-DONE02: done' })).toBeTruthy();
    expect(within(report).getByTestId('check-note').textContent).toBe('Tightened a loose cable.');
    expect(api.callsTo(CHECK).map((c) => c.query.toString())).toEqual(['monitoringScheduleId=2']);
    // The report comes before "your system is good", and the latest check is in the list below.
    const good = await screen.findByTestId('system-good');
    expect(report.compareDocumentPosition(good) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByTestId('earlier-checks')).getByRole('link').getAttribute('href')).toBe(
      '/system-checkup?check=4',
    );
  });

  it("shows the server's message when the check does not load, and tries again", async () => {
    let answer: unknown = failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE');
    fakeApi({ [MINE]: () => customerChecks([]), [REQUEST]: () => checkupRequest(dueCode), [CHECK]: () => answer });
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
