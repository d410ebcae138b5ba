import type { AppConfig } from '../../config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a checkout sends the person back (issue 19): the origin they started the payment from, so they come back to
 * the tab that holds their session, when it is one of ours: PUBLIC_URL's origin always, and outside production any
 * address of this machine (a developer or a tester opening the app at 127.0.0.1 rather than localhost, or on another
 * port). Anything else — a missing or foreign Origin header — gets PUBLIC_URL.
 */
export function returnOrigin(config: Pick<AppConfig, 'publicUrl' | 'env'>, origin: string | undefined): string {
  const own = new URL(config.publicUrl).origin;
  if (!origin || origin === own) return own;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return own;
  }
  const sameShape = parsed.origin === origin && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
  if (sameShape && config.env !== 'production' && LOOPBACK.has(parsed.hostname)) return parsed.origin;
  return own;
}
