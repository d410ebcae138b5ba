import { IssueStatus } from '@imole/domain';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import { customersReferredBy, type ReferralFilter } from '../users/index.ts';

/** Issues with their customer, engineer and photo count, as every issue call answers them. */
function issues(db: DbOrTx) {
  return db
    .selectFrom('monitoring_issue')
    .innerJoin('app_user as customer', 'customer.id', 'monitoring_issue.user_id')
    .leftJoin('app_user as engineer', 'engineer.id', 'monitoring_issue.engineer_user_id')
    .select((eb) => [
      'monitoring_issue.id',
      'monitoring_issue.user_id',
      'monitoring_issue.category',
      'monitoring_issue.description',
      'monitoring_issue.status',
      'monitoring_issue.created_at',
      'monitoring_issue.updated_at',
      'monitoring_issue.engineer_user_id',
      'customer.firstname',
      'customer.lastname',
      'customer.phone_number',
      'engineer.firstname as engineer_firstname',
      eb
        .selectFrom('monitoring_issue_photo')
        .select((p) => p.fn.countAll<string | number>().as('n'))
        .whereRef('monitoring_issue_photo.issue_id', '=', 'monitoring_issue.id')
        .as('photo_count'),
    ]);
}
export type IssueRow = Awaited<ReturnType<ReturnType<typeof issues>['execute']>>[number];

export interface Page {
  offset: number;
  limit: number;
}

export function findIssue(db: DbOrTx, id: number): Promise<IssueRow | undefined> {
  return issues(db).where('monitoring_issue.id', '=', id).executeTakeFirst();
}

/** A customer's issues (of one status when given), newest first, and how many there are. */
export async function pageCustomerIssues(
  db: DbOrTx,
  userId: number,
  status: number | undefined,
  page: Page,
): Promise<{ rows: IssueRow[]; total: number }> {
  let list = issues(db).where('monitoring_issue.user_id', '=', userId);
  let count = db
    .selectFrom('monitoring_issue')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId);
  if (status !== undefined) {
    list = list.where('monitoring_issue.status', '=', status);
    count = count.where('status', '=', status);
  }
  const [rows, total] = await Promise.all([
    list.orderBy('monitoring_issue.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Complaints of one status, newest first, and the count of each status; only an engineer's own when given. */
export async function pageIssuesByStatus(
  db: DbOrTx,
  status: number,
  engineerUserId: number | null,
  page: Page,
  referral: ReferralFilter = {},
): Promise<{ rows: IssueRow[]; count: (status: number) => number }> {
  let list = issues(db).where('monitoring_issue.status', '=', status);
  let counts = db
    .selectFrom('monitoring_issue')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status');
  if (engineerUserId !== null) {
    list = list.where('monitoring_issue.engineer_user_id', '=', engineerUserId);
    counts = counts.where('engineer_user_id', '=', engineerUserId);
  }
  // Staff keep the customers one agent, or a coordinator's team, referred (issue 20); the counts follow.
  const referred = customersReferredBy(db, referral);
  if (referred) {
    list = list.where('monitoring_issue.user_id', 'in', referred);
    counts = counts.where('user_id', 'in', referred);
  }
  const [rows, byStatus] = await Promise.all([
    list.orderBy('monitoring_issue.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    counts.execute(),
  ]);
  return { rows, count: (s) => Number(byStatus.find((b) => b.status === s)?.n ?? 0) };
}

export function issuePhotos(db: DbOrTx, issueId: number) {
  return db
    .selectFrom('monitoring_issue_photo')
    .select('data_url')
    .where('issue_id', '=', issueId)
    .orderBy('id')
    .execute();
}

/** An issue's history, oldest first, with who wrote each entry. */
export function issueHistory(db: DbOrTx, issueId: number) {
  return db
    .selectFrom('monitoring_issue_event')
    .leftJoin('app_user', 'app_user.id', 'monitoring_issue_event.actor_user_id')
    .select([
      'monitoring_issue_event.status',
      'monitoring_issue_event.note',
      'monitoring_issue_event.created_at',
      'app_user.firstname',
      'app_user.user_role',
    ])
    .where('issue_id', '=', issueId)
    .orderBy('monitoring_issue_event.id')
    .execute();
}

/**
 * The customer's latest installed system (a quote whose installation the customer confirmed, installationStatus 4):
 * issues are filed against it; without one the customer has nothing to report an issue on.
 */
export async function installedQuoteIdOf(db: DbOrTx, userId: number): Promise<number | null> {
  const quote = await db
    .selectFrom('quote')
    .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
    .select('quote.id')
    .where('quote_request.user_id', '=', userId)
    .where('quote.installation_status', '=', 4)
    .orderBy('quote.id', 'desc')
    .executeTakeFirst();
  return quote?.id ?? null;
}

export async function insertIssue(
  trx: Transaction,
  issue: { userId: number; quoteId: number | null; category: string; description: string; at: Date },
  photos: string[],
): Promise<number> {
  const row = await trx
    .insertInto('monitoring_issue')
    .values({
      user_id: issue.userId,
      quote_id: issue.quoteId,
      category: issue.category,
      description: issue.description,
      created_at: issue.at,
      updated_at: issue.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (photos.length)
    await trx
      .insertInto('monitoring_issue_photo')
      .values(photos.map((data_url) => ({ issue_id: row.id, data_url })))
      .execute();
  return row.id;
}

/** The issue's row, locked until the transaction ends. */
export function lockIssue(trx: Transaction, id: number) {
  return trx.selectFrom('monitoring_issue').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateIssue(
  trx: Transaction,
  id: number,
  changes: { status?: number; engineerUserId?: number; at: Date },
): Promise<void> {
  await trx
    .updateTable('monitoring_issue')
    .set({
      ...(changes.status === undefined ? {} : { status: changes.status }),
      ...(changes.engineerUserId === undefined ? {} : { engineer_user_id: changes.engineerUserId }),
      updated_at: changes.at,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertIssueEvent(
  trx: Transaction,
  event: { issueId: number; actorUserId: number; status: number; note: string; at: Date },
): Promise<void> {
  await trx
    .insertInto('monitoring_issue_event')
    .values({
      issue_id: event.issueId,
      actor_user_id: event.actorUserId,
      status: event.status,
      note: event.note,
      created_at: event.at,
    })
    .execute();
}

/** The customer's newest open issue (issueStatus 0), if any. */
export function newestOpenIssue(db: DbOrTx, userId: number): Promise<{ id: number; category: string } | undefined> {
  return db
    .selectFrom('monitoring_issue')
    .select(['id', 'category'])
    .where('user_id', '=', userId)
    .where('status', '=', IssueStatus.Open)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Locks the customer's user row until the transaction ends, so two reports sent at once are weighed one after the
 * other (the second sees the first's open issue).
 */
export async function lockCustomer(trx: Transaction, userId: number): Promise<void> {
  await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** How many of the customer's issues are in each status. */
export async function customerIssueCounts(
  db: DbOrTx,
  userId: number,
): Promise<{ open: number; resolved: number; closed: number }> {
  const rows = await db
    .selectFrom('monitoring_issue')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const count = (s: number) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { open: count(IssueStatus.Open), resolved: count(IssueStatus.Resolved), closed: count(IssueStatus.Closed) };
}
