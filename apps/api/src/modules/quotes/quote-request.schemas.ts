import { codeField, emailField } from '@imole/domain';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).nullish();
const count = z.coerce.number().nullish();
const flag = z.boolean().optional();

export const customer = { access: ['AUTH'] } as const;
export const customerOrAgent = { access: ['AUTH', 'SALES_AGENT'] } as const;

export const tags = ['Quotes and products'];

const personal = {
  address: text(300),
  landmark: text(200),
  buildingType: z.coerce.number().int().nullish(),
  state: text(100),
  city: z.union([z.number().int(), z.string().max(20)]).nullish(),
  employerId: z.coerce.number().int().nullish(),
  workEmail: text(254),
  isLithiumComponent: flag,
  havePreferredLocation: flag,
  preferredLocationDescription: text(500),
  /** Sent by the original client; the server sets the turnaround itself. */
  turnAroundTime: z.unknown().optional(),
};

const powerNeed = {
  noOfBedrooms: count,
  noOfLights: count,
  noOfFan: count,
  noOfTv: count,
  includeRefrigeratorEquiptment: flag,
  includeFreezerEquiptment: flag,
  includeAirConditionEquiptment: flag,
  includeOtherEquiptment: flag,
  inverterUsageHoursPerDay: count,
  hoursOfElectricPowerPerDay: count,
  hasGenerator: flag,
  generatorCapacity: z.coerce.number().int().nullish(),
  generatorCapacityOthers: text(300),
  addressRequiresAccessCode: flag,
  accessCodeContactPersonName: text(120),
  accessCodeContactPersonPhone: text(30),
};

const productChoice = {
  productId: z.coerce.number().int().positive().nullish(),
  installationComponents: z
    .array(z.object({ id: z.coerce.number().int().positive(), quantity: z.coerce.number() }), {
      error: 'must be a list of { id, quantity }',
    })
    .max(50, 'has too many lines')
    .nullish(),
};

export const powerNeedRequestBody = z.object({ ...personal, ...powerNeed });
/** The power need is optional here: the plan path's "More details" step sends it with the package (issue 22). */
export const productRequestBody = z.object({ ...personal, ...productChoice, ...powerNeed });
export const requestChangeBody = z.object({
  ...personal,
  ...powerNeed,
  ...productChoice,
  quoteRequestId: z.coerce.number({ error: 'Which quote request? quoteRequestId is required' }).int().positive(),
});

export const createdResponse = envelope({
  data: z.object({ id: z.number().int(), turnAroundTime: z.string(), referenceNo: z.string() }),
});

export const sizingBody = z.object({ state: text(100), ...powerNeed });

export const sizingResponse = envelope({
  recommendation: z.object({
    dailyEnergyWh: z.number(),
    peakLoadW: z.number(),
    inverterW: z.number(),
    inverterKva: z.number(),
    backupHours: z.number(),
    batteryKwhTubular: z.number(),
    batteryKwhLithium: z.number(),
    panelWatts: z.number(),
    panelCount: z.number().int(),
    peakSunHours: z.number(),
    product: z
      .object({
        id: z.number().int(),
        name: z.string(),
        inverterKva: z.number().optional(),
        batteryKwh: z.number().optional(),
        reason: z.enum(['fits', 'battery', 'short']).optional(),
      })
      .nullable(),
  }),
});

export const activeRequestItem = z.object({
  id: z.number().int(),
  referenceNo: z.string(),
  quoteRequestStatus: z.number().int(),
  dateCreated: z.string(),
  address: z.string(),
  state: z.string(),
  productName: z.string().nullable(),
  noOfBedrooms: z.number().int(),
  noOfLights: z.number().int(),
  noOfFan: z.number().int(),
  noOfTv: z.number().int(),
  /** The customer's full name (staff see every customer's requests). */
  customerName: z.string(),
});

const coordinate = (name: string) =>
  z.number({ error: `Give the ${name} as a number.` }).refine(Number.isFinite, `Give the ${name} as a number.`);

/** Quote/UpdateQuoteRequestLocationData: the house's location from the phone, its accuracy in metres. */
export const locationBody = z.object({
  quoteRequestId: z.coerce.number().int().positive(),
  latitude: coordinate('latitude'),
  longitude: coordinate('longitude'),
  accuracy: z.number().nonnegative('The accuracy must be 0 metres or more.').max(1_000_000).nullish(),
});

export const requestViewQuery = z.object({ id: z.coerce.number().int().positive().optional() });

export const workEmailCodeBody = z.object({
  email: emailField,
  companyId: z.coerce.number({ error: 'Please select where you work' }).int().positive('Please select where you work'),
});

export const workEmailConfirmationBody = z.object({ otp: codeField });
