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
import type { Db } from '../../db/database.ts';
import { audit } from '../audit/index.ts';
import { codeConfirmedSince } from '../auth/index.ts';
import { productService, findComponents } from '../catalogue/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import * as repo from './quote-request.repository.ts';
import type { QuoteRequestRow, QuoteRequestUpdate } from '../../db/tables/quote-request.table.ts';
import { newReference } from './reference.ts';

export const WORK_EMAIL_CONFIRMATION_DAYS = 7;
const MAX_QUANTITY = 10_000;

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

export type Choice = { kind: 'power-need'; need: PowerNeedFields } | { kind: 'product'; product: ProductFields };

const bad = (message: string) => new AppError('VALIDATION_FAILED', message);
const accepted = () =>
  new AppError(
    'CONFLICT',
    'This quote request has been accepted and can no longer be changed. Contact support for help.',
  );

/** The fields of a request as the wire names them, for the change log and for edit mode. */
export function wireFields(row: QuoteRequestRow, stateTitle: string) {
  return {
    address: row.address,
    landmark: row.landmark,
    buildingType: row.building_type,
    state: stateTitle,
    city: row.lga_id,
    employerId: row.employer_id,
    workEmail: row.work_email,
    isLithiumComponent: row.is_lithium,
    noOfBedrooms: row.no_of_bedrooms,
    noOfLights: row.no_of_lights,
    noOfFan: row.no_of_fan,
    noOfTv: row.no_of_tv,
    includeRefrigeratorEquiptment: row.include_refrigerator,
    includeFreezerEquiptment: row.include_freezer,
    includeAirConditionEquiptment: row.include_air_condition,
    includeOtherEquiptment: row.include_other,
    inverterUsageHoursPerDay: row.inverter_usage_hours_per_day,
    hoursOfElectricPowerPerDay: row.hours_of_electric_power_per_day,
    hasGenerator: row.has_generator,
    generatorCapacity: row.generator_capacity,
    generatorCapacityOthers: row.generator_capacity_others,
    havePreferredLocation: row.have_preferred_location,
    preferredLocationDescription: row.preferred_location_description,
    addressRequiresAccessCode: row.address_requires_access_code,
    accessCodeContactPersonName: row.access_code_contact_person_name,
    accessCodeContactPersonPhone: row.access_code_contact_person_phone,
    productId: row.product_id,
  };
}

export function quoteRequestService(deps: AppDeps) {
  const db: Db = deps.db;
  const now = () => deps.clock.now();
  const products = productService(db);

  /** The personal step, in the spec's order, then the ids behind it. */
  async function checkPersonal(user: AppUserRow, input: PersonalFields) {
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
        throw bad(`This is not a ${employer!.name} e-mail address. Use your work e-mail ending in @${domain}.`);
      }
      const since = new Date(now().getTime() - WORK_EMAIL_CONFIRMATION_DAYS * 24 * 60 * 60 * 1000);
      if (!(await codeConfirmedSince(db, 'company-email', workEmail, user.id, since))) {
        throw bad('Confirm your work email with the code we send to it before you continue.');
      }
    }
    return { state, lga, employer: employer!, workEmail };
  }

  function checkPowerNeed(need: PowerNeedFields) {
    const message = powerNeedError(need);
    if (message) throw bad(message);
    for (const [name, value] of [
      ['noOfBedrooms', need.noOfBedrooms],
      ['noOfLights', need.noOfLights],
      ['noOfFan', need.noOfFan],
      ['noOfTv', need.noOfTv],
    ] as const) {
      if (!Number.isInteger(value) || Number(value) > 200)
        throw bad(`The number in "${name}" must be a whole number of at most 200.`);
    }
    for (const value of [need.inverterUsageHoursPerDay, need.hoursOfElectricPowerPerDay]) {
      if (!Number.isInteger(value) || Number(value) > 24)
        throw bad('Hours in a day must be a whole number from 1 to 24.');
    }
  }

  /** The lines a product choice puts in the request: a package's components, or the customer's own list. */
  async function linesFor(
    choice: ProductFields,
    lithium: boolean,
  ): Promise<{ productId: number | null; lines: { componentId: number; quantity: number }[] }> {
    if (choice.productId) {
      const lines = await products.packageLines(choice.productId, lithium);
      return {
        productId: choice.productId,
        lines: lines.map((l) => ({ componentId: l.componentId, quantity: l.quantity })),
      };
    }
    const wanted = choice.installationComponents ?? [];
    if (wanted.length === 0) throw bad('Choose a package, or at least one component.');
    const ids = wanted.map((w) => w.id);
    if (new Set(ids).size !== ids.length) throw bad('Each component can be chosen once; change its quantity instead.');
    const found = await findComponents(db, ids);
    const message = componentsError(
      wanted.map((w) => ({
        name: found.find((c) => c.id === w.id)?.category_name ?? '',
        productId: found.some((c) => c.id === w.id) ? w.id : null,
        quantity: w.quantity,
      })),
    );
    if (message) throw bad(message);
    if (wanted.some((w) => !Number.isInteger(w.quantity) || w.quantity > MAX_QUANTITY)) {
      throw bad(
        `Quantities must be whole numbers of at most ${MAX_QUANTITY.toLocaleString('en-NG')}; for more, talk to us.`,
      );
    }
    return { productId: null, lines: wanted.map((w) => ({ componentId: w.id, quantity: w.quantity })) };
  }

  async function sizingFor(stateId: number, need: PowerNeedFields): Promise<SizingRecommendation> {
    const [state, settings, packages] = await Promise.all([
      repo.findStateById(db, stateId),
      loadSettings(db),
      products.capacities(),
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
  async function columnsFor(user: AppUserRow, personal: PersonalFields, choice: Choice) {
    const checked = await checkPersonal(user, personal);
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
      const need = choice.need;
      checkPowerNeed(need);
      const sizing = await sizingFor(checked.state.id, need);
      return {
        columns: {
          ...base,
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
        },
        lines: [] as { componentId: number; quantity: number }[],
      };
    }
    const { productId, lines } = await linesFor(choice.product, base.is_lithium);
    return {
      columns: {
        ...base,
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
        product_id: productId,
        sizing: null,
      },
      lines,
    };
  }

  async function uniqueReference(): Promise<string> {
    for (;;) {
      const reference = newReference();
      if (!(await repo.referenceTaken(db, reference))) return reference;
    }
  }

  const created = (row: QuoteRequestRow) => ({
    id: row.id,
    turnAroundTime: row.turn_around_at.toISOString(),
    referenceNo: row.reference_no,
  });

  return {
    sizingFor,

    async create(user: AppUserRow, personal: PersonalFields, choice: Choice) {
      // The new-quote rule (customer spec §4): one open request at a time. Installation progress refines it later.
      // The new-quote rule (customer spec §4): a new request only when none is open, or the open one's installation is
      // past the confirmed date (installationStatus above 2). An open request whose offer has expired is closed
      // by the new one ("Start new").
      const open = await repo.openRequestsOf(db, user.id);
      const expired = (r: (typeof open)[number]) =>
        r.status === 2 &&
        r.quote_status !== null &&
        (r.quote_status === 7 || (r.expires_at !== null && r.expires_at.getTime() < now().getTime()));
      if (open.some((r) => !expired(r) && !(r.installation_status !== null && r.installation_status > 2))) {
        throw new AppError('CONFLICT', quoteMessages.newQuote);
      }
      const toClose = open.filter(expired).map((r) => r.id);
      const { columns, lines } = await columnsFor(user, personal, choice);
      const settings = await loadSettings(db);
      const referenceNo = await uniqueReference();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await repo.insertQuoteRequest(trx, {
          ...columns,
          user_id: user.id,
          created_by_user_id: user.id,
          reference_no: referenceNo,
          turn_around_at: new Date(now().getTime() + settings.quoteTurnaroundHours * 60 * 60 * 1000),
        });
        await repo.replaceComponents(trx, inserted.id, lines);
        if (toClose.length) {
          const closed = await trx
            .updateTable('quote_request')
            .set({ status: 5, updated_at: now() })
            .where('id', 'in', toClose)
            .where('status', '=', 2)
            .returning('id')
            .execute();
          // Closed by the system because the offer expired (the customer's new request is only the moment it runs).
          for (const { id } of closed) {
            await audit(trx, {
              actorUserId: null,
              action: 'request.closed',
              entity: 'quote_request',
              entityId: id,
              quoteRequestId: id,
              before: { quoteRequestStatus: 2 },
              after: { quoteRequestStatus: 5, reason: 'offer-expired', newReferenceNo: referenceNo },
            });
          }
        }
        return inserted;
      });
      return created(row);
    },

    async update(user: AppUserRow, quoteRequestId: number, personal: PersonalFields, choice: Choice) {
      const existing = await repo.findOwnRequest(db, user.id, quoteRequestId);
      if (!existing) throw new AppError('NOT_FOUND', 'Quote request not found.');
      if (existing.status >= 3) throw accepted();
      const { columns, lines } = await columnsFor(user, personal, choice);
      const before = wireFields(existing, (await repo.findStateById(db, existing.state_id)).title);
      const beforeLines = (await repo.listComponentLines(db, existing.id))
        .map((l) => `${l.id}x${l.quantity}`)
        .join(',');
      const row = await db.transaction().execute(async (trx) => {
        // Read the status again under a lock: a payment or staff may have moved the request since.
        const current = await trx
          .selectFrom('quote_request')
          .select('status')
          .where('id', '=', existing.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (current.status >= 3) throw accepted();
        const updated = await repo.updateQuoteRequest(trx, existing.id, {
          ...columns,
          status: 1,
          updated_at: now(),
        } satisfies QuoteRequestUpdate);
        await repo.replaceComponents(trx, existing.id, lines);
        const after = wireFields(updated, String(personal.state).trim());
        const changes: { name: string; value: string }[] = (Object.keys(after) as (keyof typeof after)[])
          .filter(
            (k) =>
              String(before[k] ?? '') !== String(after[k] ?? '') &&
              !(k === 'state' && before.state.toLowerCase() === String(after.state).toLowerCase()),
          )
          .map((k) => ({ name: k, value: String(after[k] ?? '') }));
        const afterLines = lines.map((l) => `${l.componentId}x${l.quantity}`).join(',');
        if (
          afterLines !== beforeLines &&
          !(choice.kind === 'product' && choice.product.productId && existing.product_id === choice.product.productId)
        ) {
          changes.push({
            name: 'installationComponents',
            value: lines.map((l) => `${l.quantity} × #${l.componentId}`).join(', '),
          });
        }
        await repo.addChange(trx, existing.id, user.id, changes);
        if (current.status !== updated.status) {
          await audit(trx, {
            actorUserId: user.id,
            action: 'request.changed',
            entity: 'quote_request',
            entityId: existing.id,
            quoteRequestId: existing.id,
            before: { quoteRequestStatus: current.status },
            after: { quoteRequestStatus: updated.status },
          });
        }
        return updated;
      });
      return created(row);
    },

    async active(user: AppUserRow, pageIndex: number, pageSize: number) {
      const { rows, total } = await repo.pageOwnRequests(db, user.id, (pageIndex - 1) * pageSize, pageSize);
      return {
        total,
        items: rows.map((r) => ({
          id: r.id,
          referenceNo: r.reference_no,
          quoteRequestStatus: r.status,
          dateCreated: r.created_at.toISOString(),
          address: r.address,
          state: r.state,
          productName: r.product_name,
          noOfBedrooms: r.no_of_bedrooms,
          noOfLights: r.no_of_lights,
          noOfFan: r.no_of_fan,
          noOfTv: r.no_of_tv,
        })),
      };
    },
  };
}
