import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The first load of a payment page. */
export function PaymentSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-44 w-full rounded-2xl" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}

export function QuoteLoadError({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry(): void }) {
  return (
    <LoadError title="We could not load your quote" message={error.message} retrying={retrying} onRetry={onRetry} />
  );
}
