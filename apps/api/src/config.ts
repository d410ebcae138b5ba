import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The file in DATA_DIR that keeps the secret generated on the first start without JWT_SECRET (docs/operations.md). */
export const JWT_SECRET_FILE = 'jwt-secret';
/** The file in DATA_DIR that keeps the KYC key generated on the first start without KYC_ENCRYPTION_KEY (outside production). */
export const KYC_KEY_FILE = 'kyc-encryption-key';
/** KYC documents are kept five years after a loan closes (CBN's KYC record-keeping rule; docs/kyc.md). */
export const DEFAULT_KYC_RETENTION_DAYS = 1825;

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Unset: 0.0.0.0 in production (behind its load balancer), 127.0.0.1 otherwise (this machine only). */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce
    .number({ error: 'must be a port number (0-65535)' })
    .int('must be a port number (0-65535)')
    .min(0)
    .max(65_535)
    .default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  API_DOCS: bool.optional(),
  DEV_TOOLS_REMOTE: bool.default(false),
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
  KYC_ENCRYPTION_KEY: z.string().optional(),
  KYC_ENCRYPTION_OLD_KEYS: z.string().optional(),
  KYC_PROVIDER: z.enum(['smileid', 'sandbox']).optional(),
  SMILE_PARTNER_ID: z
    .string()
    .regex(/^\d{1,10}$/, 'must be the partner id SmileID gave you (digits)')
    .optional(),
  SMILE_API_KEY: z.string().min(8, 'must be the API key from the SmileID portal').optional(),
  SMILE_ENV: z.enum(['sandbox', 'production']).optional(),
  SMILE_CALLBACK_URL: z.url().optional(),
  FILES_DIR: z.string().min(1).optional(),
  ADDRESS_SEARCH_PROVIDER: z.enum(['ours', 'nominatim', 'google']).optional(),
  GOOGLE_PLACES_API_KEY: z.string().min(20, 'must be a Google Maps Platform API key').optional(),
  GOOGLE_PLACES_BASE_URL: z.url().default('https://places.googleapis.com'),
  NOMINATIM_URL: z.url().optional(),
  KYC_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1)
    .max(36_500)
    .default(DEFAULT_KYC_RETENTION_DAYS),
});

type RawEnv = Record<string, string | undefined>;

/** Which proxies' X-Forwarded-For to believe: none, a hop count, or their addresses (Fastify's trustProxy). */
export type TrustProxy = false | true | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's trustProxy for a TrustProxy. Fastify (5.8) treats a bare number as "trust nothing" (a direct caller could
 * otherwise claim hops), so a hop count becomes the function proxy-addr calls with each address's distance from
 * this server: the socket (0) and the next hops - 1 addresses of X-Forwarded-For are proxies; the one before is the
 * client.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it (docs/operations.md "Behind a proxy"): `false` or `0` (no proxy, the
 * default), a hop count (`1`: the address the nearest proxy saw), or a comma-separated list of proxy addresses and
 * ranges (`10.0.0.0/8,127.0.0.1`, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). `true` (believe
 * any X-Forwarded-For) is refused in production and warned about elsewhere.
 */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { problem: string } {
  const text = raw.trim();
  if (/^(false|0)$/i.test(text)) return { value: false };
  if (/^true$/i.test(text)) return { value: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { problem: 'TRUST_PROXY must be at most 10 proxies (hops)' };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !PROXY_NAMES.has(entry) && !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0)
    return {
      problem: `TRUST_PROXY must be false, a number of proxies (e.g. 1) or a comma-separated list of proxy addresses (e.g. 10.0.0.0/8,127.0.0.1); not ${bad.map((b) => JSON.stringify(b)).join(', ') || JSON.stringify(raw)}`,
    };
  return { value: entries };
}

/** Rules across variables. They read the raw values so they run even when a single variable is malformed. */
function crossChecks(env: RawEnv): string[] {
  const problems: string[] = [];
  const need = (key: string, why: string) => {
    if (env[key] === undefined) problems.push(`${key} is required ${why}`);
  };
  if (env.NODE_ENV === 'production') {
    need('JWT_SECRET', 'in production');
    if (env.TRUST_PROXY !== undefined && /^true$/i.test(env.TRUST_PROXY.trim()))
      problems.push(
        'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: set the number of proxies in front of Imole (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8)',
      );
    if (env.DEV_TOOLS_REMOTE !== undefined)
      problems.push('DEV_TOOLS_REMOTE must not be set in production: there is no outbox or sandbox to open');
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
    if (env.KYC_PROVIDER !== 'smileid')
      problems.push('KYC_PROVIDER must be smileid in production (the sandbox verifies no one: it is for development)');
    need('KYC_ENCRYPTION_KEY', 'in production (make one with: openssl rand -base64 32)');
    need('SMILE_ENV', 'in production (sandbox or production, as your SmileID keys are)');
  }
  problems.push(...kycKeyProblems(env));
  if (env.KYC_PROVIDER === 'smileid') {
    need('SMILE_PARTNER_ID', 'when KYC_PROVIDER is smileid');
    need('SMILE_API_KEY', 'when KYC_PROVIDER is smileid');
  }
  const trust = env.TRUST_PROXY === undefined ? { ok: true } : parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in trust) problems.push(trust.problem);
  if (env.WORKERS !== undefined && Number(env.WORKERS) > 1 && env.DATABASE_URL === undefined)
    problems.push('WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process');
  if (env.MAIL_TRANSPORT === 'smtp') need('SMTP_URL', 'when MAIL_TRANSPORT is smtp');
  if (env.ADDRESS_SEARCH_PROVIDER === 'google') need('GOOGLE_PLACES_API_KEY', 'when ADDRESS_SEARCH_PROVIDER is google');
  if (env.ADDRESS_SEARCH_PROVIDER === 'nominatim') need('NOMINATIM_URL', 'when ADDRESS_SEARCH_PROVIDER is nominatim');
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
  /** Unset HOST: 127.0.0.1 outside production, so a development start is reachable from this machine only. */
  host: string;
  port: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: TrustProxy;
  /** Whether /api/docs (the OpenAPI page and document) is served: outside production, or with API_DOCS=true. */
  apiDocs: boolean;
  /** The outbox and the sandbox checkout answer other machines too (DEV_TOOLS_REMOTE=true); otherwise loopback only. */
  devToolsRemote: boolean;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize: number };
  /** API processes to run (node:cluster): 1 on the embedded database, the number of cores on a PostgreSQL server. */
  workers: number;
  webDistDir: string | null;
  /** JWT_SECRET, or the random secret generated once and kept in DATA_DIR (outside production). */
  jwtSecret: string;
  publicAccessKey: string;
  demoPassword: string | null;
  /** Requests a minute per client address on routes without a limit of their own. */
  rateLimitPerMinute: number;
  mail: { transport: 'outbox'; from: string } | { transport: 'smtp'; url: string; from: string };
  sms: { provider: 'outbox'; senderId: string } | { provider: 'http'; url: string; apiKey: string; senderId: string };
  payments: { provider: 'sandbox'; secret: string } | { provider: 'paystack'; secret: string; baseUrl: string };
  /** The identity provider: SmileID, or the sandbox (signing like SmileID with a key of its own). */
  kyc:
    | { provider: 'sandbox'; partnerId: string; apiKey: string }
    | {
        provider: 'smileid';
        partnerId: string;
        apiKey: string;
        environment: 'sandbox' | 'production';
        callbackUrl: string;
      };
  /** The keys that seal KYC data at rest: the current one seals and opens, the old ones only open (rotation). */
  kycEncryption: { currentKey: Buffer; oldKeys: Buffer[] };
  /** Where the file store keeps files on this machine (FILES_DIR, by default DATA_DIR/files). */
  filesDir: string;
  /** Days KYC documents are kept after the loan closes (KYC_RETENTION_DAYS). */
  kycRetentionDays: number;
  /** Where address suggestions come from (docs/operations.md "Address search"); always limited to Nigeria. */
  addressSearch: AddressSearchConfig;
}

export type AddressSearchConfig =
  | { provider: 'ours' }
  | { provider: 'nominatim'; url: string; userAgent: string }
  | { provider: 'google'; apiKey: string; baseUrl: string };

/**
 * ADDRESS_SEARCH_PROVIDER, or by default: Google Places when GOOGLE_PLACES_API_KEY is set, else a Nominatim geocoder
 * when NOMINATIM_URL is set, else our own data (states, LGAs and the places we know), which needs no key.
 */
function addressSearchOf(env: Env, publicUrl: string): AddressSearchConfig {
  const provider =
    env.ADDRESS_SEARCH_PROVIDER ?? (env.GOOGLE_PLACES_API_KEY ? 'google' : env.NOMINATIM_URL ? 'nominatim' : 'ours');
  if (provider === 'google' && env.GOOGLE_PLACES_API_KEY)
    return {
      provider,
      apiKey: env.GOOGLE_PLACES_API_KEY,
      baseUrl: env.GOOGLE_PLACES_BASE_URL.replace(/\/$/, ''),
    };
  if (provider === 'nominatim' && env.NOMINATIM_URL)
    // Nominatim's usage policy asks every application to name itself and a way to reach it.
    return { provider, url: env.NOMINATIM_URL.replace(/\/$/, ''), userAgent: `Imole address search (${publicUrl})` };
  return { provider: 'ours' };
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
  const jwtSecret = env.JWT_SECRET ?? keptJwtSecret(path.resolve(env.DATA_DIR));
  const trust = env.TRUST_PROXY === undefined ? { value: false as const } : parseTrustProxy(env.TRUST_PROXY);
  return {
    env: env.NODE_ENV,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    trustProxy: 'value' in trust ? trust.value : false,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    devToolsRemote: env.DEV_TOOLS_REMOTE,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) },
    workers: env.WORKERS ?? (env.DATABASE_URL ? os.availableParallelism() : 1),
    webDistDir: env.WEB_DIST_DIR,
    jwtSecret,
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
          { provider: 'sandbox', secret: `sandbox-${jwtSecret}` },
    kyc:
      env.KYC_PROVIDER === 'smileid' && env.SMILE_PARTNER_ID && env.SMILE_API_KEY
        ? {
            provider: 'smileid',
            partnerId: env.SMILE_PARTNER_ID,
            apiKey: env.SMILE_API_KEY,
            environment: env.SMILE_ENV ?? 'sandbox',
            callbackUrl:
              env.SMILE_CALLBACK_URL ?? `${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}/api/SmileId/Callback`,
          }
        : // Like the payments sandbox, its signing key comes from the JWT secret (development only).
          { provider: 'sandbox', partnerId: '0', apiKey: `sandbox-kyc-${jwtSecret}` },
    kycEncryption: {
      currentKey: env.KYC_ENCRYPTION_KEY ? decodeKey(env.KYC_ENCRYPTION_KEY)! : keptKycKey(path.resolve(env.DATA_DIR)),
      oldKeys: splitKeys(env.KYC_ENCRYPTION_OLD_KEYS).map((key) => decodeKey(key)!),
    },
    filesDir: path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR, 'files')),
    kycRetentionDays: env.KYC_RETENTION_DAYS,
    addressSearch: addressSearchOf(env, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
  };
}

const splitKeys = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);

/** A 32-byte key from its base64 (or base64url) text, or null when it is not one. */
export function decodeKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
  return key.length === 32 ? key : null;
}

function kycKeyProblems(env: RawEnv): string[] {
  const problems: string[] = [];
  const how = 'make one with: openssl rand -base64 32';
  if (env.KYC_ENCRYPTION_KEY !== undefined && !decodeKey(env.KYC_ENCRYPTION_KEY))
    problems.push(`KYC_ENCRYPTION_KEY must be 32 bytes written in base64 (${how})`);
  const bad = splitKeys(env.KYC_ENCRYPTION_OLD_KEYS).filter((key) => !decodeKey(key)).length;
  if (bad > 0)
    problems.push(
      `KYC_ENCRYPTION_OLD_KEYS must be a comma-separated list of 32-byte keys in base64; ${bad} of them ${bad === 1 ? 'is' : 'are'} not`,
    );
  return problems;
}

/**
 * The key that seals KYC data when KYC_ENCRYPTION_KEY is not set (never in production): 32 random bytes generated on
 * the first start and kept in DATA_DIR/kyc-encryption-key, readable by this user only, like the JWT secret. Losing it
 * loses the sealed data: back DATA_DIR up (docs/operations.md).
 */
function keptKycKey(dataDir: string): Buffer {
  const file = path.join(dataDir, KYC_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    chmodSync(file, 0o600);
  }
  const key = decodeKey(readFileSync(file, 'utf8'));
  if (!key)
    throw new ConfigError([
      `${file} does not hold a 32-byte key in base64: restore it from a backup (the KYC data sealed with it opens with it only), or set KYC_ENCRYPTION_KEY`,
    ]);
  return key;
}

/**
 * The secret that signs access tokens when JWT_SECRET is not set (never in production): 256 random bits generated on
 * the first start and kept in DATA_DIR/jwt-secret, readable by this user only, so tokens outlive a restart and no
 * secret is ever a constant of the source. Processes starting together agree: the first to create the file wins.
 */
function keptJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    chmodSync(file, 0o600);
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError([
      `${file} does not hold a secret of at least 32 characters: delete it to have a new one generated (everyone signs in again), or set JWT_SECRET`,
    ]);
  return secret;
}

/** What a start should say out loud: settings that work but are unsafe on a network. */
export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.trustProxy === true)
    warnings.push(
      'TRUST_PROXY=true believes any X-Forwarded-For a client sends, so anyone can pick the address the rate limits count. Set the number of proxies (TRUST_PROXY=1) or their addresses instead; production refuses true.',
    );
  if (config.env === 'production' && config.kyc.provider === 'smileid' && config.kyc.environment === 'sandbox')
    warnings.push(
      "SMILE_ENV=sandbox in production: identity checks go to SmileID's test API, which verifies no one for real. Set SMILE_ENV=production with live keys before lending.",
    );
  if (config.devToolsRemote)
    warnings.push(
      'DEV_TOOLS_REMOTE=true: the outbox (every code the app sends) and the sandbox checkout answer any machine that reaches this port.',
    );
  return warnings;
}

/** Signs the tokens of this test process: random, never a constant of the source. */
const testJwtSecret = randomBytes(32).toString('base64url');
/** Seals this test process's KYC data: random too. */
const testKycKey = randomBytes(32).toString('base64');

/** Where test apps keep their files: each app a directory of its own under this prefix (test/app.ts removes it). */
export const TEST_FILES_PREFIX = path.join(os.tmpdir(), 'imole-test-files-');

/** A configuration for tests: an in-memory database, the outbox adapters, no web build, quiet logs, own files. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // A path of its own, made only when a file is first kept there (test/app.ts removes it with the app).
  const filesDir = overrides.filesDir ?? `${TEST_FILES_PREFIX}${randomBytes(8).toString('hex')}`;
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: testJwtSecret,
      KYC_ENCRYPTION_KEY: testKycKey,
      FILES_DIR: filesDir,
    }),
    database: { kind: 'pglite', dataDir: null },
    webDistDir: null,
    ...overrides,
  };
}
