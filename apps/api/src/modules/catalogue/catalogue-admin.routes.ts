import { categorySchema, categoryUpdateSchema, componentSchema, packageSchema } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import * as catalogue from './catalogue-admin.service.ts';
import { offerRoutes } from './offer.routes.ts';
import { productItemSchema } from './product.routes.ts';

const tags = ['Packages and products'];
const staff = { access: ['SUPPORT', 'ADMIN', 'SALES_AGENT'] } as const;
/** Support staff (engineers included: the Packages tab of their navigation bar) and admins. */
const backOffice = { access: ['SUPPORT', 'ADMIN'] } as const;
const admin = { access: ['ADMIN'] } as const;

/** The battery a package is built on (staff spec §9: battery choice 1 Tubular, 2 Lithium), or null for none. */
const batteryTypeSchema = z.enum(['tubular', 'lithium']).nullable();

const staffProductSchema = productItemSchema.extend({
  installationCost: z.number(),
  transportCost: z.number(),
  isActive: z.boolean(),
  batteryType: batteryTypeSchema,
});

const optionSchema = z.object({
  equityPecentage: z.number(),
  equityPayment: z.number(),
  monthlyRepayment: z.number(),
  repaymentDuration: z.number(),
  totalRepayable: z.number(),
  costOfCredit: z.number(),
});

const savedId = envelope({ data: z.object({ id: z.number().int() }) });

const allProductsSchema = {
  tags,
  summary: 'Every package, withdrawn ones too (active first), with its default plan, costs and battery type',
  response: { 200: envelope({ data: z.array(staffProductSchema) }) },
};

const componentCatalogueSchema = {
  tags,
  summary: 'Every category with every component (withdrawn ones too), its unit price and ratings',
  response: {
    200: envelope({
      data: z.array(
        z.object({
          id: z.number().int(),
          /** Stable across renames: 'tubular-batteries', 'lithium-batteries', 'inverters', … */
          key: z.string(),
          name: z.string(),
          components: z.array(
            z.object({
              id: z.number().int(),
              name: z.string(),
              unitPrice: z.number(),
              powerWatts: z.number().int().nullable(),
              capacityWh: z.number().int().nullable(),
              isActive: z.boolean(),
              lithiumAlternativeId: z.number().int().nullable(),
            }),
          ),
        }),
      ),
    }),
  },
};

const productSchema = {
  tags,
  summary: 'A package with its components, unit prices, costs and default plan',
  querystring: z.object({ id: z.coerce.number({ error: 'Which package? id is required' }).int().positive() }),
  response: {
    200: envelope({
      data: staffProductSchema.extend({
        batteryComponentId: z.number().int().nullable(),
        components: z.array(
          z.object({
            componentId: z.number().int(),
            name: z.string(),
            categoryName: z.string(),
            unitPrice: z.number(),
            quantity: z.number().int(),
          }),
        ),
      }),
    }),
  },
};

const repaymentsSchema = {
  tags,
  summary:
    'A package’s repayment preview: every down-payment option, and the schedule of one (the lowest unless EquityPecentage says which) as if installed today',
  querystring: z.object({
    productId: z.coerce.number({ error: 'Which package? productId is required' }).int().positive(),
    EquityPecentage: z.coerce
      .number({ error: 'Choose a down payment option' })
      .int('Choose a down payment option')
      .optional(),
  }),
  response: {
    200: envelope({
      product: z.object({
        id: z.number().int(),
        name: z.string(),
        oneOffPaymentCost: z.number(),
        initialPayment: z.number(),
        contributionPecentage: z.number(),
        repaymentAmount: z.number(),
        repaymentLength: z.number().int(),
      }),
      generalRepayment: z.array(
        z.object({ totalRepayment: z.number(), installmentDate: z.string(), repaymentStatus: z.string() }),
      ),
      options: z.array(optionSchema),
      effectiveAnnualRate: z.number(),
    }),
  },
};

const createProductSchema = {
  tags,
  summary: 'Create a starter package',
  body: packageSchema,
  response: { 200: savedId },
};

const updateProductSchema = {
  tags,
  summary: 'Change a starter package (its components, costs, terms; isActive false withdraws it)',
  body: packageSchema.extend({ id: z.coerce.number().int().positive() }),
  response: { 200: savedId },
};

const createCategorySchema = {
  tags,
  summary: 'Add a component category',
  body: categorySchema,
  response: { 200: savedId },
};

const updateCategorySchema = {
  tags,
  summary: 'Rename a component category (its key, which the code reads, stays; quotes already sent keep their lines)',
  body: categoryUpdateSchema,
  response: { 200: savedId },
};

const createComponentSchema = {
  tags,
  summary: 'Add a component with its unit price',
  body: componentSchema,
  response: { 200: savedId },
};

const updateComponentSchema = {
  tags,
  summary: 'Change a component or its price (quotes already sent keep their prices)',
  body: componentSchema.extend({ id: z.coerce.number().int().positive() }),
  response: { 200: savedId },
};

/** Packages, components, categories and prices: read by staff and agents, changed by admins, every change audited. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueReadRoutes);
  await app.register(packageWriteRoutes);
  await app.register(componentWriteRoutes);
  await app.register(offerRoutes);
};

/** What staff and agents read: packages as staff see them, the component catalogue, a repayment preview. */
const catalogueReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/Product/GetAllProducts', { config: backOffice, schema: allProductsSchema }, async () => ({
    status: true as const,
    message: 'Packages',
    data: await catalogue.allStaffProducts(app.deps),
  }));

  app.get('/Product/GetComponentCatalogue', { config: backOffice, schema: componentCatalogueSchema }, async () => ({
    status: true as const,
    message: 'Components',
    data: await catalogue.componentCatalogue(app.deps),
  }));

  app.get('/Product/GetProductWithRelatedProperties', { config: staff, schema: productSchema }, async (request) => ({
    status: true as const,
    message: 'Package',
    data: await catalogue.productWithProperties(app.deps, request.query.id, requireAuth(request).user),
  }));

  app.get('/Transaction/GenerateProductRepayments', { config: staff, schema: repaymentsSchema }, async (request) => {
    const { productId, EquityPecentage } = request.query;
    const preview = await catalogue.repaymentPreview(app.deps, productId, requireAuth(request).user, EquityPecentage);
    return { status: true as const, message: 'Repayment preview', ...preview };
  });
};

/** Packages: created and changed by admins. */
const packageWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/Product/CreateProduct', { config: admin, schema: createProductSchema }, async (request) => ({
    status: true as const,
    message: 'Package created.',
    data: { id: await catalogue.saveProduct(app.deps, requireAuth(request).user.id, null, request.body) },
  }));

  app.post('/Product/UpdateProduct', { config: admin, schema: updateProductSchema }, async (request) => ({
    status: true as const,
    message: 'Package saved.',
    data: { id: await catalogue.saveProduct(app.deps, requireAuth(request).user.id, request.body.id, request.body) },
  }));
};

/** Categories and components: created and changed by admins. */
const componentWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/Product/CreateComponentCategory', { config: admin, schema: createCategorySchema }, async (request) => ({
    status: true as const,
    message: 'Category added.',
    data: { id: await catalogue.createCategory(app.deps, requireAuth(request).user.id, request.body) },
  }));

  app.post('/Product/UpdateComponentCategory', { config: admin, schema: updateCategorySchema }, async (request) => {
    await catalogue.renameCategory(app.deps, requireAuth(request).user.id, request.body);
    return { status: true as const, message: 'Category renamed.', data: { id: request.body.id } };
  });

  app.post('/Product/CreateComponent', { config: admin, schema: createComponentSchema }, async (request) => ({
    status: true as const,
    message: 'Component added.',
    data: { id: await catalogue.saveComponent(app.deps, requireAuth(request).user.id, null, request.body) },
  }));

  app.post('/Product/UpdateComponent', { config: admin, schema: updateComponentSchema }, async (request) => ({
    status: true as const,
    message: 'Component saved.',
    data: { id: await catalogue.saveComponent(app.deps, requireAuth(request).user.id, request.body.id, request.body) },
  }));
};
