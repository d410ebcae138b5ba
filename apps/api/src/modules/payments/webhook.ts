/** The provider's webhook: a signed event that a charge succeeded, credited as any other way the money arrives. */
import { AppError } from '@imole/domain';
import { signBody, type PaymentProvider } from '../../adapters/payments/payments.ts';
import type { AppDeps } from '../../context.ts';
import { credit } from './credit.ts';

/**
 * Checks the raw body's HMAC-SHA512 signature before anything is read, then credits a successful charge. Unknown
 * references (another integration's) are acknowledged, not retried forever.
 */
export async function receiveWebhook(
  deps: AppDeps,
  provider: PaymentProvider,
  raw: Buffer,
  signature: string | undefined,
): Promise<void> {
  if (!provider.verifySignature(raw, signature)) {
    throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');
  }
  let event: { event?: unknown; data?: { reference?: unknown } };
  try {
    event = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not valid JSON.');
  }
  const reference = typeof event.data?.reference === 'string' ? event.data.reference : null;
  if (event.event === 'charge.success' && reference) {
    await credit(deps, provider, reference).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    });
  }
}

/** A webhook as Paystack would send it, signed with `secret` (used by the sandbox and by tests). */
export function signedChargeSuccess(
  secret: string,
  charge: { reference: string; amountKobo: number; currency?: string },
) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      reference: charge.reference,
      amount: charge.amountKobo,
      currency: charge.currency ?? 'NGN',
      status: 'success',
    },
  });
  return { body, signature: signBody(secret, body) };
}
