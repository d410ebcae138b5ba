import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useKycDetails } from '../../lib/kyc/get-kyc-details.ts';
import { kycStatusOf, useKycRequest, type KycRequestView } from './api/get-kyc-request.ts';
import { DownloadKycData } from './components/download-kyc-data.tsx';
import { GivenDetails } from './components/given-details.tsx';
import { KycForm } from './components/kyc-form.tsx';
import { isIdNumberReason, rejectionReasonOf } from './rejection.ts';

/**
 * /identification (customer spec §2; staff spec §5 "KYC"): the customer's details for their current request, then
 * on to the selfie check (/complete-liveliness/{id}). "Later" goes back to the dashboard, which sends a customer here
 * only once per visit, so it never loops. docs/kyc.md "The customer's pages".
 */
export default function IdentificationPage() {
  useDocumentTitle('Identity verification');
  const request = useKycRequest();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Identity verification</h1>
        <p className="text-ink-700">
          Your system is on credit, so the law asks us to confirm who you are before we install it. It takes about 5
          minutes: your details here, then a selfie.
        </p>
      </div>
      {request.isPending ? (
        <PageSkeleton />
      ) : request.isError ? (
        <LoadError
          title="We could not load your request"
          message={request.error.message}
          retrying={request.isFetching}
          onRetry={() => void request.refetch()}
        />
      ) : !request.data ? (
        <Alert tone="info" title="You have no quote request yet">
          <p>
            Identity verification comes after you accept a quote.{' '}
            <Link to="/get-qoute" className="font-semibold underline">
              Get a quote
            </Link>
          </p>
        </Alert>
      ) : (
        <>
          <ForRequest view={request.data} />
          {kycStatusOf(request.data) !== 'none' && (
            <DownloadKycData
              quoteRequestId={request.data.quoteRequest.id}
              referenceNo={request.data.quoteRequest.referenceNo}
            />
          )}
        </>
      )}
      <Link to="/dashboard" className={buttonClasses('ghost', { block: true })}>
        Later
      </Link>
    </div>
  );
}

function ForRequest({ view }: { view: KycRequestView }) {
  const navigate = useNavigate();
  const id = view.quoteRequest.id;
  const status = kycStatusOf(view);
  const selfie = `/complete-liveliness/${id}`;
  if (status === 'verified') {
    return (
      <Alert tone="success" title="Your identity is verified">
        <p>There is nothing more to do here. If your details have changed, call support.</p>
      </Alert>
    );
  }
  if (status === 'submitted' || status === 'review') {
    return (
      <Alert tone="info" title="We are checking your identity">
        <p>
          Your details and selfie are with us; we will tell you when it is done.{' '}
          <Link to={selfie} className="font-semibold underline">
            See where it stands
          </Link>
        </p>
      </Alert>
    );
  }
  return (
    <>
      {status === 'details' && (
        <Alert tone="info" title="Your details are saved">
          <p>
            Next, a quick selfie check.{' '}
            <Link to={selfie} className="font-semibold underline">
              Take the selfie
            </Link>
            , or change your details below and submit them again.
          </p>
        </Alert>
      )}
      {status === 'rejected' && <RejectedNotice quoteRequestId={id} />}
      {status !== 'none' && <GivenDetails quoteRequestId={id} audience="customer" />}
      <KycForm
        quoteRequestId={id}
        audience="customer"
        onSaved={(message) => void navigate(selfie, { state: { saved: message } })}
      />
    </>
  );
}

/** Why the last check did not pass (KycDetails: the reviewer's reason, else the provider's text). */
function RejectedNotice({ quoteRequestId }: { quoteRequestId: number }) {
  const details = useKycDetails(quoteRequestId);
  const reason = details.data ? rejectionReasonOf(details.data) : null;
  const idNumber = isIdNumberReason(reason, details.data?.resultCode ?? null);
  return (
    <Alert tone="warning" title="Your last check did not pass">
      {reason && <p>Why: {reason}</p>}
      <p className={reason ? 'mt-1' : undefined}>
        {idNumber
          ? 'Check your details, your BVN above all, and submit them again: a new selfie alone would not pass. Then take the selfie again.'
          : 'Check your details (your BVN above all), submit them again, then take the selfie again.'}
      </p>
    </Alert>
  );
}
