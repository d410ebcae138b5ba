import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_JWT_SECRET = 'development-only-secret-do-not-use-in-production-0123456789';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number (0-65535)' })
    .int('must be a port number (0-65535)')
    .min(0)
    .max(65_535)
    .default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  WORKERS: z.coerce.number({ error: 'must be a whole number from 1 to 64' }).int().min(1).max(64).optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number from 1 to 200' }).int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_ACCESS_KEY: z.string().min(8).optional(),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Imole <no-reply@imole.ng>'),
  SMS_PROVIDER: z.enum(['http', 'outbox']).optional(),
  SMS_API_URL: z.url().optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(11).default('Imole'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000_000).default(600),
  PAYMENTS_PROVIDER: z.enum(['paystack', 'sandbox']).optional(),
  PAYSTACK_SECRET_KEY: z.string().min(10).optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
});

type RawEnv = Record<string, string | undefined>;

/** Rules across variables. They read the raw values so they run even when a single variable is malformed. */
function crossChecks(env: RawEnv): string[] {
  const problems: string[] = [];
  const need = (key: string, why: string) => {
    if (env[key] === undefined) problems.push(`${key} is required ${why}`);
  };
  if (env.NODE_ENV === 'production') {
    need('JWT_SECRET', 'in production');
    need('PUBLIC_ACCESS_KEY', 'in production');
    need('PUBLIC_URL', 'in production');
    if (env.MAIL_TRANSPORT !== 'smtp')
      problems.push('MAIL_TRANSPORT must be smtp in production (the outbox is for development)');
    if (env.SMS_PROVIDER !== 'http')
      problems.push('SMS_PROVIDER must be http in production (the outbox is for development)');
    if (env.DEMO_PASSWORD !== undefined)
      problems.push('DEMO_PASSWORD must not be set in production: there are no demo accounts');
    if (env.PAYMENTS_PROVIDER !== 'paystack') {
      problems.push('PAYMENTS_PROVIDER must be paystack in production (the sandbox is for development)');
    }
  }
  if (env.WORKERS !== undefined && Number(env.WORKERS) > 1 && env.DATABASE_URL === undefined)
    problems.push('WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process');
  if (env.MAIL_TRANSPORT === 'smtp') need('SMTP_URL', 'when MAIL_TRANSPORT is smtp');
  if (env.PAYMENTS_PROVIDER === 'paystack') need('PAYSTACK_SECRET_KEY', 'when PAYMENTS_PROVIDER is paystack');
  if (env.SMS_PROVIDER === 'http') {
    need('SMS_API_URL', 'when SMS_PROVIDER is http');
    need('SMS_API_KEY', 'when SMS_PROVIDER is http');
  }
  return problems;
}

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize: number };
  /** API processes to run (node:cluster): 1 on the embedded database, the number of cores on a PostgreSQL server. */
  workers: number;
  webDistDir: string | null;
  jwtSecret: string;
  publicAccessKey: string;
  demoPassword: string | null;
  /** Requests a minute per client address on routes without a limit of their own. */
  rateLimitPerMinute: number;
  mail: { transport: 'outbox'; from: string } | { transport: 'smtp'; url: string; from: string };
  sms: { provider: 'outbox'; senderId: string } | { provider: 'http'; url: string; apiKey: string; senderId: string };
  payments: { provider: 'sandbox'; secret: string } | { provider: 'paystack'; secret: string; baseUrl: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once. Throws a ConfigError naming every missing or bad variable at the same time. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(raw);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`)),
    ...crossChecks(raw),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) },
    workers: env.WORKERS ?? (env.DATABASE_URL ? os.availableParallelism() : 1),
    webDistDir: env.WEB_DIST_DIR,
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    publicAccessKey: env.PUBLIC_ACCESS_KEY ?? 'demo-public-key',
    demoPassword: env.DEMO_PASSWORD ?? null,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    mail:
      env.MAIL_TRANSPORT === 'smtp' && env.SMTP_URL
        ? { transport: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM }
        : { transport: 'outbox', from: env.MAIL_FROM },
    sms:
      env.SMS_PROVIDER === 'http' && env.SMS_API_URL && env.SMS_API_KEY
        ? { provider: 'http', url: env.SMS_API_URL, apiKey: env.SMS_API_KEY, senderId: env.SMS_SENDER_ID }
        : { provider: 'outbox', senderId: env.SMS_SENDER_ID },
    payments:
      env.PAYMENTS_PROVIDER === 'paystack' && env.PAYSTACK_SECRET_KEY
        ? { provider: 'paystack', secret: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL.replace(/\/$/, '') }
        : // The sandbox signs its webhooks like Paystack, with a key derived from the JWT secret (development only).
          { provider: 'sandbox', secret: `sandbox-${env.JWT_SECRET ?? DEV_JWT_SECRET}` },
  };
}

/** A configuration for tests: an in-memory database, the outbox adapters, no web build, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database: { kind: 'pglite', dataDir: null },
    webDistDir: null,
    ...overrides,
  };
}
