import { formatNaira } from '@imole/domain/format';
import { useId } from 'react';
import type { TransactionView } from '../api/get-quote-request.ts';
import { recentTransactions, transactionTypeText } from '../dashboard-state.ts';
import { formatShortDate } from '../dates.ts';

export const NO_TRANSACTIONS_TEXT =
  'No transaction to show yet. Your quotation is yet to be approved, kindly make your initial payment';

/**
 * "Recent transactions" (customer spec §2): date, amount (success or error by the successful flag; also said in
 * words, so colour is not the only cue) and type. Before status 3 the spec's sentence, unless money has already come
 * in (a first payment that fell short of what is owed now, issue 18 §1): then "kindly make your initial payment"
 * would deny a payment the customer made, so the transactions are listed.
 */
export function RecentTransactions({
  transactions,
  quoteRequestStatus,
  isOutright = false,
  bank = null,
}: {
  transactions: readonly TransactionView[];
  quoteRequestStatus: number;
  /** The quote was paid outright: its payment is "Paid in full", not "Equity". */
  isOutright?: boolean;
  /**
   * A partner bank finances the request (docs/banks.md): before its approval the customer has no payment to make, and
   * once it approved, the first payment is the bank's.
   */
  bank?: { name: string; paid: boolean; declined: boolean } | null;
}) {
  const titleId = useId();
  const shown = recentTransactions(transactions);
  const beforePayment = quoteRequestStatus < 3 && !transactions.some((t) => t.successful);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="recent-transactions">
      <h2 id={titleId} className="text-lg font-bold">
        Recent transactions
      </h2>
      {beforePayment ? (
        <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
          {!bank
            ? NO_TRANSACTIONS_TEXT
            : bank.declined
              ? 'No transaction yet. To pay Imole yourself, switch to an ordinary plan above.'
              : `No transaction yet: you make no payment to Imole. ${bank.name} pays for your system once it approves your application.`}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-700">No transaction to show yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200">
          {shown.map((t, index) => (
            <li key={`${t.dateCreated}-${index}`} className="flex items-center justify-between gap-3 px-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold">{transactionTypeText(t.transactionType, isOutright)}</p>
                <p className="text-sm text-ink-600">{formatShortDate(t.dateCreated)}</p>
                {bank?.paid && t.transactionType === 0 && t.successful && (
                  <p className="text-sm text-ink-700">Paid by {bank.name}</p>
                )}
              </div>
              <p
                className={`text-right font-semibold tabular-nums ${t.successful ? 'text-success-800' : 'text-danger-700'}`}
                data-successful={t.successful}
              >
                {formatNaira(t.amountInTransaction)}
                <span className="block text-xs font-normal">{t.successful ? 'Successful' : 'Not completed'}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
