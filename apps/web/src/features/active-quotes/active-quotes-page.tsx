import { ellipsis, relativeTime } from '@imole/domain/format';
import { quoteRequestStatusText } from '@imole/domain/quote-request';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { RequestViewsNav, StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';
import { UserRole } from '@imole/domain/roles';
import { useActiveQuoteRequests, type ActiveQuoteRequest } from '../../lib/quotes/get-active-quote-requests.ts';

/** Before pricing (0 new, 1 in review) the spec gives no text; the person still needs to know where things stand. */
const WAITING_TEXT = 'Waiting for our team to price it';

export function statusTextOf(status: number): string {
  return quoteRequestStatusText[status] ?? (status <= 1 ? WAITING_TEXT : '');
}

/**
 * The "Active Quote" page (customer spec §2 "ActiveRequests page") at /active-quote: the customer's open requests,
 * 20 at a time, newest first; a card opens /request-detail/{id}.
 */
export default function ActiveQuotesPage() {
  useDocumentTitle('Active Quote');
  // Staff (support, admin) open it from their navigation (issue 22): every customer's open requests, each with the
  // customer's name; the customer's own page is unchanged.
  const staff = useSession()?.user.userRole !== UserRole.Customer;
  const [page, setPage] = useState(1);
  const quotes = useActiveQuoteRequests({ page });
  // Read once per render, so every card's "2 hours ago" agrees.
  const [now] = useState(() => new Date());

  return (
    <div className={`flex flex-col gap-4 ${staff ? 'flex-1' : ''}`}>
      <h1 className="text-2xl font-bold tracking-tight">Active Quote</h1>
      {staff && (
        <>
          <RequestViewsNav />
          <p className="text-sm text-ink-700">Every customer’s open requests, newest first.</p>
        </>
      )}
      {quotes.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading your quotes</span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      ) : quotes.isError ? (
        <Alert tone="error" title="We could not load your quotes">
          <p>{quotes.error.message}</p>
          <button type="button" onClick={() => void quotes.refetch()} className="mt-1 min-h-11 font-semibold underline">
            Try again
          </button>
        </Alert>
      ) : quotes.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-ink-50 px-4 py-10 text-center">
          <p className="text-lg font-semibold">No quotes yet</p>
          {!staff && (
            <>
              <p className="text-sm text-ink-600">Ask for a quote and it will show here while our team prices it.</p>
              <Link to="/get-qoute" className={buttonClasses('primary')}>
                Get a quote
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {quotes.data.data.map((quote) => (
              <li key={quote.id}>
                <QuoteCard quote={quote} now={now} customer={staff ? quote.customerName : undefined} />
              </li>
            ))}
          </ul>
          {quotes.data.totalPages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
                className={buttonClasses('secondary')}
              >
                Newer
              </button>
              <span className="text-sm text-ink-600">
                Page {page} of {quotes.data.totalPages}
              </span>
              <button
                type="button"
                disabled={page >= quotes.data.totalPages}
                onClick={() => setPage((p) => p + 1)}
                className={buttonClasses('secondary')}
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
      {staff && <StaffNavBar />}
    </div>
  );
}

function QuoteCard({ quote, now, customer }: { quote: ActiveQuoteRequest; now: Date; customer?: string | undefined }) {
  const status = statusTextOf(quote.quoteRequestStatus);
  return (
    <Link
      to={`/request-detail/${quote.id}`}
      className="flex items-center gap-3 rounded-2xl border border-ink-200 p-4 shadow-sm hover:border-ink-400 active:bg-ink-50"
    >
      <div className="min-w-0 flex-1">
        {customer && <p className="truncate font-semibold">{customer}</p>}
        <div className="flex items-center gap-2">
          <span className={`truncate ${customer ? 'text-sm font-medium' : 'font-semibold'}`}>
            {quote.productName ?? 'Custom plan'}
          </span>
          {quote.quoteRequestStatus === 0 && (
            <span className="rounded-full bg-brand-400 px-2 py-0.5 text-xs font-bold text-ink-900 uppercase">new</span>
          )}
        </div>
        <p className="text-sm text-ink-600">
          <span className="font-mono">{quote.referenceNo}</span> · {relativeTime(quote.dateCreated, now)}
        </p>
        <p className="truncate text-sm text-ink-700">{ellipsis(`${quote.address}, ${quote.state}`, 50)}</p>
        {status && <p className="mt-1 text-sm font-medium text-brand-800">{status}</p>}
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
    </Link>
  );
}
