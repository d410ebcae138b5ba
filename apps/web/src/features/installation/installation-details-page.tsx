import { buildingTypeLabels } from '@imole/domain/quote-request';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DetailRow, DetailSection } from '../../components/ui/details.tsx';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { formatDay } from '../../lib/customer-dates.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useInstallation, type InstallationView } from './api/get-installation.ts';

/** Where the installation stands, in the customer's words (docs/state-machines.md, installationStatus). */
export function installationStatusText(view: Pick<InstallationView, 'quoteRequest' | 'quote'>): string {
  const paid = view.quoteRequest.quoteRequestStatus >= 3;
  switch (paid ? view.quote?.installationStatus : undefined) {
    case 0:
      return 'Payment received. We are assigning an engineer.';
    case 1:
      return view.quote?.fulfilmentDate
        ? 'Engineer assigned. Please confirm the installation date on your dashboard.'
        : 'Engineer assigned. They will propose an installation date soon.';
    case 2:
      return 'Installation date confirmed.';
    case 3:
      return 'The engineer has finished. Please confirm the installation on your dashboard.';
    case 4:
      return 'Installed and confirmed.';
    default:
      return 'Not booked yet. Your installation is booked once your payment is received.';
  }
}

/**
 * /installation-details and /install-details (customer spec §2 "Installation information"): the status, the engineer
 * (first name, phone, photo, rating), the dates, and where the system goes.
 */
export default function InstallationDetailsPage() {
  useDocumentTitle('Installation details');
  const installation = useInstallation();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Installation details</h1>
      {installation.isPending ? (
        <PageSkeleton />
      ) : installation.isError ? (
        <LoadError
          title="We could not load your installation"
          message={installation.error.message}
          retrying={installation.isFetching}
          onRetry={() => void installation.refetch()}
        />
      ) : installation.data === null ? (
        <div className="flex flex-col gap-4 rounded-2xl bg-ink-50 px-4 py-8 text-center">
          <p className="text-ink-700">You have no installation yet. It starts with a quote for your home.</p>
          <Link to="/get-qoute" className={buttonClasses('primary', { block: true })}>
            Get a quote
          </Link>
        </div>
      ) : (
        <Details view={installation.data} />
      )}
    </div>
  );
}

function Details({ view }: { view: InstallationView }) {
  const { quoteRequest, quote, supportStaff } = view;
  return (
    <>
      <p className="rounded-xl bg-brand-50 p-3 font-semibold text-brand-900" data-testid="installation-status">
        {installationStatusText(view)}
      </p>
      <DetailSection title="Engineer">
        {supportStaff ? (
          <div className="flex items-center gap-3 rounded-xl border border-ink-200 p-3">
            <Avatar person={{ firstname: supportStaff.firstname, lastname: '', image: supportStaff.image }} size="md" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-lg font-semibold">{supportStaff.firstname}</p>
              <div>
                <StarRating rating={supportStaff.rating} />
              </div>
              <a
                href={`tel:${supportStaff.phone.replace(/[^\d+]/g, '')}`}
                aria-label={`Call ${supportStaff.firstname} on ${supportStaff.phone}`}
                className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline"
              >
                <PhoneIcon className="size-4" />
                {supportStaff.phone}
              </a>
            </div>
          </div>
        ) : (
          <p className="rounded-xl bg-ink-50 p-3 text-ink-700">No engineer assigned yet.</p>
        )}
      </DetailSection>
      <DetailSection title="Dates">
        <dl className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200">
          <DetailRow label="Installation date">
            {quote?.fulfilmentDate ? formatDay(quote.fulfilmentDate) : 'Not set yet'}
            {quote?.fulfilmentDate && quote.installationStatus === 1 && (
              <span className="block text-sm font-normal text-ink-600">Waiting for your confirmation</span>
            )}
          </DetailRow>
          {quote?.suggestedDate && (
            <DetailRow label="The date you suggested">{formatDay(quote.suggestedDate)}</DetailRow>
          )}
          {quote?.installationCompletionDate && (
            <DetailRow label="Completed on">{formatDay(quote.installationCompletionDate)}</DetailRow>
          )}
          {quote?.rating != null && quote.installationStatus === 4 && (
            <DetailRow label="Your rating">
              <StarRating rating={quote.rating} />
            </DetailRow>
          )}
        </dl>
      </DetailSection>
      <DetailSection title="Where">
        <dl className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200">
          <DetailRow label="Address">
            {quoteRequest.address}
            <span className="block text-sm font-normal text-ink-600">
              {quoteRequest.landmark}, {quoteRequest.state}
            </span>
          </DetailRow>
          <DetailRow label="Building">{buildingTypeLabels[quoteRequest.buildingType] ?? '—'}</DetailRow>
          <DetailRow label="Reference">
            <span className="font-mono">{quoteRequest.referenceNo}</span>
          </DetailRow>
        </dl>
      </DetailSection>
      <Link to="/dashboard?tab=installation" className={buttonClasses('secondary', { block: true })}>
        Back to dashboard
      </Link>
    </>
  );
}
