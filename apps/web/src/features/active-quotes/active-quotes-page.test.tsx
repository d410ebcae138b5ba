import { screen, within } from '@testing-library/react';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import ActiveQuotesPage from './active-quotes-page.tsx';

const open = () =>
  renderPage(<ActiveQuotesPage />, { route: '/active-quote', url: '/active-quote', from: ['/dashboard'] });

const item = (id: number, status: number, minutesAgo: number) => ({
  id,
  referenceNo: `IM-AAAA-${String(id).padStart(4, '0')}`,
  quoteRequestStatus: status,
  dateCreated: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  address: '12 Adeola Odeku Street, Victoria Island',
  state: 'Lagos',
  productName: id === 2 ? null : 'Solar Home 3.5kVA',
  noOfBedrooms: 0,
  noOfLights: 0,
  noOfFan: 0,
  noOfTv: 0,
});

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Active Quote', () => {
  it('says "No quotes yet" when there are none', async () => {
    const api = fakeApi({
      'GET Quote/ActiveQuoteRequest': () => ({ data: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0 }),
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Active Quote' })).toBeTruthy();
    expect(await screen.findByText('No quotes yet')).toBeTruthy();
    expect(api.calls[0]?.query.toString()).toBe('PageIndex=1&PageSize=20');
  });

  it('shows each request with its relative time, status text, the "new" tag, and a link to its detail', async () => {
    fakeApi({
      'GET Quote/ActiveQuoteRequest': () => ({
        data: [item(1, 0, 5), item(2, 2, 120), item(3, 3, 60 * 24 * 3), item(4, 4, 60 * 24 * 40)],
        pageIndex: 1,
        pageSize: 20,
        totalCount: 4,
        totalPages: 1,
      }),
    });
    open();
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/request-detail/1',
      '/request-detail/2',
      '/request-detail/3',
      '/request-detail/4',
    ]);
    expect(within(links[0]!).getByText('new')).toBeTruthy();
    expect(links[0]!.textContent).toContain('5 minutes ago');
    expect(within(links[1]!).queryByText('new')).toBeNull();
    expect(links[1]!.textContent).toContain('Quote pricing sent back to customer');
    expect(links[1]!.textContent).toContain('Custom plan');
    expect(links[1]!.textContent).toContain('2 hours ago');
    expect(links[2]!.textContent).toContain('Customer has accepted quotation');
    expect(links[2]!.textContent).toContain('3 days ago');
    expect(links[3]!.textContent).toContain('Engineer has been assigned to customer');
    expect(links[3]!.textContent).toContain('a month ago');
  });
});

describe('Active Quote for staff (issue 22)', () => {
  it('lists every customer’s open requests with the customer’s name, and the staff navigation', async () => {
    signIn({ userRole: UserRole.Support });
    fakeApi({
      'GET Quote/ActiveQuoteRequest': () => ({
        data: [{ ...item(9, 2, 5), customerName: 'Ada Okafor' }],
        pageIndex: 1,
        pageSize: 20,
        totalCount: 1,
        totalPages: 1,
      }),
    });
    open();
    const card = await screen.findByRole('link', { name: /Ada Okafor/ });
    expect(card.getAttribute('href')).toBe('/request-detail/9');
    expect(screen.getByText('Every customer’s open requests, newest first.')).toBeTruthy();
    const views = within(screen.getByRole('navigation', { name: 'Request views' }));
    expect(views.getByRole('link', { name: 'Active quotes' }).getAttribute('aria-current')).toBe('page');
    expect(views.getByRole('link', { name: 'My requests' }).getAttribute('href')).toBe('/requests');
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeTruthy();
  });

  it('keeps the customer’s own page as it was: no names, no staff navigation', async () => {
    fakeApi({
      'GET Quote/ActiveQuoteRequest': () => ({
        data: [{ ...item(9, 2, 5), customerName: 'Ada Okafor' }],
        pageIndex: 1,
        pageSize: 20,
        totalCount: 1,
        totalPages: 1,
      }),
    });
    open();
    await screen.findByRole('link', { name: /Solar Home/ });
    expect(screen.queryByText('Ada Okafor')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Request views' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });
});
