/**
 * The floor of the API: what every module receives. It imports nothing of ours above the adapters, the
 * configuration and the database, so any module can depend on it without a cycle (docs/architecture.md).
 */
import type { MailSender } from './adapters/mail/mail.ts';
import type { PaymentProvider } from './adapters/payments/payments.ts';
import type { SmsSender } from './adapters/sms/sms.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { DomainEvents } from './events.ts';

export interface Clock {
  now(): Date;
}

export interface AppDeps {
  config: AppConfig;
  clock: Clock;
  payments: PaymentProvider;
  db: Db;
  mail: MailSender;
  sms: SmsSender;
  /** Domain events: what a change in a lower module causes in the modules above it (src/events.ts). */
  events: DomainEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
