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

/** Why the customer may not post an issue now, in words they can act on. */
export const issuePostingMessages = {
  notInstalled:
    'You can post an issue once your system is installed and you have confirmed the installation. Until then, call our support team with any question.',
  openIssue: (category: string) =>
    `You already have an open issue (${category.toLowerCase()}). Our team will update you there, and you can post a new one once it is resolved or closed. For anything urgent, call our support team.`,
} as const;

/** Whether the customer may post an issue now; when not, why, and the open issue that stands in the way. */
export interface IssuePosting {
  allowed: boolean;
  reason: 'not-installed' | 'open-issue' | null;
  message: string | null;
  openIssueId: number | null;
}

/**
 * The one rule for posting an issue (customer spec §4 "Issues and monitoring": issues belong to the installed
 * system's success stage, and "Post an issue" is offered only with no active issue). The customer's list answers it,
 * so /issues and /post-issue explain it in the server's words, and reportIssue enforces it.
 */
export function issuePostingOf(installed: boolean, open: { id: number; category: string } | null): IssuePosting {
  if (!installed)
    return { allowed: false, reason: 'not-installed', message: issuePostingMessages.notInstalled, openIssueId: null };
  if (open)
    return {
      allowed: false,
      reason: 'open-issue',
      message: issuePostingMessages.openIssue(open.category),
      openIssueId: open.id,
    };
  return { allowed: true, reason: null, message: null, openIssueId: null };
}

/** Whether the customer may post an issue now (see issuePostingOf). */
export async function customerIssuePosting(deps: AppDeps, customer: AppUserRow): Promise<IssuePosting> {
  const [installed, open] = await Promise.all([
    repo.installedQuoteIdOf(deps.db, customer.id),
    repo.newestOpenIssue(deps.db, customer.id),
  ]);
  return issuePostingOf(installed !== null, open ?? null);
}

/**
 * A new issue, filed against the customer's installed system, with its photos checked by content and size. The
 * posting rule is weighed with the customer's row locked, so two reports sent at once cannot both pass it.
 */
export async function reportIssue(
  deps: AppDeps,
  customer: AppUserRow,
  input: { category: IssueCategory; description: string; photos: string[] },
) {
  const { db, clock } = deps;
  const photos = input.photos.map((p) => checkBase64Image(p, MAX_ISSUE_PHOTO_BYTES, 'photo'));
  const now = clock.now();
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockCustomer(trx, customer.id);
    const quoteId = await repo.installedQuoteIdOf(trx, customer.id);
    const posting = issuePostingOf(quoteId !== null, (await repo.newestOpenIssue(trx, customer.id)) ?? null);
    if (!posting.allowed) throw new AppError('CONFLICT', posting.message ?? issuePostingMessages.notInstalled);
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

/**
 * The customer's issues, newest first (of one status when given), how many there are, how many of each status, and
 * whether they may post a new one.
 */
export async function customerIssues(
  deps: AppDeps,
  customer: AppUserRow,
  status: IssueStatusValue | undefined,
  page: PageQuery,
) {
  const [{ rows, total }, counts, posting] = await Promise.all([
    repo.pageCustomerIssues(deps.db, customer.id, status, pageOf(page)),
    repo.customerIssueCounts(deps.db, customer.id),
    customerIssuePosting(deps, customer),
  ]);
  return { items: rows.map(issueSummary), total, counts, posting };
}

/** Complaints of one status, newest first, with the count of each status; an engineer sees only their own. */
export async function issuesByStatus(
  deps: AppDeps,
  staff: AppUserRow,
  status: IssueStatusValue,
  page: PageQuery & { SalesAgentId?: number | undefined; CoordinatorId?: number | undefined },
) {
  const mine = staff.is_engineer ? staff.id : null;
  // An engineer's list is their own jobs: no filter by who referred the customer.
  const referral = staff.is_engineer ? {} : { agentId: page.SalesAgentId, coordinatorId: page.CoordinatorId };
  const { rows, count } = await repo.pageIssuesByStatus(deps.db, status, mine, pageOf(page), referral);
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
      category: row.category,
      before: row.status as IssueStatusValue,
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
