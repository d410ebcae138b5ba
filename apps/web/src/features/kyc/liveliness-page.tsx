import type { KycStatus } from '@imole/domain/kyc';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { company } from '../../lib/company.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useKycDetails } from '../../lib/kyc/get-kyc-details.ts';
import { kycStatusOf, useKycRequest } from './api/get-kyc-request.ts';
import { defaultTiming, submitFaces, waitForOutcome, type CheckOutcome, type CheckTiming } from './check.ts';
import { CameraCapture, type CapturedFaces } from './components/camera-capture.tsx';
import { LocationStep } from './components/location-step.tsx';
import { isIdNumberReason, rejectionReasonOf } from './rejection.ts';

export const stillChecking = 'We are still checking; we will tell you when it is done.';

type Step =
  | { kind: 'capture' }
  | { kind: 'checking'; stage: 'sending' | 'checking' }
  | { kind: 'result'; outcome: CheckOutcome }
  | { kind: 'error'; message: string; retry(): void };

/** The step a request opens at, by where its verification stands. */
function firstStep(status: KycStatus): Step | null {
  if (status === 'verified') return { kind: 'result', outcome: { kind: 'verified', message: '', reason: null } };
  if (status === 'review') return { kind: 'result', outcome: { kind: 'review', message: '', reason: null } };
  if (status === 'submitted') return { kind: 'checking', stage: 'checking' };
  return null;
}

/**
 * /complete-liveliness/:id (customer spec §2, §7): the selfie and liveness capture, the house's location with the
 * customer's permission, then the check: job → upload → status every 2 s → verified, review or rejected. Without
 * details yet (kycStatus none) the form comes first (/identification). docs/kyc.md "The selfie check".
 */
export default function LivelinessPage({ timing = defaultTiming }: { timing?: CheckTiming }) {
  useDocumentTitle('Selfie check');
  const id = Number(useParams().id);
  const request = useKycRequest(id);
  const saved = (useLocation().state as { saved?: string } | null)?.saved;

  if (request.isPending) return <PageSkeleton />;
  if (request.isError) {
    return (
      <LoadError
        title="We could not load your request"
        message={request.error.message}
        retrying={request.isFetching}
        onRetry={() => void request.refetch()}
      />
    );
  }
  if (!request.data) return <Navigate to="/dashboard" replace />;
  const status = kycStatusOf(request.data);
  if (status === 'none') return <Navigate to="/identification" replace />;
  return (
    <div className="flex flex-col gap-5">
      <Check quoteRequestId={id} status={status} timing={timing} saved={saved} />
    </div>
  );
}

/** The title, and "Last step: a selfie" only before the result (on a result it would ask for what is done). */
function Heading({ beforeResult }: { beforeResult: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight">Identity verification</h1>
      {beforeResult && <p className="text-ink-700">Last step: a selfie, so we know it is really you.</p>}
    </div>
  );
}

interface CheckProps {
  quoteRequestId: number;
  status: KycStatus;
  timing: CheckTiming;
  /** The form's "details saved" message, shown until the photo is taken (then it is old news). */
  saved: string | undefined;
}

function Check({ quoteRequestId, status, timing, saved }: CheckProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(() => firstStep(status) ?? { kind: 'capture' });
  const [located, setLocated] = useState<string | null | undefined>(undefined);
  // The house's location is asked for while the photos go and the result is awaited (never before they are sent:
  // a reload on the question must not lose the selfie).
  const [askingLocation, setAskingLocation] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const wait = async (jobId: string | undefined) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStep({ kind: 'checking', stage: 'checking' });
    try {
      const outcome = await waitForOutcome(quoteRequestId, jobId, timing, controller.signal);
      if (controller.signal.aborted) return;
      setStep({ kind: 'result', outcome });
      // Customer spec §4 "Reloads": liveliness ends with a reload of the quote. The dashboard's copy too, though no page
      // shows it now (refetchType 'all'), so "Continue to your dashboard" does not show the banner of a moment ago.
      void queryClient.invalidateQueries({ queryKey: ['quotes'], refetchType: 'all' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({ kind: 'error', message: (error as Error).message, retry: () => void wait(jobId) });
    }
  };

  const send = async (faces: CapturedFaces) => {
    setStep({ kind: 'checking', stage: 'sending' });
    try {
      const jobId = await submitFaces(quoteRequestId, faces);
      await wait(jobId);
    } catch (error) {
      setStep({ kind: 'error', message: (error as Error).message, retry: () => void send(faces) });
    }
  };

  // Opened while a check is with the provider: ask how it went, once on open (StrictMode's second run starts anew).
  const [resumeOnOpen] = useState(() => step.kind === 'checking');
  useEffect(() => {
    if (!resumeOnOpen) return;
    void wait(undefined);
    return () => abort.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open; `wait` is new on every render
  }, [resumeOnOpen]);

  const again = () => setStep({ kind: 'capture' });
  const captured = (faces: CapturedFaces) => {
    if (located === undefined) setAskingLocation(true);
    void send(faces);
  };

  return (
    <>
      <Heading beforeResult={step.kind !== 'result'} />
      <StepView
        step={step}
        status={status}
        saved={saved}
        located={located}
        askingLocation={askingLocation}
        frameEveryMs={timing.frameEveryMs}
        quoteRequestId={quoteRequestId}
        onCaptured={captured}
        onLocated={(said) => {
          setLocated(said);
          setAskingLocation(false);
        }}
        onAgain={again}
        onCheckAgain={() => void wait(undefined)}
      />
    </>
  );
}

interface StepViewProps {
  step: Step;
  status: KycStatus;
  saved: string | undefined;
  located: string | null | undefined;
  askingLocation: boolean;
  frameEveryMs: number;
  quoteRequestId: number;
  onCaptured(faces: CapturedFaces): void;
  onLocated(said: string | null): void;
  onAgain(): void;
  onCheckAgain(): void;
}

function StepView(props: StepViewProps) {
  if (!props.askingLocation || props.step.kind === 'capture') return <CurrentStep {...props} />;
  // The photos are already on their way: the location is asked meanwhile, the check's progress (or its result) on top.
  return (
    <>
      {props.step.kind === 'checking' ? (
        <p className="text-sm text-ink-700" role="status" aria-live="polite">
          {props.step.stage === 'sending'
            ? 'Sending your photos…'
            : 'Your photos are sent. We are checking them while you answer this.'}
        </p>
      ) : (
        <CurrentStep {...props} />
      )}
      <LocationStep quoteRequestId={props.quoteRequestId} onDone={props.onLocated} />
    </>
  );
}

function CurrentStep(props: StepViewProps) {
  const { step, status, saved, located, quoteRequestId } = props;
  switch (step.kind) {
    case 'capture':
      return (
        <>
          {saved && located === undefined && (
            <Alert tone="success">
              <p>{saved}</p>
            </Alert>
          )}
          {status === 'rejected' && !saved && <LastCheckFailed quoteRequestId={quoteRequestId} />}
          <CameraCapture onCaptured={props.onCaptured} frameEveryMs={props.frameEveryMs} />
        </>
      );
    case 'checking':
      return <Checking stage={step.stage} located={located ?? null} />;
    case 'error':
      return (
        <div className="flex flex-col gap-4">
          <Alert tone="error" title="The check did not go through">
            <p>{step.message}</p>
            {/First give your details/i.test(step.message) && (
              <Link to="/identification" className="font-semibold underline">
                Go to the identity form
              </Link>
            )}
          </Alert>
          <Button block onClick={step.retry}>
            Try again
          </Button>
        </div>
      );
    case 'result':
      return <Result outcome={step.outcome} onAgain={props.onAgain} onCheckAgain={props.onCheckAgain} />;
  }
}

/** Opened again after a check that did not pass: why (KycDetails), and where to start. */
function LastCheckFailed({ quoteRequestId }: { quoteRequestId: number }) {
  const details = useKycDetails(quoteRequestId);
  const reason = details.data ? rejectionReasonOf(details.data) : null;
  if (isIdNumberReason(reason, details.data?.resultCode ?? null)) {
    // The ID number failed, not the face: a new selfie would fail again, so the details come first.
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="warning" title="Your last check did not pass">
          <p>Why: {reason}</p>
          <p className="mt-1">A new selfie alone would not pass: check your details, your BVN above all, first.</p>
        </Alert>
        <Link to="/identification" className={buttonClasses('primary', { block: true })}>
          Check your details
        </Link>
      </div>
    );
  }
  return (
    <Alert tone="info">
      {reason && <p className="mb-1">Why: {reason}</p>}
      <p>
        Your last check did not pass. Take the selfie again, or{' '}
        <Link to="/identification" className="font-semibold underline">
          check your details
        </Link>{' '}
        first.
      </p>
    </Alert>
  );
}

function Checking({ stage, located }: { stage: 'sending' | 'checking'; located: string | null }) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" role="status" aria-live="polite">
      {located && <p className="text-sm text-success-800">{located}</p>}
      <Spinner />
      <p className="text-lg font-semibold">
        {stage === 'sending' ? 'Sending your photos…' : 'Checking your selfie with your BVN…'}
      </p>
      <p className="text-ink-700">This usually takes less than a minute. Keep this page open.</p>
    </div>
  );
}

/** The server's sentence may already give the provider's reason ("… could not be verified: the ID number …"). */
const saysAlready = (message: string, reason: string) =>
  message.toLowerCase().includes(reason.replace(/\.$/, '').toLowerCase());

const resultTitles = {
  verified: 'Your identity is verified',
  review: 'A person will check your details',
  rejected: 'We could not verify you',
  timeout: 'Still checking',
} as const;

function Result({ outcome, onAgain, onCheckAgain }: { outcome: CheckOutcome; onAgain(): void; onCheckAgain(): void }) {
  const dashboard = (
    <Link
      to="/dashboard"
      className={buttonClasses(outcome.kind === 'verified' ? 'primary' : 'secondary', { block: true })}
    >
      {outcome.kind === 'verified' ? 'Continue to your dashboard' : 'Back to your dashboard'}
    </Link>
  );
  const tone = outcome.kind === 'verified' ? 'success' : outcome.kind === 'rejected' ? 'error' : 'info';
  const text =
    outcome.kind === 'timeout'
      ? stillChecking
      : outcome.kind === 'verified'
        ? outcome.message || 'Thank you.'
        : outcome.kind === 'review'
          ? outcome.message ||
            'We could not decide by ourselves. A person will check, and we will tell you when it is done.'
          : outcome.message;
  return (
    <div className="flex flex-col gap-4">
      {/* The server's sentence often opens with the title ("Your identity is verified. …"): not twice. */}
      <Alert
        tone={tone}
        {...(text.startsWith(resultTitles[outcome.kind]) ? {} : { title: resultTitles[outcome.kind] })}
      >
        <p>{text}</p>
        {outcome.kind === 'rejected' && outcome.reason && !saysAlready(outcome.message, outcome.reason) && (
          <p className="mt-1">Reason: {outcome.reason}</p>
        )}
      </Alert>
      {outcome.kind === 'verified' && (
        <p className="text-ink-700">Next, we assign an engineer and agree the installation date with you.</p>
      )}
      {outcome.kind === 'rejected' && (
        <>
          {isIdNumberReason(outcome.reason ?? outcome.message) ? (
            // The ID number failed, not the face: the details first, a new selfie would fail again.
            <>
              <Link to="/identification" className={buttonClasses('primary', { block: true })}>
                Check your details
              </Link>
              <Button block variant="secondary" onClick={onAgain}>
                Try again
              </Button>
            </>
          ) : (
            <>
              <Button block onClick={onAgain}>
                Try again
              </Button>
              <Link to="/identification" className={buttonClasses('secondary', { block: true })}>
                Check your details
              </Link>
            </>
          )}
          <p className="text-sm text-ink-700">
            Still stuck? Call support on{' '}
            <a href={company.supportPhoneHref} className="font-semibold underline">
              {company.supportPhone}
            </a>
            .
          </p>
        </>
      )}
      {outcome.kind === 'timeout' && (
        <Button block variant="secondary" onClick={onCheckAgain}>
          Check again
        </Button>
      )}
      {dashboard}
    </div>
  );
}
