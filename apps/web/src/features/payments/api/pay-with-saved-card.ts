import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { getLoanBalance } from './get-loan-balance.ts';
import { getPaymentQuote } from './get-payment-quote.ts';
import { AmountChangedError, type InitializePaymentInput } from './initialize-payment.ts';
import type { SavedPayment } from './save-payment.ts';

export interface PayWithSavedCardInput extends Omit<InitializePaymentInput, 'saveCard'> {
  cardId: number;
  /** Ours, 15 letters and digits: repeating a call with it never charges twice (docs/payments.md). */
  reference: string;
}

/**
 * POST Transaction/PayWithSavedCard: the server charges the card under our reference, verifies it with the provider
 * and credits it exactly as a checkout payment. It refuses (409) an amount that is no longer the amount due. A
 * declined card answers 400 with the server's sentence.
 */
export async function payWithSavedCard(input: PayWithSavedCardInput): Promise<SavedPayment> {
  const { data } = await api.post<{ data: SavedPayment }>('Transaction/PayWithSavedCard', input);
  return data;
}

const toKobo = (naira: number) => Math.round(naira * 100);

/**
 * The charge was sent and no answer came back (the connection dropped, or our server failed): the card may have
 * been charged. Not a request that was never sent (offline), nor a refusal.
 */
export class UnconfirmedChargeError extends Error {
  constructor(readonly reason: Error) {
    super(reason.message);
    this.name = 'UnconfirmedChargeError';
  }
}

const unanswered = (error: unknown): error is Error =>
  isApiError(error) &&
  (error.httpStatus >= 500 || (error.code === 'NETWORK_ERROR' && error.message === NETWORK_ERROR_MESSAGE));

/**
 * What the server will charge now for a purpose that it works out itself (a repayment carries its own amount). The
 * card is charged at once, with no checkout page showing the sum, so the page's figure is checked first.
 */
async function amountDue({ quoteId, purpose, amount }: PayWithSavedCardInput): Promise<number | undefined> {
  if (purpose === 'repayment') return amount;
  if (purpose === 'payoff') return (await getLoanBalance(quoteId)).payoff;
  const quote = (await getPaymentQuote())?.quote;
  if (!quote || quote.id !== quoteId) return undefined;
  return purpose === 'equity' ? quote.equity : quote.totalAssetAmount;
}

/**
 * Pays with a saved card. `shown` is the amount on the button: when the server's figure is now another one (the
 * plan changed in another tab, say), nothing is charged; the page reloads its figures and says so.
 */
export function usePayWithSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ shown, ...input }: PayWithSavedCardInput & { shown: number }) => {
      const due = await amountDue(input);
      if (due !== undefined && toKobo(due) !== toKobo(shown)) throw new AmountChangedError(due);
      try {
        // The amount shown goes with the charge: the server charges nothing if it changed in the meantime.
        return await payWithSavedCard({ ...input, amount: input.amount ?? shown });
      } catch (error) {
        throw unanswered(error) ? new UnconfirmedChargeError(error) : error;
      }
    },
    // A payment moves the request on (or fails and changes nothing): every payment screen reads afresh.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
  });
}
