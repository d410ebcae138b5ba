import { describe, expect, it } from 'vitest';
import {
  cleanQuantity,
  clearedQuantity,
  componentLineError,
  componentsError,
  componentTotal,
  personalError,
  powerNeedError,
  quoteLimitMessages,
  quoteMessages,
  type PersonalInput,
  type PowerNeedInput,
} from './quote-request.ts';

const personal: PersonalInput = {
  state: 'Lagos',
  city: 12,
  address: '14 Admiralty Way Lekki',
  landmark: 'Opposite the filling station',
  buildingType: 1,
  employerId: 3,
  employerName: 'Dangote Group',
  workEmail: 'ada@dangote.com',
};

describe('personalError: the first failure, in the spec order', () => {
  it('passes a complete step', () => {
    expect(personalError(personal)).toBeNull();
  });

  it.each([
    [{ state: '' }, quoteMessages.state],
    [{ city: null }, quoteMessages.city],
    [{ city: 0 }, quoteMessages.city],
    [{ address: '  ' }, quoteMessages.address],
    [{ address: 'Lekki Lagos' }, quoteMessages.fullAddress],
    [{ landmark: '' }, quoteMessages.landmark],
    [{ buildingType: null }, quoteMessages.buildingType],
    [{ buildingType: 3 }, quoteMessages.buildingType],
    [{ employerId: null }, quoteMessages.employer],
    [{ workEmail: '' }, quoteMessages.workEmail],
  ] as [Partial<PersonalInput>, string][])('%o → %s', (change, message) => {
    expect(personalError({ ...personal, ...change })).toBe(message);
  });

  it('reports only the first of several failures', () => {
    expect(personalError({ ...personal, landmark: '', employerId: null, address: 'Lekki' })).toBe(
      quoteMessages.fullAddress,
    );
    expect(personalError({})).toBe(quoteMessages.state);
  });

  it('asks no work e-mail of the "Others" employer, whatever its case', () => {
    expect(personalError({ ...personal, employerName: 'Others', workEmail: '' })).toBeNull();
    expect(personalError({ ...personal, employerName: ' others ', workEmail: null })).toBeNull();
  });

  it('uses the exact texts of the spec', () => {
    expect(quoteMessages).toMatchObject({
      state: 'Please select your state',
      city: 'Please select your city',
      address: 'Please enter your address',
      fullAddress: 'Please enter your full address',
      landmark: 'Please enter your landmark',
      buildingType: 'Please select the type of building you live in',
      employer: 'Please select where you work',
      workEmail: 'Please put in your work email',
    });
  });
});

const need: PowerNeedInput = {
  noOfBedrooms: 3,
  noOfLights: 8,
  noOfFan: 3,
  noOfTv: 2,
  inverterUsageHoursPerDay: 12,
  hoursOfElectricPowerPerDay: 6,
  generatorCapacity: 0,
};

describe('powerNeedError', () => {
  it('passes a complete step, and generator code 0 is a valid answer', () => {
    expect(powerNeedError(need)).toBeNull();
  });

  it.each([
    [{ noOfBedrooms: 0 }, 'Enter number of bedrooms you live'],
    [{ noOfLights: null }, 'Enter number of lights you want to power'],
    [{ noOfFan: 0 }, 'Enter number of fans you want to power'],
    [{ noOfTv: undefined }, 'Enter number of TVs you want to power'],
    [{ inverterUsageHoursPerDay: 0 }, 'Enter how many hours of power you require'],
    [{ hoursOfElectricPowerPerDay: null }, 'Enter how many hours of power you currently have in a day'],
    [{ generatorCapacity: null }, 'Select your generator capacity'],
    [{ generatorCapacity: 6 }, 'Select your generator capacity'],
  ] as [Partial<PowerNeedInput>, string][])('%o → %s', (change, message) => {
    expect(powerNeedError({ ...need, ...change })).toBe(message);
  });

  it('reports the first failure in order', () => {
    expect(powerNeedError({ ...need, noOfTv: 0, noOfLights: 0 })).toBe('Enter number of lights you want to power');
  });

  it('refuses at the step what the server refuses: more than 24 hours a day, a fraction, more than 200 of a thing', () => {
    expect(powerNeedError({ ...need, inverterUsageHoursPerDay: 30 })).toBe(quoteLimitMessages.hours);
    expect(quoteLimitMessages.hours).toBe('Hours in a day must be a whole number from 1 to 24.');
    expect(powerNeedError({ ...need, inverterUsageHoursPerDay: 24 })).toBeNull();
    expect(powerNeedError({ ...need, hoursOfElectricPowerPerDay: 25 })).toBe(quoteLimitMessages.hours);
    expect(powerNeedError({ ...need, noOfFan: 2.5 })).toBe('Fans must be a whole number of at most 200.');
    expect(powerNeedError({ ...need, noOfBedrooms: 201 })).toBe('Bedrooms must be a whole number of at most 200.');
    // The spec's own message comes first: an empty field before a limit further down.
    expect(powerNeedError({ ...need, noOfLights: 0, inverterUsageHoursPerDay: 30 })).toBe(quoteMessages.lights);
  });
});

describe('component lines', () => {
  it.each([
    [{ name: 'Inverters', productId: null, quantity: 1 }, 'You have not selected a product yet'],
    [{ name: 'Inverters', productId: 4, quantity: '' }, 'Please add quantity'],
    [{ name: 'Inverters', productId: 4, quantity: 0 }, 'Please add quantity'],
    [{ name: 'Panel cable', productId: 9, quantity: 19 }, 'Panel cable can only be a minimum of 20 yards'],
    [{ name: 'Panel cable', productId: 9, quantity: 20 }, null],
    [{ name: 'Solar panels', productId: 1, quantity: 2 }, null],
    [
      { name: 'Solar panels', productId: 1, quantity: 2.5 },
      'Quantities must be whole numbers of at most 10,000; for more, talk to us.',
    ],
    [
      { name: 'Solar panels', productId: 1, quantity: 10_001 },
      'Quantities must be whole numbers of at most 10,000; for more, talk to us.',
    ],
  ])('%o → %s', (line, message) => {
    expect(componentLineError(line)).toBe(message);
  });

  it('needs free text for a category without products', () => {
    expect(componentLineError({ name: 'Other', value: '', quantity: 1 }, false)).toBe(
      'You have not selected a product yet',
    );
    expect(componentLineError({ name: 'Other', value: 'Extra socket', quantity: 1 }, false)).toBeNull();
  });

  it('reports the first failing line', () => {
    expect(
      componentsError([
        { name: 'Solar panels', productId: 1, quantity: 2 },
        { name: 'Panel cable', productId: 9, quantity: 5 },
        { name: 'Inverters', productId: null, quantity: 1 },
      ]),
    ).toBe('Panel cable can only be a minimum of 20 yards');
  });

  it('clears a quantity that is not a whole number instead of making another number of it', () => {
    expect(cleanQuantity('2.5')).toBe('');
    expect(cleanQuantity('-3')).toBe('');
    expect(cleanQuantity('4x')).toBe('');
    expect(cleanQuantity(' 7 ')).toBe('7');
    expect(clearedQuantity('2.5')).toBe('2.5');
    expect(clearedQuantity('12')).toBeNull();
    expect(clearedQuantity('')).toBeNull();
  });

  it('clears a non-numeric quantity and totals unit price × quantity, or 0', () => {
    expect(cleanQuantity('12')).toBe('12');
    expect(cleanQuantity('abc')).toBe('');
    expect(
      componentTotal([
        { unitPrice: 1500, quantity: 2 },
        { unitPrice: 250.5, quantity: '4' },
      ]),
    ).toBe(4002);
    expect(componentTotal([{ unitPrice: 1500, quantity: 'x' }])).toBe(0);
  });
});
