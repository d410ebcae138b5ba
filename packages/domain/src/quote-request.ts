/**
 * The quote request's rules (customer spec §5), one definition for the browser and the API. Each validator answers
 * the FIRST failing message, in the spec's order, or null when all is well.
 */

export const BuildingType = { StoreyBuilding: 0, Bungalow: 1, BlockOfFlats: 2 } as const;
export const buildingTypeLabels = ['Storey building', 'Bungalow', 'Block of flats'] as const;

/** Generator capacity codes (customer spec §3). */
export const generatorCapacityLabels = [
  "I don't have one",
  '1 KVA',
  '2 KVA',
  '5 KVA',
  'More than 5 KVA',
  'Others',
] as const;
export const GENERATOR_OTHERS = 5;

/** Battery choice on the specs modal: 1 Tubular, 2 Lithium. */
export const Battery = { Tubular: 1, Lithium: 2 } as const;

export const MIN_ADDRESS_WORDS = 3;
export const MIN_CABLE_YARDS = 20;
export const OTHERS_EMPLOYER = 'others';

export const quoteMessages = {
  state: 'Please select your state',
  city: 'Please select your city',
  address: 'Please enter your address',
  fullAddress: 'Please enter your full address',
  landmark: 'Please enter your landmark',
  buildingType: 'Please select the type of building you live in',
  employer: 'Please select where you work',
  workEmail: 'Please put in your work email',
  bedrooms: 'Enter number of bedrooms you live',
  lights: 'Enter number of lights you want to power',
  fans: 'Enter number of fans you want to power',
  tvs: 'Enter number of TVs you want to power',
  hoursNeeded: 'Enter how many hours of power you require',
  hoursGrid: 'Enter how many hours of power you currently have in a day',
  generator: 'Select your generator capacity',
  noProduct: 'You have not selected a product yet',
  quantity: 'Please add quantity',
  cable: 'Panel cable can only be a minimum of 20 yards',
  newQuote: 'You can not create a new quote because you currently have an existing quote.',
} as const;

export const isOthersEmployer = (name: string | null | undefined): boolean =>
  (name ?? '').trim().toLowerCase() === OTHERS_EMPLOYER;

const blank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';
const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

export interface PersonalInput {
  state?: string | null;
  city?: number | string | null;
  address?: string | null;
  landmark?: string | null;
  buildingType?: number | null;
  employerId?: number | null;
  /** The chosen employer's name, to tell "Others" apart. */
  employerName?: string | null;
  workEmail?: string | null;
}

export function personalError(input: PersonalInput): string | null {
  if (blank(input.state)) return quoteMessages.state;
  if (blank(input.city) || input.city === 0) return quoteMessages.city;
  if (blank(input.address)) return quoteMessages.address;
  if (wordCount(String(input.address)) < MIN_ADDRESS_WORDS) return quoteMessages.fullAddress;
  if (blank(input.landmark)) return quoteMessages.landmark;
  if (
    input.buildingType === undefined ||
    input.buildingType === null ||
    ![0, 1, 2].includes(Number(input.buildingType))
  )
    return quoteMessages.buildingType;
  if (blank(input.employerId) || input.employerId === 0) return quoteMessages.employer;
  if (!isOthersEmployer(input.employerName) && blank(input.workEmail)) return quoteMessages.workEmail;
  return null;
}

export interface PowerNeedInput {
  noOfBedrooms?: number | null;
  noOfLights?: number | null;
  noOfFan?: number | null;
  noOfTv?: number | null;
  inverterUsageHoursPerDay?: number | null;
  hoursOfElectricPowerPerDay?: number | null;
  generatorCapacity?: number | null;
}

const positive = (value: unknown): boolean => !blank(value) && Number.isFinite(Number(value)) && Number(value) > 0;

export function powerNeedError(input: PowerNeedInput): string | null {
  if (!positive(input.noOfBedrooms)) return quoteMessages.bedrooms;
  if (!positive(input.noOfLights)) return quoteMessages.lights;
  if (!positive(input.noOfFan)) return quoteMessages.fans;
  if (!positive(input.noOfTv)) return quoteMessages.tvs;
  if (!positive(input.inverterUsageHoursPerDay)) return quoteMessages.hoursNeeded;
  if (!positive(input.hoursOfElectricPowerPerDay)) return quoteMessages.hoursGrid;
  const generator = input.generatorCapacity;
  if (
    generator === undefined ||
    generator === null ||
    !Number.isInteger(Number(generator)) ||
    Number(generator) < 0 ||
    Number(generator) > 5
  ) {
    return quoteMessages.generator;
  }
  return null;
}

export interface ComponentLineInput {
  /** The category's name ("Panel cable", …). */
  name: string;
  /** The chosen product of the category, if any. */
  productId?: number | null;
  /** Free text, for a category that has no products to choose from. */
  value?: string | null;
  quantity?: number | string | null;
}

export function componentLineError(line: ComponentLineInput, categoryHasProducts = true): string | null {
  if (categoryHasProducts ? !line.productId : blank(line.value)) return quoteMessages.noProduct;
  const quantity = Number(line.quantity);
  if (blank(line.quantity) || !Number.isFinite(quantity) || quantity <= 0) return quoteMessages.quantity;
  if (line.name.toLowerCase().includes('cable') && quantity < MIN_CABLE_YARDS) return quoteMessages.cable;
  return null;
}

export function componentsError(lines: readonly ComponentLineInput[]): string | null {
  for (const line of lines) {
    const error = componentLineError(line);
    if (error) return error;
  }
  return null;
}

/** A non-numeric quantity is cleared (customer spec §5): keep digits only. */
export function cleanQuantity(input: string): string {
  return input.replace(/\D/g, '');
}

/** Sum of unitPrice × quantity, or 0 if a figure is not a number (staff spec §9). */
export function componentTotal(lines: readonly { unitPrice: number; quantity: number | string }[]): number {
  const total = lines.reduce((sum, line) => sum + Number(line.unitPrice) * Number(line.quantity), 0);
  return Number.isFinite(total) ? total : 0;
}

/** Status texts on the Active Quote cards (customer spec §2). */
export const quoteRequestStatusText: Partial<Record<number, string>> = {
  2: 'Quote pricing sent back to customer',
  3: 'Customer has accepted quotation',
  4: 'Engineer has been assigned to customer',
};
