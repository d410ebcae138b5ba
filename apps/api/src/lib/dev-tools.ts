import { AppError } from '@imole/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

/** 127.0.0.0/8 and ::1, in the forms a socket or a proxy may write them. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const text = address.trim().toLowerCase();
  // "[::1]:8080" and "127.0.0.1:8080" as a proxy may write them, with the port.
  const plain = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1] ?? /^([\d.]+):\d+$/.exec(text)?.[1] ?? text;
  return plain === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** The client addresses a proxy wrote in X-Forwarded-For, X-Real-IP or Forwarded, if any. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const header = (name: string) => [request.headers[name] ?? []].flat().join(',');
  const addresses = [...header('x-forwarded-for').split(','), ...header('x-real-ip').split(',')];
  for (const match of header('forwarded').matchAll(/for\s*=\s*"?([^";,]+)/gi)) addresses.push(match[1] ?? '');
  return addresses.map((address) => address.trim()).filter(Boolean);
}

/**
 * Whether a request comes from this machine. Judged by the socket's own address, never by a header a client can
 * write, whatever TRUST_PROXY says: a remote caller cannot forge a loopback socket. A proxy on this machine makes every
 * socket loopback, so a request that carries forwarding headers must name only loopback addresses there too (those
 * headers can only take the answer away, never grant it).
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return forwardedAddresses(request).every(isLoopbackAddress);
}

/**
 * The development tools (the outbox, which shows every code the app sends, and the sandbox checkout, which pays
 * without money) answer callers on this machine only, unless DEV_TOOLS_REMOTE=true (docs/operations.md). They are the
 * routes whose `config.access` is 'development'; production registers none of them.
 */
export function registerDevToolsGate(app: FastifyInstance, config: Pick<AppConfig, 'devToolsRemote'>): void {
  if (config.devToolsRemote) return;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.access !== 'development') return;
    if (isLoopbackCaller(request)) return;
    throw new AppError(
      'FORBIDDEN',
      'The development outbox and sandbox checkout answer only on the machine that runs Imole. Open them there, or start the server with DEV_TOOLS_REMOTE=true.',
    );
  });
}
