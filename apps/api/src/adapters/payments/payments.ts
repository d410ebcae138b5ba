import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';

export interface InitializeRequest {
  reference: string;
  amountKobo: number;
  email: string;
  callbackUrl: string;
}

export interface Verification {
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amountKobo: number;
  currency: string;
  channel: string | null;
}

/**
 * A card payment provider. Both implementations are driven by the same server code: initialize, send the person to
 * `authorizationUrl`, verify on the server before crediting, and accept webhooks signed with HMAC-SHA512.
 */
export interface PaymentProvider {
  readonly kind: 'paystack' | 'sandbox';
  initialize(request: InitializeRequest): Promise<{ accessCode: string; authorizationUrl: string }>;
  verify(reference: string): Promise<Verification>;
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
      return {
        status: status === 'success' || status === 'failed' || status === 'abandoned' ? status : 'pending',
        amountKobo: Number(data.amount),
        currency: String(data.currency),
        channel: data.channel ? String(data.channel) : null,
      };
    },
    verifySignature: (rawBody, signature) => signatureMatches(settings.secret, rawBody, signature),
  };
}

/**
 * The sandbox: its own checkout page (/sandbox/checkout/{reference}) and its own books (sandbox_charge). Paying there
 * settles the charge and delivers a webhook signed exactly as Paystack signs one; verification then reads the
 * sandbox's books. Refused in production by the configuration.
 */
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
        authorizationUrl: `${publicUrl}/sandbox/checkout/${request.reference}`,
      };
    },
    async verify(reference) {
      const charge = await db
        .selectFrom('sandbox_charge')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!charge) throw new ProviderError(`The sandbox has no charge ${reference}`);
      return {
        status: charge.status === 'success' ? 'success' : charge.status === 'abandoned' ? 'abandoned' : 'pending',
        amountKobo: charge.amount_kobo,
        currency: 'NGN',
        channel: 'card',
      };
    },
    verifySignature: (rawBody, signature) => signatureMatches(secret, rawBody, signature),
  };
}

export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  return config.payments.provider === 'paystack'
    ? paystackProvider(config.payments)
    : sandboxProvider(db, config.payments.secret, config.publicUrl);
}
