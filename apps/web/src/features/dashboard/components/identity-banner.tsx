import type { KycStatus } from '@imole/domain/kyc';
import { Link } from 'react-router';
import { AlertIcon, InfoIcon } from '../../../components/ui/icons.tsx';

const lines: Record<KycStatus, string> = {
  none: 'Your system is on credit: give your details and take a quick selfie before we install it.',
  details: 'Your details are saved. Next, a quick selfie check.',
  submitted: 'We are checking your selfie. See where it stands.',
  review: 'A person is checking your details; we will tell you when it is done.',
  rejected: 'We could not verify you. See why, and try again.',
  verified: 'Your identity is verified.',
};

export const identityCheckingNote = 'We are checking your identity. We will tell you when it is done.';

/**
 * Customer spec §2: "Complete identity verification", while verification is to do and the status is above 2. While
 * the check runs or waits for a person (submitted, review) there is nothing to complete: a note, not a link.
 */
export function IdentityBanner({ to, status }: { to: string; status: KycStatus }) {
  if (status === 'submitted' || status === 'review') {
    return (
      <div
        className="flex items-start gap-3 rounded-xl border border-info-700/30 bg-info-50 p-3 text-info-800"
        data-testid="identity-banner"
      >
        <InfoIcon className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">{identityCheckingNote}</p>
      </div>
    );
  }
  return (
    <Link
      to={to}
      className="flex items-start gap-3 rounded-xl border border-brand-600/40 bg-brand-50 p-3 text-brand-900 hover:bg-brand-100"
      data-testid="identity-banner"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <span className="flex flex-col">
        <span className="font-semibold underline underline-offset-2">Complete identity verification</span>
        <span className="text-sm">{lines[status] ?? lines.none}</span>
      </span>
    </Link>
  );
}
