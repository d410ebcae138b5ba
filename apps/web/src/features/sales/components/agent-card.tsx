import { formatNaira } from '@imole/domain/format';
import { Link } from 'react-router';
import type { TeamMember } from '../api/sales-api.ts';

/** One of a coordinator's agents: call link, their customers' standing, what they earned, and their quotes. */
export function AgentCard({ member: m }: { member: TeamMember }) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-ink-200 bg-white p-4" data-testid="agent-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">
            {m.firstname} {m.lastname}
          </h3>
          <a
            href={`tel:${m.phoneNumber}`}
            className="text-sm font-semibold text-brand-800 underline underline-offset-2"
            aria-label={`Call ${m.firstname} ${m.lastname} on ${m.phoneNumber}`}
          >
            {m.phoneNumber}
          </a>
        </div>
        <p className="text-right">
          <span className="block text-xs text-ink-700">Earned</span>
          <span className="font-bold tabular-nums">{formatNaira(m.totalCommission)}</span>
        </p>
      </div>
      <p className="text-sm text-ink-800">
        {m.referredCustomers} {m.referredCustomers === 1 ? 'customer' : 'customers'} · {m.owingCustomers} owing ·{' '}
        {m.nonPerformingCustomers} non-performing
        {m.isActive ? '' : ' · cannot log in (inactive)'}
      </p>
      <Link
        to={`/all-cordinator-agents-quote/${m.id}`}
        className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        {m.firstname}&rsquo;s quotes
      </Link>
    </article>
  );
}
