import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import ManagePackagesPage from './manage-packages-page.tsx';
import ProductDetailPage from './product-detail-page.tsx';
import { catalogue, packageDetail, staffProduct } from './test-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const asAdmin = () => signIn({ userRole: UserRole.Admin, firstname: 'Ngozi', lastname: 'Eze' });
const asSupport = () => signIn({ userRole: UserRole.Support, firstname: 'Tunde', lastname: 'Bakare' });

const catalogueCalls = () => ({
  'GET Product/GetAllProducts': () => ({ data: [staffProduct()] }),
  'GET Product/GetComponentCatalogue': () => ({ data: catalogue() }),
});

const category = (name: string) =>
  screen.getAllByTestId('component-category').find((details) => within(details).queryByText(name))!;

describe('/manage-packages', () => {
  it('lets an admin change a component’s price in place, sending the whole component back', async () => {
    asAdmin();
    const api = fakeApi({
      ...catalogueCalls(),
      'POST Product/UpdateComponent': () => ({ message: 'Component saved.', data: { id: 20 } }),
    });
    renderRoute(<ManagePackagesPage />, '/manage-packages', '/manage-packages');

    await screen.findAllByTestId('component-category');
    const batteries = within(category('Tubular batteries'));
    expect(batteries.getByText('2 components')).toBeTruthy();
    expect(batteries.getByText('2,400 Wh')).toBeTruthy();
    await userEvent.click(batteries.getByRole('button', { name: 'Change price: 12 V 200 Ah tubular battery' }));
    const box = batteries.getByLabelText('New price for 12 V 200 Ah tubular battery') as HTMLInputElement;
    expect(box.value).toBe('385,000.50');

    await userEvent.clear(box);
    await userEvent.click(batteries.getByRole('button', { name: 'Save price' }));
    expect(batteries.getByText('Enter the unit price in naira')).toBeTruthy();
    expect(api.callsTo('POST Product/UpdateComponent')).toHaveLength(0);

    await userEvent.type(box, '400000');
    expect(box.value).toBe('400,000');
    await userEvent.click(batteries.getByRole('button', { name: 'Save price' }));
    expect(await batteries.findByText('Saved: ₦400,000.00. Packages with it are repriced.')).toBeTruthy();
    expect(api.callsTo('POST Product/UpdateComponent')[0]?.body).toEqual({
      id: 20,
      categoryId: 3,
      name: '12 V 200 Ah tubular battery',
      unitPrice: 400_000,
      powerWatts: null,
      capacityWh: 2400,
      isActive: true,
    });
    // The lists are read again: every package with that component has a new price.
    await waitFor(() => expect(api.callsTo('GET Product/GetAllProducts').length).toBeGreaterThan(1));
  });

  it('adds a category and a component, each checked before it is sent', async () => {
    asAdmin();
    const api = fakeApi({
      ...catalogueCalls(),
      'POST Product/CreateComponentCategory': () => ({ message: 'Category added.', data: { id: 10 } }),
      'POST Product/CreateComponent': () => ({ message: 'Component added.', data: { id: 40 } }),
    });
    renderRoute(<ManagePackagesPage />, '/manage-packages', '/manage-packages');

    const addCategory = within(await screen.findByRole('form', { name: 'Add a category' }));
    await userEvent.click(addCategory.getByRole('button', { name: 'Add category' }));
    expect(addCategory.getByText('Enter the category name')).toBeTruthy();
    await userEvent.type(addCategory.getByLabelText('Category name'), 'Cables');
    await userEvent.click(addCategory.getByRole('button', { name: 'Add category' }));
    expect(await addCategory.findByText('Cables added. Add its components above.')).toBeTruthy();
    expect(api.callsTo('POST Product/CreateComponentCategory')[0]?.body).toEqual({ name: 'Cables' });

    const addComponent = within(screen.getByRole('form', { name: 'Add a component' }));
    await userEvent.click(addComponent.getByRole('button', { name: 'Add component' }));
    expect(addComponent.getByText('Choose the category', { selector: '[role="alert"]' })).toBeTruthy();
    expect(addComponent.getByText('Enter the component name')).toBeTruthy();
    expect(addComponent.getByText('Enter the unit price in naira')).toBeTruthy();
    await userEvent.selectOptions(addComponent.getByLabelText('Category'), 'Surge protectors');
    await userEvent.type(addComponent.getByLabelText('Name'), '40 kA surge protection device');
    await userEvent.type(addComponent.getByLabelText('Unit price'), '18500.5');
    await userEvent.click(addComponent.getByRole('button', { name: 'Add component' }));
    expect(
      await addComponent.findByText('40 kA surge protection device added to Surge protectors at ₦18,500.50.'),
    ).toBeTruthy();
    expect(api.callsTo('POST Product/CreateComponent')[0]?.body).toEqual({
      categoryId: 9,
      name: '40 kA surge protection device',
      unitPrice: 18_500.5,
      powerWatts: null,
      capacityWh: null,
      isActive: true,
    });
  });

  it('lets an admin rename a category, checked first, showing the server’s refusal', async () => {
    asAdmin();
    let names = catalogue();
    const api = fakeApi({
      ...catalogueCalls(),
      'GET Product/GetComponentCatalogue': () => ({ data: names }),
      'POST Product/UpdateComponentCategory': ({ body }) => {
        const { id, name } = body as { id: number; name: string };
        if (name.toLowerCase() === 'inverters') return failure(409, 'That category already exists.', 'CONFLICT');
        names = names.map((c) => (c.id === id ? { ...c, name } : c));
        return { message: 'Category renamed.', data: { id } };
      },
    });
    renderRoute(<ManagePackagesPage />, '/manage-packages', '/manage-packages');
    await screen.findAllByTestId('component-category');

    const batteries = within(category('Tubular batteries'));
    await userEvent.click(batteries.getByRole('button', { name: 'Rename category: Tubular batteries' }));
    const box = batteries.getByLabelText('New name for Tubular batteries') as HTMLInputElement;
    expect(box.value).toBe('Tubular batteries');

    await userEvent.clear(box);
    await userEvent.click(batteries.getByRole('button', { name: 'Save name' }));
    expect(batteries.getByText('Enter the category name')).toBeTruthy();
    expect(api.callsTo('POST Product/UpdateComponentCategory')).toHaveLength(0);

    await userEvent.type(box, 'Inverters');
    await userEvent.click(batteries.getByRole('button', { name: 'Save name' }));
    expect(await batteries.findByText('That category already exists.')).toBeTruthy();
    expect(box.value).toBe('Inverters');

    await userEvent.clear(box);
    await userEvent.type(box, 'Lead-acid batteries');
    await userEvent.click(batteries.getByRole('button', { name: 'Save name' }));
    expect(await batteries.findByText('Renamed to Lead-acid batteries.')).toBeTruthy();
    expect(api.callsTo('POST Product/UpdateComponentCategory').at(-1)?.body).toEqual({
      id: 3,
      name: 'Lead-acid batteries',
    });
    // The catalogue is read again: the category shows its new name.
    expect(await within(category('Lead-acid batteries')).findByText('2 components')).toBeTruthy();
    expect(screen.queryByText('Tubular batteries')).toBeNull();
  });

  it('shows support staff the same lists without any way to change them', async () => {
    asSupport();
    fakeApi(catalogueCalls());
    renderRoute(<ManagePackagesPage />, '/manage-packages', '/manage-packages');
    await screen.findAllByTestId('component-row');
    expect(screen.getByText('Only admins change packages and prices. You can see everything here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change price/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /New package/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a component' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a category' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rename category/ })).toBeNull();
    // A package opens its read-only page.
    expect(screen.getByRole('link', { name: /Solar Home 3.5kVA/ }).getAttribute('href')).toBe('/package-detail/3');
  });
});

describe('/product-detail/:id', () => {
  it('edits a package with live totals and saves every field', async () => {
    asAdmin();
    const api = fakeApi({
      'GET Product/GetProductWithRelatedProperties': () => ({ data: packageDetail() }),
      'GET Product/GetComponentCatalogue': () => ({ data: catalogue() }),
      'POST Product/UpdateProduct': () => ({ message: 'Package saved.', data: { id: 3 } }),
    });
    renderRoute(<ProductDetailPage />, '/product-detail/:id', '/product-detail/3');

    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Solar Home 3.5kVA');
    expect(screen.getByTestId('editor-total').textContent).toBe('₦1,820,001.00');
    expect(screen.getByText(/Battery type:/).textContent).toContain('Tubular battery');

    // Two more batteries: the total moves as the quantity is typed.
    const battery = screen.getAllByTestId('package-line')[1]!;
    const quantity = within(battery).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    expect(within(battery).getByText('₦1,540,002.00')).toBeTruthy();
    expect(screen.getByTestId('editor-total').textContent).toBe('₦2,590,002.00');

    // Lithium: each tubular battery becomes its lithium alternative.
    await userEvent.click(screen.getByRole('radio', { name: 'Lithium' }));
    expect(screen.getByText('12.8 V 2.5 kWh LiFePO4 battery')).toBeTruthy();
    expect(screen.queryByText('12 V 200 Ah tubular battery')).toBeNull();
    // 850,000 + 4 × 950,000 + 150,000 + 50,000.
    expect(screen.getByTestId('editor-total').textContent).toBe('₦4,850,000.00');

    // Add another inverter line, withdraw the package, then save.
    await userEvent.selectOptions(screen.getByLabelText('Add a component'), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the package' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Offered to customers/ }));
    await userEvent.clear(screen.getByLabelText('Warranty (months)'));
    await userEvent.type(screen.getByLabelText('Warranty (months)'), '18');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Package saved.')).toBeTruthy();
    expect(api.callsTo('POST Product/UpdateProduct')[0]?.body).toEqual({
      id: 3,
      name: 'Solar Home 3.5kVA',
      description: 'A 3.5 kVA hybrid inverter, four panels and two tubular batteries.',
      hasSolarPanel: true,
      warrantyMonths: 18,
      repaymentLengthMonths: 12,
      installationCost: 150_000,
      transportCost: 50_000,
      isActive: false,
      components: [
        { componentId: 12, quantity: 1 },
        { componentId: 30, quantity: 4 },
        { componentId: 13, quantity: 1 },
      ],
    });
    expect(screen.getByRole('link', { name: 'See the package and its plan' }).getAttribute('href')).toBe(
      '/package-detail/3',
    );
  });

  it('creates a package on /product-detail/new, then moves to its own address', async () => {
    asAdmin();
    const api = fakeApi({
      'GET Product/GetComponentCatalogue': () => ({ data: catalogue() }),
      'POST Product/CreateProduct': () => ({ message: 'Package created.', data: { id: 8 } }),
    });
    const { here } = renderRoute(<ProductDetailPage />, '/product-detail/:id', '/product-detail/new', [
      '/manage-packages',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'New package' })).toBeTruthy();
    expect(await screen.findByText('No components yet. Add them below, one by one.')).toBeTruthy();
    expect(
      screen.getByText('No battery yet. Add one from Tubular batteries or Lithium batteries under Components.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    expect(screen.getByText('Check the boxes marked below.')).toBeTruthy();
    expect(screen.getByText('Enter the package name')).toBeTruthy();
    expect(screen.getByText('Add at least one component')).toBeTruthy();
    expect(api.callsTo('POST Product/CreateProduct')).toHaveLength(0);
    // Save is at the bottom of the screen: the first box to fix gets the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));

    await userEvent.type(screen.getByLabelText('Name'), 'Backup Mini 1.5kVA');
    await userEvent.type(screen.getByLabelText(/Description/), 'An inverter and one battery for lights and a TV.');
    await userEvent.selectOptions(screen.getByLabelText('Add a component'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the package' }));
    await userEvent.selectOptions(screen.getByLabelText('Add a component'), '19');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the package' }));
    // A fixed box loses its message at once.
    expect(screen.queryByText('Enter the package name')).toBeNull();
    await userEvent.type(screen.getByLabelText('Installation cost'), '40000');
    expect(screen.getByTestId('editor-total').textContent).toBe('₦1,200,000.00');
    expect(screen.queryByText('Check the boxes marked below.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    await waitFor(() => expect(here()).toBe('/product-detail/8'));
    expect(api.callsTo('POST Product/CreateProduct')[0]?.body).toMatchObject({
      name: 'Backup Mini 1.5kVA',
      hasSolarPanel: false,
      warrantyMonths: 12,
      repaymentLengthMonths: 12,
      installationCost: 40_000,
      transportCost: 0,
      isActive: true,
      components: [
        { componentId: 12, quantity: 1 },
        { componentId: 19, quantity: 1 },
      ],
    });
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    asAdmin();
    fakeApi({
      'GET Product/GetProductWithRelatedProperties': () => ({ data: packageDetail() }),
      'GET Product/GetComponentCatalogue': () => ({ data: catalogue() }),
      'POST Product/UpdateProduct': () => failure(400, 'One of the components is not in the catalogue.'),
    });
    renderRoute(<ProductDetailPage />, '/product-detail/:id', '/product-detail/3');
    await userEvent.type(await screen.findByLabelText('Name'), ' Plus');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('One of the components is not in the catalogue.')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Solar Home 3.5kVA Plus');
  });

  it('does not offer support staff the editor', () => {
    asSupport();
    const api = fakeApi({});
    renderRoute(<ProductDetailPage />, '/product-detail/:id', '/product-detail/3');
    expect(
      screen.getByText(
        'Only admins create and change packages. You can see every package and its prices; ask an admin for a change.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the package' }).getAttribute('href')).toBe('/package-detail/3');
    // Not a dead end: every way on from here (issue 19).
    expect(screen.getByRole('link', { name: 'See all packages' }).getAttribute('href')).toBe('/all-packages');
    expect(screen.getByRole('link', { name: 'Components and prices' }).getAttribute('href')).toBe('/manage-packages');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
