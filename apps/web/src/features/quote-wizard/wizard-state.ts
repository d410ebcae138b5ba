/**
 * The quote wizard's state: one reducer for every step (customer spec §2 "Quote wizard", §4 "Wizard flow"), kept in
 * sessionStorage so a reload mid-wizard keeps what the person typed.
 */
import { isOthersEmployer } from '@imole/domain/quote-request';
import type { BatteryChoice } from '../../lib/products/types.ts';

export type StepId = 'components' | 'personal' | 'email' | 'plan' | 'power' | 'review';

/**
 * - plan: personal, work e-mail code, choose plan, more details (power need), review (a package; customer spec §4
 *   "Wizard flow": the plan path asks the more-details step after the package, issue 22)
 * - plan-power: the same steps with "Not sure" chosen on the plan step: no package, the system is sized from the need
 * - power: "Not sure" from the packages page: personal, work e-mail code, power need, review
 * - components: product=true: components, personal, work e-mail code, review
 */
export type Flow = 'plan' | 'plan-power' | 'power' | 'components';

/** Progress ring per step (customer spec §2 table; the work e-mail step has no value of its own: it keeps 40). */
export const stepProgress: Record<StepId, number> = {
  components: 20,
  personal: 40,
  email: 40,
  plan: 60,
  power: 80,
  review: 100,
};

export interface PersonalData {
  /** The state's title: what the API takes as `state`. */
  state: string;
  /** The LGA id: the API's `city`. */
  city: number | null;
  cityName: string;
  address: string;
  landmark: string;
  buildingType: number | null;
  employerId: number | null;
  employerName: string;
  /** The employer wants its staff's work e-mail confirmed by code (validateEmail). */
  employerValidates: boolean;
  workEmail: string;
}

/** A selected component category (customer spec §3 "Selected component line"). */
export interface ComponentLine {
  /** The category's name. */
  name: string;
  productId: number | null;
  productName: string;
  unitPrice: number;
  /** Free text, for a category without products. */
  value: string;
  quantity: string;
  isNew: boolean;
}

export interface PowerNeedData {
  noOfBedrooms: string;
  noOfLights: string;
  noOfFan: string;
  noOfTv: string;
  includeRefrigeratorEquiptment: boolean;
  includeFreezerEquiptment: boolean;
  includeAirConditionEquiptment: boolean;
  includeOtherEquiptment: boolean;
  inverterUsageHoursPerDay: string;
  hoursOfElectricPowerPerDay: string;
  generatorCapacity: number | null;
  generatorCapacityOthers: string;
}

/** The customer a sales agent asks for a quote for (issue 20, staff spec §2 "Agent and coordinator quote creation"). */
export interface CustomerContact {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
}

export const emptyCustomer: CustomerContact = { firstname: '', lastname: '', email: '', phoneNumber: '' };

export interface WizardState {
  version: 1;
  /** Whose wizard this is: another person signing in on the same phone starts afresh. */
  userId: number;
  /** The query string the wizard was opened with: a reload resumes, a new way in starts over. */
  entry: string;
  flow: Flow;
  step: StepId;
  editing: boolean;
  /** Edit mode: the request being changed, once loaded. */
  quoteRequestId: number | null;
  /** Edit mode: the request's data has been filled in. */
  prefilled: boolean;
  personal: PersonalData;
  /** The work e-mail confirmed by code in this wizard, if any. */
  verifiedEmail: string | null;
  productId: number | null;
  battery: BatteryChoice;
  components: ComponentLine[];
  power: PowerNeedData;
  /** The agent variant: a sales agent (or coordinator) asks for the customer below (issue 20). */
  agent?: boolean;
  customer?: CustomerContact;
}

export const emptyPersonal: PersonalData = {
  state: '',
  city: null,
  cityName: '',
  address: '',
  landmark: '',
  buildingType: null,
  employerId: null,
  employerName: '',
  employerValidates: false,
  workEmail: '',
};

export const emptyPower: PowerNeedData = {
  noOfBedrooms: '',
  noOfLights: '',
  noOfFan: '',
  noOfTv: '',
  includeRefrigeratorEquiptment: false,
  includeFreezerEquiptment: false,
  includeAirConditionEquiptment: false,
  includeOtherEquiptment: false,
  inverterUsageHoursPerDay: '',
  hoursOfElectricPowerPerDay: '',
  generatorCapacity: null,
  generatorCapacityOthers: '',
};

/** The work e-mail must be confirmed by code before the request can be sent (customer spec §4 "Work e-mail"). */
export function needsEmailCode(state: Pick<WizardState, 'personal' | 'verifiedEmail'>): boolean {
  const { personal } = state;
  const email = personal.workEmail.trim().toLowerCase();
  return (
    personal.employerValidates &&
    !isOthersEmployer(personal.employerName) &&
    email !== '' &&
    state.verifiedEmail !== email
  );
}

/** The steps of the person's path, in order: Back and Continue move along it. */
export function stepsOf(state: Pick<WizardState, 'flow' | 'personal' | 'verifiedEmail'>): StepId[] {
  const email: StepId[] = needsEmailCode(state) ? ['email'] : [];
  switch (state.flow) {
    case 'components':
      return ['components', 'personal', ...email, 'review'];
    case 'plan':
    case 'plan-power':
      return ['personal', ...email, 'plan', 'power', 'review'];
    case 'power':
      return ['personal', ...email, 'power', 'review'];
  }
}

export function nextStep(state: WizardState): StepId {
  const steps = stepsOf(state);
  const index = steps.indexOf(state.step);
  return steps[Math.min(steps.length - 1, index + 1)] ?? 'review';
}

/** The step before this one, or null on the first step (Back then leaves the wizard). */
export function previousStep(state: WizardState): StepId | null {
  const steps = stepsOf(state);
  const index = steps.indexOf(state.step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** How the wizard starts from its query string (docs/web-routing.md, "Quote wizard queries"). */
export function initialState(search: string, userId: number, carried?: WizardState | null, agent = false): WizardState {
  const query = new URLSearchParams(search);
  const editing = query.get('isEditing') === '1';
  const id = Number(query.get('id'));
  const productId = Number.isInteger(id) && id > 0 ? id : null;
  const flow: Flow =
    query.get('product') === 'true' ? 'components' : query.get('notSure') === 'true' ? 'power' : 'plan';
  // A person who comes back by another way keeps the address they typed; edit mode loads the request's own.
  const keep = carried && carried.userId === userId && !editing && !carried.editing ? carried : null;
  return {
    version: 1,
    userId,
    entry: search,
    flow,
    step: flow === 'components' ? 'components' : 'personal',
    editing,
    quoteRequestId: null,
    prefilled: false,
    personal: keep?.personal ?? emptyPersonal,
    verifiedEmail: keep?.verifiedEmail ?? null,
    productId: flow === 'plan' ? productId : null,
    battery: query.get('battery') === '2' ? 2 : 1,
    components: [],
    power: emptyPower,
    ...(agent ? { agent: true, customer: keep?.customer ?? emptyCustomer } : {}),
  };
}

/** What GET Quote/GetQuoteRequest answers, as far as edit mode needs it (docs/quote-request.md). */
export interface QuoteRequestForEdit {
  quoteRequest: {
    id: number;
    /** 0-2 may still change (Quote/UpdateQuoteRequest refuses from 3: docs/state-machines.md). */
    quoteRequestStatus?: number;
    address: string;
    landmark: string;
    buildingType: number;
    state: string;
    city: number;
    employerId: number;
    workEmail: string | null;
    /** The work e-mail was confirmed by code recently enough: edit mode skips the code step. */
    workEmailConfirmed?: boolean;
    isLithiumComponent?: boolean | null;
    productId: number | null;
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
    generatorCapacity: number;
    generatorCapacityOthers: string | null;
    installationComponents?:
      { id: number; quantity: number; name: string; categoryName: string; unitPrice: number }[] | null;
  };
  employer: { id: number; name: string; validateEmail: boolean } | null;
}

/** The customer's contact on a request an agent reads (GetQuoteRequest answers it to agents and staff). */
export interface ClientContact {
  firstname: string;
  lastname?: string;
  email?: string;
  phoneNumber?: string;
}

const text = (n: number | null | undefined) => (n && n > 0 ? String(n) : '');

export type WizardAction =
  | { type: 'goto'; step: StepId }
  | { type: 'personal'; changes: Partial<PersonalData> }
  | { type: 'customer'; changes: Partial<CustomerContact> }
  | { type: 'emailVerified'; email: string }
  | { type: 'choosePackage'; productId: number; battery?: BatteryChoice }
  | { type: 'switchFlow'; flow: Flow }
  | { type: 'componentToggle'; name: string; selected: boolean }
  | { type: 'componentLine'; name: string; changes: Partial<ComponentLine> }
  | { type: 'power'; changes: Partial<PowerNeedData> }
  | { type: 'prefill'; data: QuoteRequestForEdit & { client?: ClientContact | null }; forceComponents: boolean }
  | { type: 'reset'; state: WizardState };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'goto':
      return { ...state, step: action.step };
    case 'personal':
      return { ...state, personal: { ...state.personal, ...action.changes } };
    case 'customer':
      return { ...state, customer: { ...(state.customer ?? emptyCustomer), ...action.changes } };
    case 'emailVerified':
      return { ...state, verifiedEmail: action.email.trim().toLowerCase() };
    case 'choosePackage':
      // A package chosen after "Not sure" puts the wizard back on the plan path (the same steps, with the package).
      return {
        ...state,
        flow: state.flow === 'plan-power' ? 'plan' : state.flow,
        productId: action.productId,
        battery: action.battery ?? state.battery,
      };
    case 'switchFlow': {
      const step: StepId =
        action.flow === 'components' ? 'components' : action.flow === 'plan-power' ? 'power' : 'plan';
      // "Not sure" means no package: the request is sized from the power need instead.
      const productId = action.flow === 'plan' ? state.productId : null;
      return { ...state, flow: action.flow, step, productId };
    }
    case 'componentToggle': {
      const without = state.components.filter((line) => line.name !== action.name);
      if (!action.selected) return { ...state, components: without };
      const line: ComponentLine = {
        name: action.name,
        productId: null,
        productName: '',
        unitPrice: 0,
        value: '',
        quantity: '',
        isNew: true,
      };
      return { ...state, components: [...without, line] };
    }
    case 'componentLine':
      return {
        ...state,
        components: state.components.map((line) => (line.name === action.name ? { ...line, ...action.changes } : line)),
      };
    case 'power':
      return { ...state, power: { ...state.power, ...action.changes } };
    case 'prefill': {
      const { quoteRequest: q, employer } = action.data;
      // A package's request lists the package's components too: only a request without a package is a custom list.
      const lines = q.productId ? [] : (q.installationComponents ?? []);
      const flow: Flow = action.forceComponents || lines.length > 0 ? 'components' : q.productId ? 'plan' : 'power';
      return {
        ...state,
        flow,
        step: flow === 'components' ? 'components' : 'personal',
        quoteRequestId: q.id,
        prefilled: true,
        ...(state.agent && action.data.client
          ? {
              customer: {
                firstname: action.data.client.firstname,
                lastname: action.data.client.lastname ?? '',
                email: action.data.client.email ?? '',
                phoneNumber: action.data.client.phoneNumber ?? '',
              },
            }
          : {}),
        verifiedEmail: q.workEmailConfirmed && q.workEmail ? q.workEmail.trim().toLowerCase() : state.verifiedEmail,
        personal: {
          state: q.state,
          city: q.city,
          cityName: '',
          address: q.address,
          landmark: q.landmark,
          buildingType: q.buildingType,
          employerId: employer?.id ?? q.employerId,
          employerName: employer?.name ?? '',
          employerValidates: employer?.validateEmail ?? false,
          workEmail: q.workEmail ?? '',
        },
        productId: q.productId,
        battery: q.isLithiumComponent ? 2 : 1,
        components: lines.map((line) => ({
          name: line.categoryName,
          productId: line.id,
          productName: line.name,
          unitPrice: line.unitPrice,
          value: '',
          quantity: String(line.quantity),
          isNew: false,
        })),
        power: {
          noOfBedrooms: text(q.noOfBedrooms),
          noOfLights: text(q.noOfLights),
          noOfFan: text(q.noOfFan),
          noOfTv: text(q.noOfTv),
          includeRefrigeratorEquiptment: q.includeRefrigeratorEquiptment,
          includeFreezerEquiptment: q.includeFreezerEquiptment,
          includeAirConditionEquiptment: q.includeAirConditionEquiptment,
          includeOtherEquiptment: q.includeOtherEquiptment,
          inverterUsageHoursPerDay: text(q.inverterUsageHoursPerDay),
          hoursOfElectricPowerPerDay: text(q.hoursOfElectricPowerPerDay),
          generatorCapacity: q.generatorCapacity ?? null,
          generatorCapacityOthers: q.generatorCapacityOthers ?? '',
        },
      };
    }
    case 'reset':
      return action.state;
  }
}

const STORAGE_KEY = 'imole.quote-wizard';

export function loadStoredWizard(): WizardState | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<WizardState>;
    return parsed && parsed.version === 1 && typeof parsed.entry === 'string' ? (parsed as WizardState) : null;
  } catch {
    return null;
  }
}

export function storeWizard(state: WizardState | null): void {
  try {
    if (state) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked or full: the wizard still works, it just will not survive a reload.
  }
}

/**
 * Resume a stored wizard opened the same way by the same person; otherwise start from the query string. Edit mode
 * never resumes: a draft left in this tab (changes never sent, or sent from another tab since) is not the request,
 * so editing always starts from the saved request (issue 19).
 */
export function startWizard(search: string, userId: number, agent = false): WizardState {
  const stored = loadStoredWizard();
  const editing = new URLSearchParams(search).get('isEditing') === '1';
  if (!editing && stored && stored.entry === search && stored.userId === userId && Boolean(stored.agent) === agent)
    return stored;
  return initialState(search, userId, stored, agent);
}
