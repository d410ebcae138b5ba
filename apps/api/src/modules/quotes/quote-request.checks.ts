import {
  AppError,
  componentsError,
  isOthersEmployer,
  personalError,
  powerNeedError,
  quoteMessages,
  sizeSystem,
  type SizingRecommendation,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { codeConfirmedSince } from '../auth/index.ts';
import { productService, findComponents } from '../catalogue/index.ts';
import { loadSettings } from '../settings/index.ts';
import * as repo from './quote-request.repository.ts';

/** What a quote request payload sets: its fields checked in the spec's order, and the columns they become. */

export const WORK_EMAIL_CONFIRMATION_DAYS = 7;

export interface PersonalFields {
  address?: string | null | undefined;
  landmark?: string | null | undefined;
  buildingType?: number | null | undefined;
  state?: string | null | undefined;
  city?: number | string | null | undefined;
  employerId?: number | null | undefined;
  workEmail?: string | null | undefined;
  isLithiumComponent?: boolean | undefined;
  havePreferredLocation?: boolean | undefined;
  preferredLocationDescription?: string | null | undefined;
}

export interface PowerNeedFields {
  noOfBedrooms?: number | null | undefined;
  noOfLights?: number | null | undefined;
  noOfFan?: number | null | undefined;
  noOfTv?: number | null | undefined;
  includeRefrigeratorEquiptment?: boolean | undefined;
  includeFreezerEquiptment?: boolean | undefined;
  includeAirConditionEquiptment?: boolean | undefined;
  includeOtherEquiptment?: boolean | undefined;
  inverterUsageHoursPerDay?: number | null | undefined;
  hoursOfElectricPowerPerDay?: number | null | undefined;
  hasGenerator?: boolean | undefined;
  generatorCapacity?: number | null | undefined;
  generatorCapacityOthers?: string | null | undefined;
  addressRequiresAccessCode?: boolean | undefined;
  accessCodeContactPersonName?: string | null | undefined;
  accessCodeContactPersonPhone?: string | null | undefined;
}

export interface ProductFields {
  productId?: number | null | undefined;
  installationComponents?: { id: number; quantity: number }[] | null | undefined;
}

/**
 * A package may come with the power need of the plan path's "More details" step (customer spec §4 "Wizard flow":
 * personal, e-mail check, package, more details, review); a list of components comes without one.
 */
export type Choice =
  { kind: 'power-need'; need: PowerNeedFields } | { kind: 'product'; product: ProductFields & PowerNeedFields };

const bad = (message: string) => new AppError('VALIDATION_FAILED', message);

/**
 * The personal step, in the spec's order, then the ids behind it. The work e-mail counts as confirmed when one of
 * `confirmers` confirmed its code: the customer, or the sales agent who asked for the quote for them (issue 20).
 */
async function checkPersonal(deps: AppDeps, confirmers: readonly number[], input: PersonalFields) {
  const { db } = deps;
  const employer = input.employerId ? await repo.findEmployer(db, input.employerId) : undefined;
  const message = personalError({
    ...input,
    employerId: employer ? employer.id : null,
    employerName: employer?.name ?? null,
  });
  if (message) throw bad(message);
  const state = await repo.findStateByTitle(db, String(input.state));
  if (!state) throw bad(quoteMessages.state);
  const lga = await repo.findLga(db, Number(input.city));
  if (!lga || lga.state_id !== state.id) throw bad(quoteMessages.city);
  const others = isOthersEmployer(employer!.name);
  const workEmail = others ? null : String(input.workEmail).trim().toLowerCase();
  if (workEmail && employer!.validate_email) {
    const domain = employer!.email_domain?.toLowerCase();
    if (domain && !(workEmail.endsWith(`@${domain}`) || workEmail.endsWith(`.${domain}`))) {
      const article = /^[aeiou]/i.test(employer!.name) ? 'an' : 'a';
      throw bad(`This is not ${article} ${employer!.name} e-mail address. Use your work e-mail ending in @${domain}.`);
    }
    const since = new Date(deps.clock.now().getTime() - WORK_EMAIL_CONFIRMATION_DAYS * 24 * 60 * 60 * 1000);
    const confirmed = await Promise.all(
      confirmers.map((id) => codeConfirmedSince(db, 'company-email', workEmail, id, since)),
    );
    if (!confirmed.some(Boolean)) {
      throw bad('Confirm your work email with the code we send to it before you continue.');
    }
  }
  return { state, lga, employer: employer!, workEmail };
}

/** The power-need step's rules with their limits, from packages/domain: the wizard's step refuses the same. */
export function checkPowerNeed(need: PowerNeedFields) {
  const message = powerNeedError(need);
  if (message) throw bad(message);
}

/** The lines a product choice puts in the request: a package's components, or the customer's own list. */
async function linesFor(
  deps: AppDeps,
  choice: ProductFields,
  lithium: boolean,
): Promise<{ productId: number | null; lines: { componentId: number; quantity: number }[] }> {
  if (choice.productId) {
    const lines = await productService(deps.db).packageLines(choice.productId, lithium);
    return {
      productId: choice.productId,
      lines: lines.map((l) => ({ componentId: l.componentId, quantity: l.quantity })),
    };
  }
  const wanted = choice.installationComponents ?? [];
  if (wanted.length === 0) throw bad('Choose a package, or at least one component.');
  const ids = wanted.map((w) => w.id);
  if (new Set(ids).size !== ids.length) throw bad('Each component can be chosen once; change its quantity instead.');
  const found = await findComponents(deps.db, ids);
  const message = componentsError(
    wanted.map((w) => ({
      name: found.find((c) => c.id === w.id)?.category_name ?? '',
      productId: found.some((c) => c.id === w.id) ? w.id : null,
      quantity: w.quantity,
    })),
  );
  if (message) throw bad(message);
  return { productId: null, lines: wanted.map((w) => ({ componentId: w.id, quantity: w.quantity })) };
}

/** The system a power need calls for in a state, and the closest starter package. */
export async function sizingFor(deps: AppDeps, stateId: number, need: PowerNeedFields): Promise<SizingRecommendation> {
  const [state, settings, packages] = await Promise.all([
    repo.findStateById(deps.db, stateId),
    loadSettings(deps.db),
    productService(deps.db).capacities(),
  ]);
  return sizeSystem(
    {
      noOfBedrooms: Number(need.noOfBedrooms),
      noOfLights: Number(need.noOfLights),
      noOfFan: Number(need.noOfFan),
      noOfTv: Number(need.noOfTv),
      includeRefrigeratorEquiptment: need.includeRefrigeratorEquiptment ?? false,
      includeFreezerEquiptment: need.includeFreezerEquiptment ?? false,
      includeAirConditionEquiptment: need.includeAirConditionEquiptment ?? false,
      includeOtherEquiptment: need.includeOtherEquiptment ?? false,
      inverterUsageHoursPerDay: Number(need.inverterUsageHoursPerDay),
      hoursOfElectricPowerPerDay: Number(need.hoursOfElectricPowerPerDay),
    },
    { peakSunHours: state.peak_sun_hours, panelWatts: settings.sizingPanelWatts, packages },
  );
}

/** The columns a payload sets, with the columns of the other path put back to their placeholders. */
export async function columnsFor(
  deps: AppDeps,
  confirmers: readonly number[],
  personal: PersonalFields,
  choice: Choice,
) {
  const checked = await checkPersonal(deps, confirmers, personal);
  const base = {
    state_id: checked.state.id,
    lga_id: checked.lga.id,
    address: String(personal.address).trim(),
    landmark: String(personal.landmark).trim(),
    building_type: Number(personal.buildingType),
    employer_id: checked.employer.id,
    work_email: checked.workEmail,
    is_lithium: personal.isLithiumComponent ?? false,
    have_preferred_location: personal.havePreferredLocation ?? false,
    preferred_location_description: personal.preferredLocationDescription?.trim() || null,
  };
  if (choice.kind === 'power-need') {
    checkPowerNeed(choice.need);
    const sizing = await sizingFor(deps, checked.state.id, choice.need);
    return { columns: { ...base, ...powerNeedColumns(choice.need, sizing) }, lines: [] as Line[] };
  }
  const { productId, lines } = await linesFor(deps, choice.product, base.is_lithium);
  if (productId && hasPowerNeed(choice.product)) {
    // The package's request keeps the household's need beside it, checked by the same rules, for staff to price by.
    checkPowerNeed(choice.product);
    const sizing = await sizingFor(deps, checked.state.id, choice.product);
    return { columns: { ...base, ...powerNeedColumns(choice.product, sizing), product_id: productId }, lines };
  }
  return { columns: { ...base, ...NO_POWER_NEED, product_id: productId, sizing: null }, lines };
}

type Line = { componentId: number; quantity: number };

/**
 * A package request carries a power need when it counts any bedroom, light, fan or TV: the spec's
 * CreateQuoteRequestWithProduct payload has none (or the placeholder zeros of customer spec §3), and then the need is
 * all zeros as before; our wizard's plan path sends it whole, and a partial one is refused with the spec's message.
 */
function hasPowerNeed(need: PowerNeedFields): boolean {
  const counts = [need.noOfBedrooms, need.noOfLights, need.noOfFan, need.noOfTv];
  return counts.some((count) => count !== null && count !== undefined && Number(count) > 0);
}

function powerNeedColumns(need: PowerNeedFields, sizing: SizingRecommendation) {
  return {
    no_of_bedrooms: Number(need.noOfBedrooms),
    no_of_lights: Number(need.noOfLights),
    no_of_fan: Number(need.noOfFan),
    no_of_tv: Number(need.noOfTv),
    include_refrigerator: need.includeRefrigeratorEquiptment ?? false,
    include_freezer: need.includeFreezerEquiptment ?? false,
    include_air_condition: need.includeAirConditionEquiptment ?? false,
    include_other: need.includeOtherEquiptment ?? false,
    inverter_usage_hours_per_day: Number(need.inverterUsageHoursPerDay),
    hours_of_electric_power_per_day: Number(need.hoursOfElectricPowerPerDay),
    has_generator: need.hasGenerator ?? Number(need.generatorCapacity) > 0,
    generator_capacity: Number(need.generatorCapacity),
    generator_capacity_others:
      Number(need.generatorCapacity) === 5 ? need.generatorCapacityOthers?.trim() || null : null,
    address_requires_access_code: need.addressRequiresAccessCode ?? false,
    access_code_contact_person_name: need.accessCodeContactPersonName?.trim() || null,
    access_code_contact_person_phone: need.accessCodeContactPersonPhone?.trim() || null,
    product_id: null,
    sizing: JSON.stringify(sizing),
  };
}

/** The power-need columns of a request made for a package or a list of components. */
const NO_POWER_NEED = {
  no_of_bedrooms: 0,
  no_of_lights: 0,
  no_of_fan: 0,
  no_of_tv: 0,
  include_refrigerator: false,
  include_freezer: false,
  include_air_condition: false,
  include_other: false,
  inverter_usage_hours_per_day: 0,
  hours_of_electric_power_per_day: 0,
  has_generator: false,
  generator_capacity: 0,
  generator_capacity_others: null,
  address_requires_access_code: false,
  access_code_contact_person_name: null,
  access_code_contact_person_phone: null,
} as const;
