import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useLayoutBack, useLayoutProgress } from '../../lib/layout-chrome.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import { AuthLayout } from './auth-layout.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { GuestLayout } from './guest-layout.tsx';
import { PasswordLayout } from './password-layout.tsx';
import { PaymentLayout } from './payment-layout.tsx';
import { QuoteSetupLayout } from './quote-setup-layout.tsx';
import { StaffLayout } from './staff-layout.tsx';
import { UserRole } from '@imole/domain/roles';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderAt(ui: ReactNode, entries: string[] = ['/here']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/here" element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const title = () => screen.getByRole('heading', { level: 1 }).textContent;
const progress = () => screen.getByRole('progressbar', { name: 'Quote progress' });

describe('layouts', () => {
  it('payment layout is titled "Pay now" and goes back', async () => {
    renderAt(<PaymentLayout>form</PaymentLayout>, ['/dashboard', '/here']);
    expect(title()).toBe('Pay now');
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('password layout is titled "Reset password" by default', () => {
    renderAt(<PasswordLayout>form</PasswordLayout>);
    expect(title()).toBe('Reset password');
  });

  it('password layout takes another title', () => {
    renderAt(<PasswordLayout title="Set your password">form</PasswordLayout>);
    expect(title()).toBe('Set your password');
  });

  it('back goes to the fallback when the page was opened directly', async () => {
    renderAt(<PaymentLayout>form</PaymentLayout>);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('quote setup layout is titled "Get a quote" with its progress value', () => {
    renderAt(<QuoteSetupLayout progress={60}>step</QuoteSetupLayout>);
    expect(title()).toBe('Get a quote');
    expect(progress().getAttribute('aria-valuenow')).toBe('60');
    expect(progress().getAttribute('aria-valuemin')).toBe('0');
    expect(progress().getAttribute('aria-valuemax')).toBe('100');
    expect(progress().textContent).toBe('60%');
  });

  it('shows no progress ring on a page that is not a wizard step (/get-qoute), nor after the wizard leaves', async () => {
    renderAt(<QuoteSetupLayout>packages</QuoteSetupLayout>);
    expect(title()).toBe('Get a quote');
    expect(screen.queryByRole('progressbar')).toBeNull();

    function Step() {
      useLayoutProgress(40);
      return <p>Personal information</p>;
    }
    function Frame({ wizard }: { wizard: boolean }) {
      return <QuoteSetupLayout>{wizard ? <Step /> : <p>Starter packages</p>}</QuoteSetupLayout>;
    }
    const view = renderAt(<Frame wizard />);
    expect(progress().getAttribute('aria-valuenow')).toBe('40');
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/here']}>
          <Routes>
            <Route path="/here" element={<Frame wizard={false} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Starter packages')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('clamps the progress to 0..100', () => {
    renderAt(<QuoteSetupLayout progress={140}>step</QuoteSetupLayout>);
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
  });

  it('lets the page inside set the progress and take over the back button', async () => {
    const previousStep = vi.fn();
    function Step() {
      useLayoutProgress(80);
      useLayoutBack(previousStep);
      return <p>Power need</p>;
    }
    renderAt(
      <QuoteSetupLayout progress={40}>
        <Step />
      </QuoteSetupLayout>,
      ['/dashboard', '/here'],
    );
    expect(progress().getAttribute('aria-valuenow')).toBe('80');
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(previousStep).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Power need')).toBeTruthy(); // stayed on the page
  });

  it('auth layout shows a back button and the logo', () => {
    renderAt(<AuthLayout>form</AuthLayout>);
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Imole')).toBeTruthy();
  });

  it('guest layout links the logo home', () => {
    renderAt(<GuestLayout>hello</GuestLayout>);
    expect(screen.getByRole('link', { name: 'Imole home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').textContent).toBe('hello');
  });
});

describe('staff layout', () => {
  function renderStaffAt(entries: string[]) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path="*" element={<StaffLayout>page</StaffLayout>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('shows no back arrow on the home opened afresh, where it would go nowhere; elsewhere it goes back', () => {
    signIn({ userRole: UserRole.SalesAgent });
    renderStaffAt(['/sales-dashboard']);
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('keeps the back arrow on other pages', () => {
    signIn({ userRole: UserRole.SalesAgent });
    renderStaffAt(['/sales-referrals']);
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });
});

describe('dashboard layout', () => {
  it('reads the unread count from the API for the bell', async () => {
    signIn({ firstname: 'ada', lastname: 'obi', image: null });
    const api = fakeApi({ 'GET ClientUser/GetNotificationCount': () => ({ count: 3 }) });
    renderAt(<DashboardLayout>home</DashboardLayout>);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(api.callsTo('GET ClientUser/GetNotificationCount')).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('shows the initials, links the avatar to settings, and has no badge without notifications', () => {
    signIn({ firstname: 'ada', lastname: 'obi', image: null });
    renderAt(<DashboardLayout>home</DashboardLayout>);

    const avatar = screen.getByRole('link', { name: 'Profile and settings' });
    expect(avatar.getAttribute('href')).toBe('/settings');
    expect(avatar.textContent).toBe('AOProfile and settings');
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a new quote' }).getAttribute('href')).toBe('/get-qoute');
  });

  it('shows the notification count badge', () => {
    signIn();
    renderAt(<DashboardLayout notificationCount={3}>home</DashboardLayout>);
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  it('caps a large count at 99+', () => {
    signIn();
    renderAt(<DashboardLayout notificationCount={250}>home</DashboardLayout>);
    expect(screen.getByTestId('notification-badge').textContent).toBe('99+');
  });

  it('shows the user image from base64', () => {
    signIn({ image: 'iVBORw0KGgo=' });
    const { container } = renderAt(<DashboardLayout>home</DashboardLayout>);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});
