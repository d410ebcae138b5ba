import { AppError, bankRequestLockedMessage, quoteMessages, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import { audit } from '../audit/index.ts';
import { assertAgentMayOffer } from '../catalogue/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import * as repo from './quote-request.repository.ts';
import type { QuoteRequestRow, QuoteRequestUpdate } from '../../db/tables/quote-request.table.ts';
import {
  checkPowerNeed,
  columnsFor,
  sizingFor,
  type Choice,
  type PersonalFields,
  type PowerNeedFields,
  type ProductFields,
} from './quote-request.checks.ts';
import { withNames } from './change-log.service.ts';
import { newReference } from './reference.ts';
import { lockQuoteOfRequest } from './quote.repository.ts';

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

const created = (row: QuoteRequestRow) => ({
  id: row.id,
  turnAroundTime: row.turn_around_at.toISOString(),
  referenceNo: row.reference_no,
});

async function uniqueReference(deps: AppDeps): Promise<string> {
  for (;;) {
    const reference = newReference();
    if (!(await repo.referenceTaken(deps.db, reference))) return reference;
  }
}

/**
 * A new request. The new-quote rule (customer spec §4): a new request only when none is open, or the open one's
 * installation is past the confirmed date (installationStatus above 2). An open request whose offer has expired is
 * closed by the new one ("Start new").
 */
export async function createRequest(deps: AppDeps, user: AppUserRow, personal: PersonalFields, choice: Choice) {
  const planned = await planRequest(deps, user, user, personal, choice);
  return created(await deps.db.transaction().execute((trx) => planned.insert(trx, user.id)));
}

/**
 * The new-quote rule (customer spec §4): a customer with an open request may not ask for another, unless that request
 * is an expired offer (closed when the new one is made) or its installation is past stage 2. `customerId` null: a
 * customer not made yet. Also asked by the bank's page right after the code (banks' NewQuoteCheck).
 */
export async function newQuoteRule(deps: AppDeps, customerId: number | null) {
  const now = deps.clock.now().getTime();
  const open = customerId === null ? [] : await repo.openRequestsOf(deps.db, customerId);
  const expired = (r: (typeof open)[number]) =>
    r.status === 2 &&
    r.quote_status !== null &&
    (r.quote_status === 7 || (r.expires_at !== null && r.expires_at.getTime() < now));
  return {
    blocked: open.some((r) => !expired(r) && !(r.installation_status !== null && r.installation_status > 2)),
    toClose: open.filter(expired).map((r) => r.id),
  };
}

/**
 * A request checked and ready to insert for `customer` (null: a customer not made yet, who has no open request),
 * made by `creator` (the customer, or the sales agent asking for them, whose work e-mail confirmation counts).
 * `insert` runs inside the caller's transaction.
 */
export async function planRequest(
  deps: AppDeps,
  customer: AppUserRow | null,
  creator: AppUserRow,
  personal: PersonalFields,
  choice: Choice,
) {
  const now = () => deps.clock.now();
  const { blocked, toClose } = await newQuoteRule(deps, customer?.id ?? null);
  if (blocked) throw new AppError('CONFLICT', quoteMessages.newQuote);
  const { columns, lines } = await columnsFor(deps, [creator.id], personal, choice);
  const settings = await loadSettings(deps.db);
  const referenceNo = await uniqueReference(deps);
  return {
    insert: async (trx: Transaction, customerId: number) => {
      const inserted = await repo.insertQuoteRequest(trx, {
        ...columns,
        user_id: customerId,
        created_by_user_id: creator.id,
        reference_no: referenceNo,
        turn_around_at: new Date(now().getTime() + settings.quoteTurnaroundHours * 60 * 60 * 1000),
      });
      await repo.replaceComponents(trx, inserted.id, lines);
      if (toClose.length) await closeExpiredOffers(trx, toClose, referenceNo, now());
      return inserted;
    },
  };
}

/** What a created request answers (CreateQuoteRequest and its siblings). */
export { created as createdRequest };

/** Closed by the system because the offer expired (the customer's new request is only the moment it runs). */
async function closeExpiredOffers(trx: Transaction, ids: number[], newReferenceNo: string, now: Date) {
  const closed = await repo.closeOfferedRequests(trx, ids, now);
  for (const { id } of closed) {
    await audit(trx, {
      actorUserId: null,
      action: 'request.closed',
      entity: 'quote_request',
      entityId: id,
      quoteRequestId: id,
      before: { quoteRequestStatus: 2 },
      after: { quoteRequestStatus: 5, reason: 'offer-expired', newReferenceNo },
    });
  }
}

export type RequestChange = PersonalFields & PowerNeedFields & ProductFields & { quoteRequestId: number };

/**
 * The customer changes their request, until they have paid: a package clears the components, components clear the
 * package, the power-need path clears both. The change goes to the request's change log for staff.
 */
export async function updateRequest(deps: AppDeps, user: AppUserRow, change: RequestChange) {
  const choice: Choice =
    change.productId || (change.installationComponents && change.installationComponents.length > 0)
      ? { kind: 'product', product: change }
      : { kind: 'power-need', need: change };
  // A sales agent changes the requests of customers they referred (issue 20); a customer their own.
  const existing =
    user.user_role === UserRole.SalesAgent
      ? await repo.findReferralRequest(deps.db, user.id, change.quoteRequestId)
      : await repo.findOwnRequest(deps.db, user.id, change.quoteRequestId);
  if (!existing) throw new AppError('NOT_FOUND', 'Quote request not found.');
  if (existing.status >= 3) throw accepted();
  // A bank-financed request is changed by Imole's support only: the bank's undertaking names its package and price.
  if (existing.financial_institution_id !== null) throw new AppError('CONFLICT', bankRequestLockedMessage);
  // An agent changes it to a package only if they may offer it (docs/sales.md "What each agent may offer").
  if (user.user_role === UserRole.SalesAgent && change.productId)
    await assertAgentMayOffer(deps.db, user.id, change.productId);
  const confirmers = [user.id, existing.user_id, existing.created_by_user_id].filter((id) => id !== null);
  const { columns, lines } = await columnsFor(deps, confirmers, change, choice);
  const before = wireFields(existing, (await repo.findStateById(deps.db, existing.state_id)).title);
  const beforeLines = (await repo.listComponentLines(deps.db, existing.id))
    .map((l) => `${l.id}x${l.quantity}`)
    .join(',');
  const row = await deps.events.transaction(async (trx) => {
    // Its quote first (the order crediting takes), then the status again under a lock: a payment or staff may have
    // moved the request since.
    const quote = await lockQuoteOfRequest(trx, existing.id);
    const current = await repo.lockRequestStatus(trx, existing.id);
    if (current.status >= 3) throw accepted();
    const updated = await repo.updateQuoteRequest(trx, existing.id, {
      ...columns,
      status: 1,
      updated_at: deps.clock.now(),
    } satisfies QuoteRequestUpdate);
    await repo.replaceComponents(trx, existing.id, lines);
    const after = wireFields(updated, String(change.state).trim());
    const changes = changedFields(before, after);
    const afterLines = lines.map((l) => `${l.componentId}x${l.quantity}`).join(',');
    const samePackage =
      choice.kind === 'product' && choice.product.productId && existing.product_id === choice.product.productId;
    if (afterLines !== beforeLines && !samePackage) {
      changes.push({
        name: 'installationComponents',
        value: lines.map((l) => `${l.quantity} × #${l.componentId}`).join(', '),
      });
    }
    await repo.addChange(trx, existing.id, user.id, await withNames(trx, changes));
    // An offer made for the request as it was no longer stands: its open checkouts are voided, and money already
    // received is held on the request until it is priced again (payments' first-payment.ts).
    if (quote)
      await deps.events.record(trx, {
        type: 'quote.terms-changed',
        quoteId: quote.id,
        customerId: existing.user_id,
        referenceNo: existing.reference_no,
        reason: 'request',
      });
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
}

type WireFields = ReturnType<typeof wireFields>;

/** The fields whose value changed, as the change log names them (a state's spelling in another case is no change). */
function changedFields(before: WireFields, after: WireFields): { name: string; value: string }[] {
  return (Object.keys(after) as (keyof WireFields)[])
    .filter(
      (k) =>
        String(before[k] ?? '') !== String(after[k] ?? '') &&
        !(k === 'state' && before.state.toLowerCase() === String(after.state).toLowerCase()),
    )
    .map((k) => ({ name: k, value: String(after[k] ?? '') }));
}

/** The customer's open requests, newest first. */
/**
 * Quote/ActiveQuoteRequest: a customer's own open requests; staff (support, admin; not engineers) every customer's,
 * with each customer's name (docs/web-routing.md "/active-quote").
 */
export async function activeRequests(deps: AppDeps, user: AppUserRow, pageIndex: number, pageSize: number) {
  const whose = user.user_role === UserRole.Customer ? user.id : null;
  const { rows, total } = await repo.pageOwnRequests(deps.db, whose, (pageIndex - 1) * pageSize, pageSize);
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
      customerName: `${r.client_firstname} ${r.client_lastname}`,
    })),
  };
}

/** The sizing recommendation for a state named by its title. */
export async function sizingForState(deps: AppDeps, stateTitle: string | null | undefined, need: PowerNeedFields) {
  const state = await repo.findStateByTitle(deps.db, String(stateTitle ?? ''));
  if (!state) throw new AppError('VALIDATION_FAILED', 'Please select your state');
  // Sized only from a need the request could be sent with (30 hours a day is refused, not sized). The generator is
  // not part of the sizing: the wizard asks for it on the same step but does not send it here.
  checkPowerNeed({ ...need, generatorCapacity: need.generatorCapacity ?? 0 });
  return sizingFor(deps, state.id, need);
}
