import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DetailRow } from '../../components/ui/details.tsx';
import { ShieldIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { formatDay } from '../../lib/customer-dates.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useInstallation } from './api/get-installation.ts';
import { useWarranty, type Warranty } from './api/get-warranty.ts';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "11 months left (340 days)", "Ends today", or null when there is nothing left to count. */
export function timeLeftText(warranty: Pick<Warranty, 'status' | 'monthsLeft' | 'daysLeft'>): string | null {
  if (warranty.status !== 'Active') return null;
  if (warranty.daysLeft <= 0) return 'Ends today';
  if (warranty.monthsLeft <= 0) return `${plural(warranty.daysLeft, 'day')} left`;
  return `${plural(warranty.monthsLeft, 'month')} left (${plural(warranty.daysLeft, 'day')})`;
}

const statusTones: Record<string, string> = {
  Active: 'bg-success-100 text-success-800',
  Expired: 'bg-danger-100 text-danger-800',
};

/** /warranty-details (GET Quote/GetWarrantyData): the warranty of the customer's system, and its terms. */
export default function WarrantyDetailsPage() {
  useDocumentTitle('Warranty details');
  const installation = useInstallation();
  const quoteId = installation.data?.quote?.id ?? null;
  const warranty = useWarranty(quoteId);

  let body: ReactNode;
  if (installation.isPending || (quoteId !== null && warranty.isPending)) body = <PageSkeleton />;
  else if (installation.isError || warranty.isError)
    body = (
      <LoadError
        title="We could not load your warranty"
        message={(installation.error ?? warranty.error)?.message ?? ''}
        retrying={installation.isFetching || warranty.isFetching}
        onRetry={() => void (installation.isError ? installation.refetch() : warranty.refetch())}
      />
    );
  else if (!warranty.data)
    body = (
      <p className="rounded-xl bg-ink-50 p-4 text-ink-700">
        Your warranty starts on the day you confirm your installation. Once your quote is ready, its warranty months
        show here.
      </p>
    );
  else body = <Details warranty={warranty.data} product={installation.data?.quoteRequestProduct?.name ?? null} />;

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Warranty details</h1>
      {body}
      <Link to="/warranty-terms" className={buttonClasses('secondary', { block: true })}>
        Read the warranty terms
      </Link>
    </div>
  );
}

function Details({ warranty, product }: { warranty: Warranty; product: string | null }) {
  const left = timeLeftText(warranty);
  return (
    <>
      <div className="flex items-center gap-3 rounded-2xl border border-ink-200 p-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-900">
          <ShieldIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold">{plural(warranty.duration, 'month')} warranty</p>
          {product && <p className="truncate text-sm text-ink-600">{product}</p>}
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${statusTones[warranty.status] ?? 'bg-ink-100 text-ink-800'}`}
          data-testid="warranty-status"
        >
          {warranty.status}
        </span>
      </div>
      {warranty.status === 'Not started' ? (
        <p className="rounded-xl bg-ink-50 p-3 text-ink-700">
          Your warranty starts on the day you confirm in the app that your installation is done.
        </p>
      ) : (
        <dl className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200">
          {warranty.startDate && <DetailRow label="Started">{formatDay(warranty.startDate)}</DetailRow>}
          {warranty.endDate && (
            <DetailRow label={warranty.status === 'Expired' ? 'Ended' : 'Ends'}>
              {formatDay(warranty.endDate)}
            </DetailRow>
          )}
          {left && <DetailRow label="Time left">{left}</DetailRow>}
        </dl>
      )}
    </>
  );
}
