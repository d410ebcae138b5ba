import type { KycDetails } from '../../lib/kyc/get-kyc-details.ts';

/** Why the last check did not pass: the reviewer's reason first (a person decided), else the provider's text. */
export function rejectionReasonOf(details: Pick<KycDetails, 'reviewReason' | 'resultText'>): string | null {
  return details.reviewReason?.trim() || details.resultText?.trim() || null;
}

/** SmileID's "Unable to Validate ID" and "ID Number Not Found": the ID number itself, not the selfie. */
const ID_NUMBER_CODES: ReadonlySet<string> = new Set(['1013', '1023']);

/**
 * Whether the reason is about the ID number (the BVN) rather than the selfie: a new selfie would fail again, so the
 * pages lead with "Check your details" (docs/kyc.md "The customer's pages").
 */
export function isIdNumberReason(reason: string | null, resultCode: string | null = null): boolean {
  if (reason && /\b(BVN|ID number|ID authority)\b/i.test(reason))
    return /not found|no record|does not exist|invalid|wrong|unable to validate|not valid/i.test(reason);
  return resultCode !== null && ID_NUMBER_CODES.has(resultCode);
}
