import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { recordOutboxMessage } from '../outbox/outbox-store.ts';

export interface SmsMessage {
  /** International format without '+', e.g. 2348012345678. */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: 'http' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * SMS through an HTTP provider. The request follows the shape of Termii's "send message" API (a JSON POST with
 * api_key, to, from, sms, type and channel), which most Nigerian SMS gateways accept; the URL and key come from
 * SMS_API_URL and SMS_API_KEY. `fetchImpl` exists so tests can point it at a local server.
 */
export function httpSmsSender(
  settings: { url: string; apiKey: string; senderId: string },
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  return {
    kind: 'http',
    async send(message) {
      const response = await fetchImpl(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_key: settings.apiKey,
          to: message.to,
          from: settings.senderId,
          sms: message.text,
          type: 'plain',
          channel: 'generic',
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new SmsDeliveryError(`SMS provider answered ${response.status}`);
      }
    },
  };
}

/** Development and test SMS: stored in the outbox (see /dev/outbox) and logged. Refused in production. */
export function outboxSmsSender(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await recordOutboxMessage(db, { channel: 'sms', recipient: message.to, subject: null, body: message.text });
      log.info({ outbox: { channel: 'sms', to: message.to, body: message.text } }, 'SMS written to the outbox');
    },
  };
}

export function createSmsSender(config: AppConfig['sms'], db: Db, log: FastifyBaseLogger): SmsSender {
  return config.provider === 'http' ? httpSmsSender(config) : outboxSmsSender(db, log);
}
