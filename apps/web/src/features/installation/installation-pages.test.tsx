import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import InstallationDetailsPage, { installationStatusText } from './installation-details-page.tsx';
import WarrantyDetailsPage, { timeLeftText } from './warranty-details-page.tsx';
import WarrantyTermsPage from './warranty-terms-page.tsx';

/** GET Quote/GetQuoteRequest (the fields these pages read, as the API answers them) at an installation stage. */
function answer(installationStatus: number, requestStatus = 4) {
  return {
    status: true,
    message: 'Quote request',
    quoteRequest: {
      id: 1,
      referenceNo: 'IM-AACV-YKWW',
      quoteRequestStatus: requestStatus,
      address: '5 Bode Thomas Street, Surulere',
      landmark: 'Near the stadium',
      state: 'Lagos',
      buildingType: 1,
      clientUser: { firstname: 'Ada', isToPerformSurvey: true },
    },
    quote: {
      id: 9,
      quoteStatus: 2,
      installationStatus,
      fulfilmentDate: installationStatus >= 1 ? '2030-03-03' : null,
      suggestedDate: null,
      installationCompletionDate: installationStatus >= 3 ? '2030-03-03' : null,
      rating: installationStatus === 4 ? 4 : null,
      productName: 'Solar Home 3.5kVA',
    },
    quoteRequestProduct: { id: 7, name: 'Solar Home 3.5kVA', warrantyPeriod: 24 },
    supportStaff:
      installationStatus >= 1
        ? { id: 4, firstname: 'Ibrahim', lastname: 'Musa', phone: '0803 000 0004', image: null, rating: 4.5 }
        : null,
  };
}

function renderPage(page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('installation details', () => {
  it('shows the status, the engineer, the dates and the address', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => answer(4) });
    renderPage(<InstallationDetailsPage />);
    expect((await screen.findByTestId('installation-status')).textContent).toBe('Installed and confirmed.');
    const engineer = screen.getByRole('region', { name: 'Engineer' });
    expect(engineer.textContent).toContain('Ibrahim');
    expect(within(engineer).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(within(engineer).getByRole('link', { name: 'Call Ibrahim on 0803 000 0004' }).getAttribute('href')).toBe(
      'tel:08030000004',
    );
    const dates = screen.getByRole('region', { name: 'Dates' });
    expect(dates.textContent).toContain('Installation dateSunday, 3 March 2030');
    expect(dates.textContent).toContain('Completed onSunday, 3 March 2030');
    expect(within(dates).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Where' }).textContent).toContain('Near the stadium, Lagos');
  });

  it('before an engineer: says so', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => answer(0, 3) });
    renderPage(<InstallationDetailsPage />);
    expect(await screen.findByText('No engineer assigned yet.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Dates' }).textContent).toContain('Not set yet');
  });

  it('names every stage in words', () => {
    const text = (installationStatus: number, requestStatus = 4) =>
      installationStatusText(answer(installationStatus, requestStatus));
    expect(text(0, 2)).toBe('Not booked yet. Your installation is booked once your payment is received.');
    expect(text(0, 3)).toBe('Payment received. We are assigning an engineer.');
    expect(text(1)).toBe('Engineer assigned. Please confirm the installation date on your dashboard.');
    expect(text(2)).toBe('Installation date confirmed.');
    expect(text(3)).toBe('The engineer has finished. Please confirm the installation on your dashboard.');
    expect(text(4)).toBe('Installed and confirmed.');
  });

  it("shows the server's message in a dismissible alert, and tries again", async () => {
    let failing = true;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        failing ? reply(503, { status: false, message: 'Busy, try again.', code: 'UNAVAILABLE' }) : answer(2),
    });
    renderPage(<InstallationDetailsPage />);
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Busy, try again.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Installation date confirmed.')).toBeTruthy();
    expect(api.callsTo('GET Quote/GetQuoteRequest')).toHaveLength(2);
  });
});

describe('warranty details', () => {
  it('shows an active warranty with its dates and time left', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => answer(4),
      'GET Quote/GetWarrantyData': () => ({
        warranty: {
          duration: 24,
          startDate: '2030-03-03',
          endDate: '2032-03-03',
          monthsLeft: 23,
          daysLeft: 720,
          status: 'Active',
        },
      }),
    });
    renderPage(<WarrantyDetailsPage />);
    expect((await screen.findByTestId('warranty-status')).textContent).toBe('Active');
    expect(screen.getByText('24 months warranty')).toBeTruthy();
    expect(screen.getByText('Sunday, 3 March 2030')).toBeTruthy();
    expect(screen.getByText('Wednesday, 3 March 2032')).toBeTruthy();
    expect(screen.getByText('23 months left (720 days)')).toBeTruthy();
    expect(api.callsTo('GET Quote/GetWarrantyData')[0]?.query.get('quoteId')).toBe('9');
    expect(screen.getByRole('link', { name: 'Read the warranty terms' }).getAttribute('href')).toBe('/warranty-terms');
  });

  it('says when it starts, before the installation is confirmed', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => answer(2),
      'GET Quote/GetWarrantyData': () => ({
        warranty: { duration: 24, startDate: null, endDate: null, monthsLeft: 24, daysLeft: 0, status: 'Not started' },
      }),
    });
    renderPage(<WarrantyDetailsPage />);
    expect((await screen.findByTestId('warranty-status')).textContent).toBe('Not started');
    expect(screen.getByText(/starts on the day you confirm/)).toBeTruthy();
  });

  it("shows the server's message in a dismissible alert when the warranty fails to load, and tries again", async () => {
    let failing = true;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => answer(4),
      'GET Quote/GetWarrantyData': () =>
        failing
          ? reply(500, { status: false, message: 'Something went wrong on our side.', code: 'INTERNAL' })
          : {
              warranty: {
                duration: 24,
                startDate: '2030-03-03',
                endDate: '2032-03-03',
                monthsLeft: 23,
                daysLeft: 720,
                status: 'Active',
              },
            },
    });
    renderPage(<WarrantyDetailsPage />);
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your warranty')).toBeTruthy();
    expect(alert.textContent).toContain('Something went wrong on our side.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('warranty-status')).textContent).toBe('Active');
    expect(api.callsTo('GET Quote/GetWarrantyData')).toHaveLength(2);
  });

  it('counts what is left', () => {
    expect(timeLeftText({ status: 'Active', monthsLeft: 1, daysLeft: 31 })).toBe('1 month left (31 days)');
    expect(timeLeftText({ status: 'Active', monthsLeft: 0, daysLeft: 12 })).toBe('12 days left');
    expect(timeLeftText({ status: 'Active', monthsLeft: 0, daysLeft: 0 })).toBe('Ends today');
    expect(timeLeftText({ status: 'Expired', monthsLeft: 0, daysLeft: 0 })).toBeNull();
  });
});

describe('warranty terms', () => {
  it('says what is covered, what is not and how to claim', () => {
    renderPage(<WarrantyTermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Warranty terms' })).toBeTruthy();
    for (const title of ['What is covered', 'What is not covered', 'How to make a claim', 'Your rights']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: '+234 201 330 0000' }).getAttribute('href')).toBe('tel:+2342013300000');
  });
});
