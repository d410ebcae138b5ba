import { formatNaira } from '@imole/domain/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rememberCheckout } from '../../../lib/open-checkout.ts';
import { getSession } from '../../../lib/session.ts';
import { goToCheckout } from './go-to-checkout.ts';

export type PaymentPurpose = 'equity' | 'outright' | 'repayment' | 'payoff';

export interface InitializePaymentInput {
  quoteId: number;
  purpose: PaymentPurpose;
  /** Naira; a repayment only (the server works out every other amount itself). */
  amount?: number;
  /** Keep the card this payment is made with (docs/payments.md "Saved cards"); sent only when true. */
  saveCard?: true;
}

export interface StartedPayment {
  /** 15 letters and digits. */
  reference: string;
  /** What the provider will charge, in naira. */
  amount: number;
  provider: string;
  accessCode: string;
  authorizationUrl: string;
}

/** POST Transaction/InitializePayment: the server records what it expects and answers where to pay. */
export async function initializePayment(input: InitializePaymentInput): Promise<StartedPayment> {
  const { data } = await api.post<{ data: StartedPayment }>('Transaction/InitializePayment', input);
  return data;
}

const toKobo = (naira: number) => Math.round(naira * 100);

/** The server's amount is not the one on the person's screen (the plan changed in another tab, say). */
export class AmountChangedError extends Error {
  constructor(readonly amount: number) {
    super(`The amount due is now ${formatNaira(amount)}. Check it, then tap Pay again.`);
    this.name = 'AmountChangedError';
  }
}

/**
 * Starts a payment and sends the browser to the checkout. `shown` is the amount on the button: when the server's
 * figure differs, nobody is sent to pay a sum they did not see; the page reloads its figures and says so instead.
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ shown, ...input }: InitializePaymentInput & { shown: number }) => {
      const started = await initializePayment(input);
      if (toKobo(started.amount) !== toKobo(shown)) throw new AmountChangedError(started.amount);
      // Kept until its outcome is shown: the way back may land with no session (lib/open-checkout.ts).
      const userId = getSession()?.user.id;
      if (userId !== undefined) {
        rememberCheckout({
          userId,
          quoteId: input.quoteId,
          purpose: input.purpose,
          reference: started.reference,
          amount: started.amount,
        });
      }
      goToCheckout(started.authorizationUrl);
      return started;
    },
    onError: (error) => {
      if (error instanceof AmountChangedError) {
        void queryClient.invalidateQueries({ queryKey: ['payments'] });
        void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      }
    },
  });
}
