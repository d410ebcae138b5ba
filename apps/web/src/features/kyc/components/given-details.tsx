import { useKycDetails } from '../../../lib/kyc/get-kyc-details.ts';

const dayFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "1990-04-12" → "12 April 1990". */
function formatBirthday(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/**
 * What was given last time (GET SmileId/KycDetails, the numbers masked by the server), above the form when the
 * details are given again: so the person knows what to check. The API takes the form whole (UpdateKyc), never one
 * field, and the page says so.
 */
export function GivenDetails({ quoteRequestId, audience }: { quoteRequestId: number; audience: 'customer' | 'staff' }) {
  const details = useKycDetails(quoteRequestId);
  if (details.isPending) return null;
  if (details.isError) {
    return <p className="text-sm text-ink-700">We could not load the details given before.</p>;
  }
  const given = details.data;
  const rows: [string, string | null][] = [
    ['BVN', given.bvn],
    ['Bank', given.bankName],
    ['Account number', given.accountNumber],
    ['Account name', given.accountName],
    ['Means of identification', given.meansOfIdLabel],
    ['Date of birth', given.dateOfBirth ? formatBirthday(given.dateOfBirth) : null],
  ];
  if (rows.every(([, value]) => !value)) return null;
  return (
    <section aria-labelledby="given-details" className="flex flex-col gap-2 rounded-xl border border-ink-200 p-4">
      <h2 id="given-details" className="font-semibold">
        {audience === 'customer' ? 'What you gave last time' : 'What was given last time'}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-700">{label}</dt>
            <dd className="font-medium break-words">{value ?? 'Not given'}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-700">Give all the details again, with the one that was wrong corrected.</p>
    </section>
  );
}
