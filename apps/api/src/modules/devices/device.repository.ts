import type { Insertable, Updateable } from 'kysely';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { PaygDeviceTable, PaygTokenTable } from '../../db/tables/payg.table.ts';

/** The device of a quote, if one was entered. */
export function findDevice(db: DbOrTx, quoteId: number) {
  return db.selectFrom('payg_device').selectAll().where('quote_id', '=', quoteId).executeTakeFirst();
}

/** The device of a quote, locked until the transaction ends: tokens are counted one after another. */
export function lockDevice(trx: Transaction, quoteId: number) {
  return trx.selectFrom('payg_device').selectAll().where('quote_id', '=', quoteId).forUpdate().executeTakeFirst();
}

export function insertDevice(db: DbOrTx, row: Insertable<PaygDeviceTable>) {
  return db.insertInto('payg_device').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateDevice(db: DbOrTx, id: number, changes: Updateable<PaygDeviceTable>) {
  return db.updateTable('payg_device').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function insertToken(db: DbOrTx, row: Insertable<PaygTokenTable>) {
  return db.insertInto('payg_token').values(row).returningAll().executeTakeFirstOrThrow();
}

/** How many tokens a device has had issued (none: the engineer may still correct what they entered). */
export async function countTokens(db: DbOrTx, deviceId: number): Promise<number> {
  const row = await db
    .selectFrom('payg_token')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A device's tokens, newest first, each with the reference of the payment that bought it (none for a re-issue). */
export function listTokens(db: DbOrTx, deviceId: number) {
  return db
    .selectFrom('payg_token')
    .leftJoin('payment', 'payment.id', 'payg_token.payment_id')
    .leftJoin('app_user', 'app_user.id', 'payg_token.issued_by')
    .select([
      'payg_token.id',
      'payg_token.kind',
      'payg_token.days',
      'payg_token.token',
      'payg_token.count',
      'payg_token.created_at',
      'payment.reference',
      'payment.paid_kobo',
      'payment.expected_kobo',
      'app_user.firstname as issuer_firstname',
      'app_user.lastname as issuer_lastname',
    ])
    .where('payg_token.device_id', '=', deviceId)
    .orderBy('payg_token.id', 'desc')
    .execute();
}

/** The token a payment bought, if any. */
export function tokenOfPayment(db: DbOrTx, paymentId: number) {
  return db
    .selectFrom('payg_token')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('kind', '<>', 'reissue')
    .executeTakeFirst();
}

/** The latest token bought by a payment (what staff re-issue). */
export function latestPaidToken(db: DbOrTx, deviceId: number) {
  return db
    .selectFrom('payg_token')
    .selectAll()
    .where('device_id', '=', deviceId)
    .where('kind', '<>', 'reissue')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * How many of a device's tokens (the oldest, by id) were issued for the devices it replaced: a replacement keeps the
 * same row and starts the count again, and its audit entry (`device.replaced`, appended in the same transaction)
 * records how many tokens had been issued before it. None when the device was never replaced.
 */
export async function tokensOfPreviousDevices(db: DbOrTx, deviceId: number): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select('before')
    .where('action', '=', 'device.replaced')
    .where('entity', '=', 'payg_device')
    .where('entity_id', '=', deviceId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const before: unknown = typeof row?.before === 'string' ? JSON.parse(row.before) : row?.before;
  const issued = (before as { tokensIssued?: unknown } | null | undefined)?.tokensIssued;
  return typeof issued === 'number' ? issued : 0;
}

/** Who entered the device, for staff. */
export function userName(db: DbOrTx, userId: number) {
  return db.selectFrom('app_user').select(['firstname', 'lastname']).where('id', '=', userId).executeTakeFirst();
}

/**
 * The financed systems an engineer was assigned whose device they may still enter or correct: no token issued yet
 * (saveDevice's rules for an engineer). One query for the whole board.
 */
export async function editableByEngineer(db: DbOrTx, engineerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('quote')
    .leftJoin('payg_device as d', 'd.quote_id', 'quote.id')
    .select('quote.id')
    .where('quote.support_user_id', '=', engineerId)
    .where('quote.installation_status', '>=', 1)
    .where('quote.is_outright', '=', false)
    .where((eb) =>
      eb.or([
        eb('d.id', 'is', null),
        eb.not(eb.exists(eb.selectFrom('payg_token as t').select('t.id').whereRef('t.device_id', '=', 'd.id'))),
      ]),
    )
    .orderBy('quote.id')
    .execute();
  return rows.map((r) => r.id);
}
