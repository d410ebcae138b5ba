import {
  AppError,
  componentLineError,
  type categorySchema,
  type categoryUpdateSchema,
  type componentSchema,
  downPaymentOptions,
  effectiveAnnualRate,
  kobo,
  koboToNaira,
  lagosDate,
  nairaToKobo,
  type packageSchema,
  planFor,
  repaymentSchedule,
  UserRole,
} from '@imole/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { audit } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import * as repo from './catalogue-admin.repository.ts';
import { listProductComponents } from './product.repository.ts';
import { checkMayRead, offerMessages } from './offer.service.ts';
import { priceItem } from './product.service.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';

/** The battery a package is built on (staff spec §9: battery choice 1 Tubular, 2 Lithium), or null for none. */
export type BatteryType = 'tubular' | 'lithium' | null;
function batteryTypeOf(categoryKeys: readonly string[]): BatteryType {
  if (categoryKeys.includes('tubular-batteries')) return 'tubular';
  if (categoryKeys.includes('lithium-batteries')) return 'lithium';
  return null;
}

const categoryExists = 'That category already exists.';

/** A category's key (`tubular-batteries`): set from its first name and kept when it is renamed (the code reads it). */
const categoryKeyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Another category has this name, whatever its case, or the key this name would make (`except` is the one renamed). */
const categoryNameTaken = (db: DbOrTx, name: string, except?: number) =>
  repo.categoryKeyOrNameTaken(db, categoryKeyOf(name), name, except);

/**
 * Packages as staff see them: withdrawn ones too (the customer and public calls list active packages only), each
 * priced exactly as customers see it (its default plan), with its lines.
 */
async function staffProducts(deps: AppDeps, productId?: number) {
  const { db } = deps;
  const [rows, settings] = await Promise.all([repo.listStaffProducts(db, productId), loadSettings(db)]);
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

/**
 * One package; a withdrawn one is shown to support and admins only (agents sell active packages), and an agent sees
 * only a package they may offer (docs/sales.md "What each agent may offer"), with the plans they may offer.
 */
async function staffProduct(deps: AppDeps, productId: number, user: Viewer) {
  const [found] = await staffProducts(deps, productId);
  if (!found || (!found.row.is_active && user.user_role === UserRole.SalesAgent))
    throw new AppError('NOT_FOUND', 'We could not find that package. Choose one from the list.');
  const offer = await checkMayRead(deps.db, user, productId);
  if (!offer || offer.source === 'everything' || offer.plans.length === 0)
    return { ...found, plans: offer?.plans ?? null };
  // Its default plan is the lowest down payment this agent may offer.
  const settings = { ...(await loadSettings(deps.db)), equityPercentages: offer.plans };
  return { ...found, item: { ...found.item, ...priceItem(found.row, found.lines, settings) }, plans: offer.plans };
}

type Viewer = Pick<AppUserRow, 'id' | 'user_role'>;

/** Every package, withdrawn ones too, active first. */
export async function allStaffProducts(deps: AppDeps) {
  return (await staffProducts(deps)).map((p) => p.item);
}

/** A package with its battery and its lines as staff read them. */
export async function productWithProperties(deps: AppDeps, productId: number, user: Viewer) {
  const { row, lines, item } = await staffProduct(deps, productId, user);
  return {
    ...item,
    batteryComponentId: row.battery_component_id,
    components: lines.map((l) => ({
      componentId: l.componentId,
      name: l.name,
      categoryName: l.categoryName,
      unitPrice: koboToNaira(l.unitPrice),
      quantity: l.quantity,
    })),
  };
}

/** Every category with every component, withdrawn ones too. */
export async function componentCatalogue(deps: AppDeps) {
  const [categories, components] = await Promise.all([repo.listCategories(deps.db), repo.listAllComponents(deps.db)]);
  return categories.map((category) => ({
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
  }));
}

/**
 * A package's repayment preview: every down-payment option, and the schedule of one (the lowest offered unless
 * `equityPercentage` says which) as if installed today.
 */
export async function repaymentPreview(
  deps: AppDeps,
  productId: number,
  user: Viewer,
  equityPercentage: number | undefined,
) {
  const { item, plans } = await staffProduct(deps, productId, user);
  const settings = await loadSettings(deps.db);
  // An agent previews only the down payments they may offer.
  if (plans !== null && plans.length === 0) throw new AppError('VALIDATION_FAILED', offerMessages.notAllowedPlan([]));
  const offered = plans ?? settings.equityPercentages;
  const pct = equityPercentage ?? Math.min(...offered);
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
    lagosDate(deps.clock.now()),
  );
  return {
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
    options: downPaymentOptions(total, { ...settings, equityPercentages: offered }, months),
    effectiveAnnualRate: Math.round(effectiveAnnualRate(settings.monthlyInterestRateBps) * 10_000) / 100,
  };
}

/** Creates a package (`id` null) or changes one, with its lines, audited; answers its id. */
export async function saveProduct(
  deps: AppDeps,
  actorId: number,
  id: number | null,
  body: z.infer<typeof packageSchema>,
): Promise<number> {
  const { db } = deps;
  const ids = body.components.map((c) => c.componentId);
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'Each component can appear once; change its quantity instead.');
  const found = await repo.findComponentCategoryKeys(db, ids);
  if (found.length !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'One of the components is not in the catalogue.');
  // A package's lines keep the customer's rules for a line (panel cable: 20 yards at least; issue 19).
  for (const line of body.components) {
    const key = found.find((c) => c.id === line.componentId)?.key ?? '';
    const refused = componentLineError({ name: key, productId: line.componentId, quantity: line.quantity });
    if (refused) throw new AppError('VALIDATION_FAILED', refused);
  }
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
    const before = id === null ? null : await repo.lockProduct(trx, id);
    if (id !== null && !before) throw new AppError('NOT_FOUND', 'We could not find that package.');
    const saved = id === null ? await repo.insertProduct(trx, values) : await repo.updateProduct(trx, id, values);
    await repo.replaceProductComponents(trx, saved.id, body.components);
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

/** Adds a category at the end of the list, its key made from its name; answers its id. */
export async function createCategory(
  deps: AppDeps,
  actorId: number,
  body: z.infer<typeof categorySchema>,
): Promise<number> {
  const { db } = deps;
  const key = categoryKeyOf(body.name);
  if (await categoryNameTaken(db, body.name)) throw new AppError('CONFLICT', categoryExists);
  const max = await repo.maxCategorySortOrder(db);
  const saved = await db.transaction().execute(async (trx) => {
    const row = await repo.insertCategory(trx, { key, name: body.name, sortOrder: max + 1 });
    await audit(trx, {
      actorUserId: actorId,
      action: 'category.created',
      entity: 'component_category',
      entityId: row.id,
      after: body,
    });
    return row;
  });
  return saved.id;
}

/** Renames a category; its key, which the code reads, stays. */
export async function renameCategory(
  deps: AppDeps,
  actorId: number,
  body: z.infer<typeof categoryUpdateSchema>,
): Promise<void> {
  const { id, name } = body;
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const before = await repo.lockCategory(trx, id);
      if (!before) throw new AppError('NOT_FOUND', 'We could not find that category.');
      if (before.name === name) return;
      if (await categoryNameTaken(trx, name, id)) throw new AppError('CONFLICT', categoryExists);
      await repo.renameCategory(trx, id, name);
      await audit(trx, {
        actorUserId: actorId,
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
}

/** Creates a component (`id` null) or changes one or its price, audited; answers its id. */
export async function saveComponent(
  deps: AppDeps,
  actorId: number,
  id: number | null,
  body: z.infer<typeof componentSchema>,
): Promise<number> {
  const { db } = deps;
  const category = await repo.findCategory(db, body.categoryId);
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
    const before = id === null ? null : await repo.lockComponent(trx, id);
    if (id !== null && !before) throw new AppError('NOT_FOUND', 'We could not find that component.');
    const saved = id === null ? await repo.insertComponent(trx, values) : await repo.updateComponent(trx, id, values);
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
