import { Signature, Utilities, WebApi } from 'smile-identity-core';
import { KycProviderError, signedJobParams, type KycProvider, type KycResult } from './kyc.ts';
import { readSmileResult, smileCallbackEnvelope } from './smile-result.ts';

export interface SmileIdSettings {
  partnerId: string;
  apiKey: string;
  environment: 'sandbox' | 'production';
  /** Where SmileID posts the job's result (SMILE_CALLBACK_URL, or PUBLIC_URL's /api/SmileId/Callback). */
  callbackUrl: string;
  /** SmileID's API, when not the one `environment` names (tests replay recorded answers from a local server). */
  serverUrl?: string;
  /** How long a call may take before the person is told to try again (default 30 seconds). */
  timeoutMs?: number;
}

/** SmileID's image types (the SDK's IMAGE_TYPE): a base64 selfie and base64 liveness frames. */
const SELFIE_BASE64 = 2;
const LIVENESS_BASE64 = 6;

/**
 * What an SDK failure may say: axios errors carry the request (the images and the BVN) in their config, so only the
 * status and SmileID's own code and message are kept.
 */
function providerError(action: string, error: unknown): KycProviderError {
  const failure = error as {
    response?: { status?: number; data?: { code?: unknown; error?: unknown } };
    message?: unknown;
  };
  const status = failure.response?.status;
  const data = failure.response?.data;
  const detail = data
    ? [data.code, data.error].filter((part) => typeof part === 'string' || typeof part === 'number').join(' ')
    : typeof failure.message === 'string' && !status
      ? failure.message
      : '';
  return new KycProviderError(`SmileID ${action} failed${status ? ` (${status})` : ''}${detail ? `: ${detail}` : ''}`);
}

/**
 * The SDK's calls have no time limit of their own (it uses axios without a timeout): a SmileID that does not answer
 * must not hold the person's request for ever. The call itself is left to finish or fail unobserved.
 */
function withinTime<T>(call: Promise<T>, ms: number, action: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new KycProviderError(`SmileID ${action} did not answer within ${ms / 1000} seconds`)),
      ms,
    );
  });
  call.catch(() => undefined);
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/**
 * SmileID's Biometric KYC (job type 1) through its official Node SDK, smile-identity-core (docs/kyc.md "Provider"):
 * WebApi.submit_job with the ID information entered and the selfie and liveness images (the SDK packs them into the
 * upload zip's info.json), Utilities.get_job_status for the status (the SDK checks the answer's signature), and
 * Signature.confirm_signature for the result callback.
 */
export function smileIdProvider(settings: SmileIdSettings): KycProvider {
  const server = settings.serverUrl ?? (settings.environment === 'production' ? 1 : 0);
  const webApi = new WebApi(settings.partnerId, settings.callbackUrl, settings.apiKey, server);
  const utilities = new Utilities(settings.partnerId, settings.apiKey, server);
  const signature = new Signature(settings.partnerId, settings.apiKey);
  const timeoutMs = settings.timeoutMs ?? 30_000;
  return {
    kind: 'smileid',
    jobParams: (jobId, userId) =>
      signedJobParams(signature, jobId, userId, {
        callbackUrl: settings.callbackUrl,
        environment: settings.environment,
        provider: 'smileid',
      }),
    async submit(submission) {
      const images = [
        { image_type_id: SELFIE_BASE64, image: submission.selfie.toString('base64') },
        ...submission.liveness.map((frame) => ({ image_type_id: LIVENESS_BASE64, image: frame.toString('base64') })),
      ];
      const { idInfo } = submission;
      try {
        const submitted = webApi.submit_job(
          { job_id: submission.jobId, user_id: submission.userId, job_type: 1 },
          images,
          {
            entered: true,
            country: idInfo.country,
            id_type: idInfo.idType,
            id_number: idInfo.idNumber,
            first_name: idInfo.firstName,
            last_name: idInfo.lastName,
            dob: idInfo.dob,
          },
          // The result comes by the callback (and job_status when asked); the SDK does not wait for it.
          { return_job_status: false },
        );
        await withinTime(submitted, timeoutMs, 'job submission');
      } catch (error) {
        throw error instanceof KycProviderError ? error : providerError('job submission', error);
      }
    },
    async status(jobId, userId): Promise<KycResult> {
      let answer: Record<string, unknown>;
      try {
        const asked = utilities.get_job_status(userId, jobId, { return_history: false, return_images: false });
        answer = (await withinTime(asked as Promise<unknown>, timeoutMs, 'job status')) as Record<string, unknown>;
      } catch (error) {
        throw error instanceof KycProviderError ? error : providerError('job status', error);
      }
      const envelope = { complete: answer.job_complete === true, success: answer.job_success === true };
      return readSmileResult(answer.result, envelope, { jobId, userId }, answer);
    },
    fromCallback(body) {
      const envelope = smileCallbackEnvelope(body, signature);
      return envelope && readSmileResult(body, envelope, { jobId: '', userId: '' }, body);
    },
  };
}
