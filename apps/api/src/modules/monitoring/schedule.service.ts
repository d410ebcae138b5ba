import {
  addMonths,
  AppError,
  checkMessages,
  checkStatusLabels,
  CheckStatus,
  checkStatusOf,
  lagosDate,
  MAX_CHECK_PHOTO_BYTES,
  MAX_CHECK_PHOTOS,
  UserRole,
} from '@imole/domain';
import { randomInt } from 'node:crypto';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import type { PageQuery } from '../../lib/http.ts';
import { checkBase64Image } from '../../lib/images.ts';
import { audit } from '../audit/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { REFERENCE_ALPHABET } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';
import { assignableEngineer, findUserById } from '../users/index.ts';
import * as repo from './schedule.repository.ts';
import type { ScheduleRow } from './schedule.repository.ts';

/** MC-XXXXXX: six characters read aloud without confusion over a poor phone line. */
export function newScheduleCode(): string {
  return `MC-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
}

/**
 * Schedules the next check of an installation `intervalMonths` after `from` (a Lagos day), with the engineer who
 * installed it. Does nothing when a check is already open: there is at most one open check per installation.
 */
export async function scheduleNextCheck(
  trx: DbOrTx,
  quote: { id: number; support_user_id: number | null },
  customerId: number,
  from: string,
  intervalMonths: number,
): Promise<void> {
  await repo.insertScheduleUnlessOpen(trx, {
    scheduleCode: newScheduleCode(),
    quoteId: quote.id,
    userId: customerId,
    dueDate: addMonths(from, intervalMonths),
    engineerUserId: quote.support_user_id,
  });
}

/** A confirmed installation gets its first maintenance check, at the configured interval, in the same transaction. */
export function registerMonitoringHandlers(deps: AppDeps): void {
  deps.events.on('installation.confirmed', {
    async within(trx, event) {
      const { maintenanceIntervalMonths } = await loadSettings(trx);
      await scheduleNextCheck(
        trx,
        { id: event.quoteId, support_user_id: event.engineerId },
        event.customerId,
        event.confirmedOn,
        maintenanceIntervalMonths,
      );
    },
  });
}

const today = (deps: AppDeps) => lagosDate(deps.clock.now());

/** A check as every list answers it, its status as of `day` (a Lagos day). */
export function scheduleSummary(r: ScheduleRow, day: string) {
  const status = checkStatusOf({ dueDate: r.due_date, closed: r.closed_at !== null }, day);
  return {
    id: r.id,
    scheduleCode: r.schedule_code,
    quoteRequestId: r.quote_request_id,
    dueDate: r.due_date,
    status,
    statusText: checkStatusLabels[status],
    customer: {
      firstname: r.firstname,
      lastname: r.lastname,
      phoneNumber: r.phone_number,
      address: r.address,
      state: r.state_name ?? '',
    },
    productName: r.product_name || null,
    engineer:
      r.engineer_user_id && r.engineer_firstname ? { id: r.engineer_user_id, firstname: r.engineer_firstname } : null,
    imageCount: Number(r.image_count ?? 0),
    closedAt: r.closed_at ? r.closed_at.toISOString() : null,
  };
}

/** Who may see a check: the customer it belongs to, support and admin, an engineer only when it is theirs. */
const visibleTo = (auth: AuthContext) => (row: ScheduleRow) => {
  const { user } = auth;
  if (user.user_role === UserRole.Customer) return row.user_id === user.id;
  if (user.is_engineer) return row.engineer_user_id === user.id;
  return user.user_role === UserRole.Support || user.user_role === UserRole.Admin;
};

/** A check as a list answers it, with what was done once closed (the note, who closed it). */
function scheduleReport(r: ScheduleRow, day: string) {
  return {
    ...scheduleSummary(r, day),
    note: r.note,
    closedBy: r.closed_at ? (r.closer_firstname ?? 'Imole support') : null,
  };
}

/**
 * The signed-in customer's own checks (docs/after-sale.md): the open one (due or upcoming) first, then the closed
 * ones, latest first, each with its note and who closed it. The photos are in the check itself (viewSchedule), which
 * answers only the customer it belongs to.
 */
export async function customerSchedules(deps: AppDeps, customer: AppUserRow, page: PageQuery) {
  const day = today(deps);
  const { rows, total } = await repo.pageCustomerSchedules(deps.db, customer.id, {
    offset: (page.PageIndex - 1) * page.PageSize,
    limit: page.PageSize,
  });
  return { items: rows.map((r) => scheduleReport(r, day)), total };
}

/** A check with its photos, when `visible` lets the caller see it. */
async function scheduleDetail(deps: AppDeps, id: number, visible: (row: ScheduleRow) => boolean) {
  const row = await repo.findSchedule(deps.db, id);
  if (!row || !visible(row)) throw new AppError('NOT_FOUND', checkMessages.notFound);
  const images = await repo.scheduleImages(deps.db, id);
  return {
    ...scheduleReport(row, today(deps)),
    images: images.map((i) => ({ id: i.id, url: i.data_url, dateCreated: i.created_at.toISOString() })),
  };
}

/** A check as the caller may see it. */
export function viewSchedule(deps: AppDeps, auth: AuthContext, id: number) {
  return scheduleDetail(deps, id, visibleTo(auth));
}

/** Locks an open check the caller may work on, or refuses. */
async function lockOpen(trx: Transaction, id: number, auth: AuthContext) {
  const row = await repo.lockSchedule(trx, id);
  if (!row || (auth.user.is_engineer && row.engineer_user_id !== auth.user.id))
    throw new AppError('NOT_FOUND', checkMessages.notFound);
  if (row.closed_at) throw new AppError('CONFLICT', checkMessages.closed);
  return row;
}

/** Checks of one status today (0 due, 1 upcoming, 2 closed), with the count of each; an engineer sees their own. */
export async function listSchedules(deps: AppDeps, staff: AppUserRow, status: number, page: PageQuery) {
  const day = today(deps);
  const mine = staff.is_engineer ? staff.id : null;
  const { rows, counts } = await repo.pageSchedules(deps.db, status, day, mine, {
    offset: (page.PageIndex - 1) * page.PageSize,
    limit: page.PageSize,
  });
  return {
    items: rows.map((r) => scheduleSummary(r, day)),
    total: status === CheckStatus.Due ? counts.due : status === CheckStatus.Upcoming ? counts.upcoming : counts.closed,
    counts,
  };
}

/** Schedules a check by hand once the installation is confirmed; an open check is moved rather than doubled. */
export async function scheduleCheck(
  deps: AppDeps,
  auth: AuthContext,
  input: { quoteRequestId: number; dueDate: string; engineerUserId?: number | null | undefined },
) {
  const { db } = deps;
  const { quoteRequestId, dueDate, engineerUserId } = input;
  if (dueDate < today(deps))
    throw new AppError('VALIDATION_FAILED', 'The date of the check cannot be earlier than today.');
  // The same rule as an installation's and a complaint's: an engineer who can log in (users' assignableEngineer).
  if (engineerUserId) assignableEngineer(await findUserById(db, engineerUserId));
  const id = await db.transaction().execute(async (trx) => {
    const quote = await repo.lockQuoteOfRequest(trx, quoteRequestId);
    if (!quote) throw new AppError('NOT_FOUND', 'Quote request not found.');
    if (quote.installation_status !== 4)
      throw new AppError(
        'CONFLICT',
        'A maintenance check can be scheduled once the customer has confirmed the installation.',
      );
    const open = await repo.findOpenSchedule(trx, quote.id);
    const engineer = engineerUserId ?? quote.support_user_id;
    let scheduleId: number;
    if (open) {
      // One open check per installation: scheduling by hand moves the open one.
      await repo.moveSchedule(trx, open.id, dueDate, engineer);
      scheduleId = open.id;
    } else {
      scheduleId = await repo.insertSchedule(trx, {
        scheduleCode: newScheduleCode(),
        quoteId: quote.id,
        userId: quote.user_id,
        dueDate,
        engineerUserId: engineer,
        createdByUserId: auth.user.id,
      });
    }
    await audit(trx, {
      actorUserId: auth.user.id,
      action: 'maintenance.scheduled',
      entity: 'monitoring_schedule',
      entityId: scheduleId,
      quoteRequestId,
      before: open ? { dueDate: open.due_date } : null,
      after: { dueDate, engineerUserId: engineer },
    });
    return scheduleId;
  });
  return scheduleDetail(deps, id, () => true);
}

/** Adds a photo (checked by content and size) to an open check, up to MAX_CHECK_PHOTOS. */
export async function addCheckPhoto(
  deps: AppDeps,
  auth: AuthContext,
  input: { monitoringScheduleId: number; image: string },
) {
  const { monitoringScheduleId, image } = input;
  const dataUrl = checkBase64Image(image, MAX_CHECK_PHOTO_BYTES);
  await deps.db.transaction().execute(async (trx) => {
    await lockOpen(trx, monitoringScheduleId, auth);
    if ((await repo.countScheduleImages(trx, monitoringScheduleId)) >= MAX_CHECK_PHOTOS)
      throw new AppError('CONFLICT', checkMessages.tooManyPhotos);
    await repo.insertScheduleImage(trx, { scheduleId: monitoringScheduleId, dataUrl, uploadedByUserId: auth.user.id });
  });
  return scheduleDetail(deps, monitoringScheduleId, () => true);
}

/** Closes a check (a photo is needed) and schedules the next one at the configured interval, in one transaction. */
export async function closeCheck(
  deps: AppDeps,
  auth: AuthContext,
  input: { monitoringScheduleId: number; note: string },
) {
  const { monitoringScheduleId, note } = input;
  const settings = await loadSettings(deps.db);
  const now = deps.clock.now();
  await deps.events.transaction(async (trx) => {
    const row = await lockOpen(trx, monitoringScheduleId, auth);
    if ((await repo.countScheduleImages(trx, monitoringScheduleId)) === 0)
      throw new AppError('VALIDATION_FAILED', checkMessages.needsPhoto);
    await repo.closeSchedule(trx, row.id, { at: now, byUserId: auth.user.id, note });
    const quote = await repo.quoteForNextCheck(trx, row.quote_id);
    await scheduleNextCheck(trx, quote, row.user_id, lagosDate(now), settings.maintenanceIntervalMonths);
    await audit(trx, {
      actorUserId: auth.user.id,
      action: 'maintenance.closed',
      entity: 'monitoring_schedule',
      entityId: row.id,
      before: { closedAt: null },
      after: { closedAt: now.toISOString(), note },
    });
    await deps.events.record(trx, {
      type: 'maintenance.closed',
      scheduleId: row.id,
      customerId: row.user_id,
      scheduleCode: row.schedule_code,
      note,
    });
  });
  return scheduleDetail(deps, monitoringScheduleId, () => true);
}
