import type { CardAuthorization } from '../../adapters/payments/payments.ts';
import type { DbOrTx, Transaction } from '../../db/database.ts';

/** Keeps a card's reusable authorization for the customer, once per card (the provider's signature). */
export async function upsertSavedCard(
  trx: Transaction,
  userId: number,
  provider: 'paystack' | 'sandbox',
  card: CardAuthorization,
): Promise<void> {
  await trx
    .insertInto('saved_card')
    .values({
      user_id: userId,
      provider,
      authorization_code: card.code,
      signature: card.signature,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      bank: card.bank,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'signature']).where('removed_at', 'is', null).doUpdateSet({
        authorization_code: card.code,
        exp_month: card.expMonth,
        exp_year: card.expYear,
      }),
    )
    .execute();
}

/** The customer's cards at a provider, newest first. */
export function listSavedCards(db: DbOrTx, userId: number, provider: 'paystack' | 'sandbox') {
  return db
    .selectFrom('saved_card')
    .select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'bank', 'created_at'])
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .where('provider', '=', provider)
    .orderBy('id', 'desc')
    .execute();
}

/** One of the customer's cards, authorization code and all, unless removed. */
export function findSavedCard(db: DbOrTx, cardId: number, userId: number) {
  return db
    .selectFrom('saved_card')
    .selectAll()
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Forgets one of the customer's cards; false when there was no such card to forget. */
export async function removeSavedCard(db: DbOrTx, cardId: number, userId: number, at: Date): Promise<boolean> {
  const removed = await db
    .updateTable('saved_card')
    .set({ removed_at: at })
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(removed.numUpdatedRows) === 1;
}
