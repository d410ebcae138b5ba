import { AppError, UserRole } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedDataSerializerCompiler, envelope } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import { packagesForAgent } from './offer.service.ts';
import { productService } from './product.service.ts';

export const productItemSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    repaymentAmount: z.number(),
    repaymentLength: z.number().int(),
    initialPayment: z.number(),
    oneOffPaymentCost: z.number(),
    warrantyPeriod: z.number().int(),
    hasSolarPanel: z.boolean(),
  }),
  productComponents: z.array(z.object({ name: z.string(), quantity: z.number().int(), componentId: z.number().int() })),
  componentIdToSwitch: z.number().int().nullable(),
});

const tags = ['Quotes and products'];
const publicRoute = { access: 'public' } as const;
const signedIn = { access: ['AUTH', 'SUPPORT', 'ADMIN', 'SALES_AGENT'] } as const;
const keyQuery = { key: z.string().max(200).optional() };

const webProductsSchema = {
  tags,
  summary: 'Starter packages for the public pages (needs the public access key)',
  querystring: z.object(keyQuery),
  response: {
    200: envelope({ data: z.array(productItemSchema) }),
    304: z.undefined().describe('Not modified: the list named by If-None-Match is still current'),
  },
};

const webProductSchema = {
  tags,
  summary: 'One package; ComponentIdToRemove swaps that tubular battery for its lithium alternative',
  querystring: z.object({
    ...keyQuery,
    ProductId: z.coerce.number({ error: 'Choose a package' }).int().positive('Choose a package'),
    ComponentIdToRemove: z.coerce.number().int().min(0).optional(),
  }),
  response: { 200: envelope({ data: productItemSchema }) },
};

const componentsSchema = {
  tags,
  summary: 'Components by category, for a custom plan',
  response: {
    200: envelope({
      data: z.array(
        z.object({
          categoryName: z.string(),
          data: z.array(z.object({ id: z.number().int(), name: z.string(), unitPrice: z.number() })),
        }),
      ),
    }),
  },
};

/** A weak tag (the body is re-compressed per request) naming the catalogue version the list was priced at. */
export const catalogueEtag = (version: number) => `W/"catalogue-${version}"`;

/** Whether an If-None-Match header names this tag (a list of tags, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = productService(app.deps.db);
  const checkKey = (key: string | undefined) => {
    if (key !== app.deps.config.publicAccessKey)
      throw new AppError('UNAUTHENTICATED', 'This page needs a valid access key.');
  };

  app.get(
    '/Product/GetWebProducts',
    {
      config: publicRoute,
      schema: webProductsSchema,
      // The list comes from the catalogue cache: checked and serialized once per catalogue version.
      serializerCompiler: cachedDataSerializerCompiler,
    },
    async (request, reply) => {
      checkKey(request.query.key);
      const { version, data } = await products.webList();
      // The answer changes only with the catalogue: a phone that has it asks again with If-None-Match and gets a
      // bodiless 304 while nothing changed (docs/performance.md).
      const etag = catalogueEtag(version);
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return { status: true as const, message: 'Packages', data };
    },
  );

  app.get('/Product/GetWebProductById', { config: publicRoute, schema: webProductSchema }, async (request) => {
    checkKey(request.query.key);
    const { ProductId, ComponentIdToRemove } = request.query;
    return {
      status: true as const,
      message: 'Package',
      data: await products.one(ProductId, ComponentIdToRemove || undefined, true),
    };
  });

  for (const [url, summary] of [
    ['/Product/GetProducts', 'Packages with their default plan'],
    ['/Product/GetProductsAsyncSwitchable', 'Packages a request can switch to in edit mode'],
  ] as const) {
    app.get(
      url,
      {
        config: signedIn,
        schema: { tags, summary, response: { 200: envelope({ data: z.array(productItemSchema) }) } },
        serializerCompiler: cachedDataSerializerCompiler,
      },
      // A sales agent sees only the packages they may offer, priced at their lowest allowed down payment.
      async (request) => {
        const user = requireAuth(request).user;
        const data =
          user.user_role === UserRole.SalesAgent
            ? await packagesForAgent(app.deps.db, user.id)
            : await products.list(false);
        return { status: true as const, message: 'Packages', data };
      },
    );
  }

  app.get(
    '/Product/InstallationComponentsByCategoryWithoutImage',
    { config: signedIn, schema: componentsSchema },
    async () => ({ status: true as const, message: 'Components', data: await products.categories() }),
  );
};
