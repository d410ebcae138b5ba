import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ReviewKycInput {
  quoteRequestId: number;
  approve: boolean;
  /** Required to reject (the customer reads it); a note when approving. */
  reason?: string;
}

/**
 * POST SmileId/ReviewKyc (issue 21 contract, call 7): support or an admin decides a check the provider left for a
 * person (status review). Audited on the server; the customer is told the outcome.
 */
export async function reviewKyc(input: ReviewKycInput) {
  const { message } = await api.post('SmileId/ReviewKyc', input);
  return { message };
}

export function useReviewKyc() {
  return useMutation({ mutationFn: reviewKyc });
}

/** POST SmileId/ReviewKyc refuses a rejection without a reason with the same sentence (issue 21 contract). */
export const rejectReasonMessage = 'Say why, so the customer knows what to fix.';
