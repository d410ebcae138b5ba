/**
 * The request's change log (customer spec §3 "changeLog": a change date and entries of name and value) as a person
 * reads it: each entry's field in words and its value as names, products and quantities, not the wire's field names
 * and ids ("Package: Home Backup 3.5kVA", not "productId: 6"). The server adds `label` and `text` to every entry it
 * sends, staff and customer alike; ids are resolved to names when the change is made (kept in `shown`, so a later
 * rename does not rewrite history) and, for entries written before that, when the log is read (docs/quote-request.md).
 */
import { formatNaira } from './format.ts';
import { buildingTypeLabels, generatorCapacityLabels } from './quote-request.ts';

/** One entry as stored: the wire's name and value, and the value in words for a field that names an id. */
export interface StoredChange {
  name: string;
  value: string;
  /** Set when the change was made, for the fields whose value is an id (`namedFields`). */
  shown?: string;
}

/** One entry as sent: the stored one with its field in words (`label`) and its value in words (`text`). */
export interface ReadableChange extends StoredChange {
  label: string;
  text: string;
}

export const changeLabels: Record<string, string> = {
  address: 'Address',
  landmark: 'Landmark',
  buildingType: 'Building',
  state: 'State',
  city: 'Area (LGA)',
  employerId: 'Employer',
  workEmail: 'Work e-mail',
  isLithiumComponent: 'Battery',
  noOfBedrooms: 'Bedrooms',
  noOfLights: 'Lights',
  noOfFan: 'Fans',
  noOfTv: 'TVs',
  includeRefrigeratorEquiptment: 'Refrigerator',
  includeFreezerEquiptment: 'Freezer',
  includeAirConditionEquiptment: 'Air conditioner',
  includeOtherEquiptment: 'Other equipment',
  inverterUsageHoursPerDay: 'Power needed (hours a day)',
  hoursOfElectricPowerPerDay: 'Grid power (hours a day)',
  hasGenerator: 'Has a generator',
  generatorCapacity: 'Generator',
  generatorCapacityOthers: 'Generator (other)',
  havePreferredLocation: 'Preferred location',
  preferredLocationDescription: 'Preferred location',
  addressRequiresAccessCode: 'Access code needed',
  accessCodeContactPersonName: 'Access contact',
  accessCodeContactPersonPhone: 'Access contact phone',
  productId: 'Package',
  installationComponents: 'Components',
  installationCost: 'Installation cost',
  transportationCost: 'Transport cost',
  totalAssetAmount: 'Total',
};

/** The fields whose value is an id: their words come from the catalogue and the lookups. */
export const namedFields = ['city', 'employerId', 'productId', 'installationComponents'] as const;

/** The names the ids of a change log stand for, as the server finds them. */
export interface ChangeNames {
  lgas: ReadonlyMap<number, string>;
  employers: ReadonlyMap<number, string>;
  products: ReadonlyMap<number, string>;
  components: ReadonlyMap<number, string>;
}

/** The power-need fields: a package or components put them back to 0/false/empty, which is no answer to list. */
const powerNeedNames = new Set([
  'noOfBedrooms',
  'noOfLights',
  'noOfFan',
  'noOfTv',
  'includeRefrigeratorEquiptment',
  'includeFreezerEquiptment',
  'includeAirConditionEquiptment',
  'includeOtherEquiptment',
  'inverterUsageHoursPerDay',
  'hoursOfElectricPowerPerDay',
  'hasGenerator',
  'generatorCapacity',
  'generatorCapacityOthers',
  'addressRequiresAccessCode',
  'accessCodeContactPersonName',
  'accessCodeContactPersonPhone',
]);
const moneyNames = new Set(['installationCost', 'transportationCost', 'totalAssetAmount']);
const empty = (value: string) => value === '' || value === 'null' || value === '0' || value === 'false';

/** The component lines of an `installationComponents` value ("6 × #2, 1 × #5"). */
export function componentLinesOf(value: string): { quantity: number; id: number }[] {
  return [...value.matchAll(/(\d+)\s*×\s*#(\d+)/g)].map((m) => ({ quantity: Number(m[1]), id: Number(m[2]) }));
}

/** The ids a change log names that are not in words yet (entries written before `shown`). */
export function unnamedIds(entries: readonly (readonly StoredChange[])[]) {
  const ids = { lgas: new Set<number>(), employers: new Set<number>(), products: new Set<number>() };
  const components = new Set<number>();
  for (const change of entries.flat()) {
    if (change.shown !== undefined || change.value === '' || change.value === 'null') continue;
    const id = Number(change.value);
    if (change.name === 'city' && Number.isInteger(id)) ids.lgas.add(id);
    if (change.name === 'employerId' && Number.isInteger(id)) ids.employers.add(id);
    if (change.name === 'productId' && Number.isInteger(id)) ids.products.add(id);
    if (change.name === 'installationComponents')
      for (const line of componentLinesOf(change.value)) components.add(line.id);
  }
  return {
    lgaIds: [...ids.lgas],
    employerIds: [...ids.employers],
    productIds: [...ids.products],
    componentIds: [...components],
  };
}

/** The value of a field that names an id, in words; undefined for any other field. */
export function namedValue(change: StoredChange, names: ChangeNames): string | undefined {
  if (!(namedFields as readonly string[]).includes(change.name)) return undefined;
  if (change.value === '' || change.value === 'null') return 'None';
  if (change.name === 'installationComponents') {
    return componentLinesOf(change.value)
      .map((l) => `${l.quantity} × ${names.components.get(l.id) ?? 'a component no longer listed'}`)
      .join(', ');
  }
  const id = Number(change.value);
  switch (change.name) {
    case 'city':
      return names.lgas.get(id) ?? 'an area no longer listed';
    case 'employerId':
      return names.employers.get(id) ?? 'an employer no longer listed';
    default:
      return names.products.get(id) ?? 'a package no longer listed';
  }
}

/** A value in words from the value alone (the named fields come from `shown` or the names). */
function plainText(change: StoredChange): string {
  const { name, value } = change;
  if (change.shown !== undefined) return change.shown;
  if (name === 'isLithiumComponent') return value === 'true' ? 'Lithium' : 'Tubular';
  if (value === '' || value === 'null') return '—';
  if (moneyNames.has(name) && Number.isFinite(Number(value))) return formatNaira(Number(value));
  if (name === 'buildingType') return buildingTypeLabels[Number(value)] ?? value;
  if (name === 'generatorCapacity') return generatorCapacityLabels[Number(value)] ?? value;
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  return value;
}

/**
 * The entries of one change that a person needs, in words. Left out: what a change of path put back to its
 * placeholder (the power need's zeros when a package or components were chosen; the package's own component lines
 * beside the package; the battery when no package is left), and "has a generator" beside the generator itself.
 */
export function readableChanges(changes: readonly StoredChange[], names?: ChangeNames): ReadableChange[] {
  const has = (name: string) => changes.find((c) => c.name === name);
  const product = has('productId');
  const components = has('installationComponents');
  const toPackage = product !== undefined && !empty(product.value);
  const toComponents = components !== undefined && !empty(components.value) && !toPackage;
  const kept = changes.filter((c) => {
    if ((toPackage || toComponents) && powerNeedNames.has(c.name) && empty(c.value)) return false;
    if (c.name === 'installationComponents' && (toPackage || (product !== undefined && empty(c.value)))) return false;
    if (c.name === 'isLithiumComponent' && (toComponents || (product !== undefined && !toPackage))) return false;
    if (c.name === 'hasGenerator' && has('generatorCapacity')) return false;
    return true;
  });
  return kept.map((c) => {
    const named = c.shown === undefined && names ? namedValue(c, names) : undefined;
    return { ...c, label: changeLabels[c.name] ?? c.name, text: named ?? plainText(c) };
  });
}

/** "Package: Home Backup 3.5kVA": one entry as a line. */
export const changeLine = (change: Pick<ReadableChange, 'label' | 'text'>): string => `${change.label}: ${change.text}`;
