import { AppError, roleNameOf, isUserRole } from '@imole/domain';
import type { FastifyInstance } from 'fastify';
import { verifyAccessToken, type AccessClaims } from './tokens.ts';
import { findUserById } from '../users/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import type { RouteAccess } from '../../lib/http.ts';
import type { UserCache } from './user-cache.ts';
import type { SessionCache } from './session-cache.ts';
import { findSession } from './auth.repository.ts';

export interface AuthContext {
  user: AppUserRow;
  /** The login this request's token belongs to. */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every API route's access, by "METHOD /path": what the route-by-role test walks. */
    routeAccess: Map<string, RouteAccess>;
    /** The routes (as in routeAccess) open to coordinators only among sales agents: what the route test walks too. */
    coordinatorsOnly: Set<string>;
  }
}

export const authErrors = {
  noSession: 'Log in to continue.',
  expired: 'Your session has expired. Please log in again.',
  forbidden: 'Your account cannot do this.',
  notForEngineers: 'Engineers see and act only on the installations assigned to them.',
  coordinatorsOnly: 'Only a coordinator has agents under them. Ask an administrator to make you a coordinator.',
} as const;

/**
 * Enforces every route's `config.access` on the server (design.md §2: the original only checked that a token
 * existed). Runs on request, before the body is read: no session is a 401 and the wrong role a 403, whatever was sent.
 * Every route under /api/ must declare its access; the app refuses to start otherwise.
 */
export function registerAuth(app: FastifyInstance, users: UserCache): void {
  app.decorateRequest('auth', null);
  const table = new Map<string, RouteAccess>();
  app.decorate('routeAccess', table);
  const coordinatorsOnly = new Set<string>();
  app.decorate('coordinatorsOnly', coordinatorsOnly);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`Route ${String(route.method)} ${url} declares no config.access`);
    for (const method of [route.method].flat()) {
      table.set(`${method} ${url}`, access);
      if (route.config?.coordinatorsOnly) coordinatorsOnly.add(`${method} ${url}`);
    }
  });

  const verifiedTokens = tokenVerifier(app.deps.config.jwtSecret);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public' || access === 'development') return;

    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new AppError('UNAUTHENTICATED', authErrors.noSession);
    const claims = await verifiedTokens.verify(token, app.deps.clock.now());
    if (!claims) throw new AppError('UNAUTHENTICATED', authErrors.expired);
    // The user's row, current to within a moment (user-cache.ts): a deactivated or deleted user is out, the role current.
    const user = await users.get(claims.userId, () => findUserById(app.deps.db, claims.userId));
    if (!user || !user.is_active || !isUserRole(user.user_role))
      throw new AppError('UNAUTHENTICATED', authErrors.expired);
    // The login the token belongs to, current to within a moment (session-cache.ts): logout, a password change or
    // reset, reuse of a refresh token and a deactivation end it, and with it every access token it issued.
    if (!(await sessionIsLive(app, users.sessions, claims))) throw new AppError('UNAUTHENTICATED', authErrors.expired);
    if (!access.includes(roleNameOf[user.user_role])) throw new AppError('FORBIDDEN', authErrors.forbidden);
    if (user.is_engineer && request.routeOptions.config?.notForEngineers) {
      throw new AppError('FORBIDDEN', authErrors.notForEngineers);
    }
    if (!user.is_coordinator && request.routeOptions.config?.coordinatorsOnly) {
      throw new AppError('FORBIDDEN', authErrors.coordinatorsOnly);
    }
    request.auth = { user, sessionId: claims.sessionId };
  });
}

async function sessionIsLive(app: FastifyInstance, sessions: SessionCache, claims: AccessClaims): Promise<boolean> {
  const id = claims.sessionId;
  if (id === null || !UUID.test(id)) return false;
  const session = await sessions.get(id, () => findSession(app.deps.db, id));
  return (
    session !== undefined &&
    session.user_id === claims.userId &&
    session.ended_at === null &&
    session.expires_at.getTime() > app.deps.clock.now().getTime()
  );
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * verifyAccessToken, remembering the tokens it accepted: a signed-in person's app sends the same token on every call
 * for its 15 minutes, and checking its signature is the dearest step of a signed-in read (docs/performance.md). Only
 * tokens that passed are kept, each until its expiry, which is checked again on every use as the full check would;
 * the user is read again whenever any user changes, so a deactivated account is out at once (user-cache.ts).
 */
export function tokenVerifier(secret: string, capacity = 10_000) {
  const accepted = new Map<string, AccessClaims & { expiresAt: number }>();
  return {
    async verify(token: string, now: Date): Promise<AccessClaims | null> {
      const seconds = Math.floor(now.getTime() / 1000);
      const known = accepted.get(token);
      if (known) {
        if (known.expiresAt > seconds) return { userId: known.userId, sessionId: known.sessionId };
        accepted.delete(token);
        return null;
      }
      const claims = await verifyAccessToken(token, secret, now);
      const expiresAt = claims ? expiryOf(token) : null;
      if (claims && expiresAt !== null) {
        // Oldest first out: a Map iterates in insertion order.
        if (accepted.size >= capacity) accepted.delete(accepted.keys().next().value!);
        accepted.set(token, { ...claims, expiresAt });
      }
      return claims;
    },
  };
}

/** The `exp` claim of a token whose signature has just been checked. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/** The signed-in user of a route that admits only signed-in roles. */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', authErrors.noSession);
  return request.auth;
}
