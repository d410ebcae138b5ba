import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePaymentQuote, type PaymentQuote } from '../api/get-payment-quote.ts';
import { QuoteLoadError } from './page-states.tsx';

/** Rows of a list page while loading (the region is busy; the skeletons are decoration). */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-16 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * Loads the customer's current request and renders `children(quoteId)` once there is a priced quote, or `empty`
 * when there is none. The history and schedule pages are about that quote.
 */
export function ForCurrentQuote({
  loadingLabel,
  empty,
  children,
}: {
  loadingLabel: string;
  empty: ReactNode;
  children(quoteId: number, requestStatus: number, quote: PaymentQuote): ReactNode;
}) {
  const request = usePaymentQuote();
  if (request.isPending) return <ListSkeleton label={loadingLabel} />;
  if (request.isError)
    return (
      <QuoteLoadError error={request.error} retrying={request.isFetching} onRetry={() => void request.refetch()} />
    );
  const quote = request.data?.quote;
  if (!request.data || !quote) return <>{empty}</>;
  return <>{children(quote.id, request.data.quoteRequestStatus, quote)}</>;
}

/** The grey box of an empty list. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-ink-50 px-4 py-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}
