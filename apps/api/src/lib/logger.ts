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

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `req.body.${key}`]),
];

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    // Readable lines for a developer at a terminal; JSON lines everywhere else (production, CI, log shippers).
    ...(config.env === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  };
}
