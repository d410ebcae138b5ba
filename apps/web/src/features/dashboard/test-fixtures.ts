/**
 * GET Quote/GetQuoteRequest answers for every dashboard state. `processingAnswer` and the stage changes below were
 * copied from the real API (a customer taken through the whole lifecycle against `npm run serve`: request, change,
 * pricing, sandbox payment, engineer, date, completion, confirmation), with the instants moved relative to now so
 * the "ago" texts and countdowns are predictable. Stages the API cannot reach yet (rejected, a bank's quote, a
 * monitoring schedule) set the fields the spec names on the same shape.
 */
import type { CustomerQuoteResponse, QuoteView } from './api/get-quote-request.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
export const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
/** A calendar day relative to today in Nigeria (YYYY-MM-DD). */
export const dayFromToday = (days: number) => new Date(Date.now() + HOUR + days * DAY).toISOString().slice(0, 10);

type Answer = CustomerQuoteResponse & Record<string, unknown> & { status: true; message: string };

/** Status 0: just asked for, not priced. The whole answer, field for field. */
export function processingAnswer(): Answer {
  return {
    status: true,
    message: 'Quote request',
    quoteRequest: {
      id: 1,
      referenceNo: 'IM-AACV-YKWW',
      quoteRequestStatus: 0,
      dateCreated: ago(2 * HOUR),
      turnAroundTime: ahead(22 * HOUR),
      address: '5 Bode Thomas Street, Surulere',
      landmark: 'Near the stadium',
      buildingType: 1,
      state: 'Lagos',
      city: 500,
      employerId: 15,
      workEmail: null,
      isLithiumComponent: false,
      noOfBedrooms: 2,
      noOfLights: 5,
      noOfFan: 2,
      noOfTv: 1,
      includeRefrigeratorEquiptment: false,
      includeFreezerEquiptment: false,
      includeAirConditionEquiptment: false,
      includeOtherEquiptment: false,
      inverterUsageHoursPerDay: 12,
      hoursOfElectricPowerPerDay: 6,
      hasGenerator: false,
      generatorCapacity: 0,
      generatorCapacityOthers: null,
      havePreferredLocation: false,
      preferredLocationDescription: null,
      addressRequiresAccessCode: false,
      accessCodeContactPersonName: null,
      accessCodeContactPersonPhone: null,
      productId: null,
      installationComponents: [],
      sizing: {
        product: { id: 6, name: 'Solar Starter Plus 2.5kVA' },
        inverterW: 455,
        peakLoadW: 350,
        panelCount: 3,
        panelWatts: 550,
        backupHours: 12,
        inverterKva: 1,
        peakSunHours: 4.2,
        dailyEnergyWh: 3840,
        batteryKwhLithium: 4.7,
        batteryKwhTubular: 8.5,
      },
      workEmailConfirmed: false,
      clientUser: { firstname: 'Oluwaseyifunmi', isToPerformSurvey: true },
    } as CustomerQuoteResponse['quoteRequest'],
    quoteRequestProduct: null,
    quoteRequestProductComponents: [],
    employer: { id: 15, name: 'Others', validateEmail: false },
    changeLog: [],
    quote: null,
    quoteLines: [],
    options: [],
    isVerified: false,
    authorizationLink: null,
    supportStaff: null,
    defaultSupportStaff: null,
    transactions: [],
    isFinancialInstitutionQuote: false,
    isToDoVerification: false,
    isInstallationComponentProduct: false,
    monitoringScheduleCode: { scheduleCode: null, hasActiveMonitoringSchedule: false, monitoringScheduleId: null },
    auditTrail: [],
  };
}

/** Status 1: the customer changed the counts (UpdateQuoteRequest writes the change log). */
export function changedAnswer(): Answer {
  const answer = processingAnswer();
  answer.quoteRequest = {
    ...answer.quoteRequest,
    quoteRequestStatus: 1,
    noOfBedrooms: 3,
    noOfLights: 8,
    noOfFan: 3,
    noOfTv: 2,
  };
  answer.changeLog = [
    {
      changeDate: ago(3 * HOUR),
      changes: [
        { name: 'noOfBedrooms', value: '3' },
        { name: 'noOfLights', value: '8' },
        { name: 'noOfFan', value: '3' },
        { name: 'noOfTv', value: '2' },
      ],
    },
  ];
  return answer;
}

const pricedQuote: QuoteView = {
  id: 1,
  quoteStatus: 1,
  installationStatus: 0,
  productName: 'Custom system',
  totalAssetAmount: 1000000,
  installationCost: 0,
  transportCost: 0,
  discountAmount: 0,
  equity: 300000,
  contributionPercentage: 30,
  monthlyRepayment: 70324,
  durationMonths: 12,
  repaymentAmount: 843888,
  daysToExpiry: 14,
  payOnDelivery: false,
  fulfilmentDate: null,
  suggestedDate: null,
  installationCompletionDate: null,
  installationData: null,
  rating: null,
  supportUserAssignmentTurnAroundTime: 48,
};

/** Status 2: priced and sent (ConfirmQuotePricing). */
export function readyAnswer(quote: Partial<QuoteView> = {}): Answer {
  const answer = changedAnswer();
  answer.quoteRequest = { ...answer.quoteRequest, quoteRequestStatus: 2 };
  answer.quote = { ...pricedQuote, ...quote };
  answer.quoteRequestProduct = {
    id: null,
    name: 'Custom system',
    description: 'A system built from the components you chose.',
    warrantyPeriod: 12,
    price: 1000000,
    installationCost: 0,
    transportCost: 0,
  };
  answer.quoteRequestProductComponents = [
    {
      componentTypeValue: 'Inverters',
      name: '1.5 kVA / 12 V pure sine wave inverter',
      quantity: 1,
      unitPrice: 380000,
      productComponentId: 5,
    },
    {
      componentTypeValue: 'Tubular batteries',
      name: '12 V 150 Ah tubular battery',
      quantity: 2,
      unitPrice: 310000,
      productComponentId: 10,
    },
  ];
  answer.quoteLines = [
    {
      id: 1,
      componentId: 5,
      name: '1.5 kVA / 12 V pure sine wave inverter',
      categoryName: 'Inverters',
      unitPrice: 380000,
      quantity: 1,
    },
    {
      id: 2,
      componentId: 10,
      name: '12 V 150 Ah tubular battery',
      categoryName: 'Tubular batteries',
      unitPrice: 310000,
      quantity: 2,
    },
  ];
  answer.options = [
    {
      equityPecentage: 30,
      equityPayment: 300000,
      monthlyRepayment: 70324,
      repaymentDuration: 12,
      totalRepayable: 1143888,
      costOfCredit: 143888,
    },
    {
      equityPecentage: 40,
      equityPayment: 400000,
      monthlyRepayment: 60278,
      repaymentDuration: 12,
      totalRepayable: 1123336,
      costOfCredit: 123336,
    },
  ];
  return answer;
}

export const equityTransaction = (paidAgo = 2 * HOUR) => ({
  dateCreated: ago(paidAgo),
  successful: true,
  amountInTransaction: 300000,
  transactionType: 0,
});

/** Status 3, quote 2: the down payment went through the sandbox (SaveQuoteEquityPayment). */
export function paidAnswer(quote: Partial<QuoteView> = {}, paidAgo = 2 * HOUR): Answer {
  const answer = readyAnswer({ quoteStatus: 2, ...quote });
  answer.quoteRequest = { ...answer.quoteRequest, quoteRequestStatus: 3 };
  answer.transactions = [equityTransaction(paidAgo)];
  return answer;
}

const engineer = { id: 4, firstname: 'Ibrahim', lastname: 'Musa', phone: '08030000004', image: null, rating: null };

/** Status 4 with the engineer assigned (AssignSupportUserToQuoteRequest), then each installation stage. */
export function installationAnswer(installationStatus: 1 | 2 | 3 | 4, quote: Partial<QuoteView> = {}): Answer {
  const day = dayFromToday(2);
  const answer = paidAnswer({
    installationStatus,
    fulfilmentDate: day,
    ...(installationStatus >= 3
      ? { installationCompletionDate: dayFromToday(0), installationData: 'All done, tested.' }
      : {}),
    ...(installationStatus === 4 ? { rating: 4 } : {}),
    ...quote,
  });
  answer.quoteRequest = { ...answer.quoteRequest, quoteRequestStatus: 4 };
  answer.supportStaff = { ...engineer, rating: installationStatus === 4 ? 4 : null };
  return answer;
}

export const nextRepaymentAnswer = { nextRepayment: { amount: 70324, dueInDaysCount: 30, dueDate: dayFromToday(30) } };
export const noRepaymentAnswer = { nextRepayment: { amount: 0, dueInDaysCount: 0, dueDate: null } };

export const notFound = { status: false, message: 'Quote request not found.', code: 'NOT_FOUND' };
