import {
  AppError,
  categorySchema,
  categoryUpdateSchema,
  componentSchema,
  downPaymentOptions,
  effectiveAnnualRate,
  kobo,
  koboToNaira,
  lagosDate,
  nairaToKobo,
  packageSchema,
  planFor,
  repaymentSchedule,
  UserRole,
} from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database.ts';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { audit } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import { listProductComponents } from './product.repository.ts';
import { priceItem } from './product.service.ts';
import { productItemSchema } from './product.routes.ts';

const staff = { access: ['SUPPORT', 'ADMIN', 'SALES_AGENT'] } as const;
/** Support staff (engineers included: the Packages tab of their navigation bar) and admins. */
const backOffice = { access: ['SUPPORT', 'ADMIN'] } as const;
const admin = { access: ['ADMIN'] } as const;

/** The battery a package is built on (staff spec §9: battery choice 1 Tubular, 2 Lithium), or null for none. */
const batteryTypeSchema = z.enum(['tubular', 'lithium']).nullable();
type BatteryType = z.infer<typeof batteryTypeSchema>;
function batteryTypeOf(categoryKeys: readonly string[]): BatteryType {
  if (categoryKeys.includes('tubular-batteries')) return 'tubular';
  if (categoryKeys.includes('lithium-batteries')) return 'lithium';
  return null;
}

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

const categoryExists = 'That category already exists.';

/** A category's key (`tubular-batteries`): set from its first name and kept when it is renamed (the code reads it). */
const categoryKeyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Another category has this name, whatever its case, or the key this name would make (`except` is the one renamed). */
async function categoryNameTaken(db: DbOrTx, name: string, except?: number): Promise<boolean> {
  let query = db
    .selectFrom('component_category')
    .select('id')
    .where((eb) => eb.or([eb('key', '=', categoryKeyOf(name)), eb(eb.fn('lower', ['name']), '=', name.toLowerCase())]));
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Packages, components, categories and prices: read by staff and agents, changed by admins, every change audited. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['Packages and products'];

  /**
   * Packages as staff see them: withdrawn ones too (the customer and public calls list active packages only), each
   * priced exactly as customers see it (its default plan), with its lines.
   */
  async function staffProducts(productId?: number) {
    let query = db
      .selectFrom('product')
      .select([
        'id',
        'name',
        'description',
        'has_solar_panel',
        'warranty_months',
        'repayment_length_months',
        'installation_cost_kobo',
        'transport_cost_kobo',
        'battery_component_id',
        'is_active',
      ])
      .orderBy('is_active', 'desc')
      .orderBy('has_solar_panel')
      .orderBy('id');
    if (productId !== undefined) query = query.where('id', '=', productId);
    const [rows, settings] = await Promise.all([query.execute(), loadSettings(db)]);
    const components = await listProductComponents(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const lines = components
        .filter((c) => c.product_id === row.id)
        .map((c) => ({
          componentId: c.id,
          name: c.name,
          categoryKey: c.category_key,
          categoryName: c.category_name,
          unitPrice: kobo(c.unit_price_kobo),
          quantity: c.quantity,
          powerWatts: c.power_watts,
          capacityWh: c.capacity_wh,
          lithiumAlternativeId: c.lithium_alternative_id,
        }));
      return {
        row,
        lines,
        item: {
          ...priceItem(row, lines, settings),
          installationCost: koboToNaira(kobo(row.installation_cost_kobo)),
          transportCost: koboToNaira(kobo(row.transport_cost_kobo)),
          isActive: row.is_active,
          batteryType: batteryTypeOf(lines.map((l) => l.categoryKey)),
        },
      };
    });
  }

  /** One package; a withdrawn one is shown to support and admins only (agents sell active packages). */
  async function staffProduct(productId: number, role: number) {
    const [found] = await staffProducts(productId);
    if (!found || (!found.row.is_active && role === UserRole.SalesAgent))
      throw new AppError('NOT_FOUND', 'We could not find that package. Choose one from the list.');
    return found;
  }

  app.get(
    '/Product/GetAllProducts',
    {
      config: backOffice,
      schema: {
        tags,
        summary: 'Every package, withdrawn ones too (active first), with its default plan, costs and battery type',
        response: { 200: envelope({ data: z.array(staffProductSchema) }) },
      },
    },
    async () => ({
      status: true as const,
      message: 'Packages',
      data: (await staffProducts()).map((p) => p.item),
    }),
  );

  app.get(
    '/Product/GetComponentCatalogue',
    {
      config: backOffice,
      schema: {
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
      },
    },
    async () => {
      const [categories, components] = await Promise.all([
        db.selectFrom('component_category').select(['id', 'key', 'name']).orderBy('sort_order').orderBy('id').execute(),
        db
          .selectFrom('component')
          .select([
            'id',
            'category_id',
            'name',
            'unit_price_kobo',
            'power_watts',
            'capacity_wh',
            'is_active',
            'lithium_alternative_id',
          ])
          .orderBy('is_active', 'desc')
          .orderBy('unit_price_kobo')
          .orderBy('id')
          .execute(),
      ]);
      return {
        status: true as const,
        message: 'Components',
        data: categories.map((category) => ({
          id: category.id,
          key: category.key,
          name: category.name,
          components: components
            .filter((c) => c.category_id === category.id)
            .map((c) => ({
              id: c.id,
              name: c.name,
              unitPrice: koboToNaira(kobo(c.unit_price_kobo)),
              powerWatts: c.power_watts,
              capacityWh: c.capacity_wh,
              isActive: c.is_active,
              lithiumAlternativeId: c.lithium_alternative_id,
            })),
        })),
      };
    },
  );

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
      },
    },
    async (request) => {
      const { row, lines, item } = await staffProduct(request.query.id, requireAuth(request).user.user_role);
      return {
        status: true as const,
        message: 'Package',
        data: {
          ...item,
          batteryComponentId: row.battery_component_id,
          components: lines.map((l) => ({
            componentId: l.componentId,
            name: l.name,
            categoryName: l.categoryName,
            unitPrice: koboToNaira(l.unitPrice),
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
      },
    },
    async (request) => {
      const { item } = await staffProduct(request.query.productId, requireAuth(request).user.user_role);
      const settings = await loadSettings(db);
      const offered = settings.equityPercentages;
      const pct = request.query.EquityPecentage ?? Math.min(...offered);
      if (!offered.includes(pct)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Choose one of the offered down payments: ${[...offered].sort((a, b) => a - b).join('%, ')}%.`,
        );
      }
      const total = nairaToKobo(item.product.oneOffPaymentCost);
      const months = item.product.repaymentLength;
      const plan = planFor(total, pct, settings.monthlyInterestRateBps, months);
      const schedule = repaymentSchedule(
        plan.financed,
        settings.monthlyInterestRateBps,
        months,
        lagosDate(app.deps.clock.now()),
      );
      return {
        status: true as const,
        message: 'Repayment preview',
        product: {
          id: item.product.id,
          name: item.product.name,
          oneOffPaymentCost: item.product.oneOffPaymentCost,
          initialPayment: koboToNaira(plan.equity),
          contributionPecentage: pct,
          repaymentAmount: koboToNaira(plan.monthly),
          repaymentLength: months,
        },
        generalRepayment: schedule.map((i) => ({
          totalRepayment: koboToNaira(i.amount),
          installmentDate: i.dueDate,
          repaymentStatus: 'pending',
        })),
        options: downPaymentOptions(total, settings, months),
        effectiveAnnualRate: Math.round(effectiveAnnualRate(settings.monthlyInterestRateBps) * 10_000) / 100,
      };
    },
  );

  const productBody = packageSchema;

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
        body: categorySchema,
        response: { 200: envelope({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request) => {
      const key = categoryKeyOf(request.body.name);
      if (await categoryNameTaken(db, request.body.name)) throw new AppError('CONFLICT', categoryExists);
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

  app.post(
    '/Product/UpdateComponentCategory',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Rename a component category (its key, which the code reads, stays; quotes already sent keep their lines)',
        body: categoryUpdateSchema,
        response: { 200: envelope({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request) => {
      const { id, name } = request.body;
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await trx
            .selectFrom('component_category')
            .select(['id', 'name'])
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!before) throw new AppError('NOT_FOUND', 'We could not find that category.');
          if (before.name === name) return;
          if (await categoryNameTaken(trx, name, id)) throw new AppError('CONFLICT', categoryExists);
          await trx.updateTable('component_category').set({ name }).where('id', '=', id).execute();
          await audit(trx, {
            actorUserId: requireAuth(request).user.id,
            action: 'category.updated',
            entity: 'component_category',
            entityId: id,
            before: { name: before.name },
            after: { name },
          });
        })
        .catch((error: unknown) => {
          // Two admins giving two categories the same name at once: the unique index keeps one.
          if ((error as { code?: unknown }).code === '23505') throw new AppError('CONFLICT', categoryExists);
          throw error;
        });
      return { status: true as const, message: 'Category renamed.', data: { id } };
    },
  );

  const componentBody = componentSchema;

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
