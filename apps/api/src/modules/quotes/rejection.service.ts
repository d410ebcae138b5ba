import { AppError } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import { QuoteStatus, type QuoteRow } from '../../db/tables/quote.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import * as repo from './quote.repository.ts';

/** The reason is the customer's to read: a sentence, not a code. */
export const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MAX = 500;

export const rejectionMessages = {
  reason: 'Say why the quote is rejected, so the customer knows what to do.',
  which: 'Which quote? Give its quoteId, or the request’s quoteRequestId.',
  notFound: 'Quote request not found.',
  closed: 'This request is already closed; there is nothing to reject.',
  accepted:
    'The customer has accepted this quote (paid, or pay on delivery agreed), so it can no longer be rejected. Talk to the customer and record a refund if the sale is cancelled.',
  moneyIn:
    'Money has already been received on this quote, so it can no longer be rejected. Settle that payment with the customer first.',
} as const;

/**
 * A partner bank finances the request: whether the customer gets the system on credit is the bank's decision, not
 * Imole's (docs/banks.md "The decision"); staff decide on the bank's behalf on the application's page.
 */
export const bankDecides = (bank = 'The partner bank', quoteRequestId: number) =>
  `${bank} finances this request, so its loan officer decides whether the customer gets it: Imole does not reject a bank's application. If the bank has asked Imole to decide for it, do so on the bank's behalf at /bank-application/${quoteRequestId}.`;

export interface Rejection {
  quoteId?: number | undefined;
  quoteRequestId?: number | undefined;
  reason: string;
}

/**
 * Staff decline the instalment offer of a request (docs/state-machines.md "Rejected"): quoteStatus 8 and request
 * status 5, with the reason the customer reads on the dashboard's Rejected panel and in the notice. Only before any
 * money came in: request status 0, 1 or 2 (new, changed, priced, or an expired offer) with no payment received or
 * held on its quote. A request not priced yet gets a quote row that is rejected from the start, so the customer's
 * pages (which read the offer from the quote) show the Rejected panel. Audited; open checkouts are voided and the
 * customer is told through the outbox (the `quote.rejected` event).
 */
export async function rejectQuote(deps: AppDeps, staff: AppUserRow, input: Rejection) {
  const reason = input.reason.trim().replace(/\s+/g, ' ');
  if (reason.length < REJECTION_REASON_MIN || reason.length > REJECTION_REASON_MAX)
    throw new AppError('VALIDATION_FAILED', rejectionMessages.reason);
  const requestId = await requestIdOf(deps, input);
  const now = deps.clock.now();
  return deps.events.transaction(async (trx) => {
    const request = await repo.lockQuoteRequest(trx, requestId);
    if (!request) throw new AppError('NOT_FOUND', rejectionMessages.notFound);
    if (request.financial_institution_id !== null)
      throw new AppError(
        'CONFLICT',
        bankDecides(await repo.bankNameOf(trx, request.financial_institution_id), request.id),
      );
    const existing = await repo.lockQuoteOfRequest(trx, request.id);
    refuseRejection(request.status, existing);
    if (existing && (await repo.hasMoneyReceived(trx, existing.id)))
      throw new AppError('CONFLICT', rejectionMessages.moneyIn);
    const quote = await rejectedQuote(trx, request, existing, staff.id, now);
    await repo.setQuoteRequestStatus(trx, request.id, 5, now);
    await audit(trx, {
      actorUserId: staff.id,
      action: 'quote.rejected',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: request.id,
      before: { quoteRequestStatus: request.status, quoteStatus: existing?.quote_status ?? null },
      after: { quoteRequestStatus: 5, quoteStatus: QuoteStatus.Rejected, reason },
    });
    await deps.events.record(trx, {
      type: 'quote.rejected',
      quoteId: quote.id,
      customerId: request.user_id,
      referenceNo: request.reference_no,
      reason,
    });
    return { quoteId: quote.id, quoteRequestId: request.id, reason };
  });
}

async function requestIdOf(deps: AppDeps, input: Rejection): Promise<number> {
  if (input.quoteRequestId !== undefined) return input.quoteRequestId;
  if (input.quoteId === undefined) throw new AppError('VALIDATION_FAILED', rejectionMessages.which);
  const quote = await repo.findQuoteWithRequest(deps.db, input.quoteId);
  if (!quote) throw new AppError('NOT_FOUND', 'Quote not found.');
  return quote.quote_request_id;
}

/** Why a request's offer cannot be rejected now, if it cannot. */
function refuseRejection(requestStatus: number, quote: QuoteRow | undefined): void {
  if (requestStatus === 5 || quote?.quote_status === QuoteStatus.Rejected)
    throw new AppError('CONFLICT', rejectionMessages.closed);
  if (requestStatus >= 3 || quote?.quote_status === QuoteStatus.PaymentReceived)
    throw new AppError('CONFLICT', rejectionMessages.accepted);
}

/** The request's quote set to rejected; a request not priced yet gets one, rejected from the start. */
function rejectedQuote(
  trx: Transaction,
  request: { id: number; product_id: number | null },
  existing: QuoteRow | undefined,
  staffId: number,
  now: Date,
) {
  // A quote nobody priced yet (a draft saved before owners were kept) becomes the rejecting staff member's work.
  if (existing)
    return repo.updateQuote(trx, existing.id, {
      quote_status: QuoteStatus.Rejected,
      priced_by_user_id: existing.priced_by_user_id ?? staffId,
      updated_at: now,
    });
  return repo.insertRejectedQuote(trx, request, staffId, now);
}
