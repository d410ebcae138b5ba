import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';

export interface InitializeRequest {
  reference: string;
  amountKobo: number;
  email: string;
  callbackUrl: string;
}

/** A card's reusable authorization as the provider reports it on a successful card charge. */
export interface CardAuthorization {
  code: string;
  signature: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  bank: string | null;
  reusable: boolean;
}

export interface Verification {
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amountKobo: number;
  currency: string;
  channel: string | null;
  authorization?: CardAuthorization | null;
}

export interface AuthorizationCharge {
  reference: string;
  authorizationCode: string;
  email: string;
  amountKobo: number;
}

/**
 * A card payment provider. Both implementations are driven by the same server code: initialize, send the person to
 * `authorizationUrl`, verify on the server before crediting, and accept webhooks signed with HMAC-SHA512.
 */
export interface PaymentProvider {
  readonly kind: 'paystack' | 'sandbox';
  initialize(request: InitializeRequest): Promise<{ accessCode: string; authorizationUrl: string }>;
  verify(reference: string): Promise<Verification>;
  /** Charges a saved card under our reference; the outcome is then read with verify(), as for any payment. */
  chargeAuthorization(charge: AuthorizationCharge): Promise<void>;
  /** Returns a successful charge's money in full (used for the card-verification charge). */
  refund(reference: string): Promise<void>;
  /** Checks `x-paystack-signature`: HMAC-SHA512 of the raw body with the secret, compared in constant time. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
}

export function signBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

function signatureMatches(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Paystack's REST API (https://paystack.com/docs/api/transaction). `fetchImpl` lets tests replay recorded answers. */
export function paystackProvider(
  settings: { secret: string; baseUrl: string },
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetchImpl(`${settings.baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${settings.secret}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as {
      status?: boolean;
      message?: string;
      data?: Record<string, unknown>;
    } | null;
    if (!response.ok || !body?.status || !body.data)
      throw new ProviderError(`Paystack answered ${response.status}: ${body?.message ?? 'no message'}`);
    return body.data;
  };
  return {
    kind: 'paystack',
    async initialize(request) {
      const data = await call('/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({
          amount: request.amountKobo,
          email: request.email,
          reference: request.reference,
          currency: 'NGN',
          callback_url: request.callbackUrl,
          channels: ['card', 'bank_transfer', 'qr'],
        }),
      });
      return { accessCode: String(data.access_code), authorizationUrl: String(data.authorization_url) };
    },
    async verify(reference) {
      const data = await call(`/transaction/verify/${encodeURIComponent(reference)}`);
      const status = String(data.status);
      const auth = data.authorization as Record<string, unknown> | null | undefined;
      return {
        status: status === 'success' || status === 'failed' || status === 'abandoned' ? status : 'pending',
        amountKobo: Number(data.amount),
        currency: String(data.currency),
        channel: data.channel ? String(data.channel) : null,
        authorization:
          auth && typeof auth.authorization_code === 'string' && typeof auth.signature === 'string'
            ? {
                code: auth.authorization_code,
                signature: auth.signature,
                brand: String(auth.brand ?? auth.card_type ?? 'card').trim(),
                last4: String(auth.last4 ?? ''),
                expMonth: Number(auth.exp_month),
                expYear: Number(auth.exp_year),
                bank: typeof auth.bank === 'string' ? auth.bank : null,
                reusable: auth.reusable === true,
              }
            : null,
      };
    },
    async chargeAuthorization(charge) {
      await call('/transaction/charge_authorization', {
        method: 'POST',
        body: JSON.stringify({
          authorization_code: charge.authorizationCode,
          email: charge.email,
          amount: charge.amountKobo,
          reference: charge.reference,
          currency: 'NGN',
        }),
      });
    },
    async refund(reference) {
      await call('/refund', { method: 'POST', body: JSON.stringify({ transaction: reference }) });
    },
    verifySignature: (rawBody, signature) => signatureMatches(settings.secret, rawBody, signature),
  };
}

/**
 * The sandbox: its own checkout page (/sandbox/checkout/{reference}) and its own books (sandbox_charge). Paying there
 * settles the charge and delivers a webhook signed exactly as Paystack signs one; verification then reads the
 * sandbox's books. Refused in production by the configuration.
 */
function originOf(url: string, fallback: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return new URL(fallback).origin;
  }
}

export function sandboxProvider(db: Db, secret: string, publicUrl: string): PaymentProvider {
  return {
    kind: 'sandbox',
    async initialize(request) {
      await db
        .insertInto('sandbox_charge')
        .values({
          reference: request.reference,
          amount_kobo: request.amountKobo,
          email: request.email,
          callback_url: request.callbackUrl,
        })
        .execute();
      return {
        accessCode: `sandbox_${request.reference}`,
        // On the origin the person will come back to (the callback's), so the checkout and the return share it.
        authorizationUrl: `${originOf(request.callbackUrl, publicUrl)}/sandbox/checkout/${request.reference}`,
      };
    },
    async verify(reference) {
      const charge = await db
        .selectFrom('sandbox_charge')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!charge) throw new ProviderError(`The sandbox has no charge ${reference}`);
      // Like Paystack, a refunded charge still verifies as the successful charge it was.
      const paid = charge.status === 'success' || charge.status === 'refunded';
      return {
        status: paid
          ? 'success'
          : charge.status === 'pending'
            ? 'pending'
            : charge.status === 'failed'
              ? 'failed'
              : 'abandoned',
        amountKobo: charge.amount_kobo,
        currency: 'NGN',
        channel: 'card',
        // The sandbox's one test card per customer: Visa ending 4081.
        authorization: paid
          ? {
              code: charge.authorization_code ?? `AUTH_${charge.reference}`,
              signature: `SIG_sandbox_${charge.email}`,
              brand: 'visa',
              last4: '4081',
              expMonth: 12,
              expYear: 2030,
              bank: 'Sandbox Bank',
              reusable: true,
            }
          : null,
      };
    },
    async chargeAuthorization(charge) {
      // The authorization is good if the sandbox issued it for this e-mail on a charge that was paid.
      const origin = charge.authorizationCode.startsWith('AUTH_')
        ? await db
            .selectFrom('sandbox_charge')
            .select(['email', 'status'])
            .where('reference', '=', charge.authorizationCode.slice('AUTH_'.length))
            .executeTakeFirst()
        : undefined;
      const good = origin?.email === charge.email && (origin.status === 'success' || origin.status === 'refunded');
      await db
        .insertInto('sandbox_charge')
        .values({
          reference: charge.reference,
          amount_kobo: charge.amountKobo,
          email: charge.email,
          callback_url: '',
          status: good ? 'success' : 'failed',
          authorization_code: charge.authorizationCode,
        })
        // Like Paystack, a reference is charged once: repeating the charge changes nothing.
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
    },
    async refund(reference) {
      const refunded = await db
        .updateTable('sandbox_charge')
        .set({ status: 'refunded' })
        .where('reference', '=', reference)
        .where('status', '=', 'success')
        .executeTakeFirst();
      if (Number(refunded.numUpdatedRows) !== 1) throw new ProviderError(`The sandbox cannot refund ${reference}`);
    },
    verifySignature: (rawBody, signature) => signatureMatches(secret, rawBody, signature),
  };
}

export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  return config.payments.provider === 'paystack'
    ? paystackProvider(config.payments)
    : sandboxProvider(db, config.payments.secret, config.publicUrl);
}
