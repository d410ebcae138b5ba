/**
 * The identity provider behind the identity module (docs/kyc.md "Provider" and "Sandbox"): SmileID in production,
 * the sandbox everywhere else. Both are driven by the same code: job parameters for the browser, a submission of the
 * selfie and liveness images with the ID information, the job's status, and the provider's signed callback.
 */
import type { Signature } from 'smile-identity-core';

export interface KycJobParams {
  jobId: string;
  userId: string;
  jobType: 1;
  partnerParams: { job_id: string; user_id: string; job_type: 1 };
  timestamp: string;
  signature: string;
  callbackUrl: string | null;
  environment: 'sandbox' | 'production';
  provider: 'smileid' | 'sandbox';
}

export interface KycIdInfo {
  country: 'NG';
  idType: 'BVN';
  idNumber: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
}

export interface KycSubmission {
  jobId: string;
  userId: string;
  idInfo: KycIdInfo;
  /** JPEG */
  selfie: Buffer;
  /** JPEG each */
  liveness: Buffer[];
}

export type KycOutcome = 'verified' | 'review' | 'rejected';

export interface KycResult {
  jobId: string;
  userId: string;
  complete: boolean;
  success: boolean;
  outcome: KycOutcome | null;
  resultCode: string | null;
  resultText: string | null;
  actions: Record<string, string>;
  /** The provider's answer without images. */
  raw: unknown;
}

export interface KycProvider {
  kind: 'smileid' | 'sandbox';
  jobParams(jobId: string, userId: string): KycJobParams;
  submit(submission: KycSubmission): Promise<void>;
  status(jobId: string, userId: string): Promise<KycResult>;
  /** SmileID's callback body → the result, or null when its signature does not check out. */
  fromCallback(body: unknown): KycResult | null;
}

/** The provider could not be reached or refused a job; the identity module answers the person with a retry. */
export class KycProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KycProviderError';
  }
}

/** A job's parameters with SmileID's signature of now (the same for SmileID and the sandbox, which signs as it does). */
export function signedJobParams(
  signature: Signature,
  jobId: string,
  userId: string,
  where: Pick<KycJobParams, 'callbackUrl' | 'environment' | 'provider'>,
): KycJobParams {
  const signed = signature.generate_signature(new Date().toISOString());
  return {
    jobId,
    userId,
    jobType: 1,
    partnerParams: { job_id: jobId, user_id: userId, job_type: 1 },
    timestamp: String(signed.timestamp),
    signature: signed.signature,
    ...where,
  };
}
