import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';

/** The quote of the customer's current request, as the payment pages read it (GET Quote/GetQuoteRequest, §3). */
export interface PaymentQuote {
  id: number;
  quoteStatus: number;
  installationStatus: number;
  productName: string | null;
  totalAssetAmount: number;
  /** The down payment of the chosen plan. */
  equity: number;
  contributionPercentage: number;
  monthlyRepayment: number;
  durationMonths: number;
  /** The plan's instalments added up (whole naira, the last one smaller): with `equity`, the total on instalments. */
  repaymentAmount?: number;
  daysToExpiry: number | null;
  payOnDelivery: boolean;
  /**
   * The first payment against what the request owes now (naira): received so far, due, still to pay, and a refund
   * due when more came in (docs/payments.md "What is owed now"). Absent from an older server.
   */
  firstPayment?: { received: number; due: number; stillToPay: number; refundDue: number } | null;
  /** Paid in full: no loan, no instalments. */
  isOutright?: boolean;
}

export interface PaymentRequest {
  id: number;
  referenceNo: string;
  quoteRequestStatus: number;
  /** Null until staff have priced the request. */
  quote: PaymentQuote | null;
}

interface QuoteRequestResponse {
  quoteRequest: { id: number; referenceNo: string; quoteRequestStatus: number };
  quote: PaymentQuote | null;
}

/** The customer's current request with its quote, or null when they have none (the API answers 404). */
export async function getPaymentQuote(): Promise<PaymentRequest | null> {
  try {
    const { quoteRequest, quote } = await api.get<QuoteRequestResponse>('Quote/GetQuoteRequest');
    return {
      id: quoteRequest.id,
      referenceNo: quoteRequest.referenceNo,
      quoteRequestStatus: quoteRequest.quoteRequestStatus,
      quote: quote ?? null,
    };
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 404) return null;
    throw error;
  }
}

/** Always fresh on arrival: the person may have just paid, or come back from the checkout. */
export const paymentQuoteQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'quote'], queryFn: getPaymentQuote, staleTime: 0 });

export const usePaymentQuote = () => useQuery(paymentQuoteQueryOptions());
