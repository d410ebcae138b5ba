import {
  AppError,
  IssueStatus,
  issueStatusLabels,
  MAX_ISSUE_PHOTO_BYTES,
  UserRole,
  type IssueCategory,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import type { PageQuery } from '../../lib/http.ts';
import { checkBase64Image } from '../../lib/images.ts';
import { audit } from '../audit/index.ts';
import { assignableEngineer, findUserById } from '../users/index.ts';
import * as repo from './issue.repository.ts';
import type { IssueRow } from './issue.repository.ts';

/** 0 open, 1 resolved, 2 closed. */
export type IssueStatusValue = (typeof IssueStatus)[keyof typeof IssueStatus];

const notFound = 'Issue not found.';

const pageOf = (page: PageQuery) => ({ offset: (page.PageIndex - 1) * page.PageSize, limit: page.PageSize });

/** An issue as every list answers it. */
export function issueSummary(r: IssueRow) {
  return {
    id: r.id,
    category: r.category,
    description: r.description,
    issueStatus: r.status,
    statusText: issueStatusLabels[r.status] ?? 'Open',
    dateCreated: r.created_at.toISOString(),
    dateModified: r.updated_at.toISOString(),
    photoCount: Number(r.photo_count ?? 0),
    customer: { firstname: r.firstname, lastname: r.lastname, phoneNumber: r.phone_number },
    engineer:
      r.engineer_user_id && r.engineer_firstname ? { id: r.engineer_user_id, firstname: r.engineer_firstname } : null,
  };
}

/** An issue with its photos and history, when `visible` lets the caller see it. */
async function issueDetail(deps: AppDeps, id: number, visible: (row: IssueRow) => boolean) {
  const { db } = deps;
  const row = await repo.findIssue(db, id);
  if (!row || !visible(row)) throw new AppError('NOT_FOUND', notFound);
  const [photos, history] = await Promise.all([repo.issuePhotos(db, id), repo.issueHistory(db, id)]);
  return {
    ...issueSummary(row),
    photos: photos.map((p) => p.data_url),
    history: history.map((h) => ({
      issueStatus: h.status,
      statusText: issueStatusLabels[h.status] ?? 'Open',
      note: h.note,
      by: h.user_role === UserRole.Customer ? 'You' : h.firstname ? `${h.firstname}, Imole support` : 'Imole support',
      date: h.created_at.toISOString(),
    })),
  };
}

/** One of the customer's own issues. */
export function customerIssue(deps: AppDeps, customer: AppUserRow, id: number) {
  return issueDetail(deps, id, (row) => row.user_id === customer.id);
}

/** A complaint as staff see it: an engineer only those assigned to them. */
export function staffIssue(deps: AppDeps, staff: AppUserRow, id: number) {
  return issueDetail(deps, id, (row) => !staff.is_engineer || row.engineer_user_id === staff.id);
}

/** A new issue, filed against the customer's latest quote, with its photos checked by content and size. */
/** A customer may hold this many open issues at once (issue 18 §5): enough for any real trouble, not for a flood. */
export const MAX_OPEN_ISSUES = 10;
export const openIssuesLimit = `You already have ${MAX_OPEN_ISSUES} open issues. Add to one of them, or wait until our team resolves one, before you report another.`;

export async function reportIssue(
  deps: AppDeps,
  customer: AppUserRow,
  input: { category: IssueCategory; description: string; photos: string[] },
) {
  const { db, clock } = deps;
  const photos = input.photos.map((p) => checkBase64Image(p, MAX_ISSUE_PHOTO_BYTES, 'photo'));
  const quoteId = await repo.latestQuoteIdOf(db, customer.id);
  const now = clock.now();
  const id = await db.transaction().execute(async (trx) => {
    if ((await repo.lockAndCountOpenIssues(trx, customer.id)) >= MAX_OPEN_ISSUES)
      throw new AppError('CONFLICT', openIssuesLimit);
    const issueId = await repo.insertIssue(
      trx,
      { userId: customer.id, quoteId, category: input.category, description: input.description, at: now },
      photos,
    );
    await repo.insertIssueEvent(trx, {
      issueId,
      actorUserId: customer.id,
      status: IssueStatus.Open,
      note: 'Issue reported',
      at: now,
    });
    return issueId;
  });
  const row = await repo.findIssue(db, id);
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return issueSummary(row);
}

/** The customer's issues, newest first (of one status when given), and how many there are. */
export async function customerIssues(
  deps: AppDeps,
  customer: AppUserRow,
  status: IssueStatusValue | undefined,
  page: PageQuery,
) {
  const { rows, total } = await repo.pageCustomerIssues(deps.db, customer.id, status, pageOf(page));
  return { items: rows.map(issueSummary), total };
}

/** Complaints of one status, newest first, with the count of each status; an engineer sees only their own. */
export async function issuesByStatus(deps: AppDeps, staff: AppUserRow, status: IssueStatusValue, page: PageQuery) {
  const mine = staff.is_engineer ? staff.id : null;
  const { rows, count } = await repo.pageIssuesByStatus(deps.db, status, mine, pageOf(page));
  return {
    items: rows.map(issueSummary),
    total: count(status),
    counts: { open: count(0), resolved: count(1), closed: count(2) },
  };
}

/** Moves a complaint on with a note the customer sees; the customer's notice commits with it. */
export async function changeIssueStatus(
  deps: AppDeps,
  staff: AppUserRow,
  input: { id: number; issueStatus: IssueStatusValue; note: string },
) {
  const { id, issueStatus, note } = input;
  const now = deps.clock.now();
  await deps.events.transaction(async (trx) => {
    const row = await repo.lockIssue(trx, id);
    if (!row || (staff.is_engineer && row.engineer_user_id !== staff.id)) throw new AppError('NOT_FOUND', notFound);
    await repo.updateIssue(trx, id, { status: issueStatus, at: now });
    await repo.insertIssueEvent(trx, { issueId: id, actorUserId: staff.id, status: issueStatus, note, at: now });
    await audit(trx, {
      actorUserId: staff.id,
      action: 'issue.status',
      entity: 'monitoring_issue',
      entityId: id,
      before: { issueStatus: row.status },
      after: { issueStatus, note },
    });
    // The customer's notice commits with the change, or neither does (notifications handle the event).
    await deps.events.record(trx, {
      type: 'issue.status-changed',
      issueId: id,
      customerId: row.user_id,
      status: issueStatus,
      note,
    });
  });
  return issueDetail(deps, id, () => true);
}

/** Assigns a complaint to an active engineer; answers the engineer's first name and the issue. */
export async function assignIssue(deps: AppDeps, staff: AppUserRow, input: { id: number; engineerUserId: number }) {
  const { db } = deps;
  // The same rule as an installation's: an engineer who can log in (users' assignableEngineer, issue 19).
  const engineer = assignableEngineer(await findUserById(db, input.engineerUserId));
  const now = deps.clock.now();
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockIssue(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND', notFound);
    await repo.updateIssue(trx, row.id, { engineerUserId: engineer.id, at: now });
    await repo.insertIssueEvent(trx, {
      issueId: row.id,
      actorUserId: staff.id,
      status: row.status,
      note: `Assigned to ${engineer.firstname}`,
      at: now,
    });
    await audit(trx, {
      actorUserId: staff.id,
      action: 'issue.engineer',
      entity: 'monitoring_issue',
      entityId: row.id,
      before: { engineerUserId: row.engineer_user_id },
      after: { engineerUserId: engineer.id },
    });
  });
  return { engineerFirstname: engineer.firstname, issue: await issueDetail(deps, input.id, () => true) };
}
