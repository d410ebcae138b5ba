import type { DbOrTx, Transaction } from '../../db/database.ts';

/** Checks with their customer, address, system, engineer, closer and photo count, as every check call answers them. */
function schedules(db: DbOrTx) {
  return db
    .selectFrom('monitoring_schedule as s')
    .innerJoin('app_user as customer', 'customer.id', 's.user_id')
    .innerJoin('quote', 'quote.id', 's.quote_id')
    .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
    .leftJoin('state', 'state.id', 'quote_request.state_id')
    .leftJoin('app_user as engineer', 'engineer.id', 's.engineer_user_id')
    .leftJoin('app_user as closer', 'closer.id', 's.closed_by_user_id')
    .select((eb) => [
      's.id',
      's.schedule_code',
      's.quote_id',
      's.user_id',
      's.due_date',
      's.engineer_user_id',
      's.note',
      's.closed_at',
      'quote.quote_request_id',
      'quote.product_name',
      'quote_request.address',
      'state.title as state_name',
      'customer.firstname',
      'customer.lastname',
      'customer.phone_number',
      'engineer.firstname as engineer_firstname',
      'closer.firstname as closer_firstname',
      eb
        .selectFrom('monitoring_schedule_image')
        .select((i) => i.fn.countAll<string | number>().as('n'))
        .whereRef('monitoring_schedule_image.schedule_id', '=', 's.id')
        .as('image_count'),
    ]);
}
export type ScheduleRow = Awaited<ReturnType<ReturnType<typeof schedules>['execute']>>[number];

export function findSchedule(db: DbOrTx, id: number): Promise<ScheduleRow | undefined> {
  return schedules(db).where('s.id', '=', id).executeTakeFirst();
}

/**
 * Checks of one status on `day` (a Lagos day: 0 due, 1 upcoming, 2 closed), the most overdue (or latest closed)
 * first, and the count of each status; only an engineer's own when given.
 */
export async function pageSchedules(
  db: DbOrTx,
  status: number,
  day: string,
  engineerUserId: number | null,
  page: { offset: number; limit: number },
): Promise<{ rows: ScheduleRow[]; counts: { due: number; upcoming: number; closed: number } }> {
  let list = schedules(db);
  if (status === 2) list = list.where('s.closed_at', 'is not', null).orderBy('s.closed_at', 'desc');
  else if (status === 0)
    list = list.where('s.closed_at', 'is', null).where('s.due_date', '<=', day).orderBy('s.due_date');
  else list = list.where('s.closed_at', 'is', null).where('s.due_date', '>', day).orderBy('s.due_date');
  if (engineerUserId !== null) list = list.where('s.engineer_user_id', '=', engineerUserId);
  let counts = db.selectFrom('monitoring_schedule').select((eb) => [
    eb.fn.count<string | number>('id').filterWhere('closed_at', 'is not', null).as('closed'),
    eb.fn
      .count<string | number>('id')
      .filterWhere((f) => f.and([f('closed_at', 'is', null), f('due_date', '<=', day)]))
      .as('due'),
    eb.fn
      .count<string | number>('id')
      .filterWhere((f) => f.and([f('closed_at', 'is', null), f('due_date', '>', day)]))
      .as('upcoming'),
  ]);
  if (engineerUserId !== null) counts = counts.where('engineer_user_id', '=', engineerUserId);
  const [rows, c] = await Promise.all([
    list.orderBy('s.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    counts.executeTakeFirstOrThrow(),
  ]);
  return { rows, counts: { due: Number(c.due), upcoming: Number(c.upcoming), closed: Number(c.closed) } };
}

/** A customer's checks: the open one first, then the closed ones, the latest closed first; and how many there are. */
export async function pageCustomerSchedules(
  db: DbOrTx,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ScheduleRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    schedules(db)
      .where('s.user_id', '=', userId)
      .orderBy((eb) => eb.case().when('s.closed_at', 'is', null).then(0).else(1).end())
      .orderBy('s.closed_at', 'desc')
      .orderBy('s.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('monitoring_schedule')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function scheduleImages(db: DbOrTx, scheduleId: number) {
  return db
    .selectFrom('monitoring_schedule_image')
    .select(['id', 'data_url', 'created_at'])
    .where('schedule_id', '=', scheduleId)
    .orderBy('id')
    .execute();
}

export async function countScheduleImages(db: DbOrTx, scheduleId: number): Promise<number> {
  const { n } = await db
    .selectFrom('monitoring_schedule_image')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('schedule_id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertScheduleImage(
  trx: Transaction,
  image: { scheduleId: number; dataUrl: string; uploadedByUserId: number },
): Promise<void> {
  await trx
    .insertInto('monitoring_schedule_image')
    .values({ schedule_id: image.scheduleId, data_url: image.dataUrl, uploaded_by_user_id: image.uploadedByUserId })
    .execute();
}

/** The check's row, locked until the transaction ends. */
export function lockSchedule(trx: Transaction, id: number) {
  return trx.selectFrom('monitoring_schedule').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The latest quote of a request with its customer, locked until the transaction ends. */
export function lockQuoteOfRequest(trx: Transaction, quoteRequestId: number) {
  return trx
    .selectFrom('quote')
    .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
    .select(['quote.id', 'quote.installation_status', 'quote.support_user_id', 'quote_request.user_id'])
    .where('quote.quote_request_id', '=', quoteRequestId)
    .orderBy('quote.id', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** What scheduling the next check needs of a quote. */
export function quoteForNextCheck(db: DbOrTx, quoteId: number) {
  return db.selectFrom('quote').select(['id', 'support_user_id']).where('id', '=', quoteId).executeTakeFirstOrThrow();
}

/** The installation's open check, if any (there is at most one). */
export function findOpenSchedule(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('monitoring_schedule')
    .select(['id', 'due_date'])
    .where('quote_id', '=', quoteId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
}

export async function moveSchedule(
  trx: Transaction,
  id: number,
  dueDate: string,
  engineerUserId: number | null,
): Promise<void> {
  await trx
    .updateTable('monitoring_schedule')
    .set({ due_date: dueDate, engineer_user_id: engineerUserId })
    .where('id', '=', id)
    .execute();
}

export async function insertSchedule(
  trx: Transaction,
  check: {
    scheduleCode: string;
    quoteId: number;
    userId: number;
    dueDate: string;
    engineerUserId: number | null;
    createdByUserId: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('monitoring_schedule')
    .values({
      schedule_code: check.scheduleCode,
      quote_id: check.quoteId,
      user_id: check.userId,
      due_date: check.dueDate,
      engineer_user_id: check.engineerUserId,
      created_by_user_id: check.createdByUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function closeSchedule(
  trx: Transaction,
  id: number,
  closed: { at: Date; byUserId: number; note: string },
): Promise<void> {
  await trx
    .updateTable('monitoring_schedule')
    .set({ closed_at: closed.at, closed_by_user_id: closed.byUserId, note: closed.note })
    .where('id', '=', id)
    .execute();
}

/** A new open check of an installation, unless one is open already (the unique index allows one). */
export async function insertScheduleUnlessOpen(
  trx: DbOrTx,
  check: { scheduleCode: string; quoteId: number; userId: number; dueDate: string; engineerUserId: number | null },
): Promise<void> {
  await trx
    .insertInto('monitoring_schedule')
    .values({
      schedule_code: check.scheduleCode,
      quote_id: check.quoteId,
      user_id: check.userId,
      due_date: check.dueDate,
      engineer_user_id: check.engineerUserId,
    })
    .onConflict((oc) => oc.column('quote_id').where('closed_at', 'is', null).doNothing())
    .execute();
}
