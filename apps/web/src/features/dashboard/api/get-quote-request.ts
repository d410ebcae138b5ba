import type { KycStatus } from '@imole/domain/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import type { FinancialInstitutionView } from './bank-application.ts';

/**
 * GET Quote/GetQuoteRequest as the customer sees it (customer spec §3; built by the API's staff-view service with
 * the 'customer' audience). Only the fields the dashboard and its pages read are named here.
 */
export interface CustomerQuoteResponse {
  quoteRequest: QuoteRequestView;
  quote: QuoteView | null;
  quoteRequestProduct: QuoteRequestProductView | null;
  quoteRequestProductComponents: QuoteComponentView[];
  supportStaff: SupportStaffView | null;
  /** Who to call about the request: the staff member who priced it (null: the help line; docs/staff.md). */
  defaultSupportStaff: SupportStaffView | null;
  authorizationLink: string | null;
  /** Why staff declined the instalment offer (quoteStatus 8), and when; absent from an older server. */
  rejection?: { reason: string | null; date: string } | null;
  isFinancialInstitutionQuote: boolean;
  /** The bank financing the request and where its application stands (docs/banks.md); null or absent: ordinary. */
  financialInstitution?: FinancialInstitutionView | null;
  monitoringScheduleCode: {
    scheduleCode: string | null;
    hasActiveMonitoringSchedule: boolean;
    /** The due check's id (GET MonitoringSchedule/GetMonitoringSchedule); null when none is due. */
    monitoringScheduleId: number | null;
  } | null;
  isToDoVerification: boolean;
  /** Where the request's identity verification stands (issue 21); absent from an older server: read as 'none'. */
  kycStatus?: KycStatus;
  isInstallationComponentProduct: boolean;
  transactions: TransactionView[];
  changeLog: ChangeLogEntry[];
  employer: { id: number; name: string; validateEmail: boolean } | null;
}

export interface QuoteRequestView {
  id: number;
  referenceNo: string;
  /** 0 new, 1 changed, 2 priced, 3 accepted/paid, 4 engineer assigned, 5 closed (docs/state-machines.md). */
  quoteRequestStatus: number;
  dateCreated: string;
  /** When staff should have priced it (ISO). */
  turnAroundTime: string;
  address: string;
  landmark: string;
  buildingType: number;
  state: string;
  noOfBedrooms: number;
  noOfLights: number;
  noOfFan: number;
  noOfTv: number;
  productId: number | null;
  clientUser: { firstname: string; isToPerformSurvey?: boolean };
}

export interface QuoteView {
  id: number;
  /** 0 draft, 1 sent, 2 payment received, 7 expired, 8 rejected. */
  quoteStatus: number;
  /** 0 awaiting engineer, 1 assigned, 2 date confirmed, 3 done by the engineer, 4 confirmed by the customer. */
  installationStatus: number;
  productName?: string | null;
  totalAssetAmount: number;
  installationCost?: number;
  transportCost?: number;
  discountAmount: number;
  equity: number;
  contributionPercentage: number;
  monthlyRepayment: number;
  durationMonths: number;
  repaymentAmount: number;
  /** Whole days until the offer expires; negative once it has. */
  daysToExpiry: number | null;
  payOnDelivery: boolean;
  /** Paid in full (the full price as the first payment): there is no loan, no repayment and no schedule. */
  isOutright?: boolean;
  /**
   * The first payment against what the request owes now (naira): received so far, due, still to pay, and a refund
   * due when more came in (docs/payments.md "What is owed now"). Absent from an older server.
   */
  firstPayment?: { received: number; due: number; stillToPay: number; refundDue: number } | null;
  /** YYYY-MM-DD */
  fulfilmentDate: string | null;
  suggestedDate: string | null;
  installationCompletionDate: string | null;
  installationData?: string | null;
  rating: number | null;
  /** Hours staff have to assign an engineer once the customer has paid. */
  supportUserAssignmentTurnAroundTime: number;
}

export interface QuoteRequestProductView {
  id: number | null;
  name?: string;
  description?: string;
  /** Months. */
  warrantyPeriod: number;
  price?: number;
  installationCost?: number;
  transportCost?: number;
}

export interface QuoteComponentView {
  componentTypeValue: string;
  name: string;
  quantity: number;
  unitPrice: number;
  productComponentId: number;
}

export interface SupportStaffView {
  firstname: string;
  phone: string;
  image: string | null;
  rating: number | null;
}

export interface TransactionView {
  dateCreated: string;
  successful: boolean;
  amountInTransaction: number;
  /** 0 Equity, otherwise Repayment. */
  transactionType: number;
}

export interface ChangeLogEntry {
  changeDate: string;
  /** Each change with its words (label, text) as the server names them (docs/quote-request.md "Change log"). */
  changes: { name: string; value: string; label?: string; text?: string }[];
}

/**
 * The query keys of the customer's requests, under the app's ['quotes', …] prefix: the payments and plan calls
 * invalidate ['quotes'] after a payment or a plan change, which reloads the dashboard too. The installation pages
 * read the current request under the same key, so moving between them and the dashboard shows what is loaded.
 */
export const quoteRequestKey = ['quotes', 'request'] as const;

/** The customer's current request (no id), or one of theirs by id. null: they have none ("not found"). */
export async function getQuoteRequest(id?: number): Promise<CustomerQuoteResponse | null> {
  try {
    return await api.get<CustomerQuoteResponse>('Quote/GetQuoteRequest', { query: { id } });
  } catch (error) {
    // Customer spec §8: a get-quote error containing "not found" sends the customer to GetQuote.
    if (isApiError(error) && error.httpStatus === 404 && /not found/i.test(error.message)) return null;
    throw error;
  }
}

export const quoteRequestQueryOptions = (id?: number) =>
  queryOptions({
    queryKey: [...quoteRequestKey, id ?? 'current'],
    queryFn: () => getQuoteRequest(id),
    // The dashboard is where things change (a payment, an engineer's visit): always ask again on a visit.
    staleTime: 0,
  });

export function useQuoteRequest(id?: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...quoteRequestQueryOptions(id), enabled });
}
