import { formatNaira } from '@imole/domain/format';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { formatDay } from '../../../lib/staff-dates.ts';
import type { Referral } from '../api/sales-api.ts';

const stageText: Record<Referral['stage'], string> = {
  none: 'Signed up, no request yet',
  quote: 'Quote in progress, nothing paid yet',
  installing: 'First payment made: installation next',
  loan: 'Repaying',
  paid: 'Paid in full',
};

/** Where a referred customer's money stands, in one line an agent in the field can act on. */
function standing(r: Referral): { text: string; tone: 'bad' | 'warn' | 'ok' | 'plain' } {
  if (r.nonPerforming)
    return { text: `${formatNaira(r.amountOverdue)} overdue for ${r.daysOverdue} days: non-performing`, tone: 'bad' };
  if (r.owing)
    return {
      text: `${formatNaira(r.amountOverdue)} overdue for ${r.daysOverdue} ${r.daysOverdue === 1 ? 'day' : 'days'}`,
      tone: 'warn',
    };
  if (r.stage === 'loan' && r.dueDate)
    return {
      text: `Next instalment ${formatDay(r.dueDate)}${r.dueInDaysCount !== null ? ` (in ${r.dueInDaysCount} ${r.dueInDaysCount === 1 ? 'day' : 'days'})` : ''}`,
      tone: 'ok',
    };
  return { text: stageText[r.stage], tone: 'plain' };
}

const toneClass = {
  bad: 'bg-danger-50 text-danger-800',
  warn: 'bg-brand-100 text-brand-900',
  ok: 'bg-success-50 text-success-800',
  plain: 'bg-ink-50 text-ink-800',
} as const;

/** A referred customer: name (opening their details), phone to call, product and total, and where their money stands. */
export function ReferralCard({ referral: r }: { referral: Referral }) {
  const { text, tone } = standing(r);
  const detailsPath = useSession()?.user.isCoordinator ? '/coordinator-details' : '/sales-details';
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-ink-200 bg-white p-4" data-testid="referral-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold">
            <Link
              to={`${detailsPath}/${r.customerId}`}
              className="underline decoration-ink-300 underline-offset-4 hover:decoration-ink-900"
            >
              {r.firstname} {r.lastname}
            </Link>
          </h3>
          <a
            href={`tel:${r.phoneNumber}`}
            className="text-sm font-semibold text-brand-800 underline underline-offset-2"
            aria-label={`Call ${r.firstname} ${r.lastname} on ${r.phoneNumber}`}
          >
            {r.phoneNumber}
          </a>
        </div>
        <p className="shrink-0 text-right text-xs text-ink-700">
          {r.stage === 'none' ? 'Signed up' : 'Requested'}
          <br />
          {formatDay(r.dateRequested)}
        </p>
      </div>
      <p className="text-sm text-ink-800">
        {r.productName ?? (r.stage === 'none' ? 'No request yet' : 'Custom system')}
        {r.totalAssetAmount > 0 && <span className="text-ink-700"> · {formatNaira(r.totalAssetAmount)}</span>}
      </p>
      {r.agentName && <p className="text-xs text-ink-700">Referred by {r.agentName}</p>}
      <p className={`rounded-lg px-3 py-2 text-sm font-medium ${toneClass[tone]}`}>{text}</p>
    </article>
  );
}
