import type { PaymentRequest } from './api/get-payment-quote.ts';

/**
 * Where the customer's current request stands for paying (customer spec §4, docs/state-machines.md):
 * - none: no request; pricing: staff have not sent a price yet; pay: the offer waits for the down payment or the
 *   full amount; expired and rejected: the offer cannot be paid; pay-on-delivery: staff agreed the customer pays when
 *   the system arrives (request status 3 or 4) and nothing is paid yet — the same first payment is due; paid: the first payment is in, installation is next; repaying: installation confirmed, the loan
 *   (if any) runs.
 */
export type PaymentStage =
  'none' | 'pricing' | 'pay' | 'expired' | 'rejected' | 'pay-on-delivery' | 'paid' | 'repaying';

const QUOTE_SENT = 1;
const QUOTE_EXPIRED = 7;
const QUOTE_REJECTED = 8;
const INSTALLATION_CONFIRMED = 4;

export function paymentStage(request: PaymentRequest | null): PaymentStage {
  if (!request) return 'none';
  const { quote, quoteRequestStatus } = request;
  if (!quote) return 'pricing';
  if (quote.quoteStatus === QUOTE_REJECTED) return 'rejected';
  if (quoteRequestStatus < 2 || quote.quoteStatus < QUOTE_SENT) return 'pricing';
  if (quoteRequestStatus === 2) {
    const expired = quote.quoteStatus === QUOTE_EXPIRED || (quote.daysToExpiry !== null && quote.daysToExpiry < 0);
    return expired ? 'expired' : 'pay';
  }
  if (quote.installationStatus >= INSTALLATION_CONFIRMED) return 'repaying';
  // Pay on delivery moves the request on (status 3, quote "payment received") with nothing paid yet: payOnDelivery
  // stays true until the money comes in.
  if (quote.payOnDelivery) return 'pay-on-delivery';
  return 'paid';
}
