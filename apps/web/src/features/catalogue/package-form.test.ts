import { kobo } from '@imole/domain/money';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  batteryTypeOfLines,
  checkPackage,
  emptyPackageForm,
  formFromPackage,
  indexCatalogue,
  packageTotals,
  removeLine,
  samePackage,
  setQuantity,
  switchBatteries,
} from './package-form.ts';
import { catalogue, packageDetail } from './test-fixtures.ts';

const index = indexCatalogue(catalogue());

describe('the package editor', () => {
  it('adds up the lines in kobo at catalogue prices, plus installation and transport', () => {
    const form = formFromPackage(packageDetail());
    // 850,000 + 2 × 385,000.50 = 1,620,001 naira; kobo keeps the 50 kobo exact.
    expect(packageTotals(form, index)).toEqual({
      components: kobo(162_000_100),
      installation: kobo(15_000_000),
      transport: kobo(5_000_000),
      total: kobo(182_000_100),
    });
    const blank = setQuantity(form.lines, 20, '');
    expect(packageTotals({ ...form, lines: blank, installationCost: '', transportCost: '' }, index).total).toBe(
      kobo(85_000_000),
    );
  });

  it('keeps quantities to digits and each component to one line', () => {
    let lines = addLine([], 12);
    lines = addLine(lines, 12);
    expect(lines).toEqual([{ componentId: 12, quantity: '1' }]);
    expect(setQuantity(lines, 12, '3a')).toEqual([{ componentId: 12, quantity: '3' }]);
    expect(removeLine(lines, 12)).toEqual([]);
  });

  it('reads the battery type from the lines and switches it battery for battery', () => {
    const lines = [
      { componentId: 12, quantity: '1' },
      { componentId: 19, quantity: '1' },
      { componentId: 20, quantity: '2' },
    ];
    expect(batteryTypeOfLines(lines, index)).toBe('tubular');
    expect(batteryTypeOfLines([{ componentId: 12, quantity: '1' }], index)).toBeNull();

    // Both tubular batteries name the same lithium alternative: one line with both quantities.
    const lithium = switchBatteries(lines, 'lithium', index);
    expect(lithium.lines).toEqual([
      { componentId: 12, quantity: '1' },
      { componentId: 30, quantity: '3' },
    ]);
    expect(batteryTypeOfLines(lithium.lines, index)).toBe('lithium');
    expect(lithium.missing).toEqual([]);

    // Back to tubular: the battery it replaced when known, else the cheapest that names it.
    expect(switchBatteries(lithium.lines, 'tubular', index, new Map([[30, 20]])).lines).toEqual([
      { componentId: 12, quantity: '1' },
      { componentId: 20, quantity: '3' },
    ]);
    expect(switchBatteries(lithium.lines, 'tubular', index).lines[1]).toEqual({ componentId: 19, quantity: '3' });
  });

  it('checks with the API’s rules and puts each message next to its box', () => {
    const form = {
      ...emptyPackageForm(),
      name: 'M',
      description: 'Short',
      warrantyMonths: '',
      repaymentLengthMonths: '61',
      installationCost: '',
      lines: [{ componentId: 12, quantity: '0' }],
    };
    const checked = checkPackage(form);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.fields).toEqual({
      name: 'Enter the package name',
      description: 'Describe the package in a sentence or two',
      warrantyMonths: 'Enter the warranty in months',
      repaymentLengthMonths: 'The plan length must be between 1 and 60 months',
    });
    expect(checked.errors.lines.get(12)).toBe('Please add quantity');

    const none = checkPackage({ ...formFromPackage(packageDetail()), lines: [] });
    expect(none.ok ? null : none.errors.list).toBe('Add at least one component');

    const good = checkPackage(formFromPackage(packageDetail()));
    expect(good).toEqual({
      ok: true,
      input: {
        name: 'Solar Home 3.5kVA',
        description: 'A 3.5 kVA hybrid inverter, four panels and two tubular batteries.',
        hasSolarPanel: true,
        warrantyMonths: 24,
        repaymentLengthMonths: 12,
        installationCost: 150_000,
        transportCost: 50_000,
        isActive: true,
        components: [
          { componentId: 12, quantity: 1 },
          { componentId: 20, quantity: 2 },
        ],
      },
    });
  });

  it('tells a saved form from a changed one', () => {
    const form = formFromPackage(packageDetail());
    expect(samePackage(form, { ...form, name: ' Solar Home 3.5kVA ', installationCost: '150,000.00' })).toBe(true);
    expect(samePackage(form, { ...form, lines: setQuantity(form.lines, 20, '3') })).toBe(false);
    expect(samePackage(form, { ...form, isActive: false })).toBe(false);
  });
});
