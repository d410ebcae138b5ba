import { formatNaira, formatToken, kobo, koboToNaira, lagosDate, type Kobo } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import type { EventOf } from '../../events.ts';
import type { PaygDeviceRow } from '../../db/tables/payg.table.ts';
import { deliverPending, readableDay, recordNotice } from '../notifications/index.ts';
import { loanOf } from '../payments/index.ts';
import { findQuoteWithRequest } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';
import { SealError } from '../../lib/sealed.ts';
import { nextToken, type TokenValue } from './openpaygo.ts';
import * as repo from './device.repository.ts';

/**
 * The days a payment buys (docs/tokens.md "The days rule"): the amount applied to the loan ÷ the daily rate, the
 * plan's monthly repayment ÷ 30, rounded down to whole days. The rate is kept exact (applied × 30 ÷ monthly) rather
 * than rounded up to the kobo: rounded up, a whole instalment of a plan whose naira are not a multiple of 3 bought
 * only 29 days.
 */
export function daysBought(appliedKobo: number, monthlyKobo: number): number {
  if (monthlyKobo <= 0 || appliedKobo <= 0) return 0;
  return Math.floor((appliedKobo * 30) / monthlyKobo);
}

/**
 * The days the latest of a loan's payments buys, remainders carried: the whole days all payments to the loan buy, less
 * those bought before the latest. Two half instalments buy 15 + 15 days, not 14 + 14; paying as asked buys 30 a month.
 */
export function daysOfPayment(appliedKobo: readonly number[], monthlyKobo: number): number {
  const after = appliedKobo.reduce((sum, amount) => sum + amount, 0);
  const before = after - (appliedKobo.at(-1) ?? 0);
  return daysBought(after, monthlyKobo) - daysBought(before, monthlyKobo);
}

/** The daily rate in kobo as people read it (rounded up): ₦ a day of use costs. */
export const dailyRateKobo = (monthlyKobo: number) => Math.ceil(monthlyKobo / 30);

/** Encodes the device's next token, moves its count on and keeps the token. */
export async function issueToken(
  deps: AppDeps,
  trx: Transaction,
  device: PaygDeviceRow,
  value: TokenValue,
  kind: 'add' | 'disable' | 'reissue',
  by: { paymentId?: number; userId?: number },
) {
  const encoded = nextToken(deps, device, value);
  await repo.updateDevice(trx, device.id, { token_count: encoded.count, updated_at: deps.clock.now() });
  return repo.insertToken(trx, {
    device_id: device.id,
    payment_id: by.paymentId ?? null,
    kind,
    days: value === 'disable' ? null : value.days,
    token: encoded.token,
    count: encoded.count,
    issued_by: by.userId ?? null,
    created_at: deps.clock.now(),
  });
}

/** What a repayment buys of the loan's device: days, the unlock for good when it paid the loan off, or nothing. */
async function valueOfPayment(deps: AppDeps, trx: Transaction, device: PaygDeviceRow, quoteId: number) {
  const quote = await findQuoteWithRequest(trx, quoteId);
  const loan = quote ? await loanOf(trx, quote, await loadSettings(trx), deps.clock.now()) : null;
  if (!loan) return null;
  // The payment just credited is the loan's latest: what of it went to the loan (not the credit held beyond it).
  const applied = loan.statement.payments.at(-1);
  if (loan.paidOff) {
    const last = await repo.latestPaidToken(trx, device.id);
    return last?.kind === 'disable' ? null : ('disable' as const);
  }
  if (!applied) return null;
  const days = daysOfPayment(
    loan.statement.payments.map((p) => p.interest + p.principal),
    loan.plan.monthly,
  );
  return days > 0 ? { days } : null;
}

/** A repayment of a loan whose system carries a PAYG device issues its token, in the transaction of the credit. */
export async function issueForPayment(deps: AppDeps, trx: Transaction, event: EventOf<'payment.credited'>) {
  if (event.quoteId === null || (event.purpose !== 'repayment' && event.purpose !== 'payoff')) return null;
  const device = await repo.lockDevice(trx, event.quoteId);
  if (!device || (await repo.tokenOfPayment(trx, event.paymentId))) return null;
  const value = await valueOfPayment(deps, trx, device, event.quoteId);
  if (!value) return null;
  const token = await issueToken(deps, trx, device, value, value === 'disable' ? 'disable' : 'add', {
    paymentId: event.paymentId,
  }).catch((error: unknown) => {
    // A device whose key cannot be opened (a key ring without its key) or used never stops the money being credited:
    // the payment stands without a token, logged (docs/tokens.md "The days rule").
    if (error instanceof SealError || error instanceof RangeError) {
      console.error('PAYG token not issued', { quoteId: event.quoteId, paymentId: event.paymentId }, error.message);
      return null;
    }
    throw error;
  });
  if (!token) return null;
  await recordNotice(trx, tokenNotice(event.customerId, token, event.amountKobo, event.reference));
  return token;
}

const naira = (amount: Kobo) => formatNaira(koboToNaira(amount));

/** The notice that carries the token: in the app, by e-mail and by SMS (the "Your device token" setting). */
export function tokenNotice(
  customerId: number,
  token: { token: string; days: number | null },
  amountKobo: number | null,
  reference: string | null,
) {
  const paid = amountKobo !== null && reference ? ` for your payment of ${naira(kobo(amountKobo))} (${reference})` : '';
  const what =
    token.days === null
      ? 'Your loan is paid off: this token unlocks your solar system for good.'
      : `It adds ${token.days} day${token.days === 1 ? '' : 's'} of use.`;
  return {
    userId: customerId,
    event: 'payg-token' as const,
    title: 'Your device token',
    body: `Your token${paid} is ${formatToken(token.token)}. ${what} Key it into your system's keypad.`,
    link: '/payment-history',
  };
}

/**
 * The notice of a re-issued token (docs/tokens.md "Re-issue"): a new copy of the latest token, for the same days, to
 * key in only if the earlier one (its day) was not keyed in — the device takes both and would count the days twice.
 */
export function reissueNotice(
  customerId: number,
  token: { token: string; days: number | null },
  earlier: { createdAt: Date },
) {
  const day = readableDay(lagosDate(earlier.createdAt));
  // Short enough for one SMS (300 characters with its "Imole: ").
  const what =
    token.days === null
      ? 'It unlocks your system for good, as that token does.'
      : `It gives the same ${token.days} day${token.days === 1 ? '' : 's'} of use as that token, no more.`;
  const both = token.days === null ? '' : ': keying in both gives the days twice';
  return {
    userId: customerId,
    event: 'payg-token' as const,
    title: 'A new copy of your device token',
    body: `A new copy of your latest token (of ${day}): ${formatToken(token.token)}. ${what} Key it in only if you did not key in the token of ${day}${both}.`,
    link: '/payment-history',
  };
}

/** Every credited repayment of a loan with a device gets its token (docs/tokens.md). */
export function registerDeviceHandlers(deps: AppDeps): void {
  deps.events.on('payment.credited', {
    async within(trx, event) {
      await issueForPayment(deps, trx, event);
    },
    async afterCommit(event) {
      if (event.purpose === 'repayment' || event.purpose === 'payoff') await deliverPending(deps, event.customerId);
    },
  });
}
