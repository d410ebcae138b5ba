/**
 * The floor of the API: what every module receives. It imports nothing of ours above the adapters, the
 * configuration and the database, so any module can depend on it without a cycle (docs/architecture.md).
 */
import type { FileStore } from './adapters/files/files.ts';
import type { KycProvider } from './adapters/kyc/kyc.ts';
import type { MailSender } from './adapters/mail/mail.ts';
import type { PaymentProvider } from './adapters/payments/payments.ts';
import type { SmsSender } from './adapters/sms/sms.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { DomainEvents } from './events.ts';
import type { Keyring } from './lib/sealed.ts';

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
  /** The identity provider (SmileID, or the sandbox outside production; docs/kyc.md). */
  kyc: KycProvider;
  /** Where files are kept (KYC documents): local disk under FILES_DIR. */
  files: FileStore;
  /** The keys that seal personal data at rest (lib/sealed.ts; docs/kyc.md "Encryption and keys"). */
  sealing: Keyring;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
