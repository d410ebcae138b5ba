/**
 * The selfie check after the capture (docs/kyc.md "The selfie check"): a job for the request, the upload of the
 * selfie and frames, then the job's status every 2 seconds until it has an outcome, giving up after about a minute
 * (the result then comes by notification, and the dashboard's banner stays).
 */
import { getKycJobStatus, requestKycJob, uploadKycImages, type KycJobStatus } from './api/biometric.ts';
import type { CapturedFaces } from './components/camera-capture.tsx';

export interface CheckTiming {
  /** Between two status calls. */
  pollEveryMs: number;
  /** Status calls before "we are still checking" (30 × 2 s ≈ 60 s). */
  maxPolls: number;
  /** Between two liveness frames while the head turns. */
  frameEveryMs: number;
}

export const defaultTiming: CheckTiming = { pollEveryMs: 2000, maxPolls: 30, frameEveryMs: 450 };

export type CheckOutcome =
  { kind: 'verified' | 'review' | 'rejected'; message: string; reason: string | null } | { kind: 'timeout' };

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const outcomeOf = (status: KycJobStatus): CheckOutcome | null => {
  const { kycStatus } = status;
  if (kycStatus !== 'verified' && kycStatus !== 'review' && kycStatus !== 'rejected') return null;
  return { kind: kycStatus, message: status.message, reason: status.resultText };
};

/** A job, then the upload; answers the job's id. */
export async function submitFaces(quoteRequestId: number, faces: CapturedFaces): Promise<string> {
  const job = await requestKycJob(quoteRequestId);
  await uploadKycImages({ quoteRequestId, jobId: job.jobId, selfieImage: faces.selfie, livenessImages: faces.frames });
  return job.jobId;
}

/** Asks for the job's status until it has an outcome, or maxPolls times (the latest job when jobId is absent). */
export async function waitForOutcome(
  quoteRequestId: number,
  jobId: string | undefined,
  timing: CheckTiming,
  signal: AbortSignal,
): Promise<CheckOutcome> {
  for (let poll = 0; poll < timing.maxPolls; poll += 1) {
    if (poll > 0) await delay(timing.pollEveryMs, signal);
    const outcome = outcomeOf(await getKycJobStatus(quoteRequestId, jobId));
    if (outcome) return outcome;
  }
  return { kind: 'timeout' };
}
