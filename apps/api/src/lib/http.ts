import type { RoleName } from '@imole/domain';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Success envelope of design.md §2: `status: true`, a `message`, then the payload fields the spec names. */
export function envelope<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ status: z.literal(true), message: z.string(), ...shape });
}

/**
 * The response serializer of a hot read served from a cache (GetWebProducts). Every route's response goes through
 * its schema (unknown fields stripped) and JSON.stringify; here that is done once per frozen `data` object and the
 * body kept, UTF-8 encoded, while the object lives, so a cached list costs a lookup, not a zod pass, a stringify and
 * an encoding per call. Anything else (unfrozen data, other envelope fields) is serialized as on every route.
 */
export function cachedDataSerializerCompiler<Schema>(route: Parameters<FastifySerializerCompiler<Schema>>[0]) {
  // Fastify types a route's own compiler with the route's schema; it is called with each response schema.
  const serialize = serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
  const bodies = new WeakMap<object, { status: unknown; message: unknown; body: Buffer }>();
  return (payload: unknown): string => {
    const { status, message, data, ...rest } = payload as Record<string, unknown>;
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data) || Object.keys(rest).length > 0)
      return serialize(payload);
    let kept = bodies.get(data);
    if (!kept || kept.status !== status || kept.message !== message) {
      kept = { status, message, body: Buffer.from(serialize(payload), 'utf8') };
      bodies.set(data, kept);
    }
    // Fastify sends a Buffer from a serializer as it is (its type says string; reply.js accepts both).
    return kept.body as unknown as string;
  };
}

export const errorResponse = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.string(),
});

/** Paging as the spec sends it: PageIndex from 1, PageSize up to 10000 (the referrals page asks for 10000). */
export const pageQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(10_000).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pagedEnvelope<Item extends z.ZodType>(item: Item) {
  return envelope({
    data: z.array(item),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}

export function paged<T>(items: T[], totalCount: number, page: PageQuery) {
  return {
    data: items,
    pageIndex: page.PageIndex,
    pageSize: page.PageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / page.PageSize),
  };
}

/**
 * Who may call a route. Every route says so in `config.access`; the auth layer enforces it and a test walks every
 * route of the OpenAPI document against it.
 */
export type RouteAccess = 'public' | 'development' | readonly StaffOrCustomerRole[];
export type StaffOrCustomerRole = Exclude<RoleName, 'GUEST'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Support-role routes that engineers (support users of the engineer kind) may not use: they see only their own jobs. */
    notForEngineers?: boolean;
    /** SALES_AGENT routes for coordinators only (a coordinator is a sales agent with the coordinator flag). */
    coordinatorsOnly?: boolean;
  }
}
