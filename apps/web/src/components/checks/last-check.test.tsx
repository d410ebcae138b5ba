import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import { LastMaintenanceCheck } from './last-check.tsx';

const MINE = 'GET MonitoringSchedule/GetCustomerMonitoringSchedules';
const check = (id: number, closedAt: string | null, extra: object = {}) => ({
  id,
  scheduleCode: `MC-AAAA0${id}`,
  quoteRequestId: 11,
  dueDate: '2030-09-01',
  status: closedAt ? 2 : 1,
  statusText: closedAt ? 'Closed' : 'Upcoming',
  customer: { firstname: 'Ada', lastname: 'Obi', phoneNumber: '08030000000', address: '5 Bode Thomas', state: 'Lagos' },
  productName: null,
  engineer: { id: 9, firstname: 'Musa' },
  imageCount: closedAt ? 1 : 0,
  closedAt,
  note: closedAt ? 'Cleaned the panels; batteries at 98%.' : '',
  closedBy: closedAt ? 'Musa' : null,
  ...extra,
});
const page = (data: object[]) => ({ data, pageIndex: 1, pageSize: 20, totalCount: data.length, totalPages: 1 });
const open = () => renderPage(<LastMaintenanceCheck />, { route: '/dashboard', url: '/dashboard?tab=monitoring' });

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Monitoring tab’s last maintenance check', () => {
  it('says when the last check was done, by whom and what it found, and links to it; and the next one', async () => {
    fakeApi({ [MINE]: () => page([check(5, null), check(4, '2030-03-02T10:30:00.000Z')]) });
    open();
    const box = await screen.findByTestId('last-check');
    expect(box.textContent?.replace(/\s/g, ' ')).toContain('Last check: 2 Mar 2030, 11:30 am, by Musa');
    expect(box.textContent).toContain('Cleaned the panels; batteries at 98%.');
    expect(screen.getByRole('link', { name: 'See the check and its photos' }).getAttribute('href')).toBe(
      '/system-checkup?check=4',
    );
    expect(box.textContent).toContain('Next check due Sunday, 1 September 2030.');
  });

  it('shows nothing before any check', async () => {
    const api = fakeApi({ [MINE]: () => page([]) });
    open();
    await vi.waitFor(() => expect(api.callsTo(MINE)).toHaveLength(1));
    expect(screen.queryByTestId('last-check')).toBeNull();
  });
});
