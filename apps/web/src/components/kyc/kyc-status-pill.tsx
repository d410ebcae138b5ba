import { kycStatusLabels, type KycStatus } from '@imole/domain/kyc';

const tones: Record<KycStatus, string> = {
  none: 'bg-ink-100 text-ink-800',
  details: 'bg-ink-100 text-ink-800',
  submitted: 'bg-info-50 text-info-800',
  review: 'bg-brand-100 text-brand-900',
  verified: 'bg-success-50 text-success-800',
  rejected: 'bg-danger-50 text-danger-800',
};

/** Where a request's identity check stands, in words (kycStatusLabels), coloured by what it asks of the reader. */
export function KycStatusPill({ status }: { status: KycStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${tones[status] ?? tones.none}`}
      data-testid="kyc-status"
    >
      {kycStatusLabels[status] ?? kycStatusLabels.none}
    </span>
  );
}
