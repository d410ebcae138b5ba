import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { recordOutboxMessage } from '../outbox/outbox-store.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real e-mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Development and test mail: every message is stored in the outbox table (listed at /dev/outbox) and written to the
 * log, so codes can be read without a mail server. Refused in production by the configuration.
 */
export function outboxMailSender(db: Db, log: FastifyBaseLogger): MailSender {
  return {
    kind: 'outbox',
    async send(message) {
      await recordOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      });
      log.info(
        { outbox: { channel: 'email', to: message.to, subject: message.subject, body: message.text } },
        'e-mail written to the outbox',
      );
    },
    async close() {},
  };
}

export function createMailSender(config: AppConfig['mail'], db: Db, log: FastifyBaseLogger): MailSender {
  return config.transport === 'smtp' ? smtpMailSender(config.url, config.from) : outboxMailSender(db, log);
}
