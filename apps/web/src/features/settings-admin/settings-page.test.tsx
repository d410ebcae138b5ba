import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { defaultSettings, type Settings } from '@imole/domain/settings';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { buildRoutes } from '../../app/router.tsx';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { signIn } from '../../test/users.ts';
import {
  bpsFromPercent,
  changedSettings,
  effectiveAnnualPercent,
  percentFromBps,
  settingsFormSchema,
  toFormValues,
} from './settings-form.ts';
import SettingsAdminPage from './settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = () => signIn({ id: 1, userRole: UserRole.Admin, firstname: 'Bola', lastname: 'Admin' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function retype(label: string, text: string) {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), text);
}

/** A server that keeps what it is sent, as the real one does. */
function settingsServer(initial: Settings = defaultSettings) {
  let settings = { ...initial };
  return fakeApi({
    'GET Settings/GetSettings': () => ({ message: 'Settings', data: settings }),
    'POST Settings/UpdateSettings': ({ body }) => {
      settings = { ...settings, ...(body as Partial<Settings>) };
      return { message: 'Settings saved.', data: settings };
    },
  });
}

describe('/admin-settings', () => {
  it('shows the settings in friendly units, and saves only what changed, rates in basis points', async () => {
    admin();
    const api = settingsServer();
    renderPage(<SettingsAdminPage />);

    expect(screen.getByText('Loading the settings')).toBeTruthy(); // the skeleton
    expect(await screen.findByDisplayValue('30, 40, 50, 60')).toBe(field('Down payment options (%)'));
    expect(field('Monthly interest rate (%)').value).toBe('3.00');
    expect(screen.getByText('Effective annual rate: 42.58% (compounded monthly)')).toBeTruthy();
    expect(field('Plan lengths (months)').value).toBe('6, 12, 18');
    expect(field('Quote valid for (days)').value).toBe('14');
    expect(field('Quote turnaround (hours)').value).toBe('24');
    expect(field('Engineer assignment turnaround (hours)').value).toBe('48');
    expect(field('Sales commission (%)').value).toBe('5');
    expect(field('Panel size used for sizing (W)').value).toBe('550');

    await retype('Monthly interest rate (%)', '3.5');
    expect(screen.getByText('Effective annual rate: 51.11% (compounded monthly)')).toBeTruthy();
    await retype('Down payment options (%)', '50, 20 ,30,40');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.callsTo('POST Settings/UpdateSettings').map((call) => call.body)).toEqual([
      { monthlyInterestRateBps: 350, equityPercentages: [20, 30, 40, 50] },
    ]);
    // The form now shows what is in force, tidied.
    expect(field('Monthly interest rate (%)').value).toBe('3.50');
    expect(field('Down payment options (%)').value).toBe('20, 30, 40, 50');

    // Saving again with nothing changed sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: no setting has changed.')).toBeTruthy();
    expect(api.callsTo('POST Settings/UpdateSettings')).toHaveLength(1);
  });

  it("shows the server's message when it refuses, until dismissed", async () => {
    admin();
    const api = settingsServer();
    api.on('POST Settings/UpdateSettings', () => failure(400, 'The commission cannot be more than 50%.'));
    renderPage(<SettingsAdminPage />);
    await screen.findByDisplayValue('30, 40, 50, 60');

    await retype('Sales commission (%)', '7.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The commission cannot be more than 50%.');
    expect(api.callsTo('POST Settings/UpdateSettings')[0]?.body).toEqual({ salesCommissionBps: 725 });
    expect(field('Sales commission (%)').value).toBe('7.25'); // what they typed stays, to fix or try again
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the limits of the domain rules before sending anything', async () => {
    admin();
    const api = settingsServer();
    renderPage(<SettingsAdminPage />);
    await screen.findByDisplayValue('30, 40, 50, 60');

    await retype('Monthly interest rate (%)', '3.125');
    await retype('Plan lengths (months)', '6, 12, 12');
    await retype('Quote valid for (days)', '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a percentage from 0 to 20, with at most two decimals')).toBeTruthy();
    expect(screen.getByText('Effective annual rate: enter a rate to see it')).toBeTruthy();
    expect(screen.getByText('12 is listed twice')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 1 to 90')).toBeTruthy();
    expect(field('Monthly interest rate (%)').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Monthly interest rate (%)'));
    expect(api.callsTo('POST Settings/UpdateSettings')).toHaveLength(0);
  });

  it('shows the customer referral reward in naira and saves it in kobo, within the domain limits', async () => {
    admin();
    const api = settingsServer();
    renderPage(<SettingsAdminPage />);
    await screen.findByDisplayValue('30, 40, 50, 60');
    expect(field('Customer referral reward (₦)').value).toBe('5000');

    await retype('Customer referral reward (₦)', '200,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount in naira from ₦0 to ₦100,000')).toBeTruthy();
    expect(api.callsTo('POST Settings/UpdateSettings')).toHaveLength(0);

    await retype('Customer referral reward (₦)', '₦2,500.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.callsTo('POST Settings/UpdateSettings')[0]?.body).toEqual({ customerReferralRewardKobo: 250_050 });
    expect(field('Customer referral reward (₦)').value).toBe('2500.50');
  });

  it('edits the repayment reminder days: before, on the day and overdue, within the domain limits', async () => {
    admin();
    const api = settingsServer();
    renderPage(<SettingsAdminPage />);
    await screen.findByDisplayValue('30, 40, 50, 60');
    expect(field('Days before a due date').value).toBe('3');
    expect(field('Remind on the due date itself').checked).toBe(true);
    expect(field('Days overdue').value).toBe('1, 7, 30');

    await retype('Days overdue', '1, 400');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each day overdue must be from 1 to 365')).toBeTruthy();
    await retype('Days overdue', '7, 7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('7 is listed twice')).toBeTruthy();
    expect(api.callsTo('POST Settings/UpdateSettings')).toHaveLength(0);

    await retype('Days before a due date', '3, 7');
    await userEvent.click(field('Remind on the due date itself'));
    await retype('Days overdue', '14, 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.callsTo('POST Settings/UpdateSettings')[0]?.body).toEqual({
      repaymentReminderDays: { before: [7, 3], onTheDay: false, overdue: [2, 14] },
    });
    expect(field('Days before a due date').value).toBe('7, 3');
    expect(field('Days overdue').value).toBe('2, 14');
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    admin();
    const api = fakeApi({ 'GET Settings/GetSettings': () => failure(503, 'Imole is busy. Try again in a minute.') });
    renderPage(<SettingsAdminPage />);

    // A 5xx is retried once before the page gives up.
    expect(await screen.findByText('Imole is busy. Try again in a minute.', {}, { timeout: 3_000 })).toBeTruthy();
    expect(api.callsTo('GET Settings/GetSettings')).toHaveLength(2);
    api.on('GET Settings/GetSettings', () => ({ data: defaultSettings }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('30, 40, 50, 60')).toBeTruthy();
  });
});

describe('/admin-settings in the app', () => {
  function renderApp(path: string) {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
  }

  it('is in the admin account menu, as "Business settings"', async () => {
    admin();
    settingsServer();
    renderApp('/admin-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business settings' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Business settings' }).getAttribute('aria-current')).toBe('page');
  });

  it('is not for support staff (they may read the settings, but only admins change them)', async () => {
    signIn({ userRole: UserRole.Support });
    renderApp('/admin-settings');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
  });
});

describe('the settings form, unit by unit', () => {
  it('turns percentages into basis points and back without rounding errors', () => {
    expect(bpsFromPercent('3')).toBe(300);
    expect(bpsFromPercent('3.05')).toBe(305);
    expect(bpsFromPercent(' 2.5 % ')).toBe(250);
    expect(bpsFromPercent('0.07')).toBe(7);
    expect(bpsFromPercent('3.125')).toBeNull();
    expect(bpsFromPercent('3,5')).toBeNull();
    expect(bpsFromPercent('')).toBeNull();
    expect(percentFromBps(305)).toBe('3.05');
    expect(percentFromBps(7)).toBe('0.07');
    expect(percentFromBps(250, { trim: true })).toBe('2.5');
    expect(percentFromBps(500, { trim: true })).toBe('5');
    expect(effectiveAnnualPercent(300)).toBe('42.58');
    expect(effectiveAnnualPercent(0)).toBe('0.00');
  });

  it('reads back what it shows, and sends only the fields that differ', () => {
    expect(settingsFormSchema.parse(toFormValues(defaultSettings))).toEqual(defaultSettings);
    const after = { ...defaultSettings, planLengthsMonths: [6, 12, 18, 24], quoteValidityDays: 21 };
    expect(changedSettings(defaultSettings, after)).toEqual({
      planLengthsMonths: [6, 12, 18, 24],
      quoteValidityDays: 21,
    });
    expect(changedSettings(defaultSettings, { ...defaultSettings })).toEqual({});
  });

  it('takes the list limits from the domain rules', () => {
    const parse = (equityPercentages: string) =>
      settingsFormSchema.shape.equityPercentages.safeParse(equityPercentages).error?.issues[0]?.message;
    expect(parse('')).toBe('Enter at least 1 option');
    expect(parse('1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11')).toBe('Enter at most 10 options');
    expect(parse('0, 30')).toBe('Each option must be from 1 to 100');
    expect(parse('30, forty')).toBe('Enter whole numbers separated by commas: "forty" is not one');
  });
});
