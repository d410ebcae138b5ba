import { AppError } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedDataSerializerCompiler, envelope } from '../../lib/http.ts';
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
  response: { 200: envelope({ data: z.array(productItemSchema) }) },
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
    async (request) => {
      checkKey(request.query.key);
      return { status: true as const, message: 'Packages', data: await products.list(true) };
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
      async () => ({ status: true as const, message: 'Packages', data: await products.list(false) }),
    );
  }

  app.get(
    '/Product/InstallationComponentsByCategoryWithoutImage',
    { config: signedIn, schema: componentsSchema },
    async () => ({ status: true as const, message: 'Components', data: await products.categories() }),
  );
};
