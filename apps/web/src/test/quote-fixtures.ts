/** Catalogue, lookups and requests as the API answers them (docs/quote-request.md), for the quote page tests. */
import type { ProductItem } from '../lib/products/types.ts';

export const solarPackage: ProductItem = {
  product: {
    id: 3,
    name: 'Solar Home 3.5kVA',
    description: 'Powers lights, fans, TVs and a fridge through the night.',
    repaymentAmount: 98450,
    repaymentLength: 12,
    initialPayment: 1045500,
    oneOffPaymentCost: 3485000,
    warrantyPeriod: 24,
    hasSolarPanel: true,
  },
  productComponents: [
    { name: '550 W mono solar panel', quantity: 6 },
    { name: '3.5 kVA hybrid inverter', quantity: 1 },
    { name: '220 Ah tubular battery', quantity: 4 },
  ],
  componentIdToSwitch: 17,
};

export const lithiumSolarPackage: ProductItem = {
  ...solarPackage,
  product: { ...solarPackage.product, initialPayment: 1345500, oneOffPaymentCost: 4485000, repaymentAmount: 126700 },
  productComponents: [
    { name: '550 W mono solar panel', quantity: 6 },
    { name: '3.5 kVA hybrid inverter', quantity: 1 },
    { name: '5 kWh lithium battery', quantity: 2 },
  ],
};

export const inverterPackage: ProductItem = {
  product: {
    id: 5,
    name: 'Inverter Basic 1.5kVA',
    description: 'Backup for lights, fans and a TV when the grid is off.',
    repaymentAmount: 41200,
    repaymentLength: 12,
    initialPayment: 370800,
    oneOffPaymentCost: 1236000,
    warrantyPeriod: 12,
    hasSolarPanel: false,
  },
  productComponents: [
    { name: '1.5 kVA inverter', quantity: 1 },
    { name: '200 Ah tubular battery', quantity: 1 },
  ],
  componentIdToSwitch: 15,
};

export const products = [solarPackage, inverterPackage];

export const states = [
  { id: 25, title: 'Lagos' },
  { id: 1, title: 'Abia' },
  { id: 15, title: 'FCT' },
];

export const lgas = [
  { id: 501, title: 'Ikeja' },
  { id: 502, title: 'Eti-Osa' },
];

export const employers = [
  { id: 1, name: 'Dangote Group', validateEmail: true, emailDomain: 'dangote.com' },
  { id: 14, name: 'Lagos State Government', validateEmail: false, emailDomain: 'lagosstate.gov.ng' },
  { id: 16, name: 'Others', validateEmail: false, emailDomain: null },
];

export const componentCategories = [
  {
    categoryName: 'Solar panels',
    data: [
      { id: 1, name: '400 W monocrystalline solar panel', unitPrice: 165000 },
      { id: 3, name: '550 W monocrystalline solar panel', unitPrice: 230000 },
    ],
  },
  { categoryName: 'Inverters', data: [{ id: 6, name: '3.5 kVA hybrid inverter', unitPrice: 950000 }] },
  { categoryName: 'Panel cable', data: [{ id: 30, name: '6 mm² solar cable', unitPrice: 1800 }] },
];

export const created = { id: 41, turnAroundTime: '2030-01-03T10:00:00.000Z', referenceNo: 'IM-4K7Q-92HD' };

export const sizing = {
  dailyEnergyWh: 4350,
  peakLoadW: 960,
  inverterW: 1248,
  inverterKva: 2.5,
  backupHours: 8,
  batteryKwhTubular: 9.7,
  batteryKwhLithium: 5.4,
  panelWatts: 550,
  panelCount: 3,
  peakSunHours: 4.2,
  product: { id: 3, name: 'Solar Home 3.5kVA', inverterKva: 3.5, batteryKwh: 10.6, reason: 'battery' as const },
};

/** GET Quote/GetQuoteRequest for a package request (edit mode). */
export const packageRequest = {
  quoteRequest: {
    id: 41,
    referenceNo: 'IM-4K7Q-92HD',
    quoteRequestStatus: 0,
    dateCreated: '2030-01-01T10:00:00.000Z',
    turnAroundTime: '2030-01-03T10:00:00.000Z',
    address: '12 Adeola Odeku Street, Victoria Island',
    landmark: 'Opposite Mega Plaza',
    buildingType: 2,
    state: 'Lagos',
    city: 502,
    employerId: 14,
    workEmail: 'ada@lagosstate.gov.ng',
    isLithiumComponent: false,
    noOfBedrooms: 0,
    noOfLights: 0,
    noOfFan: 0,
    noOfTv: 0,
    includeRefrigeratorEquiptment: false,
    includeFreezerEquiptment: false,
    includeAirConditionEquiptment: false,
    includeOtherEquiptment: false,
    inverterUsageHoursPerDay: 0,
    hoursOfElectricPowerPerDay: 0,
    hasGenerator: false,
    generatorCapacity: 0,
    generatorCapacityOthers: null,
    productId: 3,
    installationComponents: [
      {
        id: 3,
        quantity: 6,
        name: '550 W monocrystalline solar panel',
        categoryName: 'Solar panels',
        unitPrice: 230000,
      },
    ],
    sizing: null,
  },
  quoteRequestProduct: null,
  quoteRequestProductComponents: [],
  employer: { id: 14, name: 'Lagos State Government', validateEmail: false },
  changeLog: [],
};

export const noActiveQuotes = { data: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0 };

/** The lookups and catalogue every wizard test needs. */
export function catalogueHandlers() {
  return {
    'GET Location/GetStates': () => ({ states }),
    'GET Location/GetLgas': () => ({ lgas }),
    'GET UserEmployer/GetAllUserEmployers': ({ query }: { query: URLSearchParams }) => {
      const name = (query.get('name') ?? '').toLowerCase();
      const found = employers.filter((e) => e.name === 'Others' || e.name.toLowerCase().includes(name));
      return { data: found };
    },
    'GET Product/GetProducts': () => ({ data: products }),
    'GET Product/GetProductsAsyncSwitchable': () => ({ data: products }),
    'GET Product/InstallationComponentsByCategoryWithoutImage': () => ({ data: componentCategories }),
    'GET Product/GetWebProductById': ({ query }: { query: URLSearchParams }) => ({
      data: query.get('ComponentIdToRemove') === '17' ? lithiumSolarPackage : solarPackage,
    }),
    'GET Quote/ActiveQuoteRequest': () => noActiveQuotes,
  };
}
