import { kycStatusLabels, KycStatus } from '@imole/domain/kyc';
import type { StaffQuoteRequest } from '../api/get-request.ts';

export const identityGateNoteId = 'identity-gate-note';

/**
 * Beside the control that assigns the engineer: a financed quote whose identity is not verified cannot have one yet
 * (POST Quote/AssignSupportUserToQuoteRequest answers 400 "This customer's identity is not verified yet: …"), so the
 * person reads why, and where the check stands, before they try. Nothing once verified, or for an outright quote.
 */
export function IdentityGateNote({ view }: { view: StaffQuoteRequest }) {
  if (!view.isToDoVerification) return null;
  const status = view.kycStatus ?? KycStatus.None;
  return (
    <p
      id={identityGateNoteId}
      className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900"
      data-testid="identity-gate"
    >
      <span className="font-semibold">Identity: {kycStatusLabels[status] ?? kycStatusLabels.none}.</span> This system is
      financed: an engineer can be assigned once the customer&rsquo;s identity is verified.
    </p>
  );
}
