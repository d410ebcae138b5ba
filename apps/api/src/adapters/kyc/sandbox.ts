import { maskDigits } from '@imole/domain';
import { Signature } from 'smile-identity-core';
import type { Db } from '../../db/database.ts';
import { pixelDeviation, BLANK_DEVIATION } from './blank-image.ts';
import {
  KycProviderError,
  signedJobParams,
  type KycOutcome,
  type KycProvider,
  type KycResult,
  type KycSubmission,
} from './kyc.ts';
import { findSandboxKycJob, insertSandboxKycJob } from './sandbox.repository.ts';
import { readSmileResult, smileCallbackEnvelope } from './smile-result.ts';

/**
 * The sandbox identity provider (docs/kyc.md "Sandbox"): the default outside production, refused in production. It
 * decides every job at once, the same way each time, so tests and demos reach every path:
 * - a BVN ending 0000 fails the ID check (rejected);
 * - a BVN ending 1111 needs a person's review (review);
 * - a selfie of one flat colour (a blank frame) fails the liveness check (rejected);
 * - anything else is verified.
 * Its jobs are kept in sandbox_kyc_job (any process answers their status; /dev/kyc-sandbox lists them). It signs like
 * SmileID (the SDK's Signature) with a key of its own, so its callbacks are checked by the same code.
 */
export interface SandboxDecision {
  outcome: KycOutcome;
  resultCode: string;
  resultText: string;
  actions: Record<string, string>;
}

export const sandboxTexts = {
  idNotFound: 'The ID number was not found at the ID authority.',
  review: 'Could not decide; a person will check.',
  liveness: 'The selfie did not pass the liveness check.',
  verified: 'Verified',
} as const;

const passed = {
  Liveness_Check: 'Passed',
  Verify_ID_Number: 'Verified',
  Selfie_To_ID_Authority_Compare: 'Completed',
  Human_Review_Compare: 'Not Applicable',
  Return_Personal_Info: 'Returned',
};

/** The sandbox's outcome for a submission: the ID number first, then the selfie, as SmileID checks them. */
export function sandboxDecision(idNumber: string, selfieDeviation: number | null): SandboxDecision {
  if (idNumber.endsWith('0000'))
    return {
      outcome: 'rejected',
      resultCode: '1013',
      resultText: sandboxTexts.idNotFound,
      actions: {
        ...passed,
        Verify_ID_Number: 'Not Verified',
        Selfie_To_ID_Authority_Compare: 'Not Applicable',
        Return_Personal_Info: 'Not Returned',
      },
    };
  if (selfieDeviation === null || selfieDeviation < BLANK_DEVIATION)
    return {
      outcome: 'rejected',
      resultCode: '0907',
      resultText: sandboxTexts.liveness,
      actions: { ...passed, Liveness_Check: 'Failed', Selfie_To_ID_Authority_Compare: 'Not Applicable' },
    };
  if (idNumber.endsWith('1111'))
    return {
      outcome: 'review',
      resultCode: '1021',
      resultText: sandboxTexts.review,
      actions: { ...passed, Selfie_To_ID_Authority_Compare: 'Under Review', Human_Review_Compare: 'Under Review' },
    };
  return { outcome: 'verified', resultCode: '1012', resultText: sandboxTexts.verified, actions: passed };
}

export function sandboxKycProvider(db: Db, settings: { partnerId: string; apiKey: string }): KycProvider {
  const signature = new Signature(settings.partnerId, settings.apiKey);
  return {
    kind: 'sandbox',
    jobParams: (jobId, userId) =>
      signedJobParams(signature, jobId, userId, { callbackUrl: null, environment: 'sandbox', provider: 'sandbox' }),
    async submit(submission: KycSubmission) {
      if (!submission.idInfo.idNumber) throw new KycProviderError('The sandbox needs an ID number');
      const deviation = pixelDeviation(submission.selfie);
      const decision = sandboxDecision(submission.idInfo.idNumber, deviation);
      await insertSandboxKycJob(db, {
        job_id: submission.jobId,
        user_id: submission.userId,
        id_number_masked: maskDigits(submission.idInfo.idNumber) ?? '',
        outcome: decision.outcome,
        result_code: decision.resultCode,
        result_text: decision.resultText,
        actions: JSON.stringify(decision.actions),
        selfie_deviation: deviation === null ? null : Math.round(deviation * 100) / 100,
        liveness_count: submission.liveness.length,
      });
    },
    async status(jobId, userId): Promise<KycResult> {
      const job = await findSandboxKycJob(db, jobId);
      if (!job || job.user_id !== userId)
        return {
          jobId,
          userId,
          complete: false,
          success: false,
          outcome: null,
          resultCode: null,
          resultText: null,
          actions: {},
          raw: { job_complete: false },
        };
      const raw = {
        job_complete: true,
        job_success: job.outcome !== 'rejected',
        result: {
          ResultCode: job.result_code,
          ResultText: job.result_text,
          Actions: job.actions,
          PartnerParams: { job_id: job.job_id, user_id: job.user_id, job_type: 1 },
        },
      };
      return readSmileResult(raw.result, { complete: true, success: raw.job_success }, { jobId, userId }, raw);
    },
    fromCallback(body) {
      const envelope = smileCallbackEnvelope(body, signature);
      return envelope && readSmileResult(body, envelope, { jobId: '', userId: '' }, body);
    },
  };
}
