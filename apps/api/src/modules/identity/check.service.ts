import { randomUUID } from 'node:crypto';
import { AppError, KycStatus } from '@imole/domain';
import { KycProviderError, type KycResult } from '../../adapters/kyc/kyc.ts';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import type { KycJobRow } from '../../db/tables/kyc.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { unsealText } from '../../lib/sealed.ts';
import { requestFor } from './access.ts';
import { storeDocument } from './documents.ts';
import { contentKind, decodeBase64File } from './files.ts';
import * as repo from './identity.repository.ts';

export const checkMessages = {
  noDetails: 'First give your details on the identity form.',
  verified: 'Your identity is already verified.',
  review: 'Your identity check is with our team for review. We will tell you the result.',
  noJob: 'No selfie check has been started for this request yet.',
  unknownJob: 'That selfie check is not one of this request’s. Start the check again.',
  jobUsed: 'This selfie check was already sent. Start a new one to take it again.',
  selfie: 'Take a selfie with your front camera (a JPEG photo) and try again.',
  liveness: 'The liveness check needs 1 to 8 photos from your front camera (JPEG). Take the check again.',
  provider: 'The identity check service could not be reached. Try again in a few minutes.',
} as const;

/** What the person is told of where the check stands. */
export const outcomeMessages = {
  pending: 'We are still checking your identity. This usually takes a minute.',
  notSent: 'Take your selfie to start the check.',
  verified: 'Your identity is verified.',
  review:
    'The automatic check could not decide. A person at Imole will check your details, usually within one working day.',
  rejected: (text: string | null) =>
    `Your identity could not be verified${text ? `: ${text.replace(/\.$/, '')}` : ''}. Check your details and take the check again.`,
} as const;

/** The provider's id for a customer: stable, and no personal data. */
const providerUserId = (customerId: number) => `imole-user-${customerId}`;

/** SmileId/BiometricKYCJobRequest: a new job for the customer's own request, with its parameters and signature. */
export async function jobRequest(deps: AppDeps, user: AppUserRow, quoteRequestId: number) {
  const request = await requestFor(deps.db, user, quoteRequestId, 'own');
  const verification = await repo.findVerification(deps.db, request.id);
  const status = verification?.status ?? KycStatus.None;
  if (!verification || status === KycStatus.None) throw new AppError('BAD_REQUEST', checkMessages.noDetails);
  if (status === KycStatus.Verified) throw new AppError('BAD_REQUEST', checkMessages.verified);
  if (status === KycStatus.Review) throw new AppError('BAD_REQUEST', checkMessages.review);
  const jobId = `imole-${request.id}-${randomUUID()}`;
  const params = deps.kyc.jobParams(jobId, providerUserId(request.customerId));
  await repo.insertJob(deps.db, {
    job_id: jobId,
    kyc_verification_id: verification.id,
    quote_request_id: request.id,
    provider: deps.kyc.kind,
    provider_user_id: params.userId,
  });
  return params;
}

export interface ZipFileInput {
  quoteRequestId: number;
  jobId: string;
  selfieImage: string;
  livenessImages: string[];
}

/**
 * SmileId/BiometricKYCPostZipFile: the selfie and liveness photos with the ID information (the BVN unsealed only to
 * send it) go to the provider; the selfie is kept, sealed, with the other documents; the check is then submitted.
 */
export async function postZipFile(deps: AppDeps, user: AppUserRow, input: ZipFileInput) {
  const request = await requestFor(deps.db, user, input.quoteRequestId, 'own');
  const job = await repo.findJob(deps.db, request.id, input.jobId);
  if (!job) throw new AppError('NOT_FOUND', checkMessages.unknownJob);
  if (job.status !== 'created') throw new AppError('BAD_REQUEST', checkMessages.jobUsed);
  const verification = await repo.findVerification(deps.db, request.id);
  if (!verification?.bvn_sealed || !verification.date_of_birth)
    throw new AppError('BAD_REQUEST', checkMessages.noDetails);
  if (verification.status === KycStatus.Verified) throw new AppError('BAD_REQUEST', checkMessages.verified);
  if (verification.status === KycStatus.Review) throw new AppError('BAD_REQUEST', checkMessages.review);
  const selfie = jpeg(input.selfieImage);
  if (!selfie) throw new AppError('VALIDATION_FAILED', checkMessages.selfie);
  const liveness = input.livenessImages.map(jpeg);
  if (liveness.length < 1 || liveness.length > 8 || liveness.some((b) => b === null))
    throw new AppError('VALIDATION_FAILED', checkMessages.liveness);
  await provider(() =>
    deps.kyc.submit({
      jobId: job.job_id,
      userId: job.provider_user_id,
      idInfo: {
        country: 'NG',
        idType: 'BVN',
        idNumber: unsealText(deps.sealing, verification.bvn_sealed!),
        firstName: request.firstname,
        lastName: request.lastname,
        dob: verification.date_of_birth!,
      },
      selfie,
      liveness: liveness as Buffer[],
    }),
  );
  const now = deps.clock.now();
  await deps.events.transaction(async (trx) => {
    const current = await repo.lockVerification(trx, request.id, request.customerId);
    await repo.retireDocuments(trx, current.id, ['selfie'], now);
    const owner = { verificationId: current.id, quoteRequestId: request.id, uploadedBy: user.id };
    await storeDocument(deps, trx, owner, { kind: 'selfie', contentType: 'image/jpeg', bytes: selfie });
    await repo.updateJob(trx, job.job_id, { status: 'submitted', submitted_at: now });
    await repo.updateVerification(trx, current.id, {
      status: KycStatus.Submitted,
      submitted_by_user_id: user.id,
      submitted_at: now,
      result_code: null,
      result_text: null,
      updated_at: now,
    });
  });
  return { jobId: job.job_id, kycStatus: KycStatus.Submitted };
}

function jpeg(input: unknown): Buffer | null {
  const bytes = decodeBase64File(input);
  return bytes && contentKind(bytes) === 'image/jpeg' ? bytes : null;
}

async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof KycProviderError) throw new AppError('UNAVAILABLE', checkMessages.provider);
    throw error;
  }
}

/**
 * SmileId/BiometricKYCJobStatus: where a job (the request's newest without an id) stands. A job not yet complete is
 * asked of the provider; a complete result is applied once (applyResult) and then answered as stored.
 */
export async function jobStatus(deps: AppDeps, user: AppUserRow, quoteRequestId: number, jobId?: string) {
  const request = await requestFor(deps.db, user, quoteRequestId, 'staff');
  let job = await repo.findJob(deps.db, request.id, jobId);
  if (!job)
    throw new AppError(jobId ? 'NOT_FOUND' : 'BAD_REQUEST', jobId ? checkMessages.unknownJob : checkMessages.noJob);
  if (job.status === 'submitted') {
    const { job_id: id, provider_user_id: userId } = job;
    const result = await provider(() => deps.kyc.status(id, userId));
    if (result.complete) job = (await applyResult(deps, result)) ?? job;
  }
  const verification = await repo.findVerification(deps.db, request.id);
  return {
    message: jobMessage(job),
    data: {
      jobId: job.job_id,
      jobComplete: job.status === 'complete',
      jobSuccess: job.outcome === 'verified',
      kycStatus: (verification?.status ?? KycStatus.None) as KycStatus,
      resultCode: job.result_code,
      resultText: job.result_text,
    },
  };
}

function jobMessage(job: KycJobRow): string {
  if (job.status === 'created') return outcomeMessages.notSent;
  if (job.status !== 'complete' || !job.outcome) return outcomeMessages.pending;
  if (job.outcome === 'rejected') return outcomeMessages.rejected(job.result_text);
  return outcomeMessages[job.outcome];
}

/** SmileId/Callback: the provider's signed result. Answers false when the signature does not check out. */
export async function callback(deps: AppDeps, body: unknown): Promise<boolean> {
  const result = deps.kyc.fromCallback(body);
  if (!result) return false;
  if (result.complete) await applyResult(deps, result);
  return true;
}

/**
 * Applies a complete result to its job, once (the job row is locked; a second caller finds it complete), and to
 * the verification while it still waits for this job (details given again since, or a newer job sent, leave it as it
 * is). Records the
 * outcome's event: the customer is told.
 */
export async function applyResult(deps: AppDeps, result: KycResult): Promise<KycJobRow | undefined> {
  return deps.events.transaction(async (trx) => {
    const job = await repo.lockJobById(trx, result.jobId);
    if (!job || job.status === 'complete') return job;
    const outcome = result.outcome ?? (result.success ? 'verified' : 'rejected');
    const now = deps.clock.now();
    const done = {
      status: 'complete' as const,
      outcome,
      result_code: result.resultCode,
      result_text: result.resultText,
      raw_result: JSON.stringify(result.raw ?? null),
      completed_at: now,
    };
    await repo.updateJob(trx, job.job_id, done);
    await applyToVerification(deps, trx, job, { outcome, code: result.resultCode, text: result.resultText });
    return { ...job, ...done, raw_result: result.raw };
  });
}

async function applyToVerification(
  deps: AppDeps,
  trx: Transaction,
  job: KycJobRow,
  result: { outcome: 'verified' | 'review' | 'rejected'; code: string | null; text: string | null },
): Promise<void> {
  const verification = await repo.findVerification(trx, job.quote_request_id);
  if (!verification || verification.status !== KycStatus.Submitted) return;
  // An older job answering late: the check now waits for the newer one, whose photos were sent after it.
  if (await repo.laterJobSubmitted(trx, job)) return;
  const now = deps.clock.now();
  await repo.updateVerification(trx, verification.id, {
    status: result.outcome,
    result_code: result.code,
    result_text: result.text,
    verified_at: result.outcome === 'verified' ? now : null,
    updated_at: now,
  });
  const base = { quoteRequestId: job.quote_request_id, customerId: verification.user_id };
  if (result.outcome === 'verified')
    await deps.events.record(trx, { type: 'identity.verified', ...base, by: 'provider' });
  else if (result.outcome === 'review') await deps.events.record(trx, { type: 'identity.review', ...base });
  else await deps.events.record(trx, { type: 'identity.rejected', ...base, by: 'provider', reason: result.text });
}
