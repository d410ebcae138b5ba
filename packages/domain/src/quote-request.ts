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
/** Our limits beyond the spec's rules (docs/quote-request.md): checked at the step, and again by the server. */
export const MAX_HOURS_A_DAY = 24;
export const MAX_POWER_NEED_COUNT = 200;
export const MAX_COMPONENT_QUANTITY = 10_000;
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

/** Ours: the limits the spec does not give, each after the spec's own rule for its field (docs/quote-request.md). */
export const quoteLimitMessages = {
  hours: `Hours in a day must be a whole number from 1 to ${MAX_HOURS_A_DAY}.`,
  count: (what: string) => `${what} must be a whole number of at most ${MAX_POWER_NEED_COUNT}.`,
  quantity: `Quantities must be whole numbers of at most ${MAX_COMPONENT_QUANTITY.toLocaleString('en-NG')}; for more, talk to us.`,
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

const wholeUpTo = (value: unknown, max: number): boolean => Number.isInteger(Number(value)) && Number(value) <= max;

export type PowerNeedField = keyof PowerNeedInput;

/**
 * The power-need step: the spec's messages in its order; each field's own limit (whole numbers, at most 200 of a
 * thing, at most 24 hours a day) is checked right after its spec rule, so the step refuses what the server would.
 * Answers the field too, for the step to mark and focus it.
 */
export function powerNeedFailure(input: PowerNeedInput): { field: PowerNeedField; message: string } | null {
  const counts = [
    ['noOfBedrooms', quoteMessages.bedrooms, 'Bedrooms'],
    ['noOfLights', quoteMessages.lights, 'Lights'],
    ['noOfFan', quoteMessages.fans, 'Fans'],
    ['noOfTv', quoteMessages.tvs, 'TVs'],
  ] as const;
  for (const [field, message, what] of counts) {
    if (!positive(input[field])) return { field, message };
    if (!wholeUpTo(input[field], MAX_POWER_NEED_COUNT)) return { field, message: quoteLimitMessages.count(what) };
  }
  const hours = [
    ['inverterUsageHoursPerDay', quoteMessages.hoursNeeded],
    ['hoursOfElectricPowerPerDay', quoteMessages.hoursGrid],
  ] as const;
  for (const [field, message] of hours) {
    if (!positive(input[field])) return { field, message };
    if (!wholeUpTo(input[field], MAX_HOURS_A_DAY)) return { field, message: quoteLimitMessages.hours };
  }
  const generator = input.generatorCapacity;
  if (
    generator === undefined ||
    generator === null ||
    !Number.isInteger(Number(generator)) ||
    Number(generator) < 0 ||
    Number(generator) > 5
  ) {
    return { field: 'generatorCapacity', message: quoteMessages.generator };
  }
  return null;
}

export function powerNeedError(input: PowerNeedInput): string | null {
  return powerNeedFailure(input)?.message ?? null;
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
  if (!wholeUpTo(quantity, MAX_COMPONENT_QUANTITY)) return quoteLimitMessages.quantity;
  return null;
}

export function componentsError(lines: readonly ComponentLineInput[]): string | null {
  for (const line of lines) {
    const error = componentLineError(line);
    if (error) return error;
  }
  return null;
}

/**
 * A non-numeric quantity is cleared (customer spec §5): digits are kept as typed, anything else ("2.5", "-3", "4x")
 * empties the field, never becoming another number ("25", "3", "4") without the person knowing.
 */
export function cleanQuantity(input: string): string {
  const text = input.trim();
  return /^\d*$/.test(text) ? text : '';
}

/** The text a field was cleared of, to say so beside it; null when it was kept. */
export function clearedQuantity(input: string): string | null {
  return cleanQuantity(input) === input.trim() ? null : input.trim();
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
