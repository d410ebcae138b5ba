import { commissionOn, formatNaira, kobo, koboToNaira } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import * as repo from './commission.repository.ts';
import { sharesOnQuote } from './correction.repository.ts';

/**
 * Money given back takes back the commission it earned (issue 20; docs/sales.md "The commission ledger"): when a
 * refund of money above a first payment is recorded, each agent and coordinator who earned on that quote gets a
 * `correction` entry of the opposite sign at the rate they earned it at, in the refund's transaction. A correction
 * never takes back more than they earned on the quote. The customer referral reward is for the referred customer's
 * first payment, which a refund of money above it does not undo: it stays.
 */
export function registerCorrectionHandlers(deps: AppDeps): void {
  deps.events.on('payment.refunded', {
    async within(trx, event) {
      const shares = await sharesOnQuote(trx, event.quoteId);
      const note = `Refund of ${formatNaira(koboToNaira(event.amountKobo))} to the customer (${event.reference}, ${event.refundedOn})`;
      await repo.insertEntries(
        trx,
        shares
          .map((s) => ({
            share: s,
            amount: kobo(Math.max(commissionOn(kobo(-event.amountKobo), s.rate_bps ?? 0), -s.net_kobo)),
          }))
          .filter(({ amount }) => amount < 0)
          .map(({ share, amount }) => ({
            earner_user_id: share.earner_user_id,
            role: share.role,
            customer_user_id: share.customer_user_id,
            payment_id: null,
            quote_id: event.quoteId,
            kind: 'correction' as const,
            basis_kobo: -event.amountKobo,
            rate_bps: share.rate_bps ?? 0,
            amount_kobo: amount,
            note,
          })),
      );
    },
  });
}
