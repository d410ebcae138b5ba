/**
 * The quote request payload (customer spec §3 "Quote request payload"), built from the wizard's state. Components
 * drop the power-need, generator and access-code fields and add productId and installationComponents; a package does
 * the same but keeps the power need and generator of the plan path's "More details" step (issue 22); edit mode adds
 * quoteRequestId.
 */
import { isOthersEmployer } from '@imole/domain/quote-request';
import type { CustomerContact, WizardState } from './wizard-state.ts';

export interface LocationPayload {
  address: string;
  landmark: string;
  buildingType: number;
  state: string;
  city: number;
  employerId: number;
  workEmail: string;
  isLithiumComponent: boolean;
}

export interface PowerNeedPayload {
  noOfBedrooms: number;
  noOfLights: number;
  noOfFan: number;
  noOfTv: number;
  includeRefrigeratorEquiptment: boolean;
  includeFreezerEquiptment: boolean;
  includeAirConditionEquiptment: boolean;
  includeOtherEquiptment: boolean;
  inverterUsageHoursPerDay: number;
  hoursOfElectricPowerPerDay: number;
}

interface GeneratorPayload {
  hasGenerator: boolean;
  generatorCapacity: number;
  generatorCapacityOthers: string;
}

export type PowerRequestBody = LocationPayload &
  PowerNeedPayload &
  GeneratorPayload & {
    havePreferredLocation: boolean;
    preferredLocationDescription: string;
    addressRequiresAccessCode: boolean;
    accessCodeContactPersonName: string;
    accessCodeContactPersonPhone: string;
  };

export type ProductRequestBody = LocationPayload & {
  productId: number | null;
  installationComponents: { id: number; quantity: number }[];
} & Partial<GeneratorPayload & PowerNeedPayload>;

export type QuotePayload =
  | { kind: 'sales'; body: (PowerRequestBody | ProductRequestBody) & CustomerContact }
  | { kind: 'power'; body: PowerRequestBody }
  | { kind: 'product'; body: ProductRequestBody }
  | { kind: 'update'; body: (PowerRequestBody | ProductRequestBody) & { quoteRequestId: number } };

/**
 * Default placeholder numeric fields are 0 (customer spec §3). Only a whole number typed as digits counts: "2.5" or
 * "-3" is no answer (0, so the step's rule asks for it), never 2 or 3.
 */
const count = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);

export function powerNeedPayload(state: Pick<WizardState, 'power'>): PowerNeedPayload {
  const p = state.power;
  return {
    noOfBedrooms: count(p.noOfBedrooms),
    noOfLights: count(p.noOfLights),
    noOfFan: count(p.noOfFan),
    noOfTv: count(p.noOfTv),
    includeRefrigeratorEquiptment: p.includeRefrigeratorEquiptment,
    includeFreezerEquiptment: p.includeFreezerEquiptment,
    includeAirConditionEquiptment: p.includeAirConditionEquiptment,
    includeOtherEquiptment: p.includeOtherEquiptment,
    inverterUsageHoursPerDay: count(p.inverterUsageHoursPerDay),
    hoursOfElectricPowerPerDay: count(p.hoursOfElectricPowerPerDay),
  };
}

function generatorPayload(state: Pick<WizardState, 'power'>): GeneratorPayload {
  const generator = state.power.generatorCapacity ?? 0;
  return {
    hasGenerator: generator !== 0,
    generatorCapacity: generator,
    generatorCapacityOthers: generator === 5 ? state.power.generatorCapacityOthers.trim() : '',
  };
}

/** No package: the request is sized from the power need (CreateQuoteRequest). */
export const isPowerFlow = (state: Pick<WizardState, 'flow'>): boolean =>
  state.flow === 'power' || state.flow === 'plan-power';

export function buildPayload(state: WizardState): QuotePayload {
  const p = state.personal;
  const others = isOthersEmployer(p.employerName);
  const location: LocationPayload = {
    address: p.address.trim(),
    landmark: p.landmark.trim(),
    buildingType: p.buildingType ?? 0,
    state: p.state,
    city: p.city ?? 0,
    employerId: p.employerId ?? 0,
    // "Others" needs no work e-mail (customer spec §5): none is sent, even one typed before switching employer.
    workEmail: others ? '' : p.workEmail.trim(),
    isLithiumComponent: state.flow === 'plan' && state.battery === 2,
  };

  // A sales agent's new request names the customer (CreateSalesQuoteRequestWithProduct, issue 20); an agent's
  // change is the same UpdateQuoteRequest a customer sends.
  const edit = (body: PowerRequestBody | ProductRequestBody): QuotePayload | null =>
    state.editing && state.quoteRequestId !== null
      ? { kind: 'update', body: { ...body, quoteRequestId: state.quoteRequestId } }
      : state.agent && state.customer
        ? { kind: 'sales', body: { ...body, ...trimmed(state.customer) } }
        : null;

  if (isPowerFlow(state)) {
    const body: PowerRequestBody = {
      ...location,
      ...powerNeedPayload(state),
      ...generatorPayload(state),
      havePreferredLocation: false,
      preferredLocationDescription: '',
      addressRequiresAccessCode: false,
      accessCodeContactPersonName: '',
      accessCodeContactPersonPhone: '',
    };
    return edit(body) ?? { kind: 'power', body };
  }

  const body: ProductRequestBody =
    state.flow === 'components'
      ? {
          ...location,
          productId: null,
          installationComponents: state.components.flatMap((line) =>
            line.productId === null ? [] : [{ id: line.productId, quantity: count(line.quantity) }],
          ),
        }
      : // The plan path's "More details" step goes with the package (issue 22; docs/quote-request.md).
        {
          ...location,
          productId: state.productId,
          installationComponents: [],
          ...powerNeedPayload(state),
          ...generatorPayload(state),
        };
  return edit(body) ?? { kind: 'product', body };
}

const trimmed = (c: CustomerContact): CustomerContact => ({
  firstname: c.firstname.trim(),
  lastname: c.lastname.trim(),
  email: c.email.trim(),
  phoneNumber: c.phoneNumber.trim(),
});
