import type { BatteryType } from './api/get-all-products.ts';

/** How a package's battery reads on the lists (staff spec §9: Tubular or Lithium). */
export function batteryLabel(type: BatteryType): string {
  if (type === 'tubular') return 'Tubular battery';
  if (type === 'lithium') return 'Lithium battery';
  return 'No battery';
}

export const kindLabel = (hasSolarPanel: boolean) => (hasSolarPanel ? 'With solar panels' : 'Inverter only');

/** "1 month", "12 months". */
export const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

/** A component's rating as its category uses it: panels W, inverters VA, batteries Wh. */
export function ratingLabel(component: { powerWatts: number | null; capacityWh: number | null }, categoryKey: string) {
  if (component.capacityWh !== null) return `${component.capacityWh.toLocaleString('en-NG')} Wh`;
  if (component.powerWatts !== null)
    return `${component.powerWatts.toLocaleString('en-NG')} ${categoryKey === 'inverters' ? 'VA' : 'W'}`;
  return null;
}
