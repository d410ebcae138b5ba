import { formatNaira } from '@imole/domain/format';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { groupToken, PaygTokenDigits } from '../../components/ui/payg-token.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useDeviceTokens, type DeviceToken } from './api/get-device-tokens.ts';
import { usePaymentQuote } from './api/get-payment-quote.ts';
import { useTransactions, type Transaction } from './api/get-transactions.ts';
import { EmptyState, ForCurrentQuote, ListSkeleton } from './components/for-current-quote.tsx';
import { RefundDue } from './components/refund-due.tsx';
import { formatMoment } from './format.ts';

/** /payment-history (customer spec §2): every payment on the current quote, newest first. */
export default function PaymentHistoryPage() {
  useDocumentTitle('Payment history');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Payment history</h1>
      <ForCurrentQuote loadingLabel="Loading your payments" empty={<NoPayments />}>
        {(quoteId, requestStatus) => <History quoteId={quoteId} requestStatus={requestStatus} />}
      </ForCurrentQuote>
    </div>
  );
}

function NoPayments({ canPay = false }: { canPay?: boolean }) {
  return (
    <EmptyState title="No payments yet">
      <p className="text-sm text-ink-600">Your payments will show here, with their reference.</p>
      {canPay && (
        <Link to="/make-payment" className={buttonClasses('primary')}>
          Make a payment
        </Link>
      )}
    </EmptyState>
  );
}

function History({ quoteId, requestStatus }: { quoteId: number; requestStatus: number }) {
  const transactions = useTransactions(quoteId);
  const quote = usePaymentQuote().data?.quote;
  // The PAYG device's tokens (docs/tokens.md): each shows under the payment that bought it.
  const tokens = useDeviceTokens(quoteId).data?.tokens ?? [];
  const latest = tokens[0];
  if (transactions.isPending) return <ListSkeleton label="Loading your payments" />;
  if (transactions.isError)
    return (
      <LoadError
        title="We could not load your payments"
        message={transactions.error.message}
        retrying={transactions.isFetching}
        onRetry={() => void transactions.refetch()}
      />
    );
  if (transactions.data.length === 0) return <NoPayments canPay={requestStatus === 2} />;
  return (
    <>
      {/* Money paid above the first payment: the history shows it was taken, and this says what becomes of it. */}
      {quote && <RefundDue quote={quote} />}
      {latest?.kind === 'reissue' && (
        <ReissuedToken token={latest} earlier={tokens.find((t) => t.kind !== 'reissue')} />
      )}
      <ul
        className="flex flex-col divide-y divide-ink-200 rounded-2xl border border-ink-200 px-4"
        data-testid="transactions"
      >
        {transactions.data.map((transaction) => (
          <TransactionRow
            key={transaction.reference}
            transaction={transaction}
            token={tokens.find((t) => t.paymentReference === transaction.reference)}
          />
        ))}
      </ul>
    </>
  );
}

/** Customer spec §2: type 0 is Equity, otherwise Repayment; money paid outright reads "Paid in full" (issue 19). */
const transactionTypeText = ({ transactionType, purpose }: Transaction) =>
  transactionType !== 0 ? 'Repayment' : purpose === 'outright' ? 'Paid in full' : 'Equity';

/** Customer spec §2 "Recent transactions": the date, the amount styled by `successful`, the type (0 Equity). */
function TransactionRow({ transaction, token }: { transaction: Transaction; token?: DeviceToken | undefined }) {
  const { successful } = transaction;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="transaction">
      <div className="flex items-start justify-between gap-3">
        <TransactionFacts transaction={transaction} />
        <TransactionAmount transaction={transaction} successful={successful} />
      </div>
      {token?.forPreviousDevice ? (
        <p className="text-sm text-ink-600" data-testid="previous-device-token">
          Token <span className="font-mono">{groupToken(token.token)}</span> was for your previous device: your new
          device does not take it.
        </p>
      ) : (
        token && (
          <div>
            <p className="mb-1 text-sm font-semibold text-ink-800">Device token</p>
            <PaygTokenDigits token={token} compact />
          </div>
        )
      )}
    </li>
  );
}

/** The latest token, re-issued by our team (it bought nothing new: the same days as the payment before it). */
function ReissuedToken({ token, earlier }: { token: DeviceToken; earlier: DeviceToken | undefined }) {
  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-brand-200 p-4" data-testid="reissued-token">
      <h2 className="font-semibold">Your latest token, re-issued by our team</h2>
      <p className="text-sm text-ink-600">{formatMoment(token.createdAt)}</p>
      <PaygTokenDigits token={token} compact />
      {earlier && (
        <p className="text-sm text-ink-800">
          Key it in only if you did not key in the token of {formatMoment(earlier.createdAt)}
          {token.days === null ? '.' : ': keying in both gives the days twice.'}
        </p>
      )}
    </section>
  );
}

function TransactionFacts({ transaction }: { transaction: Transaction }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold">{transactionTypeText(transaction)}</p>
      <p className="text-sm text-ink-600">{formatMoment(transaction.dateCreated)}</p>
      {transaction.paidBy && (
        <p className="text-sm text-ink-700" data-testid="paid-by">
          {transaction.paidByBank ? `Paid by ${transaction.paidBy}` : `Paid by your sales agent ${transaction.paidBy}`}
        </p>
      )}
      <p className="font-mono text-xs break-all text-ink-600">Ref {transaction.reference}</p>
    </div>
  );
}

function TransactionAmount({ transaction, successful }: { transaction: Transaction; successful: boolean }) {
  return (
    <div className="shrink-0 text-right">
      <p className={`font-semibold tabular-nums ${successful ? 'text-success-800' : 'text-danger-700'}`}>
        {formatNaira(transaction.amountInTransaction)}
      </p>
      <p className={`text-xs font-medium ${successful ? 'text-success-800' : 'text-danger-700'}`}>
        {successful ? 'Successful' : 'Not completed'}
      </p>
    </div>
  );
}
