/** Requests as the staff calls answer them (docs/staff.md), for the staff page tests. */
import type { StaffRequestCardItem } from '../../components/ui/staff-request-card.tsx';
import type { CatalogueCategory } from './api/get-components.ts';
import type { StaffQuote, StaffQuoteRequest } from './api/get-request.ts';

export function card(overrides: {
  id?: number;
  status?: number;
  firstname?: string;
  lastname?: string;
  quote?: StaffRequestCardItem['quote'];
  supportStaff?: StaffRequestCardItem['supportStaff'];
  dateCreated?: string;
}): StaffRequestCardItem {
  const id = overrides.id ?? 7;
  return {
    quoteRequest: {
      id,
      quoteRequestStatus: overrides.status ?? 0,
      referenceNo: `IM-4K7Q-92H${id}`,
      noOfBedrooms: 2,
      noOfLights: 6,
      noOfFan: 2,
      noOfTv: 1,
      address: '12 Adeola Odeku Street, Victoria Island',
      state: 'Lagos',
      dateCreated: overrides.dateCreated ?? new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    },
    clientUser: {
      firstname: overrides.firstname ?? 'Ada',
      lastname: overrides.lastname ?? 'Okafor',
      email: 'ada@example.com',
      phoneNumber: '08031234567',
      image: null,
    },
    quote: overrides.quote ?? null,
    supportStaff: overrides.supportStaff ?? null,
  };
}

export const page = (
  data: StaffRequestCardItem[],
  { pageIndex = 1, totalCount = data.length, totalPages = 1 } = {},
) => ({
  data,
  pageIndex,
  pageSize: 20,
  totalCount,
  totalPages,
});

export const catalogue: CatalogueCategory[] = [
  {
    categoryName: 'Inverters',
    data: [
      { id: 11, name: '3.5 kVA / 24 V hybrid inverter', unitPrice: 650000 },
      { id: 12, name: '1.5 kVA inverter', unitPrice: 280000 },
    ],
  },
  {
    categoryName: 'Batteries',
    data: [
      { id: 21, name: '220 Ah tubular battery', unitPrice: 310000 },
      { id: 22, name: '5 kWh lithium battery', unitPrice: 1200000 },
    ],
  },
  { categoryName: 'Solar panels', data: [{ id: 31, name: '550 W monocrystalline panel', unitPrice: 145000 }] },
];

export function staffQuote(overrides: Partial<StaffQuote> = {}): StaffQuote {
  return {
    id: 3,
    quoteStatus: 0,
    installationStatus: 0,
    productName: 'Custom system',
    totalAssetAmount: 1_540_000,
    installationCost: 50_000,
    transportCost: 20_000,
    discountAmount: 0,
    equity: 462_000,
    contributionPercentage: 30,
    monthlyRepayment: 99_450,
    durationMonths: 12,
    repaymentAmount: 1_193_400,
    daysToExpiry: null,
    payOnDelivery: false,
    fulfilmentDate: null,
    suggestedDate: null,
    installationCompletionDate: null,
    installationData: null,
    rating: null,
    ...overrides,
  };
}

export function staffRequest(
  overrides: Partial<Omit<StaffQuoteRequest, 'quoteRequest'>> & {
    quoteRequest?: Partial<StaffQuoteRequest['quoteRequest']>;
  } = {},
): StaffQuoteRequest {
  const { quoteRequest, ...rest } = overrides;
  return {
    quoteRequest: {
      id: 7,
      referenceNo: 'IM-4K7Q-92HD',
      quoteRequestStatus: 0,
      dateCreated: '2030-01-02T10:00:00.000Z',
      turnAroundTime: '2030-01-03T10:00:00.000Z',
      address: '12 Adeola Odeku Street, Victoria Island',
      landmark: 'Opposite Mega Plaza',
      buildingType: 2,
      state: 'Lagos',
      city: 500,
      cityName: 'Eti-Osa',
      employerId: 1,
      workEmail: null,
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
      productId: null,
      installationComponents: [
        { id: 11, quantity: 1, name: '3.5 kVA / 24 V hybrid inverter', categoryName: 'Inverters', unitPrice: 650000 },
        { id: 21, quantity: 2, name: '220 Ah tubular battery', categoryName: 'Batteries', unitPrice: 310000 },
      ],
      sizing: null,
      clientUser: {
        firstname: 'Ada',
        lastname: 'Okafor',
        email: 'ada@example.com',
        phoneNumber: '08031234567',
        image: null,
      },
      ...quoteRequest,
    },
    quoteRequestProduct: null,
    employer: { id: 1, name: 'Others' },
    changeLog: [],
    quote: null,
    quoteLines: [],
    options: [],
    isVerified: false,
    authorizationLink: null,
    supportStaff: null,
    auditTrail: [],
    ...rest,
  };
}

export const options = [
  {
    equityPecentage: 30,
    equityPayment: 462000,
    monthlyRepayment: 99450,
    repaymentDuration: 12,
    totalRepayable: 1655400,
    costOfCredit: 115400,
  },
  {
    equityPecentage: 50,
    equityPayment: 770000,
    monthlyRepayment: 71036,
    repaymentDuration: 12,
    totalRepayable: 1622432,
    costOfCredit: 82432,
  },
];
