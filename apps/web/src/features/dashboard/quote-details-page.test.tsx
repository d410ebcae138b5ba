import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, reply } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import QuoteDetailsPage from './quote-details-page.tsx';
import { notFound, paidAnswer, processingAnswer, readyAnswer } from './test-fixtures.ts';
import { renderAt } from './test-render.tsx';

const open = (answer: unknown) => {
  fakeApi({ 'GET Quote/GetQuoteRequest': () => answer });
  return renderAt(<QuoteDetailsPage />, { route: '/quote-details' });
};

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/quote-details', () => {
  it('shows the priced quote: product, components, costs and plan', async () => {
    open(
      readyAnswer({ discountAmount: 50000, totalAssetAmount: 950000, installationCost: 40000, transportCost: 10000 }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Custom system' })).toBeTruthy();
    expect(screen.getByText('Warranty: 12 months from installation.')).toBeTruthy();
    expect(screen.getByText('This offer is due to expire in 14 days')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1.5 kVA / 12 V pure sine wave inverterInverters · ₦380,000.00 each1₦380,000.00',
      '12 V 150 Ah tubular batteryTubular batteries · ₦310,000.00 each2₦620,000.00',
    ]);
    const costs = Object.fromEntries(
      within(screen.getByRole('region', { name: 'Costs' }))
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(costs).toEqual({
      Components: '₦1,000,000.00',
      Installation: '₦40,000.00',
      Transport: '₦10,000.00',
      Discount: '−₦50,000.00',
      Total: '₦950,000.00',
    });
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(plan.textContent).toContain('Down payment (30%)₦300,000.00');
    expect(plan.textContent).toContain('Monthly repayment₦70,324.00for 12 months');
  });

  it('no expiry once paid', async () => {
    open(paidAnswer());
    await screen.findByRole('table');
    expect(screen.queryByText(/expire/)).toBeNull();
  });

  it('says the quote is being prepared before pricing, with the home it is for', async () => {
    open(processingAnswer());
    expect(await screen.findByText(/Your quote is being prepared/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Your home' }).textContent).toContain('5 Bode Thomas Street, Surulere');
    // Bedrooms, and the noun agreeing with its count: "1 TV", not "1 TVs".
    expect(screen.getByRole('region', { name: 'Your home' }).textContent).toContain('2 bedrooms');
    expect(screen.getByRole('region', { name: 'Your home' }).textContent).toContain('5 bulbs, 2 fans, 1 TV');
    expect(screen.getByRole('region', { name: 'Your home' }).textContent).not.toContain('1 TVs');
  });

  it('offers a quote to a customer without a request', async () => {
    open(reply(404, notFound));
    expect((await screen.findByRole('link', { name: 'Get a quote' })).getAttribute('href')).toBe('/get-qoute');
  });

  it('shows the request asked for by id (an Active Quote card), as the API answers it for this customer', async () => {
    const api = fakeApi({ 'GET Quote/GetQuoteRequest': () => paidAnswer() });
    renderAt(<QuoteDetailsPage />, { route: '/quote-details', url: '/quote-details?id=7' });
    await screen.findByRole('table');
    expect(api.callsTo('GET Quote/GetQuoteRequest').map((call) => call.query.get('id'))).toEqual(['7']);
  });

  it('says so when the request asked for is not found (another customer’s, or none), and when the id is not valid', async () => {
    const api = fakeApi({ 'GET Quote/GetQuoteRequest': () => reply(404, notFound) });
    const first = renderAt(<QuoteDetailsPage />, { route: '/quote-details', url: '/quote-details?id=99' });
    expect(await screen.findByText('We could not find this quote request.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your quote requests' }).getAttribute('href')).toBe('/active-quote');
    expect(screen.queryByRole('link', { name: 'Get a quote' })).toBeNull();
    first.unmount();
    renderAt(<QuoteDetailsPage />, { route: '/quote-details', url: '/quote-details?id=abc' });
    expect(await screen.findByText('This link is not valid.')).toBeTruthy();
    expect(api.callsTo('GET Quote/GetQuoteRequest')).toHaveLength(1);
  });

  it("shows the server's message in a dismissible alert, and tries again", async () => {
    let failing = true;
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        failing ? failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE') : paidAnswer(),
    });
    renderAt(<QuoteDetailsPage />, { route: '/quote-details' });
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your quote')).toBeTruthy();
    expect(alert.textContent).toContain('The service is busy. Try again in a minute.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(api.callsTo('GET Quote/GetQuoteRequest')).toHaveLength(2);
  });
});
