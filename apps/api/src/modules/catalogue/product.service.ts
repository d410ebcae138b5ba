import { AppError, kobo, koboToNaira, planFor, type Kobo, type PackageCapacity, type Settings } from '@imole/domain';
import type { KyselyPlugin } from 'kysely';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Listen, Listening } from '../../db/listen.ts';
import { watchWrites } from '../../db/write-watch.ts';
import { loadSettings } from '../settings/index.ts';
import * as repo from './product.repository.ts';

export interface ProductItem {
  product: {
    id: number;
    name: string;
    description: string;
    repaymentAmount: number;
    repaymentLength: number;
    initialPayment: number;
    oneOffPaymentCost: number;
    warrantyPeriod: number;
    hasSolarPanel: boolean;
  };
  /** name and quantity as the spec reads them, plus the component's id for staff building a quote from it. */
  productComponents: { name: string; quantity: number; componentId: number }[];
  componentIdToSwitch: number | null;
}

interface Line {
  componentId: number;
  name: string;
  categoryKey: string;
  unitPrice: Kobo;
  quantity: number;
  powerWatts: number | null;
  capacityWh: number | null;
  lithiumAlternativeId: number | null;
}

/** Components + installation + transport (design.md §6; the discount comes with staff pricing). */
export function totalOf(lines: readonly Line[], installation: number, transport: number): Kobo {
  return kobo(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) + installation + transport);
}

/** The default plan shown on a package: the lowest equity percentage offered, over the package's plan length. */
export function priceItem(
  product: Omit<repo.ProductRecord, 'is_web'>,
  lines: readonly Line[],
  settings: Settings,
): ProductItem {
  const total = totalOf(lines, product.installation_cost_kobo, product.transport_cost_kobo);
  const plan = planFor(
    total,
    Math.min(...settings.equityPercentages),
    settings.monthlyInterestRateBps,
    product.repayment_length_months,
  );
  return {
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      repaymentAmount: koboToNaira(plan.monthly),
      repaymentLength: product.repayment_length_months,
      initialPayment: koboToNaira(plan.equity),
      oneOffPaymentCost: koboToNaira(total),
      warrantyPeriod: product.warranty_months,
      hasSolarPanel: product.has_solar_panel,
    },
    productComponents: lines.map((l) => ({ name: l.name, quantity: l.quantity, componentId: l.componentId })),
    componentIdToSwitch: lines.some((l) => l.componentId === product.battery_component_id)
      ? product.battery_component_id
      : null,
  };
}

const toLine = (c: repo.ProductComponentRecord | (repo.ComponentRecord & { quantity: number })): Line => ({
  componentId: c.id,
  name: c.name,
  categoryKey: c.category_key,
  unitPrice: kobo(c.unit_price_kobo),
  quantity: c.quantity,
  powerWatts: c.power_watts,
  capacityWh: c.capacity_wh,
  lithiumAlternativeId: c.lithium_alternative_id,
});

/** Everything a package's price is made of, as of one catalogue version, and the package lists priced from it. */
export interface CatalogueSnapshot {
  version: number;
  settings: Settings;
  /** Active packages with their lines, in list order. */
  products: readonly { product: repo.ProductRecord; lines: Line[] }[];
  /** The priced lists (web packages, every active package): the same frozen objects for as long as the version. */
  lists: { web: ProductItem[]; all: ProductItem[] };
}

async function loadSnapshot(db: DbOrTx, version: number): Promise<CatalogueSnapshot> {
  const [settings, products] = await Promise.all([loadSettings(db), repo.listActiveProducts(db, false)]);
  const components = await repo.listProductComponents(
    db,
    products.map((p) => p.id),
  );
  const withLines = products.map((product) => ({
    product,
    lines: components.filter((c) => c.product_id === product.id).map(toLine),
  }));
  const priced = withLines.map(({ product, lines }) => ({
    web: product.is_web,
    item: priceItem(product, lines, settings),
  }));
  return deepFreeze({
    version,
    settings,
    products: withLines,
    lists: { web: priced.filter((p) => p.web).map((p) => p.item), all: priced.map((p) => p.item) },
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * One snapshot per database handle, replaced when the catalogue's version moves. The version is read before the
 * rows, so a snapshot is never older than its version (a write landing in between only makes it newer, and the next
 * call, seeing the new version, loads again). Concurrent callers share one load.
 */
const snapshots = new WeakMap<Db, { version: number; snapshot: Promise<CatalogueSnapshot> }>();

/** The catalogue as of `version` (read by the caller, in its own query, before this call). */
export function catalogueAt(db: DbOrTx, version: number): Promise<CatalogueSnapshot> {
  // A transaction may hold uncommitted catalogue writes: it reads for itself and caches nothing.
  if (db.isTransaction) return loadSnapshot(db, version);
  const handle = db as Db;
  const cached = snapshots.get(handle);
  if (cached && cached.version === version) return cached.snapshot;
  const entry = { version, snapshot: loadSnapshot(handle, version) };
  snapshots.set(handle, entry);
  entry.snapshot.catch(() => {
    if (snapshots.get(handle) === entry) snapshots.delete(handle);
  });
  return entry.snapshot;
}

/** The tables whose writes move the catalogue version (migration 20261122001400's trigger). */
const CATALOGUE_TABLES = ['product', 'product_component', 'component', 'component_category', 'setting'] as const;
/** A write of this process that no notification has followed yet (rolled back, say) stops being awaited after this. */
const LOCAL_WRITE_WAIT_MS = 10_000;
/**
 * A kept version is read again after this long, notification or not: the bound on how stale a list can be when the
 * listening connection died without the process noticing yet (one small read per process every few seconds).
 */
const KEEP_MS = 5_000;

/**
 * The catalogue version as a process knows it without asking (issue 17 §2): kept from the version row while this
 * process hears the `catalogue_version` notifications, forgotten on each one (the trigger sends it when a writing
 * transaction commits) and whenever the listening connection drops or comes back. Without a live listener the row is
 * read on every call, as it is while a write made through this process has not been followed by its notification
 * (its transaction may not have committed yet), and a version read while a notification arrived is not kept. A kept
 * version is read again after KEEP_MS whatever happens, in case the listening connection died unnoticed.
 */
export class CatalogueVersionWatch {
  private known: number | undefined;
  private knownAt = 0;
  private generation = 0;
  private localWriteAt = 0;
  private listening: Listening | undefined;
  private db: Db | undefined;

  private forget(): void {
    this.generation += 1;
    this.known = undefined;
  }

  private trusted(): boolean {
    const awaitingCommit = this.localWriteAt !== 0 && Date.now() - this.localWriteAt < LOCAL_WRITE_WAIT_MS;
    return !awaitingCommit && (this.listening?.live() ?? false);
  }

  async version(read: () => Promise<number>): Promise<number> {
    if (this.known !== undefined && Date.now() - this.knownAt < KEEP_MS && this.trusted()) return this.known;
    const generation = this.generation;
    const startedAt = Date.now();
    const version = await read();
    if (generation === this.generation && this.trusted()) {
      this.known = version;
      this.knownAt = startedAt;
    }
    return version;
  }

  /** Forgets the version around every statement of this process that writes the catalogue. */
  plugin(): KyselyPlugin {
    return watchWrites(CATALOGUE_TABLES, () => {
      this.forget();
      this.localWriteAt = Date.now();
    });
  }

  /** Starts listening for changes to `db`'s catalogue (the handle built with `plugin()`). */
  async watch(db: Db, listen: Listen): Promise<void> {
    this.listening = await listen('catalogue_version', () => {
      this.forget();
      this.localWriteAt = 0;
    });
    this.db = db;
    watches.set(db, this);
  }

  async stop(): Promise<void> {
    if (this.db) watches.delete(this.db);
    await this.listening?.close();
  }
}

const watches = new WeakMap<Db, CatalogueVersionWatch>();

async function catalogueVersion(db: DbOrTx): Promise<number> {
  const watch = db.isTransaction ? undefined : watches.get(db as Db);
  return watch ? watch.version(() => repo.catalogueVersion(db)) : repo.catalogueVersion(db);
}

/** The current catalogue: the version (kept in memory while notifications arrive), and the rows only when it moved. */
export async function currentCatalogue(db: DbOrTx): Promise<CatalogueSnapshot> {
  return catalogueAt(db, await catalogueVersion(db));
}

export function productService(db: DbOrTx) {
  /** Products with their component lines; `swap` replaces a component by its lithium alternative. */
  async function productsWithLines(onlyWeb: boolean, productId?: number) {
    const products = await repo.listActiveProducts(db, onlyWeb, productId);
    const components = await repo.listProductComponents(
      db,
      products.map((p) => p.id),
    );
    return products.map((product) => ({
      product,
      lines: components.filter((c) => c.product_id === product.id).map(toLine),
    }));
  }

  async function withLithium(lines: Line[], componentIdToRemove: number): Promise<Line[]> {
    const line = lines.find((l) => l.componentId === componentIdToRemove);
    if (!line) throw new AppError('BAD_REQUEST', 'That component is not part of this package.');
    if (!line.lithiumAlternativeId) throw new AppError('BAD_REQUEST', 'This battery has no lithium alternative.');
    const [alternative] = await repo.findComponents(db, [line.lithiumAlternativeId]);
    if (!alternative) throw new AppError('BAD_REQUEST', 'This battery has no lithium alternative.');
    return lines.map((l) => (l === line ? toLine({ ...alternative, quantity: l.quantity }) : l));
  }

  return {
    /** The priced package list, from the catalogue cache: the same (frozen) array until the catalogue changes. */
    async list(onlyWeb: boolean): Promise<ProductItem[]> {
      const { lists } = await currentCatalogue(db);
      return onlyWeb ? lists.web : lists.all;
    },

    /** The public package list with the catalogue version it was priced at (the answer's ETag). */
    async webList(): Promise<{ version: number; data: ProductItem[] }> {
      const { version, lists } = await currentCatalogue(db);
      return { version, data: lists.web };
    },

    async one(productId: number, componentIdToRemove: number | undefined, onlyWeb: boolean): Promise<ProductItem> {
      const catalogue = await currentCatalogue(db);
      const row = catalogue.products.find((r) => r.product.id === productId && (!onlyWeb || r.product.is_web));
      if (!row) throw new AppError('NOT_FOUND', 'We could not find that package. Choose one from the list.');
      const lines = componentIdToRemove ? await withLithium(row.lines, componentIdToRemove) : row.lines;
      return priceItem(row.product, lines, catalogue.settings);
    },

    /** The component lines a package puts in a quote request, its battery swapped when `lithium`. */
    async packageLines(productId: number, lithium: boolean): Promise<Line[]> {
      const rows = await productsWithLines(false, productId);
      const row = rows.find((r) => r.product.id === productId);
      if (!row) throw new AppError('BAD_REQUEST', 'We could not find that package. Choose one from the list.');
      return lithium && row.product.battery_component_id
        ? withLithium(row.lines, row.product.battery_component_id)
        : row.lines;
    },

    /** Inverter and battery capacity of each package, for the sizing recommendation. */
    async capacities(): Promise<PackageCapacity[]> {
      const rows = await productsWithLines(false);
      return rows.map(({ product, lines }) => ({
        id: product.id,
        name: product.name,
        hasSolarPanel: product.has_solar_panel,
        inverterVa: Math.max(0, ...lines.filter((l) => l.categoryKey === 'inverters').map((l) => l.powerWatts ?? 0)),
        batteryWh: lines
          .filter((l) => l.categoryKey.endsWith('batteries'))
          .reduce((sum, l) => sum + (l.capacityWh ?? 0) * l.quantity, 0),
      }));
    },

    async categories() {
      const rows = await repo.listCategoriesWithComponents(db);
      const byCategory = new Map<string, { id: number; name: string; unitPrice: number }[]>();
      for (const row of rows) {
        const list = byCategory.get(row.category_name) ?? [];
        if (row.id !== null && row.name !== null && row.unit_price_kobo !== null) {
          list.push({ id: row.id, name: row.name, unitPrice: koboToNaira(kobo(row.unit_price_kobo)) });
        }
        byCategory.set(row.category_name, list);
      }
      return [...byCategory].map(([categoryName, data]) => ({ categoryName, data }));
    },
  };
}
