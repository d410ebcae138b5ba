/**
 * The selfie check's calls (customer spec §7 "Biometric identity"; docs/kyc.md): the job's parameters, the upload
 * of the selfie and liveness frames, and its status. The page runs them in order, so they are plain functions.
 */
import type { KycStatus } from '@imole/domain/kyc';
import { api } from '../../../lib/api-client.ts';

export interface KycJobParams {
  jobId: string;
  userId: string;
  jobType: 1;
  environment: 'sandbox' | 'production';
  provider: 'smileid' | 'sandbox';
}

/** GET SmileId/BiometricKYCJobRequest: a job for this request (400 while no details were given). */
export async function requestKycJob(quoteRequestId: number): Promise<KycJobParams> {
  return (await api.get<{ data: KycJobParams }>('SmileId/BiometricKYCJobRequest', { query: { quoteRequestId } })).data;
}

export interface KycUpload {
  quoteRequestId: number;
  jobId: string;
  /** JPEG data URLs. */
  selfieImage: string;
  livenessImages: string[];
}

/** POST SmileId/BiometricKYCPostZipFile: the selfie and the frames taken while the head turned. */
export async function uploadKycImages(upload: KycUpload): Promise<void> {
  await api.post('SmileId/BiometricKYCPostZipFile', upload);
}

export interface KycJobStatus {
  jobId: string;
  jobComplete: boolean;
  jobSuccess: boolean;
  kycStatus: KycStatus;
  resultCode: string | null;
  resultText: string | null;
  /** The sentence to show the person. */
  message: string;
}

/** POST SmileId/BiometricKYCJobStatus (the latest job when no jobId is given). */
export async function getKycJobStatus(quoteRequestId: number, jobId?: string): Promise<KycJobStatus> {
  const answer = await api.post<{ data: Omit<KycJobStatus, 'message'> }>('SmileId/BiometricKYCJobStatus', {
    quoteRequestId,
    ...(jobId ? { jobId } : {}),
  });
  return { ...answer.data, message: answer.message };
}

/** POST Quote/UpdateQuoteRequestLocationData: where the house is, shared by the customer (metres of accuracy). */
export async function saveHouseLocation(location: {
  quoteRequestId: number;
  latitude: number;
  longitude: number;
  accuracy?: number;
}): Promise<string> {
  return (await api.post('Quote/UpdateQuoteRequestLocationData', location)).message;
}
