import { AppError, kobo, koboToNaira, nairaToKobo, repaymentSchedule, lagosDate } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import { envelope } from '../../lib/http.ts';
import { audit } from '../audit/audit.repository.ts';
import { loadSettings } from '../settings/settings.service.ts';
import { productService } from './product.service.ts';
import { productItemSchema } from './product.routes.ts';

const staff = { access: ['SUPPORT', 'ADMIN', 'SALES_AGENT'] } as const;
const admin = { access: ['ADMIN'] } as const;
const money = (what: string) =>
  z.coerce
    .number({ error: `Enter the ${what} in naira` })
    .min(0, `The ${what} cannot be negative`)
    .max(100_000_000, `The ${what} is too large; check the figure`);
const name = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(2, `Enter the ${what}`)
    .max(120, `Keep the ${what} under 120 characters`);

/** Packages, components, categories and prices: read by staff and agents, changed by admins, every change audited. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const products = productService(db);
  const tags = ['Packages and products'];

  app.get(
    '/Product/GetProductWithRelatedProperties',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A package with its components, unit prices, costs and default plan',
        querystring: z.object({ id: z.coerce.number({ error: 'Which package? id is required' }).int().positive() }),
        response: {
          200: envelope({
            data: productItemSchema.extend({
              installationCost: z.number(),
              transportCost: z.number(),
              isActive: z.boolean(),
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
      },
    },
    async (request) => {
      const item = await products.one(request.query.id, undefined, false);
      const row = await db
        .selectFrom('product')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirstOrThrow();
      const lines = await db
        .selectFrom('product_component')
        .innerJoin('component', 'component.id', 'product_component.component_id')
        .innerJoin('component_category', 'component_category.id', 'component.category_id')
        .select([
          'component.id',
          'component.name',
          'component.unit_price_kobo',
          'component_category.name as category_name',
          'product_component.quantity',
        ])
        .where('product_component.product_id', '=', row.id)
        .orderBy('component_category.sort_order')
        .execute();
      return {
        status: true as const,
        message: 'Package',
        data: {
          ...item,
          installationCost: koboToNaira(kobo(row.installation_cost_kobo)),
          transportCost: koboToNaira(kobo(row.transport_cost_kobo)),
          isActive: row.is_active,
          batteryComponentId: row.battery_component_id,
          components: lines.map((l) => ({
            componentId: l.id,
            name: l.name,
            categoryName: l.category_name,
            unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
            quantity: l.quantity,
          })),
        },
      };
    },
  );

  app.get(
    '/Transaction/GenerateProductRepayments',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A package’s repayment preview: the default plan and its schedule as if installed today',
        querystring: z.object({
          productId: z.coerce.number({ error: 'Which package? productId is required' }).int().positive(),
        }),
        response: {
          200: envelope({
            product: z.object({
              id: z.number().int(),
              name: z.string(),
              initialPayment: z.number(),
              contributionPecentage: z.number(),
              repaymentAmount: z.number(),
              repaymentLength: z.number().int(),
            }),
            generalRepayment: z.array(
              z.object({ totalRepayment: z.number(), installmentDate: z.string(), repaymentStatus: z.string() }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const item = await products.one(request.query.productId, undefined, false);
      const settings = await loadSettings(db);
      const pct = Math.min(...settings.equityPercentages);
      const financed = kobo(nairaToKobo(item.product.oneOffPaymentCost) - nairaToKobo(item.product.initialPayment));
      const schedule = repaymentSchedule(
        financed,
        settings.monthlyInterestRateBps,
        item.product.repaymentLength,
        lagosDate(app.deps.clock.now()),
      );
      return {
        status: true as const,
        message: 'Repayment preview',
        product: {
          id: item.product.id,
          name: item.product.name,
          initialPayment: item.product.initialPayment,
          contributionPecentage: pct,
          repaymentAmount: item.product.repaymentAmount,
          repaymentLength: item.product.repaymentLength,
        },
        generalRepayment: schedule.map((i) => ({
          totalRepayment: koboToNaira(i.amount),
          installmentDate: i.dueDate,
          repaymentStatus: 'pending',
        })),
      };
    },
  );

  const productBody = z.object({
    name: name('package name'),
    description: z
      .string({ error: 'Describe the package' })
      .trim()
      .min(10, 'Describe the package in a sentence or two')
      .max(600),
    hasSolarPanel: z.boolean({ error: 'Say whether the package has solar panels' }),
    warrantyMonths: z.coerce.number().int().min(0).max(120),
    repaymentLengthMonths: z.coerce.number().int().min(1).max(60),
    installationCost: money('installation cost'),
    transportCost: money('transport cost'),
    isActive: z.boolean().default(true),
    components: z
      .array(
        z.object({
          componentId: z.coerce.number().int().positive(),
          quantity: z.coerce.number().int().min(1, 'Please add quantity').max(10_000),
        }),
      )
      .min(1, 'Add at least one component'),
  });

  async function saveProduct(actorId: number, id: number | null, body: z.infer<typeof productBody>) {
    const ids = body.components.map((c) => c.componentId);
    if (new Set(ids).size !== ids.length)
      throw new AppError('VALIDATION_FAILED', 'Each component can appear once; change its quantity instead.');
    const found = await db
      .selectFrom('component')
      .innerJoin('component_category', 'component_category.id', 'component.category_id')
      .select(['component.id', 'component_category.key'])
      .where('component.id', 'in', ids)
      .execute();
    if (found.length !== ids.length)
      throw new AppError('VALIDATION_FAILED', 'One of the components is not in the catalogue.');
    const battery = found.find((c) => c.key === 'tubular-batteries')?.id ?? null;
    return db.transaction().execute(async (trx) => {
      const values = {
        name: body.name,
        description: body.description,
        has_solar_panel: body.hasSolarPanel,
        warranty_months: body.warrantyMonths,
        repayment_length_months: body.repaymentLengthMonths,
        installation_cost_kobo: nairaToKobo(body.installationCost),
        transport_cost_kobo: nairaToKobo(body.transportCost),
        battery_component_id: battery,
        is_active: body.isActive,
        updated_at: new Date(),
      };
      const before =
        id === null
          ? null
          : await trx.selectFrom('product').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (id !== null && !before) throw new AppError('NOT_FOUND', 'We could not find that package.');
      const saved =
        id === null
          ? await trx.insertInto('product').values(values).returning('id').executeTakeFirstOrThrow()
          : await trx.updateTable('product').set(values).where('id', '=', id).returning('id').executeTakeFirstOrThrow();
      await trx.deleteFrom('product_component').where('product_id', '=', saved.id).execute();
      await trx
        .insertInto('product_component')
        .values(
          body.components.map((c) => ({ product_id: saved.id, component_id: c.componentId, quantity: c.quantity })),
        )
        .execute();
      await audit(trx, {
        actorUserId: actorId,
        action: id === null ? 'product.created' : 'product.updated',
        entity: 'product',
        entityId: saved.id,
        before: before ?? undefined,
        after: body,
      });
      return saved.id;
    });
  }

  app.post(
    '/Product/CreateProduct',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a starter package',
        body: productBody,
        response: { 200: envelope({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Package created.',
      data: { id: await saveProduct(requireAuth(request).user.id, null, request.body) },
    }),
  );

  app.post(
    '/Product/UpdateProduct',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a starter package (its components, costs, terms; isActive false withdraws it)',
        body: productBody.extend({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Package saved.',
      data: { id: await saveProduct(requireAuth(request).user.id, request.body.id, request.body) },
    }),
  );

  app.post(
    '/Product/CreateComponentCategory',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a component category',
        body: z.object({ name: name('category name') }),
        response: { 200: envelope({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request) => {
      const key = request.body.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const exists = await db
        .selectFrom('component_category')
        .select('id')
        .where((eb) => eb.or([eb('key', '=', key), eb(eb.fn('lower', ['name']), '=', request.body.name.toLowerCase())]))
        .executeTakeFirst();
      if (exists) throw new AppError('CONFLICT', 'That category already exists.');
      const max = await db
        .selectFrom('component_category')
        .select((eb) => eb.fn.max('sort_order').as('m'))
        .executeTakeFirstOrThrow();
      const saved = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('component_category')
          .values({ key, name: request.body.name, sort_order: Number(max.m ?? 0) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, {
          actorUserId: requireAuth(request).user.id,
          action: 'category.created',
          entity: 'component_category',
          entityId: row.id,
          after: request.body,
        });
        return row;
      });
      return { status: true as const, message: 'Category added.', data: { id: saved.id } };
    },
  );

  const componentBody = z.object({
    categoryId: z.coerce.number({ error: 'Choose the category' }).int().positive('Choose the category'),
    name: name('component name'),
    unitPrice: money('unit price'),
    powerWatts: z.coerce.number().int().min(0).max(100_000).nullish(),
    capacityWh: z.coerce.number().int().min(0).max(1_000_000).nullish(),
    isActive: z.boolean().default(true),
  });

  async function saveComponent(actorId: number, id: number | null, body: z.infer<typeof componentBody>) {
    const category = await db
      .selectFrom('component_category')
      .select('id')
      .where('id', '=', body.categoryId)
      .executeTakeFirst();
    if (!category) throw new AppError('VALIDATION_FAILED', 'Choose the category');
    return db.transaction().execute(async (trx) => {
      const values = {
        category_id: body.categoryId,
        name: body.name,
        unit_price_kobo: nairaToKobo(body.unitPrice),
        power_watts: body.powerWatts ?? null,
        capacity_wh: body.capacityWh ?? null,
        is_active: body.isActive,
        updated_at: new Date(),
      };
      const before =
        id === null
          ? null
          : await trx.selectFrom('component').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (id !== null && !before) throw new AppError('NOT_FOUND', 'We could not find that component.');
      const saved =
        id === null
          ? await trx.insertInto('component').values(values).returning('id').executeTakeFirstOrThrow()
          : await trx
              .updateTable('component')
              .set(values)
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirstOrThrow();
      await audit(trx, {
        actorUserId: actorId,
        action: id === null ? 'component.created' : 'component.updated',
        entity: 'component',
        entityId: saved.id,
        before: before
          ? { name: before.name, unitPrice: koboToNaira(kobo(before.unit_price_kobo)), isActive: before.is_active }
          : undefined,
        after: { name: body.name, unitPrice: body.unitPrice, isActive: body.isActive },
      });
      return saved.id;
    });
  }

  app.post(
    '/Product/CreateComponent',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a component with its unit price',
        body: componentBody,
        response: { 200: envelope({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Component added.',
      data: { id: await saveComponent(requireAuth(request).user.id, null, request.body) },
    }),
  );

  app.post(
    '/Product/UpdateComponent',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a component or its price (quotes already sent keep their prices)',
        body: componentBody.extend({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Component saved.',
      data: { id: await saveComponent(requireAuth(request).user.id, request.body.id, request.body) },
    }),
  );
};
