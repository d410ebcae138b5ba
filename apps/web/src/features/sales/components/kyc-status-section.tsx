import { KycStatus } from '@imole/domain/kyc';
import { Link, useLocation } from 'react-router';
import { KycStatusPill } from '../../../components/kyc/kyc-status-pill.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { kycDetailsOpen, useKycDetails } from '../../../lib/kyc/get-kyc-details.ts';

/**
 * A referred customer's identity check (issue 21; docs/kyc.md "Staff and agents"), from GET SmileId/KycDetails: the
 * status in words, what to do next, and for the agent who referred them (not their coordinator, who reads only)
 * "Update KYC details" → /kyc/{quoteRequestId}, to fill in the form on the customer's behalf.
 */
export function KycStatusSection({ quoteRequestId, canUpdate }: { quoteRequestId: number; canUpdate: boolean }) {
  const details = useKycDetails(quoteRequestId);
  const location = useLocation();
  const kyc = details.data;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="kyc-heading">
      <h2 id="kyc-heading" className="text-lg font-semibold">
        Identity verification
      </h2>
      {details.isPending ? (
        <Skeleton className="h-8 w-48 rounded-full" />
      ) : details.isError || !kyc ? (
        <p className="text-sm text-ink-700">
          We could not load it: {details.error?.message ?? ''}{' '}
          <button
            type="button"
            onClick={() => void details.refetch()}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
          >
            Try again
          </button>
        </p>
      ) : (
        <>
          <div className="self-start">
            <KycStatusPill status={kyc.kycStatus} />
          </div>
          {nextStep(kyc.kycStatus) && <p className="text-sm text-ink-700">{nextStep(kyc.kycStatus)}</p>}
          {kyc.kycStatus === KycStatus.Rejected && (kyc.reviewReason ?? kyc.resultText) && (
            <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-800">
              Why: {kyc.reviewReason ?? kyc.resultText}
            </p>
          )}
          {canUpdate && kycDetailsOpen(kyc.kycStatus) && (
            <Link
              to={`/kyc/${quoteRequestId}`}
              state={{ from: `${location.pathname}${location.search}` }}
              className={buttonClasses('secondary', { block: true })}
            >
              Update KYC details
            </Link>
          )}
        </>
      )}
    </section>
  );
}

/** What happens next, in a line an agent can pass on to the customer. */
function nextStep(status: KycStatus): string | null {
  switch (status) {
    case KycStatus.None:
      return 'No details given yet. A system bought on instalments is installed only once the customer’s identity is verified.';
    case KycStatus.Details:
      return 'Details given. The customer finishes with a selfie check on their phone.';
    case KycStatus.Submitted:
      return 'The selfie check is in and being checked; the customer is told the result.';
    case KycStatus.Review:
      return 'Our team is checking it by hand; the customer is told the outcome.';
    case KycStatus.Verified:
      return null;
    case KycStatus.Rejected:
      return 'The details can be given again and the selfie check taken again.';
  }
}
