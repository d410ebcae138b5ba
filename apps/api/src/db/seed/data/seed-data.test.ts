import { describe, expect, it } from 'vitest';

import {
  banks,
  categories,
  components,
  employers,
  financialInstitutions,
  MIN_PANEL_CABLE_YARDS,
  packages,
  states,
} from './index.ts';
import type { ComponentSeed } from './types.ts';

const EXPECTED_LGA_COUNTS: Readonly<Record<string, number>> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
  'Federal Capital Territory': 6,
};

/** Usable fraction of nominal energy: tubular lead-acid at 50 % DoD, LiFePO4 at 90 %. */
const TUBULAR_DEPTH_OF_DISCHARGE = 0.5;
const LITHIUM_DEPTH_OF_DISCHARGE = 0.9;

function lgaCount(title: string): number | undefined {
  return states.find((state) => state.title === title)?.lgas.length;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes: string[] = [];
  for (const value of values) {
    const normalised = value.trim().toLowerCase();
    if (seen.has(normalised)) dupes.push(value);
    seen.add(normalised);
  }
  return dupes;
}

function expectPositiveKobo(value: number, label: string): void {
  expect(Number.isSafeInteger(value), `${label} is a safe integer`).toBe(true);
  expect(value, `${label} is positive`).toBeGreaterThan(0);
}

const componentByKey = new Map<string, ComponentSeed>(components.map((c) => [c.key, c]));

function component(key: string): ComponentSeed {
  const found = componentByKey.get(key);
  if (!found) throw new Error(`unknown component ${key}`);
  return found;
}

describe('states and LGAs', () => {
  it('has the 36 states plus the FCT', () => {
    expect(states).toHaveLength(37);
    expect(duplicates(states.map((s) => s.title))).toEqual([]);
    expect(states.map((s) => s.title).sort()).toEqual(Object.keys(EXPECTED_LGA_COUNTS).sort());
  });

  it('has 774 LGAs in total', () => {
    expect(states.reduce((sum, s) => sum + s.lgas.length, 0)).toBe(774);
  });

  it('has the well-known counts', () => {
    expect(lgaCount('Lagos')).toBe(20);
    expect(lgaCount('Kano')).toBe(44);
    expect(lgaCount('Federal Capital Territory')).toBe(6);
  });

  it.each(Object.entries(EXPECTED_LGA_COUNTS))('%s has %i LGAs', (title, count) => {
    expect(lgaCount(title)).toBe(count);
  });

  it('has no duplicate or blank LGA within a state', () => {
    for (const state of states) {
      expect(duplicates(state.lgas), state.title).toEqual([]);
      for (const lga of state.lgas) expect(lga.trim(), state.title).toBe(lga);
      for (const lga of state.lgas) expect(lga.length, state.title).toBeGreaterThan(1);
    }
  });

  it('has realistic peak sun hours', () => {
    for (const state of states) {
      expect(state.peakSunHours, state.title).toBeGreaterThanOrEqual(3.8);
      expect(state.peakSunHours, state.title).toBeLessThanOrEqual(6);
    }
    expect(states.find((s) => s.title === 'Lagos')?.peakSunHours).toBe(4.2);
    expect(states.find((s) => s.title === 'Kano')?.peakSunHours).toBe(5);
  });
});

describe('banks', () => {
  it('lists at least 25 banks with unique names and codes', () => {
    expect(banks.length).toBeGreaterThanOrEqual(25);
    expect(duplicates(banks.map((b) => b.name))).toEqual([]);
    expect(duplicates(banks.map((b) => b.code))).toEqual([]);
  });

  it('uses Paystack codes for the big banks', () => {
    const codeOf = (name: string) => banks.find((b) => b.name === name)?.code;
    expect(codeOf('Access Bank')).toBe('044');
    expect(codeOf('Guaranty Trust Bank')).toBe('058');
    expect(codeOf('First Bank of Nigeria')).toBe('011');
    expect(codeOf('United Bank For Africa')).toBe('033');
    expect(codeOf('Zenith Bank')).toBe('057');
    for (const bank of banks) expect(bank.code, bank.name).toMatch(/^[0-9A-Z]{3,6}$/);
  });
});

describe('employers', () => {
  it('has exactly one "Others" entry, with no domain and no validation', () => {
    const others = employers.filter((e) => e.name === 'Others');
    expect(others).toHaveLength(1);
    expect(others[0]).toEqual({ name: 'Others', emailDomain: null, validateEmail: false });
  });

  it('has 10–15 named employers with unique names and a domain when validating', () => {
    const named = employers.filter((e) => e.name !== 'Others');
    expect(named.length).toBeGreaterThanOrEqual(10);
    expect(named.length).toBeLessThanOrEqual(15);
    expect(duplicates(employers.map((e) => e.name))).toEqual([]);
    for (const employer of named) {
      expect(employer.emailDomain, employer.name).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    }
    for (const employer of employers.filter((e) => e.validateEmail)) {
      expect(employer.emailDomain, employer.name).not.toBeNull();
    }
  });
});

describe('financial institutions', () => {
  it('has 4–6 partners with unique names, codes and domains', () => {
    expect(financialInstitutions.length).toBeGreaterThanOrEqual(4);
    expect(financialInstitutions.length).toBeLessThanOrEqual(6);
    expect(duplicates(financialInstitutions.map((f) => f.name))).toEqual([]);
    expect(duplicates(financialInstitutions.map((f) => f.code))).toEqual([]);
    expect(duplicates(financialInstitutions.map((f) => f.emailDomain))).toEqual([]);
  });
});

describe('catalogue', () => {
  it('has the eight categories in order', () => {
    expect(categories.map((c) => [c.key, c.name, c.sortOrder])).toEqual([
      ['solar-panels', 'Solar panels', 1],
      ['inverters', 'Inverters', 2],
      ['tubular-batteries', 'Tubular batteries', 3],
      ['lithium-batteries', 'Lithium batteries', 4],
      ['charge-controllers', 'Charge controllers', 5],
      ['panel-cable', 'Panel cable', 6],
      ['protection', 'Breakers and protection', 7],
      ['installation-kit', 'Installation kit', 8],
    ]);
  });

  it('has unique keys across components and packages', () => {
    expect(duplicates(components.map((c) => c.key))).toEqual([]);
    expect(duplicates(packages.map((p) => p.key))).toEqual([]);
    expect(duplicates(packages.map((p) => p.name))).toEqual([]);
  });

  it('has 3–5 components in every category, each in a known category', () => {
    const categoryKeys = new Set(categories.map((c) => c.key));
    for (const c of components) expect(categoryKeys.has(c.categoryKey), c.key).toBe(true);
    for (const category of categories) {
      const count = components.filter((c) => c.categoryKey === category.key).length;
      expect(count, category.key).toBeGreaterThanOrEqual(3);
      expect(count, category.key).toBeLessThanOrEqual(5);
    }
  });

  it('sets power only on panels and inverters, capacity only on batteries', () => {
    for (const c of components) {
      const powered = c.categoryKey === 'solar-panels' || c.categoryKey === 'inverters';
      const battery = c.categoryKey === 'tubular-batteries' || c.categoryKey === 'lithium-batteries';
      if (powered) {
        expect(Number.isSafeInteger(c.powerWatts) && (c.powerWatts ?? 0) > 0, c.key).toBe(true);
      } else {
        expect(c.powerWatts, c.key).toBeNull();
      }
      if (battery) {
        expect(Number.isSafeInteger(c.capacityWh) && (c.capacityWh ?? 0) > 0, c.key).toBe(true);
      } else {
        expect(c.capacityWh, c.key).toBeNull();
      }
    }
  });

  it('gives every tubular battery a lithium alternative with at least as much usable energy', () => {
    for (const c of components) {
      if (c.categoryKey !== 'tubular-batteries') {
        expect(c.lithiumAlternativeKey, c.key).toBeNull();
        continue;
      }
      expect(c.lithiumAlternativeKey, c.key).not.toBeNull();
      const lithium = component(c.lithiumAlternativeKey ?? '');
      expect(lithium.categoryKey, c.key).toBe('lithium-batteries');
      expect((lithium.capacityWh ?? 0) * LITHIUM_DEPTH_OF_DISCHARGE, c.key).toBeGreaterThanOrEqual(
        (c.capacityWh ?? 0) * TUBULAR_DEPTH_OF_DISCHARGE,
      );
    }
  });

  it('prices everything in positive whole kobo', () => {
    for (const c of components) expectPositiveKobo(c.unitPriceKobo, c.key);
    for (const p of packages) {
      expectPositiveKobo(p.installationCostKobo, `${p.key} installation`);
      expectPositiveKobo(p.transportCostKobo, `${p.key} transport`);
    }
  });
});

describe('packages', () => {
  it('has at least 8 packages, 3+ backup-only and 3+ with solar', () => {
    expect(packages.length).toBeGreaterThanOrEqual(8);
    expect(packages.filter((p) => p.hasSolarPanel).length).toBeGreaterThanOrEqual(3);
    expect(packages.filter((p) => !p.hasSolarPanel).length).toBeGreaterThanOrEqual(3);
  });

  it('references only known components, once each, with positive whole quantities', () => {
    for (const p of packages) {
      expect(p.components.length, p.key).toBeGreaterThan(0);
      expect(duplicates(p.components.map((line) => line.componentKey)), p.key).toEqual([]);
      for (const line of p.components) {
        expect(componentByKey.has(line.componentKey), `${p.key} → ${line.componentKey}`).toBe(true);
        expect(Number.isSafeInteger(line.quantity) && line.quantity > 0, `${p.key} → ${line.componentKey}`).toBe(
          true,
        );
      }
    }
  });

  it('points batteryComponentKey at a tubular battery in the package that has a lithium alternative', () => {
    for (const p of packages) {
      expect(p.components.some((line) => line.componentKey === p.batteryComponentKey), p.key).toBe(true);
      const battery = component(p.batteryComponentKey);
      expect(battery.categoryKey, p.key).toBe('tubular-batteries');
      expect(battery.lithiumAlternativeKey, p.key).not.toBeNull();
      expect(componentByKey.has(battery.lithiumAlternativeKey ?? ''), p.key).toBe(true);
    }
  });

  it('has exactly one inverter in every package', () => {
    for (const p of packages) {
      const inverters = p.components.filter((line) => component(line.componentKey).categoryKey === 'inverters');
      expect(inverters.map((line) => line.quantity), p.key).toEqual([1]);
    }
  });

  it('includes panels only in solar packages, with what a solar install needs', () => {
    for (const p of packages) {
      const lines = p.components.map((line) => ({ ...line, component: component(line.componentKey) }));
      const inCategory = (key: string) => lines.filter((line) => line.component.categoryKey === key);
      expect(inCategory('solar-panels').length > 0, p.key).toBe(p.hasSolarPanel);
      if (!p.hasSolarPanel) continue;

      const inverter = inCategory('inverters')[0]?.component;
      const hasBuiltInMppt = /built-in MPPT/i.test(inverter?.name ?? '');
      expect(inCategory('charge-controllers').length > 0 || hasBuiltInMppt, `${p.key} charge control`).toBe(true);
      const cableYards = inCategory('panel-cable').reduce((sum, line) => sum + line.quantity, 0);
      expect(cableYards, `${p.key} cable`).toBeGreaterThanOrEqual(MIN_PANEL_CABLE_YARDS);
      expect(inCategory('protection').length, `${p.key} protection`).toBeGreaterThan(0);
      expect(inCategory('installation-kit').length, `${p.key} installation kit`).toBeGreaterThan(0);
    }
  });

  it('has warranty and repayment terms the product offers', () => {
    for (const p of packages) {
      expect(p.warrantyMonths, p.key).toBeGreaterThanOrEqual(12);
      expect(p.warrantyMonths, p.key).toBeLessThanOrEqual(24);
      expect([6, 12, 18], p.key).toContain(p.repaymentLengthMonths);
      expect(p.description.length, p.key).toBeGreaterThan(20);
    }
  });
});
