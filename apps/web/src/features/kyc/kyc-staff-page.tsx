import { roleNameOf } from '@imole/domain/roles';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';
import { staffKindOf } from '../../lib/staff-kind.ts';
import { kycStatusOf, useKycRequest } from './api/get-kyc-request.ts';
import { GivenDetails } from './components/given-details.tsx';
import { KycForm } from './components/kyc-form.tsx';

/**
 * /kyc/:quoteRequestId (staff spec §1: support, admin and the customer's own sales agent update KYC for a customer):
 * the same form and rules, saying whose request it is. Saved: staff go back to /request-detail/{id}, an agent to the
 * page they came from (their customer's /sales-details/…), or their home when this page was opened first.
 */
export default function KycStaffPage() {
  const id = Number(useParams().quoteRequestId);
  const session = useSession();
  // An engineer (a support user of the engineer kind) is not asked for the request: the server would answer with the
  // quote page's "not assigned to you", and identity details are none of an installer's business (NDPA 2023).
  const engineer = session ? staffKindOf(session.user) === 'engineer' : false;
  const request = useKycRequest(id, { enabled: !engineer });
  const navigate = useNavigate();
  const location = useLocation();
  const agent = session ? roleNameOf[session.user.userRole] === 'SALES_AGENT' : false;
  const customer = request.data?.quoteRequest.clientUser;
  const name = customer ? `${customer.firstname} ${customer.lastname ?? ''}`.trim() : '';
  useDocumentTitle(name ? `Identity details for ${name}` : 'Identity details');

  const back = (message?: string) => {
    if (!agent) return void navigate(`/request-detail/${id}`, { state: message ? { kycSaved: message } : null });
    // Back to the page the agent came from (the customer's details say where), with the sentence to show there.
    const from = (location.state as { from?: unknown } | null)?.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//'))
      return void navigate(from, { state: message ? { kycSaved: message } : null });
    if (location.key !== 'default') return void navigate(-1);
    void navigate('/sales-dashboard', { state: message ? { kycSaved: message } : null });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          {name ? `Identity details for ${name}` : 'Identity details'}
        </h1>
        {request.data && (
          <p className="text-ink-700">
            Request {request.data.quoteRequest.referenceNo}. The customer then takes the selfie check on their own
            phone.
          </p>
        )}
      </div>
      {engineer ? (
        <Alert tone="info" title="Engineers do not see identity details.">
          <p>Support or the customer&apos;s sales agent can help with them.</p>
        </Alert>
      ) : request.isPending ? (
        <PageSkeleton />
      ) : request.isError ? (
        <LoadError
          title="We could not load the request"
          message={request.error.message}
          retrying={request.isFetching}
          onRetry={() => void request.refetch()}
        />
      ) : !request.data ? (
        <Alert tone="error" title="We could not find this quote request" />
      ) : agent && request.data.referredByYou !== true ? (
        <Alert tone="info">
          <p>Only the agent who referred this customer can change their identity details.</p>
        </Alert>
      ) : kycStatusOf(request.data) in locked ? (
        <Locked status={kycStatusOf(request.data) as keyof typeof locked} />
      ) : (
        <>
          {kycStatusOf(request.data) !== 'none' && <GivenDetails quoteRequestId={id} audience="staff" />}
          <KycForm quoteRequestId={id} audience="staff" onSaved={back} />
        </>
      )}
      <Link
        to={agent ? '/sales-dashboard' : `/request-detail/${id}`}
        onClick={(event) => {
          event.preventDefault();
          back();
        }}
        className="text-center font-semibold text-brand-800 underline"
      >
        Back
      </Link>
    </div>
  );
}

/** What the server refuses to change (docs/kyc.md): said instead of a form that could not be sent. */
const locked = {
  verified: {
    tone: 'success',
    title: "This customer's identity is verified",
    text: 'Verified details are locked and cannot be changed here.',
  },
  submitted: {
    tone: 'info',
    title: "The customer's selfie check is running",
    text: 'Their details can be changed once the check has a result.',
  },
  review: {
    tone: 'info',
    title: "The customer's check is waiting for our review",
    text: 'Their details can be changed after the decision (Approve or Reject on the request).',
  },
} as const;

function Locked({ status }: { status: keyof typeof locked }) {
  const { tone, title, text } = locked[status];
  return (
    <Alert tone={tone} title={title}>
      <p>{text}</p>
    </Alert>
  );
}
