/** Packages, components and previews as the API answers them (docs/staff.md "Packages, components and prices"). */
import type { StaffProduct } from './api/get-all-products.ts';
import type { CatalogueCategory } from './api/get-component-catalogue.ts';
import type { PackageDetail } from './api/get-product.ts';
import type { ProductRepayments } from './api/get-product-repayments.ts';

type ProductChanges = Partial<StaffProduct['product']>;

export function staffProduct(
  product: ProductChanges = {},
  rest: Partial<Omit<StaffProduct, 'product'>> = {},
): StaffProduct {
  return {
    product: {
      id: 3,
      name: 'Solar Home 3.5kVA',
      description: 'A 3.5 kVA hybrid inverter, four panels and two tubular batteries.',
      repaymentAmount: 412_345,
      repaymentLength: 12,
      initialPayment: 1_035_000,
      oneOffPaymentCost: 3_450_000,
      warrantyPeriod: 24,
      hasSolarPanel: true,
      ...product,
    },
    productComponents: [
      { name: '3.5 kVA / 24 V hybrid inverter with built-in MPPT', quantity: 1 },
      { name: '12 V 200 Ah tubular battery', quantity: 2 },
    ],
    componentIdToSwitch: 20,
    installationCost: 150_000,
    transportCost: 50_000,
    isActive: true,
    batteryType: 'tubular',
    ...rest,
  };
}

export function packageDetail(changes: Partial<PackageDetail> = {}): PackageDetail {
  return {
    ...staffProduct(),
    batteryComponentId: 20,
    components: [
      {
        componentId: 12,
        name: '3.5 kVA / 24 V hybrid inverter with built-in MPPT',
        categoryName: 'Inverters',
        unitPrice: 850_000,
        quantity: 1,
      },
      {
        componentId: 20,
        name: '12 V 200 Ah tubular battery',
        categoryName: 'Tubular batteries',
        unitPrice: 385_000.5,
        quantity: 2,
      },
    ],
    ...changes,
  };
}

export function catalogue(): CatalogueCategory[] {
  return [
    {
      id: 2,
      key: 'inverters',
      name: 'Inverters',
      components: [
        {
          id: 12,
          name: '3.5 kVA / 24 V hybrid inverter with built-in MPPT',
          unitPrice: 850_000,
          powerWatts: 3500,
          capacityWh: null,
          isActive: true,
          lithiumAlternativeId: null,
        },
        {
          id: 13,
          name: '5 kVA / 48 V hybrid inverter with built-in MPPT',
          unitPrice: 1_250_000,
          powerWatts: 5000,
          capacityWh: null,
          isActive: true,
          lithiumAlternativeId: null,
        },
      ],
    },
    {
      id: 3,
      key: 'tubular-batteries',
      name: 'Tubular batteries',
      components: [
        {
          id: 19,
          name: '12 V 150 Ah tubular battery',
          unitPrice: 310_000,
          powerWatts: null,
          capacityWh: 1800,
          isActive: true,
          lithiumAlternativeId: 30,
        },
        {
          id: 20,
          name: '12 V 200 Ah tubular battery',
          unitPrice: 385_000.5,
          powerWatts: null,
          capacityWh: 2400,
          isActive: true,
          lithiumAlternativeId: 30,
        },
      ],
    },
    {
      id: 4,
      key: 'lithium-batteries',
      name: 'Lithium batteries',
      components: [
        {
          id: 30,
          name: '12.8 V 2.5 kWh LiFePO4 battery',
          unitPrice: 950_000,
          powerWatts: null,
          capacityWh: 2560,
          isActive: true,
          lithiumAlternativeId: null,
        },
      ],
    },
    { id: 9, key: 'surge-protectors', name: 'Surge protectors', components: [] },
  ];
}

export function repayments(equity = 30): ProductRepayments {
  const options = [30, 40, 50].map((pct) => ({
    equityPecentage: pct,
    equityPayment: 3_450_000 * (pct / 100),
    monthlyRepayment: 400_000 - pct * 1000,
    repaymentDuration: 3,
    totalRepayable: 3_450_000 * (pct / 100) + 3 * (400_000 - pct * 1000),
    costOfCredit: 3 * (400_000 - pct * 1000) - 3_450_000 * (1 - pct / 100),
  }));
  const chosen = options.find((o) => o.equityPecentage === equity)!;
  return {
    product: {
      id: 3,
      name: 'Solar Home 3.5kVA',
      oneOffPaymentCost: 3_450_000,
      initialPayment: chosen.equityPayment,
      contributionPecentage: equity,
      repaymentAmount: chosen.monthlyRepayment,
      repaymentLength: 3,
    },
    generalRepayment: ['2027-01-15', '2027-02-15', '2027-03-15'].map((day) => ({
      totalRepayment: chosen.monthlyRepayment,
      installmentDate: day,
      repaymentStatus: 'pending',
    })),
    options,
    effectiveAnnualRate: 42.58,
  };
}
