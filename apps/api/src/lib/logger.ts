import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Fields that never reach a log line: credentials, codes, identity and card data. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'token',
  'refreshToken',
  'accessToken',
  'otp',
  'code',
  'pin',
  'bvn',
  'accountNumber',
  'cardNumber',
  'cvv',
  'authorization_code',
  'authorizationCode',
  'meansOfIdImage',
  'stateOfAccount',
];

const SECRETS = new Set([...SECRET_KEYS, 'authorization', 'cookie', 'set-cookie']);
/** Deeper than any log line of ours nests; what lies below is not written at all. */
const MAX_DEPTH = 6;
const CENSOR = '[redacted]';

/**
 * A log object with every secret field's value replaced, at any depth (headers, bodies, nested records). Applied to
 * each line as it is written (pino's `formatters.log`), so a request's logger costs nothing until it writes: pino's
 * path-based `redact` also ran on every request's bindings, a tenth of a cached read's time (docs/performance.md).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return CENSOR;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  // Errors and other class instances keep their own serializers (pino's err, Fastify's req and res).
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = SECRETS.has(key) ? CENSOR : redact(field, depth + 1);
  }
  return out;
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    formatters: { log: (object) => redact(object) as Record<string, unknown> },
    // Readable lines for a developer at a terminal; JSON lines everywhere else (production, CI, log shippers).
    ...(config.env === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  };
}
