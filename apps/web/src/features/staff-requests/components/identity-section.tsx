import { KycStatus } from '@imole/domain/kyc';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { KycStatusPill } from '../../../components/kyc/kyc-status-pill.tsx';
import { Alert, type AlertTone } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  kycDetailsLockedText,
  kycDetailsOpen,
  kycDetailsQueryKey,
  useKycDetails,
  type KycDetails,
  type KycDocument,
} from '../../../lib/kyc/get-kyc-details.ts';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { formatDay, formatMoment } from '../../../lib/staff-dates.ts';
import { boardQueryKey } from '../api/get-board.ts';
import { getKycDocument } from '../api/get-kyc-document.ts';
import { staffRequestQueryKey } from '../api/get-request.ts';
import { rejectReasonMessage, useReviewKyc } from '../api/review-kyc.ts';
import { Fact, Facts, Section } from './facts.tsx';

interface IdentitySectionProps {
  quoteRequestId: number;
  /** The customer's name, for the approval question. */
  customer: string;
  /** GetQuoteRequest's isToDoVerification: the quote is financed and identity is not verified yet. */
  needed: boolean;
}

/**
 * The request's identity check (issue 21; docs/kyc.md "Staff and agents"), from GET SmileId/KycDetails: where it
 * stands, what the customer gave (masked by the server), the provider's result, the review, the documents (opened by
 * admins only) and, when the provider left it to a person, Approve or Reject with a reason.
 */
export function IdentitySection({ quoteRequestId, customer, needed }: IdentitySectionProps) {
  const details = useKycDetails(quoteRequestId);
  return (
    <Section title="Identity">
      {details.isPending ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : details.isError ? (
        <LoadError
          title="We could not load the identity check"
          message={details.error.message}
          retrying={details.isRefetching}
          onRetry={() => void details.refetch()}
        />
      ) : (
        <IdentityDetails kyc={details.data} quoteRequestId={quoteRequestId} customer={customer} needed={needed} />
      )}
    </Section>
  );
}

function IdentityDetails({ kyc, quoteRequestId, customer, needed }: IdentitySectionProps & { kyc: KycDetails }) {
  const [message, setMessage] = useState<{ tone: AlertTone; text: string } | null>(null);
  const given = kyc.kycStatus !== KycStatus.None;
  return (
    <>
      <div className="flex flex-col items-start gap-2">
        <KycStatusPill status={kyc.kycStatus} />
        {needed && (
          <p className="text-sm text-ink-700">
            This system is financed: it is installed only once the customer&rsquo;s identity is verified.
          </p>
        )}
        {kyc.kycStatus === KycStatus.Details && (
          <p className="text-sm text-ink-700">The customer finishes with a selfie check on their phone.</p>
        )}
      </div>
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {given ? (
        <>
          <GivenFacts kyc={kyc} />
          <Documents kyc={kyc} />
        </>
      ) : (
        <p className="text-sm text-ink-700">The customer has not given their details yet.</p>
      )}
      {kyc.canReview && (
        <Review
          quoteRequestId={quoteRequestId}
          customer={customer}
          blind={!kyc.canOpenDocuments && kyc.documents.length > 0}
          onDone={(text) => setMessage(text)}
        />
      )}
      {kycDetailsOpen(kyc.kycStatus) ? (
        <Link to={`/kyc/${quoteRequestId}`} className={buttonClasses('secondary', { block: true })}>
          Update details
        </Link>
      ) : (
        <p className="text-sm text-ink-700">{kycDetailsLockedText(kyc.kycStatus)}</p>
      )}
    </>
  );
}

/** What the customer gave and what came of it; the numbers arrive masked (only the last four digits). */
function GivenFacts({ kyc }: { kyc: KycDetails }) {
  return (
    <Facts>
      {kyc.dateOfBirth && <Fact label="Date of birth">{formatDay(kyc.dateOfBirth)}</Fact>}
      {kyc.bvn && (
        <Fact label="BVN">
          <span className="font-mono">{kyc.bvn}</span>
        </Fact>
      )}
      {kyc.bankName && <Fact label="Bank">{kyc.bankName}</Fact>}
      {kyc.accountNumber && (
        <Fact label="Account number">
          <span className="font-mono">{kyc.accountNumber}</span>
        </Fact>
      )}
      {kyc.accountName && <Fact label="Account name">{kyc.accountName}</Fact>}
      {kyc.meansOfIdLabel && <Fact label="Means of ID">{kyc.meansOfIdLabel}</Fact>}
      {kyc.detailsGivenAt && <Fact label="Details given">{formatMoment(kyc.detailsGivenAt)}</Fact>}
      <Fact label="Selfie sent">{kyc.submittedAt ? formatMoment(kyc.submittedAt) : 'Selfie check not done yet'}</Fact>
      {kyc.verifiedAt && <Fact label="Verified">{formatMoment(kyc.verifiedAt)}</Fact>}
      {(kyc.resultCode || kyc.resultText) && (
        <Fact label="Provider's result">
          {kyc.resultText ?? ''}
          {kyc.resultCode && <span className="block text-xs text-ink-600">Code {kyc.resultCode}</span>}
        </Fact>
      )}
      {kyc.reviewReason && <Fact label="Review reason">{kyc.reviewReason}</Fact>}
      {kyc.reviewedBy && <Fact label="Reviewed by">{kyc.reviewedBy}</Fact>}
      <Fact label="Location at the house">{kyc.locationCaptured ? 'Captured' : 'Not captured'}</Fact>
    </Facts>
  );
}

const documentWords: Record<KycDocument['kind'], string> = {
  statement: 'Statement of account',
  'id-document': 'ID document',
  selfie: 'Selfie',
};

/** 1.2 MB, 480 KB. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const kindOf = (contentType: string) =>
  contentType === 'application/pdf' ? 'PDF' : (contentType.split('/')[1]?.toUpperCase() ?? contentType);

function Documents({ kyc }: { kyc: KycDetails }) {
  if (kyc.documents.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">Documents</h3>
      <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 text-sm">
        {kyc.documents.map((doc) => {
          const name = doc.kind === 'id-document' && kyc.meansOfIdLabel ? kyc.meansOfIdLabel : documentWords[doc.kind];
          return (
            <li key={doc.id} className="flex items-center justify-between gap-3 p-3">
              <span className="min-w-0">
                {name}
                <span className="block text-xs text-ink-600">
                  {kindOf(doc.contentType)}, {fileSize(doc.sizeBytes)} · {formatMoment(doc.uploadedAt)}
                </span>
              </span>
              {kyc.canOpenDocuments && <OpenDocument doc={doc} label={name} />}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-700">
        {kyc.canOpenDocuments
          ? 'Each opening is recorded in the audit log.'
          : 'Only an administrator can open the documents; each opening is recorded.'}
      </p>
    </div>
  );
}

/**
 * "Open": the file needs the bearer token, so it is fetched through the api client and shown from an object URL in
 * a new tab. The tab is opened in the click itself (a tab opened after the download would be taken for a pop-up and
 * blocked); where the browser refuses it anyway, a link to the downloaded file takes its place.
 */
function OpenDocument({ doc, label }: { doc: KycDocument; label: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const open = async () => {
    setProblem(null);
    const tab = window.open('', '_blank');
    try {
      if (tab) tab.document.title = 'Opening the document…';
    } catch {
      // Writing into the blank tab is only a courtesy.
    }
    setBusy(true);
    try {
      const url = URL.createObjectURL(await getKycDocument(doc.id));
      urls.current.push(url);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else setFallback(url);
    } catch (error) {
      tab?.close();
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex shrink-0 flex-col items-end gap-1">
      {fallback ? (
        <a
          href={fallback}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 underline underline-offset-4"
        >
          Show the file
        </a>
      ) : (
        <button
          type="button"
          onClick={() => void open()}
          disabled={busy}
          aria-label={`Open the ${label}`}
          className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-wait"
        >
          {busy ? 'Opening…' : 'Open'}
        </button>
      )}
      {problem && (
        <span role="alert" className="max-w-48 text-right text-xs font-medium text-danger-700">
          {problem}
        </span>
      )}
    </span>
  );
}

/**
 * The provider could not decide (status review): support or an admin approves, or rejects with a reason the customer
 * reads to know what to fix. Approving asks for a yes first: verified details are locked and a financed system can
 * then be installed.
 */
function Review({
  quoteRequestId,
  customer,
  blind,
  onDone,
}: {
  quoteRequestId: number;
  customer: string;
  /** The reviewer cannot open the documents (support): the decision may need an administrator. */
  blind: boolean;
  onDone(message: { tone: AlertTone; text: string }): void;
}) {
  const queryClient = useQueryClient();
  const review = useReviewKyc();
  const id = useId();
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [approving, setApproving] = useState(false);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const send = (approve: boolean) => {
    setDecision(approve ? 'approve' : 'reject');
    const note = reason.trim();
    review.mutate(
      { quoteRequestId, approve, ...(note ? { reason: note } : {}) },
      {
        onSuccess: ({ message }) => onDone({ tone: 'success', text: message }),
        onError: (error) => onDone({ tone: 'error', text: error.message }),
        onSettled: () => {
          setApproving(false);
          // The check's status, the request's isVerified and the board all move with a decision (or a refusal
          // because someone else decided first): read them again.
          void queryClient.invalidateQueries({ queryKey: kycDetailsQueryKey(quoteRequestId) });
          void queryClient.invalidateQueries({ queryKey: staffRequestQueryKey(quoteRequestId) });
          void queryClient.invalidateQueries({ queryKey: boardQueryKey });
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-3">
      <p className="text-sm font-semibold">The provider could not decide: check the details, then decide.</p>
      {blind && (
        <p className="text-sm text-ink-700">
          If it turns on the ID photo, the selfie or the statement, ask an administrator: only they can open them.
        </p>
      )}
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
          Reason
        </label>
        <p id={`${id}-hint`} className="-mt-0.5 mb-1.5 text-sm text-ink-600">
          Required to reject: the customer reads it. A note when approving.
        </p>
        <textarea
          ref={reasonRef}
          id={id}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          className={`block w-full rounded-xl border bg-white px-4 py-3 text-base focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 ${
            problem ? 'border-danger-700' : 'border-ink-300'
          }`}
        />
        {problem && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
            {problem}
          </p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button onClick={() => setApproving(true)} disabled={review.isPending}>
          Approve
        </Button>
        <Button
          variant="secondary"
          state={decision === 'reject' ? requestStatusOf(review.status) : undefined}
          loadingLabel="Rejecting"
          disabled={review.isPending && decision !== 'reject'}
          onClick={() => {
            if (!reason.trim()) {
              setProblem(rejectReasonMessage);
              reasonRef.current?.focus();
              return;
            }
            send(false);
          }}
        >
          Reject with reason
        </Button>
      </div>
      <Modal
        open={approving}
        onClose={() => !review.isPending && setApproving(false)}
        title={`Approve ${customer}'s identity?`}
      >
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-700">
            The customer is told, their details are then locked, and a financed system can be installed.
          </p>
          <Button
            block
            state={decision === 'approve' ? requestStatusOf(review.status) : undefined}
            loadingLabel="Approving"
            onClick={() => send(true)}
          >
            Yes, approve
          </Button>
          <Button block variant="secondary" disabled={review.isPending} onClick={() => setApproving(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </div>
  );
}
