import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import AllPackagesPage from './all-packages-page.tsx';
import PackageDetailPage from './package-detail-page.tsx';
import ProductRepaymentPage from './product-repayment-page.tsx';
import { packageDetail, repayments, staffProduct } from './test-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const asAdmin = () => signIn({ userRole: UserRole.Admin, firstname: 'Ngozi', lastname: 'Eze' });
const asSupport = () => signIn({ userRole: UserRole.Support, firstname: 'Tunde', lastname: 'Bakare' });

describe('/all-packages', () => {
  it('lists every package with its price, monthly repayment, battery and status, each opening its page', async () => {
    asSupport();
    fakeApi({
      'GET Product/GetAllProducts': () => ({
        data: [
          staffProduct(),
          staffProduct(
            { id: 4, name: 'Home Backup 2.5kVA', hasSolarPanel: false, oneOffPaymentCost: 1_200_000.5 },
            { isActive: false, batteryType: 'lithium' },
          ),
        ],
      }),
    });
    renderRoute(<AllPackagesPage />, '/all-packages', '/all-packages');

    const cards = await screen.findAllByTestId('package-card');
    expect(screen.getByRole('heading', { name: '2 packages, 1 offered to customers' })).toBeTruthy();
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Solar Home 3.5kVA' })).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('With solar panels · Tubular battery')).toBeTruthy();
    expect(first.getByText('₦3,450,000.00')).toBeTruthy();
    expect(first.getByText('₦412,345.00')).toBeTruthy();
    expect(first.getByText('for 12 months')).toBeTruthy();
    expect(cards[0]!.getAttribute('href')).toBe('/package-detail/3');
    const second = within(cards[1]!);
    expect(second.getByText('Inactive')).toBeTruthy();
    expect(second.getByText('Inverter only · Lithium battery')).toBeTruthy();
    expect(second.getByText('₦1,200,000.50')).toBeTruthy();
    // Support staff read; only admins manage.
    expect(screen.queryByRole('link', { name: 'Manage packages' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeTruthy();
  });

  it('offers admins "Manage packages", and says so when there is no package yet', async () => {
    asAdmin();
    fakeApi({ 'GET Product/GetAllProducts': () => ({ data: [] }) });
    renderRoute(<AllPackagesPage />, '/all-packages', '/all-packages');
    expect(await screen.findByText('No packages yet')).toBeTruthy();
    expect(screen.getByText('Create the first one from Manage packages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage packages' }).getAttribute('href')).toBe('/manage-packages');
  });

  it('shows a failure with "Try again", which loads again', async () => {
    asSupport();
    let fail = true;
    fakeApi({
      'GET Product/GetAllProducts': () =>
        fail ? failure(503, 'We could not reach the database.', 'UNAVAILABLE') : { data: [staffProduct()] },
    });
    renderRoute(<AllPackagesPage />, '/all-packages', '/all-packages');
    expect(await screen.findByText('We could not reach the database.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('package-card')).toBeTruthy();
  });
});

describe('/package-detail/:id', () => {
  it('shows the components with quantities and unit prices, the totals, the plan and the way to the repayment plan', async () => {
    asSupport();
    const api = fakeApi({ 'GET Product/GetProductWithRelatedProperties': () => ({ data: packageDetail() }) });
    renderRoute(<PackageDetailPage />, '/package-detail/:id', '/package-detail/3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Home 3.5kVA' })).toBeTruthy();
    expect(api.callsTo('GET Product/GetProductWithRelatedProperties')[0]?.query.get('id')).toBe('3');
    const lines = screen.getAllByTestId('package-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByText('2 × ₦385,000.50')).toBeTruthy();
    expect(within(lines[1]!).getByText('₦770,001.00')).toBeTruthy();
    const total = within(screen.getByRole('region', { name: 'Total' }));
    expect(total.getByText('₦1,620,001.00')).toBeTruthy();
    expect(total.getByText('₦150,000.00')).toBeTruthy();
    expect(screen.getByTestId('package-total').textContent).toBe('₦3,450,000.00');
    expect(screen.getByText('24 months')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the repayment plan' }).getAttribute('href')).toBe(
      '/product-repayment/3',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('gives admins "Edit", and says when a package is inactive', async () => {
    asAdmin();
    fakeApi({
      'GET Product/GetProductWithRelatedProperties': () => ({ data: packageDetail({ isActive: false }) }),
    });
    renderRoute(<PackageDetailPage />, '/package-detail/:id', '/package-detail/3');
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/product-detail/3');
    expect(screen.getByText(/Inactive: customers are not offered this package/)).toBeTruthy();
  });

  it('answers a broken link without calling the API, and a missing package with the server’s sentence', async () => {
    asSupport();
    const api = fakeApi({
      'GET Product/GetProductWithRelatedProperties': () =>
        failure(404, 'We could not find that package. Choose one from the list.', 'NOT_FOUND'),
    });
    const first = renderRoute(<PackageDetailPage />, '/package-detail/:id', '/package-detail/abc');
    expect(screen.getByRole('heading', { name: 'Package not found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    first.unmount();

    renderRoute(<PackageDetailPage />, '/package-detail/:id', '/package-detail/99');
    expect(await screen.findByText('We could not find that package. Choose one from the list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all packages' })).toBeTruthy();
  });
});

describe('/product-repayment/:id', () => {
  it('shows every down-payment option and the schedule of the chosen one', async () => {
    asSupport();
    const api = fakeApi({
      'GET Transaction/GenerateProductRepayments': ({ query }) =>
        repayments(Number(query.get('EquityPecentage') ?? 30)),
    });
    const { here } = renderRoute(<ProductRepaymentPage />, '/product-repayment/:id', '/product-repayment/3');

    const options = await screen.findAllByRole('radio');
    expect(options).toHaveLength(3);
    expect((screen.getByRole('radio', { name: '30% down: ₦1,035,000.00' }) as HTMLInputElement).checked).toBe(true);
    const forty = within(screen.getByRole('radio', { name: '40% down: ₦1,380,000.00' }).closest('label')!);
    expect(forty.getByText('₦360,000.00')).toBeTruthy();
    expect(forty.getByText('Total repayable')).toBeTruthy();
    expect(forty.getByText('Cost of credit')).toBeTruthy();
    expect(screen.getByText('Effective annual rate 42.58%.')).toBeTruthy();
    expect(api.callsTo('GET Transaction/GenerateProductRepayments')[0]?.query.toString()).toBe('productId=3');

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(7); // header, 3 months, repayments, down payment, total
    expect(within(table).getByText('15 Jan 2027')).toBeTruthy();
    expect(within(table).getByText('₦1,110,000.00')).toBeTruthy();
    // One total (issue 19): the schedule with its down payment is the option's "Total repayable".
    const thirty = within(screen.getByRole('radio', { name: '30% down: ₦1,035,000.00' }).closest('label')!);
    expect(thirty.getByText('₦2,145,000.00')).toBeTruthy();
    expect(within(table).getByTestId('total-repayable').textContent).toBe('₦2,145,000.00');

    await userEvent.click(screen.getByRole('radio', { name: '50% down: ₦1,725,000.00' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '50% down: ₦1,725,000.00' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(api.callsTo('GET Transaction/GenerateProductRepayments').at(-1)?.query.get('EquityPecentage')).toBe('50');
    expect(here()).toBe('/product-repayment/3?equity=50');
    expect(within(screen.getByRole('table')).getAllByText('₦350,000.00')).toHaveLength(3);
  });

  it('shows the server’s refusal with "Try again"', async () => {
    asSupport();
    fakeApi({
      'GET Transaction/GenerateProductRepayments': () =>
        failure(404, 'We could not find that package. Choose one from the list.', 'NOT_FOUND'),
    });
    renderRoute(<ProductRepaymentPage />, '/product-repayment/:id', '/product-repayment/77');
    expect(await screen.findByText('We could not load the repayment plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the package' }).getAttribute('href')).toBe('/package-detail/77');
  });
});
