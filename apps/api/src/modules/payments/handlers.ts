import type { AppDeps } from '../../context.ts';
import { registerBankPaymentHandlers } from './bank-payment.ts';
import { registerFirstPaymentHandlers } from './first-payment.ts';

/** The events payments handles: a quote's changed terms and pricing (first-payment.ts), a bank's approval. */
export function registerPaymentHandlers(deps: AppDeps): void {
  registerFirstPaymentHandlers(deps);
  // A partner bank approved a request it finances: it pays the price (docs/banks.md "The money").
  registerBankPaymentHandlers(deps);
}
