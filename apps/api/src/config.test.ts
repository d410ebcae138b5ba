import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on the embedded database with the outbox adapters by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      database: { kind: 'pglite' },
      mail: { transport: 'outbox' },
      sms: { provider: 'outbox' },
      publicAccessKey: 'demo-public-key',
    });
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/imole' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@localhost:5432/imole',
      poolSize: 10,
    });
  });

  it('runs one API process on the embedded database and one per core on a PostgreSQL server, unless WORKERS says', () => {
    expect(loadConfig({}).workers).toBe(1);
    const cores = os.availableParallelism();
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/imole' }).workers).toBe(cores);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/imole', WORKERS: '3' }).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process',
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/imole', WORKERS: 'two' })).toThrow(
      'WORKERS must be a whole number from 1 to 64',
    );
  });

  it('names every missing or bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'PUBLIC_ACCESS_KEY',
      'PUBLIC_URL',
      'MAIL_TRANSPORT',
      'SMS_PROVIDER',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('refuses the development outbox and demo accounts in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_ACCESS_KEY: 'a-real-public-key',
      PUBLIC_URL: 'https://imole.ng',
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
    };
    expect(() =>
      loadConfig({
        ...production,
        MAIL_TRANSPORT: 'outbox',
        SMS_PROVIDER: 'http',
        SMS_API_URL: 'https://sms.example',
        SMS_API_KEY: 'k',
        SMTP_URL: 'smtp://x',
      }),
    ).toThrow(/MAIL_TRANSPORT must be smtp/);
    expect(() =>
      loadConfig({ ...production, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail', SMS_PROVIDER: 'outbox' }),
    ).toThrow(/SMS_PROVIDER must be http/);
    expect(() =>
      loadConfig({
        ...production,
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://mail',
        SMS_PROVIDER: 'http',
        SMS_API_URL: 'https://sms.example',
        SMS_API_KEY: 'k',
        DEMO_PASSWORD: 'password123',
      }),
    ).toThrow(/DEMO_PASSWORD/);
    const ok = loadConfig({
      ...production,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail',
      SMS_PROVIDER: 'http',
      SMS_API_URL: 'https://sms.example',
      SMS_API_KEY: 'k',
    });
    expect(ok).toMatchObject({
      env: 'production',
      mail: { transport: 'smtp' },
      sms: { provider: 'http' },
      payments: { provider: 'paystack', baseUrl: 'https://api.paystack.co' },
    });
    expect(() =>
      loadConfig({
        ...production,
        PAYMENTS_PROVIDER: 'sandbox',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://mail',
        SMS_PROVIDER: 'http',
        SMS_API_URL: 'https://sms.example',
        SMS_API_KEY: 'k',
      }),
    ).toThrow(/PAYMENTS_PROVIDER must be paystack/);
  });

  it('asks for a long JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
