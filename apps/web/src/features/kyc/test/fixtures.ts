/** Answers shaped like the API's (issue 21 contract) for the identity pages' tests. */
import type { KycStatus } from '@imole/domain/kyc';

export const GET_REQUEST = 'GET Quote/GetQuoteRequest';
export const BANKS = 'GET Utility/BankList';
export const UPDATE_KYC = 'POST SmileId/UpdateKyc';
export const JOB_REQUEST = 'GET SmileId/BiometricKYCJobRequest';
export const POST_ZIP = 'POST SmileId/BiometricKYCPostZipFile';
export const JOB_STATUS = 'POST SmileId/BiometricKYCJobStatus';
export const LOCATION = 'POST Quote/UpdateQuoteRequestLocationData';

export const banks = {
  data: [
    { id: 4, name: 'Access Bank', code: '044' },
    { id: 9, name: 'Guaranty Trust Bank', code: '058' },
  ],
};

/** GET Quote/GetQuoteRequest, the fields the identity pages read, for request 41 of Ada Obi. */
export function requestAnswer(kycStatus: KycStatus = 'none', quoteRequestStatus = 3) {
  return {
    quoteRequest: {
      id: 41,
      referenceNo: 'IM-4K7Q-92HD',
      quoteRequestStatus,
      clientUser: { firstname: 'Ada', lastname: 'Obi' },
    },
    isToDoVerification: kycStatus !== 'verified',
    isVerified: kycStatus === 'verified',
    kycStatus,
  };
}

export const jobParams = {
  data: {
    jobId: 'job-7',
    userId: 'user-41',
    jobType: 1,
    partnerParams: { job_id: 'job-7', user_id: 'user-41', job_type: 1 },
    timestamp: '2026-11-26T05:00:00.000Z',
    signature: 'c2lnbmF0dXJl',
    callbackUrl: null,
    environment: 'sandbox',
    provider: 'sandbox',
  },
};

export function jobStatus(kycStatus: KycStatus, message: string, resultText: string | null = null) {
  const complete = kycStatus === 'verified' || kycStatus === 'review' || kycStatus === 'rejected';
  return {
    message,
    data: {
      jobId: 'job-7',
      jobComplete: complete,
      jobSuccess: kycStatus === 'verified',
      kycStatus,
      resultCode: complete ? '1012' : null,
      resultText,
    },
  };
}

export const pdf = (name = 'statement.pdf', size = 1200) =>
  new File(['%PDF-1.4\n'.padEnd(size, ' ')], name, { type: 'application/pdf' });

/** A small JPEG (kept as it is: at most 500 KB). */
export const idPhoto = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'id-card.jpg', { type: 'image/jpeg' });

export const KYC_DETAILS = 'GET SmileId/KycDetails';

/** GET SmileId/KycDetails for request 41 after a check that did not pass, the numbers masked as the server does. */
export function kycDetailsAnswer(reason: {
  reviewReason?: string | null;
  resultText?: string | null;
  resultCode?: string;
}) {
  return {
    data: {
      kycStatus: 'rejected',
      statusLabel: 'Not verified',
      dateOfBirth: '1990-04-12',
      bvn: '•••••••8901',
      bankId: 9,
      bankName: 'Guaranty Trust Bank',
      accountNumber: '••••••6789',
      accountName: 'Ada Obi',
      meansOfId: 1,
      meansOfIdLabel: 'National ID',
      resultCode: reason.resultCode ?? '0907',
      resultText: reason.resultText ?? null,
      reviewReason: reason.reviewReason ?? null,
      documents: [],
      canOpenDocuments: false,
      canReview: false,
    },
  };
}
