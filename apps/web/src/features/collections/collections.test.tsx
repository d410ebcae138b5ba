import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lagosDate } from '@imole/domain/dates';
import { UserRole } from '@imole/domain/roles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { buildRoutes } from '../../app/router.tsx';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import type { Contact, WorklistItem } from './api.ts';
import CollectionsPage from './collections-page.tsx';
import { contactErrors, promisedAmount } from './log-contact-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (overrides: Partial<WorklistItem> = {}): WorklistItem => ({
  quoteId: 7,
  quoteRequestId: 70,
  referenceNo: 'IMQ-OVD001',
  customer: { id: 3, name: 'Chinedu Okeke', phone: '08031234567' },
  daysOverdue: 45,
  arrears: 4_500_000,
  payoff: 32_000_000,
  outstanding: 30_000_000,
  agent: { id: 9, name: 'Amaka Obi' },
  lastContact: null,
  promise: null,
  ...overrides,
});
const page = (data: WorklistItem[]) => ({ data, pageIndex: 1, pageSize: 20, totalCount: data.length, totalPages: 1 });
const contact = (overrides: Partial<Contact> = {}): Contact => ({
  id: 1,
  quoteId: 7,
  channel: 'call',
  outcome: 'Will pay on Friday',
  promiseDate: '2026-12-04',
  promiseAmount: 2_000_000,
  promiseStatus: 'open',
  by: { id: 2, name: 'Sade Support' },
  at: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const open = (url = '/collections') => renderPage(<CollectionsPage />, { route: '/collections', url });

describe('/collections', () => {
  it('shows each overdue loan with a tel: link, days overdue, overdue now and to clear today as /payment says, agent, last contact and promise', async () => {
    signIn({ userRole: UserRole.Support });
    fakeApi({
      'GET v1/Collections/GetWorklist': () =>
        page([
          item({
            lastContact: {
              at: '2026-11-25T09:00:00.000Z',
              channel: 'visit',
              outcome: 'Not at home',
              by: 'Sade Support',
            },
            promise: { date: '2026-11-20', amount: 1_000_000, status: 'broken' },
          }),
          item({ quoteId: 8, referenceNo: 'IMQ-OVD002', daysOverdue: 3, agent: null }),
        ]),
    });
    open();
    const [first, second] = await screen.findAllByTestId('overdue-card');
    expect(within(first!).getByRole('heading', { name: 'Chinedu Okeke' })).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Call 08031234567' }).getAttribute('href')).toBe('tel:08031234567');
    expect(within(first!).getByText('45 days overdue')).toBeTruthy();
    // The reference opens the customer's request on the staff request page.
    expect(within(first!).getByRole('link', { name: 'Request IMQ-OVD001' }).getAttribute('href')).toBe(
      '/request-detail/70',
    );
    // The customer's words and figures on /payment: what is overdue now and what clears the loan today.
    const figure = (term: string) => within(first!).getByText(term).nextElementSibling?.textContent;
    expect(figure('Overdue now')).toBe('₦45,000.00');
    expect(figure('To clear the loan today')).toBe('₦320,000.00');
    expect(within(first!).queryByText('Still owed')).toBeNull();
    expect(within(first!).getByText('Amaka Obi')).toBeTruthy();
    expect(within(first!).getByText(/^Visit, .* by Sade Support: “Not at home”$/)).toBeTruthy();
    expect(within(first!).getByText(/^₦10,000.00 by 20 November 2026 · Broken$/)).toBeTruthy();
    expect(within(second!).getByText('3 days overdue')).toBeTruthy();
    expect(within(second!).getByText('None (came directly)')).toBeTruthy();
    expect(within(second!).getByText('Not contacted yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All overdue: 2 loans' })).toBeTruthy();
    // Support cannot write off.
    expect(screen.queryByRole('button', { name: 'Write off this loan' })).toBeNull();
  });

  it('filters by days overdue and broken promises through the URL, and searches', async () => {
    signIn({ userRole: UserRole.Support });
    const api = fakeApi({ 'GET v1/Collections/GetWorklist': () => page([]) });
    open('/collections?filter=31-90');
    expect(await screen.findByText('No loan is 31 to 90 days overdue.')).toBeTruthy();
    let last = api.callsTo('GET v1/Collections/GetWorklist').at(-1)!;
    expect([last.query.get('minDays'), last.query.get('maxDays')]).toEqual(['31', '90']);
    await userEvent.click(screen.getByRole('link', { name: 'Promises broken' }));
    expect(await screen.findByText('No promise to pay has been broken.')).toBeTruthy();
    last = api.callsTo('GET v1/Collections/GetWorklist').at(-1)!;
    expect(last.query.get('promise')).toBe('broken');
    expect(last.query.get('minDays')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Over 90 days' }));
    await waitFor(() => expect(api.callsTo('GET v1/Collections/GetWorklist').at(-1)!.query.get('minDays')).toBe('91'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search overdue customers' }), 'Okeke');
    expect(await screen.findByText('No overdue customer matches “Okeke” here')).toBeTruthy();
    expect(api.callsTo('GET v1/Collections/GetWorklist').at(-1)!.query.get('search')).toBe('Okeke');
  });

  it('logs a call with a promise: checks the form first, sends kobo, and shows the history', async () => {
    signIn({ userRole: UserRole.Support });
    const today = lagosDate(new Date());
    const api = fakeApi({
      'GET v1/Collections/GetWorklist': () => page([item()]),
      'POST v1/Collections/LogContact': (req) => ({ data: contact({ ...(req.body as object), promiseDate: today }) }),
      'GET v1/Collections/GetContacts': () => ({ data: [contact({ promiseDate: today })] }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Log contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log contact with Chinedu Okeke' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(within(dialog).getByText('Choose how you reached the customer: call, visit or SMS.')).toBeTruthy();
    expect(within(dialog).getByText('Write what came of the contact.')).toBeTruthy();
    expect(api.callsTo('POST v1/Collections/LogContact')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Call' }));
    await userEvent.type(within(dialog).getByLabelText('What came of it?'), 'Will pay on Friday');
    // A corrected field drops its message.
    expect(within(dialog).queryByText('Write what came of the contact.')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Amount promised (optional)'), '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(within(dialog).getByText('Give the date the customer promised to pay the amount by.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Promised to pay by (optional)'), today);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(api.callsTo('POST v1/Collections/LogContact')).toHaveLength(1));
    expect(api.callsTo('POST v1/Collections/LogContact')[0]!.body).toEqual({
      quoteId: 7,
      channel: 'call',
      outcome: 'Will pay on Friday',
      promiseDate: today,
      promiseAmount: 2_000_000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'Contact history' });
    expect(within(history).getByText('Will pay on Friday')).toBeTruthy();
    expect(within(history).getByText(/^Promised ₦20,000.00 by .* · Open$/)).toBeTruthy();
  });

  it('refuses a negative or zero promised amount with a sentence, and sends nothing', async () => {
    signIn({ userRole: UserRole.Support });
    const today = lagosDate(new Date());
    const api = fakeApi({ 'GET v1/Collections/GetWorklist': () => page([item()]) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Log contact' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Call' }));
    await userEvent.type(within(dialog).getByLabelText('What came of it?'), 'Will pay something');
    await userEvent.type(within(dialog).getByLabelText('Promised to pay by (optional)'), today);
    const amount = within(dialog).getByLabelText('Amount promised (optional)');
    for (const typed of ['-5', '0']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      expect((amount as HTMLInputElement).value).toBe(typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
      expect(within(dialog).getByText(/^A promised amount is more than ₦0/)).toBeTruthy();
    }
    expect(api.callsTo('POST v1/Collections/LogContact')).toHaveLength(0);
  });

  it('shows the server’s sentence when it refuses a contact', async () => {
    signIn({ userRole: UserRole.Support });
    fakeApi({
      'GET v1/Collections/GetWorklist': () => page([item()]),
      'POST v1/Collections/LogContact': () => failure(400, 'A promise to pay is dated from today to 60 days ahead.'),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Log contact' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    await userEvent.type(within(dialog).getByLabelText('What came of it?'), 'Sent a reminder');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText('A promise to pay is dated from today to 60 days ahead.')).toBeTruthy();
  });

  it('lets an admin write off a loan 180 days overdue or more, with a reason and a confirmation', async () => {
    signIn({ userRole: UserRole.Admin });
    const api = fakeApi({
      'GET v1/Collections/GetWorklist': () =>
        page([item({ daysOverdue: 200 }), item({ quoteId: 8, daysOverdue: 179 })]),
      'POST v1/Portfolio/WriteOff': () => ({
        data: { quoteId: 7, writtenOffOn: '2026-11-26', principal: 30_000_000, daysOverdue: 200, reason: 'Moved away' },
      }),
    });
    open();
    const buttons = await screen.findAllByRole('button', { name: 'Write off this loan' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Write off Chinedu Okeke’s loan?' });
    expect(within(dialog).getByText(/200 days overdue with ₦300,000.00 still owed/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write off the loan' }));
    expect(within(dialog).getByText('Write why the loan is written off.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Why is it written off?'), 'Moved away');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write off the loan' }));
    await waitFor(() => expect(api.callsTo('POST v1/Portfolio/WriteOff')).toHaveLength(1));
    expect(api.callsTo('POST v1/Portfolio/WriteOff')[0]!.body).toEqual({ quoteId: 7, reason: 'Moved away' });
  });
});

describe('the contact form’s rules', () => {
  it('keeps a promise within 60 days, an amount above ₦0 and an outcome within 500 characters', () => {
    const today = '2026-11-26';
    const base = { channel: 'call' as const, outcome: 'Rang', promiseDate: '', promiseAmount: '' };
    expect(contactErrors(base, today)).toEqual({});
    expect(contactErrors({ ...base, promiseDate: '2026-11-25' }, today).promiseDate).toMatch(/from today to 60 days/);
    expect(contactErrors({ ...base, promiseDate: '2027-01-26' }, today).promiseDate).toMatch(/from today to 60 days/);
    expect(contactErrors({ ...base, promiseDate: '2027-01-25' }, today)).toEqual({});
    const withDate = { ...base, promiseDate: today };
    for (const typed of ['-5', '−5', '-0.5', '0', '0.00', ' - 20,000']) {
      expect(contactErrors({ ...withDate, promiseAmount: typed }, today).promiseAmount, typed).toMatch(
        /^A promised amount is more than ₦0/,
      );
    }
    expect(contactErrors({ ...withDate, promiseAmount: '5x' }, today).promiseAmount).toMatch(/with digits/);
    expect(promisedAmount('₦20,000.50')).toEqual({ kobo: 2_000_050 });
    expect(promisedAmount('')).toEqual({ kobo: null });
    expect(contactErrors({ ...base, outcome: 'x'.repeat(501) }, today).outcome).toBe(
      'Keep the outcome to 500 characters.',
    );
  });
});

describe('who may open /collections', () => {
  const openApp = () =>
    render(
      <Providers>
        <RouterProvider router={createMemoryRouter(buildRoutes(), { initialEntries: ['/collections'] })} />
      </Providers>,
    );

  it('shows an engineer the "Not allowed" page, without asking the server (which refuses them)', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true });
    const api = fakeApi({ 'GET v1/Collections/GetWorklist': () => failure(403, 'Not allowed') });
    openApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy();
    expect(screen.getByText('This page is not available to your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/installer-profile');
    expect(screen.queryByText('We could not load the overdue loans')).toBeNull();
    expect(api.callsTo('GET v1/Collections/GetWorklist')).toHaveLength(0);
  });

  it('opens for a support user who is not an engineer', async () => {
    signIn({ userRole: UserRole.Support });
    fakeApi({ 'GET v1/Collections/GetWorklist': () => page([item()]) });
    openApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Collections' })).toBeTruthy();
    expect(await screen.findByTestId('overdue-card')).toBeTruthy();
  });
});
