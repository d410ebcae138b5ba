import { describe, expect, it } from 'vitest';
import {
  closestPackage,
  closestPackageNote,
  dailyEnergyWh,
  inverterWatts,
  loadsFor,
  peakLoadW,
  sizeSystem,
  type PowerNeed,
} from './sizing.ts';

describe('the worked example', () => {
  // 18 W for 4 h + 60 W for 2 h + 75 W for 12 h
  const loads = [
    { watts: 18, hours: 4 },
    { watts: 60, hours: 2 },
    { watts: 75, hours: 12 },
  ];

  it('is 1,092 Wh a day at a 153 W peak, and a 198.9 W inverter', () => {
    expect(dailyEnergyWh(loads)).toBe(1092);
    expect(peakLoadW(loads)).toBe(153);
    expect(inverterWatts(153)).toBe(198.9);
  });
});

const packages = [
  { id: 1, name: 'Starter Backup 1.5kVA', hasSolarPanel: false, inverterVa: 1500, batteryWh: 2640 },
  { id: 2, name: 'Home Backup 3.5kVA', hasSolarPanel: false, inverterVa: 3500, batteryWh: 10560 },
  { id: 3, name: 'Solar Starter 1.5kVA', hasSolarPanel: true, inverterVa: 1500, batteryWh: 2640 },
  { id: 4, name: 'Solar Home 3.5kVA', hasSolarPanel: true, inverterVa: 3500, batteryWh: 10560 },
  { id: 5, name: 'Solar Max 10kVA', hasSolarPanel: true, inverterVa: 10000, batteryWh: 30000 },
];

const flat: PowerNeed = {
  noOfBedrooms: 2,
  noOfLights: 6,
  noOfFan: 2,
  noOfTv: 1,
  includeRefrigeratorEquiptment: true,
  includeFreezerEquiptment: false,
  includeAirConditionEquiptment: false,
  includeOtherEquiptment: false,
  inverterUsageHoursPerDay: 24,
  hoursOfElectricPowerPerDay: 8,
};

describe('sizeSystem', () => {
  it('covers the hours the grid does not, and sizes battery, panels and inverter from them', () => {
    const result = sizeSystem(flat, { peakSunHours: 4.2, panelWatts: 550, packages });
    expect(result.backupHours).toBe(16);
    // lights 72 W, fans 150 W, TV 80 W for 16 h; sockets 60 W for 8 h; fridge 150 W for 6.4 h
    expect(result.dailyEnergyWh).toBe(72 * 16 + 150 * 16 + 80 * 16 + 60 * 8 + 150 * 6.4);
    expect(result.peakLoadW).toBe(72 + 150 + 80 + 60 + 150);
    expect(result.inverterW).toBe(665.6);
    expect(result.inverterKva).toBe(1);
    expect(result.batteryKwhTubular).toBeCloseTo(result.dailyEnergyWh / 0.9 / 0.5 / 1000, 1);
    expect(result.batteryKwhLithium).toBeLessThan(result.batteryKwhTubular);
    expect(result.panelCount).toBe(Math.ceil(result.dailyEnergyWh / (4.2 * 0.75) / 550));
    expect(result.product?.name).toMatch(/^Solar/);
  });

  it('needs fewer panels where the sun is stronger', () => {
    const lagos = sizeSystem(flat, { peakSunHours: 4.2, panelWatts: 400, packages });
    const kano = sizeSystem(flat, { peakSunHours: 5.0, panelWatts: 400, packages });
    expect(kano.panelCount).toBeLessThanOrEqual(lagos.panelCount);
  });

  it('gives a household with a reliable grid at least one hour of backup, and a backup package', () => {
    const result = sizeSystem(
      { ...flat, hoursOfElectricPowerPerDay: 24 },
      { peakSunHours: 4.6, panelWatts: 550, packages },
    );
    expect(loadsFor({ ...flat, hoursOfElectricPowerPerDay: 24 }).backupHours).toBe(1);
    expect(result.product?.name).toMatch(/Backup/);
  });
});

describe('closestPackage', () => {
  it('picks the smallest package that covers inverter and battery, else the largest', () => {
    expect(closestPackage(packages, 3000, 8000, true)).toMatchObject({
      id: 4,
      name: 'Solar Home 3.5kVA',
      reason: 'fits',
    });
    expect(closestPackage(packages, 50_000, 1, true)).toMatchObject({
      id: 5,
      name: 'Solar Max 10kVA',
      reason: 'short',
    });
    expect(closestPackage([], 1000, 1000, true)).toBeNull();
  });

  it('says why a package larger than the recommended inverter is the closest one', () => {
    // 1.5 kVA covers the appliances, but only the 3.5 kVA package's batteries hold the night.
    const product = closestPackage(packages, 1500, 8000, false);
    expect(product).toEqual({
      id: 2,
      name: 'Home Backup 3.5kVA',
      inverterKva: 3.5,
      batteryKwh: 10.6,
      reason: 'battery',
    });
    expect(closestPackageNote({ inverterKva: 1.5, product })).toBe(
      "Its 3.5 kVA inverter is larger than the 1.5 kVA your appliances need: it is the smallest package whose batteries (10.6 kWh) carry the night (the battery above is sized for a whole day's backup; by day the panels or the grid share it).",
    );
    expect(closestPackageNote({ inverterKva: 1.5, product }, "the customer's")).toBe(
      "Its 3.5 kVA inverter is larger than the 1.5 kVA the customer's appliances need: it is the smallest package whose batteries (10.6 kWh) carry the night (the battery above is sized for a whole day's backup; by day the panels or the grid share it).",
    );
    // The same size as recommended: nothing to explain.
    expect(closestPackageNote({ inverterKva: 1.5, product: closestPackage(packages, 1500, 1000, false) })).toBeNull();
    // A recommendation saved before the package carried its size.
    expect(closestPackageNote({ inverterKva: 1.5, product: { id: 2, name: 'Home Backup 3.5kVA' } })).toBeNull();
  });
});
