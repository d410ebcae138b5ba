import { AppError, addMonths, daysBetween, isCalendarDate, KycStatus, lagosDate, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { audit } from '../audit/index.ts';
import { assignableEngineer } from '../users/index.ts';
import { payOnDeliveryDueMessage, quotePlan } from './quote-plan.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import * as installations from './installation.repository.ts';
import * as repo from './quote.repository.ts';

const checkDate = (value: string, what: string) => {
  if (!isCalendarDate(value)) throw new AppError('VALIDATION_FAILED', `Choose the ${what} as a date (YYYY-MM-DD).`);
};

/** Engineers are support users of the engineer kind (staff spec §1). */
const isEngineer = (user: AppUserRow) => user.user_role === UserRole.Support && user.is_engineer;

const today = (deps: AppDeps) => lagosDate(deps.clock.now());

/** Active engineers with their rating and how many installations they hold open. */
export async function engineers(deps: AppDeps) {
  const rows = await installations.listActiveEngineers(deps.db);
  const ids = rows.map((r) => r.id);
  const [ratings, openBy] = await Promise.all([
    repo.engineerRatings(deps.db, ids),
    installations.openInstallationCounts(deps.db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    phoneNumber: r.phone_number,
    image: r.image,
    rating: ratings.get(r.id) ?? null,
    openInstallations: openBy.get(r.id) ?? 0,
  }));
}

/** A calendar day as people read it: '2026-11-28' → '28 November 2026'. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The engineer gate (docs/kyc.md): a financed system is installed only for a verified customer. */
export const notVerifiedYet =
  "This customer's identity is not verified yet: a financed system is installed only after verification. Open the request's Identity section to see where it stands.";

/** Assigns an engineer once the customer has paid (request status 3), or reassigns (status 4). */
export async function assignEngineer(deps: AppDeps, staff: AppUserRow, quoteId: number, supportUserId: number) {
  const engineer = assignableEngineer(await installations.findAccount(deps.db, supportUserId));
  return deps.events.transaction(async (trx) => {
    const quote = await repo.lockQuote(trx, quoteId);
    if (!quote) throw new AppError('NOT_FOUND', 'Quote not found.');
    const request = await repo.lockQuoteRequest(trx, quote.quote_request_id);
    if (!request || (request.status !== 3 && request.status !== 4)) {
      throw new AppError('CONFLICT', 'An engineer can be assigned once the customer has paid.');
    }
    if (quote.installation_status >= 3)
      throw new AppError('CONFLICT', 'The installation is already done; the engineer can no longer change.');
    if (!quote.is_outright && (await installations.kycStatusOf(trx, request.id)) !== KycStatus.Verified)
      throw new AppError('BAD_REQUEST', notVerifiedYet);
    const updated = await repo.updateQuote(trx, quote.id, {
      support_user_id: engineer.id,
      installation_status: 1,
      updated_at: deps.clock.now(),
    });
    await repo.setQuoteRequestStatus(trx, request.id, 4, deps.clock.now());
    await audit(trx, {
      actorUserId: staff.id,
      action: 'installation.engineer',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: request.id,
      before: { supportUserId: quote.support_user_id, installationStatus: quote.installation_status },
      after: {
        supportUserId: engineer.id,
        engineer: `${engineer.firstname} ${engineer.lastname}`,
        installationStatus: 1,
      },
    });
    const customerId = request.user_id;
    await deps.events.record(trx, {
      type: 'installation.engineer-assigned',
      quoteId: quote.id,
      customerId,
      engineer: { firstname: engineer.firstname, phoneNumber: engineer.phone_number },
    });
    return updated;
  });
}

/** Staff set the installation date (not before today); the customer then confirms it. */
export async function setFulfilmentDate(deps: AppDeps, staff: AppUserRow, quoteId: number, date: string) {
  checkDate(date, 'installation date');
  if (date < today(deps))
    throw new AppError('VALIDATION_FAILED', 'The installation date cannot be earlier than today.');
  return deps.events.transaction(async (trx) => {
    const quote = await repo.lockQuote(trx, quoteId);
    if (!quote) throw new AppError('NOT_FOUND', 'Quote not found.');
    if (!quote.support_user_id)
      throw new AppError('CONFLICT', 'Assign an engineer before setting the installation date.');
    if (quote.installation_status >= 3) throw new AppError('CONFLICT', 'The installation is already done.');
    // A new date waits for the customer's confirmation again.
    const updated = await repo.updateQuote(trx, quote.id, {
      fulfilment_date: date,
      suggested_date: null,
      installation_status: 1,
      updated_at: deps.clock.now(),
    });
    await audit(trx, {
      actorUserId: staff.id,
      action: 'installation.date',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: quote.quote_request_id,
      before: { fulfilmentDate: quote.fulfilment_date },
      after: { fulfilmentDate: date },
    });
    const customerId = await repo.customerOfRequest(trx, quote.quote_request_id);
    await deps.events.record(trx, { type: 'installation.date-set', quoteId: quote.id, customerId, date });
    return updated;
  });
}

const tooEarly = (actor: AppUserRow, booked: string) =>
  new AppError(
    'CONFLICT',
    `This installation is booked for ${dayText(booked)}: it can be marked complete on that day or after. ${
      isEngineer(actor)
        ? 'If the work was done earlier, ask support to change the installation date first.'
        : 'If the work was done earlier, change the installation date first (Assign Date).'
    }`,
  );

/** The engineer (their own job) or support/admin marks the work done: installationStatus 3. */
export async function completeInstallation(
  deps: AppDeps,
  actor: AppUserRow,
  quoteId: number,
  date: string,
  comment: string,
) {
  checkDate(date, 'day of the installation');
  if (date > today(deps))
    throw new AppError('VALIDATION_FAILED', 'The installation cannot be completed on a future date.');
  return deps.events.transaction(async (trx) => {
    const quote = await repo.lockQuote(trx, quoteId);
    if (!quote || (isEngineer(actor) && quote.support_user_id !== actor.id))
      throw new AppError('NOT_FOUND', 'Quote not found.');
    if (!quote.support_user_id || quote.installation_status < 1)
      throw new AppError('CONFLICT', 'Assign an engineer before completing the installation.');
    if (quote.installation_status >= 3) throw new AppError('CONFLICT', 'This installation is already marked complete.');
    // Not before the booked day: the customer expects the engineer then, and confirms the work after it.
    if (quote.fulfilment_date && date < quote.fulfilment_date) throw tooEarly(actor, quote.fulfilment_date);
    const updated = await repo.updateQuote(trx, quote.id, {
      installation_status: 3,
      installation_completion_date: date,
      installation_data: comment,
      updated_at: deps.clock.now(),
    });
    await audit(trx, {
      actorUserId: actor.id,
      action: 'installation.completed',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: quote.quote_request_id,
      before: { installationStatus: quote.installation_status },
      after: { installationStatus: 3, installationCompletionDate: date, installationData: comment },
    });
    const customerId = await repo.customerOfRequest(trx, quote.quote_request_id);
    await deps.events.record(trx, { type: 'installation.completed', quoteId: quote.id, customerId, date });
    return updated;
  });
}

/** The customer confirms the work with a rating: installationStatus 4; the warranty and the repayment schedule start today. */
export async function confirmByCustomer(deps: AppDeps, customer: AppUserRow, quoteId: number, rating: number) {
  return deps.events.transaction(async (trx) => {
    const quote = await repo.lockQuote(trx, quoteId);
    const request = quote ? await repo.lockQuoteRequest(trx, quote.quote_request_id) : undefined;
    if (!quote || !request || request.user_id !== customer.id) throw new AppError('NOT_FOUND', 'Quote not found.');
    if (quote.installation_status === 4)
      throw new AppError('CONFLICT', 'You have already confirmed this installation.');
    if (quote.installation_status !== 3 || !quote.installation_completion_date) {
      throw new AppError('CONFLICT', 'The engineer has not marked the installation as done yet.');
    }
    // Pay on delivery: the money is due at installation, and the warranty and repayments start only once it is in.
    if (quote.pay_on_delivery)
      throw new AppError('CONFLICT', payOnDeliveryDueMessage(await quotePlan(trx, quote, await loadSettings(trx))));
    const updated = await repo.updateQuote(trx, quote.id, {
      installation_status: 4,
      rating,
      installation_confirmed_on: today(deps),
      updated_at: deps.clock.now(),
    });
    await audit(trx, {
      actorUserId: customer.id,
      action: 'installation.confirmed',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: request.id,
      before: { installationStatus: quote.installation_status },
      after: { installationStatus: 4, rating, installationConfirmedOn: updated.installation_confirmed_on },
    });
    // The first maintenance check follows (monitoring handles this event in this transaction: docs/after-sale.md).
    await deps.events.record(trx, {
      type: 'installation.confirmed',
      quoteId: quote.id,
      customerId: customer.id,
      engineerId: updated.support_user_id,
      confirmedOn: updated.installation_confirmed_on ?? today(deps),
    });
    return updated;
  });
}

/** The customer accepts the installation date (installationStatus 2) or proposes another, which staff then see. */
export async function respondToDate(
  deps: AppDeps,
  customer: AppUserRow,
  quoteId: number,
  accepted: boolean,
  suggestedDate: string | null,
) {
  if (!accepted) {
    if (!suggestedDate) throw new AppError('VALIDATION_FAILED', 'Choose the date that suits you better.');
    checkDate(suggestedDate, 'date that suits you');
    if (suggestedDate < today(deps))
      throw new AppError('VALIDATION_FAILED', 'The date you suggest cannot be earlier than today.');
  }
  return deps.db.transaction().execute(async (trx) => {
    const quote = await repo.lockQuote(trx, quoteId);
    const request = quote ? await repo.lockQuoteRequest(trx, quote.quote_request_id) : undefined;
    if (!quote || !request || request.user_id !== customer.id) throw new AppError('NOT_FOUND', 'Quote not found.');
    if (!quote.fulfilment_date || quote.installation_status !== 1)
      throw new AppError('CONFLICT', 'There is no installation date waiting for your answer.');
    const updated = await repo.updateQuote(
      trx,
      quote.id,
      accepted
        ? { installation_status: 2, suggested_date: null, updated_at: deps.clock.now() }
        : { suggested_date: suggestedDate, updated_at: deps.clock.now() },
    );
    await audit(trx, {
      actorUserId: customer.id,
      action: accepted ? 'installation.date-accepted' : 'installation.date-suggested',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: request.id,
      before: { fulfilmentDate: quote.fulfilment_date, installationStatus: quote.installation_status },
      after: accepted ? { installationStatus: 2 } : { suggestedDate },
    });
    return updated;
  });
}

/** The warranty of a quote, for its customer or staff: from the day the customer confirmed the installation. */
export async function warranty(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const quote = await repo.findWarranty(deps.db, quoteId);
  // A customer reads their own warranty, an engineer only those of the installations assigned to them (issue 18 §5).
  const notTheirs =
    (user.user_role === UserRole.Customer && quote?.user_id !== user.id) ||
    (user.is_engineer && quote?.support_user_id !== user.id);
  if (!quote || notTheirs) throw new AppError('NOT_FOUND', 'Quote not found.');
  return warrantyOf(quote.warranty_months, quote.installation_confirmed_on, today(deps));
}

/** Warranty status: not started (before installation is confirmed), active, or expired. */
export function warrantyOf(months: number, start: string | null, today: string) {
  if (!start)
    return { duration: months, startDate: null, endDate: null, monthsLeft: months, daysLeft: 0, status: 'Not started' };
  const end = addMonths(start, months);
  const daysLeft = Math.max(0, daysBetween(today, end));
  let monthsLeft = 0;
  while (monthsLeft < months && addMonths(today, monthsLeft + 1) <= end) monthsLeft += 1;
  return {
    duration: months,
    startDate: start,
    endDate: end,
    monthsLeft,
    daysLeft,
    status: daysLeft > 0 ? 'Active' : 'Expired',
  };
}
