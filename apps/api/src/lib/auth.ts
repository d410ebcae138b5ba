import { AppError, roleNameOf, isUserRole } from '@imole/domain';
import type { FastifyInstance } from 'fastify';
import { verifyAccessToken } from '../modules/auth/tokens.ts';
import { findUserById } from '../modules/users/user.repository.ts';
import type { AppUserRow } from '../modules/users/user.table.ts';
import type { RouteAccess } from './http.ts';

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
  }
}

export const authErrors = {
  noSession: 'Log in to continue.',
  expired: 'Your session has expired. Please log in again.',
  forbidden: 'Your account cannot do this.',
} as const;

/**
 * Enforces every route's `config.access` on the server (design.md §2: the original only checked that a token
 * existed). Runs on request, before the body is read: no session is a 401 and the wrong role a 403, whatever was sent.
 * Every route under /api/ must declare its access; the app refuses to start otherwise.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  const table = new Map<string, RouteAccess>();
  app.decorate('routeAccess', table);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`Route ${String(route.method)} ${url} declares no config.access`);
    for (const method of [route.method].flat()) table.set(`${method} ${url}`, access);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public' || access === 'development') return;

    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new AppError('UNAUTHENTICATED', authErrors.noSession);
    const claims = await verifyAccessToken(token, app.deps.config.jwtSecret, app.deps.clock.now());
    if (!claims) throw new AppError('UNAUTHENTICATED', authErrors.expired);
    // Read the user on every request: a deactivated or deleted user is out at once, and the role is current.
    const user = await findUserById(app.deps.db, claims.userId);
    if (!user || !user.is_active || !isUserRole(user.user_role))
      throw new AppError('UNAUTHENTICATED', authErrors.expired);
    if (!access.includes(roleNameOf[user.user_role])) throw new AppError('FORBIDDEN', authErrors.forbidden);
    if (user.is_engineer && request.routeOptions.config?.notForEngineers) {
      throw new AppError('FORBIDDEN', 'Engineers see and act only on the installations assigned to them.');
    }
    request.auth = { user, sessionId: claims.sessionId };
  });
}

/** The signed-in user of a route that admits only signed-in roles. */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', authErrors.noSession);
  return request.auth;
}
