import type { RoleName } from '@imole/domain';
import { z } from 'zod';

/** Success envelope of design.md §2: `status: true`, a `message`, then the payload fields the spec names. */
export function envelope<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ status: z.literal(true), message: z.string(), ...shape });
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
  }
}
