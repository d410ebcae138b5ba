import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownPaymentOption } from '@imole/domain/finance';
import type { KycStatus } from '@imole/domain/kyc';
import type { SizingRecommendation } from '@imole/domain/sizing';
import { api } from '../../../lib/api-client.ts';

/** A line of the customer's own components, or of the request's package (docs/quote-request.md). */
export interface RequestComponentLine {
  /** The component's id in the catalogue. */
  id: number;
  quantity: number;
  name: string;
  categoryName: string;
  unitPrice: number;
}

/** The request as staff read it (staff spec §3, docs/staff.md "The request in full"). Money in naira. */
export interface StaffQuoteRequest {
  quoteRequest: {
    id: number;
    referenceNo: string;
    quoteRequestStatus: number;
    dateCreated: string;
    turnAroundTime: string;
    address: string;
    landmark: string;
    buildingType: number;
    state: string;
    /** The area (LGA) id; `cityName` is its name. */
    city: number;
    cityName: string | null;
    employerId: number | null;
    workEmail: string | null;
    isLithiumComponent: boolean;
    noOfBedrooms: number;
    noOfLights: number;
    noOfFan: number;
    noOfTv: number;
    includeRefrigeratorEquiptment: boolean;
    includeFreezerEquiptment: boolean;
    includeAirConditionEquiptment: boolean;
    includeOtherEquiptment: boolean;
    inverterUsageHoursPerDay: number;
    hoursOfElectricPowerPerDay: number;
    hasGenerator: boolean;
    generatorCapacity: number;
    generatorCapacityOthers: string | null;
    productId: number | null;
    installationComponents: RequestComponentLine[];
    sizing: SizingRecommendation | null;
    clientUser: { firstname: string; lastname: string; email: string; phoneNumber: string; image: string | null };
  };
  /**
   * The package the customer chose, if any; once the quote is sent, the priced system instead (its id is then the
   * package it was based on, or null).
   */
  quoteRequestProduct: {
    id: number | null;
    name: string;
    description: string;
    warrantyPeriod: number;
    price: number;
  } | null;
  employer: { id: number; name: string } | null;
  /** Each change with its words (label, text) as the server names them: names, products and quantities, not ids. */
  changeLog: { changeDate: string; changes: { name: string; value: string; label?: string; text?: string }[] }[];
  /** Null until staff start pricing. */
  quote: StaffQuote | null;
  /** The priced lines of the quote. */
  quoteLines: QuoteLine[];
  /** The down-payment options, once the quote has been sent. */
  options: RepaymentOption[];
  isVerified: boolean;
  /**
   * Identity verification (issue 21 contract): where the check stands, and whether it is still needed (the quote is
   * financed and identity is not verified). Absent from a server without KYC.
   */
  kycStatus?: KycStatus;
  isToDoVerification?: boolean;
  authorizationLink: string | null;
  /** The partner bank financing the request (issue 22, contract call 5); null or absent for an ordinary request. */
  financialInstitution?: { id: number; name: string; applicationStage: string } | null;
  /** A partner bank finances the request now (false again once the customer switched to an ordinary plan). */
  isFinancialInstitutionQuote?: boolean;
  supportStaff: {
    id: number;
    firstname: string;
    lastname: string;
    phone: string;
    image: string | null;
    rating: number | null;
  } | null;
  /** Who the customer calls about the request: its support owner, who priced it (docs/staff.md "My requests"). */
  defaultSupportStaff?: { firstname: string; lastname: string; phone: string; image: string | null } | null;
  /** Why the offer was rejected (quoteStatus 8), as the customer was told, and when. */
  rejection?: { reason: string | null; date: string } | null;
  /** Payments on the quote, card or manual (transactionType 0 equity or outright, otherwise a repayment). */
  transactions?: Transaction[];
  auditTrail: AuditEntry[];
}

export interface Transaction {
  dateCreated: string;
  successful: boolean;
  /** success, failed, or conflict: money received that differs from what was due, held for review. */
  status?: 'success' | 'failed' | 'conflict';
  amountInTransaction: number;
  transactionType: number;
  /** What it was for (absent from an older server): equity, outright, repayment or payoff. */
  purpose?: string;
  /** Who paid when it was not the customer: their partner bank (paidByBank), or their sales agent; null otherwise. */
  paidBy?: string | null;
  paidByBank?: boolean;
}

/** The partner bank that finances a request now (docs/banks.md): null for an ordinary or a switched request. */
export const financingBank = (view: StaffQuoteRequest) =>
  view.isFinancialInstitutionQuote === true && view.financialInstitution ? view.financialInstitution : null;

export interface StaffQuote {
  id: number;
  quoteStatus: number;
  installationStatus: number;
  productName: string;
  totalAssetAmount: number;
  installationCost: number;
  transportCost: number;
  discountAmount: number;
  equity: number;
  contributionPercentage: number;
  monthlyRepayment: number;
  durationMonths: number;
  repaymentAmount: number;
  daysToExpiry: number | null;
  payOnDelivery: boolean;
  /** Paid in full (no loan): by the customer, or by the partner bank that financed it. Absent from an older server. */
  isOutright?: boolean;
  /**
   * The first payment against what the request owes now (naira): received, due, still to pay, a refund due, and what
   * the customer moved to their instalments (docs/payments.md "What is owed now").
   */
  firstPayment?: {
    received: number;
    due: number;
    stillToPay: number;
    refundDue: number;
    toInstalments: number;
    /** Of the money above the first payment, what was refunded (docs/payments.md "Refunds"). */
    refunded?: number;
  } | null;
  fulfilmentDate: string | null;
  suggestedDate: string | null;
  installationCompletionDate: string | null;
  installationData: string | null;
  rating: number | null;
}

export interface QuoteLine {
  id: number;
  componentId: number;
  name: string;
  categoryName: string;
  unitPrice: number;
  quantity: number;
}

/** One down-payment option, as the domain works it out (packages/domain/src/finance.ts). */
export type RepaymentOption = DownPaymentOption;

export interface AuditEntry {
  action: string;
  actor: string;
  before: unknown;
  after: unknown;
  date: string;
}

/** GET Quote/GetQuoteRequest?id= (staff). */
export async function getStaffQuoteRequest(id: number): Promise<StaffQuoteRequest> {
  const {
    status: _status,
    message: _message,
    ...view
  } = await api.get<StaffQuoteRequest>('Quote/GetQuoteRequest', {
    query: { id },
  });
  return view;
}

export const staffRequestQueryKey = (id: number) => ['staff-requests', 'detail', id] as const;

export const staffQuoteRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staffRequestQueryKey(id),
    queryFn: () => getStaffQuoteRequest(id),
    // Staff act on what they see: always read the request afresh when a page opens it.
    staleTime: 0,
  });

export function useStaffQuoteRequest(id: number) {
  return useQuery({ ...staffQuoteRequestQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
