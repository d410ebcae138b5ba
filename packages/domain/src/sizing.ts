/**
 * Instant system sizing (docs/sizing.md explains every figure). Pure arithmetic on watts and hours: no money here.
 */

export interface Load {
  watts: number;
  hours: number;
}

/** Daily energy in Wh: the sum of watts × hours. */
export const dailyEnergyWh = (loads: readonly Load[]): number => loads.reduce((sum, l) => sum + l.watts * l.hours, 0);
/** Peak load in W: everything on at once. */
export const peakLoadW = (loads: readonly Load[]): number => loads.reduce((sum, l) => sum + l.watts, 0);
/** Inverter output with a 30% margin over the peak (the common rule of thumb). */
export const inverterWatts = (peakW: number): number => round1(peakW * INVERTER_MARGIN);

export const INVERTER_MARGIN = 1.3;
export const POWER_FACTOR = 0.8;
export const INVERTER_EFFICIENCY = 0.9;
export const DEPTH_OF_DISCHARGE = { tubular: 0.5, lithium: 0.9 } as const;
/** Wiring, dust, heat and charge losses between the panels and the battery. */
export const SOLAR_SYSTEM_FACTOR = 0.75;
/** The share of the daily energy a package's battery must hold for the closest-package choice. */
export const NIGHT_SHARE = 0.5;
export const STANDARD_INVERTERS_KVA = [1, 1.5, 2.5, 3.5, 5, 7.5, 10, 15] as const;

/** Appliance assumptions (docs/sizing.md). Duty cycles turn a fridge's rated watts into its average draw. */
export const APPLIANCES = {
  light: { watts: 12, duty: 1 },
  fan: { watts: 75, duty: 1 },
  tv: { watts: 80, duty: 1 },
  bedroomSockets: { watts: 30, duty: 0.5 },
  refrigerator: { watts: 150, duty: 0.4 },
  freezer: { watts: 200, duty: 0.4 },
  airConditioner: { watts: 900, duty: 0.6 },
  others: { watts: 300, duty: 0.3 },
} as const;

export interface PowerNeed {
  noOfBedrooms: number;
  noOfLights: number;
  noOfFan: number;
  noOfTv: number;
  includeRefrigeratorEquiptment: boolean;
  includeFreezerEquiptment: boolean;
  includeAirConditionEquiptment: boolean;
  includeOtherEquiptment: boolean;
  /** Hours of power the household wants each day. */
  inverterUsageHoursPerDay: number;
  /** Hours of grid power it gets today. */
  hoursOfElectricPowerPerDay: number;
}

export interface PackageCapacity {
  id: number;
  name: string;
  hasSolarPanel: boolean;
  inverterVa: number;
  batteryWh: number;
}

export interface SizingRecommendation {
  dailyEnergyWh: number;
  peakLoadW: number;
  inverterW: number;
  inverterKva: number;
  backupHours: number;
  batteryKwhTubular: number;
  batteryKwhLithium: number;
  panelWatts: number;
  panelCount: number;
  peakSunHours: number;
  product: ClosestPackage | null;
}

/**
 * The closest starter package, with its own size and why it was chosen, so the page can say why a package is larger
 * than the recommended inverter (issue 19): `fits` covers inverter and battery; `battery` has a larger inverter than
 * needed because no smaller package's batteries hold the night; `short` is the largest there is and still too small.
 * Older saved recommendations carry only id and name.
 */
export interface ClosestPackage {
  id: number;
  name: string;
  inverterKva?: number;
  batteryKwh?: number;
  reason?: 'fits' | 'battery' | 'short';
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The household's appliances as loads over the hours the system must cover. */
export function loadsFor(need: PowerNeed): { loads: Load[]; backupHours: number } {
  const hours = Math.min(24, Math.max(0, need.inverterUsageHoursPerDay));
  // The system carries the hours the grid does not; at least one hour so a household with "enough" grid still gets a backup.
  const backupHours = Math.max(1, Math.min(hours, 24 - Math.min(24, Math.max(0, need.hoursOfElectricPowerPerDay))));
  const item = (a: { watts: number; duty: number }, count: number): Load[] =>
    count > 0 ? [{ watts: a.watts * count, hours: backupHours * a.duty }] : [];
  const loads = [
    ...item(APPLIANCES.light, need.noOfLights),
    ...item(APPLIANCES.fan, need.noOfFan),
    ...item(APPLIANCES.tv, need.noOfTv),
    ...item(APPLIANCES.bedroomSockets, need.noOfBedrooms),
    ...item(APPLIANCES.refrigerator, need.includeRefrigeratorEquiptment ? 1 : 0),
    ...item(APPLIANCES.freezer, need.includeFreezerEquiptment ? 1 : 0),
    ...item(APPLIANCES.airConditioner, need.includeAirConditionEquiptment ? 1 : 0),
    ...item(APPLIANCES.others, need.includeOtherEquiptment ? 1 : 0),
  ];
  return { loads, backupHours };
}

export function sizeSystem(
  need: PowerNeed,
  options: { peakSunHours: number; panelWatts: number; packages: readonly PackageCapacity[] },
): SizingRecommendation {
  const { loads, backupHours } = loadsFor(need);
  const energy = Math.round(dailyEnergyWh(loads));
  const peak = peakLoadW(loads);
  const inverterW = inverterWatts(peak);
  const requiredKva = inverterW / POWER_FACTOR / 1000;
  const inverterKva =
    STANDARD_INVERTERS_KVA.find((k) => k >= requiredKva) ?? STANDARD_INVERTERS_KVA[STANDARD_INVERTERS_KVA.length - 1]!;
  const storedWh = energy / INVERTER_EFFICIENCY;
  const batteryKwhTubular = round1(storedWh / DEPTH_OF_DISCHARGE.tubular / 1000);
  const batteryKwhLithium = round1(storedWh / DEPTH_OF_DISCHARGE.lithium / 1000);
  const arrayWatts = energy / (options.peakSunHours * SOLAR_SYSTEM_FACTOR);
  const panelCount = Math.max(1, Math.ceil(arrayWatts / options.panelWatts));
  return {
    dailyEnergyWh: energy,
    peakLoadW: peak,
    inverterW,
    inverterKva,
    backupHours,
    batteryKwhTubular,
    batteryKwhLithium,
    panelWatts: options.panelWatts,
    panelCount,
    peakSunHours: options.peakSunHours,
    // A package's battery needs to carry the night: the half of the day's energy used without sun (the panels or the
    // grid carry the rest), at tubular depth of discharge.
    product: closestPackage(
      options.packages,
      inverterKva * 1000,
      (storedWh * NIGHT_SHARE) / DEPTH_OF_DISCHARGE.tubular,
      need.hoursOfElectricPowerPerDay < 12,
    ),
  };
}

/**
 * The smallest package whose inverter and battery cover the need, solar when the grid gives under 12 hours a day;
 * the largest one when none is big enough.
 */
export function closestPackage(
  packages: readonly PackageCapacity[],
  neededVa: number,
  neededBatteryWh: number,
  preferSolar: boolean,
): ClosestPackage | null {
  const pool = packages.filter((p) => p.hasSolarPanel === preferSolar);
  const candidates = (pool.length ? pool : packages)
    .slice()
    .sort((a, b) => a.inverterVa - b.inverterVa || a.batteryWh - b.batteryWh);
  const full = candidates.find((p) => p.inverterVa >= neededVa && p.batteryWh >= neededBatteryWh);
  const inverterOnly = candidates.find((p) => p.inverterVa >= neededVa);
  const fit = full ?? inverterOnly ?? candidates.at(-1);
  if (!fit) return null;
  const reason = !full ? 'short' : inverterOnly && full.inverterVa > inverterOnly.inverterVa ? 'battery' : 'fits';
  return {
    id: fit.id,
    name: fit.name,
    inverterKva: fit.inverterVa / 1000,
    batteryKwh: round1(fit.batteryWh / 1000),
    reason,
  };
}

const kva = (n: number) => `${n.toLocaleString('en-NG', { maximumFractionDigits: 1 })} kVA`;

/**
 * Why the closest package is the size it is, in a sentence beside the recommendation, when it is not simply the
 * recommended inverter: a larger inverter for its batteries, the smallest we offer, or the largest and still short.
 */
export function closestPackageNote(
  sizing: Pick<SizingRecommendation, 'inverterKva' | 'product'>,
  /** Whose home: "your" to the customer, "the customer's" to staff. */
  whose = 'your',
): string | null {
  const p = sizing.product;
  if (!p || p.inverterKva === undefined) return null;
  if (p.reason === 'short') {
    return `Our largest package is smaller than ${whose} need: an engineer sizes the system when pricing.`;
  }
  if (p.inverterKva <= sizing.inverterKva) return null;
  if (p.reason === 'battery') {
    return `Its ${kva(p.inverterKva)} inverter is larger than the ${kva(sizing.inverterKva)} ${whose} appliances need: it is the smallest package whose batteries (${p.batteryKwh} kWh) carry the night (the battery above is sized for a whole day's backup; by day the panels or the grid share it).`;
  }
  return `Its ${kva(p.inverterKva)} inverter is larger than the ${kva(sizing.inverterKva)} ${whose} appliances need: no smaller package fits.`;
}
