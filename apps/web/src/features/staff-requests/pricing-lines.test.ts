import { describe, expect, it } from 'vitest';
import {
  addLine,
  componentsPayload,
  indexCatalogue,
  lineAmount,
  lineErrors,
  linesFromPackage,
  pricingMessages,
  pricingTotal,
  removeLine,
  sameLines,
  updateLine,
} from './pricing-lines.ts';
import { catalogue } from './test-fixtures.ts';

const index = indexCatalogue(catalogue);
const inverter = index.byId.get(11)!;
const battery = index.byId.get(21)!;

describe('the pricing lines', () => {
  it('adds a component once, at quantity 1 and its catalogue price', () => {
    const lines = addLine(addLine([], inverter), battery);
    expect(lines).toEqual([
      { componentId: 11, name: inverter.name, categoryName: 'Inverters', quantity: '1', unitPrice: '650,000' },
      { componentId: 21, name: battery.name, categoryName: 'Batteries', quantity: '1', unitPrice: '310,000' },
    ]);
    expect(addLine(lines, inverter)).toEqual(lines);
  });

  it('changes and removes a line', () => {
    let lines = addLine(addLine([], inverter), battery);
    lines = updateLine(lines, 21, { quantity: '4', unitPrice: '300,000' });
    expect(lines[1]).toMatchObject({ quantity: '4', unitPrice: '300,000' });
    expect(lineAmount(lines[1]!)).toBe(1_200_000);
    lines = removeLine(lines, 11);
    expect(lines.map((line) => line.componentId)).toEqual([21]);
  });

  it('totals components, installation and transport as typed', () => {
    const lines = updateLine(addLine(addLine([], inverter), battery), 21, { quantity: '2' });
    expect(pricingTotal(lines, '50,000', '20,000.50')).toBe(650_000 + 620_000 + 50_000 + 20_000.5);
    expect(pricingTotal(lines, '', '')).toBe(1_270_000);
    // A line still being typed counts as 0, never NaN.
    expect(pricingTotal(updateLine(lines, 11, { quantity: '' }), '', '')).toBe(620_000);
    // Kobo-exact, as the server adds it (totalAssetAmount of packages/domain): no float drift on the decimals.
    expect(pricingTotal(updateLine(lines, 11, { unitPrice: '0.10' }), '0.20', '')).toBe(620_000.3);
    // A figure too large to be money shows as such instead of breaking the page.
    expect(pricingTotal(updateLine(lines, 11, { quantity: '99999999999999999999' }), '', '')).toBe(Infinity);
  });

  it('matches a package to the catalogue by name and says which components it could not find', () => {
    const { lines, missing } = linesFromPackage(
      [
        { name: '3.5 KVA / 24 V hybrid inverter ', quantity: 1 },
        { name: '220 Ah tubular battery', quantity: 4 },
        { name: 'Mounting kit', quantity: 1 },
      ],
      index,
    );
    expect(lines.map((line) => [line.componentId, line.quantity])).toEqual([
      [11, '1'],
      [21, '4'],
    ]);
    expect(missing).toEqual(['Mounting kit']);
  });

  it('refuses an empty or zero quantity and a missing price, line by line', () => {
    let lines = addLine(addLine(addLine([], inverter), battery), index.byId.get(31)!);
    lines = updateLine(lines, 11, { quantity: '0' });
    lines = updateLine(lines, 21, { unitPrice: '' });
    expect([...lineErrors(lines)]).toEqual([
      [11, pricingMessages.quantity],
      [21, pricingMessages.unitPrice],
    ]);
  });

  it('holds panel cable to the customer’s 20-yard minimum, with the customer’s sentence', () => {
    const cable = { id: 61, name: '4 mm² solar PV cable (per yard)', unitPrice: 1200, categoryName: 'Panel cable' };
    expect([...lineErrors(updateLine(addLine([], cable), 61, { quantity: '5' }))]).toEqual([
      [61, 'Panel cable can only be a minimum of 20 yards'],
    ]);
    expect(lineErrors(updateLine(addLine([], cable), 61, { quantity: '20' })).size).toBe(0);
  });

  it('sends numbers, and knows whether what is on screen was saved', () => {
    const lines = updateLine(addLine([], inverter), 11, { quantity: '2', unitPrice: '640,000.5' });
    expect(componentsPayload(lines)).toEqual([{ componentId: 11, quantity: 2, unitPrice: 640000.5 }]);
    expect(sameLines(lines, [{ ...lines[0]!, unitPrice: '640000.50' }])).toBe(true);
    expect(sameLines(lines, updateLine(lines, 11, { quantity: '3' }))).toBe(false);
    // The server answers the saved lines in the catalogue's order: the same lines in another order are saved.
    const two = addLine(addLine([], battery), inverter);
    expect(sameLines(two, [...two].reverse())).toBe(true);
    expect(sameLines(two, [two[0]!, { ...two[1]!, componentId: 99 }])).toBe(false);
  });
});
