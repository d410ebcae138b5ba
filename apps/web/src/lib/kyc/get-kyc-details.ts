import { KycStatus, kycStatusLabels } from '@imole/domain/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** One file held for a request's identity check (docs/kyc.md): the file itself opens for admins only. */
export interface KycDocument {
  id: number;
  kind: 'statement' | 'id-document' | 'selfie';
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

/**
 * GET SmileId/KycDetails (issue 21 contract, call 6): where a request's identity check stands, with the numbers
 * masked by the server (BVN •••••••8901). Staff, admins, the customer, the referring agent and their coordinator read
 * it; `canOpenDocuments` (admins) and `canReview` (support and admins, status review) are the server's word.
 */
export interface KycDetails {
  kycStatus: KycStatus;
  statusLabel: string;
  dateOfBirth: string | null;
  bvn: string | null;
  bankId: number | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  meansOfId: number | null;
  meansOfIdLabel: string | null;
  /** When the details were given (the form saved). */
  detailsGivenAt: string | null;
  /** When the selfie was sent for the check; null until it is. */
  submittedAt: string | null;
  verifiedAt: string | null;
  resultCode: string | null;
  resultText: string | null;
  reviewReason: string | null;
  reviewedBy: string | null;
  locationCaptured: boolean;
  documents: KycDocument[];
  canOpenDocuments: boolean;
  canReview: boolean;
}

/** Nothing given yet: the answer when the server sends `data: null`. */
export const noKycDetails: KycDetails = {
  kycStatus: KycStatus.None,
  statusLabel: kycStatusLabels.none,
  dateOfBirth: null,
  bvn: null,
  bankId: null,
  bankName: null,
  accountNumber: null,
  accountName: null,
  meansOfId: null,
  meansOfIdLabel: null,
  detailsGivenAt: null,
  submittedAt: null,
  verifiedAt: null,
  resultCode: null,
  resultText: null,
  reviewReason: null,
  reviewedBy: null,
  locationCaptured: false,
  documents: [],
  canOpenDocuments: false,
  canReview: false,
};

export async function getKycDetails(quoteRequestId: number): Promise<KycDetails> {
  const { data } = await api.get<{ data: Partial<KycDetails> | null }>('SmileId/KycDetails', {
    query: { quoteRequestId },
  });
  // Fields the server leaves out read as "not given" rather than undefined.
  return { ...noKycDetails, ...(data ?? {}), documents: data?.documents ?? [] };
}

/** Under ['kyc', …] so anything that changes a request's identity check (an update, a review) refreshes it. */
export const kycDetailsQueryKey = (quoteRequestId: number) => ['kyc', 'details', quoteRequestId] as const;

export const kycDetailsQueryOptions = (quoteRequestId: number) =>
  queryOptions({
    queryKey: kycDetailsQueryKey(quoteRequestId),
    queryFn: () => getKycDetails(quoteRequestId),
    // Staff and agents act on what they see: read it afresh when a page opens it.
    staleTime: 0,
  });

export function useKycDetails(quoteRequestId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...kycDetailsQueryOptions(quoteRequestId),
    enabled: (options.enabled ?? true) && Number.isSafeInteger(quoteRequestId) && quoteRequestId > 0,
  });
}

/**
 * Whether the details can be given (again) now: the server refuses UpdateKyc while a check runs (submitted), waits
 * for a person (review) or has passed (verified); the pages offer the form only when it would be taken.
 */
export const kycDetailsOpen = (status: KycStatus): boolean =>
  status === KycStatus.None || status === KycStatus.Details || status === KycStatus.Rejected;

/** Why the details cannot be changed now, for staff and agents (null when they can). */
export function kycDetailsLockedText(status: KycStatus): string | null {
  if (status === KycStatus.Verified) return 'Verified details are locked.';
  if (status === KycStatus.Submitted) return 'The details are locked while the check runs.';
  if (status === KycStatus.Review) return 'The details are locked until the review is decided.';
  return null;
}
