import { describe, expect, it } from 'vitest';
import { changeLine, readableChanges, unnamedIds, type ChangeNames } from './change-log.ts';

const names: ChangeNames = {
  lgas: new Map([[502, 'Eti-Osa']]),
  employers: new Map([[14, 'Lagos State Government']]),
  products: new Map([[6, 'Home Backup 3.5kVA']]),
  components: new Map([
    [2, '550 W monocrystalline solar panel'],
    [5, '3.5 kVA hybrid inverter'],
  ]),
};

const lines = (changes: Parameters<typeof readableChanges>[0], n: ChangeNames | undefined = names) =>
  readableChanges(changes, n).map(changeLine);

describe('the change log in words', () => {
  it('names the area, the employer, the package and the components instead of their ids', () => {
    expect(
      lines([
        { name: 'city', value: '502' },
        { name: 'employerId', value: '14' },
        { name: 'installationComponents', value: '6 × #2, 1 × #5' },
        { name: 'buildingType', value: '1' },
        { name: 'generatorCapacity', value: '3' },
        { name: 'includeFreezerEquiptment', value: 'true' },
      ]),
    ).toEqual([
      'Area (LGA): Eti-Osa',
      'Employer: Lagos State Government',
      'Components: 6 × 550 W monocrystalline solar panel, 1 × 3.5 kVA hybrid inverter',
      'Building: Bungalow',
      'Generator: 5 KVA',
      'Freezer: Yes',
    ]);
  });

  it('keeps the words recorded when the change was made, and says when an id is no longer listed', () => {
    expect(lines([{ name: 'productId', value: '6', shown: 'Home Backup 3.5kVA (as it was named)' }])).toEqual([
      'Package: Home Backup 3.5kVA (as it was named)',
    ]);
    expect(lines([{ name: 'productId', value: '99' }])).toEqual(['Package: a package no longer listed']);
    expect(
      unnamedIds([
        [
          { name: 'productId', value: '6', shown: 'x' },
          { name: 'city', value: '502' },
        ],
      ]),
    ).toEqual({
      lgaIds: [502],
      employerIds: [],
      productIds: [],
      componentIds: [],
    });
  });

  it('lists a change of path as what was chosen, not the placeholders it put back', () => {
    // Power need → a package: the power need's zeros, the package's own lines and "has a generator" are left out.
    expect(
      lines([
        { name: 'isLithiumComponent', value: 'false' },
        { name: 'noOfBedrooms', value: '0' },
        { name: 'noOfTv', value: '0' },
        { name: 'hasGenerator', value: 'false' },
        { name: 'generatorCapacity', value: '0' },
        { name: 'productId', value: '6' },
        { name: 'installationComponents', value: '1 × #5, 2 × #2' },
      ]),
    ).toEqual(['Battery: Tubular', 'Package: Home Backup 3.5kVA']);
    // A package → components: the battery goes with the package.
    expect(
      lines([
        { name: 'isLithiumComponent', value: 'false' },
        { name: 'productId', value: '' },
        { name: 'installationComponents', value: '6 × #2' },
      ]),
    ).toEqual(['Package: None', 'Components: 6 × 550 W monocrystalline solar panel']);
    // A package → the power need: the counts are the new answer.
    expect(
      lines([
        { name: 'isLithiumComponent', value: 'false' },
        { name: 'noOfBedrooms', value: '3' },
        { name: 'productId', value: '' },
        { name: 'installationComponents', value: '' },
      ]),
    ).toEqual(['Bedrooms: 3', 'Package: None']);
  });

  it('reads staff price changes in naira', () => {
    expect(lines([{ name: 'installationCost', value: '150000' }])).toEqual(['Installation cost: ₦150,000.00']);
  });
});
