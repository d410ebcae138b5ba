import { quoteMessages } from '@imole/domain/quote-request';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, failure } from '../../test/fake-api.ts';
import { catalogueHandlers } from '../../test/quote-fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import GetQuotePage from './get-quote-page.tsx';

const open = () => renderPage(<GetQuotePage />, { route: '/get-qoute', url: '/get-qoute', from: ['/dashboard'] });

beforeEach(() => {
  signIn({ firstname: 'Chiamaka' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/get-qoute', () => {
  it('welcomes by first name and splits the starter packages into two tabs by hasSolarPanel', async () => {
    const api = fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    open();
    expect(screen.getByText(/Welcome,/).textContent).toContain('Chiamaka');
    expect(screen.getByRole('heading', { level: 2, name: 'Starter packages' })).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true'); // skeletons while loading
    // The custom plan comes with the packages, so arriving cards do not push it down the screen.
    expect(screen.queryByRole('button', { name: /Make a custom plan/ })).toBeNull();

    const card = await screen.findByRole('article', { name: 'Solar Home 3.5kVA' });
    expect(screen.getByRole('button', { name: /Make a custom plan/ })).toBeTruthy();
    expect(within(card).getByText('₦98,450.00')).toBeTruthy();
    expect(within(card).getByText('₦1,045,500.00')).toBeTruthy();
    expect(within(card).getByText('₦3,485,000.00')).toBeTruthy();
    expect(within(card).getByText('24 months')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Inverter Basic 1.5kVA' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Inverter only' }));
    expect(screen.getByRole('tab', { name: 'Inverter only' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('article', { name: 'Inverter Basic 1.5kVA' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Solar Home 3.5kVA' })).toBeNull();
    expect(api.callsTo('GET Product/GetProducts')).toHaveLength(1);
  });

  it('shows the specs with the battery choice, reloads the product for Lithium and carries the battery to the wizard', async () => {
    const api = fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    const { here } = open();
    const card = await screen.findByRole('article', { name: 'Solar Home 3.5kVA' });
    await user.click(within(card).getByRole('button', { name: 'View specs' }));

    const specs = await screen.findByRole('dialog', { name: 'Solar Home 3.5kVA' });
    expect(within(specs).getByRole('radio', { name: 'Tubular' })).toHaveProperty('checked', true);
    expect(await within(specs).findByText('220 Ah tubular battery')).toBeTruthy();
    expect(within(specs).getByTestId('specs-table').className).toContain('max-h-[400px]');
    expect(within(specs).queryByText('The quote amount reflects Lithium prices.')).toBeNull();

    await user.click(within(specs).getByRole('radio', { name: 'Lithium' }));
    expect(await within(specs).findByText('5 kWh lithium battery')).toBeTruthy();
    expect(within(specs).getByText('₦4,485,000.00')).toBeTruthy();
    // The description is the package's Tubular text: the note says which battery replaces the one it names.
    expect(within(specs).getByTestId('lithium-note').textContent).toBe(
      'Lithium battery chosen: 2 × 5 kWh lithium battery in place of the 4 × 220 Ah tubular battery in the description. The quote amount reflects Lithium prices.',
    );
    const calls = api.callsTo('GET Product/GetWebProductById');
    expect(calls.at(-1)?.query.get('ProductId')).toBe('3');
    expect(calls.at(-1)?.query.get('ComponentIdToRemove')).toBe('17');
    expect(calls.at(-1)?.query.get('key')).toBe('demo-public-key');

    await user.click(within(specs).getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(here()).toBe('/start-quote?id=3&battery=2'));
  });

  it('opens the wizard for a package, and "What do you need?" offers the components list or "Not sure"', async () => {
    fakeApi(catalogueHandlers());
    const user = userEvent.setup();
    const { here, router } = open();
    const card = await screen.findByRole('article', { name: 'Solar Home 3.5kVA' });
    await user.click(within(card).getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(here()).toBe('/start-quote?id=3'));

    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: /Make a custom plan/ }));
    const modal = await screen.findByRole('dialog', { name: 'What do you need?' });
    await user.click(within(modal).getByRole('button', { name: /Pick from our components list/ }));
    await waitFor(() => expect(here()).toBe('/start-quote?product=true'));

    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: /Make a custom plan/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'What do you need?' })).getByRole('button', {
        name: /Not sure/,
      }),
    );
    await waitFor(() => expect(here()).toBe('/start-quote?notSure=true'));
  });

  it('shows the outstanding-loan modal instead of the wizard when the customer has an open request', async () => {
    fakeApi({
      ...catalogueHandlers(),
      'GET Quote/ActiveQuoteRequest': () => ({
        data: [{ id: 9 }],
        pageIndex: 1,
        pageSize: 20,
        totalCount: 1,
        totalPages: 1,
      }),
    });
    const user = userEvent.setup();
    const { here } = open();
    const card = await screen.findByRole('article', { name: 'Solar Home 3.5kVA' });
    await user.click(within(card).getByRole('button', { name: 'Get Quote' }));
    const modal = await screen.findByRole('dialog', { name: 'You have an open quote' });
    expect(within(modal).getByText(quoteMessages.newQuote)).toBeTruthy();
    expect(here()).toBe('/get-qoute');
    await user.click(within(modal).getByRole('link', { name: 'Go to dashboard' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });

  it('shows why the packages could not load, with a way to try again', async () => {
    const api = fakeApi({
      ...catalogueHandlers(),
      'GET Product/GetProducts': () => failure(503, 'The catalogue is resting.', 'UNAVAILABLE'),
    });
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The catalogue is resting.');
    api.on('GET Product/GetProducts', catalogueHandlers()['GET Product/GetProducts']);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Solar Home 3.5kVA' })).toBeTruthy();
  });
});
