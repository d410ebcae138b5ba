/**
 * The package editor (/product-detail/:id) as pure functions, so the page stays about layout and the rules are tested
 * on their own. Amounts are kept as the text of their boxes ("1,250,000") and read when checking; totals are integer
 * kobo (money is never a float here): the components at today's catalogue prices, plus installation and transport,
 * the same sum the server prices the package from (docs/staff.md).
 */
import { catalogueMessages, packageSchema } from '@imole/domain/catalogue';
import { addKobo, kobo, nairaToKobo, type Kobo } from '@imole/domain/money';
import { amountFromInput, amountToInput } from '../../components/ui/currency-input.tsx';
import type { CatalogueCategory, CatalogueComponent } from './api/get-component-catalogue.ts';
import type { BatteryType } from './api/get-all-products.ts';
import type { PackageDetail } from './api/get-product.ts';
import type { ProductInput } from './api/save-product.ts';

export interface CatalogueEntry extends CatalogueComponent {
  categoryId: number;
  categoryKey: string;
  categoryName: string;
}

/** Every component by id, with its category. */
export function indexCatalogue(categories: readonly CatalogueCategory[]): Map<number, CatalogueEntry> {
  const byId = new Map<number, CatalogueEntry>();
  for (const category of categories) {
    for (const component of category.components) {
      byId.set(component.id, {
        ...component,
        categoryId: category.id,
        categoryKey: category.key,
        categoryName: category.name,
      });
    }
  }
  return byId;
}

export interface EditorLine {
  componentId: number;
  /** Digits only, as typed. */
  quantity: string;
}

export interface PackageForm {
  name: string;
  description: string;
  hasSolarPanel: boolean;
  /** Digits, as typed. */
  warrantyMonths: string;
  repaymentLengthMonths: string;
  /** The currency boxes' text. */
  installationCost: string;
  transportCost: string;
  isActive: boolean;
  lines: EditorLine[];
}

/** A new package: active, 12 months' warranty and plan, no lines yet. */
export function emptyPackageForm(): PackageForm {
  return {
    name: '',
    description: '',
    hasSolarPanel: false,
    warrantyMonths: '12',
    repaymentLengthMonths: '12',
    installationCost: '',
    transportCost: '',
    isActive: true,
    lines: [],
  };
}

export function formFromPackage(item: PackageDetail): PackageForm {
  return {
    name: item.product.name,
    description: item.product.description,
    hasSolarPanel: item.product.hasSolarPanel,
    warrantyMonths: String(item.product.warrantyPeriod),
    repaymentLengthMonths: String(item.product.repaymentLength),
    installationCost: amountToInput(item.installationCost),
    transportCost: amountToInput(item.transportCost),
    isActive: item.isActive,
    lines: item.components.map((c) => ({ componentId: c.componentId, quantity: String(c.quantity) })),
  };
}

const quantityOf = (line: EditorLine): number => {
  const quantity = Number(line.quantity);
  return line.quantity !== '' && Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0;
};

const koboOf = (text: string): Kobo => {
  const naira = amountFromInput(text);
  return naira === null || !Number.isFinite(naira) ? kobo(0) : nairaToKobo(naira);
};

/** One line at today's catalogue price; 0 while its quantity is missing. */
export function lineKobo(line: EditorLine, catalogue: ReadonlyMap<number, CatalogueEntry>): Kobo {
  const entry = catalogue.get(line.componentId);
  return entry ? kobo(nairaToKobo(entry.unitPrice) * quantityOf(line)) : kobo(0);
}

export interface PackageTotals {
  components: Kobo;
  installation: Kobo;
  transport: Kobo;
  /** What the package costs outright: its price on every list. */
  total: Kobo;
}

export function packageTotals(form: PackageForm, catalogue: ReadonlyMap<number, CatalogueEntry>): PackageTotals {
  const components = addKobo(...form.lines.map((line) => lineKobo(line, catalogue)));
  const installation = koboOf(form.installationCost);
  const transport = koboOf(form.transportCost);
  return { components, installation, transport, total: addKobo(components, installation, transport) };
}

/** The battery the lines make (the server decides the same way): tubular first, then lithium, else none. */
export function batteryTypeOfLines(
  lines: readonly EditorLine[],
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): BatteryType {
  const keys = lines.map((line) => catalogue.get(line.componentId)?.categoryKey);
  if (keys.includes('tubular-batteries')) return 'tubular';
  if (keys.includes('lithium-batteries')) return 'lithium';
  return null;
}

/**
 * Swaps the package's batteries to the other kind, battery for battery (every tubular battery in the catalogue is
 * 12 V and names its 12.8 V lithium alternative). Back to tubular, each lithium line becomes the tubular battery it
 * replaced when that is known (`previous`), otherwise the cheapest tubular battery that names it as its alternative.
 * Lines that have no counterpart stay as they are; `missing` names them.
 */
export function switchBatteries(
  lines: readonly EditorLine[],
  to: 'tubular' | 'lithium',
  catalogue: ReadonlyMap<number, CatalogueEntry>,
  previous: ReadonlyMap<number, number> = new Map(),
): { lines: EditorLine[]; swapped: Map<number, number>; missing: string[] } {
  const from = to === 'lithium' ? 'tubular-batteries' : 'lithium-batteries';
  const swapped = new Map<number, number>();
  const missing: string[] = [];
  const result: EditorLine[] = [];
  const counterpart = (entry: CatalogueEntry): number | null => {
    if (to === 'lithium') return entry.lithiumAlternativeId;
    const remembered = previous.get(entry.id);
    if (remembered !== undefined && catalogue.get(remembered)?.isActive) return remembered;
    const candidates = [...catalogue.values()]
      .filter((c) => c.categoryKey === 'tubular-batteries' && c.isActive && c.lithiumAlternativeId === entry.id)
      .sort((a, b) => a.unitPrice - b.unitPrice);
    return candidates[0]?.id ?? null;
  };
  for (const line of lines) {
    const entry = catalogue.get(line.componentId);
    const target = entry && entry.categoryKey === from ? counterpart(entry) : null;
    if (entry && entry.categoryKey === from && target === null) missing.push(entry.name);
    const id = target ?? line.componentId;
    if (target !== null) swapped.set(target, line.componentId);
    // Two batteries swapping to the same alternative become one line with both quantities.
    const same = result.find((l) => l.componentId === id);
    if (same) same.quantity = String(quantityOf(same) + quantityOf(line));
    else result.push({ componentId: id, quantity: line.quantity });
  }
  return { lines: result, swapped, missing };
}

export function addLine(lines: readonly EditorLine[], componentId: number): EditorLine[] {
  if (lines.some((line) => line.componentId === componentId)) return [...lines];
  return [...lines, { componentId, quantity: '1' }];
}

export function removeLine(lines: readonly EditorLine[], componentId: number): EditorLine[] {
  return lines.filter((line) => line.componentId !== componentId);
}

export function setQuantity(lines: readonly EditorLine[], componentId: number, typed: string): EditorLine[] {
  const quantity = typed.replace(/\D/g, '');
  return lines.map((line) => (line.componentId === componentId ? { ...line, quantity } : line));
}

/** Field name -> the first message for it; `lines` holds one per component id. */
export interface PackageErrors {
  fields: Partial<Record<Exclude<keyof PackageForm, 'lines'>, string>>;
  lines: Map<number, string>;
  /** Missing lines, or two lines of one component. */
  list?: string;
}

const hasErrors = (errors: PackageErrors) =>
  Object.keys(errors.fields).length > 0 || errors.lines.size > 0 || errors.list !== undefined;

/**
 * Checks the form with the API's own schema (@imole/domain/catalogue), so the admin reads the sentence the server
 * would answer, next to the box it is about. Either the body to send, or the errors.
 */
export function checkPackage(
  form: PackageForm,
): { ok: true; input: ProductInput } | { ok: false; errors: PackageErrors } {
  const amount = (text: string) => (text.trim() === '' ? 0 : (amountFromInput(text) ?? Number.NaN));
  const result = packageSchema.safeParse({
    name: form.name,
    description: form.description,
    hasSolarPanel: form.hasSolarPanel,
    warrantyMonths: form.warrantyMonths === '' ? undefined : Number(form.warrantyMonths),
    repaymentLengthMonths: form.repaymentLengthMonths === '' ? undefined : Number(form.repaymentLengthMonths),
    installationCost: amount(form.installationCost),
    transportCost: amount(form.transportCost),
    isActive: form.isActive,
    components: form.lines.map((line) => ({
      componentId: line.componentId,
      quantity: line.quantity === '' ? undefined : Number(line.quantity),
    })),
  });
  if (result.success) return { ok: true, input: result.data };
  const errors: PackageErrors = { fields: {}, lines: new Map() };
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    if (field === 'components' && typeof index === 'number') {
      const line = form.lines[index];
      if (line && !errors.lines.has(line.componentId)) errors.lines.set(line.componentId, issue.message);
    } else if (field === 'components') {
      errors.list ??= issue.message;
    } else if (typeof field === 'string' && field in form && !(field in errors.fields)) {
      errors.fields[field as keyof PackageErrors['fields']] = issue.message;
    }
  }
  if (!hasErrors(errors)) errors.list = catalogueMessages.noComponents;
  return { ok: false, errors };
}

/** The same form, compared as the server would store it (to tell whether there is anything to save). */
export function samePackage(a: PackageForm, b: PackageForm): boolean {
  const norm = (form: PackageForm) =>
    JSON.stringify({
      ...form,
      name: form.name.trim(),
      description: form.description.trim(),
      installationCost: amountFromInput(form.installationCost) ?? 0,
      transportCost: amountFromInput(form.transportCost) ?? 0,
      lines: form.lines.map((line) => [line.componentId, Number(line.quantity)]),
    });
  return norm(a) === norm(b);
}
